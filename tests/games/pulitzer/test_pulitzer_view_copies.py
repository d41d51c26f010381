"""Pulitzer's view copies the state's nested parts (pins, buses, requests, the leak, the HR
track) directly rather than through a JSON round trip: the view is the same, value for value
and type for type, at every position of played games, and shares nothing with the state."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import paperboy.games.pulitzer.view as view_module
from paperboy.games.pulitzer import core
from paperboy.session import Seat, Session


def _typed(value: Any) -> Any:
    """``value`` with each leaf's type beside it (``==`` alone takes 1 for True)."""
    if isinstance(value, dict):
        return {key: _typed(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [type(value).__name__, [_typed(item) for item in value]]
    return (type(value).__name__, value)


@pytest.mark.parametrize("seed", [1, 2])
def test_the_view_is_the_one_the_json_round_trip_gave(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session.new("pulitzer", [Seat("Ann"), Seat("Bob"), Seat("Cat"), Seat("Dee")], {}, seed,
                          autosave=False)
    rnd = random.Random(seed)
    for _ in range(3000):
        for seat in range(4):
            view = session.state.view(seat)
            with monkeypatch.context() as patched:
                patched.setattr(view_module, "_copy_plain", core._copy)
                reference = session.state.view(seat)
            assert _typed(view) == _typed(reference)
        view = session.state.view(0)
        before = json.dumps(session.state.s, sort_keys=True)
        for part in ("buses", "requests"):
            json.loads(json.dumps(view[part]))  # plain data
            if isinstance(view[part], dict):
                view[part].clear()
        for player in view["players"]:
            player["pins"].clear()
        assert json.dumps(session.state.s, sort_keys=True) == before  # the state untouched
        acting = sorted(session.to_act())
        if not acting or session.is_over():
            break
        session.act(acting[0], rnd.choice(session.state.legal_actions(acting[0])))
