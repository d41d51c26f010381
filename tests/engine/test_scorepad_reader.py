"""engine.scorepad: the one reader every scorepad uses (caps, line numbers, typed getters)."""

from __future__ import annotations

import os

import pytest

from paperboy.engine import ScorepadError
from paperboy.engine.scorepad import MAX_BYTES, MAX_DEPTH, Lines, describe, load, read_file

DOC = '''\
# a comment with [brackets] and name = "not a key"
title = """a multi-line
name = "inside a string"
"""
[[player]]
name = "Ann"
tiles = { 1 = 3 }
[[player.tile]]
level = 2
[[player.tile]]
"level" = 3
[[player]]
money = [
  1,
  2]
[[player.tile]]
level = 1
[rules]
x.y = 1
'''


def test_lines_find_tables_keys_and_nested_arrays_of_tables() -> None:
    lines = Lines(DOC)
    assert lines.of(("title",)) == 2
    assert lines.of(("player", 0)) == 5 and lines.of(("player", 0, "name")) == 6
    assert lines.of(("player", 0, "tile", 0, "level")) == 9
    assert lines.of(("player", 0, "tile", 1, "level")) == 11  # a quoted key
    assert lines.of(("player", 1)) == 12 and lines.of(("player", 1, "money")) == 13
    assert lines.of(("player", 1, "tile", 0, "level")) == 17  # [[player.tile]] counts per player
    assert lines.of(("rules", "x", "y")) == 19


def test_lines_fall_back_to_the_nearest_written_ancestor() -> None:
    lines = Lines(DOC)
    assert lines.of(("player", 0, "tiles", "1")) == 7  # inside an inline table
    assert lines.of(("player", 1, "money", 1)) == 13  # inside a multi-line list
    assert lines.of(("player", 1, "name")) == 12  # absent key: its table
    assert lines.of(("nothing",)) == 1


def test_strings_and_comments_never_count_as_keys() -> None:
    lines = Lines(DOC)
    assert lines.of(("name",)) == 1  # the fallback, not line 1's comment or line 3's string text


def test_getters_check_type_and_range_and_name_the_line() -> None:
    player = load(DOC).tables("player", 1, 4)[0]
    assert player.text("name") == "Ann"
    with pytest.raises(ScorepadError, match=r"^line 6: 'name' must be a whole number, not 'Ann'$"):
        player.integer("name", 0, 9)
    with pytest.raises(ScorepadError, match=r"^line 7: Ann's tiles 1 must be 0 to 2, not 3$"):
        player.counts("tiles", ["0", "1"], 0, 2, "Ann's tiles")
    with pytest.raises(ScorepadError, match=r"^line 5: 'money' is missing$"):
        player.integer("money", 0, 9)
    with pytest.raises(ScorepadError, match=r"^line 6: 'name' must be one of Bob, not 'Ann'$"):
        player.choice("name", ["Bob"])
    with pytest.raises(ScorepadError, match=r"^line 7: player 1: unknown key 'tiles'"):
        player.check_keys(["name", "tile"], "player 1")
    assert player.integer("money", 0, 9, 4) == 4 and player.flag("gone") is False


def test_tables_are_counted_and_must_be_tables() -> None:
    doc = load(DOC)
    with pytest.raises(ScorepadError, match=r"^line 12: \[\[player\]\]: the file has 2, at most 1 allowed$"):
        doc.tables("player", 1, 1)
    with pytest.raises(ScorepadError, match=r"^line 1: \[\[story\]\]: the file has 0, at least 1 needed$"):
        doc.tables("story", 1, 5)
    with pytest.raises(ScorepadError, match=r"^line 1: \[\[paper\]\] entry 2 must be a table, not 2$"):
        load("paper = [{}, 2]").tables("paper", 1, 5)


def test_text_is_cleaned_of_control_characters_and_capped() -> None:
    doc = load('a = "Ann\\u001b]0;x\\u0007\\u202e"\nb = "\\u001b"\nc = "' + "x" * 41 + '"\n')
    assert doc.text("a") == "Ann]0;x"
    with pytest.raises(ScorepadError, match="must not be empty"):
        doc.text("b")
    with pytest.raises(ScorepadError, match="longer than 40 characters"):
        doc.text("c")


def test_error_messages_describe_values_without_echoing_them_raw() -> None:
    assert describe(2**63) == "a number far too large"
    assert describe([1]) == "a list" and describe({}) == "a table" and describe(True) == "true"
    assert describe("\x1b[31m" + "x" * 100) == repr("[31m" + "x" * 35 + "...")
    message = str(pytest.raises(ScorepadError, load('"\\u001b" = 1').check_keys, ["a"]).value)
    assert "\x1b" not in message and message.startswith("line 1: unknown key")


def test_caps_on_size_nesting_and_type() -> None:
    with pytest.raises(ScorepadError, match="too large"):
        load("#" * (MAX_BYTES + 1))
    with pytest.raises(ScorepadError, match=f"nested more than {MAX_DEPTH} deep"):
        load("a = " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    load("a = " + "[" * MAX_DEPTH + "]" * MAX_DEPTH)  # exactly the cap is fine
    with pytest.raises(ScorepadError, match="TOML text, not a list"):
        load([1])  # type: ignore[arg-type]
    with pytest.raises(ScorepadError, match=r"^line 2: not valid TOML"):
        load("a = 1\nb = \n")


def test_read_file_refuses_what_is_not_a_small_regular_text_file(tmp_path) -> None:
    good = tmp_path / "ok.toml"
    good.write_text("a = 1\n", encoding="utf-8")
    assert read_file(good) == "a = 1\n"
    with pytest.raises(ScorepadError, match="no such file"):
        read_file(tmp_path / "missing.toml")
    with pytest.raises(ScorepadError, match="not a regular file"):
        read_file(tmp_path)
    with pytest.raises(ScorepadError, match="cannot read it"):
        read_file(str(tmp_path / "nul\0.toml"))
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(ScorepadError, match="not a regular file"):
        read_file(fifo)  # refused before opening: no hang
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * (MAX_BYTES + 1))
    with pytest.raises(ScorepadError, match="too large"):
        read_file(big)
    odd = tmp_path / "odd\x1b.toml"
    odd.write_bytes(b"a = 1\n\xff\n")
    with pytest.raises(ScorepadError) as info:
        read_file(odd)
    assert str(info.value).endswith("line 2: not UTF-8 text") and "\x1b" not in str(info.value)


def test_every_game_scorepad_reads_through_this_module() -> None:
    """One reader, not four copies: no game's scorepad parses TOML or finds lines by itself."""
    import ast
    from importlib import resources

    for package in ("fit_to_print", "extra_extra", "pulitzer", "magazine"):
        source = resources.files(f"paperboy.games.{package}").joinpath("scorepad.py").read_text("utf-8")
        tree = ast.parse(source)
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        modules = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert "tomllib" not in imported, package
        assert "paperboy.engine.scorepad" in modules, package
        defined = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.ClassDef)}
        assert not defined & {"_fail", "_int", "_bool", "_Lines", "_line_of_key", "_whole"}, package
