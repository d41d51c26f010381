"""The master bot on the game screen: bots think off the UI thread, and the hint key (m).

Think times here are tiny (20-30 ms): the searches only have to run, not to play well.
"""

from __future__ import annotations

import pytest
from textual.widgets import Static
from tui.pilot_helpers import settle, to_game_screen

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.screens import game as game_screen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


def _session(level: str = "novice") -> Session:
    session = Session.new("magazine", [Seat("Ann"), Seat("Bot 1", "bot", level)], {}, 3, autosave=False)
    session.set_think_ms(20)
    return session


async def _until_ann_moves(pilot, session: Session) -> None:
    for _ in range(300):
        await settle(pilot)
        if session.human_to_act() and session.bot_to_act() is None:
            return
    raise AssertionError("the bot did not hand the turn back")


async def test_hint_key_suggests_a_move_with_its_reason_and_counts_it() -> None:
    session = _session()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await _until_ann_moves(pilot, session)
        screen = await to_game_screen(pilot)
        moves = len(session.log)
        await pilot.press("m")
        await settle(pilot)
        text = str(screen.query_one("#error", Static).content)
        assert text.startswith("Hint: ") and any(
            words in text for words in ("simulated game", "only legal move", "the expert's choice"))
        assert len(session.log) == moves  # a hint suggests, it never plays
        assert session.hints == [1, 0]
        assert screen.hint_lines() == ["Hints used: Ann 1"]
        screen.viewer = 1  # the bot's seat: not a person whose move it is
        screen.action_hint()
        assert "a hint is for the person whose move it is" in str(screen.query_one("#error", Static).content)
        assert session.hints == [1, 0]


async def test_a_master_bot_plays_from_a_worker_and_a_stale_answer_is_dropped() -> None:
    session = _session("master")
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await _until_ann_moves(pilot, session)
        screen = await to_game_screen(pilot)
        assert session.bot(1).think_ms == 20  # the session's think time reached the bot
        seat = session.to_act()[0]
        # An answer computed for an earlier point of the game (before an undo, say) is
        # not played: the game is no longer where the bot started thinking.
        stale = (object(), len(session.log))
        action = session.state.legal_actions(seat)[0]
        moves = len(session.log)
        assert screen.thinking is None
        assert not screen.bot_answered(seat, stale, action)
        await settle(pilot)
        assert len(session.log) == moves
        # the same answer for the point the game stands at is played: only its age refused it
        assert screen.bot_answered(seat, screen.game_point(), action)
        assert len(session.log) == moves + 1



async def test_players_screen_steps_the_master_think_time_and_new_games_take_it() -> None:
    from paperboy.session import Settings
    from paperboy.tui.screens.players import PlayersScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.open_players()
        await settle(pilot)
        assert isinstance(app.screen, PlayersScreen)
        await pilot.press("k")
        await settle(pilot)
        assert "500 ms" in str(app.screen.query_one("#settings", Static).content)
    assert Settings.load().think_ms == 500
    session = Session.new("magazine", [Seat("Ann"), Seat("Bot 1", "bot", "master")], {}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert session.think_ms == 500 and session.bot(1).think_ms == 500
