"""Pilot tests of the Fit to Print screen: whole games by key presses, the ghost preview,
refusals, undo, save and resume, clock expiry, the set-up guide and the demo sessions."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from rich.console import Console
from textual.widgets import OptionList, Static
from tui.pilot_helpers import record_refreshes, settle, wait_until

from paperboy.games.fit_to_print.actions import Place
from paperboy.session import Seat, Session
from paperboy.tools.demos import fit_to_print as ftp
from paperboy.tui.app import make_app
from paperboy.tui.games import fit_to_print as ftp_ui
from paperboy.tui.games.fit_to_print import screen as ftp_screen
from paperboy.tui.games.fit_to_print.dialogs import FinalScreen, ScoreSheetScreen
from paperboy.tui.games.fit_to_print.pages import PageLines
from paperboy.tui.games.fit_to_print.paper import DeskList
from paperboy.tui.games.fit_to_print.screen import FitToPrintScreen
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.widgets.newspaper_grid import NewspaperGrid

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move without the on-screen pause so whole games stay quick."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


class FakeTime:
    """A time source the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def new_session(mode: str = "solo", humans: tuple[str, ...] = ("Ann",), bots: int = 0, seed: int = 3,
                autosave: bool = False, time_source: Any = None, **options: Any) -> Session:
    seats = [Seat(n) for n in humans] + [Seat(f"Bot {i + 1}", "bot", "novice") for i in range(bots)]
    kwargs: dict[str, Any] = {"autosave": autosave}
    if time_source is not None:
        kwargs["time_source"] = time_source
    return Session.new("fit-to-print", seats, {"mode": mode, **options}, seed, **kwargs)


def text_of(app: Any, selector: str, width: int = 120) -> str:
    """The text a Static shows (its Rich renderable printed without colour)."""
    content = app.screen.query_one(selector, Static).content
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
    console.print(content)
    return console.export_text()


async def move_cursor(pilot: Any, grid: NewspaperGrid, row: int, col: int) -> None:
    """Steer the grid cursor to (row, col) with arrow keys."""
    r, c = grid.cursor
    await pilot.press(*(["down"] * (row - r) if row > r else ["up"] * (r - row)))
    await pilot.press(*(["right"] * (col - c) if col > c else ["left"] * (c - col)))
    assert grid.cursor == (row, col)


async def place_by_keys(pilot: Any, app: Any, place: Place) -> None:
    """Choose ``place.tile`` on the desk, steer to its square and press Enter (or f)."""
    screen = app.screen
    desk = screen.query_one("#desk", OptionList)
    desk.focus()
    await pilot.pause()
    index = screen.desk_ids.index(place.tile)
    await pilot.press(*(["home"] if desk.highlighted else []), *(["down"] * index), "enter")
    grid = screen.query_one("#grid", NewspaperGrid)
    assert screen.holding == place.tile and grid.has_focus
    await move_cursor(pilot, grid, place.row, place.col)
    await pilot.press("enter" if place.face == "up" else "f")
    await pilot.pause()


def key_cost(screen: FitToPrintScreen, place: Place) -> int:
    """How many key presses placing ``place`` takes from where the desk and cursor are."""
    row, col = screen.query_one("#grid", NewspaperGrid).cursor
    return screen.desk_ids.index(place.tile) + abs(place.row - row) + abs(place.col - col)


async def play_by_keys(pilot: Any, app: Any, session: Session, flips: int = 3, places: int = 2,
                       limit: int = 400) -> set[str]:
    """Play every human seat by keys until the final screen; returns the screens seen."""
    seen: set[str] = set()
    for _ in range(limit):
        screen = app.screen
        seen.add(type(screen).__name__)
        if isinstance(screen, FinalScreen):
            return seen
        if isinstance(screen, ScoreSheetScreen | HandoffScreen):
            await pilot.press("enter")
            continue
        if not isinstance(screen, FitToPrintScreen):
            await wait_until(pilot, lambda shown=screen: app.screen is not shown, "the next screen")
            continue
        state = session.state
        seat = screen.viewer
        if seat is None or seat not in session.human_to_act():
            await wait_until(pilot, lambda shown=screen: app.screen is not shown
                             or (shown.viewer is not None and shown.viewer in session.human_to_act()),
                             "a person's turn")
            continue
        if state.phase == "choose":
            screen.query_one("#moves", OptionList).focus()
            await pilot.press("enter")
            continue
        unit = state.units[state.unit_of(seat)]
        if unit["status"] == "reporting":
            if unit["pending"]:
                await pilot.press("y")
            elif len(unit["desk"]) < flips and state.pile_down:
                await pilot.press("n")
            else:
                await pilot.press("L")
            continue
        placements = [a for a in state.legal_actions(seat) if isinstance(a, Place) and a.face == "up"
                      and a.tile != "CP"]
        if len(unit["placed"]) < places and placements:
            await place_by_keys(pilot, app, min(placements, key=lambda a: key_cost(screen, a)))
        else:
            await pilot.press("P")
    raise AssertionError(f"the game did not end; screens seen: {seen}")


