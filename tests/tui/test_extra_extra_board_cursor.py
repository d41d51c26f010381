"""Pilot tests of direct play on the Extra! Extra! board (issue 12).

Reporters are placed with a cursor over the board's spaces (arrows/hjkl, Enter, +/- for
the fee), with the engine's verdict shown in place before anything is committed; typed
moves use the same row and column numbers as the newspaper grid's labels.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import AsyncIterator
from typing import Any

import pytest
from rich.console import Console
from textual.widget import Widget
from textual.widgets import DataTable, OptionList, Static
from tui.ee_board_keys import keys_to_space
from tui.pilot_helpers import settle, to_game_screen

from paperboy.games.extra_extra.actions import (
    Discard,
    MoveTile,
    Place,
    PlayStringer,
    Sell,
    TakeAd,
    TakeNewswire,
)
from paperboy.session import Seat, Session
from paperboy.tools.demos import extra_extra as demos
from paperboy.tui.app import make_app
from paperboy.tui.games.extra_extra import ExtraExtraScreen
from paperboy.tui.games.extra_extra import screen as ee_screen
from paperboy.tui.games.extra_extra.choices import ChoiceBoard
from paperboy.tui.games.extra_extra.labels import choice_key, placement_key
from paperboy.tui.games.extra_extra.spaces import SpaceBoard
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.result import ResultScreen
from paperboy.tui.widgets.drawn_lines import DrawnLines

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move without the on-screen pause."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 0)


def text_of(renderable: Any, width: int = 120) -> str:
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
    console.print(renderable)
    return console.export_text()


@contextlib.asynccontextmanager
async def settled_screen(session: Session, size: tuple[int, int] = SIZE
                         ) -> AsyncIterator[tuple[Any, ExtraExtraScreen]]:
    """(the pilot, the game screen) of ``session`` at ``size``, settled: the bots done, and
    what is drawn after the repaint drawn."""
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        yield pilot, screen


def ann_selling_first() -> Session:
    """A new game (seed 5): Ann and two expert bots, Ann to sell first."""
    seats = [Seat("Ann"), Seat("Bot 1", "bot", "expert"), Seat("Bot 2", "bot", "expert")]
    return Session.new("extra-extra", seats, {}, 5, autosave=False)


def banner_of(app: Any) -> str:
    """What the banner above the pages says (one line however it wraps on screen)."""
    return " ".join(text_of(app.screen.query_one("#ee-banner", Static).content).split())


def board_of(app: Any) -> SpaceBoard:
    return app.screen.query_one("#ee-areas", SpaceBoard)


def board_session() -> Session:
    """Round 1, phase 6: the bots have placed reporters, Ann places hers now."""
    return demos.screenshot_sessions()["board"]


async def to_space(pilot: Any, app: Any, space: str) -> None:
    await pilot.press(*keys_to_space(board_of(app), space))
    await pilot.pause()
    assert board_of(app).space == space


async def test_reporters_are_placed_with_the_board_cursor_on_a_free_space() -> None:
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = board_of(app)
        assert board.has_focus and board.placing
        view = session.state.view(0)
        free = next(
            a.space
            for a in session.state.legal_actions(0)
            if isinstance(a, Place) and not view["board"].get(a.space) and a.fee == 0
        )
        await to_space(pilot, app, free)
        shown = text_of(board.content)
        # the verdict is in place, in the banner above the pages and on the cursor's line,
        # before Enter
        banner = banner_of(app)
        assert banner.startswith("▸ ") and "✓ " in banner and "Enter places a reporter" in banner
        cursor_line = next(line for line in shown.splitlines() if "▸" in line)
        assert " ✓" in cursor_line  # no other space is marked while reporters are placed
        log_before = len(session.log)
        await pilot.press("enter")
        await pilot.pause()
        assert session.log[log_before] == (0, Place(free, 0).to_dict())
        # one key press, one action: the Enter did not also reach the moves list
        assert [entry for entry in session.log[log_before:] if entry[0] == 0] == [
            (0, Place(free, 0).to_dict())
        ]


async def test_after_placing_the_cursor_moves_on_to_a_space_the_player_may_take() -> None:
    """Left on the space just taken, the cursor would show a refusal ("You may not raise
    your own fee...") when the turn comes back; it goes on to the next space that takes a
    reporter instead."""
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        board = board_of(app)
        taken = board.space
        assert board.placing and taken is not None
        assert session.verdict(0, Place(taken, 0)) is None
        await pilot.press("enter")
        await settle(pilot)
        assert session.state.view(0)["phase"] == "place" and board.placing  # Ann's turn again
        free = {a.space for a in session.state.legal_actions(0) if isinstance(a, Place)}
        assert taken not in free and board.space in free
        order = [space for column in board.columns for space in column]
        between = order[order.index(taken) + 1:order.index(board.space)]
        assert not free & set(between)  # the next one in the board's order
        assert "✓ Enter places a reporter" in str(app.screen.query_one("#error", Static).render())


async def test_the_boards_columns_stay_put_while_the_turn_goes_round() -> None:
    """The cursor's mark (" ✓") has room kept at the end of its column: the lines of the
    boards read the same while the player places (cursor shown) and while others do, so a
    bot's move redraws the lines it changes, not every line of the board."""
    app = make_app(session=board_session())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        board = board_of(app)
        assert board.placing
        placing = text_of(board.content).splitlines()
        board._widths_for = None  # no widths held yet, as when the phase starts
        view = board._view
        assert view is not None
        board.show(view, board._wide, placing=False)
        waiting = text_of(board.content).splitlines()
        header = next(line for line in placing if line.startswith("SOURCES"))
        assert header in waiting
        # every line of the boards without the cursor reads the same
        boards = placing[placing.index(header):]
        cursor = next(line for line in boards if line.startswith("▸ "))
        assert "· ✓ " in cursor  # its mark, in the room kept for it
        same = [line for line in boards if line != cursor]
        assert len(same) > 10 and all(line in waiting for line in same)
        assert cursor.replace("▸", " ").replace("✓", " ") in waiting


async def test_displacing_by_cursor_raises_the_fee_in_place_with_plus() -> None:
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        view = session.state.view(0)
        taken = next(
            (a.space, a.fee)
            for a in session.state.legal_actions(0)
            if isinstance(a, Place) and view["board"].get(a.space)
            and view["board"][a.space][0][0] > 0
        )
        space, lowest = taken
        rival_fee = view["board"][space][0][1]
        assert lowest == rival_fee + 100  # the engine's lowest legal fee is offered first
        await to_space(pilot, app, space)
        assert f"fee ${lowest} (+/-)" in banner_of(app)
        await pilot.press("plus")
        await pilot.pause()
        assert f"fee ${lowest + 100} (+/-)" in banner_of(app)
        assert str(app.screen.query_one("#ee-hint", Static).content).endswith(
            f"place {space} {lowest + 100}"
        )
        log_before = len(session.log)
        await pilot.press("enter")
        await pilot.pause()
        assert session.log[log_before] == (0, Place(space, lowest + 100).to_dict())


async def test_a_refused_space_shows_the_engines_reason_and_records_nothing() -> None:
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        view = session.state.view(0)
        covered = next(sp["id"] for sp in view["spaces"] if not sp["in_play"])
        await to_space(pilot, app, covered)
        reason = session.verdict(0, Place(covered, 0))
        assert reason is not None
        assert f"✗ {reason}" in banner_of(app)
        before, log_before = session.state.to_dict(), len(session.log)
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.to_dict() == before and len(session.log) == log_before
        # the line under the move input changes: Enter was heard, and refused for this reason
        assert str(app.screen.query_one("#error", Static).content) == f"✗ Not placed: {reason}"


@pytest.mark.parametrize("size", [(100, 32), (80, 24)])
async def test_a_cursor_move_draws_the_board_once_with_the_verdict(size: tuple[int, int]) -> None:
    """The space the cursor reaches gets its fee and verdict as the board is drawn: the
    board is not drawn first without them (its columns narrower, so every line different)
    and again when the screen hears of the move. Only the lines that change are drawn
    again: the two cursor lines (the verdict is said in the banner above the pages)."""
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = board_of(app)
        assert board.has_focus and board.placing
        drawn: list[list[Any]] = []
        make_lines = board.make_lines

        def counted(width: int) -> list[Any]:
            lines = make_lines(width)
            drawn.append([line.plain for line in lines])
            return lines

        board.make_lines = counted  # type: ignore[method-assign]
        for key in ("down", "down", "up"):
            before = [line.plain for line in board.lines_at(board.size.width)]
            drawn.clear()
            await pilot.press(key)
            await pilot.pause()
            assert len(drawn) == 1, f"{key}: the board was drawn {len(drawn)} times for one move"
            after = drawn[0]
            changed = [y for y, (old, new) in enumerate(zip(before, after, strict=True)) if old != new]
            assert len(changed) <= 2, f"{key}: lines {changed} changed"
            space = board.space
            assert space is not None
            reason = session.verdict(0, Place(space, app.screen.fee))
            verdict = f"✗ {reason}" if reason is not None else "✓"
            assert verdict in banner_of(app)


async def test_the_activation_steps_are_drawn_again_only_when_they_change() -> None:
    """A reporter placed (and the bots' replies) adds events to the log but no activation
    step: the steps panel is not built and drawn again for it."""
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        steps = app.screen.query_one("#ee-steps", DrawnLines)
        shown = steps.text
        updates: list[Any] = []
        update = steps.update

        def counted(renderable: Any) -> None:
            updates.append(renderable)
            update(renderable)

        steps.update = counted  # type: ignore[method-assign]
        events = len(session.events)
        await pilot.press("enter")  # the board cursor's space, at its verdict
        await settle(pilot)
        assert len(session.events) > events, "the placement was not played"
        assert session.state.view(0)["phase"] == "place"
        assert updates == [] and steps.text == shown


async def test_raising_a_fee_beyond_your_money_shows_why_and_esc_takes_it_back() -> None:
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        money = session.state.view(0)["players"][0]["money"]
        await to_space(pilot, app, "LON")
        await pilot.press(*["plus"] * (money // 100 + 1))
        await pilot.pause()
        assert f"You have only ${money}" in banner_of(app)
        await pilot.press("escape")  # back one step: the fee, not the menu
        await pilot.pause()
        assert isinstance(app.screen, ExtraExtraScreen)
        assert "fee $" not in banner_of(app)


async def test_esc_unticks_the_cards_ticked_to_sell_before_leaving_the_game(tmp_path: Any,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards ticked for a sale are a half-made choice: Esc unticks them (nothing recorded),
    the next shows every move again, the one after leaves the game."""
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    session = ann_selling_first()
    async with settled_screen(session) as (pilot, screen):
        choices = screen.query_one("#ee-choices", ChoiceBoard)
        assert choices.has_focus
        actions = len(session.log)
        await pilot.press("right", "space")
        await pilot.pause()
        assert "Sell 1 for $100" in str(screen.query_one("#error", Static).content)
        await pilot.press("escape")
        await pilot.pause()
        assert pilot.app.screen is screen and len(session.log) == actions
        assert "unticked" in str(screen.query_one("#error", Static).content)
        assert not any(c.mark == "✓" for row in choices.rows for c in row.cells)
        await pilot.press("escape")  # then the moves list shows every move again
        await pilot.pause()
        assert pilot.app.screen is screen and screen.selected is None
        await pilot.press("escape")  # nothing half-made left: back to the menu
        await settle(pilot)
        assert pilot.app.screen is not screen and len(session.log) == actions


async def test_the_moves_list_follows_the_board_cursor() -> None:
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await to_space(pilot, app, "PAR")
        moves = app.screen.query_one("#moves", OptionList)
        entry = app.screen.entries[moves.highlighted or 0]
        assert isinstance(entry.action, Place) and entry.action.space == "PAR"


def ad_session() -> Session:
    """Ann may take an ad onto her paper (scenario 1, seed 1)."""
    session = Session.new(
        "extra-extra", [Seat("Ann"), Seat("Bob", "bot", "novice")], {"scenario": 1}, 1,
        autosave=False,
    )
    helper = session.game.make_bot("expert", 3)
    while not session.is_over():
        session.run_bots()
        seat = session.human_to_act()[0]
        if any(isinstance(a, TakeAd) for a in session.state.legal_actions(seat)):
            return session
        session.act(seat, helper.choose(session.state, seat))
    raise AssertionError("no ad to take in this game")


async def test_typed_move_under_the_ghost_uses_the_grids_row_and_column_labels() -> None:
    session = ad_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        index = next(i for i, e in enumerate(screen.entries) if isinstance(e.action, TakeAd))
        moves = screen.query_one("#moves", OptionList)
        moves.focus()
        await pilot.press(*["down"] * index, "enter")
        await pilot.pause()
        grid = screen.grid
        await pilot.press("down", "right")
        await pilot.pause()
        row, col = grid.cursor
        lines = [text_of(grid.render_line(y).text) for y in range(grid.size.height)]
        ruler = lines[0]
        row_line = lines[1 + 2 * row + 1]  # under the ruler: a border line, then the squares
        row_label = row_line[:3].strip()
        # the ruler's column label above the cursor square (each square is 4 wide after a gutter)
        col_label = ruler[3 + 4 * col : 3 + 4 * col + 4].strip()
        hint = str(screen.query_one("#ee-hint", Static).content)
        typed = hint.removeprefix("as text: ").split()
        assert typed[-2:] == [row_label, col_label]
        assert screen.session.game.parse_action(" ".join(typed)).row == row


# --------------------------------------------------------------------------- snapshots
async def _cursor_on_a_rival(pilot: Any) -> None:
    await pilot.pause()
    app = pilot.app
    view = app.screen.session.state.view(0)
    rival = next(sid for sid, occ in sorted(view["board"].items()) if occ and occ[0][0] > 0)
    await to_space(pilot, app, rival)
    await pilot.press("plus")
    await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
def test_snapshot_board_cursor_with_fee_and_verdict(snap_compare: Any, size: tuple[int, int]) -> None:
    app = make_app(session=board_session())
    assert snap_compare(app, terminal_size=size, run_before=_cursor_on_a_rival)


async def _a_card_ticked_for_sale(pilot: Any) -> None:
    await pilot.pause()
    await pilot.press("right", "space")
    await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
def test_snapshot_choice_cells_with_a_ticked_card_and_verdict(
    snap_compare: Any, size: tuple[int, int]
) -> None:
    session = Session.new(
        "extra-extra", [Seat("Ann"), Seat("Bob", "bot", "novice")],
        {"scenario": 1, "deadline": 1}, 5, autosave=False,
    )
    assert snap_compare(make_app(session=session), terminal_size=size, run_before=_a_card_ticked_for_sale)


async def test_a_click_on_a_space_moves_the_cursor_there() -> None:
    session = board_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = board_of(app)
        lines = text_of(board.content, width=board.size.width).splitlines()
        row = next(i for i, line in enumerate(lines) if " Paris " in line)
        column = lines[row].index(" Paris ") + 2
        assert board.space != "PAR"
        log_before = len(session.log)
        assert await pilot.click(board, offset=(column, row))
        await pilot.pause()
        # a click only chooses the space; Enter commits
        assert board.space == "PAR" and len(session.log) == log_before


# --------------------------------------------------------------------------- whole game
async def steer(pilot: Any, cursor: Any, target: tuple[int, int]) -> None:
    """Press arrow keys until ``cursor()`` is ``target`` (rows first, then along the row)."""
    for _ in range(80):
        row, col = cursor()
        if row != target[0]:
            await pilot.press("down" if target[0] > row else "up")
        elif col != target[1]:
            await pilot.press("right" if target[1] > col else "left")
        else:
            return
    raise AssertionError(f"the cursor never reached {target}")


def way_of(screen: ExtraExtraScreen, action: Any) -> tuple[str, int]:
    """The choice cell that makes ``action`` and how many ``t`` presses pick its way."""
    key = choice_key(action)
    for index, entry in enumerate(screen.ways_of(key)):
        if entry.action == action or (
            entry.place and placement_key(entry.action) == placement_key(action) and action.page
        ):
            return key, index
    raise AssertionError(f"no way on the board makes {action.format()}")


async def play_by_cursor(pilot: Any, screen: ExtraExtraScreen, action: Any) -> None:
    """The key presses that make ``action`` on the board (never the list, never typing)."""
    session = screen.session
    legal = session.state.legal_actions(0)
    if isinstance(action, Place):
        board = board_of(pilot.app)
        assert board.has_focus, "the board's spaces have the focus while reporters are placed"
        await to_space(pilot, pilot.app, action.space)
        lowest = min(a.fee for a in legal if isinstance(a, Place) and a.space == action.space)
        await pilot.press(*["plus"] * ((action.fee - lowest) // 100), "enter")
        return
    choices = screen.query_one("#ee-choices", ChoiceBoard)
    assert choices.has_focus, f"the choice cells have the focus ({action.format()})"
    if isinstance(action, Sell | Discard):
        hand = session.state.view(0)["players"][0]["hand"]
        for index, card in enumerate(hand):
            if card in action.cards:
                spot = choices.position_of(f"card:{index}")
                assert spot is not None
                await steer(pilot, lambda: choices.cursor, spot)
                await pilot.press("space")
        spot = choices.position_of("card:0")
        if spot is not None:
            await steer(pilot, lambda: choices.cursor, spot)
        await pilot.press("enter")
        return
    key, way = way_of(screen, action)
    spot = choices.position_of(key)
    assert spot is not None, f"no cell for {key}"
    await steer(pilot, lambda: choices.cursor, spot)
    await pilot.press(*["t"] * way, "enter")
    await pilot.pause()
    if screen.placing is None:
        return
    # the tile's ghost on the paper: to the page, the side, the square, then Enter
    grid = screen.grid
    assert grid.has_focus
    for _ in range(4):
        if screen.paper_page == action.page:
            break
        await pilot.press("right_square_bracket")
    if screen.placing.side != getattr(action, "side", screen.placing.side):
        await pilot.press("r")
    await steer(pilot, lambda: grid.cursor, (action.row, action.col))
    await pilot.press("enter")


async def test_a_whole_two_player_game_is_played_by_cursor_alone() -> None:
    # scenario 1 with two players and a one-round deadline: the shortest whole game to the
    # score sheet; at seed 5 it still asks for a sale, reporters, a story, classifieds, an ad
    session = Session.new(
        "extra-extra", [Seat("Ann"), Seat("Bob", "bot", "novice")],
        {"scenario": 1, "deadline": 1}, 5, autosave=False,
    )
    helper = session.game.make_bot("novice", 5)
    app = make_app(session=session)
    used: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3000):
            screen = app.screen
            if isinstance(screen, ResultScreen):
                break
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            if not isinstance(screen, ExtraExtraScreen) or 0 not in session.human_to_act() or (
                screen.activation_replay is not None
            ):
                await pilot.pause()
                continue
            await pilot.pause()
            move = helper.choose(session.state, 0)
            before = len(session.log)
            await play_by_cursor(pilot, screen, move)
            await pilot.pause()
            played = session.game.action_from_dict(session.log[before][1])
            if isinstance(move, Sell | Discard):
                assert sorted(played.cards) == sorted(move.cards)
            else:
                assert played == move, (played.format(), move.format())
            used.add(type(move).__name__)
        assert isinstance(app.screen, ResultScreen), "the game did not reach its score sheet"
        result = session.state.result()
        lines = app.screen.extra_lines
        assert lines[0].startswith("Base CPs:")
        for seat, name in enumerate(("Ann", "Bob")):
            assert any(
                line.strip().startswith(f"{name}: base") and f"= {result.totals[seat]} CP" in line
                for line in lines
            )
        sheet = app.screen.query_one("#sheet", DataTable)
        assert sheet.row_count == len(result.breakdown[0]) + 1
    assert session.is_over()
    assert {"Place", "Sell", "ClaimStory", "ClaimClassified", "TakeAd"} <= used, used


# scenario, seed and a move kind that comes up early there (found by playing an expert for Ann)
DECISIONS = [
    (3, 1, PlayStringer),  # the Stringers phase: which card, which Stringer (t)
    (3, 1, TakeNewswire),  # many ways: the card given, then the cards taken (t)
    (3, 2, MoveTile),  # typesetting: a tile onto the grid or the copy desk
    (9, 1, Discard),  # the hand limit: tick the cards to discard
]


@pytest.mark.parametrize(
    ("scenario", "seed", "kind"), DECISIONS, ids=[kind.__name__ for _, _, kind in DECISIONS]
)
async def test_each_kind_of_decision_is_made_by_cursor(scenario: int, seed: int, kind: type) -> None:
    session = Session.new(
        "extra-extra", [Seat("Ann"), Seat("Bob", "bot", "novice")], {"scenario": scenario}, seed,
        autosave=False,
    )
    helper = session.game.make_bot("expert", 3)
    while True:
        session.run_bots()
        assert not session.is_over(), f"no {kind.__name__} for Ann in this game"
        legal = session.state.legal_actions(0)
        if any(isinstance(a, kind) for a in legal):
            break
        session.act(0, helper.choose(session.state, 0))
    # the last way of that kind: the cursor has to pick it among the others (t)
    move = [a for a in legal if isinstance(a, kind)][-1]
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        before = len(session.log)
        await play_by_cursor(pilot, screen, move)
        await pilot.pause()
        assert len(session.log) > before, "nothing was played"
        played = session.game.action_from_dict(session.log[before][1])
        if isinstance(move, Discard):
            assert sorted(played.cards) == sorted(move.cards)
        else:
            assert played == move


def rows_showing(board: SpaceBoard, space: str) -> list[int]:
    """The board's lines (content rows) on which ``space``'s row is drawn (not the
    activation order under the boards)."""
    lines = board.lines_at(board.size.width)
    boards = next(y for y, line in enumerate(lines) if "SOURCES" in line.plain)  # the first title
    return [y for y in range(boards, len(lines)) if any(board.space_at(x, y) == space for x in range(board.size.width))]


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
async def test_the_board_scrolls_to_keep_the_cursors_space_in_view(size: tuple[int, int]) -> None:
    app = make_app(session=board_session())
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = board_of(app)
        page = board.parent
        assert isinstance(page, Widget) and board.placing
        for space in [space for column in board.columns for space in column]:
            await to_space(pilot, app, space)
            await pilot.pause()
            rows = rows_showing(board, space)
            assert rows, space
            top = page.scroll_offset.y
            seen = range(top, top + page.scrollable_content_region.height)
            assert all(board.virtual_region.y + y in seen for y in rows), (space, rows, top)


async def test_at_80x24_the_footer_keys_and_the_summary_fit_and_the_page_says_it_scrolls() -> None:
    session = Session.new(
        "extra-extra", [Seat("Ann"), Seat("Bob", "bot", "novice")],
        {"scenario": 1, "deadline": 1}, 5, autosave=False,
    )
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, ExtraExtraScreen)
        assert screen.query_one("#ee-choices", ChoiceBoard).has_focus
        await settle(pilot)  # the footer follows the focus
        svg = app.export_screenshot().replace("&#160;", " ")
        for words in ("Choose", "Tick", "Undo", "Type a move", "Rules", "Keys", "Back", "palette"):
            assert words in svg, words
        head = screen.query_one("#ee-tabs", Static)
        tabs = text_of(head.content, width=head.size.width)
        me = session.state.view(0)["players"][0]
        # the seat's summary is under the tabs, whole (every line it needs is shown)
        assert f"${me['money']}" in tabs and f"{me['score']}CP" in tabs
        assert head.size.height >= len(tabs.rstrip("\n").splitlines()) >= 2
        # the board page scrolls at this size, and says so
        assert screen.query_one("#page-board").max_scroll_y > 0 and "PgUp/PgDn:scroll" in tabs


async def test_the_moves_list_keeps_to_the_choice_under_the_cursor_and_esc_shows_all() -> None:
    session = demos.screenshot_sessions()["story"]
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        choices = screen.query_one("#ee-choices", ChoiceBoard)
        everything = len(screen.all_entries)
        logged = len(session.log)
        assert choices.has_focus and len(screen.entries) == everything  # nothing chosen yet
        await pilot.press("right")
        await pilot.pause()
        key = choices.key
        assert key is not None
        listed = [choice_key(e.action) for e in screen.entries]
        assert listed and set(listed) == {key} and len(listed) < everything
        assert "Esc: all" in str(screen.query_one("#seat", Static).content)
        moves = screen.query_one("#moves", OptionList)
        if len(listed) > 1:  # t picks the next way: the list highlights that way
            await pilot.press("t")
            await pilot.pause()
            assert moves.highlighted == 1
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ExtraExtraScreen) and len(screen.entries) == everything
        assert len(session.log) == logged  # choosing, stepping ways and Esc play nothing


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
async def test_the_verdict_room_is_held_so_the_cursor_crosses_the_board_without_a_layout(
        size: tuple[int, int]) -> None:
    """Once the decision is shown, the verdict in the banner and under the move input
    have the room of the longest verdict of any space: no cursor key lays out the screen
    (the first longer verdict did, 12-16 ms inside a cursor key)."""
    app = make_app(session=board_session())
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        board = board_of(app)
        assert board.placing
        screen, layouts = app.screen, []
        original = screen._refresh_layout

        def counted(*args: Any, **kwargs: Any) -> None:
            if not kwargs.get("scroll"):  # (a scroll of the board to the cursor is no layout)
                layouts.append(sorted(f"{type(w).__name__}#{w.id}" for ws in screen._layout_widgets.values()
                                      for w in ws))
            original(*args, **kwargs)

        screen._refresh_layout = counted
        walked = set()
        for column in board.columns:  # down each column, then to the next
            await to_space(pilot, app, column[0])
            for _ in column:
                walked.add(board.space)
                await pilot.press("down")
        await settle(pilot)
        assert len(walked) == sum(len(column) for column in board.columns) > 10 and layouts == []
        assert str(app.screen.query_one("#error", Static).render()).startswith(("✓", "✗"))


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
async def test_the_banner_and_the_line_under_the_moves_keep_two_lines_through_every_phase(
        size: tuple[int, int]) -> None:
    """What the banner says comes and goes with the phases (a sale's rule, nothing while
    reporters are placed by others, the cursor's verdict, an activation's decision), and
    the verdict under the move input with the placing: both keep two lines from the start,
    so the reply of the bot who ends a phase lays out nothing (it did, 13-28 ms)."""
    session = ann_selling_first()
    async with settled_screen(session, size) as (pilot, screen):
        app = screen.app
        assert session.state.view(0)["phase"] == "sell"
        banner, error = screen.query_one("#ee-banner", Static), screen.query_one("#error", Static)
        assert banner.display and banner.size.height >= 2 and error.size.height >= 2
        assert banner_of(app).startswith("First round: sell")
        heights = (banner.size.height, error.size.height)
        board = board_of(app)
        await pilot.press("enter")  # Ann sells nothing; the bots sell, then Ann places
        await settle(pilot)
        assert board.placing and banner_of(app).startswith("▸ ")
        # (the room of the longest verdict over the board may have taken a line more)
        assert banner.size.height >= heights[0] and error.size.height >= heights[1]
        assert "SOURCES" in board.lines_at(board.size.width)[0].plain  # the boards come first


async def test_the_moves_list_greyed_while_others_moved_lights_up_after_the_repaint_or_at_a_key() -> None:
    app = make_app(session=board_session())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        moves = screen.query_one("#moves", OptionList)
        moves.disabled = True  # as greyed out while the others moved
        screen.refresh_moves(0)  # the turn back: filled and lit up just after the repaint
        assert moves.disabled and screen.entries == ()  # meanwhile it takes no move
        assert screen.draw_due() and not moves.disabled  # a key meets it filled and lit up
        assert screen.entries and moves.option_count == len(screen.entries)
        assert not screen.draw_due()  # (once)


async def test_the_cells_greyed_while_others_moved_light_up_with_the_focus_after_the_repaint() -> None:
    """The cells of the player's next choice come greyed out with the move that handed the
    turn over, and light up (restyled, with the focus: a fifth of that bot's reply) just
    after its repaint, or before a key that meets them."""
    app = make_app(session=ad_session())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        moves = screen.query_one("#moves", OptionList)
        choices = screen.query_one("#ee-choices", ChoiceBoard)
        assert choices.display and choices.rows and screen.focused is choices
        screen.query_one("#page-board").focus()
        moves.disabled = choices.disabled = True  # as greyed out while the others moved
        await pilot.pause()
        screen.refresh_moves(0)  # the turn back: lit up just after the repaint
        assert moves.disabled and choices.disabled and screen.focused is not choices
        await settle(pilot)
        assert not moves.disabled and not choices.disabled and screen.focused is choices
        moves.disabled = choices.disabled = True
        screen.refresh_moves(0)
        assert screen.draw_due() and not choices.disabled  # a key meets them lit up
        assert not screen.draw_due()  # (once)
        await pilot.pause()
        assert screen.focused is choices


async def test_cells_that_go_or_come_with_the_next_decision_do_so_as_the_side_lights_up() -> None:
    """Cells that go (a placing decision after a choice) or come (a choice after placing)
    lay out the whole screen (12-20 ms), and the focus given restyles two widgets: both
    happen as the greyed-out side lights up, just after the repaint that shows the move of
    the bot who handed the turn over, not in it."""
    async with settled_screen(board_session()) as (pilot, screen):  # Ann places reporters
        board, moves = board_of(screen.app), screen.query_one("#moves", OptionList)
        choices = screen.query_one("#ee-choices", ChoiceBoard)
        assert board.placing and not choices.display
        screen.query_one("#page-board").focus()
        choices.display = True  # the cells of her last choice, kept greyed out
        moves.disabled = choices.disabled = True  # as greyed out while the others moved
        await pilot.pause()
        screen.refresh_moves(0)  # the turn back, with a placing decision
        assert choices.display and not board.has_focus  # the reply's repaint: as they were
        await settle(pilot)
        assert not choices.display and board.has_focus and board.placing
    async with settled_screen(ad_session()) as (pilot, screen):  # Ann chooses an ad in the cells
        moves = screen.query_one("#moves", OptionList)
        choices = screen.query_one("#ee-choices", ChoiceBoard)
        rows = choices.rows
        assert choices.display and rows
        screen.query_one("#page-board").focus()
        choices.hide()  # gone while reporters were placed
        moves.disabled = choices.disabled = True
        await pilot.pause()
        screen.refresh_moves(0)  # the turn back, with a choice
        assert not choices.display
        await settle(pilot)
        assert choices.display and choices.rows == rows and screen.focused is choices


async def test_the_board_cursor_and_its_verdict_come_as_the_side_lights_up() -> None:
    """The repaint of the bot's move that hands the player a placing decision shows that
    move on the board as while others placed; the cursor and its verdict (in the banner and
    under the move input, a third of that reply) follow just after it, or before a key."""
    async with settled_screen(board_session()) as (pilot, screen):  # Ann places reporters
        app = screen.app
        board, moves = board_of(app), screen.query_one("#moves", OptionList)
        assert board.placing and banner_of(app).startswith("▸")
        board.show(session_view := screen.session.state.view(0), True)  # as while others placed
        screen.query_one("#page-board").focus()
        moves.disabled = True  # as greyed out while the others moved
        screen.forget_drawn("#ee-banner")
        await pilot.pause()
        screen.show(0)  # the turn handed over
        assert not board.placing and not banner_of(app).startswith("▸")
        await settle(pilot)
        assert board.placing and board.has_focus and banner_of(app).startswith("▸")
        board.show(session_view, True)
        moves.disabled = True
        screen.show(0)
        assert not board.placing
        assert screen.draw_due() and board.placing  # a key meets the cursor


async def test_a_placing_decision_shows_the_verdict_and_the_cursors_space_not_the_boards_middle() -> None:
    """At 80x24 the board is taller than its page: the focus given to it for the first
    placing decision keeps the boards' header and the cursor's space in view (Textual
    centres a focused widget that does not fit: the top of the boards went out of view)."""
    session = ann_selling_first()
    async with settled_screen(session, (80, 24)) as (pilot, screen):
        app = screen.app
        assert session.state.view(0)["phase"] == "sell"
        await pilot.press("enter")  # Ann sells nothing; the bots sell, then place
        await settle(pilot)
        board, page = board_of(app), screen.query_one("#page-board")
        assert board.placing and board.size.height > page.size.height
        assert screen.focused is board and page.scroll_y == 0
        assert banner_of(app).startswith("▸")
        assert rows_showing(board, board.space or "")[-1] + board.virtual_region.y < page.size.height


async def test_the_cells_keep_their_room_until_they_go() -> None:
    """Fewer lines of cells (a shorter verdict, a choice of fewer cells) keep the room of
    the most shown, so the boards below stay put (a layout of the whole screen inside a
    cursor key or a bot's reply); the room goes with the cells."""
    app = make_app(session=ad_session())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        choices = app.screen.query_one("#ee-choices", ChoiceBoard)
        rows = choices.rows
        width = choices.size.width
        shown = len(choices.lines_at(width))
        choices.set_rows(rows[:1] + (rows[0],))  # a row more
        assert len(choices.lines_at(width)) > shown
        taller = len(choices.lines_at(width))
        choices.set_rows(rows)
        assert len(choices.lines_at(width)) == taller  # the room is kept, blank
        assert choices.lines_at(width)[-1].plain == ""
        choices.hide()
        choices.set_rows(rows)
        assert len(choices.lines_at(width)) == shown


async def test_the_app_has_the_screen_do_what_is_due_before_each_key(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(session=board_session())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        asked: list[bool] = []

        def draw_due() -> bool:
            asked.append(True)
            return False

        monkeypatch.setattr(app.screen, "draw_due", draw_due)
        await pilot.press("down")
        assert asked  # (at least once: the flush is idempotent)
