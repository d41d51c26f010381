"""User text in the real app is never markup and never carries terminal controls.

Player names, profile names and the seat names of a save come from people or from files
people can edit. The names used here are invalid markup on purpose (``[/]`` with nothing
to close): any place that parsed them as markup would raise ``MarkupError`` and close the
app, so a test that plays on with them proves every place they reached showed them as
plain text. Names with ESC/BEL/C1 controls must reach the screen without them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from paperboy.engine import GAMES, Result, Rng, find_game
from paperboy.engine.text import has_control
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.screens.dialogs import HandoffScreen
from paperboy.tui.screens.result import ResultScreen
from paperboy.tui.screens.resume import ResumeScreen

SIZE = (100, 32)
# Both would raise MarkupError if parsed as Rich or Textual markup.
MARKUP_NAMES = ["Ann [/]", "[/b]Bob"]
LINK_NAME = "[link=https://example.com]Cy"
# OSC title change, BEL, CSI (C1), bidi override: all must be dropped before display.
CONTROL_NAME = "Eve\x1b]0;pwned\x07\x9b31m\u202e"

KEYS = ["enter", "enter", "enter", "down", "tab", "n", "p", "space", "1", "2", "escape", "r"]


def _seats(game_id: str, names: list[str]) -> tuple[list[Seat], dict[str, Any]]:
    game = find_game(game_id)
    options: dict[str, Any] = {}
    if game_id == "extra-extra":
        options = {"scenario": 1}
    if game_id == "magazine":
        options = {"hidden_money": True}
    lo, _ = game.player_range(game.resolve_options(options))
    seats = [Seat(n) for n in names]
    level = game.bot_levels[0]
    while len(seats) < max(lo, 3 if game_id == "pulitzer" else 2):
        seats.append(Seat(f"{LINK_NAME}{len(seats)}", "bot", level))
    return seats, options


def _screen_text(app: Any) -> str:
    """Everything on the terminal right now (as the SVG screenshot holds it)."""
    return app.export_screenshot()


@pytest.mark.parametrize("game_id", GAMES)
async def test_markup_in_player_names_is_shown_as_typed_in_every_game(game_id: str) -> None:
    seats, options = _seats(game_id, MARKUP_NAMES)
    session = Session.new(game_id, seats, options, 3, autosave=False)
    app = make_app(session=session)
    rng = Rng(7)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        shown = _screen_text(app).replace("&#160;", " ")
        assert any(name in shown for name in MARKUP_NAMES), "no player name on the game screen"
        for _ in range(6):  # a few moves redraw the names; the soak sends thousands of keys
            if isinstance(app.screen, ResultScreen) or not app.is_running:
                break
            await pilot.press(rng.choice(KEYS))
            await pilot.pause()
        await pilot.pause()
    # run_test re-raises any exception that closed the app (a MarkupError among them)


async def test_handoff_screen_shows_a_markup_name_as_typed() -> None:
    session = Session.new("magazine", [Seat(n) for n in MARKUP_NAMES],
                          {"hidden_money": True, "first_player": "1"}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert "Ann [/]" in _screen_text(app).replace("&#160;", " ")


async def test_result_screen_shows_markup_and_link_names_as_typed() -> None:
    names = [MARKUP_NAMES[0], LINK_NAME]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        result = Result([3, 1], [{"bids": 3}, {"bids": 1}], [0], [1])
        app.push_screen(ResultScreen("Toy", names, result))
        await pilot.pause()
        shown = _screen_text(app).replace("&#160;", " ")
        assert "Ann [/] wins!" in shown
        assert "[link=" in shown  # shown as typed, not turned into a link


def _write_save_with_raw_names(names: list[str]) -> Path:
    """A real save whose seat names were then edited on disk (as an attacker could)."""
    session = Session.new("magazine", [Seat("Ann"), Seat("Bob")],
                          {"hidden_money": True, "first_player": "1"}, 3)
    path = session.path
    assert path is not None
    data = json.loads(path.read_text(encoding="utf-8"))
    for seat, name in zip(data["seats"], names, strict=True):
        seat["name"] = name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


async def test_resume_list_drops_control_characters_from_a_saves_seat_names() -> None:
    _write_save_with_raw_names([CONTROL_NAME, "Sam [/]"])
    app = make_app(resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        shown = _screen_text(app)
        assert "Eve" in shown and "Sam [/]" in shown.replace("&#160;", " ")
        assert not has_control(shown.replace("\n", ""))
        await pilot.press("enter")  # the edited save is refused or opened: never a crash
        await pilot.pause()
        assert not has_control(_screen_text(app).replace("\n", ""))


async def test_players_screen_shows_profile_names_as_plain_text(isolated_data_dir: Path) -> None:
    from paperboy.session import Profiles
    from paperboy.tui.screens.players import PlayersScreen

    profiles = Profiles()
    for name in ("Sam [/]", LINK_NAME, CONTROL_NAME):
        profiles.record_game(name, "magazine", 30, True)
    app = make_app()
    async with app.run_test(size=(160, 40)) as pilot:
        for _ in range(2):  # every visit, not only the first
            app.open_players()
            await pilot.pause()
            assert isinstance(app.screen, PlayersScreen)
            shown = _screen_text(app).replace("&#160;", " ")
            assert "Sam [/]" in shown and "[link=" in shown
            assert not has_control(shown.replace("\n", ""))
            await pilot.press("escape")
            await pilot.pause()


def test_seat_names_lose_control_characters_when_the_seat_is_made() -> None:
    seat = Seat(CONTROL_NAME)
    assert seat.name == "Eve]0;pwned31m"
    assert not has_control(Seat.from_dict({"name": CONTROL_NAME}).name)
    with pytest.raises(ValueError, match="needs a name"):
        Seat("\x1b\x07")


def test_new_game_seats_carry_clean_names_into_the_engine() -> None:
    session = Session.new("magazine", [Seat(CONTROL_NAME), Seat("Bob")], {}, 3, autosave=False)
    assert not any(has_control(name) for name in session.state.players)
    assert not has_control(session.state.status_line())