async def test_complete_solo_game_by_keys() -> None:
    session = new_session("solo", seed=5)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        seen = await play_by_keys(pilot, app, session, flips=2, places=1)
        assert session.is_over()
        assert {"FitToPrintScreen", "ScoreSheetScreen", "FinalScreen"} <= seen
        final = app.screen
        summary = text_of(app, "#final-summary")
        result = session.state.result()
        assert f"{result.totals[0]} points" in summary
        assert "Achievements" in text_of(app, "#final-achievements")
        chart = text_of(app, "#final-chart")
        assert "Friday" in chart and "Sunday" in chart
        assert isinstance(final, FinalScreen)
        kinds = [a["type"] for _, a in session.log]
        assert {"flip", "keep", "layout", "place", "print", "choose"} <= set(kinds)


async def test_complete_two_player_relay_game_by_keys() -> None:
    session = new_session("standard", humans=("Ann", "Bob"), seed=11)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        seen = await play_by_keys(pilot, app, session, flips=1, places=1)
        assert session.is_over()
        assert {"ScoreSheetScreen", "FinalScreen"} <= seen
        # Desks and papers lie open on the table: no handoff screen between the two humans.
        assert "HandoffScreen" not in seen
        summary = text_of(app, "#final-summary")
        names = [session.seats[w].name for w in session.state.result().winners]
        assert any(n in summary for n in names)
        table = text_of(app, "#final-table")
        assert "Articles" in table and "Ad revenue" in table
        assert all(a.get("clock_ms", 0) >= 0 for _, a in session.log)


async def _to_layout(pilot: Any, app: Any, session: Session, keeps: int = 4) -> None:
    for _ in range(keeps):
        await pilot.press("n", "y")
    await pilot.press("L")
    await pilot.pause()
    assert session.state.units[0]["status"] == "layout"

@asynccontextmanager
async def laid_out(seed: int = 7) -> AsyncIterator[tuple[Any, Any, Session, FitToPrintScreen]]:
    """A solo game on screen, four tiles kept and Layout! called: (pilot, app, session, screen)."""
    session = new_session("solo", seed=seed)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await _to_layout(pilot, app, session)
        screen = app.screen
        assert isinstance(screen, FitToPrintScreen)
        yield pilot, app, session, screen



async def test_illegal_placement_shows_the_engine_reason_and_changes_nothing() -> None:
    async with laid_out() as (pilot, app, session, screen):
        tid = session.state.units[0]["desk"][0]
        before = session.state.to_dict()
        log_len = len(session.log)
        screen.query_one("#desk", OptionList).focus()
        await pilot.press("home", "enter")
        held = screen.holding
        assert held is not None
        grid = screen.query_one("#grid", NewspaperGrid)
        # The star square is under the centerpiece: placing there breaks Layout rule 1.
        star = tuple(session.state.view(0)["paper"]["star"])
        await move_cursor(pilot, grid, *star)
        assert grid.ghost is not None and grid.ghost_ok is False
        line = text_of(app, "#error")
        assert "✗" in line and "Layout rule 1" in line and "centerpiece" in line
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.to_dict() == before and len(session.log) == log_len
        assert "Layout rule 1" in text_of(app, "#error")
        # Asking to rotate is refused with the rule, from the engine.
        await pilot.press("r")
        assert "Layout rule 3" in text_of(app, "#error")
        assert session.state.to_dict() == before
        del tid


