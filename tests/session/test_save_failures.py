"""A save that cannot be written is never silent: the session knows, retries, and can
save to another file. Settings and profiles writes fail the same way, without raising."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from toygame import Add, Draw, End

from paperboy.engine import SaveFileError
from paperboy.session import Profiles, SaveStore, Seat, Session, Settings
from paperboy.session.paths import atomic_write_text, clean_temp_files

from .conftest import files_in


def blocked_store(tmp_path: Path) -> tuple[SaveStore, Path]:
    """A store whose folder cannot be created (a plain file is in the way), as on a
    read-only or full disk: every write fails with an OSError."""
    blocker = tmp_path / "blocker"
    blocker.write_text("in the way")
    return SaveStore(blocker / "saves"), blocker


def unblock(blocker: Path) -> None:
    blocker.unlink()
    blocker.mkdir()


def test_failed_autosave_is_known_to_the_session_and_says_what_where_and_why(
        tmp_path: Path, humans: list[Seat]) -> None:
    store, _ = blocked_store(tmp_path)
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    for seat, action in [(0, Draw()), (1, Draw()), (0, Add(1))]:
        s.act(seat, action)  # play goes on
    assert not s.is_saved and s.saved_actions is None
    assert s.save_error is not None
    assert str(store.path_for(s.save_id)) in s.save_error  # where
    assert "cannot write save" in s.save_error and "Not a directory" in s.save_error  # what, why
    assert len(s.log) == 3  # the game is kept in memory


def test_autosave_retries_on_the_next_action_and_then_holds_every_action(
        tmp_path: Path, humans: list[Seat]) -> None:
    store, blocker = blocked_store(tmp_path)
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    s.act(0, Draw())
    assert not s.is_saved
    unblock(blocker)
    s.act(1, Draw())
    assert s.is_saved and s.save_error is None and s.saved_actions == 2
    assert s.path is not None and len(json.loads(s.path.read_text())["actions"]) == 2


def test_saved_actions_counts_what_the_file_holds_when_a_later_save_fails(
        humans: list[Seat], store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    s.act(0, Draw())
    assert s.is_saved and s.saved_actions == 1

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr("paperboy.session.session.atomic_write_text", full_disk)
        s.act(1, Draw())
        s.act(0, Add(2))
        assert not s.is_saved and s.saved_actions == 1
        assert "No space left on device" in (s.save_error or "")
        s.undo(0)  # undo is a change too: the file (1 action) still differs from the log (2)
        assert not s.is_saved
    assert s.retry_save() and s.saved_actions == 2


def test_listeners_hear_every_save_attempt_failed_or_not(
        tmp_path: Path, humans: list[Seat]) -> None:
    store, blocker = blocked_store(tmp_path)
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    heard: list[str | None] = []
    s.save_listeners.append(lambda session: heard.append(session.save_error))
    s.act(0, Draw())
    unblock(blocker)
    s.act(1, Draw())
    assert heard[0] is not None and heard[1] is None


def test_save_to_another_file_writes_every_action_and_autosaves_there(
        tmp_path: Path, humans: list[Seat]) -> None:
    store, _ = blocked_store(tmp_path)
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    s.act(0, Draw())
    s.act(1, Draw())
    target = tmp_path / "elsewhere" / "my game"
    target.parent.mkdir()
    path = s.save_as(str(target))
    assert path == target.with_name("my game.json") and s.path == path
    assert s.is_saved and s.save_error is None and s.saved_actions == 2
    s.act(0, Add(1))
    assert len(json.loads(path.read_text())["actions"]) == 3
    assert Session.load(path).log == s.log


def test_save_to_another_file_never_replaces_a_file_or_folder(
        tmp_path: Path, humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    taken = tmp_path / "taken.json"
    taken.write_bytes(b"precious")
    (tmp_path / "folder.json").mkdir()
    for name in (taken, tmp_path / "folder.json", "", "   "):
        with pytest.raises(SaveFileError):
            s.save_as(str(name))
    assert taken.read_bytes() == b"precious"
    assert s.path == store.path_for(s.save_id) and s.is_saved


def test_save_to_another_file_that_fails_keeps_the_old_file(
        tmp_path: Path, humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    old = s.path
    (tmp_path / "file").write_text("x")
    with pytest.raises(SaveFileError, match="cannot write save"):
        s.save_as(str(tmp_path / "file" / "game.json"))
    assert s.path == old and s.is_saved and s.save_error is None


def test_autosave_off_is_never_counted_as_saved(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store, autosave=False)
    assert not s.is_saved
    s.save()
    assert s.is_saved
    s.act(0, Draw())
    assert not s.is_saved


def test_toggling_a_setting_on_an_unwritable_data_dir_says_why_and_does_not_raise(
        tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("x")
    settings = Settings.load(tmp_path / "blocker")
    settings.handoff = False
    assert settings.save() is False
    assert settings.save_error is not None and "settings.json" in settings.save_error
    assert settings.handoff is False  # the change holds for this run


def test_recording_a_result_on_an_unwritable_data_dir_says_why_and_does_not_raise(
        tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("x")
    profiles = Profiles(tmp_path / "blocker")
    profiles.record_game("Ann", "pulitzer", 12, True)
    assert profiles.write_error is not None and "profiles.json" in profiles.write_error
    assert profiles.best("Ann", "pulitzer") == 12
    unblock(tmp_path / "blocker")
    profiles.record_game("Ann", "pulitzer", 14, False)  # the next change retries
    assert profiles.write_error is None and Profiles(tmp_path / "blocker").best("Ann", "pulitzer") == 14


def test_orphan_temp_files_are_cleaned_on_start_and_nothing_else_is(data_home: Path) -> None:
    saves = data_home / "saves"
    saves.mkdir(parents=True)
    orphans = [saves / ".sealed-bids-1.json.ab12cd_9.tmp", data_home / ".settings.json.zz99aa00.tmp"]
    keep = [saves / "game.json", saves / "notes.tmp", data_home / ".hidden.tmp",
            saves / ".x.json.abc.tmp"]
    for path in orphans + keep:
        path.write_text("x")
    os.symlink(saves / "game.json", saves / ".link.json.abcdefgh.tmp")
    removed = clean_temp_files()
    assert sorted(removed) == sorted(orphans)
    assert all(p.exists() for p in keep) and os.path.islink(saves / ".link.json.abcdefgh.tmp")


def test_the_temp_names_atomic_write_makes_are_the_ones_cleaned(
        data_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def killed(src: object, dst: object) -> None:
        raise KeyboardInterrupt  # stands for a kill between write and rename

    with monkeypatch.context() as patch:
        patch.setattr(os, "unlink", lambda path: None)  # the kill also skips the clean-up
        patch.setattr(os, "replace", killed)
        with pytest.raises(KeyboardInterrupt):
            atomic_write_text(data_home / "saves" / "game.json", "{}")
    assert len(files_in(data_home / "saves")) == 1
    assert len(clean_temp_files()) == 1 and files_in(data_home / "saves") == []


def test_a_full_game_after_save_failures_loses_nothing(tmp_path: Path, humans: list[Seat]) -> None:
    store, blocker = blocked_store(tmp_path)
    s = Session.new("sealed-bids", humans, {"turns": 1}, seed=5, store=store)
    for seat, action in [(0, Draw()), (1, Draw()), (0, Add(1)), (0, End())]:
        s.act(seat, action)
    unblock(blocker)
    s.act(1, Add(2))
    assert s.path is not None
    assert Session.load(s.path).log == s.log
