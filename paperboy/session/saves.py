"""Save files: their format, validation, and the directory that holds them.

A save is one JSON object::

    {"format": 1, "app": "paperboy", "game": id, "options": {...}, "seats": [...],
     "seed": n, "actions": [[seat, action_dict], ...], "digest": ..., "created": ts,
     "updated": ts, "finished": bool, "summary": "...", "clocks": {...}}

The game itself is rebuilt by replaying ``actions`` from the seed (see
:meth:`paperboy.session.Session.load`); ``digest`` lets the loader notice a log that
replays differently. :func:`read_save` checks everything that can be checked without
replaying and turns every problem into a :class:`SaveFileError` with a clear message.
Nothing here ever writes, moves or deletes a file it could not read.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from paperboy.engine import SaveFileError, UnknownGameError, find_game

from .paths import data_dir, is_temp_file
from .seats import Seat

#: The save layout this version writes and the newest it reads.
FORMAT_VERSION = 1

#: Marker that tells a paperboy save from any other JSON file.
APP_MARK = "paperboy"

_SAVE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> TypeGuard[int | float]:
    return isinstance(value, int | float) and not isinstance(value, bool)


def read_save(path: Path) -> dict[str, Any]:
    """Read and check a save file without replaying it.

    Args:
        path: The file to read (it is only read).

    Returns:
        The parsed save, with ``seats`` turned into :class:`Seat` values and ``actions``
        into ``(seat, action_dict)`` tuples.

    Raises:
        SaveFileError: Missing, unreadable, not JSON, truncated, not a paperboy save,
            from a newer paperboy, for a game this version lacks, or damaged fields.
    """
    def fail(reason: str) -> SaveFileError:
        return SaveFileError(f"cannot open save {path}: {reason}")

    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise fail("there is no such file") from None
    except IsADirectoryError:
        raise fail("it is a directory, not a save file") from None
    except OSError as exc:
        raise fail(f"the file cannot be read ({exc.strerror or exc})") from None
    if not raw.strip():
        raise fail("the file is empty (the save was cut off)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise fail("it is not a paperboy save (the file is not text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        stripped = text.rstrip()
        if text.lstrip().startswith("{") and exc.pos >= len(stripped):
            raise fail("the file is truncated (it ends in the middle of the save)") from None
        raise fail(f"it is not a paperboy save (not valid JSON: {exc.msg} at line "
                   f"{exc.lineno} column {exc.colno})") from None
    if not isinstance(data, dict) or data.get("app") != APP_MARK:
        raise fail("it is not a paperboy save file")
    fmt = data.get("format")
    if not _is_int(fmt) or fmt < 1:
        raise fail("the save is damaged: it has no valid format number")
    if fmt > FORMAT_VERSION:
        raise fail(f"made by a newer paperboy (format {fmt}); this version reads format "
                   f"{FORMAT_VERSION}")
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise fail("the save is damaged: it does not say which game it is")
    try:
        find_game(game_id)
    except UnknownGameError:
        raise fail(f"it is a save of the game '{game_id}', which this paperboy does not "
                   "have") from None
    options = data.get("options")
    if not isinstance(options, dict):
        raise fail("the save is damaged: 'options' must be a mapping")
    seed = data.get("seed")
    if not _is_int(seed):
        raise fail("the save is damaged: 'seed' must be a whole number")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not seats_data:
        raise fail("the save is damaged: 'seats' must be a non-empty list")
    try:
        seats = [Seat.from_dict(s) for s in seats_data]
    except (TypeError, ValueError) as exc:
        raise fail(f"the save is damaged: {exc}") from None
    actions_data = data.get("actions")
    if not isinstance(actions_data, list):
        raise fail("the save is damaged: 'actions' must be a list")
    actions: list[tuple[int, dict[str, Any]]] = []
    for index, entry in enumerate(actions_data, 1):
        if (not isinstance(entry, list) or len(entry) != 2 or not _is_int(entry[0])
                or not isinstance(entry[1], dict)):
            raise fail(f"the save is damaged: action {index} is not [seat, action]")
        actions.append((entry[0], entry[1]))
    digest = data.get("digest")
    if not isinstance(digest, str):
        raise fail("the save is damaged: it has no digest")
    clocks = data.get("clocks", {})
    if not isinstance(clocks, dict):
        raise fail("the save is damaged: 'clocks' must be a mapping")
    for key in ("created", "updated"):
        if key in data and not _is_number(data[key]):
            raise fail(f"the save is damaged: '{key}' must be a time stamp")
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
        path = Path(ref).expanduser()
        if path.exists() or path.suffix == ".json" or len(path.parts) > 1:
            return path
        try:
            return self.path_for(str(ref))
        except ValueError:
            return path

    def list(self) -> list[SaveInfo]:
        """Every save in the directory, newest first, including unreadable ones."""
        if not self.root.is_dir():
            return []
        infos = [self.info(p) for p in self.root.glob("*.json") if not is_temp_file(p)]
        infos.sort(key=lambda i: (i.updated, i.save_id), reverse=True)
        return infos

    def latest(self) -> SaveInfo | None:
        """The newest save that can be resumed and is not finished, if any."""
        return next((i for i in self.list() if i.ok and not i.finished), None)

    def info(self, path: Path) -> SaveInfo:
        """Describe one save file (never raises for a bad file)."""
        try:
            mtime = path.stat().st_mtime
        except OSError:
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
            updated=float(updated) if _is_number(updated) else mtime,
            finished=bool(data.get("finished", False)),
            summary=str(data.get("summary", "")),
        )
