"""Fit to Print layout aids (issue 12): the live round score beside the paper, the centerpiece
under its ghost, ``c`` starting at the centerpiece, puzzle sheets that name their day and no
achievement line in a puzzle."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console
from textual.widgets import OptionList, Static

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.fit_to_print.dialogs import FinalScreen, ScoreSheetScreen
from paperboy.tui.games.fit_to_print.screen import FitToPrintScreen
from paperboy.tui.widgets.newspaper_grid import NewspaperGrid

SIZE = (100, 32)


def shown(widget: Static) -> str:
    console = Console(width=200, record=True, file=io.StringIO(), color_system=None)
    console.print(widget.content)
    return " ".join(console.export_text().split())


def puzzle(number: int = 5) -> Session:
    return Session.new("fit-to-print", [Seat("Ann")], {"mode": "puzzle", "puzzle": number}, 3, autosave=False)


async def settle(pilot: Any) -> None:
    for _ in range(3):
        await pilot.pause()


async def test_the_round_so_far_follows_each_placement() -> None:
    session = puzzle()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, FitToPrintScreen)
        line = screen.query_one("#so-far", Static)
        first = session.state.view(0)["so_far"][0]
        assert shown(line).startswith(f"This round so far: {first['total']} points, ${first['dollars']}")
        screen.query_one("#desk", OptionList).focus()
        await pilot.press("enter")  # hold the first desk tile; its ghost jumps to a legal square
        await settle(pilot)
        await pilot.press("enter")  # and place it
        await settle(pilot)
        assert session.log and session.log[-1][1]["type"] == "place"
        now = session.state.view(0)["so_far"][0]
        assert now != first
        assert shown(line).startswith(f"This round so far: {now['total']} points, ${now['dollars']}")


async def test_c_starts_the_centerpiece_ghost_where_it_lies_and_it_stays_drawn() -> None:
    session = puzzle()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        grid = screen.query_one("#grid", NewspaperGrid)
        at = tuple(session.state.units[0]["cp_at"])
        grid.cursor = (5, 6)
        await pilot.press("c")
        await settle(pilot)
        assert screen.holding == "CP"
        assert grid.cursor == at
        await pilot.press("down")
        await settle(pilot)
        assert grid.cursor != at and grid.ghost is not None
        drawn = [(t.row, t.col) for t in grid.model.tiles if t.tile_id == "CP"]
        assert drawn == [at]


async def test_a_puzzle_sheet_names_the_puzzle_and_its_day_and_the_edition_has_no_achievements() -> None:
    session = puzzle(5)
    day = session.state.view(0)["day"]
    assert day != "Fri"
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("P")
        await settle(pilot)
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        title = shown(sheet.query(Static).first())
        assert title.startswith("SCORE SHEET · Puzzle 5 · Saturday")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, FinalScreen)
        assert not app.screen.query("#final-achievements")
        assert "Achievements" not in " ".join(shown(w) for w in app.screen.query(Static))
