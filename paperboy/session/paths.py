"""Where paperboy keeps its files, and how it writes them without ever leaving half a file.

:func:`data_dir` is the per-user data directory (``platformdirs``); the environment
variable ``PAPERBOY_DATA_DIR`` overrides it so tests and portable installs can point
elsewhere. :func:`atomic_write_text` writes through a temporary file in the same
directory, flushes it to disk and renames it over the target, so a crash leaves either
the old file or the new one, never a mix.

Files read back (saves, settings, profiles) are untrusted: :func:`read_limited` refuses
anything that is not a regular file of a bounded size without blocking on it, and
:func:`parse_json` bounds nesting and refuses non-finite numbers, so a hostile file
gives a :class:`FileRefused` with a reason instead of a hang or a crash.
:func:`clean_temp_files` removes the temporary files a killed write leaves behind, and
:func:`keep_as_backup` moves a refused file aside before it is replaced.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any

import platformdirs

#: Environment variable that overrides the data directory.
DATA_DIR_ENV = "PAPERBOY_DATA_DIR"

#: Prefix and suffix of temporary files, so listings can skip them.
TEMP_PREFIX = "."
TEMP_SUFFIX = ".tmp"


def data_dir() -> Path:
    """Return the user data directory (not created here).

    Returns:
        ``$PAPERBOY_DATA_DIR`` when set and not empty, else the platform's user data
        directory for ``paperboy``.
    """
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir("paperboy", appauthor=False))


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` atomically (temp file, fsync, ``os.replace``).

    Args:
        path: The file to write; its directory is created if missing.
        text: The new content, written as UTF-8.

    Raises:
        OSError: The directory or file could not be written. The old file, if any, is
            left as it was and no temporary file remains.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.name}.", suffix=TEMP_SUFFIX,
                                    dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            # fsync before the rename: otherwise a power cut can leave the new name
            # pointing at an empty file on some filesystems.
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise


def is_temp_file(path: Path) -> bool:
    """True for the temporary files :func:`atomic_write_text` creates."""
    return path.name.startswith(TEMP_PREFIX) and path.name.endswith(TEMP_SUFFIX)


class FileRefused(Exception):
    """A data file was not read; ``reason`` says why in words a player understands."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class FileMissing(FileRefused):
    """There is nothing at the path (a link to nothing is a :class:`FileRefused`)."""


_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a named pipe"),
          (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


def _not_regular(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    kind = next((name for test, name in _KINDS if test(mode)), "not a plain file")
    return f"it is {kind}, not a file" if kind.startswith("a ") else f"it is {kind}"


def read_limited(path: Path, limit: int) -> bytes:
    """Read a regular file of at most ``limit`` bytes, refusing anything else unread.

    The file is checked with ``stat`` before it is opened (a named pipe would block, a
    device would never end) and opened non-blocking, so neither can hang the caller.

    Raises:
        FileMissing: Nothing at ``path``.
        FileRefused: A dangling link, not a regular file, too large, unreadable.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise FileRefused("it is a link to a file that does not exist") from None
        raise FileMissing("there is no such file") from None
    except OSError as exc:
        raise FileRefused(f"the file cannot be read ({exc.strerror or exc})") from None
    reason = _not_regular(info.st_mode)
    if reason:
        raise FileRefused(reason)
    if info.st_size > limit:
        raise FileRefused(f"it is too large ({info.st_size} bytes; the limit is {limit})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileRefused(f"the file cannot be read ({exc.strerror or exc})") from None
    try:
        # Checked again on the open file: the name may have been swapped since stat.
        reason = _not_regular(os.fstat(fd).st_mode)
        if reason:
            raise FileRefused(reason)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise FileRefused(f"the file cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if size > limit:
        raise FileRefused(f"it is too large (over {limit} bytes)")
    return b"".join(chunks)


_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
#: Every byte but the four brackets, to delete; both kinds of bracket count alike.
_NOT_BRACKET = bytes(b for b in range(256) if b not in b"[]{}")
_ONE_KIND = bytes.maketrans(b"{}", b"[]")


def json_depth(text: str, limit: int | None = None) -> int:
    """How deeply the arrays and objects of JSON ``text`` nest (brackets in strings skipped).

    Each round deletes the innermost ``[]`` pairs, so the rounds count the depth; all
    the work is done by C string methods, so a large flat file costs little. With
    ``limit``, counting stops at ``limit + 1``. Unbalanced brackets stop the count (the
    JSON parser then says what is wrong).
    """
    brackets = (_JSON_STRING.sub("", text).encode("utf-8", "replace")
                .translate(_ONE_KIND, _NOT_BRACKET))
    depth = 0
    while brackets and (limit is None or depth <= limit):
        # A run of k opening brackets is k more levels: the usual hostile file ends here.
        if limit is not None and b"[" * (limit + 1 - depth) in brackets:
            return limit + 1
        shorter = brackets.replace(b"[]", b"")
        if len(shorter) == len(brackets):
            break
        brackets = shorter
        depth += 1
    return depth


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(raw: bytes, max_depth: int) -> Any:
    """Decode UTF-8 JSON from an untrusted file, bounded in nesting.

    ``NaN``/``Infinity`` are refused, and so are numbers too long to convert.

    Raises:
        FileRefused: Not text, nested deeper than ``max_depth``, or not valid JSON.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise FileRefused("the file is not text") from None
    if json_depth(text, max_depth) > max_depth:
        raise FileRefused(f"it nests lists and objects more than {max_depth} deep")
    try:
        return json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        stripped = text.rstrip()
        if text.lstrip().startswith("{") and exc.pos >= len(stripped):
            raise FileRefused("the file is truncated (it ends in the middle)") from None
        raise FileRefused(f"not valid JSON: {exc.msg} at line {exc.lineno} column "
                          f"{exc.colno}") from None
    except (ValueError, RecursionError) as exc:
        raise FileRefused(f"not valid JSON: {exc}") from None


def keep_as_backup(path: Path) -> Path | None:
    """Rename a refused data file to ``<name>.bak`` (or ``<name>.<n>.bak``) before it is replaced.

    Returns:
        The backup's path, or ``None`` when there was nothing at ``path``.

    Raises:
        OSError: The rename failed (the file is still where it was).
    """
    if not os.path.lexists(path):
        return None
    backup = path.with_name(f"{path.name}.bak")
    number = 2
    while os.path.lexists(backup):
        backup = path.with_name(f"{path.name}.{number}.bak")
        number += 1
    os.rename(path, backup)
    return backup


#: The temporary names :func:`atomic_write_text` makes: ``.<target>.<random>.tmp``.
_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")


def clean_temp_files(root: Path | None = None) -> list[Path]:
    """Remove temporary files a killed write left behind (in the data and saves directories).

    Only regular files named as :func:`atomic_write_text` names them are removed;
    everything else is left alone, and a file that cannot be removed is skipped.

    Returns:
        The files removed.
    """
    root = root if root is not None else data_dir()
    removed: list[Path] = []
    for directory in (root, root / "saves"):
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            try:
                if (_TEMP_NAME.match(entry.name) and entry.is_file(follow_symlinks=False)):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                continue
    return removed
