"""Python's garbage collection runs after a frame is written, not while a key is handled
(``paperboy.tui.speed.FrameCollector``)."""

from __future__ import annotations

import gc
from typing import Any

import pytest
from textual.app import App

from paperboy.tui import speed
from paperboy.tui.app import make_app

from .pilot_helpers import wait_until


async def test_the_automatic_passes_are_off_while_the_app_runs_and_back_after_it() -> None:
    assert gc.isenabled()
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert not gc.isenabled(), "an automatic pass could start inside a key"
        assert app.collector.running
    assert gc.isenabled(), "the collector is given back as it was when the app ends"


async def test_a_pass_runs_after_a_frame_once_enough_objects_were_made() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        before = sum(app.collector.passes)
        # Enough new container objects for the collector's first threshold, kept alive
        # until the frame, then a key that draws a frame.
        made = [[index] for index in range(3 * gc.get_threshold()[0])]
        await pilot.press("down")
        del made
        await wait_until(pilot, lambda: sum(app.collector.passes) > before, "a pass after the frame")
        assert gc.get_count()[0] < gc.get_threshold()[0]


def test_textual_still_writes_each_frame_through_the_method_the_collector_hooks() -> None:
    """``PaperboyApp._display`` wraps Textual's private ``App._display`` (where a frame is
    written): if an upgrade renames it, no pass would run after frames."""
    assert "_display" in vars(App)
    assert "_display" in vars(make_app().__class__)


@pytest.mark.parametrize(("counts", "since_full", "generation"), [
    ((800, 3, 2), 60.0, 0),   # young objects only: the young generation
    ((800, 10, 2), 60.0, 1),  # ten young passes since the middle one: the middle generation
    ((800, 10, 10), 60.0, 2),  # ten middle passes since the last full one: all of them
    ((800, 10, 10), 1.0, 1),  # ...but at most one full pass every FULL_GAP_S seconds
])
def test_each_pass_collects_the_generation_the_collectors_counts_call_for(
        monkeypatch: pytest.MonkeyPatch, counts: tuple[int, int, int], since_full: float,
        generation: int) -> None:
    collected: list[int] = []
    monkeypatch.setattr(speed.gc, "get_count", lambda: counts)
    monkeypatch.setattr(speed.gc, "get_threshold", lambda: (700, 10, 10))
    monkeypatch.setattr(speed.gc, "collect", lambda gen=2: collected.append(gen) or 0)
    monkeypatch.setattr(speed.gc, "disable", lambda: None)
    monkeypatch.setattr(speed.gc, "isenabled", lambda: True)
    collector = speed.FrameCollector()
    collector.start()
    collector._last_full -= since_full
    collector.collect()
    assert collected == [generation]
    assert collector.passes[generation] == 1


def test_no_pass_is_scheduled_before_enough_objects_were_made(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Any] = []
    monkeypatch.setattr(speed.gc, "get_count", lambda: (10, 0, 0))
    monkeypatch.setattr(speed.gc, "collect", lambda gen=2: calls.append(gen) or 0)
    monkeypatch.setattr(speed.gc, "disable", lambda: None)
    collector = speed.FrameCollector()
    collector.start()
    collector.frame_written()
    collector.backstop()
    assert calls == [] and not collector._pending
    collector.stop()


def test_a_pass_due_while_a_repaint_is_due_waits_for_the_frame_that_shows_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    collected: list[int] = []
    young = [800]
    monkeypatch.setattr(speed.gc, "get_count", lambda: (young[0], 0, 0))
    monkeypatch.setattr(speed.gc, "get_threshold", lambda: (700, 10, 10))
    monkeypatch.setattr(speed.gc, "collect", lambda gen=2: collected.append(gen) or 0)
    monkeypatch.setattr(speed.gc, "disable", lambda: None)
    monkeypatch.setattr(speed.gc, "isenabled", lambda: True)
    due = [True]
    collector = speed.FrameCollector(busy=lambda: due[0])
    collector.start()
    collector.collect()  # a bot's move came in after the frame: its repaint first
    assert collected == [] and not collector._pending  # the next frame schedules it again
    young[0] = 20 * 700  # frames went by without a pass: the backstop does not wait
    collector.backstop()
    assert collected == [0]
    due[0] = False
    collector.collect()
    assert collected == [0, 0]
    collector.stop()


async def test_the_apps_collector_waits_while_lines_in_view_wait_for_a_repaint() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert not app._repaint_due()
        widget = app.screen.focused or next(iter(app.screen._compositor.visible_widgets))
        widget.refresh()
        assert app._repaint_due()  # marked, not drawn yet
        await pilot.pause()
        assert not app._repaint_due()
