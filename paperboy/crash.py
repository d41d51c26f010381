"""Crash logs: the traceback of an unexpected error, kept in a file for a bug report.

When something paperboy did not expect goes wrong (in the app or in a command), the
person at the keyboard gets one short line naming a log file, and the file holds the
traceback. Logs go to ``<data dir>/logs/crash-<time>-<pid>.log``; when the data directory
cannot be written (full disk, read-only) the system's temporary directory is used
instead, and when nothing can be written :func:`write_crash_log` returns ``None``.
"""

from __future__ import annotations

import os
import platform
import sys
import tempfile
import time
import traceback
from pathlib import Path

from .session.paths import data_dir

#: Folder of the data directory that holds crash logs.
LOGS_FOLDER = "logs"


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("paperboy")
    except Exception:  # noqa: BLE001 - a crash log must be written even without metadata
        return "unknown"


def crash_report(error: BaseException) -> str:
    """The text of a crash log: when, which versions, the command line and the traceback."""
    lines = [
        f"paperboy {_version()} crashed at {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"python {platform.python_version()} on {platform.platform()}",
        f"command: {' '.join(sys.argv)!r}",
        "",
        *traceback.format_exception(type(error), error, error.__traceback__),
    ]
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def write_crash_log(error: BaseException) -> Path | None:
    """Write ``error``'s traceback to a new log file; return its path (``None`` if no
    directory could take it). Never raises."""
    name = f"crash-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}.log"
    try:
        text = crash_report(error)
    except Exception:  # noqa: BLE001 - formatting must not hide the original error
        text = f"paperboy crashed: {type(error).__name__}\n"
    for folder in (data_dir() / LOGS_FOLDER, Path(tempfile.gettempdir()) / "paperboy-logs"):
        path = folder / name
        try:
            folder.mkdir(parents=True, exist_ok=True)
            with open(path, "x", encoding="utf-8") as handle:
                handle.write(text)
        except OSError:
            continue
        return path
    return None


def crash_message(error: BaseException, log: Path | None) -> str:
    """The one line shown after a crash (user text in it is made safe by the caller)."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    if len(what) > 200:
        what = what[:199] + "…"
    if log is None:
        return f"paperboy: internal error ({what}); no log could be written"
    return f"paperboy: internal error ({what}); the details are in {log}"


class AppCrashed(Exception):
    """The app closed on an unexpected error; its traceback is in ``log`` (if written).

    Attributes:
        error: The exception that closed the app.
        log: The crash log holding its traceback, or ``None``.
    """

    def __init__(self, error: BaseException, log: Path | None) -> None:
        super().__init__(str(error))
        self.error = error
        self.log = log
