"""The shared paged game screen (``tui/screens/paged.py``): tabs line, page keys, scrolling
and drawing only what changed, with the test-only game Sealed Bids."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
import toygame
from textual._compositor import Compositor
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.errors import NoWidget
from textual.geometry import Region
from textual.widgets import Static

from paperboy.engine import register, unregister
from paperboy.session import SaveStore, Seat, Session
from paperboy.tui.screens.paged import PagedGameScreen
from paperboy.tui.widgets.page_strip import PageStrip, PlacesKept, StripPage, changed_places, in_view

from .pilot_helpers import noting_calls, to_game_screen


class Page(StripPage, VerticalScroll):
    pass


class TwoPages(PagedGameScreen):
    PAGES = ("table", "notes")
    PAGE_TITLES: ClassVar[dict[str, str]] = {"table": "The table", "notes": "Notes"}
    PAGE_SHORT_TITLES: ClassVar[dict[str, str]] = {"table": "Tbl", "notes": "Nts"}
    PAGE_KEYS: ClassVar[dict[str, str]] = {"table": "t", "notes": "n"}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "page('table')", "Table", show=False),
        Binding("n", "page('notes')", "Notes", show=False),
        Binding("right_square_bracket", "scroll_page(1)", "Scroll", show=False),
    ]

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.builds: list[str] = []

    def compose_board(self) -> ComposeResult:
        with Vertical(id="board"):
            yield Static(id="tabs")
            with PageStrip(current=f"page-{self.page}", id="pages"):
                with Page(id="page-table"):
                    yield Static(id="table")
                with Page(id="page-notes"):
                    yield Static("\n".join(f"note {i}" for i in range(200)), id="notes")

    def refresh_board(self, view: dict[str, Any], seat: int | None) -> None:
        self.draw_tabs()
        self.draw_page(self.page)

    def draw_page(self, page: str) -> None:
        if page == "table":
            self.put("#table", "same", lambda: self.builds.append("table") or "the table")


class PagesApp(App[None]):
    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def on_mount(self) -> None:
        self.push_screen(TwoPages(self.session))


@pytest.fixture
def session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Session]:
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    register(toygame.GAME, "toygame")
    try:
        yield Session.new(toygame.GAME.id, [Seat("Ann"), Seat("Bob", "bot")], {}, 1, store=SaveStore(tmp_path))
    finally:
        unregister(toygame.GAME.id)


async def test_page_keys_switch_pages_mark_the_tabs_line_and_brackets_scroll_the_page(session: Session) -> None:
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, TwoPages)
        tabs = str(screen.query_one("#tabs", Static).render())
        assert "▸t:The table" in tabs and " n:Notes" in tabs
        await pilot.press("n")
        await pilot.pause()
        assert screen.page == "notes"
        assert screen.query_one("#pages", PageStrip).current == "page-notes"
        assert in_view(screen.query_one("#page-notes")) and not in_view(screen.query_one("#page-table"))
        tabs = str(screen.query_one("#tabs", Static).render())
        assert "▸n:Notes" in tabs
        assert "[ ]:scroll" in tabs  # the notes are taller than the screen
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert screen.query_one("#page-notes", VerticalScroll).scroll_target_y > 0


async def test_a_part_whose_view_data_did_not_change_is_not_built_again(session: Session) -> None:
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, TwoPages)
        await pilot.press("n", "t", "n", "t")
        await pilot.pause()
        assert screen.builds == ["table"]
        screen.forget_drawn("#table")
        screen.draw_page("table")
        assert screen.builds == ["table", "table"]


async def test_narrow_tabs_line_takes_short_titles_and_keeps_the_hints_whole(session: Session) -> None:
    app = PagesApp(session)
    async with app.run_test(size=(64, 24)) as pilot:
        await to_game_screen(pilot)
        await pilot.press("n")
        await pilot.pause()
        tabs = str(app.screen.query_one("#tabs", Static).render())
        assert "Nts" in tabs and "Notes" not in tabs
        assert "[ ]:scroll" in tabs


@pytest.mark.parametrize("size", [(64, 24), (100, 32)])
async def test_the_tabs_line_keeps_its_titles_and_height_from_page_to_page(
        session: Session, size: tuple[int, int]) -> None:
    """The tabs line takes the form the most crowded page needs (here the notes, which
    scroll) on every page, so a page key never moves the rest of the screen; each page
    still names only its own hints."""
    app = PagesApp(session)
    async with app.run_test(size=size) as pilot:
        screen = await to_game_screen(pilot)
        shown: dict[str, list[str]] = {}
        for key, page in (("n", "notes"), ("t", "table"), ("n", "notes")):
            await pilot.press(key)
            await pilot.pause()
            tabs = screen.query_one("#tabs", Static)
            lines = str(tabs.render()).split("\n")
            shown[page] = [line.replace("▸", " ").split(" · ")[0] for line in lines]
            assert tabs.size.height == len(lines)
            assert ("[ ]:scroll" in str(tabs.render())) == (page == "notes")
        assert len(shown["table"]) == len(shown["notes"])
        assert shown["table"][0] == shown["notes"][0]  # the same titles


async def test_a_page_out_of_view_takes_no_focus_and_the_strip_keeps_the_page_shown(session: Session) -> None:
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, TwoPages)
        table, notes = screen.query_one("#page-table", Page), screen.query_one("#page-notes", Page)
        strip = screen.query_one("#pages", PageStrip)
        assert table.allow_focus() and not notes.allow_focus()
        await pilot.press("n")
        await pilot.pause()
        assert notes.allow_focus() and not table.allow_focus()
        assert strip.scroll_x == strip.scrollable_content_region.width  # the second page
        assert notes.region.x == strip.region.x  # the page shown sits where the strip shows
        table.scroll_visible()  # a page out of view never scrolls the strip to itself
        await pilot.pause()
        assert strip.current == "page-notes" and notes.region.x == strip.region.x


async def test_page_keys_and_drawing_out_of_view_never_arrange_the_whole_screen_outside_a_layout(
        session: Session) -> None:
    """The paged screen's compositor keeps its map of every widget current (PlacesKept):
    Textual's own marks the map stale at every scroll and whenever a widget out of view asks
    to be drawn, then arranges the whole screen again to find that widget. This reads
    Textual's private compositor (8.2): it fails if that stops working."""
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, TwoPages)
        compositor = screen._compositor
        arranged: list[bool] = []
        reflows: list[bool] = []
        arrange_root, reflow = compositor._arrange_root, compositor.reflow

        def counted_arrange(*args: Any, **kwargs: Any) -> Any:
            arranged.append(kwargs.get("visible_only", args[2] if len(args) > 2 else True))
            return arrange_root(*args, **kwargs)

        def counted_reflow(*args: Any, **kwargs: Any) -> Any:
            reflows.append(True)
            return reflow(*args, **kwargs)

        compositor._arrange_root = counted_arrange  # type: ignore[method-assign]
        compositor.reflow = counted_reflow  # type: ignore[method-assign]
        strip = screen.query_one("#pages", PageStrip)
        for text in ("one", "two", "three"):
            strip.show("page-notes")  # a scroll of the strip, nothing laid out
            await pilot.pause()
            assert compositor.full_map  # what Textual asks for a widget not in its map in view
            screen.query_one("#table", Static).update(f"the table, {text}")  # out of view
            await pilot.pause()
            assert compositor.full_map
            strip.show("page-table")
            await pilot.pause()
        whole = arranged.count(False)
        # (the strip's scrolls move the map without arranging anything: a layout may not come)
        assert whole == len(reflows), f"{whole - len(reflows)} arrangements outside a layout"
        assert strip.current == "page-table" and strip.scroll_x == 0


