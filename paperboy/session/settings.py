"""User settings (handoff screen on/off, colour theme, strict clocks), kept in ``settings.json``.

A missing or damaged file gives the defaults; a damaged file is never overwritten
silently: ``error`` says why and saving is refused until the user fixes or removes it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .paths import atomic_write_text, data_dir

THEMES = ("newsprint", "ink")


@dataclass
class Settings:
    handoff: bool = True
    theme: str = "newsprint"
    #: Clocks keep running while the rules, the keys help or the command palette are open.
    strict_clocks: bool = False
    path: Path | None = field(default=None, repr=False, compare=False)
    error: str | None = field(default=None, repr=False, compare=False)

    @classmethod
    def load(cls, root: Path | None = None) -> Settings:
        path = (root or data_dir()) / "settings.json"
        settings = cls(path=path)
        try:
            raw = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return settings
        except OSError as exc:
            settings.error = f"cannot read {path}: {exc}"
            return settings
        try:
            data: Any = json.loads(raw)
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
        except ValueError as exc:
            settings.error = f"{path} is damaged ({exc}); using defaults and leaving it untouched"
            return settings
        if isinstance(data.get("handoff"), bool):
            settings.handoff = data["handoff"]
        if isinstance(data.get("strict_clocks"), bool):
            settings.strict_clocks = data["strict_clocks"]
        if data.get("theme") in THEMES:
            settings.theme = data["theme"]
        return settings

    def save(self) -> bool:
        """Write the settings; returns False (and keeps ``error``) if the file was damaged."""
        if self.error or self.path is None:
            return False
        self.path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.path, json.dumps({"handoff": self.handoff, "theme": self.theme,
                                                 "strict_clocks": self.strict_clocks}, indent=2))
        return True
