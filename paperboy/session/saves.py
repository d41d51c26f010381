"""Save files: their format, validation, and the directory that holds them.

A save is one JSON object::

    {"format": 1, "app": "paperboy", "game": id, "options": {...}, "seats": [...],
     "seed": n, "actions": [[seat, action_dict], ...], "digest": ..., "created": ts,
     "updated": ts, "finished": bool, "summary": "...", "clocks": {...}}

plus, optionally, ``"hints": [n, ...]`` (hints each seat took; absent when none was).

The game itself is rebuilt by replaying ``actions`` from the seed (see
:meth:`paperboy.session.Session.load`); ``digest`` lets the loader notice a log that
replays differently. :func:`read_save` checks everything that can be checked without
replaying and turns every problem into a :class:`SaveFileError` with a clear message.
Nothing here ever writes, moves or deletes a file it could not read.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from paperboy.engine import SaveFileError, UnknownGameError, find_game

from .paths import FileRefused, data_dir, is_temp_file, parse_json, read_limited
from .seats import Seat

#: The most hints one seat can have taken in a save that is not damaged.
MAX_HINTS = 1_000_000

#: The save layout this version writes and the newest it reads.
FORMAT_VERSION = 1

#: Marker that tells a paperboy save from any other JSON file.
APP_MARK = "paperboy"

_SAVE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


#: The largest save file read (a whole game of six is under 100 KB).
MAX_SAVE_BYTES = 4 * 1024 * 1024

#: The deepest nesting of lists and objects a save may have (real saves stay under 10).
MAX_SAVE_DEPTH = 64

#: Time stamps are seconds since 1970, up to the end of the year 9999.
MAX_TIMESTAMP = 253402300799.0

#: Bounds on the other fields, far above what any real save holds.
MAX_SEATS = 64
MAX_NAME_LENGTH = 200
MAX_SUMMARY_LENGTH = 4000
MAX_DIGEST_LENGTH = 256
MAX_SEED_BITS = 256


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> TypeGuard[int | float]:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_timestamp(value: Any) -> bool:
    return _is_number(value) and math.isfinite(value) and 0 <= value <= MAX_TIMESTAMP


def read_save(path: Path) -> dict[str, Any]:
    """Read and check a save file without replaying it.

    The file must be a regular file of at most :data:`MAX_SAVE_BYTES` (named pipes,
    devices and links to them are refused unopened), JSON nested at most
    :data:`MAX_SAVE_DEPTH` deep, and every field must have its documented type and range.

    Args:
        path: The file to read (it is only read).

    Returns:
        The parsed save, with ``seats`` turned into :class:`Seat` values and ``actions``
        into ``(seat, action_dict)`` tuples.

    Raises:
        SaveFileError: Missing, unreadable, not a regular file, too large, not JSON,
            truncated, not a paperboy save, from a newer paperboy, for a game this
            version lacks, or damaged fields.
    """
    def fail(reason: str) -> SaveFileError:
        return SaveFileError(f"cannot open save {path}: {reason}")

    def damaged(reason: str) -> SaveFileError:
        return fail(f"the save is damaged: {reason}")

    try:
        raw = read_limited(path, MAX_SAVE_BYTES)
    except FileRefused as exc:
        raise fail(exc.reason) from None
    if not raw.strip():
        raise fail("the file is empty (the save was cut off)")
    try:
        data = parse_json(raw, MAX_SAVE_DEPTH)
    except FileRefused as exc:
        if "truncated" in exc.reason:
            raise fail("the file is truncated (it ends in the middle of the save)") from None
        raise fail(f"it is not a paperboy save ({exc.reason})") from None
    if not isinstance(data, dict) or data.get("app") != APP_MARK:
        raise fail("it is not a paperboy save file")
    fmt = data.get("format")
    if not _is_int(fmt) or fmt < 1:
        raise damaged("it has no valid format number")
    if fmt > FORMAT_VERSION:
        raise fail(f"made by a newer paperboy (format {fmt}); this version reads format "
                   f"{FORMAT_VERSION}")
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise damaged("it does not say which game it is")
    try:
        find_game(game_id)
    except UnknownGameError:
        raise fail(f"it is a save of the game {game_id[:60]!r}, which this paperboy does not "
                   "have") from None
    options = data.get("options")
    if not isinstance(options, dict):
        raise damaged("'options' must be a mapping")
    seed = data.get("seed")
    if not _is_int(seed) or seed.bit_length() > MAX_SEED_BITS:
        raise damaged("'seed' must be a whole number")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not seats_data or len(seats_data) > MAX_SEATS:
        raise damaged(f"'seats' must be a list of 1 to {MAX_SEATS} seats")
    try:
        seats = [Seat.from_dict(s) for s in seats_data]
    except (TypeError, ValueError) as exc:
        raise damaged(str(exc)) from None
    for number, seat in enumerate(seats, 1):
        if len(seat.name) > MAX_NAME_LENGTH:
            raise damaged(f"seat {number}'s name is longer than {MAX_NAME_LENGTH} characters")
        if seat.level is not None and len(seat.level) > MAX_NAME_LENGTH:
            raise damaged(f"seat {number}'s bot level is not a level")
    actions_data = data.get("actions")
    if not isinstance(actions_data, list):
        raise damaged("'actions' must be a list")
    actions: list[tuple[int, dict[str, Any]]] = []
    for index, entry in enumerate(actions_data, 1):
        if (not isinstance(entry, list) or len(entry) != 2 or not _is_int(entry[0])
                or not isinstance(entry[1], dict)):
            raise damaged(f"action {index} is not [seat, action]")
        if not 0 <= entry[0] < len(seats):
            raise damaged(f"action {index} is played by seat {entry[0]}, but seats are "
                          f"numbered 0 to {len(seats) - 1}")
        actions.append((entry[0], entry[1]))
    digest = data.get("digest")
    if not isinstance(digest, str) or not digest or len(digest) > MAX_DIGEST_LENGTH:
        raise damaged("it has no digest")
    clocks = data.get("clocks", {})
    if not isinstance(clocks, dict) or not all(isinstance(c, dict) for c in clocks.values()):
        raise damaged("'clocks' must be a mapping of clocks")
    for key in ("created", "updated"):
        if key in data and not _is_timestamp(data[key]):
            raise damaged(f"'{key}' must be a time stamp (seconds since 1970, before the "
                          "year 10000)")
    for key in ("finished", "recorded"):
        if key in data and not isinstance(data[key], bool):
            raise damaged(f"'{key}' must be true or false")
    hints = data.get("hints", [0] * len(seats))
    if (not isinstance(hints, list) or len(hints) != len(seats)
            or not all(_is_int(n) and 0 <= n <= MAX_HINTS for n in hints)):
        raise damaged(f"'hints' must list how many hints each of the {len(seats)} seats took")
    summary = data.get("summary", "")
    if not isinstance(summary, str) or len(summary) > MAX_SUMMARY_LENGTH:
        raise damaged("'summary' must be a line of text")
    out = dict(data)
    out.update(seats=seats, actions=actions, clocks=clocks)
    return out


@dataclass
class SaveInfo:
    """What the resume list shows about one save file.

    ``error`` is set (and the other fields are best effort) when the file cannot be
    resumed; such files are listed, never deleted.
    """

    path: Path
    save_id: str
    game_id: str
    players: list[str]
    updated: float
    finished: bool
    summary: str
    error: str | None = None

    @property
    def ok(self) -> bool:
        """True when the save can be resumed (as far as can be told without replaying)."""
        return self.error is None


def _expand(path: Path) -> Path:
    """``~`` expanded where it can be (an unknown ``~user`` stays as typed)."""
    try:
        return path.expanduser()
    except RuntimeError:
        return path


class SaveStore:
    """The directory of save files (``data_dir()/saves`` unless given).

    Args:
        root: The directory; it is created on the first save, not here.
    """

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else data_dir() / "saves"

    def path_for(self, save_id: str) -> Path:
        """The file of the save named ``save_id``.

        Raises:
            ValueError: ``save_id`` is not a plain file name.
        """
        if not _SAVE_ID.match(save_id) or save_id.endswith(".json"):
            raise ValueError(f"{save_id!r} is not a valid save name")
        return self.root / f"{save_id}.json"

    def resolve(self, ref: Path | str) -> Path:
        """Turn what a player typed (a path, or a save id from the list) into a path."""
        path = _expand(Path(ref))
        if os.path.lexists(path) or path.suffix == ".json" or len(path.parts) > 1:
            return path
        try:
            return self.path_for(str(ref))
        except ValueError:
            return path

    def find(self, ref: str) -> Path:
        """The file a player means by ``ref``: an existing path, or a save id from the list.

        A link is returned as it is (reading it says what is wrong with it).

        Raises:
            SaveFileError: Nothing by that name, with the reason in one line.
        """
        shown = repr(ref)
        if not ref.strip():
            raise SaveFileError("no saved game given: name a save file or a save id "
                                "(`paperboy resume` lists them)")
        path = _expand(Path(ref))
        if os.path.lexists(path):
            return path
        if len(path.parts) > 1 or path.suffix == ".json":
            raise SaveFileError(f"no saved game at {shown}: there is no such file")
        if not _SAVE_ID.match(ref):
            raise SaveFileError(f"no saved game {shown}: it is not a file, and a save id is "
                                "letters, digits, '.', '_' and '-' (`paperboy resume` lists "
                                "the saves)")
        candidate = self.root / f"{ref}.json"
        if os.path.lexists(candidate):
            return candidate
        raise SaveFileError(f"no saved game {shown}: it is neither a file nor a save in "
                            f"{self.root} (`paperboy resume` lists the saves)")

    def list(self) -> list[SaveInfo]:
        """Every save in the directory, newest first, including unreadable ones."""
        try:
            if not self.root.is_dir():
                return []
            paths = [p for p in self.root.glob("*.json") if not is_temp_file(p)]
        except OSError:
            return []
        infos = [self.info(p) for p in paths]
        infos.sort(key=lambda i: (i.updated, i.save_id), reverse=True)
        return infos

    def latest(self) -> SaveInfo | None:
        """The newest save that can be resumed and is not finished, if any."""
        return next((i for i in self.list() if i.ok and not i.finished), None)

    def info(self, path: Path) -> SaveInfo:
        """Describe one save file (never raises for a bad file)."""
        try:
            mtime = path.lstat().st_mtime
        except OSError:
            mtime = 0.0
        if not _is_timestamp(mtime):
            mtime = 0.0
        try:
            data = read_save(path)
        except SaveFileError as exc:
            return SaveInfo(path, path.stem, "?", [], mtime, False, "", str(exc))
        updated = data.get("updated")
        return SaveInfo(
            path=path,
            save_id=path.stem,
            game_id=data["game"],
            players=[s.name for s in data["seats"]],
            updated=float(updated) if updated is not None else mtime,
            finished=data.get("finished", False),
            summary=data.get("summary", ""),
        )
