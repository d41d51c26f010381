"""The game log under the board (:class:`LogTail`): the last lines that fit, in a fixed
height, and a line written repaints the log alone (no layout of the whole screen)."""

from __future__ import annotations

from typing import Any

from layout_count import count_layouts
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import RichLog, Static

from paperboy.tui.widgets.log_tail import LogTail, PageLog


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
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(LogTail)
        await pilot.pause()
        layouts = count_layouts(app.screen)
        for i in range(8):
            log.write(f"line {i}")
            await pilot.pause()
        assert layouts == []
        assert _shown(log) == ["line 5", "line 6", "line 7"]  # and every line was drawn


class _TwoLogs(App[None]):
    CSS = "RichLog { height: 4; width: 30; }"

    def compose(self) -> ComposeResult:
        yield RichLog(id="plain", wrap=True, markup=False, min_width=20)
        yield PageLog(id="page", wrap=True, markup=False, min_width=20)


async def test_the_page_log_draws_every_line_as_textuals_rich_log_does() -> None:
    app = _TwoLogs()
    async with app.run_test(size=(40, 12)) as pilot:
        plain, page = app.query_one("#plain", RichLog), app.query_one("#page", PageLog)
        app.screen.set_focus(None)  # a focused log is tinted: compare the two alike
        await pilot.pause()
        for text in ("Round 1 begins.", Text("── Round 2 ──", style="bold reverse"), "a line long enough to wrap once"):
            plain.write(text)
            page.write(text)
        await pilot.pause()
        for y in range(4):  # the lines written, then the blank ones under them
            assert list(page.render_line(y)) == list(plain.render_line(y))
        calls = 0
        original = type(page).rich_style

        def counted(self: PageLog) -> Any:
            nonlocal calls
            calls += 1
            return original.fget(self)  # type: ignore[attr-defined]

        type(page).rich_style = property(counted)  # type: ignore[method-assign,assignment]
        try:
            for y in range(4):
                page.render_line(y)
        finally:
            type(page).rich_style = original  # type: ignore[method-assign]
        assert calls == 0  # the style worked out once, not for every line drawn