async def test_ghost_follows_the_cursor_and_enter_places_face_up_or_f_face_down() -> None:
    async with laid_out() as (pilot, app, session, screen):
        state = session.state
        up = next(a for a in state.legal_actions(0) if isinstance(a, Place) and a.tile != "CP")
        await place_by_keys(pilot, app, up)
        assert state.units[0]["placed"][up.tile][:2] == [up.row, up.col]
        assert state.units[0]["placed"][up.tile][2] is True
        tid = state.units[0]["desk"][0]
        down = next(a for a in state.legal_actions(0) if isinstance(a, Place) and a.tile == tid)
        await place_by_keys(pilot, app, Place(tid, down.row, down.col, "down"))
        assert session.state.units[0]["placed"][tid][2] is False
        # A placed tile can be picked up (p) and moved; x sends one back to the desk.
        grid = screen.query_one("#grid", NewspaperGrid)
        await pilot.press("g")
        await move_cursor(pilot, grid, up.row, up.col)
        await pilot.press("p")
        assert screen.holding == up.tile
        assert "fits" in text_of(app, "#error") or "✗" in text_of(app, "#error")
        await pilot.press("p")  # put it down again without moving: nothing changes
        await move_cursor(pilot, grid, down.row, down.col)
        await pilot.press("x")
        await pilot.pause()
        assert tid in session.state.units[0]["desk"]


async def test_centerpiece_moves_only_while_it_covers_the_star() -> None:
    async with laid_out() as (pilot, app, session, screen):
        await pilot.press("c")
        assert screen.holding == "CP"
        grid = screen.query_one("#grid", NewspaperGrid)
        view = session.state.view(0)
        rows = view["paper"]["rows"]
        await move_cursor(pilot, grid, rows - 1, 0)
        assert grid.ghost_ok is False
        assert "Layout rule" in text_of(app, "#error")
        spots = [a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.tile == "CP"]
        target = spots[-1] if spots else None
        if target is not None:
            await move_cursor(pilot, grid, target.row, target.col)
            assert grid.ghost_ok is True
            await pilot.press("enter")
            await pilot.pause()
            assert session.state.units[0]["cp_at"] == [target.row, target.col]


async def test_undo_in_layout_takes_back_one_placement_not_the_layout_call() -> None:
    async with laid_out() as (pilot, app, session, _screen):
        first = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.tile != "CP")
        await place_by_keys(pilot, app, first)
        second = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.tile != "CP"
                      and a.tile != first.tile)
        await place_by_keys(pilot, app, second)
        placed = session.state.units[0]["placed"]
        assert first.tile in placed and second.tile in placed
        app.screen.query_one("#desk", OptionList).focus()
        await pilot.press("u")
        await pilot.pause()
        unit = session.state.units[0]
        assert second.tile in unit["desk"] and second.tile not in unit["placed"]
        assert first.tile in unit["placed"] and unit["status"] == "layout"
        assert "Took back your last move" in text_of(app, "#error")
        # Step by step: the first placement, then the Layout! call, then the keep; the flip stays.
        await pilot.press("u", "u", "u")
        await pilot.pause()
        unit = session.state.units[0]
        assert unit["status"] == "reporting" and unit["pending"] is not None
        assert session.log[-1][1]["type"] == "flip"
        await pilot.press("u")
        await pilot.pause()
        error = text_of(app, "#error")
        assert "Cannot undo" in error and "'flip" in error and "hidden information" in error


async def test_quit_and_resume_mid_round_restores_the_position(tmp_path: Any) -> None:
    fake = FakeTime()
    session = new_session("solo", seed=9, autosave=True, time_source=fake)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("n", "y")
        fake.now += 30
        await pilot.press("n", "y", "L")
        place = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.tile != "CP")
        await place_by_keys(pilot, app, place)
        fake.now += 12
        await pilot.pause()
        position = session.state.to_dict()
        path = session.path
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, FitToPrintScreen)
    resumed = Session.load(path, time_source=fake)
    assert resumed.state.to_dict() == position
    clock = resumed.clocks["ftp-day0"]
    assert clock.used(0) == pytest.approx(42.0, abs=0.01)
    app2 = make_app(session=resumed)
    async with app2.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app2.screen
        assert isinstance(screen, FitToPrintScreen)
        grid = screen.query_one("#grid", NewspaperGrid)
        assert any(t.tile_id == place.tile for t in grid.model.tiles)
        assert "3:18" in text_of(app2, "#status")  # 4:00 less the 42 s spent before quitting


