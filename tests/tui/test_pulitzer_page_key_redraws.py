"""A Pulitzer page key redraws nothing it drew before.

- The tabs line: each form of it (page shown, width, hints) is worked out and drawn through
  Rich once; a page key after that shows lines the tabs line kept.
- The Players page is one widget drawing its parts as lines: a change in their number of
  lines lays out nothing.
- The Log page's scroll bar: lines for the Log page are written while another page shows,
  once the repaint is done, and the page (its scroll bar too) is drawn ahead; bringing the
  page into view does not set its scroll bar again. The ``g`` key then draws no line of the
  bar.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from layout_count import count_layouts
from textual.scrollbar import ScrollBar
from textual.widget import Widget
from textual.widgets import OptionList
from tui.pilot_helpers import settle, wait_until

from paperboy.engine import Event
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.games.pulitzer.pages import LinesPage
from paperboy.tui.games.pulitzer.screen import PulitzerScreen
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.paged import PagedGameScreen, TabsLine

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)


async def ann_to_act(pilot: Any, session: Session) -> PulitzerScreen:
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, PulitzerScreen)
    await wait_until(pilot, lambda: session.human_to_act() == [0] and not screen.events_waiting
                     and screen.query_one("#moves", OptionList).option_count > 0, "Ann to act")
    return screen


def three_players() -> Session:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice"), Seat("Cat", "bot", "novice")]
    return Session.new("pulitzer", seats, {}, 3, autosave=False)


async def test_a_page_key_draws_the_tabs_line_from_the_lines_it_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await ann_to_act(pilot, session)
        await pilot.press("i", "p", "g", "b")  # every form of the tabs line drawn once
        await settle(pilot)
        worked_out: list[str] = []
        drawn: list[str] = []
        tabs_text = PagedGameScreen.tabs_text
        render_content = Widget._render_content

        def counted_tabs_text(self: PagedGameScreen, *args: Any) -> Any:
            worked_out.append(self.page)
            return tabs_text(self, *args)

        def counted_render_content(widget: Widget) -> None:
            if isinstance(widget, TabsLine):
                drawn.append(screen.page)
            render_content(widget)

        monkeypatch.setattr(PagedGameScreen, "tabs_text", counted_tabs_text)
        monkeypatch.setattr(Widget, "_render_content", counted_render_content)
        tabs = screen.query_one("#pz-tabs", TabsLine)
        for key, page in (("i", "investigation"), ("p", "players"), ("g", "log"), ("b", "board")):
            await pilot.press(key)
            await settle(pilot)
            assert screen.page == page
            line = "".join(segment.text for segment in tabs.render_lines(tabs.region.reset_offset)[0])
            assert f"▸{key}:" in line  # the line shown is the page's
        assert worked_out == []
        assert drawn == []


@pytest.mark.parametrize("key", ["g", "p"])
async def test_a_page_key_draws_no_line_of_the_pages_scroll_bar(monkeypatch: pytest.MonkeyPatch, key: str) -> None:
    """The Log and Players pages keep their scroll bars through lines written ahead and
    layouts of the screen."""
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await ann_to_act(pilot, session)
        log_page = screen.query_one("#page-log" if key == "g" else "#page-players")
        await pilot.press(key, "b")  # the page has been shown once (it has its size)
        await settle(pilot)
        drawn: list[str] = []
        timing: list[bool] = []  # from the key to its repaint
        render_content = Widget._render_content
        display = app._display

        def counted_render_content(widget: Widget) -> None:
            if timing and widget.parent is log_page and isinstance(widget, ScrollBar):
                drawn.append("scroll bar")
            render_content(widget)

        def displayed(*args: Any) -> None:
            display(*args)
            timing.clear()

        monkeypatch.setattr(Widget, "_render_content", counted_render_content)
        monkeypatch.setattr(app, "_display", displayed)
        for round_ in range(3):
            # lines for the Log page while the board shows (as a resolution's steps write them)
            for n in range(12):
                screen.add_history(Event("paper", f"Ann gains newsroom token {round_}.{n}."), "newspaper")
            await settle(pilot)
            await wait_until(pilot, lambda: not screen._log_waiting, "the lines written ahead")
            await settle(pilot)
            screen.refresh(layout=True)  # as a new moves list, a bar that comes or goes, may ask
            await settle(pilot)
            assert log_page.show_vertical_scrollbar  # the page is longer than its room
            drawn.clear()
            timing.append(True)
            await pilot.press(key)
            await wait_until(pilot, lambda: not timing, "the key's repaint")
            assert screen.page == ("log" if key == "g" else "players")
            assert drawn == [], round_
            await settle(pilot)
            await pilot.press("b")
            await settle(pilot)


async def test_the_players_page_is_one_widget_whose_lines_change_with_no_layout() -> None:
    """The Players page draws the score track and the holdings as lines of one widget: a
    holding that takes another line, drawn while the page is out of view (after a bot's
    move), changes the page's scroll area alone, and nothing is laid out."""
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await ann_to_act(pilot, session)
        await pilot.press("p", "b")
        await settle(pilot)
        page = screen.query_one("#page-players", LinesPage)
        assert not page.children
        text = "\n".join(line.text for line in page.lines)
        assert "SCORE TRACK" in text and "PLAYERS" in text and "H.R. track" in text
        assert page.show_vertical_scrollbar  # its lines are more than its room
        before = len(page.lines)
        layouts = count_layouts(screen)
        assert screen._view is not None
        view = copy.deepcopy(screen._view)
        view["players"][0]["target"] = True
        view["players"][0]["eliminated"] = True
        screen._view = view
        screen.draw_page("players")  # as after a move, the page out of view
        await settle(pilot)
        assert len(page.lines) == before + 1
        assert "Target token; out of the race" in "\n".join(line.text for line in page.lines)
        assert layouts == []
        await pilot.press("p")
        await settle(pilot)
        page.scroll_end(animate=False)
        await settle(pilot)
        shown = "".join(segment.text for strip in app.screen._compositor.render_strips() for segment in strip)
        assert "H.R. track" in shown
