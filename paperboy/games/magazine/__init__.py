"""Magazine for 2-4 players: topic tiles, articles, Magazine cards and reputation.

Exposes ``GAME``, the :class:`~paperboy.games.magazine.game.MagazineGame` instance the
registry loads for the id ``magazine``.
"""

from __future__ import annotations

from .game import MagazineGame

GAME = MagazineGame()

__all__ = ["GAME", "MagazineGame"]
