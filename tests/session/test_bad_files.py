"""Hostile files in the data directory: refused with a reason, never read unbounded,
never blocked on, never touched; and ``paperboy resume REF`` with a bad REF."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from toygame import Add, Draw, End

from paperboy.cli import main
from paperboy.engine import SaveFileError
from paperboy.session import Profiles, SaveStore, Seat, Session, Settings, read_save
from paperboy.session import saves as saves_module

from .conftest import files_in


def good_save(humans: list[Seat], store: SaveStore) -> tuple[Path, dict[str, Any]]:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    for seat, action in [(0, Draw()), (1, Draw()), (0, Add(2)), (0, End())]:
        s.act(seat, action)
    assert s.path is not None
    return s.path, json.loads(s.path.read_text())


def refused_untouched(path: Path, store: SaveStore, message: str) -> None:
    """Loading ``path`` is a SaveFileError matching ``message``; the list shows it; no change."""
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(SaveFileError, match=message):
        Session.load(path, store=store)
    listed = {info.path.name: info for info in store.list()}
    if path.parent == store.root:
        assert not listed[path.name].ok and message.split("(")[0] in (listed[path.name].error or "")
    if before is not None:
        assert path.read_bytes() == before


def in_thread(function: Any, *args: Any) -> Any:
    """Run ``function`` with a time limit, so a hang fails the test instead of the suite."""
    out: list[Any] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            out.append(function(*args))
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            errors.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), f"{function.__name__} hung"
    if errors:
        raise errors[0]
    return out[0]


def test_a_named_pipe_in_saves_is_refused_without_blocking(humans: list[Seat], store: SaveStore) -> None:
    good_save(humans, store)
    fifo = store.root / "pipe.json"
    os.mkfifo(fifo)
    infos = in_thread(store.list)
    assert [i.ok for i in infos if i.path == fifo] == [False]
    assert "named pipe" in (next(i for i in infos if i.path == fifo).error or "")
    with pytest.raises(SaveFileError, match="named pipe"):
        in_thread(Session.load, fifo, store)


def test_a_link_to_a_device_is_refused_unread(store: SaveStore) -> None:
    store.root.mkdir(parents=True)
    link = store.root / "zero.json"
    os.symlink("/dev/zero", link)
    with pytest.raises(SaveFileError, match="device, not a file"):
        in_thread(read_save, link)
    refused_untouched(link, store, "device")


def test_a_directory_and_a_dangling_link_are_refused(store: SaveStore) -> None:
    (store.root / "folder.json").mkdir(parents=True)
    os.symlink(store.root / "gone.json", store.root / "dangling.json")
    refused_untouched(store.root / "folder.json", store, "directory")
    refused_untouched(store.root / "dangling.json", store, "link to a file that does not exist")


def test_a_save_over_the_size_cap_is_refused_before_reading(
        humans: list[Seat], store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _ = good_save(humans, store)
    monkeypatch.setattr(saves_module, "MAX_SAVE_BYTES", 100)
    refused_untouched(path, store, "too large")


def test_deeply_nested_json_is_refused_without_recursion_error(
        humans: list[Seat], store: SaveStore) -> None:
    path, data = good_save(humans, store)
    deep = json.dumps(data)[:-1] + ',"x":' + "[" * 200_000 + "]" * 200_000 + "}"
    path.write_text(deep)
    refused_untouched(path, store, "nests lists and objects more than 64 deep")


def test_brackets_inside_strings_do_not_count_as_nesting(humans: list[Seat], store: SaveStore) -> None:
    path, data = good_save(humans, store)
    data["summary"] = "[[[[" * 100 + '\\"{{{{' * 100
    path.write_text(json.dumps(data))
    assert read_save(path)["summary"] == data["summary"]


@pytest.mark.parametrize("stamp", ["Infinity", "-Infinity", "NaN", "1e300", "-5", "true", '"now"'])
@pytest.mark.parametrize("key", ["created", "updated"])
def test_impossible_time_stamps_are_refused_and_the_list_still_shows(
        humans: list[Seat], store: SaveStore, key: str, stamp: str) -> None:
    path, data = good_save(humans, store)
    data[key] = "STAMP"
    path.write_text(json.dumps(data).replace('"STAMP"', stamp))
    with pytest.raises(SaveFileError):
        Session.load(path, store=store)
    [info] = store.list()  # no OverflowError while listing
    assert not info.ok and info.updated >= 0


@pytest.mark.parametrize("key,value,message", [
    ("recorded", "false", "'recorded' must be true or false"),
    ("finished", 1, "'finished' must be true or false"),
    ("summary", ["x"], "'summary' must be a line of text"),
    ("digest", 7, "digest"),
    ("seed", 2**300, "seed"),
    ("seed", 1.5, "seed"),
    ("clocks", {"c": 3}, "clocks"),
    ("options", [], "options"),
    ("seats", [], "seats"),
    ("seats", [{"name": "x" * 500}, {"name": "Bob"}], "longer than 200"),
    ("app", "papergirl", "not a paperboy save"),
    ("format", True, "format number"),
])
def test_every_field_is_checked_for_type_and_range(
        humans: list[Seat], store: SaveStore, key: str, value: Any, message: str) -> None:
    path, data = good_save(humans, store)
    data[key] = value
    path.write_text(json.dumps(data))
    refused_untouched(path, store, message)


def test_an_action_by_a_seat_that_does_not_exist_is_refused(humans: list[Seat], store: SaveStore) -> None:
    path, data = good_save(humans, store)
    data["actions"][0][0] = 7
    path.write_text(json.dumps(data))
    refused_untouched(path, store, "played by seat 7")


def test_recorded_flag_is_read_as_written(humans: list[Seat], store: SaveStore) -> None:
    path, data = good_save(humans, store)
    for flag in (True, False):
        data["recorded"] = flag
        path.write_text(json.dumps(data))
        assert Session.load(path, store=store).result_recorded is flag


# --- paperboy resume REF ------------------------------------------------------------

@pytest.mark.parametrize("ref", ["missing.json", "../../x", "a b", ".hidden", "dangling", "",
                                 "pipe.json", "no-such-save", "~no_such_user_here/x"])
def test_resume_with_a_bad_reference_is_one_line_and_exit_2(
        ref: str, data_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    os.symlink(tmp_path / "nowhere.json", tmp_path / "dangling")
    os.mkfifo(tmp_path / "pipe.json")
    before = files_in(tmp_path)
    result = in_thread(CliRunner().invoke, main, ["resume", ref])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("paperboy: error: ")
    assert "Traceback" not in result.output
    assert files_in(tmp_path) == before


# --- settings.json and profiles.json ---------------------------------------------------

BAD_DATA_FILES = {
    "binary": b"\x89PNG\r\n\x1a\n\x00\xff",
    "deeply nested": b"[" * 100_000 + b"]" * 100_000,
    "not json": b"handoff = off",
    "a list": b"[1, 2]",
    "infinity": b'{"handoff": Infinity}',
    "huge number": b'{"handoff": ' + b"9" * 5000 + b"}",
}


@pytest.mark.parametrize("case", sorted(BAD_DATA_FILES) + ["wrong type", "unknown theme"])
def test_bad_settings_file_gives_defaults_a_reason_and_stays_until_a_setting_changes(
        case: str, data_home: Path) -> None:
    content = BAD_DATA_FILES.get(case) or (b'{"handoff": "false"}' if case == "wrong type"
                                           else b'{"theme": "neon"}')
    data_home.mkdir()
    path = data_home / "settings.json"
    path.write_bytes(content)
    settings = Settings.load()
    assert settings.handoff is True and settings.theme == "newsprint"
    assert settings.error is not None and str(path) in settings.error and "ignored" in settings.error
    assert path.read_bytes() == content
    settings.handoff = False
    assert settings.save() and settings.error is None
    assert (data_home / "settings.json.bak").read_bytes() == content
    assert Settings.load().handoff is False


def test_a_second_bad_settings_file_does_not_replace_the_first_backup(data_home: Path) -> None:
    data_home.mkdir()
    (data_home / "settings.json.bak").write_bytes(b"first")
    (data_home / "settings.json").write_bytes(b"second")
    settings = Settings.load()
    settings.theme = "ink"
    assert settings.save()
    assert (data_home / "settings.json.bak").read_bytes() == b"first"
    assert (data_home / "settings.json.2.bak").read_bytes() == b"second"


def test_settings_in_a_named_pipe_do_not_block_the_start(data_home: Path) -> None:
    data_home.mkdir()
    os.mkfifo(data_home / "settings.json")
    settings = in_thread(Settings.load)
    assert settings.theme == "newsprint" and "named pipe" in (settings.error or "")


@pytest.mark.parametrize("case", sorted(BAD_DATA_FILES) + ["negative count", "wins over games"])
def test_bad_profiles_file_is_ignored_with_a_reason_and_untouched(case: str, data_home: Path) -> None:
    stats = {"negative count": {"played": -1, "wins": 0, "best": 3},
             "wins over games": {"played": 1, "wins": 2, "best": 3}}.get(case)
    content = BAD_DATA_FILES.get(case) or json.dumps(
        {"format": 1, "profiles": {"Ann": {"games": {"pulitzer": stats}}}}).encode()
    data_home.mkdir()
    path = data_home / "profiles.json"
    path.write_bytes(content)
    profiles = Profiles()
    assert profiles.error is not None and str(path) in profiles.error
    assert profiles.names() == [] and path.read_bytes() == content


@pytest.mark.parametrize("text,depth", [
    ("[]", 1), ('{"a": [1, {"b": "[[[{"}]}', 3), ("[{[{}]}]", 4), ("[[], [[]], []]", 3),
    ('"[\\"["', 0), ("7", 0), ("[" * 500 + "]" * 500, 500),
])
def test_json_depth_counts_nesting_and_skips_brackets_in_strings(text: str, depth: int) -> None:
    from paperboy.session.paths import json_depth

    assert json_depth(text) == depth
    assert json_depth(text, 2) == min(depth, 3)
