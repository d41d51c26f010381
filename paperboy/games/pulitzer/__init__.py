"""Pulitzer: the complete engine (3-5 players and The Pentagon Papers for 1-2).

Exposes ``GAME``, the :class:`~paperboy.games.pulitzer.game.PulitzerGame` instance the
registry loads.
"""

from __future__ import annotations

from .game import PulitzerGame

GAME = PulitzerGame()

__all__ = ["GAME", "PulitzerGame"]
