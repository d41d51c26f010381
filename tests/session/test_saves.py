"""Autosave, loading, the save list, and refusing bad save files without touching them."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from toygame import Add, Bid, Draw, End, Peek

from paperboy.engine import SaveFileError, state_digest
from paperboy.session import (
    FORMAT_VERSION,
    ChessClock,
    RoundTimer,
    SaveStore,
    Seat,
    Session,
    data_dir,
    read_save,
)

from .conftest import files_in


class FakeTime:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def play_some(s: Session) -> None:
    s.act(0, Draw())
    s.act(1, Draw())
    s.act(0, Add(2))
    s.act(0, Peek())
    s.act(0, End())
    s.act(1, Add(1))


def test_data_dir_follows_the_environment_variable(data_home: Path) -> None:
    assert data_dir() == data_home
    assert SaveStore().root == data_home / "saves"


def test_autosave_after_every_action_and_no_temp_file_left(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    assert s.path == store.path_for(s.save_id) and s.path.exists()
    for action, seat in [(Draw(), 0), (Draw(), 1), (Add(1), 0), (Add(2), 0)]:
        s.act(seat, action)
        data = json.loads(s.path.read_text())
        assert len(data["actions"]) == len(s.log)
        assert data["digest"] == state_digest(s.state)
        assert files_in(store.root) == [s.path.name]
    s.undo(0)  # one step back: the last add
    assert len(json.loads(s.path.read_text())["actions"]) == 3
    assert files_in(store.root) == [s.path.name]
    assert len(s.autosave_seconds) == 6  # new, four actions, undo


def test_bot_moves_are_autosaved(store: SaveStore) -> None:
    s = Session.new("sealed-bids", [Seat("A", "bot"), Seat("B", "bot")], seed=5, store=store)
    s.step_bot()
    assert s.path is not None and len(json.loads(s.path.read_text())["actions"]) == 1
    s.run_bots()
    data = json.loads(s.path.read_text())
    assert data["finished"] and len(data["actions"]) == len(s.log)


def test_save_file_has_the_documented_fields(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, {"turns": 1}, seed=5, store=store)
    play_some(s)
    data = json.loads(s.path.read_text())  # type: ignore[union-attr]
    assert data["format"] == FORMAT_VERSION == 1 and data["app"] == "paperboy"
    assert data["game"] == "sealed-bids" and data["options"] == {"rounds": 3, "turns": 1, "open": False}
    assert data["seats"] == [{"name": "Ann", "kind": "human", "level": None},
                             {"name": "Bob", "kind": "human", "level": None}]
    assert data["seed"] == 5 and data["actions"][0] == [0, {"type": "draw"}]
    assert data["finished"] is False and data["summary"] == "play phase, Bob to act"
    assert data["created"] <= data["updated"] and data["clocks"] == {}


def test_save_is_compact_json(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    play_some(s)
    text = s.path.read_text()  # type: ignore[union-attr]
    assert text.count("\n") == 1 and text.endswith("}\n")
    assert '"actions":[[0,{"type":"draw"}],[1,{"type":"draw"}],[0,{"type":"add","n":2}]' in text
    assert json.loads(text)["seed"] == 5


def test_load_round_trip_replays_to_the_same_digest(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    play_some(s)
    loaded = Session.load(s.path, store=store)  # type: ignore[arg-type]
    assert state_digest(loaded.state) == state_digest(s.state)
    assert loaded.log == s.log and loaded.seats == s.seats and loaded.seed == 5
    assert [e.to_dict() for e in loaded.events] == [e.to_dict() for e in s.events]
    assert loaded.save_id == s.save_id and loaded.path == s.path
    # Undo barriers survive the reload: the peek is still a reveal.
    assert loaded.undo_count(1) == s.undo_count(1) == 1
    loaded.act(1, End())
    assert Session.load(s.save_id, store=store).log == loaded.log  # a save id works too


def test_loading_never_writes_the_file(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    play_some(s)
    assert s.path is not None
    before = (s.path.read_bytes(), s.path.stat().st_mtime_ns)
    Session.load(s.path, store=store)
    assert (s.path.read_bytes(), s.path.stat().st_mtime_ns) == before
    assert files_in(store.root) == [s.path.name]


def test_clocks_are_saved_and_come_back_paused(humans: list[Seat], store: SaveStore) -> None:
    fake = FakeTime()
    s = Session.new("sealed-bids", humans, seed=5, store=store, time_source=fake)
    chess_clock, round_timer = ChessClock([180, 180], fake), RoundTimer(240, fake)
    s.clocks = {"chess": chess_clock, "round": round_timer}
    chess_clock.start(0)
    round_timer.start()
    fake.now += 30
    s.act(0, Draw())
    loaded = Session.load(s.path, store=store, time_source=fake)  # type: ignore[arg-type]
    chess, timer = loaded.clocks["chess"], loaded.clocks["round"]
    assert isinstance(chess, ChessClock) and isinstance(timer, RoundTimer)
    assert chess.paused and chess.running == 0 and chess.remaining(0) == 150
    assert timer.paused and timer.remaining() == 210
    fake.now += 1000  # the menu was open for a while: nobody loses time
    assert chess.remaining(0) == 150 and timer.remaining() == 210
    chess.resume()
    fake.now += 10
    assert chess.remaining(0) == 140


def test_record_flag_and_finished_summary_are_saved(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, {"turns": 1, "rounds": 1}, seed=5, store=store)
    for seat, action in [(0, Draw()), (1, Draw()), (0, Add(1)), (0, End()), (1, Add(1)), (1, End())]:
        s.act(seat, action)
    for seat in (0, 1):
        s.act(seat, Bid(s.state.view(seat)["hand"][0]))
    info = store.list()[0]
    assert info.finished and info.summary == "over phase, nobody to act"


def test_store_lists_saves_newest_first_with_broken_files_marked(humans: list[Seat],
                                                                store: SaveStore) -> None:
    old = Session.new("sealed-bids", humans, seed=1, store=store)
    new = Session.new("sealed-bids", [Seat("Cy"), Seat("Di")], seed=2, store=store)
    old.updated = 0  # written "earlier"
    old.path.write_text(old.to_save_text())  # type: ignore[union-attr]
    broken = store.root / "broken.json"
    broken.write_text("{not json")
    (store.root / ".x.json.abc.tmp").write_text("half")  # a temp file is not a save
    infos = store.list()
    ok = [i for i in infos if i.ok]
    assert [i.save_id for i in ok] == [new.save_id, old.save_id]
    assert ok[0].players == ["Cy", "Di"] and ok[0].game_id == "sealed-bids"
    bad = [i for i in infos if not i.ok]
    assert [i.path for i in bad] == [broken] and "not a paperboy save" in (bad[0].error or "")
    assert broken.read_text() == "{not json"  # listed, never deleted or changed
    assert store.latest() is not None and store.latest().save_id == new.save_id  # type: ignore[union-attr]


def test_empty_store_lists_nothing(store: SaveStore) -> None:
    assert store.list() == [] and store.latest() is None


def test_save_ids_must_be_plain_names(store: SaveStore) -> None:
    with pytest.raises(ValueError, match="not a valid save name"):
        store.path_for("../escape")


def test_failed_write_keeps_the_old_save_and_leaves_no_temp(humans: list[Seat], store: SaveStore,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    s.act(0, Draw())
    assert s.path is not None
    before = s.path.read_bytes()

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    s.act(1, Draw())  # the action still counts; the autosave failure is reported
    assert s.autosave_error is not None and "No space left" in s.autosave_error
    assert s.path.read_bytes() == before
    assert files_in(store.root) == [s.path.name]
    with pytest.raises(SaveFileError, match="cannot write save"):
        s.save()
    monkeypatch.undo()
    s.act(0, Add(1))
    assert s.autosave_error is None and len(json.loads(s.path.read_text())["actions"]) == 3


def test_autosave_off_writes_nothing(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, seed=5, store=store, autosave=False)
    s.act(0, Draw())
    assert s.path is None and not store.root.exists()
    path = s.save()
    assert path.exists() and Session.load(path).log == s.log


# --- refusing bad files ---------------------------------------------------------

def good_save(humans: list[Seat], store: SaveStore) -> tuple[Path, dict[str, Any]]:
    s = Session.new("sealed-bids", humans, seed=5, store=store)
    play_some(s)
    assert s.path is not None
    return s.path, json.loads(s.path.read_text())


def edit(change: Callable[[dict[str, Any]], Any]) -> Callable[[Path, dict[str, Any]], None]:
    def write(path: Path, data: dict[str, Any]) -> None:
        change(data)
        path.write_text(json.dumps(data))
    return write


def raw(content: bytes | Callable[[bytes], bytes]) -> Callable[[Path, dict[str, Any]], None]:
    def write(path: Path, data: dict[str, Any]) -> None:
        path.write_bytes(content(path.read_bytes()) if callable(content) else content)
    return write


def set_key(key: str, value: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda d: d.__setitem__(key, value)


BAD_FILES = {
    "empty": (raw(b""), "empty"),
    "truncated": (raw(lambda b: b[: len(b) // 2]), "truncated"),
    "not json": (raw(b"Dear diary, today I won at Pulitzer."), "not a paperboy save"),
    "binary": (raw(b"\x89PNG\r\n\x1a\n\x00\x00"), "not a paperboy save"),
    "foreign json": (raw(b'{"name": "my shopping list", "items": []}'), "not a paperboy save"),
    "json list": (raw(b"[1, 2, 3]"), "not a paperboy save"),
    "unknown game": (edit(set_key("game", "chess")), "game 'chess'"),
    "newer format": (edit(set_key("format", 2)),
                     "made by a newer paperboy \\(format 2\\); this version reads format 1"),
    "no format": (edit(lambda d: d.pop("format")), "format number"),
    "digest mismatch": (edit(set_key("digest", "0" * 32)), "digest"),
    "illegal action": (edit(lambda d: d["actions"].__setitem__(2, [0, {"type": "add", "n": 9}])),
                       "the action log does not replay: action 3"),
    "action out of turn": (edit(lambda d: d["actions"].__setitem__(1, [0, {"type": "draw"}])),
                           "the action log does not replay"),
    "unknown action": (edit(lambda d: d["actions"].append([0, {"type": "castle"}])),
                       "the action log does not replay.*castle"),
    "malformed action": (edit(lambda d: d["actions"].append("draw")), "action 7 is not"),
    "bad seats": (edit(set_key("seats", [{"name": "Ann"}])), "seats are numbered 0 to 0"),
    "too few seats": (edit(lambda d: (d.__setitem__("seats", d["seats"][:1]),
                                      d.__setitem__("actions", d["actions"][:1]))),
                      "cannot be set up"),
    "seat kind": (edit(set_key("seats", [{"name": "A", "kind": "ghost"}, {"name": "B"}])),
                  "human or bot"),
    "bad option": (edit(lambda d: d["options"].__setitem__("turns", 99999)), "cannot be set up"),
    "seed text": (edit(set_key("seed", "five")), "seed"),
    "bad clock": (edit(set_key("clocks", {"c": {"type": "sundial"}})), "unknown clock type"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_save_file_is_refused_clearly_and_left_byte_for_byte(
        case: str, humans: list[Seat], store: SaveStore) -> None:
    path, data = good_save(humans, store)
    damage, message = BAD_FILES[case]
    damage(path, data)
    before = path.read_bytes()
    stamp = path.stat().st_mtime_ns
    with pytest.raises(SaveFileError, match=message) as excinfo:
        Session.load(path, store=store)
    assert str(path) in str(excinfo.value)
    assert path.read_bytes() == before and path.stat().st_mtime_ns == stamp
    assert files_in(store.root) == [path.name]
    listed = store.list()
    assert len(listed) == 1 and listed[0].path == path
    assert path.read_bytes() == before


def test_missing_file_is_a_clear_error(store: SaveStore) -> None:
    with pytest.raises(SaveFileError, match="no such file"):
        Session.load(store.root / "nothing-here.json", store=store)
    with pytest.raises(SaveFileError, match="no such file"):
        Session.load("no-such-save", store=store)


def test_read_save_parses_seats_and_actions(humans: list[Seat], store: SaveStore) -> None:
    path, _ = good_save(humans, store)
    data = read_save(path)
    assert data["seats"] == humans and data["actions"][0] == (0, {"type": "draw"})


def test_autosave_keeps_every_action_of_a_500_action_game(humans: list[Seat], store: SaveStore) -> None:
    s = Session.new("sealed-bids", humans, {"turns": 200}, seed=5, store=store)
    s.act(0, Draw())
    s.act(1, Draw())
    while len(s.log) < 500:
        seat = s.to_act()[0]
        s.act(seat, Add(1))
        s.act(seat, End())
    # One save per action; how long each takes is measured by `paperboy bench`.
    assert len(s.autosave_seconds) >= len(s.log)
    assert len(json.loads(s.path.read_text())["actions"]) == len(s.log)  # type: ignore[union-attr]
