"""Shared Pilot helpers: wait on the app (never a fixed time) and reach the game screen."""

from __future__ import annotations

from typing import Any

from textual.widgets import OptionList

from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.game import GameScreen


async def settle(pilot: Any) -> None:
    """Let messages, timers started by them and workers run out."""
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()


async def to_game_screen(pilot: Any, focus_moves: bool = False) -> GameScreen:
    """Past a handoff screen, if any, to the game screen (the moves list focused if asked)."""
    await settle(pilot)
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    if focus_moves:
        screen.query_one("#moves", OptionList).focus()
        await settle(pilot)
    return screen
