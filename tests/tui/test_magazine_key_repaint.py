"""Pilot tests of what the first repaint after a key on Magazine's screen costs: the move
on the board first, the moves list just after it (its new length brings or takes away a
scroll bar, a layout of the whole screen), and the rules asked once per position."""

from __future__ import annotations

from typing import Any

import pytest
from layout_count import count_layouts
from textual.widgets import OptionList, Static
from tui.pilot_helpers import settle

from paperboy.games.magazine.state import MagazineState
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.magazine import MagazineScreen
from paperboy.tui.games.magazine.board import MagazineBoard
from paperboy.tui.screens import game as game_screen
from paperboy.tui.widgets.log_tail import LogTail
from paperboy.tui.widgets.page_strip import PageStrip, in_view

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move without the on-screen pause."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


def ann_vs_bot() -> Session:
    """The position ``paperboy bench`` presses its keys on: Ann places her disc on the
    turn-order track (after the bot), then chooses again (no bot moves in between)."""
    seats = [Seat("Ann"), Seat("Bot 1", "bot", "novice")]
    return Session.new("magazine", seats, {}, 1, autosave=False)



async def shown(pilot: Any) -> MagazineScreen:
    """The Magazine screen once its first frame and the bots' moves have settled."""
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, MagazineScreen)
    return screen

def watch_repaints(app: Any, screen: MagazineScreen) -> list[tuple[int, int, object, int]]:
    """At each repaint written to the terminal: the screen layouts so far, the actions in
    the session's log, the board's model on screen and how many times the board's lines
    were drawn so far."""
    layouts = count_layouts(screen)
    repaints: list[tuple[int, int, object, int]] = []
    original_display = app._display
    board = screen.query_one("#mag-board", MagazineBoard)
    drawn: list[int] = []
    render_lines = board.render_lines

    def counted_render_lines(crop: Any) -> Any:
        drawn.append(1)
        return render_lines(crop)

    board.render_lines = counted_render_lines  # type: ignore[method-assign]

    def display(shown: Any, renderable: Any) -> None:
        original_display(shown, renderable)
        repaints.append((len(layouts), len(screen.session.log), board.model, len(drawn)))

    app._display = display
    return repaints


def listed(screen: MagazineScreen) -> list[str]:
    moves = screen.query_one("#moves", OptionList)
    return [str(moves.get_option_at_index(i).prompt) for i in range(moves.option_count)]


async def test_a_move_from_the_moves_list_is_on_the_board_at_the_first_repaint_with_no_layout() -> None:
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        before = listed(screen)
        start = len(session.log)
        screen.query_one("#moves", OptionList).focus()
        await settle(pilot)
        repaints = watch_repaints(app, screen)
        await pilot.press("enter")
        await settle(pilot)
        assert len(session.log) == start + 1  # one key, one action; Ann chooses again
        layouts, actions, model, drawn = repaints[0]
        assert actions == start + 1
        assert layouts == 0, "the first repaint after Enter laid out the screen"
        # the first repaint already has the board of the new position, drawn
        assert model is screen.query_one("#mag-board", MagazineBoard).model
        assert drawn > 0, "the board's lines were not drawn in the first repaint after Enter"
        # and the moves list followed, for the new position
        assert listed(screen) != before
        assert listed(screen) == [screen.describe(a) for a in screen._listed]


async def test_a_moves_lines_in_the_log_follow_just_after_the_repaint_that_shows_it() -> None:
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        log = screen.query_one("#log", LogTail)
        screen.query_one("#moves", OptionList).focus()
        await settle(pilot)
        written = len(log._entries)
        logged: list[int] = []
        original_display = app._display

        def display(shown_screen: Any, renderable: Any) -> None:
            original_display(shown_screen, renderable)
            logged.append(len(log._entries))

        app._display = display  # type: ignore[method-assign]
        start = len(session.log)
        await pilot.press("enter")
        await settle(pilot)
        assert len(session.log) == start + 1
        # the first repaint shows the move on the board, not yet its lines in the log
        assert logged[0] == written
        assert len(log._entries) > written
        assert session.events[-1].text in [entry.plain for entry in log._entries]


async def test_the_line_under_the_move_input_keeps_the_room_of_a_two_line_refusal() -> None:
    """A refusal of two lines under the move input keeps its room once cleared: the move
    that clears it lays out nothing, and the moves list above it stays put."""
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await shown(pilot)
        error = screen.query_one("#error", Static)
        moves = screen.query_one("#moves", OptionList)
        error.update("✗ " + "a refusal long enough for two lines of the side panel " * 2)
        await settle(pilot)
        tall, listed_in = error.size.height, moves.size.height
        assert tall >= 2
        layouts = count_layouts(screen)
        error.update("")
        await settle(pilot)
        assert (error.size.height, moves.size.height) == (tall, listed_in) and layouts == []


async def test_undo_is_on_the_board_at_the_first_repaint_with_no_layout() -> None:
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        first = listed(screen)
        start = len(session.log)
        screen.query_one("#moves", OptionList).focus()
        await pilot.press("enter")
        await settle(pilot)
        repaints = watch_repaints(app, screen)
        await pilot.press("u")
        await settle(pilot)
        layouts, actions, _model, drawn = repaints[0]
        assert actions == start
        assert layouts == 0, "the first repaint after undo laid out the screen"
        assert drawn > 0, "the board's lines were not drawn in the first repaint after undo"
        assert listed(screen) == first


