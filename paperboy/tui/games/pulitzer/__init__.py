"""Pulitzer's UI plug-in: the game screen (demo positions for the tools:
:mod:`paperboy.tools.demos.pulitzer`).

The screen itself lives in :mod:`.screen` (a paged game screen); placing Journalists by
cursor in :mod:`.placing` and :mod:`.board_cursor`, the Investigation board decisions in
:mod:`.pinning`, the step-by-step resolution log in :mod:`.resolution`; the four pages side
by side, one in view, in :mod:`.pages`; the board areas in
:mod:`.board`, the Investigation board on the shared grid widget in :mod:`.investigation`,
the score track and holdings in :mod:`.players`, the move labels in :mod:`.labels` and the
score sheet's lines in :mod:`.ending`.
"""

from __future__ import annotations

from .. import GameUI
from .screen import PulitzerScreen

#: the keys players press most, for ``paperboy bench``: the moves list, Enter (play the
#: move), the pages
UI = GameUI(PulitzerScreen, bench_keys=("down", "down", "up", "enter", "i", "p", "g", "b"))

__all__ = ["UI", "PulitzerScreen"]