async def test_a_map_made_again_draws_the_places_that_changed_and_a_layout_only_what_moved(
        session: Session) -> None:
    """The compositor keeps the map a layout made as its map in view (PlacesKept). Textual
    makes a stale map of every widget again when asked where a widget is, and draws nothing
    that moved meanwhile; the next layout compares with that map. A widget gone in between
    was in neither, its cells never drawn again (a recap toast replaced by the next left
    letters over Extra! Extra!'s side panel border: ``test_written_screen.py``). The map made
    again now draws the places that changed; a layout or a page key (a scroll of the strip)
    draws only what moved."""
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        compositor = screen._compositor
        assert isinstance(compositor, PlacesKept)
        whole = screen.size.region
        await pilot.pause()
        compositor._dirty_regions.clear()
        compositor.reflow(screen, screen.size)  # what a layout does, nothing having moved
        assert not compositor._dirty_regions
        compositor.reflow_visible(screen, screen.size)  # what a scroll does
        assert not compositor._dirty_regions
        tabs = screen.query_one("#tabs", Static)
        geometry = compositor.full_map[tabs]
        was = geometry.clip.intersection(geometry.region)
        assert was
        tabs.display = False  # gone from the map made next, before any layout
        compositor._full_map_invalidated = True
        assert tabs not in compositor.full_map
        assert was in compositor._dirty_regions and whole not in compositor._dirty_regions
        assert changed_places(compositor.full_map, compositor.full_map) == set()


