"""Property-based tests of the engine's public API over every registered game.

Whatever a caller passes (seats, actions, action dicts and text, saved states, players,
options, seeds), the API either does what it documents or refuses with one of the typed
errors of ``paperboy.engine.errors`` carrying a message; a refused ``play`` leaves the
state exactly as it was, and ``from_dict`` never modifies its input.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import random
import typing
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from paperboy.engine import (
    GAMES,
    Action,
    ActionParseError,
    Game,
    IllegalActionError,
    NotYourTurnError,
    PaperboyError,
    Rng,
    State,
    StateFormatError,
    canonical_json,
    find_game,
    replay,
)

QUICK = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]

json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70),
                      st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
json_value = st.recursive(json_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)
odd_value = st.one_of(json_value, st.floats(), st.sets(st.integers(), max_size=3),
                      st.tuples(st.integers()), st.binary(max_size=8), st.just(object()), st.just(Ellipsis))


#: How many random moves into a game the positions are (0: a new game); several phases.
DEPTHS = (0, 9, 25)


@functools.cache
def in_progress(game_id: str, depth: int = 25) -> dict[str, Any]:
    """The ``to_dict`` of a game up to ``depth`` random legal moves in, not yet over (the same every run)."""
    game = find_game(game_id)
    count, options = game.test_configs()[0]
    state = game.new_game(NAMES[:count], options, seed=17)
    rng = Rng(17)
    last = state.to_dict()
    for _ in range(depth):
        seat = rng.choice(state.to_act())
        state.play(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over():
            break
        last = state.to_dict()
    return last


@functools.cache
def _loaded(game_id: str, depth: int) -> State:
    return find_game(game_id).from_dict(in_progress(game_id, depth))


def fresh(game: Game, data: st.DataObject | None = None) -> State:
    """A game in progress (a new copy each time): at a drawn depth when ``data`` is given."""
    depth = data.draw(st.sampled_from(DEPTHS), label="depth") if data is not None else DEPTHS[-1]
    return _loaded(game.id, depth).clone()


def assert_refusal(exc: BaseException, *kinds: type[PaperboyError]) -> None:
    assert isinstance(exc, kinds or (PaperboyError,)), f"{type(exc).__name__}: {exc}"
    assert str(exc).strip(), "a refusal must say why"


def play_refused(state: State, seat: Any, action: Any) -> PaperboyError:
    before = canonical_json(state.to_dict())
    with pytest.raises(PaperboyError) as info:
        state.play(seat, action)
    assert canonical_json(state.to_dict()) == before, "a refused play changed the state"
    return info.value


def typed_strategy(hint: Any) -> st.SearchStrategy[Any]:
    """Values of a field's declared type: the game's checks must refuse any wrong one."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if type(None) in args:
        rest = [a for a in args if a is not type(None)]
        return st.one_of(st.none(), typed_strategy(rest[0]))
    if origin is tuple:
        return st.lists(typed_strategy(args[0]), max_size=4).map(tuple)
    if hint is int:
        return st.one_of(st.integers(-3, 12), st.integers())
    if hint is bool:
        return st.booleans()
    return st.one_of(st.text(max_size=6), st.sampled_from(["T001", "A", "1", "-", "copy", "B2", ""]))


def actions_of(game: Game) -> st.SearchStrategy[Action]:
    """Well-typed actions of the game with arbitrary field values."""
    def build(cls: type[Action]) -> st.SearchStrategy[Action]:
        hints = typing.get_type_hints(cls)
        fields = {f.name: typed_strategy(hints[f.name]) for f in dataclasses.fields(cls)}
        return st.fixed_dictionaries(fields).map(lambda kw: cls(**kw))
    return st.one_of([build(cls) for cls in game.action_classes])


def foreign_actions(game: Game) -> list[Action]:
    out = []
    for other in GAMES:
        if other != game.id:
            state = fresh(find_game(other))
            for seat in state.to_act():
                out.extend(state.legal_actions(seat)[:3])
    return out


games = pytest.mark.parametrize("game", [find_game(g) for g in GAMES], ids=lambda g: g.id)


# --- play -------------------------------------------------------------------------
@games
@QUICK
@given(data=st.data())
def test_play_refuses_what_is_not_a_seat_of_the_game(game: Game, data: st.DataObject) -> None:
    state = fresh(game, data)
    count = len(state.players)
    seat = data.draw(st.one_of(odd_value, st.integers()).filter(lambda v: not (type(v) is int and 0 <= v < count)))
    acting = state.to_act()
    action = state.legal_actions(acting[0])[0]
    error = play_refused(state, seat, action)
    assert_refusal(error, NotYourTurnError)


