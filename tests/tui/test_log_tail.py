"""The game log under the board (:class:`LogTail`): the last lines that fit, in a fixed
height, and a line written repaints the log alone (no layout of the whole screen)."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from paperboy.tui.widgets.log_tail import LogTail


class _Demo(App[None]):
    CSS = "LogTail { height: 3; width: 20; }"

    def compose(self) -> ComposeResult:
        yield Static("above", id="above")
        yield LogTail(id="log")


def _shown(log: LogTail) -> list[str]:
    return [log.render_line(y).text.rstrip() for y in range(log.content_region.height)]


async def test_the_log_tail_shows_the_last_lines_that_fit_wrapped_at_its_width() -> None:
    app = _Demo()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(LogTail)
        log.write("one")
        await pilot.pause()
        assert _shown(log) == ["one", "", ""]  # fewer lines than the height: from the top
        for word in ("two", "three", "four is a line longer than twenty"):
            log.write(word)
        await pilot.pause()
        # the newest at the bottom; the long line wraps at the log's width and both halves show
        assert _shown(log) == ["three", "four is a line", "longer than twenty"]
        assert [strip.text.rstrip() for strip in log.lines][:2] == ["one", "two"]


async def test_a_line_written_to_the_log_tail_is_text_never_markup() -> None:
    app = _Demo()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(LogTail)
        log.write("[bold]Ann[/bold] played")
        await pilot.pause()
        assert _shown(log)[0] == "[bold]Ann[/bold]"


async def test_a_line_written_to_the_log_tail_asks_for_no_layout() -> None:
    app = _Demo()
    layouts: list[Any] = []
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(LogTail)
        await pilot.pause()
        screen = app.screen
        original = Screen._refresh_layout

        def counted(self: Screen[Any], *args: Any, **kwargs: Any) -> None:
            layouts.append(args)
            original(self, *args, **kwargs)

        screen._refresh_layout = counted.__get__(screen)  # type: ignore[method-assign]
        for i in range(8):
            log.write(f"line {i}")
            await pilot.pause()
        assert layouts == []
        assert _shown(log) == ["line 5", "line 6", "line 7"]  # and every line was drawn
