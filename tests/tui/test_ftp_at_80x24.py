"""Fit to Print at 80x24, a first-class size (issue #12): the footer keeps the keys of the
decision at hand whole, the paper is not cut, and the log (no room for it under 30 rows)
is one key away and the screen says so."""

from __future__ import annotations

import pytest
from textual.widgets import Static
from tui.pilot_helpers import settle, to_game_screen

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.fit_to_print.screen import FitToPrintScreen
from paperboy.tui.screens.history import HistoryScreen
from paperboy.tui.widgets.keys_footer import KeysFooter


@pytest.mark.parametrize("one_hand", [False, True], ids=["standard", "one-hand"])
async def test_at_80x24_the_layout_footer_and_the_paper_fit_and_the_status_names_the_log_key(
    one_hand: bool,
) -> None:
    options = {"modifications": [7]} if one_hand else {}  # 7: layout keys on one half of the keyboard
    session = Session.new("fit-to-print", [Seat("Ann"), Seat("Bob")], options, 8, autosave=False)
    session.time_source = lambda: 500.0  # clocks frozen: the picture does not depend on speed
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, FitToPrintScreen)
        # Ann and Bob each keep a tile, then Ann calls Layout! and takes her tile from the desk
        await pilot.press("n", "y", "n", "y", "L", "t" if one_hand else "enter")
        await settle(pilot)
        assert screen.holding is not None
        footer = screen.query_one(KeysFooter)
        assert footer.cut == 0  # nothing hides past the footer's right edge
        svg = app.export_screenshot().replace("&#160;", " ")
        for words in ("Place", "Undo", "Keys", "Print!", "Centerpiece", "palette"):
            assert words in svg, words
        # the paper and the round's score so far are whole: their box neither scrolls nor cuts
        board = screen.query_one("#ftp-board")
        assert board.max_scroll_x == 0 and board.max_scroll_y == 0
        # the pages line names o (the other papers) within its width
        tabs = screen.query_one("#tabs", Static)
        shown = str(tabs.render())
        assert "o:other" in shown and all(len(line) <= tabs.size.width for line in shown.splitlines())
        # no log under the board at this height: the status line names the key that shows it
        assert not screen.query_one("#log").display
        assert "H: game log" in str(screen.query_one("#status", Static).render())
        await pilot.press("H")
        await settle(pilot)
        assert isinstance(app.screen, HistoryScreen)
