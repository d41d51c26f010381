"""Per-game screens; each module exposes ``SCREEN``, a GameScreen subclass.

Optional module attributes: ``SETUP_SCREEN`` (the game's own set-up form),
``screenshot_sessions()`` and ``BENCH_KEYS``/``bench_session()`` for the tools.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def game_module(game_id: str) -> ModuleType | None:
    """The TUI module of ``game_id`` under ``paperboy.tui.games``, or None if it has none."""
    module_name = f"{__name__}.{game_id.replace('-', '_')}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return None
