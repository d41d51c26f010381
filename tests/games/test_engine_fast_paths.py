"""The engines' fast paths give exactly what the plain rule checks they replace give.

Each fast path (listing moves without asking the full refusal per candidate, free squares
as bitmasks, event data copied without JSON) is compared with the slow, obvious version
built from the games' own public checks, on positions from seeded random playouts.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from paperboy.engine import Rng, find_game
from paperboy.games.extra_extra.actions import Place as ExtraPlace
from paperboy.games.magazine.state import MagazineState
from paperboy.games.pulitzer.core import _copy_plain


def _positions(game_id: str, players: int, options: dict[str, Any], games: int = 2, every: int = 3):
    game = find_game(game_id)
    rng = Rng(11)
    for seed in range(games):
        state = game.new_game([f"P{i}" for i in range(players)], options, seed)
        step = 0
        while not state.is_over():
            seat = state.to_act()[0]
            if step % every == 0:
                yield state, seat
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1


def test_extra_extra_placements_are_the_spaces_and_fees_place_error_accepts() -> None:
    checked = 0
    for state, seat in _positions("extra-extra", 6, {"scenario": 5, "deadline": 3}):
        if state.s["phase"] != "place":
            continue
        money = state.player(seat)["money"]
        expected = []
        for sid in state.data.space_order:
            occ = state.s["board"].get(sid, [])
            if state.data.spaces[sid].type != "contested":
                fees = [0]
            elif occ:
                fees = [occ[0][1] + 100, occ[0][1] + 200]
            else:
                fees = [0, 100]
            expected += [ExtraPlace(sid, fee) for fee in fees
                         if fee <= money and state.place_error(seat, sid, fee) is None]
        assert state.legal_actions(seat) == expected
        checked += 1
    assert checked > 20


def test_extra_extra_free_spots_are_the_squares_fits_accepts() -> None:
    checked = 0
    for state, seat in _positions("extra-extra", 4, {"scenario": 3, "deadline": 3, "paper": "broadsheet"}):
        for w, h in ((1, 1), (2, 1), (1, 3), (3, 2)):
            expected = [(page, r, c) for page, spec in enumerate(state.pages, start=1)
                        for r in range(spec.height - h + 1) for c in range(spec.width - w + 1)
                        if state.fits(seat, w, h, page, r, c)]
            assert state.free_spots(seat, w, h) == expected
            checked += 1
    assert checked > 20


def test_magazine_turn_moves_are_the_candidates_refusal_accepts() -> None:
    checked = 0
    for state, seat in _positions("magazine", 4, {}, every=1):
        assert isinstance(state, MagazineState)
        if state.pending is None and state.phase == "turns":
            expected = [a for a in state.candidates(seat) if state.refusal(seat, a) is None]
            assert state.legal_actions(seat) == expected
            checked += 1
    assert checked > 20


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=4) | st.integers(), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(json_values)
def test_pulitzer_event_data_copy_equals_the_json_round_trip(value: Any) -> None:
    expected = json.loads(json.dumps(value))
    got = _copy_plain(value)
    assert got == expected
    assert json.dumps(got) == json.dumps(expected)  # same types and key order, too
