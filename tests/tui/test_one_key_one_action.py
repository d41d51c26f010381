"""One key press is one action on every game screen (issue 12).

Textual runs a naming-convention handler once for each class in a screen's MRO; a game
screen that extends the shared handler used to play the listed move, rebuild the list
and play the next one from the same Enter (``flip`` then ``keep`` in Fit to Print). These
tests press one key and count the actions the session logged.
"""

from __future__ import annotations

import pytest
from textual.widgets import OptionList
from tui.pilot_helpers import settle, to_game_screen

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.fit_to_print.dialogs import ScoreSheetScreen
from paperboy.tui.screens.game import GameScreen
from paperboy.tui.widgets.log_tail import LogTail

SIZE = (100, 32)


@pytest.mark.parametrize("game", ["fit-to-print", "extra-extra", "pulitzer", "magazine"])
async def test_one_enter_on_the_moves_list_records_exactly_one_action(game: str) -> None:
    session = Session.new(game, [Seat("Ann"), Seat("Bob")], {}, 8, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_game_screen(pilot, focus_moves=True)
        assert screen.query_one("#moves", OptionList).option_count > 0
        assert session.log == []
        await pilot.press("enter")
        await settle(pilot)
        assert len(session.log) == 1, session.log


async def test_fit_to_print_flip_leaves_the_keep_or_return_decision_to_the_player() -> None:
    session = Session.new("fit-to-print", [Seat("Ann"), Seat("Bob")], {}, 8, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await to_game_screen(pilot, focus_moves=True)
        await pilot.press("enter")
        await settle(pilot)
        assert [a["type"] for _, a in session.log] == ["flip"]
        kinds = {a.KIND for a in session.state.legal_actions(0)}
        assert {"keep", "return"} <= kinds


async def test_enter_closing_a_score_sheet_plays_nothing_and_one_draft_enter_plays_one_choice() -> None:
    session = Session.new("fit-to-print", [Seat("Ann")], {"mode": "solo"}, 5, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await to_game_screen(pilot, focus_moves=True)
        await pilot.press("n", "y", "L", "P")
        await settle(pilot)
        assert isinstance(app.screen, ScoreSheetScreen)
        before = len(session.log)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert len(session.log) == before
        assert session.state.phase == "choose"
        await pilot.press("enter")
        await settle(pilot)
        assert [a["type"] for _, a in session.log[before:]] == ["choose"]


async def test_the_shared_log_is_written_once_when_a_screen_extends_on_mount() -> None:
    session = Session.new("fit-to-print", [Seat("Ann")], {"mode": "solo"}, 5, autosave=False)
    session.act(0, session.state.legal_actions(0)[0])
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_game_screen(pilot, focus_moves=True)
        texts = [line.text.strip() for line in screen.query_one("#log", LogTail).lines]
        first = session.events[0].text
        assert texts.count(first) == 1, texts
