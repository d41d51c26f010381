"""User settings (handoff screen, colour theme, strict clocks, master think time), kept in ``settings.json``.

A missing file gives the defaults. A file that cannot be used (not a regular file, too
large, not text, not JSON, nested too deep, a field of the wrong type or value) is
ignored as a whole: the defaults apply, ``error`` says which file was ignored and why,
and the file is left untouched until the player changes a setting. Then it is first
renamed to ``settings.json.bak`` (or ``settings.json.<n>.bak``) and a new file is
written. A write that fails leaves ``save_error`` set and the setting in force for this
run; it never raises.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from paperboy.engine.think import DEFAULT_THINK_MS, MAX_THINK_MS, MIN_THINK_MS

from .paths import FileMissing, FileRefused, atomic_write_text, data_dir, keep_as_backup, parse_json, read_limited

THEMES = ("newsprint", "ink")

#: The master bot's think times the settings screen steps through (ms per decision).
THINK_STEPS = (100, 250, 500, 1000, 2000, 5000)

#: The largest settings file read.
MAX_SETTINGS_BYTES = 64 * 1024

#: The deepest nesting a settings file may have.
MAX_SETTINGS_DEPTH = 16


@dataclass
class Settings:
    """The player's settings.

    Attributes:
        handoff: Show the handoff screen between human players when needed.
        theme: One of :data:`THEMES`.
        path: The settings file.
        error: Why the settings file was ignored at start, or ``None``.
        save_error: Why the last write failed, or ``None``.
        backup: Where the ignored file was moved when a setting changed, if it was.
        think_ms: The master bot's think time per decision, in ms (also its hints).
    """

    handoff: bool = True
    theme: str = "newsprint"
    #: Clocks keep running while the rules, the keys help or the command palette are open.
    strict_clocks: bool = False
    think_ms: int = DEFAULT_THINK_MS
    path: Path | None = field(default=None, repr=False, compare=False)
    error: str | None = field(default=None, repr=False, compare=False)
    save_error: str | None = field(default=None, repr=False, compare=False)
    backup: Path | None = field(default=None, repr=False, compare=False)

    @classmethod
    def load(cls, root: Path | None = None) -> Settings:
        """Read ``settings.json`` from ``root`` (default: the data directory); never raises."""
        path = (root or data_dir()) / "settings.json"
        settings = cls(path=path)
        try:
            data: Any = parse_json(read_limited(path, MAX_SETTINGS_BYTES), MAX_SETTINGS_DEPTH)
            problem = _problem(data)
        except FileMissing:
            return settings
        except FileRefused as exc:
            problem = exc.reason
        if problem:
            settings.error = (f"the settings file {path} was ignored ({problem}); the defaults "
                              "apply, and the file is kept as it is until you change a setting")
            return settings
        settings.handoff = data.get("handoff", settings.handoff)
        settings.theme = data.get("theme", settings.theme)
        settings.strict_clocks = data.get("strict_clocks", settings.strict_clocks)
        settings.think_ms = data.get("think_ms", settings.think_ms)
        return settings

    def next_think_ms(self) -> int:
        """The next think time of :data:`THINK_STEPS` after the current one (round the list)."""
        later = [t for t in THINK_STEPS if t > self.think_ms]
        return later[0] if later else THINK_STEPS[0]

    def save(self) -> bool:
        """Write the settings; False (with ``save_error`` set) when the write failed.

        A file ignored at start is renamed to ``<name>.bak`` first, so it is never lost.
        """
        if self.path is None:
            self.save_error = "these settings have no file"
            return False
        try:
            if self.error is not None:
                self.backup = keep_as_backup(self.path)
                self.error = None
            atomic_write_text(self.path, json.dumps({"handoff": self.handoff, "theme": self.theme,
                                                     "strict_clocks": self.strict_clocks,
                                                     "think_ms": self.think_ms}, indent=2) + "\n")
        except OSError as exc:
            self.save_error = (f"cannot write the settings file {self.path}: "
                               f"{exc.strerror or type(exc).__name__}; the change holds "
                               "until paperboy closes")
            return False
        self.save_error = None
        return True


def _problem(data: Any) -> str | None:
    """What is wrong with parsed settings, or ``None`` (unknown keys are allowed)."""
    if not isinstance(data, dict):
        return "it is not a JSON object"
    if "handoff" in data and not isinstance(data["handoff"], bool):
        return "'handoff' must be true or false"
    if "theme" in data and data["theme"] not in THEMES:
        return f"'theme' must be one of {', '.join(THEMES)}"
    if "strict_clocks" in data and not isinstance(data["strict_clocks"], bool):
        return "'strict_clocks' must be true or false"
    if "think_ms" in data and (not isinstance(data["think_ms"], int) or isinstance(data["think_ms"], bool)
                               or not MIN_THINK_MS <= data["think_ms"] <= MAX_THINK_MS):
        return f"'think_ms' must be a whole number of milliseconds from {MIN_THINK_MS} to {MAX_THINK_MS}"
    return None
