"""Checks shared by every game's ``from_dict``: one error, one scheme of checks.

:meth:`paperboy.engine.protocol.Game.from_dict` calls :func:`read_envelope` before a game
reads its own fields and :func:`verify_loaded` after, so all four games refuse malformed
input the same way: a :class:`~paperboy.engine.errors.StateFormatError` that names the
field and the problem. The input is never modified (the game reads a private copy).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .actions import short_repr
from .errors import PaperboyError, StateFormatError
from .rng import Rng

if TYPE_CHECKING:
    from .protocol import Game, State

#: Deepest nesting a saved state may have; the games' own states stay far below it.
MAX_DEPTH = 40
#: Legal moves played on a copy of a loaded state to show that it plays on (``verify_loaded``).
PROBE_MOVES = 40


def json_copy(value: Any, where: str = "state", depth: int = 0) -> Any:
    """A deep copy of JSON data (tuples become lists), or ``StateFormatError`` naming the spot.

    Only what ``json`` writes is accepted: mappings with text keys, lists, text, whole
    numbers, finite floats, booleans and ``None``; nesting is bounded by ``MAX_DEPTH``.
    """
    if depth > MAX_DEPTH:
        raise StateFormatError(f"{where} is nested more than {MAX_DEPTH} levels deep")
    if value is None or isinstance(value, str | bool | int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise StateFormatError(f"{where} holds {value!r}, which is not a number JSON can store")
        return value
    if isinstance(value, list | tuple):
        return [json_copy(v, f"{where}[{i}]", depth + 1) for i, v in enumerate(value)]
    if isinstance(value, Mapping):
        out = {}
        for key, v in value.items():
            if not isinstance(key, str):
                raise StateFormatError(f"{where} has the key {short_repr(key)}; keys must be text")
            out[key] = json_copy(v, f"{where}.{key}", depth + 1)
        return out
    raise StateFormatError(f"{where} holds a {type(value).__name__}, which a saved state cannot hold")


def read_envelope(game: Game, d: Any) -> dict[str, Any]:
    """Check the fields every state has (game, players, options, seed); return a private copy."""
    if not isinstance(d, Mapping):
        raise StateFormatError(f"a {game.name} state must be a mapping of fields, not {short_repr(d)}")
    data: dict[str, Any] = json_copy(d)
    if "game" in data and data["game"] != game.id:
        raise StateFormatError(f"this is a state of {short_repr(data['game'])}, not of {game.name} ({game.id!r})")
    for key in ("players", "options", "seed"):
        if key not in data:
            raise StateFormatError(f"the {game.name} state has no {key!r} field")
    players, options, seed = data["players"], data["options"], data["seed"]
    if not isinstance(options, dict):
        raise StateFormatError(f"the state's 'options' must be a mapping, not {short_repr(options)}")
    if not isinstance(players, list):
        raise StateFormatError(f"the state's 'players' must be a list of names, not {short_repr(players)}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise StateFormatError(f"the state's 'seed' must be a whole number, not {short_repr(seed)}")
    try:
        resolved = game.resolve_options(options)
        game.check_players(players, resolved)
    except PaperboyError as exc:
        raise StateFormatError(f"the {game.name} state does not fit the game: {exc}") from None
    return data


def describe_failure(exc: BaseException) -> str:
    """Say in words why reading a field failed (a ``KeyError`` is a missing field)."""
    if isinstance(exc, KeyError):
        return f"the field {short_repr(exc.args[0]) if exc.args else '?'} is missing"
    if isinstance(exc, RecursionError):
        return "the data is nested too deeply"
    text = str(exc).strip() or type(exc).__name__
    return f"a field has the wrong kind of value ({text[:120]})"


def verify_loaded(game: Game, state: State, data: Mapping[str, Any]) -> None:
    """Refuse a loaded state that does not write back exactly ``data`` or cannot answer.

    Round trip first (an unknown, missing or converted field shows up here), then the
    read-only questions every screen asks: who acts, legal actions, views, standing; last,
    on a separate copy, up to ``PROBE_MOVES`` legal moves along a fixed pseudo-random line,
    each through ``play``. A state the games wrote never fails these (the conformance
    suite plays thousands of such lines); a damaged card id, count or index usually
    fails them here rather than in the middle of a later game.
    """
    from .protocol import canonical_json  # protocol imports this module

    try:
        again = state.to_dict()
    except Exception as exc:  # noqa: BLE001 - damaged data can fail anywhere in the rules
        raise StateFormatError(f"the {game.name} state is damaged: {describe_failure(exc)}") from None
    if canonical_json(again) != canonical_json(data):
        differing = sorted(set(again) ^ set(data)) or sorted(
            k for k in again if canonical_json(again[k]) != canonical_json(data[k]))
        where = f"the field {differing[0]!r}" if differing else "a field"
        raise StateFormatError(f"the {game.name} state does not read back unchanged: {where} is missing, "
                               "unknown or of the wrong kind")
    n = len(state.players)
    try:
        over = state.is_over()
        acting = state.to_act()
        if not isinstance(acting, list) or any(type(s) is not int or not 0 <= s < n for s in acting):
            raise StateFormatError(f"the {game.name} state is damaged: seats to act {short_repr(acting)}")
        if not over and not acting:
            raise StateFormatError(f"the {game.name} state is damaged: nobody may act, yet the game is not over")
        for seat in range(n):
            legal = state.legal_actions(seat)
            if seat in acting and not over and not legal:
                raise StateFormatError(f"the {game.name} state is damaged: seat {seat} must act but has no move")
            json.dumps(state.view(seat))
        state.status_line()
        state.result()
    except StateFormatError:
        raise
    except Exception as exc:  # noqa: BLE001 - damaged data can fail anywhere in the rules
        raise StateFormatError(f"the {game.name} state is damaged: {describe_failure(exc)}") from None
    _probe_play(game, data)


def _probe_play(game: Game, data: Mapping[str, Any]) -> None:
    """Play a fixed line of legal moves on a copy; any failure means the state is damaged."""
    rng = Rng(0x5EED)
    moves = 0
    try:
        probe = game.load_state(json_copy(data))
        while moves < PROBE_MOVES and not probe.is_over():
            acting = probe.to_act()
            seat = acting[rng.randbelow(len(acting))]
            legal = probe.legal_actions(seat)
            probe.play(seat, legal[rng.randbelow(len(legal))])
            moves += 1
    except PaperboyError as exc:
        raise StateFormatError(f"the {game.name} state is damaged: {moves + 1} legal move(s) on from it, "
                               f"a move it lists as legal is refused ({exc})") from None
    except Exception as exc:  # noqa: BLE001 - damaged data can fail anywhere in the rules
        raise StateFormatError(f"the {game.name} state is damaged: {moves + 1} legal move(s) on from it, "
                               f"the rules fail ({describe_failure(exc)})") from None