async def test_a_widget_not_displayed_is_found_in_no_map_without_arranging_the_screen_again(
        session: Session) -> None:
    """A hidden widget asked where it is (to be drawn again, its text updated) is said to be
    in no map at once; Textual arranged the whole screen again to find that out whenever
    the map was stale (Pulitzer's hidden side note, at every move)."""
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        compositor = screen._compositor
        hidden = screen.query_one("#tabs", Static)
        hidden.display = False
        await pilot.pause()
        with noting_calls(compositor, "_arrange_root", lambda *_a, **_k: True) as arranged:
            compositor._full_map_invalidated = True  # as when a widget out of view asked to be drawn
            with pytest.raises(NoWidget):
                compositor.find_widget(hidden)
            assert hidden.region == Region() and arranged == []
        shown = screen.query_one("#table", Static)
        assert compositor.find_widget(shown).region == shown.region  # the others as before


async def test_textuals_compositor_still_arranges_the_screen_to_find_a_hidden_widget(session: Session) -> None:
    """What :class:`PlacesKept` saves (this fails once Textual stops doing it)."""
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        hidden = screen.query_one("#tabs", Static)
        hidden.display = False
        await pilot.pause()
        compositor = Compositor()
        compositor.reflow(screen, screen.size)
        with noting_calls(compositor, "_arrange_root", lambda *_a, **_k: True) as arranged:
            compositor._full_map_invalidated = True
            compositor._visible_map = None
            with pytest.raises(NoWidget):
                compositor.find_widget(hidden)
        assert arranged == [True]


async def test_the_map_made_again_is_also_the_map_in_view(session: Session) -> None:
    """Textual drops the map in view when it makes the map of every widget again; with none
    in view, every widget asked where it is after the map was next marked stale arranged
    the whole screen again. The map made again serves as the map in view."""
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        compositor = screen._compositor
        compositor._full_map_invalidated = True
        made = compositor.full_map
        assert compositor._visible_map is made
        table = screen.query_one("#table", Static)
        with noting_calls(compositor, "_arrange_root", lambda *_a, **_k: True) as arranged:
            compositor._full_map_invalidated = True  # stale again: nothing moved meanwhile
            assert compositor.find_widget(table) is made[table] and arranged == []


async def test_a_widget_out_of_view_drawn_again_leaves_the_map_current(session: Session) -> None:
    """A repaint of a widget out of view that the map holds (a page drawn ahead) moves
    nothing: the map stays current, and the next widget asked where it is (every refresh
    asks its size) does not arrange the whole screen again (Pulitzer's place board, hand
    line and verdict, after its Log page was drawn ahead: 1.5-3 ms of a bot's move). A
    widget the map does not hold still marks it stale, as Textual does; Textual's own
    compositor marks it stale for any widget out of view (this fails once it stops)."""
    app = PagesApp(session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        compositor = screen._compositor
        table, notes = screen.query_one("#table", Static), screen.query_one("#notes", Static)
        screen.query_one("#pages", PageStrip).show("page-table")
        await pilot.pause()
        assert notes not in compositor.visible_widgets and notes in compositor._full_map
        assert not compositor._full_map_invalidated
        with noting_calls(compositor, "_arrange_root", lambda *_a, **_k: True) as arranged:
            compositor.update_widgets({notes})
            assert not compositor._full_map_invalidated
            table.refresh()
            assert arranged == []
        compositor.update_widgets({Static("not laid out")})
        assert compositor._full_map_invalidated
        textuals = Compositor()
        textuals.reflow(screen, screen.size)
        assert notes not in textuals.visible_widgets
        textuals.update_widgets({notes})
        assert textuals._full_map_invalidated
