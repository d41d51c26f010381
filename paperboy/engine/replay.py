"""Rebuild a state from its start (game, players, options, seed) and an action log."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .actions import short_repr
from .errors import ActionParseError
from .protocol import Game, State


def replay(game: Game, players: Sequence[str], options: Mapping[str, Any] | None, seed: int,
           actions: Iterable[tuple[int, Mapping[str, Any]]], checked: bool = True) -> State:
    """Play ``actions`` (seat, action dict) onto a fresh game and return the state.

    With ``checked`` every action goes through ``play`` so a tampered log raises only the
    engine's typed errors (``ActionParseError``, ``IllegalActionError``); otherwise
    ``apply`` is used (faster, trusted logs).
    """
    state = game.new_game(players, options, seed)
    for entry in actions:
        if not isinstance(entry, list | tuple) or len(entry) != 2:
            raise ActionParseError(f"a logged move is a pair [seat, action], not {short_repr(entry)}")
        seat, data = entry
        action = game.action_from_dict(data)
        if checked:
            state.play(seat, action)
        else:
            state.apply(seat, action)
    return state
