"""Fit to Print in the terminal: the game screen and its set-up screen with the puzzle and
scenario pickers (demo positions for the tools: :mod:`paperboy.tools.demos.fit_to_print`)."""

from __future__ import annotations

from .. import GameUI
from .screen import FitToPrintScreen
from .setup import FitToPrintSetupScreen

#: the keys players press most, for ``paperboy bench``: the grid cursor with a tile held,
#: Enter (place it, then take the next from the desk), the side pages
UI = GameUI(FitToPrintScreen, FitToPrintSetupScreen,
            bench_keys=("right", "down", "left", "up", "enter", "enter", "2", "3", "1"))

__all__ = ["UI", "FitToPrintScreen", "FitToPrintSetupScreen"]
