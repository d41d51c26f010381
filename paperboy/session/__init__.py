"""Hot-seat session layer: seats, turn handoff, clocks, undo, autosave and profiles.

Builds on :mod:`paperboy.engine` and never imports a UI library (textual, rich, click).
"""

from __future__ import annotations

from .clocks import ChessClock, Clock, RoundTimer, TimeSource, clock_from_dict
from .paths import DATA_DIR_ENV, atomic_write_text, clean_temp_files, data_dir
from .profiles import (
    ACHIEVEMENT_MODES,
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

__all__ = [
    "ACHIEVEMENT_MODES", "APP_MARK", "DATA_DIR_ENV", "FORMAT_VERSION", "PROFILES_FORMAT",
    "SEAT_KINDS", "THEMES", "Settings", "ChessClock", "Clock", "GameStats", "Profile", "Profiles", "ProfilesError",
    "RoundTimer", "SaveInfo", "SaveStore", "Seat", "Session", "TimeSource", "atomic_write_text",
    "bot_seed", "clean_temp_files", "clock_from_dict", "data_dir", "random_seed", "read_save",
]
