"""Property tests: mutated saves of every game, mutated settings and profiles files.

Each mutated file gives its documented outcome (a save loads or is a SaveFileError; a
settings or profiles file is used or ignored with a reason) and its bytes never change.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paperboy.engine import GAMES, SaveFileError, find_game
from paperboy.session import Profiles, SaveStore, Seat, Session, Settings

# Keeps the whole file to a few seconds (about 10 on a busy two-core machine).
FAST = settings(max_examples=50, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

JSON_SCALARS = (st.none() | st.booleans() | st.integers() | st.integers(min_value=2**62)
                | st.floats() | st.text(max_size=12))
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=8)


@cache
def real_save(game_id: str) -> bytes:
    """A save of a real game of ``game_id`` (bots, a few moves), as its file bytes."""
    game = find_game(game_id)
    level = game.bot_levels[0]
    count = max(2, game.min_players)
    seats = [Seat(f"Bot {n}", "bot", level) for n in range(1, count + 1)]
    with tempfile.TemporaryDirectory() as root:
        session = Session.new(game_id, seats, seed=11, store=SaveStore(Path(root)), autosave=False)
        for _ in range(6):
            if not session.step_bot():
                break
        session.count_hint(0)  # the optional "hints" field is mutated too
        return session.to_save_text().encode()


@contextmanager
def save_file(content: bytes) -> Iterator[tuple[Path, SaveStore]]:
    with tempfile.TemporaryDirectory() as root:
        store = SaveStore(Path(root))
        store.root.mkdir(exist_ok=True)
        path = store.root / "mutated.json"
        path.write_bytes(content)
        yield path, store


def load_outcome(path: Path, store: SaveStore) -> None:
    """The documented outcome: the save loads, or a SaveFileError names the file."""
    before, stamp = path.read_bytes(), path.stat().st_mtime_ns
    try:
        Session.load(path, store=store)
    except SaveFileError as exc:
        assert str(path) in str(exc)
    [info] = store.list()
    assert info.path == path and info.updated >= 0
    assert path.read_bytes() == before and path.stat().st_mtime_ns == stamp


#: Stands for 5,000 nested lists (json would recurse too deep to write them itself).
DEEP = "\u0000deep\u0000"


def as_bytes(tree: Any) -> bytes:
    return json.dumps(tree).replace(json.dumps(DEEP), "[" * 5000 + "]" * 5000).encode()


def paths_in(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON tree, as a tuple of keys and indexes."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_in(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths_in(item, (*prefix, index))


def mutate(tree: Any, where: tuple[Any, ...], how: str, value: Any) -> Any:
    """``tree`` with the place ``where`` replaced, deleted, wrapped in a list or nested deep."""
    if not where:
        return value
    parent = tree
    for key in where[:-1]:
        parent = parent[key]
    last = where[-1]
    if how == "delete":
        del parent[last]
    elif how == "wrap":
        parent[last] = [parent[last]]
    elif how == "deep":
        parent[last] = DEEP
    else:
        parent[last] = value
    return tree


@pytest.mark.parametrize("game_id", GAMES)
@FAST
@given(data=st.data(), how=st.sampled_from(["replace", "replace", "delete", "wrap", "deep"]),
       value=JSON_VALUES)
def test_a_save_with_any_field_changed_loads_or_is_refused_untouched(
        game_id: str, data: st.DataObject, how: str, value: Any) -> None:
    tree = json.loads(real_save(game_id))
    where = data.draw(st.sampled_from(list(paths_in(tree))), label="where")
    changed = mutate(tree, where, how, value)
    with save_file(as_bytes(changed)) as (path, store):
        load_outcome(path, store)


@pytest.mark.parametrize("game_id", GAMES)
@FAST
@given(data=st.data(), how=st.sampled_from(["flip", "insert", "delete", "truncate"]),
       junk=st.binary(min_size=1, max_size=8))
def test_a_save_with_bytes_changed_loads_or_is_refused_untouched(
        game_id: str, data: st.DataObject, how: str, junk: bytes) -> None:
    raw = real_save(game_id)
    at = data.draw(st.integers(0, len(raw) - 1), label="at")
    if how == "flip":
        raw = raw[:at] + bytes([raw[at] ^ junk[0]]) + raw[at + 1:]
    elif how == "insert":
        raw = raw[:at] + junk + raw[at:]
    elif how == "delete":
        raw = raw[:at] + raw[at + len(junk):]
    else:
        raw = raw[:at]
    with save_file(raw) as (path, store):
        load_outcome(path, store)


SETTINGS_TREES = st.one_of(JSON_VALUES, st.fixed_dictionaries({}, optional={
    "handoff": JSON_VALUES | st.booleans(),
    "theme": JSON_VALUES | st.sampled_from(["ink", "newsprint"]),
    "think_ms": JSON_VALUES | st.integers(0, 100_000)}))


@FAST
@given(content=st.one_of(st.binary(max_size=64), SETTINGS_TREES.map(lambda t: json.dumps(t).encode())))
def test_any_settings_file_is_used_or_ignored_with_a_reason_and_untouched(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as root:
        path = Path(root) / "settings.json"
        path.write_bytes(content)
        loaded = Settings.load(Path(root))
        assert isinstance(loaded.handoff, bool) and loaded.theme in ("newsprint", "ink")
        assert type(loaded.think_ms) is int and 10 <= loaded.think_ms <= 60_000
        if loaded.error is not None:
            assert str(path) in loaded.error
            assert (loaded.handoff, loaded.theme, loaded.think_ms) == (True, "newsprint", 250)
        assert path.read_bytes() == content


STATS = st.fixed_dictionaries({}, optional={"played": JSON_VALUES | st.integers(0, 9),
                                            "wins": JSON_VALUES | st.integers(0, 9),
                                            "best": JSON_VALUES | st.integers()})
PROFILE_TREES = st.fixed_dictionaries({"format": st.just(1) | JSON_VALUES, "profiles": st.dictionaries(
    st.text(max_size=6), st.fixed_dictionaries({}, optional={
        "games": st.dictionaries(st.sampled_from(GAMES), STATS, max_size=2) | JSON_VALUES,
        "achievements": st.dictionaries(st.text(max_size=4), st.lists(st.integers(-2, 30), max_size=3))
        | JSON_VALUES}) | JSON_VALUES, max_size=3)})


@FAST
@given(content=st.one_of(st.binary(max_size=64), PROFILE_TREES.map(lambda t: json.dumps(t).encode())))
def test_any_profiles_file_is_used_or_ignored_with_a_reason_and_untouched(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as root:
        path = Path(root) / "profiles.json"
        path.write_bytes(content)
        profiles = Profiles(Path(root))
        if profiles.error is not None:
            assert str(path) in profiles.error and profiles.names() == []
        for name in profiles.names():
            profile = profiles.get(name)
            assert profile.games >= profile.wins >= 0
        assert path.read_bytes() == content