async def test_clock_expiry_forces_print() -> None:
    fake = FakeTime()
    session = new_session("standard", humans=("Ann",), bots=1, seed=4, time_source=fake, timer="frantic")
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("n", "y", "L")
        await pilot.pause()
        assert session.state.units[0]["status"] == "layout"
        fake.now += 181
        screen.tick()
        await pilot.pause()
        assert session.state.units[0]["status"] == "printed" or session.state.day == 1 \
            or session.state.phase == "choose"
        last_print = [a for s, a in session.log if s == 0 and a["type"] == "print"][-1]
        used = sum(a.get("clock_ms", 0) for s, a in session.log if s == 0)
        assert used == 180_000 and last_print["type"] == "print"
        assert any("clock ran out" in str(line) for line in screen.query_one("#log").lines)


async def test_reporting_panel_lists_the_pile_and_face_up_takes() -> None:
    session = ftp.reporting_session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        pages = screen.query_one("#pages", PageLines)
        page = pages.page_text("pile")
        view = session.state.view(0)
        assert f"{view['pile']['face_down']} face down" in page
        for tile in view["pile"]["face_up"]:
            assert tile["id"] in page
        moves = screen.query_one("#moves", OptionList)
        labels = [str(moves.get_option_at_index(i).prompt) for i in range(moves.option_count)]
        assert labels[0].startswith("Flip a face-down tile")
        assert any(label.startswith("Take ") for label in labels)
        await pilot.press("1")
        assert pages.page == "tracks"
        assert "Tracks" in pages.page_text("tracks") and "Ann" in pages.page_text("tracks")
        await pilot.press("2")
        assert pages.page == "cards" and "Centerpiece" in pages.page_text("cards")


async def test_footer_keys_follow_the_phase() -> None:
    session = new_session("solo", seed=7)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.check_action("flip", ()) and not screen.check_action("keep", ())
        assert not screen.check_action("centerpiece", ())
        await pilot.press("n")
        assert screen.check_action("keep", ()) and screen.check_action("put_back", ())
        assert not screen.check_action("flip", ())
        await pilot.press("y", "L")
        await pilot.pause()
        assert screen.check_action("print", ()) and screen.check_action("centerpiece", ())
        assert not screen.check_action("layout", ())


async def test_set_up_screen_shows_puzzle_tiers_and_scenario_goals() -> None:
    from paperboy.tui.games.fit_to_print.setup import puzzle_table, scenario_text

    app = make_app(setup="fit-to-print", options={"mode": "puzzle", "puzzle": 2})
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert type(app.screen).__name__ == "FitToPrintSetupScreen"
        guide = app.screen.guide
        assert "Puzzle (1)" in guide and "▸2" in guide and "Tiers" in guide
        # Only one seat row is shown for a one-player mode.
        form = app.screen.form
        shown = [i for i in range(app.screen.max_rows) if form.field(f"kind-{i}").visible]
        assert shown == [0]
    console = Console(width=100, file=io.StringIO(), record=True, color_system=None)
    console.print(puzzle_table(2, "Ann", {("Ann", 2): 21}))
    table = console.export_text()
    assert "▸2" in table and "21" in table and "7A" in table
    console.print(scenario_text(10))
    assert "No mood penalty" in console.export_text()


def test_screenshot_and_bench_sessions() -> None:
    assert ftp_ui.UI.bench_keys == ("right", "down", "left", "up", "enter", "enter", "2", "3", "1")
    bench = ftp.bench_session()
    assert bench.state.day == 2 and bench.state.units[0]["status"] == "layout"
    assert bench.ftp_demo["hold"] in bench.state.units[0]["desk"]
    shots = ftp.screenshot_sessions()
    assert {"reporting", "layout", "grid", "score-sheet", "draft"} <= set(shots)
    assert all(s.autosave is False for s in shots.values())
    assert shots["score-sheet"].state.phase == "choose"
    assert ftp_screen.TICK <= 0.25


