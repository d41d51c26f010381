"""Pulitzer draws less in a key's or a bot's repaint, and draws it as before.

- The side panel and the board's tables (Kiosk, Buses, Newspaper) are drawn without Rich's
  table machinery (the tables' cells kept once drawn): segment for segment what the Rich tables drew, at every width, in
  positions of whole games.
- A page out of view is drawn ahead, once the repaint that showed a move is done: a page
  key then draws no widget of its page (the players' holdings changed by a move, the
  board's cursor rows restyled when the focus left them).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from rich.console import Console, Group
from rich.text import Text
from textual.scrollbar import ScrollBar
from textual.widget import Widget
from textual.widgets import OptionList
from tui.pilot_helpers import settle, wait_until

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.pulitzer import board as B
from paperboy.tui.games.pulitzer import players as P
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.games.pulitzer.board_cursor import PlaceBoard
from paperboy.tui.games.pulitzer.screen import PulitzerScreen
from paperboy.tui.screens import game as game_screen
from paperboy.tui.widgets.quick_table import QuickTable

WIDTHS = (20, 28, 34, 39, 45, 50, 56, 70, 100)


def positions(seed: int, players: int, every: int = 9) -> list[tuple[dict[str, Any], int]]:
    """Views along a game of random legal moves (every ``every``-th position)."""
    names = ["Ann", "Bob (expert)", "Zoë", "Dan", "Eve"][:players]
    seats = [Seat(names[0])] + [Seat(name, "bot", "novice") for name in names[1:]]
    session = Session.new("pulitzer", seats, {}, seed, autosave=False)
    rng = random.Random(seed)
    views = []
    for step in range(300):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.state.legal_actions(seat)))
        if step % every == 0:
            views.append((session.state.view(seat), seat))
    return views


def rich_tables(renderable: Any) -> Any:
    """The same drawing with Rich's own tables."""
    if isinstance(renderable, Group):
        return Group(*[rich_tables(part) for part in renderable.renderables])
    if isinstance(renderable, QuickTable):
        return renderable.table()
    return renderable


CONSOLES: dict[int, Console] = {}


def segments(renderable: Any, width: int) -> list[Any]:
    """The segments drawn at ``width``, by one console per width (the cells it kept drawn
    from a position before are used again, as in the app)."""
    console = CONSOLES.setdefault(width, Console(width=width, color_system="truecolor"))
    return list(console.render(renderable, console.options.update_width(width)))


@pytest.mark.parametrize(("seed", "players"), [(1, 1), (2, 2), (3, 3), (4, 5)])
def test_the_side_panel_and_the_board_tables_draw_what_rich_tables_drew(
        seed: int, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    for view, _seat in positions(seed, players):
        drawings = [P.side_panel(view), B.buses(view, None), B.newspaper(view, "newspaper")] + [
            B.kiosk(view, stage, column) for stage, column in (
                (None, None), ("kiosk", view["kiosk_columns"][0]), ("rows", None))]
        for drawing in drawings:
            for width in WIDTHS:
                assert segments(drawing, width) == segments(rich_tables(drawing), width)
    # and at the screen's width they were drawn without Rich's tables (not handed back to it)
    handed_back: list[QuickTable] = []
    real_table = QuickTable.table
    monkeypatch.setattr(QuickTable, "table", lambda self: handed_back.append(self) or real_table(self))
    segments(P.side_panel(view), 100)
    segments(B.buses(view, None), 100)
    assert handed_back == []


def test_a_table_that_does_not_fit_is_drawn_as_rich_draws_it() -> None:
    """Too wide for its room, the columns are narrowed as Rich narrows them (or the table
    is left to Rich)."""
    table = QuickTable([("Name", "left", None), ("Points", "right", 7)],
                       [[Text("Ann", style="bold"), "10"], ["Bob with a long name", "7"]])
    for width in (8, 12, 20, 40):
        assert segments(table, width) == segments(table.table(), width)


# --- drawn ahead --------------------------------------------------------------------
SIZE = (100, 32)


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)


async def test_page_keys_after_a_move_draw_no_widget_of_their_page(
        quick: None, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice"), Seat("Cat", "bot", "novice")]
    session = Session.new("pulitzer", seats, {}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, PulitzerScreen)
        await pilot.press("i", "p", "g", "b")  # every page drawn once
        await settle(pilot)
        # Ann plays a move from the list; the bots reply: the pages out of view change
        await wait_until(pilot, lambda: session.human_to_act() == [0] and not screen.events_waiting
                         and screen.query_one("#moves", OptionList).option_count > 0, "Ann to act")
        moves = len(session.log)
        screen.query_one("#moves", OptionList).focus()
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(session.log) > moves + 1 and session.human_to_act() == [0]
                         and not screen.events_waiting, "the bots' replies")
        await settle(pilot)
        pages = screen.query_one("#pz-pages")
        drawn: list[str] = []
        timing: list[bool] = []  # from the key to its repaint
        original = Widget._render_content
        draw_row = PlaceBoard._draw_row
        display = app._display

        def render_content(widget: Widget) -> None:
            if timing and pages in widget.ancestors and not isinstance(widget, ScrollBar):
                drawn.append(f"{type(widget).__name__}#{widget.id}")
            original(widget)

        def drawing_row(board: PlaceBoard, row: Any, *args: Any) -> Any:
            if timing:
                drawn.append(f"PlaceBoard row {row.title}")
            return draw_row(board, row, *args)

        def displayed(*args: Any) -> None:
            display(*args)
            timing.clear()

        monkeypatch.setattr(Widget, "_render_content", render_content)
        monkeypatch.setattr(PlaceBoard, "_draw_row", drawing_row)
        monkeypatch.setattr(app, "_display", displayed)
        for key, page in (("p", "players"), ("i", "investigation"), ("b", "board"), ("g", "log"), ("b", "board")):
            drawn.clear()
            timing.append(True)
            await pilot.press(key)
            await wait_until(pilot, lambda: not timing, "the key's repaint")
            assert screen.page == page
            assert drawn == [], key
            await settle(pilot)  # the focus placed, the pages out of view drawn ahead
