"""Extra! Extra!'s UI plug-in: the game screen (demo positions for the tools:
:mod:`paperboy.tools.demos.extra_extra`).

The screen lives in :mod:`.screen`; the board pieces it draws from the view in
:mod:`.render`, the newspaper grid in :mod:`.paper`.
"""

from __future__ import annotations

from .. import GameUI
from .screen import ExtraExtraScreen

#: the keys players press most, for ``paperboy bench``: the moves list, Enter (play the
#: move), the pages
UI = GameUI(ExtraExtraScreen, bench_keys=("down", "down", "up", "enter", "n", "v", "b"))

__all__ = ["UI", "ExtraExtraScreen"]
