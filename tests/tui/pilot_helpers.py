"""Shared Pilot helpers: wait on the app (never a fixed time) and reach the game screen."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from textual.widgets import OptionList

from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.game import GameScreen


async def settle(pilot: Any) -> None:
    """Let messages, timers started by them and workers run out, and a game screen's
    drawing put off past a repaint (the focus placed, the moves listed) be done: on a
    loaded machine its timer may fire after the pauses above."""
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        screen = pilot.app.screen
        if not (isinstance(screen, GameScreen) and screen.drawing_after_repaint()):
            return
        await pilot.pause(0.01)


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


async def wait_until(pilot: Any, condition: Callable[[], object], what: str, timeout: float = 20.0) -> None:
    """Wait for ``condition()`` to hold: as soon as it does, never a fixed time.

    Between looks the app handles its messages and its timers get a chance to fire (bot
    pacing, replays of activations). Fails naming ``what`` after ``timeout`` seconds.
    """
    deadline = time.monotonic() + timeout
    while True:
        await pilot.pause()
        if condition():
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        await asyncio.sleep(POLL)


#: how long the app runs between two looks at a condition (timers fire meanwhile)
POLL = 0.002


def moves_offered(screen: object) -> int:
    """How many moves a game screen lists for the person at the keyboard (0 elsewhere)."""
    if not isinstance(screen, GameScreen):
        return 0
    moves = screen.query_one("#moves", OptionList)
    return 0 if moves.disabled else moves.option_count


async def pass_handoffs_until(pilot: Any, condition: Callable[[], object], what: str,
                              on_handoff: Callable[[HandoffScreen], None] | None = None) -> None:
    """Wait for ``condition()``, pressing Enter on each handoff screen met on the way.

    ``on_handoff`` looks at each handoff screen before it is passed (e.g. that it hides
    what it must).
    """
    app = pilot.app
    while True:
        await wait_until(pilot, lambda: condition() or isinstance(app.screen, HandoffScreen), what)
        if condition():
            return
        if on_handoff is not None:
            on_handoff(app.screen)
        await pilot.press("enter")


async def to_field(pilot: Any, key: str) -> Any:
    """Move the set-up form's cursor onto field ``key`` with ↑/↓; returns the form."""
    form = pilot.app.screen.form
    target = [f.key for f in form.fields if f.visible and f.focusable].index(key)
    for _ in range(len(form.fields)):
        here = [f.key for f in form.fields if f.visible and f.focusable].index(form.focused_field.key)
        if here == target:
            break
        await pilot.press("down" if here < target else "up")
    assert form.focused_field.key == key
    return form


async def choose(pilot: Any, key: str, value: object) -> Any:
    """Step the set-up form's choice ``key`` with → until it reads ``value``; returns the form."""
    form = await to_field(pilot, key)
    for _ in range(len(form.field(key).choices)):
        if form.value(key) == value:
            break
        await pilot.press("right")
    await pilot.pause()
    assert form.value(key) == value
    return form


def record_refreshes(widget: Any) -> list[tuple[Any, ...]]:
    """From now on, note the regions of each ``refresh`` of ``widget`` (none: the whole of it)."""
    asked: list[tuple[Any, ...]] = []
    original = widget.refresh

    def refresh(*regions: Any, **kwargs: Any) -> Any:
        asked.append(regions)
        return original(*regions, **kwargs)

    widget.refresh = refresh
    return asked


@contextmanager
def noting_calls(owner: Any, name: str, note: Callable[..., Any]) -> Iterator[list[Any]]:
    """While the block runs, each call of ``owner.<name>`` (a class's function or an
    object's method) also appends ``note(*args, **kwargs)`` to the list yielded; the call
    itself runs as before, and ``owner.<name>`` is given back after the block."""
    noted: list[Any] = []
    original = getattr(owner, name)

    def noting(*args: Any, **kwargs: Any) -> Any:
        noted.append(note(*args, **kwargs))
        return original(*args, **kwargs)

    setattr(owner, name, noting)
    try:
        yield noted
    finally:
        setattr(owner, name, original)
