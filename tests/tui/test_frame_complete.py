"""The first repaint after a key shows everything the key changed (``speed._screen_on_idle``,
``speed.repaint_pending``, ``GameScreen.after_repaint``).

Textual hears of a widget's request to be drawn only when the widget's own queue next runs
idle; a repaint the screen wrote before that showed part of a key's changes (Extra! Extra!'s
log line and status, without the board the same key changed), the rest waiting for the
repaint timer's next beat, 17 ms later.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
import textual.screen
from textual import events
from textual.screen import Screen
from textual.widgets import Static

from paperboy.engine import find_game
from paperboy.tools import bench_repaint
from paperboy.tui import speed

from .pilot_helpers import settle


def magazine_app() -> Any:
    """The bench's Magazine screen: Ann and bots, the first test set-up, seed 1."""
    make, _keys = bench_repaint._game_screen_factory(find_game("magazine"))
    return make()


async def idle_with_a_widget_unreported(app: Any, handler: Any) -> bool:
    """A widget in view has asked to be drawn and not told the screen yet while the screen
    has something else to draw: does the screen's idle handler start its repaint timer?"""
    screen = app.screen
    status = screen.query_one("#status", Static)
    screen._update_timer.pause()
    screen._dirty_widgets.add(screen.query_one("#log"))  # something the screen has heard of
    status._repaint_required = True  # and a request it has not
    painted = screen.__dict__.get("_paperboy_painted_at")
    screen._paperboy_painted_at = time.perf_counter()  # just repainted: a repaint now waits a beat
    event = events.Idle()
    await handler(screen, event)
    # Textual's handler starts its repaint timer; paperboy's sets one for the next beat
    started = screen._update_timer._active.is_set() or screen.__dict__.get("_paperboy_paint_timer") is not None
    status._repaint_required = False
    if painted is not None:
        screen._paperboy_painted_at = painted
    return started


async def test_the_screen_waits_for_widgets_in_view_that_asked_to_be_drawn() -> None:
    """A key changes several widgets, each telling the screen from its own queue; the screen
    starts its repaint timer only once those in view have told it (at most HOLD_REPAINT_S),
    so the first repaint after a key draws all it changed."""
    app = magazine_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert not await idle_with_a_widget_unreported(app, speed._screen_on_idle)
        app.screen._paperboy_held_since -= speed.HOLD_REPAINT_S  # held long enough: draw anyway
        assert await idle_with_a_widget_unreported(app, speed._screen_on_idle)
        await settle(pilot)


async def test_textual_alone_still_starts_its_repaint_before_every_widget_has_told_it() -> None:
    """Textual's own idle handler starts the repaint timer whatever widgets have yet to tell
    it: when an upgrade fails this, the wait (``speed._screen_on_idle``) is not needed."""
    app = magazine_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert await idle_with_a_widget_unreported(app, speed._original_screen_on_idle)
        await settle(pilot)


def test_textual_still_has_what_the_wait_and_the_check_read() -> None:
    """Textual 8.2's private names ``speed`` reads (renamed, the wait would stop working)."""
    widget = Static("x")
    assert isinstance(widget._repaint_required, bool)
    assert isinstance(widget._styles_cache._dirty_lines, set)
    assert "_on_idle" in vars(Screen)
    assert hasattr(Screen(), "_compositor") and hasattr(Screen()._compositor, "visible_widgets")


async def test_repaint_pending_sees_lines_in_view_not_drawn_yet() -> None:
    app = magazine_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert not speed.repaint_pending(app.screen)
        app.screen.query_one("#status", Static).refresh()
        assert speed.repaint_pending(app.screen)
        await settle(pilot)
        assert not speed.repaint_pending(app.screen)


async def test_a_screen_repaints_at_once_when_a_beat_has_gone_by_since_its_last_repaint(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = magazine_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        screen = app.screen
        screen._update_timer.pause()
        status = screen.query_one("#status", Static)
        status.update("a beat after the last repaint")
        status._repaint_required = False  # told the screen, as its own queue does when idle
        screen._dirty_widgets.add(status)
        screen._paperboy_painted_at = time.perf_counter() - 1  # a second ago
        await speed._screen_on_idle(screen, events.Idle())
        assert not screen._dirty_widgets  # repainted in the handler, not on the timer's grid
        assert not screen._update_timer._active.is_set()
        assert not speed.repaint_pending(screen)
        # within a beat of that repaint: once the beat is over (a beat of 0.2 s here, so that
        # a loaded machine pausing this test between two lines cannot end it early)
        beat = 0.2
        monkeypatch.setattr(textual.screen, "UPDATE_PERIOD", beat)
        screen._paperboy_painted_at = time.perf_counter()
        status.update("within the beat")
        status._repaint_required = False
        screen._dirty_widgets.add(status)
        await speed._screen_on_idle(screen, events.Idle())
        assert screen._dirty_widgets and screen._paperboy_paint_timer is not None
        await pilot.pause(2 * beat)
        assert not screen._dirty_widgets and screen._paperboy_paint_timer is None
        assert status.render_line(0).text.startswith("within the beat")


async def test_textuals_repaint_timer_still_waits_for_a_later_beat_after_a_repaint_that_overran() -> None:
    """Textual's interval timer (a screen's repaint beat) ticks on a grid and, after a tick
    that took longer than a beat, skips to a grid beat one to two beats ahead: resumed at
    once, it still waits more than a beat. When an upgrade fails this, ``speed._paint_soon``
    is not needed."""
    from textual.app import App

    beat = 0.05
    ticks: list[float] = []
    resumed: list[float] = []

    class _Beat(App[None]):
        def on_mount(self) -> None:
            self.timer = self.set_interval(beat, self.tick, pause=True)

        def tick(self) -> None:
            self.timer.pause()
            ticks.append(time.perf_counter())
            if len(ticks) == 1:
                time.sleep(beat * 1.3)  # a repaint that overran its beat
                self.timer.resume()  # asked for again at once
                resumed.append(time.perf_counter())

    app = _Beat()
    async with app.run_test() as pilot:
        app.timer.resume()
        await pilot.pause(beat * 5)
        assert len(ticks) == 2
        assert ticks[1] - resumed[0] > beat  # waited for the grid, more than a beat after asked


async def test_a_repaint_of_widgets_out_of_view_alone_does_not_hold_the_next_repaint_back_a_beat() -> None:
    """Pulitzer's log line, paced, was drawn on its page out of view a moment before the next
    bot's move: that repaint showed nothing, and the move's repaint waited a beat after it."""
    app = magazine_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        screen = app.screen
        hidden = Static("out of view", id="hidden")
        await screen.mount(hidden)
        hidden.display = False
        await settle(pilot)
        screen._update_timer.pause()
        long_ago = time.perf_counter() - 1
        screen._paperboy_painted_at = long_ago
        hidden.update("drawn out of view")
        screen._dirty_widgets.add(hidden)
        speed._screen_on_timer_update(screen)
        assert screen._paperboy_painted_at == long_ago
        status = screen.query_one("#status", Static)
        status.update("in view")
        screen._dirty_widgets.add(status)
        speed._screen_on_timer_update(screen)
        assert screen._paperboy_painted_at > long_ago
        await settle(pilot)
