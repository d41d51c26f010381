"""Conformance suite: the engine contract checked over every registered game.

Runs random legal playouts of each game in each of its ``test_configs()`` and checks the
invariants every game must keep (OpenSpiel-style): seats not to act have no legal
actions; every state round-trips through ``to_dict`` and ``from_dict`` (which reads without
changing its input); views are JSON-safe and hold no
secret of another seat; illegal moves raise ``IllegalActionError`` and change nothing;
the same seed and actions give the same digest; bots finish games. The test-only game
``Sealed Bids`` always takes part so the suite exercises the frame before any game lands.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import toygame

from paperboy.engine import (
    GAMES,
    Action,
    Game,
    IllegalActionError,
    Rng,
    find_game,
    replay,
    state_digest,
)

MAX_STEPS = 4000


def _games() -> list[Game]:
    return [toygame.GAME] + [find_game(g) for g in GAMES]


def _cases() -> list[Any]:
    cases = []
    for game in _games():
        for i, (count, options) in enumerate(game.test_configs()):
            cases.append(pytest.param(game, count, options, id=f"{game.id}-{i}-{count}p"))
    return cases


def _names(count: int) -> list[str]:
    return ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"][:count]


def _walk_values(node: Any, out: list[Any]) -> None:
    out.append(node)
    if isinstance(node, dict):
        for k, v in node.items():
            out.append(k)
            _walk_values(v, out)
    elif isinstance(node, list):
        for v in node:
            _walk_values(v, out)


def _check_view(state: Any, seat: int) -> None:
    view = state.view(seat)
    text = json.dumps(view)  # raises on anything not JSON-safe
    assert json.loads(text) == view, "view must survive JSON unchanged"
    secrets = state.secrets(seat)
    if secrets:
        values: list[Any] = []
        _walk_values(view, values)
        # compared as ==, through a set where the values hash (a hashable secret never
        # equals a list or a dict, nor a list secret a string or a number)
        plain = {v for v in values if not isinstance(v, (dict, list))}
        nested = [v for v in values if isinstance(v, (dict, list))]
        leaked = [s for s in secrets if (any(v == s for v in nested) if isinstance(s, (dict, list, set))
                                         else s in plain)]
        assert not leaked, f"view({seat}) shows hidden {leaked[:3]}"


def _check_roundtrip(game: Game, state: Any, checked: bool) -> None:
    """Exact round trip; ``checked`` goes through the public ``from_dict`` with all its
    checks (which play a line of moves on a copy), otherwise the game's own reader."""
    data = state.to_dict()
    text = json.dumps(data)
    loaded = json.loads(text)
    own_reader = type(game).load_state is not Game.load_state
    again = game.load_state(loaded) if own_reader and not checked else game.from_dict(loaded)
    assert again.to_dict() == data
    assert state_digest(again) == state_digest(state)
    assert json.dumps(loaded) == text, "from_dict changed the dict it read"


def _playout(game: Game, count: int, options: dict[str, Any], seed: int, *, deep: bool):
    state = game.new_game(_names(count), options, seed)
    rng = Rng(seed * 7919 + 1)
    log: list[tuple[int, dict[str, Any]]] = []
    seen: list[Action] = []
    steps = 0
    while not state.is_over():
        steps += 1
        assert steps <= MAX_STEPS, "game did not end"
        acting = state.to_act()
        assert acting, "nobody may act but the game is not over"
        for seat in range(count):
            legal = state.legal_actions(seat)
            if seat in acting:
                assert legal, f"seat {seat} must act but has no legal action"
            else:
                assert legal == [], f"seat {seat} is not to act but has legal actions"
        seat = rng.choice(acting)
        legal = state.legal_actions(seat)
        action = rng.choice(legal)
        # text and dict forms round-trip
        assert game.parse_action(action.format()) == action
        assert game.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
        if deep:
            for s in range(count):
                _check_view(state, s)
            if steps % 4 == 1:  # every fourth position (its whole-log reader every twentieth)
                _check_roundtrip(game, state, checked=steps % 20 == 1)
            _check_refusals(game, state, seen, rng)
        seen.append(action)
        state.play(seat, action)
        log.append((seat, action.to_dict()))
    return state, log


def _check_refusals(game: Game, state: Any, seen: list[Action], rng: Rng) -> None:
    before = state_digest(state)
    acting = state.to_act()
    idle = [s for s in range(len(state.players)) if s not in acting]
    if idle and acting:
        action = rng.choice(state.legal_actions(acting[0]))
        with pytest.raises(IllegalActionError):
            state.play(idle[0], action)
        assert state_digest(state) == before
    if seen and acting:
        seat = acting[0]
        legal = state.legal_actions(seat)
        candidates = [a for a in seen[-30:] if a not in legal]
        if candidates:
            probe = rng.choice(candidates)
            try:
                state.clone().play(seat, probe)
            except IllegalActionError as exc:
                assert str(exc), "a refusal must say why"
                with pytest.raises(IllegalActionError):
                    state.play(seat, probe)
                assert state_digest(state) == before, "a refused move changed the state"


@pytest.mark.parametrize(("game", "count", "options"), _cases())
def test_random_playout_keeps_invariants(game: Game, count: int, options: dict[str, Any]) -> None:
    state, log = _playout(game, count, options, seed=11, deep=True)
    result = state.result()
    assert len(result.totals) == count
    assert len(result.breakdown) == count
    assert set(result.winners) <= set(range(count))
    assert set(result.eliminated) <= set(range(count))
    json.dumps(result.to_dict())
    for seat in range(count):
        assert state.legal_actions(seat) == []
        _check_view(state, seat)


@pytest.mark.parametrize(("game", "count", "options"), _cases())
def test_same_seed_same_actions_same_digest(game: Game, count: int, options: dict[str, Any]) -> None:
    state, log = _playout(game, count, options, seed=5, deep=False)
    again = replay(game, _names(count), options, 5, log)
    assert state_digest(again) == state_digest(state)
    fresh_a = game.new_game(_names(count), options, 99)
    fresh_b = game.new_game(_names(count), options, 99)
    assert fresh_a.to_dict() == fresh_b.to_dict()


@pytest.mark.parametrize("game", _games(), ids=lambda g: g.id)
def test_bots_of_every_level_finish_a_game(game: Game) -> None:
    count, options = game.test_configs()[0]
    # master searches for 250 ms a move: whole games are for `paperboy tournament`; its
    # decisions are tested with a small iteration cap in tests/engine/test_search.py
    for level in (lv for lv in game.bot_levels if lv != "master"):
        state = game.new_game(_names(count), options, 3)
        bots = [game.make_bot(level, seed=s) for s in range(count)]
        steps = 0
        while not state.is_over():
            steps += 1
            assert steps <= MAX_STEPS
            seat = state.to_act()[0]
            state.play(seat, bots[seat].choose(state, seat))
        assert len(state.result().totals) == count


@pytest.mark.parametrize("game", _games(), ids=lambda g: g.id)
def test_options_schema_defaults_are_valid(game: Game) -> None:
    defaults = {o.key: o.default for o in game.options_schema()}
    assert game.resolve_options(defaults) == game.resolve_options({})
    for option in game.options_schema():
        json.dumps(option.to_dict())
    assert game.id and game.name and game.summary
    assert 1 <= game.min_players <= game.max_players
