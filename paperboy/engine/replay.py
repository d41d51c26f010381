"""Rebuild a state from its start (game, players, options, seed) and an action log."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .protocol import Game, State


def replay(game: Game, players: Sequence[str], options: Mapping[str, Any] | None, seed: int,
           actions: Iterable[tuple[int, Mapping[str, Any]]], checked: bool = True) -> State:
    """Play ``actions`` (seat, action dict) onto a fresh game and return the state.

    With ``checked`` every action goes through ``play`` so a tampered log raises
    ``IllegalActionError``; otherwise ``apply`` is used (faster, trusted logs).
    """
    state = game.new_game(list(players), options, seed)
    for seat, data in actions:
        action = game.action_from_dict(dict(data))
        if checked:
            state.play(int(seat), action)
        else:
            state.apply(int(seat), action)
    return state
