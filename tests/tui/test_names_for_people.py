"""Names shown to people, never class or key names (issue 12)."""

from __future__ import annotations

import io

from rich.console import Console
from textual.widgets import DataTable

from paperboy.engine import Result
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app, screen_title
from paperboy.tui.games.extra_extra.screen import ExtraExtraScreen
from paperboy.tui.games.pulitzer import board as pulitzer_board
from paperboy.tui.games.pulitzer.screen import PulitzerScreen
from paperboy.tui.screens.dialogs import HelpScreen
from paperboy.tui.screens.players import PlayersScreen
from paperboy.tui.screens.result import ResultScreen


def plain(renderable: object) -> str:
    console = Console(width=100, file=io.StringIO(), color_system=None, record=True)
    console.print(renderable)
    return console.export_text()


async def test_the_keys_help_is_titled_with_the_games_name() -> None:
    session = Session.new("fit-to-print", [Seat("Ann")], {"mode": "solo"}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.title_text == "Keys · Fit to Print"


def test_other_screens_are_titled_in_words() -> None:
    assert screen_title(PlayersScreen()) == "Players"


def test_score_categories_are_named_for_people_on_the_result_sheet() -> None:
    session = Session.new("extra-extra", [Seat("Ann"), Seat("Bob")], {}, 3, autosave=False)
    screen = ExtraExtraScreen(session)
    assert screen.category_label("gone_to_press") == "Gone to Press"
    assert screen.category_label("copy_editor") == "Copy Editor"
    assert PulitzerScreen(Session.new("pulitzer", [Seat("Ann"), Seat("Bob"), Seat("Cat")], {}, 3,
                                      autosave=False)).category_label("hr") == "H.R. track"


async def test_the_result_table_shows_the_labels_it_is_given() -> None:
    result = Result([5, 3], [{"gone_to_press": 5}, {"gone_to_press": 3}], [0])
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(ResultScreen("Extra! Extra!", ["Ann", "Bob"], result, [],
                                     lambda key: {"gone_to_press": "Gone to Press"}[key]))
        await pilot.pause()
        table = app.screen.query_one("#sheet", DataTable)
        first = [str(cell) for cell in table.get_row_at(0)]
        assert first[0] == "Gone to Press"


def test_the_two_player_pentagon_legend_leaves_out_the_times() -> None:
    two = Session.new("pulitzer", [Seat("Ann"), Seat("Bob")], {}, 1, autosave=False)
    solo = Session.new("pulitzer", [Seat("Ann")], {}, 1, autosave=False)
    assert "Times" not in plain(pulitzer_board.pentagon_panel(two.view(0)))
    assert "Tm the Times" in plain(pulitzer_board.pentagon_panel(solo.view(0)))