async def test_one_hand_modification_moves_layout_to_the_left_half_of_the_keyboard() -> None:
    session = new_session("standard", humans=("Ann",), bots=1, seed=7, modifications=[7])
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("n", "y", "n", "y", "L")
        await pilot.pause()
        screen = app.screen
        assert session.state.units[0]["status"] == "layout"
        assert screen.check_action("one_hand", ("next",)) and not screen.check_action("desk", ())
        await pilot.press("t")
        held = screen.holding
        assert held in session.state.units[0]["desk"]
        grid = screen.query_one("#grid", NewspaperGrid)
        start = grid.cursor
        await pilot.press("right")  # the right half of the keyboard does nothing
        assert grid.cursor == start
        place = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.tile == held)
        r, c = grid.cursor
        await pilot.press(*(["s"] * (place.row - r) if place.row > r else ["w"] * (r - place.row)))
        await pilot.press(*(["d"] * (place.col - c) if place.col > c else ["a"] * (c - place.col)))
        assert grid.cursor == (place.row, place.col)
        await pilot.press("e")
        await pilot.pause()
        assert held in session.state.units[0]["placed"]
        assert screen.check_action("print_one_hand", ()) and not screen.check_action("print", ())


async def test_upside_down_modification_turns_the_paper() -> None:
    session = new_session("solo", seed=7, modifications=[3])
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#grid", NewspaperGrid).rotated is True


async def test_placed_tiles_stay_put_under_the_no_moving_modification() -> None:
    session = new_session("standard", humans=("Ann",), bots=1, seed=7, modifications=[6])
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("n", "y", "n", "y", "L")
        await wait_until(pilot, lambda: any(isinstance(a, Place) and a.tile != "CP"
                                            for a in session.state.legal_actions(0)), "a tile to place")
        place = next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.tile != "CP")
        await place_by_keys(pilot, app, place)
        screen = app.screen
        grid = screen.query_one("#grid", NewspaperGrid)
        await pilot.press("g")
        await move_cursor(pilot, grid, place.row, place.col)
        await pilot.press("p")
        assert screen.holding is None
        assert "Rule modification 6" in text_of(app, "#error")


async def test_newsroom_walk_time_is_booked_on_the_team_clock() -> None:
    fake = FakeTime()
    session = new_session("newsroom", humans=("Ann", "Bob", "Cat", "Dan"), seed=5, time_source=fake)
    game = session.game
    for seat, text in ((0, "flip"), (0, "keep"), (2, "flip"), (2, "keep"), (0, "deliver")):
        session.act(seat, game.parse_action(text))
    walk_ms = 2 * 1000 * session.options["walk_seconds"]
    assert session.state.units[0]["used_ms"] == walk_ms
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        clock = session.clocks["ftp-day0"]
        assert clock.used(0) == pytest.approx(walk_ms / 1000, abs=0.01)
        assert session.spent_ms(1) == 0


async def test_set_up_solo_empties_extra_seats_and_starts_the_game() -> None:
    app = make_app(setup="fit-to-print", options={"mode": "solo"})
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert not app.screen.form.field("kind-1").visible  # a one-seat mode: not on the form
        assert len(app.screen.collect()[0]) == 1
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, FitToPrintScreen)
        assert app.screen.session.state.mode == "solo"


async def test_typed_moves_and_escape_closes_the_move_box_first() -> None:
    session = new_session("solo", seed=7)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("colon")
        command = app.screen.query_one("#command")
        assert command.has_focus and command.display
        await pilot.press(*"flip", "enter")
        await pilot.pause()
        assert session.state.units[0]["pending"] is not None
        assert session.log[-1][1]["type"] == "flip"
        await pilot.press("escape")
        assert isinstance(app.screen, FitToPrintScreen) and not command.has_focus
        assert not command.display


async def test_o_shows_the_other_papers_read_only() -> None:
    session = ftp.layout_session()
    session.time_source = FakeTime()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        grid = screen.query_one("#grid", NewspaperGrid)
        own = {t.tile_id for t in grid.model.tiles}
        await pilot.press("o")
        assert screen.looking == 1
        bob = {t.tile_id for t in grid.model.tiles}
        placed = {p for p in session.state.units[1]["placed"]}
        assert bob - {"CP"} == placed and bob != own
        assert "Bob" in text_of(app, "#seat")
        assert not screen.check_action("centerpiece", ())
        await pilot.press("o")
        assert screen.looking is None and {t.tile_id for t in grid.model.tiles} == own


async def _take_first_desk_tile(pilot: Any, screen: FitToPrintScreen) -> str:
    """Enter on the desk's first tile: the tile taken in hand (the paper has the focus)."""
    screen.query_one("#desk", OptionList).focus()
    await pilot.pause()
    tid = screen.desk_ids[0]
    await pilot.press("home", "enter")
    await pilot.pause()
    assert screen.holding == tid and screen.query_one("#grid", NewspaperGrid).has_focus
    return tid


