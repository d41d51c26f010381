"""Magazine's UI plug-in: its game screen and the keys ``paperboy bench`` presses.

The package, by what each part does: :mod:`.screen` the screen (flow, keys, pages),
:mod:`.board` the board of spaces (a line-API widget with a cursor), :mod:`.spaces` the
spaces it offers, :mod:`.board_page`, :mod:`.players_page` and :mod:`.rewards_page` what
each page draws, :mod:`paperboy.tui.widgets.page_strip` the three pages side by side (a page key
scrolls to one) and the screen's map of where every widget is, and :mod:`.labels` the
words and marks (domains, levels, rewards, moves).
Demo positions for the tools live in :mod:`paperboy.tools.demos.magazine`.
"""

from __future__ import annotations

from .. import GameUI
from .labels import DOMAIN_LETTER, move_label, reward_short, spot_key, stars
from .screen import MagazineScreen

#: the keys players press most, for ``paperboy bench``: the board's cursor, Enter (play the
#: move) and undo, the pages
UI = GameUI(MagazineScreen, bench_keys=("down", "down", "up", "enter", "u", "p", "r", "b"))

__all__ = ["DOMAIN_LETTER", "UI", "MagazineScreen", "move_label", "reward_short", "spot_key", "stars"]
