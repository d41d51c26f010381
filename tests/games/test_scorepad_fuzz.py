"""Mutated scorepads: a ``ScorepadError`` or a valid score, never a crash, never a blow-up.

Property tests (hypothesis) start from every documented example of every game's
``SCOREPAD.md`` and break it: values replaced with other types, huge or negative numbers
and deep nesting, keys removed or added, tables repeated, bytes of the text replaced.
Each mutated file goes through ``paperboy score``: it exits 0 with a report, or 2 with
one line on standard error; the file's bytes are unchanged either way. Beside them, the
crash sites found by the first round of fuzzing are pinned as plain regression tests.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import tomllib
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from games.scorepad_examples import EXAMPLES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paperboy.cli import main
from paperboy.engine import ScorepadError, find_game
from paperboy.engine.scorepad import MAX_BYTES, MAX_DEPTH

GAME_IDS = ("fit-to-print", "extra-extra", "pulitzer", "magazine")
BASES = {g: [tomllib.loads(text) for game, _, text in EXAMPLES if game == g] for g in GAME_IDS}
TEXTS = {g: [text for game, _, text in EXAMPLES if game == g] for g in GAME_IDS}
#: the most memory one scoring may allocate (files are at most 64 KB)
MEMORY_CAP = 16_000_000
FUZZ = settings(max_examples=75, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


# ---------------------------------------------------------------- a small TOML writer

def _key(key: str) -> str:
    return key if key and all(c.isalnum() or c in "_-" for c in key) and key.isascii() else json.dumps(key)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"


def _is_tables(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def to_toml(doc: dict[str, Any], prefix: str = "") -> str:
    """TOML text for ``doc``: arrays of tables as ``[[a.b]]`` sections, the rest inline."""
    lines = [f"{_key(k)} = {_value(v)}" for k, v in doc.items() if not _is_tables(v)]
    for key, value in doc.items():
        if _is_tables(value):
            name = f"{prefix}{_key(key)}"
            for table in value:
                lines.append(f"\n[[{name}]]")
                lines.append(to_toml(table, name + "."))
    return "\n".join(lines)


# ---------------------------------------------------------------- mutations

def _nested(depth: int) -> Any:
    value: Any = 1
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


ODD_VALUES = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, -1, 1, 2, 3, 7, 99, 300_000_000, 2**63 - 1, 2**63, -(2**63), 10**40]),
    st.text(max_size=12),
    st.sampled_from(["", " ", "solo", "Sat", "R03", "a3", "T004", "\x1b]0;x\x07", "[b]x[/b]", "1x2", "9x9"]),
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.integers(min_value=-3, max_value=200), max_size=4),
    st.lists(st.text(max_size=4), max_size=3),
    st.dictionaries(st.sampled_from(["0", "1", "3", "A", "X", "red", "k"]),
                    st.integers(min_value=-5, max_value=10**12), max_size=3),
    st.integers(min_value=2, max_value=40).map(_nested),
)


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path to a value inside a parsed document (keys and list indexes)."""
    out = [path] if path else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, path + (i,))
    return out


def _parent(doc: Any, path: tuple) -> Any:
    for step in path[:-1]:
        doc = doc[step]
    return doc


@st.composite
def confused(draw: st.DrawFn, original: Any) -> Any:
    """A value of the wrong type or size in place of ``original``: what a careless edit makes."""
    return draw(st.one_of(
        st.just([original]), st.just({"k": original}), st.just([original, original]),
        st.just(str(original)[:20]), st.just(str(original)[:20] + "x"),
        st.sampled_from([2**63, -(2**63) - 1, 10**30, 300_000_000, -1, 0, 99, 1.5, math.inf, math.nan]),
        st.booleans(), ODD_VALUES,
    ))


@st.composite
def mutated_doc(draw: st.DrawFn, game_id: str) -> str:
    """A documented example of ``game_id`` with one to three structural mutations, as TOML text."""
    doc = json.loads(json.dumps(draw(st.sampled_from(BASES[game_id]))))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        paths = _paths(doc)
        kind = draw(st.sampled_from(["replace", "replace", "replace", "delete", "add", "repeat"]))
        if not paths or kind == "add":
            target = doc if not paths else _parent(doc, draw(st.sampled_from(paths)) + ("x",))
            if isinstance(target, dict):
                key = draw(st.sampled_from(["name", "size", "level", "tile", "player", "extra", "mode", "zz"]))
                target[key] = draw(ODD_VALUES)
            continue
        fields = [p for p in paths if isinstance(p[-1], str)]  # keys of tables: where types matter most
        path = draw(st.sampled_from(fields if fields and draw(st.integers(0, 4)) else paths))
        parent = _parent(doc, path)
        if kind == "replace":
            parent[path[-1]] = draw(confused(parent[path[-1]]))
        elif kind == "delete":
            del parent[path[-1]]
        elif isinstance(parent, list):
            parent.extend([parent[path[-1]]] * draw(st.sampled_from([1, 3, 10, 60])))
    return to_toml(doc)


