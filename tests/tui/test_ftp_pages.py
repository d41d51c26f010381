"""The pages beside Fit to Print's paper (tui/games/fit_to_print/pages.py): one line-API
widget draws the page shown, so a page key repaints it without laying out the screen, a
page taller than its room scrolls with a scroll bar, and each page keeps its place."""

from __future__ import annotations

import io
from typing import Any

from layout_count import count_layouts
from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from tui.pilot_helpers import record_refreshes

from paperboy.tools.demos import fit_to_print as ftp
from paperboy.tui.app import make_app
from paperboy.tui.games.fit_to_print.pages import PageLines


async def test_page_keys_show_each_page_without_laying_out_the_screen() -> None:
    app = make_app(session=ftp.sunday_session())
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        pages = screen.query_one("#pages", PageLines)
        await pilot.press("1", "2", "3")  # every page drawn once
        await pilot.pause()
        layouts = count_layouts(screen)
        for key, page, words in (("1", "tracks", "Tracks: points"), ("2", "cards", "Centerpiece"),
                                 ("3", "pile", "Centre pile")):
            await pilot.press(key)
            await pilot.pause()
            assert pages.page == page and screen.page == page
            shown = "\n".join(strip.text for strip in pages.render_lines(pages.size.region))
            assert words in shown  # what is on screen is the page the key names
            assert f"▸{key}:" in str(screen.query_one("#tabs").render())
        assert layouts == []


class TallPages(App[None]):
    CSS = "PageLines { height: 5; }"

    def compose(self) -> ComposeResult:
        yield PageLines(("long", "short"), "long", id="pages")


async def test_a_page_taller_than_its_room_scrolls_and_each_page_keeps_its_place() -> None:
    app = TallPages()
    async with app.run_test(size=(40, 10)) as pilot:
        pages = app.query_one(PageLines)
        pages.set_part("long", 0, Text("\n".join(f"line {i}" for i in range(12))))
        pages.set_part("short", 0, Text("one line"))
        pages.set_part("short", 1, None)  # a part not shown takes no room
        await pilot.pause()
        assert pages.show_vertical_scrollbar and pages.max_scroll_y == 7
        pages.scroll_page_down(animate=False)
        await pilot.pause()
        assert pages.scroll_y == 5
        assert pages.render_lines(pages.size.region)[0].text.startswith("line 5")
        pages.show_page("short")
        await pilot.pause()
        assert pages.max_scroll_y == 0 and not pages.show_vertical_scrollbar
        assert pages.render_lines(pages.size.region)[0].text.startswith("one line")
        pages.show_page("long")
        await pilot.pause()
        assert pages.scroll_y == 5  # back where it was


async def test_a_part_drawn_again_repaints_only_its_changed_lines() -> None:
    app = TallPages()
    async with app.run_test(size=(40, 10)) as pilot:
        pages = app.query_one(PageLines)
        pages.set_part("long", 0, Text("Tracks\nAnn 3"))
        pages.set_part("long", 1, Text("Clocks\nAnn 1:30"))
        await pilot.pause()
        layouts = count_layouts(app.screen)
        repainted = record_refreshes(pages)
        pages.set_part("long", 1, Text("Clocks\nAnn 1:29"))
        await pilot.pause()
        assert [region.y for (region,) in repainted] == [3]  # the clock's line alone
        assert "Ann 1:29" in pages.page_text("long") and layouts == []


def _drawn_widths(pages: PageLines) -> list[int]:
    """The widths ``pages`` draws its parts at from now on (one entry a part drawn)."""
    widths: list[int] = []
    original = pages._page_lines

    def page_lines(page: str, width: int) -> Any:
        before = len(pages._part_lines)
        lines = original(page, width)
        widths.extend([width] * (len(pages._part_lines) - before))
        return lines

    pages._page_lines = page_lines  # type: ignore[method-assign]
    return widths


async def _a_tall_desk(app: TallPages, pilot: Any) -> PageLines:
    """The page "long" showing a desk of 12 lines (Ann's), taller than its room of 5."""
    pages = app.query_one(PageLines)
    pages.set_part("long", 0, Text("\n".join(f"desk {i}" for i in range(12))), key="Ann")
    await pilot.pause()
    assert pages.show_vertical_scrollbar
    return pages


