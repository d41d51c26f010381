"""A move typed ahead in the move input while the bots play stays there when the turn comes.

A new decision puts the focus where it is made (the board, the choice cells, the moves
list). It used to do so even while the player was typing in the move input: the rest of
the typed keys then went to the board, where Enter could play whatever the cursor was on.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Input

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.game import GameScreen

from .pilot_helpers import wait_until

OPTIONS: dict[str, dict[str, Any]] = {"pulitzer": {}, "magazine": {"first_player": "1"},
                                      "extra-extra": {"scenario": 1}}


@pytest.mark.parametrize("game", sorted(OPTIONS))
async def test_a_move_typed_ahead_while_the_bots_play_stays_in_the_input_when_the_turn_comes(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 1.0)  # the keys come before the bot's move
    session = Session.new(game, [Seat("Ann"), Seat("Bob", "bot", "novice")], OPTIONS[game], 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:

        def my_turn_shown() -> bool:
            screen = app.screen
            return isinstance(screen, GameScreen) and 0 in session.human_to_act() and not screen.showing_moves()

        await wait_until(pilot, my_turn_shown, "Ann's turn")
        move = session.state.legal_actions(0)[0]
        await pilot.press("colon", *move.format(), "enter")
        await wait_until(pilot, lambda: len(session.log) > 0 and session.log[-1][0] == 0, "Ann's move played")
        if 0 in session.human_to_act():
            pytest.skip(f"{game}: Ann moves again at once at this seed, no bot in between")
        played = len(session.log)
        command = app.screen.query_one("#command", Input)
        # typed while Bob is still to move (the input may have kept the focus after the move)
        await pilot.press(*([] if command.has_focus else ["colon"]), *"ab")
        if len(session.log) > played:
            pytest.skip("the machine was too slow: Bob moved before the keys were typed")
        assert command.has_focus and command.value == "ab"  # typed ahead, while waiting
        await wait_until(pilot, lambda: len(session.log) > played and my_turn_shown(), "Bob's move, then Ann's turn")
        assert command.has_focus, f"the focus went to {app.screen.focused}"
        assert command.value == "ab"
