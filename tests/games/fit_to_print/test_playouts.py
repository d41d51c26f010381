"""Random legal playouts of every mode: invariants hold and every game ends."""

from __future__ import annotations

import json

import pytest

from paperboy.engine import Rng, canonical_json
from paperboy.games.fit_to_print import GAME


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize(("n", "options"), GAME.test_configs(), ids=lambda v: str(v))
def test_random_playout_of_every_mode(n: int, options: dict, seed: int) -> None:
    s = GAME.new_game([f"P{i}" for i in range(n)], options, seed=seed)
    rng = Rng(seed + 100)
    steps = 0
    while not s.is_over():
        acting = s.to_act()
        assert acting
        seat = rng.choice(acting)
        legal = s.legal_actions(seat)
        assert legal
        action = rng.choice(legal)
        assert GAME.parse_action(action.format()) == action
        if steps % 7 == 0:
            d = s.to_dict()
            assert canonical_json(GAME.from_dict(json.loads(json.dumps(d))).to_dict()) == canonical_json(d)
            for viewer in range(n):
                text = json.dumps(s.view(viewer))
                assert not any(f'"{t}"' in text for t in s.secrets(viewer))
        s.play(seat, action)
        steps += 1
        assert steps < 4000
    r = s.result()
    assert len(r.totals) == n and set(r.winners) <= set(range(n))
    assert set(r.extra["achievements"]) == {str(i) for i in range(n)}
