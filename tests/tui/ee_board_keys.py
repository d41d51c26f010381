"""Test helpers for Extra! Extra!'s screen: the key presses that steer the board cursor to a
space, a game of Ann against a novice bot, and bots that reply at once."""

from __future__ import annotations

import pytest

from paperboy.session import Seat, Session
from paperboy.tui.games.extra_extra import screen as ee_screen
from paperboy.tui.games.extra_extra.spaces import SpaceBoard
from paperboy.tui.screens import game as game_screen


@pytest.fixture
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots reply and activations show without their pacing delays (a module imports it and
    asks for it with ``pytestmark = pytest.mark.usefixtures("quick_bots")``)."""
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 0)


def new_game() -> Session:
    """Ann places her first reporter on the board (a bot plays the other newspaper)."""
    return Session.new("extra-extra", [Seat("Ann"), Seat("Bob", "bot", "novice")], {"scenario": 1}, 1)


def keys_to_space(board: SpaceBoard, space: str) -> list[str]:
    """The cursor keys that take the board's cursor from where it is to ``space``.

    The cursor walks the board's columns of spaces as they stand on screen.
    """
    columns = board.columns
    target = next((b, col.index(space)) for b, col in enumerate(columns) if space in col)
    at_board, at_line = board.cursor
    if target[0] == at_board:  # along the same column
        return ["down" if target[1] > at_line else "up"] * abs(target[1] - at_line)
    keys: list[str] = []
    # go to the top of the current board first, so moving sideways never clamps the line
    keys += ["up"] * at_line
    step = "right" if target[0] > at_board else "left"
    keys += [step] * abs(target[0] - at_board)
    keys += ["down"] * target[1]
    return keys
