"""Extra! Extra!'s pages side by side in one strip: a page key scrolls it, lays out nothing,
and the page not shown stays out of the keys' way."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from textual.widgets import OptionList, Static
from tui.ee_board_keys import keys_to_space, new_game, quick_bots  # noqa: F401 - quick_bots: a fixture
from tui.pilot_helpers import wait_until

from paperboy.games.extra_extra.actions import Place
from paperboy.tools.demos import extra_extra as demos
from paperboy.tui.app import make_app
from paperboy.tui.games.extra_extra import ExtraExtraScreen
from paperboy.tui.games.extra_extra.spaces import SpaceBoard
from paperboy.tui.screens import game as game_screen
from paperboy.tui.widgets.page_strip import PageStrip

SIZE = (100, 32)


pytestmark = pytest.mark.usefixtures("quick_bots")


def watch_first_repaint(app: Any, screen: ExtraExtraScreen) -> dict[str, Any]:
    """Note, for the next key: the full layouts of the screen before its first repaint, and
    which page's widgets that repaint had on the terminal."""
    seen: dict[str, Any] = {"layouts": 0, "shown": None, "scrolling": False}
    compositor = screen._compositor
    reflow, reflow_visible = compositor.reflow, compositor.reflow_visible

    def counted(*args: Any) -> Any:
        if seen["shown"] is None and not seen["scrolling"]:
            seen["layouts"] += 1
        return reflow(*args)

    def scrolled(*args: Any) -> Any:  # the map made again for a scroll is no layout
        seen["scrolling"] = True
        try:
            return reflow_visible(*args)
        finally:
            seen["scrolling"] = False

    compositor.reflow = counted  # type: ignore[method-assign]
    compositor.reflow_visible = scrolled  # type: ignore[method-assign]
    display = app._display

    def shown(*args: Any) -> None:
        display(*args)
        if seen["shown"] is None:
            ids = {widget.id for widget in compositor.visible_widgets}
            seen["shown"] = {"board" if "ee-areas" in ids else "", "paper" if "ee-grid" in ids else ""} - {""}

    app._display = shown
    return seen


@asynccontextmanager
async def on_the_newspaper_page(names: tuple[str, ...], size: tuple[int, int]) -> AsyncIterator[tuple[Any, Any]]:
    """A scenario 1 game of Jo (at the keyboard) and novice bots named ``names``, the
    newspaper page shown: (pilot, screen)."""
    from paperboy.session import Seat, Session

    session = Session.new("extra-extra", [Seat("Jo"), *(Seat(name, "bot", "novice") for name in names)],
                          {"scenario": 1}, 1)
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        await pilot.press("n")
        await pilot.pause()
        yield pilot, screen


async def test_a_page_key_shows_its_page_in_the_first_repaint_without_a_layout() -> None:
    app = make_app(session=new_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await asyncio.sleep(0.5)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen) and screen.page == "board"
        for key, page in (("n", "paper"), ("b", "board"), ("n", "paper"), ("b", "board")):
            await pilot.pause()
            seen = watch_first_repaint(app, screen)
            await pilot.press(key)
            await pilot.pause()
            await asyncio.sleep(0.05)
            assert screen.page == page
            assert screen.query_one("#ee-pages", PageStrip).current == f"page-{page}"
            assert seen["shown"] == {page}, f"{key}: the first repaint showed {seen['shown']}"
            assert seen["layouts"] == 0, f"{key} laid out the screen {seen['layouts']} time(s) before its repaint"


