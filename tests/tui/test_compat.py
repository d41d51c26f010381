"""Each guard in ``paperboy.tui.compat`` is still needed: without it the installed Textual fails.

Every test takes one guard off (``compat.suspended``) and reproduces the failure it guards
against. When a Textual release fixes the failure, the test fails: remove the guard (and
its test), the upstream issue named in ``compat.GUARDS`` is then resolved. The guarded
behaviour itself is tested in ``test_app.py`` (the palette, quick Enter/Escape, Quit).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

import pytest
from textual import events
from textual.app import App, ComposeResult, SystemCommand
from textual.command import CommandList, CommandPalette
from textual.containers import Horizontal, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Input, Label, OptionList, Select, Static
from tui.pilot_helpers import settle, wait_until

from paperboy.tui import compat, speed

compat.install()


class Bare(App[None]):
    """The smallest app: Textual's own palette (system commands) and nothing of paperboy's."""

    def compose(self) -> ComposeResult:
        yield Static("base")


class Plain(Screen[None]):
    def compose(self) -> ComposeResult:
        yield Static("plain")


class Probing(Screen[None]):
    """A screen whose mount handler queries its own widget, as paperboy's screens do."""

    def compose(self) -> ComposeResult:
        yield Static("probe", id="probe")

    def on_mount(self) -> None:
        self.query_one("#probe", Static)


def test_every_guard_names_its_upstream_issue_and_has_a_test_here() -> None:
    tests = {name for name in globals() if name.startswith("test_")}
    for name, guard in compat.GUARDS.items():
        assert guard.upstream, name
        assert f"test_{name.replace('-', '_')}_is_still_needed" in tests, name


async def test_option_list_page_keys_is_still_needed() -> None:
    app = Bare()
    async with app.run_test() as pilot:
        with compat.suspended("option-list-page-keys"):
            options = OptionList(*[f"option {i}" for i in range(30)])
            app.screen.mount(options)  # not laid out yet, as the palette right after it opens
            options.highlighted = 0
            with pytest.raises(KeyError):
                options.action_page_down()
        await pilot.pause()


async def test_late_dismiss_is_still_needed() -> None:
    app = Bare()
    async with app.run_test() as pilot:
        below, top = Plain(), Plain()
        await app.push_screen(below)
        await app.push_screen(top)
        with compat.suspended("late-dismiss"):
            below.dismiss()  # a late second dismiss of a screen no longer on top...
            await pilot.pause()
        assert app.screen is below, "...takes the screen on top away instead"


class WidgetForm(Screen[None]):
    """A form of Textual's own widgets whose mount handler focuses its first field, as the
    set-up form was before it was drawn as lines (it is cheap to open now, and shown again
    rather than built, so it no longer meets the late Mount itself)."""

    BINDINGS = [("escape", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(can_focus=False), Horizontal():
            yield Label("Seat 1")
            yield Input(value="Ann", id="name-0", compact=True)
            yield Select([("Person", "human"), ("Bot", "bot")], value="human", allow_blank=False, compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()


async def test_late_mount_is_still_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    from paperboy.tui.app import make_app

    # Keys take Textual's own way here (widget by widget up to the bindings), whose timing
    # the two keys below are set to: ``speed`` sends a key no widget reads straight to the
    # bindings, which opens the form sooner than the Escape typed with it arrives.
    monkeypatch.setattr(Widget, "_forward_event", speed._original_forward_event)
    app = make_app()
    app.open_setup = lambda *_: app.push_screen(WidgetForm())  # type: ignore[method-assign]
    with pytest.raises(NoMatches):
        async with app.run_test(size=(100, 32)) as pilot:
            with compat.suspended("late-mount"):
                await pilot.pause()
                app.post_message(events.Key("enter", None))  # a form opens from the menu...
                for _ in range(2):
                    await asyncio.sleep(0)
                app.post_message(events.Key("escape", None))  # ...and closes before its Mount
                await settle(pilot)


async def test_palette_reopen_is_still_needed() -> None:
    app = Bare()
    with pytest.raises(Exception, match="--command-palette"):
        async with app.run_test() as pilot:
            await pilot.press("ctrl+p")
            await wait_until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
            with compat.suspended("palette-reopen"):
                app.screen.dismiss()
                app.action_command_palette()  # the old palette is still leaving the DOM
                await settle(pilot)


async def _palette_without_its_list(pilot: Any) -> CommandPalette:
    app = pilot.app
    await pilot.press("ctrl+p")
    await wait_until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
    palette = app.screen
    await palette.query_one(CommandList).remove()
    await app.push_screen(Plain())
    return palette


async def test_palette_list_key_after_close_is_still_needed() -> None:
    app = Bare()
    async with app.run_test() as pilot:
        palette = await _palette_without_its_list(pilot)
        with compat.suspended("palette-list-key-after-close"), pytest.raises(NoMatches):
            palette._action_command_list("cursor_down")


async def test_palette_search_after_close_is_still_needed() -> None:
    app = Bare()
    with pytest.raises(Exception, match="No nodes match 'CommandList'"):  # a worker's failure
        async with app.run_test() as pilot:
            palette = await _palette_without_its_list(pilot)
            with compat.suspended("palette-search-after-close"):
                palette._gather_commands("qu")
                await settle(pilot)


class WithCommand(Bare):
    """Bare, with a palette command that opens a screen (as paperboy's Resume does)."""

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield SystemCommand("Open plain", "Open a plain screen", lambda: self.push_screen(Plain()))


async def test_palette_late_messages_is_still_needed() -> None:
    app = WithCommand()
    async with app.run_test() as pilot:
        await pilot.press("ctrl+p", *"open plain")
        await wait_until(pilot, lambda: any(found.option_count for found in app.screen.query(CommandList)),
                         "the palette to list its command")
        with compat.suspended("palette-late-messages"):
            for _ in range(3):  # Enters typed faster than the palette closes...
                app.post_message(events.Key("enter", None))
            await wait_until(pilot, lambda: isinstance(app.screen, Plain), "the command's screen")
            await settle(pilot)
        opened = [screen for screen in app.screen_stack if isinstance(screen, Plain)]
        assert len(opened) > 1, "...run the command once each"


async def fires_when_held_between_clock_reads(monkeypatch: pytest.MonkeyPatch) -> bool:
    """Whether a one-shot timer of 1 ms fires when its thread is held for 5 ms between the
    two clock reads that start it (as a bot's search holding the interpreter's lock does)."""
    from textual import timer as timer_module

    real = timer_module._time.get_time
    reads: dict[str, int] = {}

    def held_clock() -> float:
        task = asyncio.current_task()
        name = task.get_name() if task is not None else ""
        if name != "held-timer":
            return real()
        reads[name] = reads.get(name, 0) + 1
        return real() + (0.005 if reads[name] > 1 else 0.0)  # 5 ms pass after the first read

    fired: list[bool] = []
    app = Bare()
    async with app.run_test() as pilot:
        monkeypatch.setattr(timer_module._time, "get_time", held_clock)
        app.set_timer(0.001, lambda: fired.append(True), name="held-timer")
        for _ in range(20):
            await pilot.pause(0.01)
            if fired:
                break
        monkeypatch.setattr(timer_module._time, "get_time", real)
    assert reads.get("held-timer", 0) >= 2, "the timer read the clock twice before its wait"
    return bool(fired)


async def test_one_shot_timer_skipped_is_still_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    assert await fires_when_held_between_clock_reads(monkeypatch)  # guarded: it fires late
    with compat.suspended("one-shot-timer-skipped"):
        assert not await fires_when_held_between_clock_reads(monkeypatch)  # Textual: never