async def test_a_part_drawn_anew_on_a_page_with_its_scroll_bar_is_drawn_once() -> None:
    app = TallPages()
    async with app.run_test(size=(40, 10)) as pilot:
        pages = await _a_tall_desk(app, pilot)
        widths = _drawn_widths(pages)
        pages.set_part("long", 0, Text("\n".join(f"desk {i}" for i in range(11))), key="Bob")
        await pilot.pause()
        narrow = pages.size.width - pages.styles.scrollbar_size_vertical
        assert widths == [narrow]  # beside the scroll bar only (at the full width first, before)
        assert pages.show_vertical_scrollbar and pages.render_lines(pages.size.region)[0].text.startswith("desk 0")


async def test_a_page_that_fits_again_loses_its_scroll_bar_and_takes_the_full_width() -> None:
    app = TallPages()
    async with app.run_test(size=(40, 10)) as pilot:
        pages = await _a_tall_desk(app, pilot)
        # beside the scroll bar it takes 6 lines (one more than the room), at 40 columns 5: it fits
        text = Text("x" * 40 + "\n" + "\n".join(f"desk {i}" for i in range(4)))
        assert pages.size.width == 40 and pages.styles.scrollbar_size_vertical
        pages.set_part("long", 0, text, key="Bob")
        await pilot.pause()
        assert not pages.show_vertical_scrollbar and pages.max_scroll_y == 0
        assert pages.render_lines(pages.size.region)[0].text == "x" * 40


async def test_a_part_kept_ahead_is_shown_later_from_the_lines_drawn_then() -> None:
    app = TallPages()
    async with app.run_test(size=(40, 10)) as pilot:
        pages = await _a_tall_desk(app, pilot)
        bob = Text("\n".join(f"bob {i}" for i in range(11)))
        shown = pages.render_lines(pages.size.region)
        pages.keep_part("long", 0, bob, key="Bob")  # drawn, not shown
        assert pages.render_lines(pages.size.region) == shown
        widths = _drawn_widths(pages)
        pages.set_part("long", 0, bob, key="Bob")
        await pilot.pause()
        assert widths == []  # nothing drawn again
        assert pages.render_lines(pages.size.region)[0].text.startswith("bob 0")


async def test_a_part_kept_ahead_on_pages_without_a_scroll_bar_is_kept_at_the_full_width() -> None:
    app = TallPages()
    async with app.run_test(size=(40, 10)) as pilot:
        pages = app.query_one(PageLines)
        pages.styles.scrollbar_size_vertical = 0
        await pilot.pause()
        short = Text("bob 0\nbob 1")
        pages.keep_part("long", 0, short, key="Bob")
        widths = _drawn_widths(pages)
        pages.set_part("long", 0, short, key="Bob")
        await pilot.pause()
        assert widths == [] and pages.render_lines(pages.size.region)[0].text.startswith("bob 0")


async def test_drawing_the_page_looks_up_its_lines_once_not_once_a_line() -> None:
    app = TallPages()
    async with app.run_test(size=(40, 10)) as pilot:
        pages = await _a_tall_desk(app, pilot)
        looked_up = []
        original = pages._shown_lines

        def shown_lines() -> Any:
            looked_up.append(1)
            return original()

        pages._shown_lines = shown_lines  # type: ignore[method-assign]
        pages._styles_cache.clear()
        lines = pages.render_lines(pages.size.region)
        assert [line.text.rstrip() for line in lines[:2]] == ["desk 0", "desk 1"] and len(looked_up) == 1


def _clock_lines(renderable: Any, width: int) -> list[list[tuple[str, Any]]]:
    """The lines Rich draws, runs of one style joined (what the screen shows)."""
    from rich.console import Console
    from rich.segment import Segment

    console = Console(width=width, file=io.StringIO(), color_system=None)
    lines = console.render_lines(renderable, console.options.update(width=width), pad=False)
    return [[(s.text, s.style) for s in Segment.simplify(Segment(s.text, s.style or Style()) for s in line) if s.text]
            for line in lines]


def test_the_clocks_drawn_as_plain_rows_look_as_the_table_draws_them() -> None:
    from paperboy.tui.games.fit_to_print import render

    for names in (["Ann"], ["Ann", "Bob (expert)", "Catherine Zeta-Jones", "Dan"], ["Émile", "李小龍"]):
        units = [{"name": name, "clock_left_ms": 90_000 + 7_000 * i, "status": "layout", "seats": [i]}
                 for i, name in enumerate(names)]
        view = {"phase": "round", "limit_ms": 240_000, "units": units, "turn": 1}
        for width in (20, 30, 45, 65):
            panel = render.clocks_panel(view)
            rows = panel.renderables[1]
            assert isinstance(rows, render.PlainRows)
            plain = _clock_lines(rows, width)
            table = _clock_lines(rows.table, width)
            assert plain == table, (names, width)