@st.composite
def mutated_text(draw: st.DrawFn, game_id: str) -> str:
    """A documented example of ``game_id`` with a few characters of its text replaced."""
    text = draw(st.sampled_from(TEXTS[game_id]))
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        at = draw(st.integers(min_value=0, max_value=len(text)))
        junk = draw(st.one_of(st.text(max_size=6), st.sampled_from(["[", "{", "]]", "=", '"', "'''", "\n[[", "\x00",
                                                                     "\x1b", "9" * 30, "." * 40])))
        text = text[:at] + junk + text[at + draw(st.integers(min_value=0, max_value=3)):]
    return text


# ---------------------------------------------------------------- the property

def scores_or_refuses(game_id: str, text: str) -> None:
    """``paperboy score`` on ``text``: a report (exit 0) or one line (exit 2); the file unchanged.

    The scoring itself runs once more under ``tracemalloc``: whatever the file says, it
    may not allocate more than a few megabytes (the 4.7 GB blow-up must stay impossible).
    """
    tracemalloc.start()
    try:
        find_game(game_id).score_file(text)
    except ScorepadError:
        pass
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert peak < MEMORY_CAP, f"scoring took {peak} bytes"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pad.toml"
        data = text.encode("utf-8", "surrogatepass")
        path.write_bytes(data)
        result = CliRunner().invoke(main, ["score", game_id, str(path), "--json"])
        assert path.read_bytes() == data, "the scorepad file was changed"
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code in (0, 2), result.output
    if result.exit_code == 2:
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("paperboy: error: "), result.stderr
        assert "Traceback" not in result.output
        assert "\x1b" not in result.stderr and "\x07" not in result.stderr
    else:
        report = json.loads(result.stdout)
        assert len(result.stdout) < 200_000
        entries = report.get("players") or report.get("papers")
        assert entries and all(isinstance(e["total"], int) for e in entries)


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(data=st.data())
def test_mutated_scorepad_values_give_a_clear_error_or_a_score(game_id: str, data: st.DataObject) -> None:
    scores_or_refuses(game_id, data.draw(mutated_doc(game_id)))


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(FUZZ, max_examples=25)
@given(data=st.data())
def test_mutated_scorepad_text_gives_a_clear_error_or_a_score(game_id: str, data: st.DataObject) -> None:
    scores_or_refuses(game_id, data.draw(mutated_text(game_id)))


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(FUZZ, max_examples=10)
@given(blob=st.binary(max_size=200))
def test_random_bytes_give_a_clear_error(game_id: str, blob: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pad.toml"
        path.write_bytes(blob)
        result = CliRunner().invoke(main, ["score", game_id, str(path)])
        assert path.read_bytes() == blob
    assert result.exit_code in (0, 2) and (result.exit_code == 0 or len(result.stderr.splitlines()) == 1)


# ---------------------------------------------------------------- the crash sites, pinned

def refused(game_id: str, text: str) -> str:
    with pytest.raises(ScorepadError) as info:
        find_game(game_id).score_file(text)
    message = str(info.value)
    assert message.startswith("line ") and "\n" not in message
    return message


@pytest.mark.parametrize(("game_id", "text", "words"), [
    ("magazine", "[[player]]\nreputation = 1\nmoney = 1\ntiles = { 3 = 9223372036854775808 }\n",
     "line 4: Player 1's tiles at level 3 must be 0 to 10, not a number far too large"),
    ("magazine", "player = [99, 99]\n", "line 1: Magazine players ([[player]] tables, 1 to 4) entry 1 must be a table"),
    ("magazine", "[[player]]\nreputation = 1\nmoney = 1\n[[player.tile]]\nlevel = true\n", "level (stars)"),
    ("pulitzer", 'report = ["a"]\n', "line 1: top level"),
    ("pulitzer", '[[player]]\n[[player]]\n[[player]]\nreport = ["a"]\npins = ["a1"]\n',
     "line 4: Player 3's 'report' (Report card) must be one of R01"),
    ("pulitzer", "[[player]]\n[[player]]\n[[player]]\nhouses = { red = 2.5 }\n", "red must be a whole number"),
    ("pulitzer", "[[player]]\n[[player]]\n[[player]]\npins = [1]\n", "lists board spaces"),
    ("pulitzer", "[[player]]\n[[player]]\n[[player]]\neliminated = 'no'\n", "must be true or false"),
    ("fit-to-print", 'day = "Sat"\nmode = ["solo"]\n[[paper]]\n', "line 2: mode must be one of"),
    ("fit-to-print", 'day = "Sat"\npaper = [1, 2]\n',
     "line 2: papers ([[paper]] tables, 1 to 6) entry 1 must be a table"),
    ("fit-to-print", 'day = ["Sat"]\n[[paper]]\n', "line 1: day must be one of Fri, Sat, Sun, not a list"),
    ("fit-to-print", 'day = "Sat"\nbreaking_news = {}\n[[paper]]\n', "line 2: unknown Breaking News card a table"),
    ("fit-to-print", 'day = "Sat"\n[[paper]]\ndesk = [[1]]\n', "line 3: unknown tile a list on the desk"),
    ("fit-to-print", 'day = "Sat"\n[[paper]]\n[[paper.tile]]\nkind = "ad"\nsize = "99999x99999"\ndollars = 1\n'
     'at = [0, 0]\n', "line 5: size must look like 1x2"),
    ("fit-to-print", 'day = "Sat"\n[[paper]]\n[[paper.tile]]\nkind = "photo"\nsize = "1x2"\nscores = [["pink"]]\n'
     'at = [0, 0]\n', "line 6: photo scores must be one of"),
    ("fit-to-print", 'day = "Sat"\n[[paper]]\n[[paper.tile]]\nid = "T001"\nat = [0, 10000000000]\n',
     "line 5: at column must be -2 to 6"),
    ("extra-extra", "[[story]]\nsize = 2\npage = 1\nrow = 1e300\n", "line 1: story 1: a position needs 'scenario'"),
    ("extra-extra", 'scenario = 3\npaper = ["tabloid"]\n', "line 2: scenario 3 is played on"),
    ("extra-extra", "scenario = 3\n[[story]]\nsize = 2\npage = 1\nrow = 1.5\n", "line 5: 'row' must be a whole number"),
    ("extra-extra", "ads = [[1]]\n", "item 1 must be a whole number, not a list"),
])
def test_fuzzed_crash_sites_are_clear_errors(game_id: str, text: str, words: str) -> None:
    assert words in refused(game_id, text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_deep_nesting_is_refused_by_its_line(game_id: str) -> None:
    deep = 30_000  # as deep as fits under the size cap
    too_deep = f"line 2: lists, tables or dotted keys are nested more than {MAX_DEPTH} deep"
    assert refused(game_id, "x = 1\nname = " + "[" * deep + "]" * deep) == too_deep
    assert refused(game_id, "x = 1\nname = " + "{a = " * 9 + "1" + "}" * 9) == too_deep
    assert refused(game_id, "x = 1\n" + "a" + ".a" * 20_000 + " = 1\n") == too_deep
    assert refused(game_id, "x = 1\n[" + "a." * 20_000 + "a]\n") == too_deep
    combined = "x = 1\n[a.b.c.d.e]\nf.g.h.i.j = 1\n"  # each part is shallow, together too deep
    assert refused(game_id, combined) == f"line 3: keys and tables are nested more than {MAX_DEPTH} deep"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_nesting_100k_deep_is_refused_by_the_size_cap(game_id: str) -> None:
    text = "name = " + "[" * 100_000 + "]" * 100_000
    assert refused(game_id, text) == f"line 1: the scorepad is too large (at most {MAX_BYTES} bytes)"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_file_over_the_size_cap_is_refused_before_parsing(game_id: str) -> None:
    assert "too large" in refused(game_id, "# " + "x" * MAX_BYTES + "\n")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_integers_of_thousands_of_digits_are_refused(game_id: str) -> None:
    assert "not valid TOML" in refused(game_id, "x = " + "9" * 5000 + "\n")


def test_magazine_tile_count_of_300_million_uses_no_memory() -> None:
    """The 4.7 GB blow-up: counts are checked against the box before anything is built."""
    text = "[[player]]\nreputation = 1\nmoney = 1\ntiles = { 3 = 300000000 }\n"
    tracemalloc.start()
    try:
        message = refused("magazine", text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert "must be 0 to 10, not 300000000" in message
    assert peak < 5_000_000


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_control_characters_in_names_never_reach_the_output(game_id: str, tmp_path) -> None:
    (text,) = TEXTS[game_id][:1]
    doc = tomllib.loads(text)
    name = "Ann\x1b]0;owned\x07\u202e\x9b31m"
    tables = doc.get("player") or doc.get("paper")
    if tables:
        tables[0]["name"] = name
    else:
        doc["name"] = name
    path = tmp_path / "pad.toml"
    path.write_text(to_toml(doc), encoding="utf-8")
    for extra in ([], ["--json"]):
        result = CliRunner().invoke(main, ["score", game_id, str(path), *extra])
        assert result.exit_code == 0, result.output
        assert "Ann]0;owned" in result.output
        assert not any(ch in result.output for ch in "\x1b\x07\u202e\x9b")


def test_non_regular_files_are_refused_without_reading(tmp_path) -> None:
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    link = tmp_path / "zero.toml"
    link.symlink_to("/dev/zero")
    for path in (fifo, link):
        result = CliRunner().invoke(main, ["score", "magazine", str(path)])
        assert result.exit_code == 2
        assert "not a regular file" in result.stderr and len(result.stderr.splitlines()) == 1
    assert fifo.exists() and link.is_symlink()


def test_oversized_and_non_utf8_files_are_refused_and_untouched(tmp_path) -> None:
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * (MAX_BYTES + 1))
    latin = tmp_path / "latin.toml"
    latin.write_bytes(b'[[player]]\nname = "Jos\xe9"\n')
    for path, words in ((big, "too large"), (latin, "line 2: not UTF-8")):
        before = path.read_bytes()
        result = CliRunner().invoke(main, ["score", "magazine", str(path)])
        assert result.exit_code == 2 and words in result.stderr
        assert len(result.stderr.splitlines()) == 1
        assert path.read_bytes() == before