async def test_nothing_is_played_from_the_last_positions_list_before_it_is_drawn_again() -> None:
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        start = len(session.log)
        assert screen.act(screen._listed[0])
        # the list on screen is still the last position's: choosing from it plays nothing
        moves = screen.query_one("#moves", OptionList)
        assert screen._listed == []
        screen.on_option_list_option_selected(
            OptionList.OptionSelected(moves, moves.get_option_at_index(0), 0))
        assert len(session.log) == start + 1
        await settle(pilot)
        assert len(session.log) == start + 1
        assert screen._listed and listed(screen) == [screen.describe(a) for a in screen._listed]


async def test_the_rules_are_asked_for_the_legal_moves_once_per_position(
        monkeypatch: pytest.MonkeyPatch) -> None:
    session = ann_vs_bot()
    app = make_app(session=session)
    asked: list[int] = []
    legal_actions = MagazineState.legal_actions

    def counted(state: MagazineState, seat: int) -> Any:
        if seat == 0:
            asked.append(seat)
        return legal_actions(state, seat)

    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        screen.query_one("#moves", OptionList).focus()
        for key in ("enter", "u", "b"):  # both positions seen once
            await pilot.press(key)
            await settle(pilot)
            screen.query_one("#moves", OptionList).focus()
            await settle(pilot)
        start = len(session.log)
        monkeypatch.setattr(MagazineState, "legal_actions", counted)
        for key in ("enter", "u", "p", "b"):
            await pilot.press(key)
            await settle(pilot)
            screen.query_one("#moves", OptionList).focus()
            await settle(pilot)
        assert asked == []
        assert len(session.log) == start


async def test_a_page_key_shows_the_page_first_and_the_focus_follows_it() -> None:
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        board = screen.query_one("#mag-board", MagazineBoard)
        moves = screen.query_one("#moves", OptionList)
        assert screen.focused is board
        screen.action_page("players")
        # the page is switched at once; until the focus leaves the hidden board, the
        # board takes no key (Enter would play a space nobody sees)
        assert screen.query_one("#mag-pages", PageStrip).current == "slot-players"
        assert board.check_action("choose", ()) is False
        assert board.check_action("cursor", (1, 0)) is False
        await settle(pilot)
        assert screen.focused is moves
        await pilot.press("b")
        await settle(pilot)
        assert screen.focused is moves  # still shown: it keeps the focus
        assert board.check_action("choose", ()) is True


async def test_a_page_key_scrolls_the_pages_into_view_and_lays_out_nothing() -> None:
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        for key in ("p", "r", "b"):  # each page drawn once
            await pilot.press(key)
            await settle(pilot)
        layouts: list[str] = []
        refresh_layout = screen._refresh_layout

        def counted(size: Any = None, scroll: bool = False) -> None:
            if not scroll:  # a layout of the whole screen (a scroll takes another path)
                layouts.append(screen.page)
            refresh_layout(size, scroll)

        screen._refresh_layout = counted  # type: ignore[method-assign]
        pages = screen.query_one("#mag-pages", PageStrip)
        for key, page in (("p", "players"), ("r", "rewards"), ("b", "board"), ("r", "rewards")):
            await pilot.press(key)
            await settle(pilot)
            slot = pages.query_one(f"#slot-{page}")
            assert in_view(slot)
            # the page sits where the strip shows it: its left edge at the strip's
            assert slot.region.x == pages.region.x and slot.region.width == pages.region.width
        assert layouts == [], "a page key laid out the whole screen"


async def test_tab_never_focuses_a_widget_on_a_page_out_of_view() -> None:
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        pages = screen.query_one("#mag-pages", PageStrip)
        for page_key in ("b", "p", "r"):
            await pilot.press(page_key)
            await settle(pilot)
            seen = []
            for _ in range(8):
                await pilot.press("tab")
                await settle(pilot)
                focused = screen.focused
                assert focused is not None
                seen.append(focused.id)
                assert pages.shows(focused), (page_key, focused)
                assert pages.current == "slot-" + {"b": "board", "p": "players", "r": "rewards"}[page_key]
            assert "moves" in seen


async def test_no_key_arranges_the_whole_screen_to_find_a_widget_out_of_view() -> None:
    """A part below the board page's scroll (the players strip) or on a page out of view
    that asks for its size must not make the compositor arrange the whole screen again
    before the key's repaint (Textual marks its map stale at every scroll and when a
    widget out of view asks to be drawn): only layouts and scrolls arrange it."""
    session = ann_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await shown(pilot)
        keys = ("enter", "u", "p", "r", "b")
        for key in keys:  # every page and both positions drawn once
            await pilot.press(key)
            await settle(pilot)
        compositor = screen._compositor
        timing = [False]
        arranged: list[bool] = []
        reflows: list[bool] = []
        arrange_root, reflow, display = compositor._arrange_root, compositor.reflow, app._display

        def counted_arrange(*args: Any, **kwargs: Any) -> Any:
            if timing[0]:
                arranged.append(kwargs.get("visible_only", args[2] if len(args) > 2 else True))
            return arrange_root(*args, **kwargs)

        def counted_reflow(*args: Any, **kwargs: Any) -> Any:
            if timing[0]:
                reflows.append(True)
            return reflow(*args, **kwargs)

        def first_repaint(*args: Any) -> None:
            timing[0] = False
            display(*args)

        compositor._arrange_root = counted_arrange  # type: ignore[method-assign]
        compositor.reflow = counted_reflow  # type: ignore[method-assign]
        app._display = first_repaint  # type: ignore[method-assign]
        for key in keys * 2:
            timing[0] = True
            await pilot.press(key)
            await settle(pilot)
        whole = arranged.count(False)
        assert whole == len(reflows), f"{whole - len(reflows)} arrangements of the whole screen outside a layout"
