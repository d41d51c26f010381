"""Undo against bots on a game screen: your last move and the bots' replies go together (issue 12).

Magazine bots answer at once, so undo used to find a bot move at the end of the log and
refuse every time.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import OptionList, Static
from tui.pilot_helpers import wait_until

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.game import GameScreen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


async def until_human_turn(pilot: Any, session: Session) -> None:
    # by the clock, not by a count of pauses: on a loaded machine 200 pauses could pass
    # before the bots' pacing timers fired (a CI run failed so)
    await wait_until(pilot, lambda: session.human_to_act() and session.bot_to_act() is None,
                     "the bots to hand the turn back")


async def test_magazine_undo_takes_back_your_move_and_the_bots_replies() -> None:
    session = Session.new("magazine", [Seat("Ann"), Seat("Bot 1", "bot", "novice"),
                                       Seat("Bot 2", "bot", "novice")], {}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await until_human_turn(pilot, session)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        before = session.state.to_dict()
        logged = len(session.log)
        screen.query_one("#moves", OptionList).focus()
        await pilot.press("enter")
        await until_human_turn(pilot, session)
        assert len(session.log) > logged + 1  # Ann's move and at least one bot reply
        await pilot.press("u")
        await pilot.pause()
        assert len(session.log) == logged
        assert session.state.to_dict() == before
        error = str(screen.query_one("#error", Static).content)
        assert "Took back your last move and" in error and "bot move(s)" in error


async def test_undo_that_cannot_go_back_says_why() -> None:
    session = Session.new("magazine", [Seat("Ann"), Seat("Bot 1", "bot", "novice")], {}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await until_human_turn(pilot, session)
        await pilot.press("u")
        await pilot.pause()
        error = str(app.screen.query_one("#error", Static).content)
        assert error.startswith("✗ Cannot undo:")
        assert session.undo_refusal(0) in error
