"""Magazine's verdict line over the board shows a refusal in the theme's error colour set
on its words, not by a class on the line: moving the cursor between an allowed and a
refused space restyles nothing (a class coming and going cost a stylesheet pass inside
the key's repaint)."""

from __future__ import annotations

from typing import Any

import pytest
from rich.color import Color
from textual.widgets import Static
from tui.pilot_helpers import settle
from tui.test_magazine_board import cursor_to, human_vs_bot, my_turn, verdict_line

from paperboy.games.magazine.actions import Buy, Place
from paperboy.tui.app import make_app
from paperboy.tui.screens import game as game_screen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move without the on-screen pause."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


def colour_of(line: Static, mark: str) -> Any:
    """The foreground colour the verdict line draws ``mark`` in."""
    for y in range(line.size.height):
        for segment in line.render_line(y):
            if mark in segment.text and segment.style is not None:
                return segment.style.color
    raise AssertionError(f"{mark!r} not drawn")


async def test_a_refusal_is_drawn_in_the_error_colour_without_restyling_the_line() -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, session, "order")
        line = screen.query_one("#mag-verdict", Static)
        await cursor_to(pilot, Place(1))
        await settle(pilot)
        assert verdict_line(pilot).startswith("✓ ")
        allowed = colour_of(line, "✓")
        classes = set(line.classes)
        restyled: list[Any] = []
        update_nodes = app.stylesheet.update_nodes

        def counted(nodes: Any, animate: bool = False) -> None:
            nodes = list(nodes)
            restyled.extend(nodes)
            update_nodes(nodes, animate=animate)

        app.stylesheet.update_nodes = counted  # type: ignore[method-assign]
        await cursor_to(pilot, Buy(2))
        await settle(pilot)
        assert verdict_line(pilot).startswith("✗ First place your disc")
        assert line not in restyled and set(line.classes) == classes
        error = Color.parse(app.theme_variables["error"])
        assert colour_of(line, "✗") == error != allowed
        await cursor_to(pilot, Place(1))
        await settle(pilot)
        assert verdict_line(pilot).startswith("✓ ") and colour_of(line, "✓") == allowed
        assert line not in restyled