async def test_taking_a_desk_tile_draws_only_the_desk_and_the_ghost_not_the_whole_board() -> None:
    """Enter on the desk takes a tile in hand: the paper, its pages and the tabs are as they
    were, so the board is not drawn again (it was a tenth of the key); picking up a placed
    tile lifts it off the paper, and that does draw the board again."""
    async with laid_out() as (pilot, app, session, screen):
        drawn: list[str | None] = []
        original = screen.refresh_board

        def counted(view: Any, seat: int | None) -> None:
            drawn.append(screen.holding)
            original(view, seat)

        screen.refresh_board = counted  # type: ignore[method-assign]
        tid = await _take_first_desk_tile(pilot, screen)
        grid = screen.query_one("#grid", NewspaperGrid)
        assert drawn == [], "taking a desk tile drew the whole board again"
        assert grid.ghost is not None
        assert f"holding {tid}" in str(screen.query_one("#desk-title", Static).content)
        assert "fits" in text_of(app, "#error") or "✗" in text_of(app, "#error")
        # placed, then picked up again: lifted off the paper, so the board is drawn
        await pilot.press("enter")
        await pilot.pause()
        assert tid in session.state.units[0]["placed"]
        drawn.clear()
        await pilot.press("g")
        row, col = session.state.units[0]["placed"][tid][:2]
        await move_cursor(pilot, grid, row, col)
        await pilot.press("p")
        await pilot.pause()
        assert screen.holding == tid and tid in drawn


async def test_taking_and_placing_a_tile_compose_the_ghost_and_cursor_lines_once() -> None:
    """Taking a tile moves the cursor to a square where it fits and shows the ghost with its
    verdict; placing it changes the paper and drops the ghost. Each of those composed the
    ghost's and cursor's lines again (three or four times a key); now once a key."""
    async with laid_out() as (pilot, app, session, screen):
        grid = screen.query_one("#grid", NewspaperGrid)
        composed: list[int] = []
        original = grid._rebuild_overlay

        def counted() -> None:
            composed.append(1)
            original()

        grid._rebuild_overlay = counted  # type: ignore[method-assign]
        tid = await _take_first_desk_tile(pilot, screen)
        assert grid.ghost is not None
        assert len(composed) == 1, f"taking a tile composed the ghost's lines {len(composed)} times"
        composed.clear()
        await pilot.press("enter")
        await pilot.pause()
        assert tid in session.state.units[0]["placed"] and grid.ghost is None
        assert len(composed) == 1, f"placing a tile composed the ghost's lines {len(composed)} times"
        # what is drawn is what an overlay composed from scratch draws
        shown = {y: list(line) for y, line in grid._overlay.items()}
        original()
        assert shown == grid._overlay


async def test_moving_the_focus_between_desk_and_paper_repaints_only_the_desks_highlighted_row() -> None:
    """Enter moves the focus from the desk to the paper (a tile taken) and back (a tile
    placed). Textual restyled the desk for it and drew every row again; the desk's look does
    not depend on the focus but for the highlighted row, which alone is repainted, in the
    cursor's colours while the desk has the keys and in the dim ones while the paper has them."""
    async with laid_out() as (pilot, app, session, screen):
        desk = screen.query_one("#desk", DeskList)
        desk.focus()
        await pilot.pause()
        await pilot.press("home")
        await pilot.pause()
        restyled: list[Any] = []
        original_update = app.stylesheet.update_nodes

        def counted_update(nodes: Any, animate: bool = False) -> None:
            restyled.extend(nodes)
            original_update(nodes, animate=animate)

        app.stylesheet.update_nodes = counted_update  # type: ignore[method-assign]
        repainted = record_refreshes(desk)
        focused_row, other_row = desk.render_line(0), desk.render_line(1)
        assert other_row.text.strip()
        screen.query_one("#grid", NewspaperGrid).focus()
        await pilot.pause()
        assert desk not in restyled, "the desk was restyled when it lost the focus"
        assert repainted and all(len(regions) == 1 and regions[0].height == 1 for regions in repainted), repainted
        blurred_row = desk.render_line(0)
        assert blurred_row.text == focused_row.text
        cursor = desk.get_component_rich_style("desk--cursor")
        dim = desk.get_component_rich_style("desk--cursor-blurred")
        assert cursor.bgcolor != dim.bgcolor
        assert {s.style.bgcolor for s in focused_row if s.text.strip()} == {cursor.bgcolor}
        assert {s.style.bgcolor for s in blurred_row if s.text.strip()} == {dim.bgcolor}
        # the other rows look the same either way
        assert list(desk.render_line(1)) == list(other_row)