@games
@QUICK
@given(data=st.data())
def test_play_refuses_seats_that_may_not_act(game: Game, data: st.DataObject) -> None:
    state = fresh(game, data)
    idle = [s for s in range(len(state.players)) if s not in state.to_act()]
    assume(idle)
    action = state.legal_actions(state.to_act()[0])[0]
    error = play_refused(state, data.draw(st.sampled_from(idle)), action)
    assert_refusal(error, NotYourTurnError)


@games
@QUICK
@given(data=st.data())
def test_play_refuses_values_that_are_not_actions_of_the_game(game: Game, data: st.DataObject) -> None:
    state = fresh(game, data)
    seat = state.to_act()[0]
    action = data.draw(st.one_of(odd_value, st.sampled_from(foreign_actions(game))))
    error = play_refused(state, seat, action)
    assert_refusal(error, IllegalActionError)


@games
@QUICK
@given(data=st.data())
def test_play_refuses_actions_with_fields_of_the_wrong_type(game: Game, data: st.DataObject) -> None:
    state = fresh(game, data)
    seat = state.to_act()[0]
    cls = data.draw(st.sampled_from([c for c in game.action_classes if dataclasses.fields(c)]))
    fields = dataclasses.fields(cls)
    values = {f.name: data.draw(typed_strategy(typing.get_type_hints(cls)[f.name])) for f in fields}
    wrong = data.draw(st.sampled_from(fields))
    values[wrong.name] = data.draw(st.one_of(st.floats(), st.lists(st.integers(), max_size=2),
                                             st.dictionaries(st.text(max_size=2), st.integers(), max_size=2)))
    error = play_refused(state, seat, cls(**values))
    assert_refusal(error, IllegalActionError)


@games
@QUICK
@given(data=st.data())
def test_play_of_any_well_typed_action_is_applied_or_refused_unchanged(game: Game, data: st.DataObject) -> None:
    state = fresh(game, data)
    seat = data.draw(st.sampled_from(range(len(state.players))))
    action = data.draw(actions_of(game))
    before = canonical_json(state.to_dict())
    legal = action in state.legal_actions(seat)
    try:
        state.play(seat, action)
    except PaperboyError as exc:
        assert_refusal(exc, IllegalActionError)
        assert canonical_json(state.to_dict()) == before, "a refused play changed the state"
        assert not legal, f"legal action {action} was refused: {exc}"


# --- action codec -----------------------------------------------------------------
@games
@QUICK
@given(data=st.data())
def test_action_from_dict_reads_back_actions_and_refuses_anything_else(game: Game, data: st.DataObject) -> None:
    kinds = [cls.KIND for cls in game.action_classes]
    state = fresh(game, data)
    real = [a.to_dict() for s in state.to_act() for a in state.legal_actions(s)[:5]]
    mutated = data.draw(st.sampled_from(real)).copy()
    key = data.draw(st.sampled_from(sorted(mutated) + ["extra"]))
    mutated[key] = data.draw(odd_value)
    d = data.draw(st.one_of(
        st.just(mutated), odd_value,
        st.dictionaries(st.sampled_from(["type", "tile", "row", "col", "cards", "x"]),
                        st.one_of(st.sampled_from(kinds), json_value), max_size=4)))
    try:
        action = game.action_from_dict(d)
    except PaperboyError as exc:
        assert_refusal(exc, ActionParseError)
        return
    game.check_action(action)  # what the codec builds is well typed
    assert game.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action


@games
@QUICK
@given(data=st.data())
def test_parse_action_reads_back_actions_and_refuses_anything_else(game: Game, data: st.DataObject) -> None:
    kinds = [cls.KIND for cls in game.action_classes]
    word = st.one_of(st.text(max_size=6), st.sampled_from(["-", "[]", "1", "0", "-1", "yes", "a,b", "1,2", "'x"]),
                     st.integers().map(str))
    text = data.draw(st.one_of(
        odd_value.filter(lambda v: not isinstance(v, str)), st.text(max_size=30),
        st.tuples(st.sampled_from(kinds), st.lists(word, max_size=6)).map(lambda t: " ".join([t[0], *t[1]]))))
    try:
        action = game.parse_action(text)
    except PaperboyError as exc:
        assert_refusal(exc, ActionParseError)
        return
    game.check_action(action)
    try:  # the text form of what was read is read again as the same kind of action
        again = game.parse_action(action.format())
    except PaperboyError as exc:  # odd words (quotes, a leading @) need not survive formatting
        assert_refusal(exc, ActionParseError)
    else:
        assert type(again) is type(action)


# --- from_dict --------------------------------------------------------------------
def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out.extend(_paths(v, (*prefix, i)))
    return out


