"""Rebuild a state from its start (game, players, options, seed) and an action log.

:func:`replay_steps` is the one loop that plays a logged action list onto a state; the
session (resume, undo) and the replay viewer drive it and add their own bookkeeping.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from .actions import Action, Event, short_repr
from .errors import ActionParseError, PaperboyError
from .protocol import Game, State


def replay_steps(game: Game, state: State, actions: Iterable[Any],
                 checked: bool = True) -> Iterator[tuple[int, Action, list[Event]]]:
    """Play ``actions`` (seat, action dict) onto ``state`` one by one, in place.

    Yields ``(seat, action, events)`` after each one. With ``checked`` every action goes
    through ``play`` so a tampered log raises only the engine's typed errors
    (``ActionParseError``, ``IllegalActionError``); otherwise ``apply`` is used (faster,
    trusted logs).
    """
    for entry in actions:
        if not isinstance(entry, list | tuple) or len(entry) != 2:
            raise ActionParseError(f"a logged move is a pair [seat, action], not {short_repr(entry)}")
        seat, data = entry
        action = game.action_from_dict(data)
        events = state.play(seat, action) if checked else state.apply(seat, action)
        yield seat, action, events


def describe_entry(entry: Any) -> str:
    """A logged entry [seat, action] as "'kind' by seat N", as far as it can be read."""
    seat, data = entry if isinstance(entry, list | tuple) and len(entry) == 2 else ("?", None)
    kind = repr(data.get("type", "?")) if isinstance(data, Mapping) else "?"
    return f"{kind} by seat {seat}"


def log_failure(actions: Sequence[Any], done: int, exc: Exception) -> str:
    """Why the log ``actions`` stopped replaying after ``done`` good actions, in words.

    "action N ('kind' by seat S): reason"; an error that is not one of paperboy's own (a
    tampered log can fail anywhere in the rules) is named by its type.
    """
    where = f"action {done + 1} ({describe_entry(actions[done]) if done < len(actions) else '?'})"
    if isinstance(exc, PaperboyError):
        return f"{where}: {exc}"
    return f"{where} failed: {type(exc).__name__}: {exc}"


def replay(game: Game, players: Sequence[str], options: Mapping[str, Any] | None, seed: int,
           actions: Iterable[tuple[int, Mapping[str, Any]]], checked: bool = True) -> State:
    """Play ``actions`` (seat, action dict) onto a fresh game and return the state.

    Raises what :func:`replay_steps` raises.
    """
    state = game.new_game(players, options, seed)
    for _step in replay_steps(game, state, actions, checked):
        pass
    return state