def _face_up_place(session: Any, tid: str | None) -> Place:
    """A legal move putting tile ``tid`` face up on Ann's paper."""
    return next(a for a in session.state.legal_actions(0) if isinstance(a, Place) and a.tile == tid and a.face == "up")


async def test_a_desk_key_before_the_desk_is_drawn_again_takes_the_tile_the_desk_then_shows() -> None:
    """Enter on the desk in the moment before its rows follow a tile placed: the desk is
    drawn first, and the tile its highlighted row then shows is taken (never the tile
    just placed, whose row was highlighted)."""
    async with laid_out() as (pilot, app, session, screen):
        await _take_first_desk_tile(pilot, screen)
        tid = screen.holding
        assert tid is not None
        desk = screen.query_one("#desk", OptionList)
        place = _face_up_place(session, tid)
        assert screen.act(place)
        stale = screen.desk_ids.index(tid)  # its row is still drawn, highlighted
        desk.highlighted = stale
        option = desk.get_option_at_index(stale)
        screen.on_option_list_option_selected(OptionList.OptionSelected(desk, option, stale))
        assert tid not in screen.desk_ids and screen.holding not in (None, tid)
        assert screen.holding == screen.desk_ids[desk.highlighted or 0]
        state: Any = session.state
        assert state.units[0]["placed"][tid][:2] == [place.row, place.col]  # still where it was put


async def test_the_key_after_a_tile_placed_meets_the_desk_drawn_and_focused() -> None:
    """The desk takes the focus with its rows, just after the repaint that shows the tile
    on the paper; a key before then has them drawn first: Enter takes the next tile (it
    never picks the tile just placed back up from the paper)."""
    async with laid_out() as (pilot, app, session, screen):
        await _take_first_desk_tile(pilot, screen)
        tid = screen.holding
        assert tid is not None
        grid = screen.query_one("#grid", NewspaperGrid)
        desk = screen.query_one("#desk", OptionList)
        place = _face_up_place(session, tid)
        grid.cursor = (place.row, place.col)
        screen.on_newspaper_grid_place(NewspaperGrid.Place(grid, place.row, place.col))
        assert grid.has_focus and tid in screen.desk_ids  # both follow the repaint
        await pilot.press("enter")  # on the desk, drawn again: the tile its highlighted row shows
        assert tid not in screen.desk_ids and screen.holding in screen.desk_ids
        assert screen.holding == screen.desk_ids[desk.highlighted or 0] and grid.has_focus
        state: Any = session.state
        assert state.units[0]["placed"][tid][:2] == [place.row, place.col]  # still where it was put


async def test_a_tile_placed_by_a_key_shows_on_the_paper_first_and_the_desk_and_panels_just_after() -> None:
    """Placing a tile draws the paper and the verdict in the key's repaint; the desk, the
    round's points under the paper, the tabs, the page beside it and the log line follow
    just after it (they were two thirds of the key's repaint), and then say the same as if
    drawn at once."""
    async with laid_out() as (pilot, app, session, screen):
        await _take_first_desk_tile(pilot, screen)
        tid = screen.holding
        grid = screen.query_one("#grid", NewspaperGrid)
        place = _face_up_place(session, tid)
        so_far_before = text_of(app, "#so-far")
        log = screen.query_one("#log", ftp_screen.LogTail)
        lines_before = len(log.lines)
        grid.cursor = (place.row, place.col)
        assert screen.act(place)
        assert tid in session.state.units[0]["placed"]
        assert grid.ghost is None and tid in screen.desk_ids
        # not yet: drawn after the repaint that shows the tile
        assert screen.showing_moves()
        assert text_of(app, "#so-far") == so_far_before and len(log.lines) == lines_before
        await settle(pilot)
        assert not screen.showing_moves()
        assert screen.desk_ids and tid not in screen.desk_ids
        assert f"Desk ({len(screen.desk_ids)})" in text_of(app, "#desk-title")
        view = screen._view()
        assert text_of(app, "#so-far").strip() == ftp_screen.render.so_far_text(view, 0).plain.strip()
        assert len(log.lines) > lines_before and tid in "\n".join(s.text for s in log.lines)
