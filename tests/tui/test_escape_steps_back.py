"""Esc means "back one step" on every game screen, and a refused typed move is cleared (issue 12).

Esc leaves the move input, drops a held tile or cancels a half-made choice; only when
nothing is pending does it go to the menu. Nothing Esc does is a game move.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Input, OptionList, Static
from tui.pilot_helpers import settle, to_game_screen

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.fit_to_print.screen import FitToPrintScreen
from paperboy.tui.screens.menu import MenuScreen
from paperboy.tui.widgets.newspaper_grid import NewspaperGrid

SIZE = (100, 32)
GAMES = ["fit-to-print", "extra-extra", "pulitzer", "magazine"]


def first_move_text(session: Session) -> str:
    seat = session.human_to_act()[0]
    return session.state.legal_actions(seat)[0].format()


@pytest.mark.parametrize("game", GAMES)
async def test_a_refused_typed_move_is_cleared_not_appended_to(game: str) -> None:
    session = Session.new(game, [Seat("Ann"), Seat("Bob")], {}, 8, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_game_screen(pilot)
        await pilot.press("colon", *"zzz", "enter")
        await settle(pilot)
        command = screen.query_one("#command", Input)
        assert command.value == ""
        assert str(screen.query_one("#error", Static).content).startswith("✗")
        assert session.log == []
        # The next try is read on its own, not as "zzz" plus the new text.
        await pilot.press(*first_move_text(session), "enter")
        await settle(pilot)
        assert len(session.log) == 1


@pytest.mark.parametrize("game", GAMES)
async def test_escape_leaves_the_move_input_then_goes_to_the_menu(game: str) -> None:
    session = Session.new(game, [Seat("Ann"), Seat("Bob")], {}, 8, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_game_screen(pilot)
        await pilot.press("colon", *"half typed")
        command = screen.query_one("#command", Input)
        assert command.has_focus
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen
        assert not command.has_focus and command.value == ""
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert session.log == []


async def holding_a_tile(pilot: Any) -> FitToPrintScreen:
    """Solo Fit to Print: three tiles kept, Layout! said, one taken up from the desk."""
    screen = await to_game_screen(pilot)
    assert isinstance(screen, FitToPrintScreen)
    for _ in range(3):
        await pilot.press("n", "y")
    await pilot.press("L")
    await settle(pilot)
    screen.query_one("#desk", OptionList).focus()
    await pilot.press("enter")
    await settle(pilot)
    return screen


async def test_escape_drops_a_held_tile_before_leaving_fit_to_print() -> None:
    session = Session.new("fit-to-print", [Seat("Ann")], {"mode": "solo"}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await holding_a_tile(pilot)
        assert screen.holding is not None
        assert screen.query_one("#grid", NewspaperGrid).has_focus
        logged = len(session.log)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen and screen.holding is None
        assert screen.query_one("#grid", NewspaperGrid).ghost is None
        assert len(session.log) == logged
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def test_escape_puts_a_held_tile_back_on_the_desk_where_enter_takes_one_up_again() -> None:
    """One step back from holding a tile is choosing one: the desk has the focus again (it
    stayed on the paper, where Enter with nothing held did nothing at all)."""
    session = Session.new("fit-to-print", [Seat("Ann")], {"mode": "solo"}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await holding_a_tile(pilot)
        held = screen.holding
        assert held is not None
        await pilot.press("escape")
        await settle(pilot)
        assert screen.holding is None and screen.query_one("#desk", OptionList).has_focus
        await pilot.press("enter")
        await settle(pilot)
        assert screen.holding is not None


async def test_escape_returns_from_another_players_paper_before_leaving() -> None:
    session = Session.new("fit-to-print", [Seat("Ann"), Seat("Bob")], {}, 8, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, FitToPrintScreen)
        await pilot.press("o")
        await settle(pilot)
        assert screen.looking is not None
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen and screen.looking is None
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
