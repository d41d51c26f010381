"""Extra! Extra!: the newspaper race for 2-6 players (engine, data, bots, scorepad).

``GAME`` is the :class:`~paperboy.games.extra_extra.game.ExtraExtraGame` instance the
registry loads.
"""

from __future__ import annotations

from .game import ExtraExtraGame

GAME = ExtraExtraGame()

__all__ = ["GAME", "ExtraExtraGame"]
