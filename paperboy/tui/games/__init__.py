"""Per-game UI plug-ins: each game's TUI package declares ``UI``, a :class:`GameUI`.

A game without a TUI package (the test-only games) is played on the shared
:class:`~paperboy.tui.screens.game.GameScreen` and set up with the shared form. The demo
positions the tools open (screenshots, bench) live under :mod:`paperboy.tools.demos`.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..screens.game import GameScreen
    from ..screens.setup import SetupScreen

#: The keys pressed on a game screen without its own ``bench_keys``.
DEFAULT_BENCH_KEYS = ("down", "down", "up")


@dataclass(frozen=True)
class GameUI:
    """What the app and the tools take from one game's TUI package.

    Attributes:
        screen: The game screen (a ``GameScreen`` subclass drawing the board from the view).
        setup_screen: The game's own set-up form, or None for the shared one.
        bench_keys: The keys players press most on the game screen, for ``paperboy bench``.
    """

    screen: type[GameScreen]
    setup_screen: type[SetupScreen] | None = None
    bench_keys: tuple[str, ...] = DEFAULT_BENCH_KEYS


def game_ui(game_id: str) -> GameUI | None:
    """The UI plug-in of ``game_id`` (its package under ``paperboy.tui.games``), or None if it has none."""
    module_name = f"{__name__}.{game_id.replace('-', '_')}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return None
    ui = getattr(module, "UI", None)
    if not isinstance(ui, GameUI):
        raise TypeError(f"{module_name} declares no UI plug-in (UI = GameUI(...))")
    return ui