def _mutate(data: dict[str, Any], path: tuple[Any, ...], how: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    if not path:
        return value if how == "replace" else out
    parent = out
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if how == "replace":
        parent[last] = value
    elif how == "delete":
        del parent[last]
    elif how == "stringify":
        parent[last] = json.dumps(parent[last])
    elif how == "shift" and isinstance(parent[last], int) and not isinstance(parent[last], bool):
        parent[last] += 1 if isinstance(value, bool) and value else 37
    elif how == "duplicate" and isinstance(parent, list):
        parent.append(parent[last])
    else:
        parent[last] = None
    return out


@games
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_from_dict_refuses_damaged_states_with_one_typed_error(game: Game, data: st.DataObject) -> None:
    original = in_progress(game.id, data.draw(st.sampled_from(DEPTHS)))
    path = data.draw(st.sampled_from(_paths(original)))
    how = data.draw(st.sampled_from(["replace", "delete", "stringify", "shift", "duplicate", "null"]))
    damaged = _mutate(original, path, how, data.draw(json_value))
    given_text = canonical_json(damaged) if isinstance(damaged, dict) else None
    try:
        state = game.from_dict(damaged)
    except PaperboyError as exc:
        assert_refusal(exc, StateFormatError)
    else:
        # accepted: it is exactly what was given, and it answers what screens ask
        assert canonical_json(state.to_dict()) == canonical_json(damaged)
        for seat in range(len(state.players)):
            state.legal_actions(seat)
            json.dumps(state.view(seat))
    if given_text is not None:
        assert canonical_json(damaged) == given_text, "from_dict modified its input"


@games
def test_from_dict_plays_a_line_of_moves_to_find_damage_deeper_in_the_state(game: Game) -> None:
    """Damage the read-only checks cannot see (a card id deep in a pile, a count) is
    refused because from_dict plays a line of legal moves on a copy and the rules trip.
    A fixed sample of damage: some of it must be refused that way, all with the one error."""
    chooser = random.Random(game.id)
    found_by_playing = 0
    for depth in DEPTHS[1:]:
        original = in_progress(game.id, depth)
        paths = _paths(original)[1:]
        for _ in range(25):
            how = chooser.choice(["replace", "delete", "stringify", "shift", "duplicate", "null"])
            value = chooser.choice([None, 0, -1, 5, 999, "", "x", "T001", [], {}, [1], True, 1.5])
            try:
                game.from_dict(_mutate(original, chooser.choice(paths), how, value))
            except StateFormatError as exc:
                found_by_playing += "legal move(s) on from it" in str(exc)
    assert found_by_playing, "no damage in the sample was found by playing on"


@games
@QUICK
@given(d=odd_value)
def test_from_dict_refuses_values_that_are_not_states(game: Game, d: Any) -> None:
    with pytest.raises(PaperboyError) as info:
        game.from_dict(d)
    assert_refusal(info.value, StateFormatError)


@games
def test_from_dict_refuses_a_state_of_another_game(game: Game) -> None:
    for other in GAMES:
        if other != game.id:
            with pytest.raises(StateFormatError) as info:
                game.from_dict(in_progress(other))
            assert str(info.value)


@games
def test_from_dict_reads_back_a_game_in_progress_and_leaves_the_input_alone(game: Game) -> None:
    original = in_progress(game.id)
    text = canonical_json(original)
    state = game.from_dict(original)
    assert canonical_json(state.to_dict()) == text
    seat = state.to_act()[0]
    state.play(seat, state.legal_actions(seat)[0])
    assert canonical_json(original) == text, "playing a loaded state changed the dict it came from"


# --- new_game ---------------------------------------------------------------------
@games
@QUICK
@given(data=st.data())
def test_new_game_refuses_bad_players_options_and_seeds(game: Game, data: st.DataObject) -> None:
    schema = game.options_schema()
    option_value = st.one_of(json_value, st.sampled_from([c for o in schema for c in o.choices] or [0]))
    options = data.draw(st.one_of(
        st.none(), odd_value,
        st.dictionaries(st.sampled_from([o.key for o in schema] + ["nope"]), option_value, max_size=3)))
    players = data.draw(st.one_of(
        odd_value, st.lists(st.sampled_from(NAMES + ["", " ", "Ann"]), max_size=7),
        st.lists(st.one_of(st.text(max_size=5), st.integers(), st.none()), max_size=7)))
    seed = data.draw(st.one_of(st.integers(), odd_value))
    try:
        state = game.new_game(players, options, seed)
    except PaperboyError as exc:
        assert_refusal(exc)
        return
    json.dumps(state.to_dict())
    assert state.to_act() or state.is_over()


@games
def test_new_game_refuses_the_reported_bad_arguments(game: Game) -> None:
    count, options = game.test_configs()[0]
    for players, opts, seed in [(None, options, 1), (NAMES[:count], options, "x"), (NAMES[:count], options, 1.5),
                                (NAMES[:count], options, True), (NAMES[:count], [1], 1),
                                ("AB", options, 1), ([1, 2, 3][:count], options, 1)]:
        with pytest.raises(PaperboyError) as info:
            game.new_game(players, opts, seed)
        assert str(info.value)


@games
def test_play_refuses_the_reported_bad_arguments(game: Game) -> None:
    state = fresh(game)
    seat = state.to_act()[0]
    action = state.legal_actions(seat)[0]
    for bad_seat in (None, "0", 1.5, True, False, -1, 99):
        assert_refusal(play_refused(state, bad_seat, action), NotYourTurnError)
    assert_refusal(play_refused(state, seat, None), IllegalActionError)
    for codec_input in ({"type": [1]}, {"type": None}, {}, None, [1]):
        with pytest.raises(ActionParseError):
            game.action_from_dict(codec_input)
    for text in (None, 5, b"keep", ["keep"]):
        with pytest.raises(ActionParseError):
            game.parse_action(text)


# --- to_dict ----------------------------------------------------------------------
def _scramble(node: Any) -> None:
    """Change every container inside ``node`` in place."""
    if isinstance(node, dict):
        for value in list(node.values()):
            _scramble(value)
        node["scrambled"] = True
    elif isinstance(node, list):
        for value in node:
            _scramble(value)
        node.append("scrambled")


@games
def test_to_dict_is_a_detached_copy_that_changes_nothing(game: Game) -> None:
    state = fresh(game)
    first = canonical_json(state.to_dict())
    views = [canonical_json(state.view(seat)) for seat in range(len(state.players))]
    _scramble(state.to_dict())
    assert canonical_json(state.to_dict()) == first, "changing to_dict()'s result changed the state"
    assert [canonical_json(state.view(seat)) for seat in range(len(state.players))] == views


def _observed(state: State) -> str:
    """Everything a caller can read from ``state``, as one canonical string."""
    seats = range(len(state.players))
    return canonical_json([state.to_dict(), [state.view(s) for s in seats],
                           [[a.to_dict() for a in state.legal_actions(s)] for s in seats],
                           state.to_act(), state.status_line(), state.result().to_dict()])


@games
def test_reading_a_state_never_changes_it(game: Game) -> None:
    """to_dict, views, legal actions, status and result are questions, not moves (a new
    Extra! Extra! game used to gain a field the first time it was written out)."""
    count, options = game.test_configs()[0]
    for state in (game.new_game(NAMES[:count], options, seed=5), fresh(game)):
        # Compared by what a caller can observe, not by pickled bytes: the engines keep
        # caches (on the state and on the Game) that reading may fill.
        before = canonical_json(state.to_dict())
        first = _observed(state)
        assert canonical_json(state.to_dict()) == before
        assert _observed(state) == first


# --- the rest of the public surface ---------------------------------------------------
@games
def test_bots_registry_and_replay_refuse_bad_arguments_with_typed_errors(game: Game) -> None:
    for seed in ("x", 1.5, None, True):
        with pytest.raises(PaperboyError) as info:
            game.make_bot(game.bot_levels[0], seed)
        assert str(info.value)
    for level in (None, ["novice"], "grandmaster"):
        with pytest.raises(PaperboyError):
            game.make_bot(level, 1)
    for game_id in (None, [game.id], 5, game.id.upper()):
        with pytest.raises(PaperboyError):
            find_game(game_id)
    count, options = game.test_configs()[0]
    state = game.new_game(NAMES[:count], options, 3)
    seat = state.to_act()[0]
    good = [seat, state.legal_actions(seat)[0].to_dict()]
    for log in ([good, "oops"], [[seat]], [["0", good[1]]], [[seat, "keep"]], [[seat, {"type": [1]}]]):
        with pytest.raises(PaperboyError) as info:
            replay(game, NAMES[:count], options, 3, log)
        assert str(info.value)


class _Plain(State):
    def __init__(self, game: Game) -> None:
        self.game = game


@pytest.mark.parametrize("hidden", [True, False])
def test_has_hidden_information_defaults_to_the_games_flag(hidden: bool) -> None:
    game = type("Flagged", (Game,), {"hidden_information": hidden})()
    assert _Plain(game).has_hidden_information() is hidden


def test_pulitzer_state_with_a_piece_on_two_spaces_is_refused_not_played() -> None:
    """Found by the damaged-state search: resolving such a state never ended."""
    damaged = copy.deepcopy(in_progress("pulitzer", 25))
    spaces = damaged["s"]["spaces"]
    occupied = next(name for name, pieces in spaces.items() if pieces)
    other = next(name for name in spaces if name != occupied)
    spaces[other].append(spaces[occupied][0])
    with pytest.raises(StateFormatError, match="two spaces"):
        find_game("pulitzer").from_dict(damaged)
