"""Leaving a page and coming back never leaves the screen with nothing focused: the arrows,
Enter and the page keys keep working (issue #15's bench found them dead after a page key)."""

from __future__ import annotations

import pytest
from tui.pilot_helpers import settle, to_game_screen

from paperboy.engine import find_game
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app


# Magazine opens with its board focused; in Extra! Extra! Enter on the first move (a reporter
# placement) moves the focus to the board of spaces.
@pytest.mark.parametrize(("game_id", "first", "away", "back"),
                         [("magazine", [], "p", "b"), ("extra-extra", ["enter"], "n", "b")])
async def test_a_page_key_gives_the_focus_back_when_the_focused_board_is_hidden(
        game_id: str, first: list[str], away: str, back: str) -> None:
    game = find_game(game_id)
    count, options = game.test_configs()[0]
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "bot", game.bot_levels[0]) for i in range(1, count)]
    app = make_app(session=Session.new(game_id, seats, options, 1, autosave=False))
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        for key in first:
            await pilot.press(key)
            await settle(pilot)
        board = app.focused
        assert board is not None and board.id != "moves"  # a board on the page that goes away
        await pilot.press(away)
        await settle(pilot)
        assert app.focused is not None, f"nothing focused after {away!r}"
        await pilot.press(back)
        await settle(pilot)
        assert app.focused is not None and app.focused.display
        assert screen.page == "board"
