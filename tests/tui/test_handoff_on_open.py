"""The handoff screen comes first whenever the app cannot know who is at the keyboard.

A game screen that has just opened (a new game, ``paperboy resume``, a game picked again
from the resume list after going back to the menu) shows no seat's private view until
the person named on the handoff screen has pressed Enter. Only games with hidden
information and two or more people at the keyboard hand off; the setting turns it off.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Static

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.game import GameScreen
from paperboy.tui.screens.menu import MenuScreen
from paperboy.tui.screens.resume import ResumeScreen

SIZE = (100, 32)

# The three games that hide something from some players, each with two people.
HIDDEN = {
    "pulitzer": ([Seat("Ann"), Seat("Bob"), Seat("Cat", "bot", "novice")], {}),
    "extra-extra": ([Seat("Ann"), Seat("Bob")], {"scenario": 1}),
    "magazine": ([Seat("Ann"), Seat("Bob")], {"hidden_money": True, "first_player": "1"}),
}


def _new(game_id: str, autosave: bool = True) -> Session:
    seats, options = HIDDEN[game_id]
    return Session.new(game_id, seats, options, 5, autosave=autosave)


def _game_screen(app: Any) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def _expect_handoff_first(app: Any, pilot: Any, session: Session) -> None:
    """The handoff screen is up, nothing private was drawn, and Enter shows the named seat."""
    await pilot.pause()
    assert isinstance(app.screen, HandoffScreen), type(app.screen).__name__
    screen = _game_screen(app)
    assert screen.viewer is None  # no seat's view was drawn under the handoff screen
    named = app.screen.player
    humans = [session.seats[s].name for s in session.human_to_act()]
    assert named in humans
    text = " ".join(str(w.render()) for w in app.screen.query(Static))
    assert named in text
    await pilot.press("enter")
    await pilot.pause()
    assert app.screen is screen
    assert screen.viewer is not None and session.seats[screen.viewer].name == named


@pytest.mark.parametrize("game_id", sorted(HIDDEN))
async def test_new_game_with_two_humans_hands_off_before_the_first_private_view(game_id: str) -> None:
    session = _new(game_id, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await _expect_handoff_first(app, pilot, session)
        await pilot.pause()
        # exactly one handoff: the first player is now at the board
        assert isinstance(app.screen, GameScreen)
    assert app.crash is None


@pytest.mark.parametrize("game_id", sorted(HIDDEN))
async def test_resumed_game_hands_off_before_the_first_private_view(game_id: str) -> None:
    saved = _new(game_id)
    loaded = Session.load(saved.path)  # as `paperboy resume SAVE` does
    app = make_app(session=loaded)
    async with app.run_test(size=SIZE) as pilot:
        await _expect_handoff_first(app, pilot, loaded)
    assert app.crash is None


@pytest.mark.parametrize("game_id", sorted(HIDDEN))
async def test_game_picked_again_after_the_menu_hands_off_first(game_id: str) -> None:
    session = _new(game_id)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await _expect_handoff_first(app, pilot, session)
        await pilot.press("escape")  # back to the menu
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("enter")
        await pilot.pause()
        resumed = _game_screen(app).session
        await _expect_handoff_first(app, pilot, resumed)
    assert app.crash is None


async def test_no_opening_handoff_when_the_setting_is_off() -> None:
    session = _new("magazine", autosave=False)
    app = make_app(session=session)
    app.settings.handoff = False
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.viewer == 0


async def test_no_opening_handoff_with_one_human_against_bots() -> None:
    session = Session.new("magazine", [Seat("Ann"), Seat("Bob", "bot", "novice")],
                          {"hidden_money": True, "first_player": "1"}, 5, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.viewer == 0


async def test_no_opening_handoff_when_nothing_is_hidden() -> None:
    session = Session.new("magazine", [Seat("Ann"), Seat("Bob")],
                          {"hidden_money": False, "first_player": "1"}, 5, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.viewer == 0
