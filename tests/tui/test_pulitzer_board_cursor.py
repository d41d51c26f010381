"""Pilot tests of playing Pulitzer on the board: a Journalist picked by its key, a cursor
over the board's spaces, the engine's verdict in place, Enter to place (issue #12)."""

from __future__ import annotations

import asyncio
import io
import time
from typing import Any

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from paperboy.engine import Action, Rng
from paperboy.games.pulitzer.actions import Choose, Destroy, Pin, Place, Request
from paperboy.session import Seat, Session
from paperboy.tools.demos import pulitzer as demos
from paperboy.tui.app import make_app
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.games.pulitzer.board_cursor import PlaceBoard
from paperboy.tui.games.pulitzer.confirm import EndingWarningScreen
from paperboy.tui.games.pulitzer.investigation import InvestigationGrid, cell_of
from paperboy.tui.games.pulitzer.screen import PulitzerScreen
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.result import ResultScreen

from .pilot_helpers import POLL

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move and resolution steps are logged without the on-screen pauses."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)


def plain(app: Any, selector: str, width: int = 200) -> str:
    """The text a Static shows, without colour."""
    content = app.screen.query_one(selector, Static).content
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
    console.print(content)
    return console.export_text()


def three_players(seed: int = 3) -> Session:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice"), Seat("Cat", "bot", "novice")]
    return Session.new("pulitzer", seats, {}, seed, autosave=False)


async def steer(pilot: Pilot[Any], cursor: Any, target: tuple[int, int]) -> None:
    """Press arrow keys until ``cursor()`` is ``target`` (rows first, then along the row)."""
    for _ in range(60):
        row, col = cursor()
        if row != target[0]:
            await pilot.press("down" if target[0] > row else "up")
        elif col != target[1]:
            await pilot.press("right" if target[1] > col else "left")
        else:
            return
    raise AssertionError(f"the cursor never reached {target}")


def board_key(action: Action, legal: list[Action]) -> tuple[str, int]:
    """The board cell that makes ``action``, and how many ``t`` presses pick it there."""
    if isinstance(action, Place):
        same = [a for a in legal if isinstance(a, Place) and a.space == action.space
                and a.journalist == action.journalist]
        return action.space, same.index(action)
    if isinstance(action, Request):
        return f"req:{action.section}", 0
    others = [a for a in legal if not isinstance(a, Place | Request)]
    return f"act:{others.index(action)}", 0


def grid_target(action: Action, kind: str | None) -> str | None:
    """The Investigation board square of a pin, Destroyed Evidence or Statement decision."""
    if kind == "pin" and isinstance(action, Pin):
        return action.space
    if kind == "destroy" and isinstance(action, Destroy):
        return action.space
    if kind == "statement" and isinstance(action, Choose):
        return action.option
    return None


async def play_on_board(pilot: Pilot[Any], screen: PulitzerScreen, session: Session, seat: int,
                        action: Action) -> None:
    """The key presses that make ``action`` on the board (never the list, never typing)."""
    legal = session.state.legal_actions(seat)
    view = session.state.view(seat)
    kind = (view.get("pending") or {}).get("kind")
    square = grid_target(action, kind)
    if square is not None:
        if screen.page != "investigation":
            await pilot.press("i")  # the decision's squares are on the Investigation board
            await pilot.pause()
        grid = screen.query_one("#pz-grid", InvestigationGrid)
        assert grid.has_focus, "the Investigation board has the focus for a board decision"
        await steer(pilot, lambda: grid.cursor, cell_of(square))
        ways = [a for a in legal if grid_target(a, kind) == square]
        await pilot.press(*["t"] * ways.index(action), "enter")
        return
    if screen.page != "board":
        await pilot.press("b")  # moves that name no square (skip, choices) are on the board page
        await pilot.pause()
    board = screen.query_one("#pz-place", PlaceBoard)
    assert board.has_focus, f"the board has the focus on the player's turn ({kind}: {action.format()})"
    if isinstance(action, Place):
        await pilot.press(action.journalist.lower())
    key, turns = board_key(action, legal)
    place = board.position_of(key)
    assert place is not None, f"no cell for {key}"
    await steer(pilot, lambda: board.cursor, place)
    await pilot.press(*["t"] * turns, "enter")


