"""Hot-seat session layer: seats, turn handoff, clocks, undo, autosave and profiles.

Builds on :mod:`paperboy.engine` and never imports a UI library (textual, rich, click).

The names below are loaded on first use (PEP 562): the menu reads only the settings
before its first frame, and the session, saves and profiles load when they are needed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .clocks import ChessClock, Clock, RoundTimer, TimeSource, clock_from_dict
    from .paths import DATA_DIR_ENV, atomic_write_text, clean_temp_files, data_dir
    from .profiles import (
        PROFILES_FORMAT,
        GameStats,
        Profile,
        Profiles,
        ProfilesError,
    )
    from .saves import APP_MARK, FORMAT_VERSION, SaveInfo, SaveStore, read_save
    from .seats import SEAT_KINDS, Seat
    from .session import Session, bot_seed, random_seed
    from .settings import THEMES, Settings

#: Exported name -> the submodule that defines it.
_EXPORTS: dict[str, str] = {
    **dict.fromkeys(("ChessClock", "Clock", "RoundTimer", "TimeSource", "clock_from_dict"), ".clocks"),
    **dict.fromkeys(("DATA_DIR_ENV", "atomic_write_text", "clean_temp_files", "data_dir"), ".paths"),
    **dict.fromkeys(("PROFILES_FORMAT", "GameStats", "Profile", "Profiles",
                     "ProfilesError"), ".profiles"),
    **dict.fromkeys(("APP_MARK", "FORMAT_VERSION", "SaveInfo", "SaveStore", "read_save"), ".saves"),
    **dict.fromkeys(("SEAT_KINDS", "Seat"), ".seats"),
    **dict.fromkeys(("Session", "bot_seed", "random_seed"), ".session"),
    **dict.fromkeys(("THEMES", "Settings"), ".settings"),
}

__all__ = [
    "APP_MARK", "DATA_DIR_ENV", "FORMAT_VERSION", "PROFILES_FORMAT",
    "SEAT_KINDS", "THEMES", "Settings", "ChessClock", "Clock", "GameStats", "Profile", "Profiles", "ProfilesError",
    "RoundTimer", "SaveInfo", "SaveStore", "Seat", "Session", "TimeSource", "atomic_write_text",
    "bot_seed", "clean_temp_files", "clock_from_dict", "data_dir", "random_seed", "read_save",
]


def __getattr__(name: str) -> Any:
    """Import the submodule that defines ``name`` the first time it is asked for."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # As ``from .module import name`` would: ``python -X importtime`` lists the module.
    value = getattr(__import__(module[1:], globals(), None, [name], 1), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
