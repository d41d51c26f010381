"""Where paperboy keeps its files, and how it writes them without ever leaving half a file.

:func:`data_dir` is the per-user data directory (``platformdirs``); the environment
variable ``PAPERBOY_DATA_DIR`` overrides it so tests and portable installs can point
elsewhere. :func:`atomic_write_text` writes through a temporary file in the same
directory, flushes it to disk and renames it over the target, so a crash leaves either
the old file or the new one, never a mix.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

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
