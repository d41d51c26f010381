"""While you wait, you can see what happened (issue 12): a "since your last move" recap of the
other seats' moves, bots included, and a game log to scroll back through on every game screen."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from textual.widgets import OptionList, RichLog

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.game import GameScreen
from paperboy.tui.screens.history import HistoryScreen

from .pilot_helpers import POLL

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


async def until_human_turn(pilot: Any, session: Session, timeout: float = 20.0) -> None:
    """Wait (by the clock: a count of pauses can run out before the bots' threads answer on
    a loaded machine) for a person's turn, passing handoff screens."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        await pilot.pause()
        if isinstance(pilot.app.screen, HandoffScreen):
            await pilot.press("enter")
            continue
        if session.human_to_act() and session.bot_to_act() is None and isinstance(pilot.app.screen, GameScreen):
            return
        await asyncio.sleep(POLL)
    raise AssertionError(f"the bots did not hand the turn back in {timeout:.0f} s")


def toast_texts(app: Any) -> list[str]:
    return [str(toast.render()) for toast in app.screen.query("Toast")]


async def test_the_bots_replies_are_recapped_when_your_turn_comes_back() -> None:
    session = Session.new("magazine", [Seat("Ann"), Seat("Bot 1 (expert)", "bot", "expert"),
                                       Seat("Bot 2 (novice)", "bot", "novice")], {}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_human_turn(pilot, session)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.recap(0) == []  # nothing to compare with before Ann's first move
        mark = len(session.events)
        screen.query_one("#moves", OptionList).focus()
        await pilot.press("enter")
        await until_human_turn(pilot, session)
        for _ in range(5):
            await pilot.pause()
        recap = screen.recap(0)
        bot_lines = [e.text for e in session.events[mark:] if "Bot" in e.text]
        assert bot_lines and set(bot_lines) <= set(recap)
        toasts = toast_texts(app)
        assert any("Since your last move, Ann" in t and recap[-1] in t for t in toasts), toasts


@pytest.mark.parametrize("game", ["fit-to-print", "extra-extra", "pulitzer", "magazine"])
async def test_shift_h_opens_the_whole_game_log_to_scroll_back_through(game: str) -> None:
    session = Session.new(game, [Seat("Ann"), Seat("Bob")], {}, 8, autosave=False)
    for _ in range(12):  # some history first
        seat = session.human_to_act()[0]
        session.act(seat, session.state.legal_actions(seat)[0])
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await until_human_turn(pilot, session)
        await pilot.press("H")
        await pilot.pause()
        history = app.screen
        assert isinstance(history, HistoryScreen)
        log = history.query_one("#history-log", RichLog)
        assert log.has_focus and len(log.lines) >= len(session.events)
        await pilot.press("end")
        await pilot.pause()
        bottom = log.scroll_y
        await pilot.press("home")
        await pilot.pause()
        assert log.scroll_y == 0 and (bottom > 0 or log.max_scroll_y == 0)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_moves_played_quickly_leave_one_recap_on_screen_not_a_stack() -> None:
    """Enter pressed quickly through several turns against bots: each turn's recap replaces
    the last one still showing, and other notices stay."""
    session = Session.new("magazine", [Seat("Ann"), Seat("Bot 1 (expert)", "bot", "expert")], {}, 3,
                          autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_human_turn(pilot, session)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        app.notify("an unrelated notice", markup=False)
        screen.query_one("#moves", OptionList).focus()
        recaps = 0
        for _ in range(4):
            before = len(session.log)
            await pilot.press("enter")
            await until_human_turn(pilot, session)
            for _ in range(3):
                await pilot.pause()
            if len(session.log) > before + 1:  # a bot moved: a recap was due
                recaps += 1
        assert recaps >= 2, "the bot replied at least twice"
        texts = toast_texts(app)
        assert sum("Since your last move" in t for t in texts) == 1, texts
        assert any("an unrelated notice" in t for t in texts), texts