async def test_the_page_not_shown_takes_no_focus_and_never_scrolls_into_view() -> None:
    app = make_app(session=new_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        board = screen.query_one("#ee-areas", SpaceBoard)
        await pilot.press("n")
        await pilot.pause()
        await asyncio.sleep(0.05)
        strip = screen.query_one("#ee-pages", PageStrip)
        offset = strip.scroll_x
        assert offset > 0  # the newspaper, the strip's second page, is in view
        assert board not in screen.focus_chain and screen.query_one("#page-board") not in screen.focus_chain
        for _ in range(6):  # Tab goes round the widgets of the side and the newspaper only
            await pilot.press("tab")
            await pilot.pause()
            assert screen.focused is not board
        board.focus()  # even focused from code, the board does not scroll the strip
        await pilot.pause()
        assert strip.scroll_x == offset and screen.page == "paper"
        await pilot.press("b")
        await pilot.pause()
        await asyncio.sleep(0.05)
        assert strip.scroll_x == 0 and board in screen.focus_chain


async def test_the_board_and_the_moves_list_keep_their_size_while_the_bot_places(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ann places a reporter; while the bot's turn is held open the banner that gave the
    verdict keeps its room (blank) and the moves list keeps its lines, greyed out: the turn
    going round and coming back does not change their sizes (no layout of the screen for it)."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 30.0)  # the bot's turn stays open
    session = demos.screenshot_sessions()["board"]  # round 1, phase 6: Ann places reporters
    space = next(a.space for a in session.state.legal_actions(0) if isinstance(a, Place))
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        board = screen.query_one("#ee-areas", SpaceBoard)
        moves = screen.query_one("#moves", OptionList)
        await pilot.press(*keys_to_space(board, space))
        await pilot.pause()
        assert board.placing and board.has_focus and board.space == space
        lines, listed, height = len(board.lines_at(board.size.width)), moves.option_count, board.size.height
        banner = screen.query_one("#ee-banner", Static)
        rooms = banner.size.height, screen.query_one("#error", Static).size.height
        assert str(banner.content).startswith("▸ ")
        log_before = len(session.log)
        await pilot.press("enter")
        await wait_until(pilot, lambda: moves.disabled, "the moves list greyed out for the bot's turn")
        assert len(session.log) == log_before + 1 and session.bot_to_act() is not None
        assert not board.placing
        shown = board.lines_at(board.size.width)
        assert len(shown) == lines and board.size.height == height
        await pilot.pause()
        assert str(banner.content).strip() == ""  # the verdict's room, blank while the bot places
        assert (banner.size.height, screen.query_one("#error", Static).size.height) == rooms
        assert moves.option_count == listed  # the moves last listed, greyed out
        assert str(screen.query_one("#seat", Static).content) == "Waiting for the others…"


async def test_the_next_paper_key_lays_out_nothing_the_title_keeping_the_tallest_papers_height() -> None:
    """At 80 columns the titles over the newspapers take one line or two (a long name,
    a page's needs): v kept laying out the whole screen. The title now keeps the height of
    the tallest, which every title fits."""
    async with on_the_newspaper_page(("Bartholomew Longname",), (80, 24)) as (pilot, screen):
        app = screen.app
        title = screen.query_one("#ee-paper-title", Static)
        width = title.content_size.width
        heights = set()
        for _ in range(4):
            seen = watch_first_repaint(app, screen)
            await pilot.press("v")
            await pilot.pause()
            await asyncio.sleep(0.05)
            assert seen["layouts"] == 0, f"v laid out the screen {seen['layouts']} time(s) before its repaint"
            heights.add(title.size.height)
            needed = title.get_content_height(title.size, title.size, width)
            assert needed <= title.size.height, "the title is cut"
        assert len(heights) == 1
        # the two papers' titles do need different heights here (else this proves nothing)
        view = screen._view
        assert view is not None
        from textual.visual import visualize

        from paperboy.tui.games.extra_extra.pages import paper_title
        needs = {visualize(title, paper_title(p, view["pages"], 1)).get_height(title.styles, width)
                 for p in view["players"]}
        assert len(needs) == 2, (width, [paper_title(p, view["pages"], 1).plain for p in view["players"]])


async def test_the_verdict_keeps_its_height_while_reporters_are_placed() -> None:
    """The board cursor's verdict under the move input takes one line ("✓ Enter places a
    reporter") or more (a refusal with its rule). Through the placing phase it keeps the
    most lines a verdict took (two at least), so moving over spaces (and bots placing,
    which changes the verdicts) lays out nothing for it once each verdict has been seen."""
    session = demos.screenshot_sessions()["board"]
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        board = screen.query_one("#ee-areas", SpaceBoard)
        error = screen.query_one("#error", Static)
        assert board.has_focus and board.placing
        layouts: list[str] = []

        def watched(widget: Static) -> None:
            refresh = widget.refresh

            def counted(*regions: Any, **kwargs: Any) -> Any:
                if kwargs.get("layout"):
                    layouts.append(str(widget.id))
                return refresh(*regions, **kwargs)

            widget.refresh = counted  # type: ignore[method-assign]

        watched(error)
        await pilot.press(*keys_to_space(board, board.columns[0][0]))
        steps = ["down"] * (len(board.columns[0]) - 1) + ["up"] * (len(board.columns[0]) - 1)
        needed: set[int] = set()
        for lap in range(2):
            layouts.clear()
            for key in steps:
                await pilot.press(key)
                await pilot.pause()
                needed.add(error.get_content_height(error.size, error.size, error.content_size.width))
            if lap == 1:
                assert layouts == [], f"moving over the spaces again laid out the screen for {layouts}"
        assert len(needed) > 1, "the verdicts here all took as many lines (the test proves nothing)"
        assert error.size.height == max(max(needed), 2)


async def test_a_replay_keeps_no_room_for_a_verdict_while_reporters_are_placed() -> None:
    """In a replay there is no board cursor to judge: the line under the move input keeps
    one line in the placing phase, as when only bots play."""
    from paperboy.session import SaveStore, Seat, Session
    from paperboy.session.replay import Replay

    seats = [Seat("Ann", "bot", "expert"), Seat("Bob", "bot", "expert")]
    session = Session.new("extra-extra", seats, {"scenario": 1}, 4, store=SaveStore(), autosave=False)
    while session.state.view(0)["phase"] != "place":
        session.step_bot()
    session.step_bot()
    session.save()
    replay = Replay.from_save(session.save_id)
    app = make_app(replay=replay)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        assert screen.session.state.view(0)["phase"] == "place"
        error = screen.query_one("#error", Static)
        assert error.styles.min_height is not None and error.styles.min_height.value == 1


async def test_the_next_paper_key_round_the_table_and_back_draws_no_desk_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """v shows the next player's desk beside their newspaper: each desk was drawn again on
    every v. The lines drawn for each desk are kept while it says the same, so a second
    round of v draws no desk, and what it shows is each player's own desk."""
    from paperboy.tui.games.extra_extra.pages import DeskLines
    from paperboy.tui.games.fit_to_print import pages as page_lines

    async with on_the_newspaper_page(("Ann", "Bo"), SIZE) as (pilot, screen):
        desk = screen.query_one("#ee-desk", DeskLines)
        first_round = []
        for _ in range(3):
            await pilot.press("v")
            await pilot.pause()
            first_round.append(desk.page_text("desk"))
        assert len(set(first_round)) == 3, "the three desks should differ (names at least)"
        drawn: list[Any] = []
        original = page_lines.visualize

        def counted(*args: Any, **kwargs: Any) -> Any:
            drawn.append(args[1])
            return original(*args, **kwargs)

        monkeypatch.setattr(page_lines, "visualize", counted)
        second_round = []
        for _ in range(3):
            await pilot.press("v")
            await pilot.pause()
            second_round.append(desk.page_text("desk"))
        assert second_round == first_round
        assert drawn == [], f"{len(drawn)} desk part(s) drawn again on the second round of v"


async def test_a_page_key_draws_no_line_of_the_strip_or_the_pages_themselves(monkeypatch: pytest.MonkeyPatch) -> None:
    """The strip of pages and each page's container draw nothing of their own (their
    background, under their widgets), yet Textual drew every line of them again at every
    page key (a scroll of the strip) and around every move. Their lines are kept while
    their size and styles stay the same; what is on the terminal does not change."""
    from textual.widget import Widget

    from paperboy.tui.games.extra_extra.pages import BoardPage, PaperPage

    session = new_game()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        for key in ("n", "b"):  # each page shown once: its lines drawn once
            await pilot.press(key)
            await pilot.pause()
        shown_before = {key: None for key in ("n", "b")}
        for key in shown_before:
            await pilot.press(key)
            await pilot.pause()
            shown_before[key] = app.export_screenshot()  # type: ignore[assignment]
        drawn: list[str] = []
        original = Widget.render_lines

        def counted(self: Widget, crop: Any) -> Any:
            if isinstance(self, (PageStrip, BoardPage, PaperPage)):
                drawn.append(type(self).__name__)
            return original(self, crop)

        monkeypatch.setattr(Widget, "render_lines", counted)
        for key in shown_before:
            await pilot.press(key)
            await pilot.pause()
            assert app.export_screenshot() == shown_before[key]
        assert drawn == [], f"lines drawn again: {drawn}"
