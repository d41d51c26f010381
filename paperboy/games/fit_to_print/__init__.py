"""Fit to Print: the headless engine (rules, components, scoring, scorepad and bots).

Exposes ``GAME``, registered in :mod:`paperboy.engine.registry` as ``fit-to-print``.
"""

from __future__ import annotations

from .game import FitToPrintGame

GAME = FitToPrintGame()

__all__ = ["GAME", "FitToPrintGame"]
