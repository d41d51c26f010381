"""What the app writes to the terminal adds up to the screen it means to show.

Textual writes only the parts of the screen that changed (a partial update). A place
forgotten there stays on the terminal as it was: no test of the widgets sees it, only a
player does. These tests keep the screen as a terminal would, from the very characters the
app writes (``WrittenScreen``), and compare it with the whole screen drawn afresh.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from textual.notifications import Notification

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.widgets.page_strip import PlacesKept

from .pilot_helpers import settle, to_game_screen, wait_until

#: a cursor move (row;column), any other escape sequence, a new line, or one character
_WRITTEN = re.compile(r"\x1b\[(\d+);(\d+)H|\x1b\[[0-9;:?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\n|[^\x1b\n]")


class WrittenScreen:
    """The characters on a terminal of ``size`` that gets what the app writes."""

    def __init__(self, app: Any, size: tuple[int, int]) -> None:
        self.width, self.height = size
        self.cells = [[" "] * self.width for _ in range(self.height)]
        self.updates = 0
        display = app._display

        def written(screen: Any, update: Any) -> None:
            display(screen, update)
            if update is not None and hasattr(update, "render_segments") and not app._batch_count:
                self.write(update.render_segments(app.console))

        app._display = written

    def write(self, data: str) -> None:
        self.updates += 1
        x = y = 0
        for match in _WRITTEN.finditer(data):
            text = match.group(0)
            if match.group(1):
                y, x = int(match.group(1)) - 1, int(match.group(2)) - 1
            elif text == "\n":
                x, y = 0, y + 1
            elif not text.startswith("\x1b"):
                if 0 <= y < self.height and 0 <= x < self.width:
                    self.cells[y][x] = text
                    if cell_len(text) == 2 and x + 1 < self.width:
                        self.cells[y][x + 1] = ""
                x += cell_len(text)

    def rows(self) -> list[str]:
        return ["".join(row) for row in self.cells]


def drawn_afresh(screen: Any, width: int) -> list[str]:
    """The whole screen drawn now, each row as the terminal's cells would hold it."""
    rows = []
    for strip in screen._compositor.render_strips():
        cells: list[str] = []
        for segment in strip:
            for char in segment.text:
                cells.append(char)
                if cell_len(char) == 2:
                    cells.append("")
        rows.append("".join((cells + [" "] * width)[:width]))
    return rows


def differing_rows(written: WrittenScreen, screen: Any) -> list[str]:
    want = drawn_afresh(screen, written.width)
    return [f"row {y}: written {got!r}\n        drawn   {should!r}"
            for y, (got, should) in enumerate(zip(written.rows(), want, strict=True)) if got != should]


def recap(app: Any) -> Notification | None:
    return getattr(app.screen, "_recap_notice", None)


async def test_a_recap_taken_back_for_the_next_leaves_none_of_its_cells_on_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Extra! Extra! at 80x24, seed 3: Enter sells nothing, Enter places a reporter on New
    York; the bot's reply replaces the recap toast. The paged screens' compositor
    (``PlacesKept``) had made its map of every widget again with the old toast already
    removed, and the layout that followed repainted only what differed from that map: the
    side panel's border beside the refusal stayed missing, old toast letters in its place."""
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    size = (80, 24)
    session = Session.new("extra-extra", [Seat("Ann"), Seat("Bot", "bot", "expert")], None, 3, autosave=False)
    app = make_app(session=session)
    written = WrittenScreen(app, size)
    async with app.run_test(size=size, notifications=True) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen._compositor, PlacesKept)
        await pilot.press("enter")  # sell nothing
        await wait_until(pilot, lambda: recap(app) is not None and recap(app) in app._notifications,
                         "the recap of the bot's moves")
        first = recap(app)
        await settle(pilot)
        await pilot.press("enter")  # a reporter on New York
        await wait_until(pilot, lambda: recap(app) is not first, "the next recap")
        await wait_until(pilot, lambda: not screen.drawing_after_repaint() and not screen._dirty_widgets,
                         "the screen drawn")
        await settle(pilot)
        assert written.updates
        assert differing_rows(written, app.screen) == []


#: keys pressed at random on each game screen, besides the game's most pressed ones
RANDOM_KEYS = ("left", "right", "up", "down", "enter", "tab", "pageup", "pagedown", "r", "[", "]",
               "+", "-", "space", "b", "n", "v", "m", "p", "l", "g", "t", "1", "2")


@pytest.mark.parametrize("game_id", ["fit-to-print", "extra-extra", "pulitzer", "magazine"])
async def test_random_keys_leave_the_written_screen_as_drawn(
        game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Forty keys at random on each game's screen at 80x24, with its recaps shown: whenever
    the app is idle on the game screen, the terminal holds the screen drawn afresh."""
    import random

    from paperboy.engine import find_game
    from paperboy.tui.games import game_ui
    from paperboy.tui.screens.game import GameScreen
    from paperboy.tui.speed import repaint_pending

    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    game = find_game(game_id)
    count, options = game.test_configs()[0]
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "bot", "expert") for i in range(1, count)]
    session = Session.new(game_id, seats, options, 7, autosave=False)
    ui = game_ui(game_id)
    keys = (*(ui.bench_keys if ui is not None else ()), *RANDOM_KEYS)
    rng = random.Random(game_id)
    size = (80, 24)
    app = make_app(session=session)
    written = WrittenScreen(app, size)
    compared = 0
    async with app.run_test(size=size, notifications=True) as pilot:
        await to_game_screen(pilot)
        for i in range(40):
            await pilot.press(rng.choice(keys) if isinstance(app.screen, GameScreen) else "escape")
            if i % 8 != 7:
                continue
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, GameScreen) and not repaint_pending(screen) and not screen._dirty_widgets:
                compared += 1
                assert differing_rows(written, screen) == [], f"after {i + 1} keys"
    assert compared