async def my_turn(pilot: Pilot[Any], app: Any, session: Session, timeout: float = 20.0) -> PulitzerScreen:
    """Wait for Ann's turn (by the clock: a count of pauses ran out before the bots' threads
    had answered on a loaded machine, once in CI), passing handoff screens."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        # once what the last move changed is drawn too: the focus is placed after the repaint
        elif isinstance(app.screen, PulitzerScreen) and 0 in session.human_to_act() \
                and not app.screen.showing_moves():
            await pilot.pause()
            return app.screen
        await pilot.pause()
        await asyncio.sleep(POLL)
    raise AssertionError(f"Ann never got a turn in {timeout:.0f} s")


@pytest.mark.parametrize("where", ["kiosk", "bus", "archive", "overtime"])
async def test_placing_a_journalist_by_cursor_on_each_area(where: str) -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        legal = [a for a in session.state.legal_actions(0) if isinstance(a, Place) and not a.tokens]
        space = {"kiosk": next(a.space for a in legal if a.space[0] in "NISE"),
                 "bus": next(a.space for a in legal if a.space.startswith("B")),
                 "archive": "AR", "overtime": "OT"}[where]
        move = next(a for a in legal if a.space == space and a.journalist == "3")
        before = len(session.log)
        await play_on_board(pilot, screen, session, 0, move)
        await pilot.pause()
        assert session.log[before:before + 1] == [(0, move.to_dict())]
        placed = [sp for sp, items in session.state.view(0)["spaces"].items()
                  if any(i["owner"] == 0 and i.get("journalist") == "3" for i in items)]
        assert len(placed) == 1 and placed[0].startswith(space)


async def test_placing_on_an_event_card_space_by_cursor() -> None:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice"), Seat("Cat", "bot", "novice")]
    session = Session.new("pulitzer", seats, {"events": True}, 1, autosave=False)
    helper = session.game.make_bot("novice", 5)
    for _ in range(400):  # until an Event card with spaces is out on Ann's turn
        session.run_bots()
        legal = session.state.legal_actions(0)
        if any(isinstance(a, Place) and a.space.startswith("EV") for a in legal):
            break
        session.act(0, helper.choose(session.state, 0))
    move = next(a for a in legal if isinstance(a, Place) and a.space.startswith("EV"))
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        logged = len(session.log)
        await play_on_board(pilot, screen, session, 0, move)
        await pilot.pause()
        assert session.log[logged] == (0, move.to_dict())
        assert any(item["owner"] == 0 for item in session.state.view(0)["spaces"][move.space])


async def test_the_space_under_the_cursor_shows_what_it_pays_before_enter() -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        board = screen.query_one("#pz-place", PlaceBoard)
        await pilot.press("4")
        place = board.position_of("OT")
        assert place is not None
        await steer(pilot, lambda: board.cursor, place)
        move = next(a for a in session.state.legal_actions(0)
                    if isinstance(a, Place) and a.space == "OT" and a.journalist == "4" and not a.tokens)
        assert plain(app, "#pz-verdict").startswith("✓ " + screen.describe(move))
        assert "[4]" in plain(app, "#pz-hand")
        assert session.log == [] or all(seat != 0 for seat, _ in session.log)  # nothing played yet


async def test_a_refused_space_shows_the_engines_reason_and_records_nothing() -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        view = session.state.view(0)
        taken = next(sp for sp, items in view["spaces"].items() if items and sp[0] in "NISE" and sp[1:].isdigit())
        await pilot.press("2")
        board = screen.query_one("#pz-place", PlaceBoard)
        place = board.position_of(taken)
        assert place is not None
        await steer(pilot, lambda: board.cursor, place)
        reason = session.verdict(0, Place("2", taken))
        assert reason is not None and "(Summary: one Journalist per space)" in reason
        assert plain(app, "#pz-verdict").strip().replace("\n", " ") == "✗ " + reason
        before = (len(session.log), session.state.to_dict())
        await pilot.press("enter")
        await pilot.pause()
        assert str(screen.query_one("#error", Static).render()) == "✗ " + reason
        assert (len(session.log), session.state.to_dict()) == before


async def test_enter_on_a_space_before_a_journalist_is_picked_names_the_space() -> None:
    """Each refusal names its space: Enter on a second open space changes the line (the
    same words again looked like a key that did nothing)."""
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        board = screen.query_one("#pz-place", PlaceBoard)
        assert screen.chosen is None
        played = len(session.log)
        shown = []
        for key in ("enter", "down", "enter"):
            await pilot.press(key)
            await pilot.pause()
            shown.append((board.current_key(), str(screen.query_one("#error", Static).render())))
        (first, said), _, (second, said_again) = shown
        assert first != second and first is not None and second is not None
        assert said == f"✗ {first}: pick a Journalist first: 1-5 or x (the hand line shows yours)"
        assert said_again == f"✗ {second}: pick a Journalist first: 1-5 or x (the hand line shows yours)"
        assert len(session.log) == played and 0 in session.human_to_act()  # nothing was played


async def test_a_journalist_already_placed_is_refused_by_the_engine() -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        move = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.journalist == "1")
        await play_on_board(pilot, screen, session, 0, move)
        screen = await my_turn(pilot, app, session)
        await pilot.press("1")
        await pilot.pause()
        error = str(screen.query_one("#error", Static).render())
        assert error.startswith("✗ Journalist 1 is already placed this round (The Rounds: action B)")
        assert screen.chosen is None


async def test_the_list_follows_the_picked_journalist_and_esc_drops_it() -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        moves = screen.query_one("#moves", OptionList)
        everything = moves.option_count
        await pilot.press("5")
        await pilot.pause()
        assert screen.chosen == "5"
        shown = [str(moves.get_option_at_index(i).prompt) for i in range(moves.option_count)]
        assert 0 < len(shown) < everything
        assert all("Journalist 5" in line for line in shown if line.startswith("Journalist"))
        await pilot.press("escape")  # one step back: the pick goes, the game stays
        await pilot.pause()
        assert app.screen is screen and screen.chosen is None
        assert moves.option_count == everything
        assert "[" not in plain(app, "#pz-hand").split("1-5")[0]


async def test_one_enter_on_the_board_is_one_move() -> None:
    session = three_players()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        move = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.space == "OT")
        await play_on_board(pilot, screen, session, 0, move)
        await pilot.pause()
        await app.workers.wait_for_complete()
        assert [entry for entry in session.log if entry[0] == 0] == [(0, move.to_dict())]


async def test_a_pin_is_made_by_cursor_on_the_investigation_board() -> None:
    helper = None
    for seed in (8, *range(1, 40)):
        session = three_players(seed)
        helper = session.game.make_bot("expert", 5)
        for _ in range(3000):
            session.run_bots()
            if session.is_over():
                break
            pending = session.state.view(0).get("pending") or {}
            if pending.get("kind") == "pin" and pending.get("seat") == 0:
                break
            session.act(0, helper.choose(session.state, 0))
        pins = [a for a in session.state.legal_actions(0) if isinstance(a, Pin)] if not session.is_over() else []
        if pins:
            break
    else:
        raise AssertionError("no game reaches a pin for Ann")
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, app, session)
        assert screen.page == "investigation"
        move = pins[-1]
        before = len(session.state.view(0)["players"][0]["pins"])
        logged = len(session.log)
        await play_on_board(pilot, screen, session, 0, move)
        await pilot.pause()
        assert session.log[logged] == (0, move.to_dict())
        assert session.state.view(0)["players"][0]["pins"][before]["space"] == move.space


@pytest.mark.slow  # a whole game (35 s alone); the per-area tests above run by default
async def test_a_whole_two_player_game_is_played_by_cursor_alone() -> None:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice")]
    # seed 15 ends by the Hat in round 6 (the move that ends it asks first) and uses Kiosk,
    # Bus and Overtime spaces, Requests, pins, a Destroyed Evidence and choices
    session = Session.new("pulitzer", seats, {}, 15, autosave=False)
    rng = Rng(9)
    app = make_app(session=session)
    decisions = 0
    used: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        waited = 0  # pauses in a row with nothing for Ann to do: a stuck game fails, it never hangs
        for _ in range(20000):
            screen = app.screen
            if isinstance(screen, ResultScreen):
                break
            if isinstance(screen, HandoffScreen | EndingWarningScreen):
                if isinstance(screen, EndingWarningScreen):  # shown after the move's pause
                    used.add("ending warning")
                await pilot.press("enter")
                continue
            if not isinstance(screen, PulitzerScreen) or 0 not in session.human_to_act() or screen.showing_moves():
                waited += 1
                assert waited < 1500, (f"stuck on {type(screen).__name__}: humans to act "
                                       f"{session.human_to_act()}, bot to act {session.bot_to_act()}")
                await pilot.pause(0.01)
                continue
            waited = 0
            await pilot.pause()
            legal = session.state.legal_actions(0)
            # mostly placements on spaces, so every area is used; any legal move now and then
            places = [a for a in legal if isinstance(a, Place)]
            move = rng.choice(places) if places and rng.randint(0, 3) else rng.choice(legal)
            before = len(session.log)
            await play_on_board(pilot, screen, session, 0, move)
            for _ in range(300):  # the move is played, or its ending warning asks first
                await pilot.pause()
                if len(session.log) > before or isinstance(app.screen, EndingWarningScreen):
                    break
            if isinstance(app.screen, EndingWarningScreen):  # the move ends the game: play it
                await pilot.press("enter")
                await pilot.pause()
                used.add("ending warning")
            assert session.log[before] == (0, move.to_dict())
            decisions += 1
            used.add(("bus" if move.space.startswith("B") else "kiosk" if move.space[1:].isdigit() else move.space)
                     if isinstance(move, Place) else type(move).__name__)
        assert isinstance(app.screen, ResultScreen), "the game did not reach its score sheet"
    assert session.is_over() and decisions >= 10
    assert {"kiosk", "bus", "Request", "Pin", "Destroy", "Choose", "ending warning"} <= used


def test_snapshot_board_cursor_verdict_80x24(snap_compare: Any) -> None:
    session = demos.board_session()
    assert snap_compare(make_app(session=session), terminal_size=(80, 24), press=["3", "down", "right"])


def test_snapshot_board_cursor_refusal_100x32(snap_compare: Any) -> None:
    session = demos.board_session()
    assert snap_compare(make_app(session=session), terminal_size=SIZE, press=["2", "down"])


def test_session_verdict_is_the_engines_check_and_changes_nothing() -> None:
    session = three_players()
    session.run_bots()
    legal = session.state.legal_actions(0)
    place = next(a for a in legal if isinstance(a, Place))
    before = (session.state.to_dict(), list(session.log), session.is_saved)
    assert session.verdict(0, place) is None
    taken = next(sp for sp, items in session.state.view(0)["spaces"].items() if items and sp[1:].isdigit())
    reason = session.verdict(0, Place(place.journalist, taken))
    assert reason == "A Journalist already occupies that space (Summary: one Journalist per space)"
    assert session.verdict(1, place) is not None  # not Bob's turn: the engine says so
    assert (session.state.to_dict(), list(session.log), session.is_saved) == before


async def test_new_rows_draw_again_only_the_rows_that_changed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot's request changes a row or two of the board; the rows that show what they showed
    are not drawn again (every row was: 1-2 ms of the move's repaint), and look the same."""
    from textual.app import App, ComposeResult

    from paperboy.tui.games.pulitzer.board_cursor import Spot, SpotRow

    def rows(paper: str) -> tuple[SpotRow, ...]:
        return (SpotRow("1 red", (Spot("N1", "N1 Ann"), Spot("N2", "N2"))),
                SpotRow("Bus", (Spot("B1", "B1", "✓"), Spot("B2", "B2 Bob", "✗"))),
                SpotRow("Paper", (Spot("req:news", paper),)))

    class _Board(App[None]):
        def compose(self) -> ComposeResult:
            yield PlaceBoard(id="board")

    drawn: list[str] = []
    draw_row = PlaceBoard._draw_row

    def counting(self: PlaceBoard, row: Any, *args: Any) -> Any:
        drawn.append(row.title)
        return draw_row(self, row, *args)

    monkeypatch.setattr(PlaceBoard, "_draw_row", counting)
    app = _Board()
    async with app.run_test(size=(60, 8)) as pilot:
        board = app.query_one(PlaceBoard)
        board.set_rows(rows("News"))
        await pilot.pause()
        first = [board.render_line(y).text for y in range(3)]
        drawn.clear()
        board.set_rows(rows("News ✓"))
        await pilot.pause()
        again = [board.render_line(y).text for y in range(3)]
        assert drawn == ["Paper"]
        assert again[:2] == first[:2] and "News ✓" in again[2]
        board._drawn.clear()  # drawn afresh: the same lines
        assert [board.render_line(y).text for y in range(3)] == again
        # focused, the cursor is reversed; in another theme, every row is drawn in its colours
        board.blur()
        await pilot.pause()
        unfocused = [list(board.render_line(y)) for y in range(3)]
        board.focus()
        await pilot.pause()
        assert [list(board.render_line(y)) != unfocused[y] for y in range(3)] == [True, False, False]
        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        await pilot.pause()
        assert all(list(board.render_line(y)) != unfocused[y] for y in range(3))
