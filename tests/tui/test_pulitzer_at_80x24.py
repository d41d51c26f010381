"""Pulitzer at 80x24, a first-class size (issue #12): the footer, the board's cells and the
score track fit whole, and a page longer than the screen says how it scrolls."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console
from textual.widgets import Static
from tui.pilot_helpers import settle, to_game_screen

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.games.pulitzer.board_cursor import PlaceBoard
from paperboy.tui.games.pulitzer.players import score_track
from paperboy.tui.games.pulitzer.screen import PulitzerScreen
from paperboy.tui.screens import game as game_screen
from paperboy.tui.widgets.keys_footer import KeysFooter


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)


def text_of(renderable: Any, width: int) -> str:
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
    console.print(renderable)
    return console.export_text()


async def test_at_80x24_the_footer_keys_the_board_cells_and_the_score_track_fit_and_the_page_says_it_scrolls(
) -> None:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice"), Seat("Cat", "bot", "novice")]
    session = Session.new("pulitzer", seats, {}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, PulitzerScreen)
        await pilot.press("1")  # a Journalist picked: every cell has the engine's mark
        await settle(pilot)
        # the footer shows the decision's keys whole: nothing hides past its right edge
        footer = screen.query_one(KeysFooter)
        assert footer.cut == 0
        svg = app.export_screenshot().replace("&#160;", " ")
        for words in ("Place", "Undo", "Type a move", "Rules", "Keys", "Back", "palette"):
            assert words in svg, words
        # every cell of the board (four Kiosk columns with three players) is drawn whole
        board = screen.query_one("#pz-place", PlaceBoard)
        assert board.rows and board.size.width <= 80
        for y, row in enumerate(board.rows):
            line = board.render_line(y).text
            assert len(line.rstrip()) <= board.size.width
            for spot in row.spots:
                assert spot.mark + spot.label in line, (spot.label, line)
        # the page keys are named on the tabs line, with the keys that scroll the page
        tabs = text_of(screen.query_one("#pz-tabs", Static).content, board.size.width + 20)
        assert all(key in tabs for key in ("b:Board", "i:", "p:Players", "g:Log"))
        assert screen.query_one("#page-board").max_scroll_y > 0 and "[ ]:scroll" in tabs
        assert max(len(line) for line in tabs.rstrip("\n").splitlines()) <= screen.query_one("#pz-tabs").size.width
        # the score track breaks into two laps of 50 points rather than wrap at this width
        track = text_of(score_track(session.state.view(0)), 50).rstrip("\n").splitlines()
        assert len(track) == 5 and track[2].startswith("0 ") and track[4].rstrip().endswith(" 100")
