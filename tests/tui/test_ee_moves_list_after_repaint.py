"""Extra! Extra!'s moves list: a new list of another length (its scroll bar may come or go,
a layout of the screen that draws every line of the list again) is filled just after the
repaint that shows the move; meanwhile nothing is listed to play from the old list."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList
from tui.ee_board_keys import new_game, quick_bots  # noqa: F401 - quick_bots: a fixture
from tui.pilot_helpers import wait_until

from paperboy.tui.app import make_app
from paperboy.tui.games.extra_extra import ExtraExtraScreen

SIZE = (100, 32)


pytestmark = pytest.mark.usefixtures("quick_bots")


async def test_a_list_of_another_length_is_filled_after_the_repaint() -> None:
    session = new_game()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        await wait_until(pilot, lambda: screen.entries and not screen.showing_moves(), "Ann's moves")
        moves = screen.query_one("#moves", OptionList)
        listed = [entry.label for entry in screen.entries]
        log = len(session.log)

        # the same moves, as many lines: filled at once (no line changes its place)
        screen.refresh_moves(0)
        assert [entry.label for entry in screen.entries] == listed
        assert not screen.showing_moves()

        # the list shows a line more than the decision has: put off past the repaint
        moves.add_option("one line too many")
        screen.refresh_moves(0)
        # meanwhile Enter on the list plays nothing from the old list (no entry to play)
        assert screen.entries == () and screen._listed == []
        assert moves.option_count == len(listed) + 1  # nothing redrawn inside this repaint
        assert screen.showing_moves()
        await wait_until(pilot, lambda: not screen.showing_moves(), "the list filled")
        assert [entry.label for entry in screen.entries] == listed
        assert moves.option_count == len(listed)
        assert len(session.log) == log
