"""The Pulitzer screen repaints without laying out the screen where nothing moved: a line
for the hidden Log page is written to it once the repaint is done, laying out nothing; a page
key slides to its page."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from layout_count import count_layouts
from textual.scrollbar import ScrollBar
from textual.widget import Widget
from textual.widgets import OptionList, RichLog
from tui.pilot_helpers import wait_until

from paperboy.engine import Event
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.games.pulitzer.board_cursor import PlaceBoard
from paperboy.tui.games.pulitzer.screen import PulitzerScreen
from paperboy.tui.screens import game as game_screen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)


def three_players() -> Session:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice"), Seat("Cat", "bot", "novice")]
    return Session.new("pulitzer", seats, {}, 3, autosave=False)


async def ann_to_act(pilot: Any, session: Session, listed: bool = False) -> PulitzerScreen:
    """The Pulitzer screen once the bots' moves are shown and Ann is to act (and, with
    ``listed``, her moves are in the list)."""
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, PulitzerScreen)
    await wait_until(pilot, lambda: session.human_to_act() == [0] and not screen.events_waiting
                     and (not listed or screen.query_one("#moves", OptionList).option_count > 0),
                     "the bots' moves shown, Ann to act")
    return screen


def page_log_text(screen: PulitzerScreen) -> list[str]:
    """The Log page's lines as drawn (wrapped at its width)."""
    return [strip.text.rstrip() for strip in screen.query_one("#page-log", RichLog).lines]


def words(lines: list[str]) -> str:
    """Wrapped lines as one line of words."""
    return " ".join(" ".join(lines).split())


async def test_a_line_for_the_hidden_log_page_is_written_after_the_repaint_and_lays_out_nothing() -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await ann_to_act(pilot, session)
        await pilot.press("g", "b")  # the Log page has been shown once (it has its size)
        await pilot.pause()
        assert screen.page == "board"
        layouts = count_layouts(screen)
        written = len(page_log_text(screen))
        for n in range(3):
            screen.add_history(Event("paper", f"Ann gains newsroom token {n}."), "newspaper")
            await pilot.pause()
        assert screen.history[-1] == "Paper │ Ann gains newsroom token 2."
        # written to the page out of view once the repaint is done (the g key then writes nothing)
        await wait_until(pilot, lambda: len(page_log_text(screen)) > written, "the lines written ahead")
        assert layouts == []
        assert words(page_log_text(screen)[written:]) == " ".join(
            f"Paper │ Ann gains newsroom token {n}." for n in range(3))
        assert screen._log_waiting == []
        await pilot.press("g")
        await pilot.pause()
        assert words(page_log_text(screen)[written:]) == " ".join(
            f"Paper │ Ann gains newsroom token {n}." for n in range(3))
        # on the Log page a line is written at once, repainting the page alone (no layout)
        await pilot.pause()
        laid_out = len(layouts)
        screen.add_history(Event("paper", "Ann gains newsroom token 3."), "newspaper")
        await pilot.pause()
        assert words(page_log_text(screen)).endswith("token 2. Paper │ Ann gains newsroom token 3.")
        assert len(layouts) == laid_out


