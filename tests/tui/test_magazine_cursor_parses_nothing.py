"""Moving the cursor over Magazine's board keeps the moves list to the space under it by
each move's space key; the keys are worked out once per move (``spot_key`` reads a move's
text form, parsed word by word), not again for every legal move at each cursor key."""

from __future__ import annotations

import pytest
from tui.pilot_helpers import settle
from tui.test_magazine_board import human_vs_bot, my_turn

from paperboy.engine import Action
from paperboy.tui.app import make_app
from paperboy.tui.screens import game as game_screen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots move without the on-screen pause."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


async def test_cursor_keys_format_no_move(monkeypatch: pytest.MonkeyPatch) -> None:
    session = human_vs_bot()
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await my_turn(pilot, session, "order")
        await pilot.press("enter")  # a disc on the turn-order track: the turn's choices
        screen = await my_turn(pilot, session, "turns")
        await pilot.press("down", "down", "up", "up")  # each space's moves listed once
        await settle(pilot)
        formatted: list[Action] = []
        format_action = Action.format

        def counted(self: Action) -> str:
            formatted.append(self)
            return format_action(self)

        monkeypatch.setattr(Action, "format", counted)
        selected = []
        for key in ("down", "down", "up", "up"):
            await pilot.press(key)
            await settle(pilot)
            selected.append(screen.selected)
        assert len(set(selected)) > 1  # the list followed the cursor over several spaces
        assert formatted == []