async def test_a_page_key_slides_to_its_page_and_draws_no_part_of_it_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The pages stay laid out side by side: a page key scrolls the row to its page, whose
    parts keep the lines they have (a hidden page shown again drew every part anew)."""
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await ann_to_act(pilot, session)
        await pilot.press("i", "p", "g", "b")  # every page drawn once
        await pilot.pause()
        pages = screen.query_one("#pz-pages")
        drawn: list[str] = []
        original = Widget._render_content

        def render_content(widget: Widget) -> None:
            if pages in widget.ancestors and not isinstance(widget, ScrollBar):  # (a bar is a line or two)
                drawn.append(f"{type(widget).__name__}#{widget.id}")
            original(widget)

        monkeypatch.setattr(Widget, "_render_content", render_content)
        for key, page in (("i", "investigation"), ("p", "players"), ("g", "log"), ("b", "board")):
            await pilot.press(key)
            await pilot.pause()
            assert screen.page == page
            assert screen.query_one(f"#page-{page}").region == pages.region  # the page in view
            # the focus follows once the page is on the terminal, never onto a page out of view
            await wait_until(pilot, lambda page=page: app.focused is not None and (
                app.focused.id == "moves" or f"page-{page}" in {node.id for node in app.focused.ancestors_with_self}),
                f"the focus on the moves list or the {page} page")
        assert drawn == []


async def test_a_move_played_by_enter_is_shown_before_the_moves_list_changes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The repaint after Enter shows the move on the board without laying out the screen;
    the moves list and the board's cells for the next decision follow it."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.5)  # the bots' replies come after the repaint
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await ann_to_act(pilot, session, listed=True)
        board = screen.query_one("#pz-place", PlaceBoard)
        board.cursor = next((r, c) for r, row in enumerate(board.rows) for c, spot in enumerate(row.spots)
                            if spot.key.startswith("req:") and spot.mark == "✓")  # a Request: no Journalist
        section = board.current_key()
        await pilot.pause()
        layouts = count_layouts(screen)
        first_repaint: list[tuple[int, int]] = []
        display = app._display

        def displayed(*args: object) -> None:
            if not first_repaint:
                first_repaint.append((len(layouts), len(session.log)))
            display(*args)  # type: ignore[arg-type]

        monkeypatch.setattr(app, "_display", displayed)
        played = len(session.log)
        await pilot.press("enter")
        await wait_until(pilot, lambda: bool(first_repaint), "the repaint after Enter")
        assert first_repaint == [(0, played + 1)]  # the move is in, nothing laid out
        await wait_until(pilot, lambda: screen.query_one("#moves", OptionList).disabled
                         or section not in {spot.key for row in board.rows for spot in row.spots},
                         "the moves list of the next position")


@asynccontextmanager
async def ann_at_the_board() -> AsyncIterator[tuple[Any, PulitzerScreen]]:
    """A three-player game at 100x32 once Ann is to act, the board page settled."""
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await ann_to_act(pilot, session)
        await pilot.pause()
        yield pilot, screen


async def test_a_board_area_scrolled_out_of_view_is_drawn_just_after_the_repaint() -> None:
    async with ann_at_the_board() as (pilot, screen):
        visible = screen._compositor.visible_widgets
        below = screen.query_one("#pz-newspaper")  # under the fold of the board page at 32 rows
        above = screen.query_one("#pz-banner")
        assert below not in visible and above in visible
        drawn: list[str] = []
        screen.draw_in_view(below, lambda: drawn.append("below"))
        screen.draw_in_view(above, lambda: drawn.append("above"))
        assert drawn == ["above"]  # the area in view at once, the other put off
        await wait_until(pilot, lambda: drawn == ["above", "below"], "the area out of view drawn after the repaint")
        # a later draw replaces the one put off: only what the area shows now is drawn
        screen.draw_in_view(below, lambda: drawn.append("old"))
        screen.draw_in_view(below, lambda: drawn.append("new"))
        await wait_until(pilot, lambda: drawn[-1] == "new", "the later draw done")
        assert "old" not in drawn


async def test_scrolling_the_board_page_draws_what_was_put_off_at_once() -> None:
    async with ann_at_the_board() as (_pilot, screen):
        below = screen.query_one("#pz-newspaper")
        drawn: list[str] = []
        screen.draw_in_view(below, lambda: drawn.append("below"))
        assert drawn == []
        screen.action_scroll_page(1)  # the view moves: nothing is left undrawn for it
        assert drawn == ["below"]
        screen.draw_in_view(below, lambda: drawn.append("again"))  # until the scroll is on the terminal
        assert drawn == ["below", "again"]


async def test_a_resolution_step_draws_again_only_the_area_it_leaves_and_the_one_it_reaches() -> None:
    from paperboy.tui.games.pulitzer import board as pz_board

    async with ann_at_the_board() as (_pilot, screen):
        built: list[str] = []
        areas = ("kiosk", "archive", "buses", "overtime", "newspaper", "event_panel")
        originals = {name: getattr(pz_board, name) for name in areas}
        for name, build in originals.items():
            def noting(*args: Any, _name: str = name, _build: Any = build) -> Any:
                built.append(_name)
                return _build(*args)
            setattr(pz_board, name, noting)
        try:
            screen.moving_view()  # every area drawn at once, in view or not
            screen._stage = "kiosk"
            screen.draw_page("board")
            assert built == ["kiosk"]  # the Kiosk becomes the area resolved
            built.clear()
            screen._stage = "buses"
            screen.draw_page("board")
            assert sorted(built) == ["buses", "kiosk"]  # not the Archive, Overtime, Paper
            assert screen.query_one("#pz-buses").has_class("-resolving")
            assert not screen.query_one("#pz-kiosk").has_class("-resolving")
        finally:
            for name, build in originals.items():
                setattr(pz_board, name, build)


async def test_work_after_the_repaint_waits_for_what_an_earlier_callback_drew_in_view() -> None:
    from textual.widgets import Static

    from paperboy.tui import speed

    async with ann_at_the_board() as (pilot, screen):
        done: list[Any] = []
        screen.after_repaint(lambda: done.append("pages ahead"), last=True)  # asked first, done last

        def draw_in_view() -> None:
            done.append("in view")
            screen.query_one("#status", Static).update("a line drawn after the repaint")

        screen.after_repaint(draw_in_view)
        screen.after_repaint(lambda: done.append(("next", speed.repaint_pending(screen))))
        await wait_until(pilot, lambda: len(done) == 3, "the three callbacks run")
        # the status line was painted before the next callback ran; the pages ahead came last
        assert done == ["in view", ("next", False), "pages ahead"]


async def test_a_page_a_move_calls_for_opens_after_its_repaint_and_before_a_key() -> None:
    async with ann_at_the_board() as (pilot, screen):
        assert screen.page == "board"
        screen._auto = "investigation"  # a decision on the Investigation board came
        screen._page_due = "investigation"
        screen.after_repaint(screen._open_page_due)
        assert screen.page == "board"  # not in the repaint that shows the move
        await wait_until(pilot, lambda: screen.page == "investigation", "the page opened after the repaint")
        screen._auto = "board"  # and a key meets the page due at once
        screen._page_due = "board"
        assert screen.draw_due() and screen.page == "board"


async def test_the_first_pending_decision_takes_the_line_held_for_it_and_lays_out_nothing() -> None:
    async with ann_at_the_board() as (pilot, screen):
        pending = screen.query_one("#pz-pending")
        assert pending.display and pending.size.height == 1  # held, blank, from the start
        assert pending.render_line(0).text.strip() == ""
        board_top = screen.query_one("#pz-place").region.y
        layouts = count_layouts(screen)
        screen.put("#pz-pending", "Bob decides which card to draw", lambda: "▶ Bob decides which card to draw")
        await pilot.pause()
        assert pending.render_line(0).text.startswith("▶ Bob decides which card to draw")
        assert layouts == [] and screen.query_one("#pz-place").region.y == board_top  # the board stays put
