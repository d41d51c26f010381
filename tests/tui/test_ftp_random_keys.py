"""Random key presses on the Fit to Print screen never crash it and never corrupt the game."""

from __future__ import annotations

import random

import pytest

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.screens import game as game_screen

KEYS = ["n", "y", "b", "L", "P", "d", "g", "c", "x", "o", "s", "t", "e", "q", "w", "a", "f", "r", "p",
        "1", "2", "3", "enter", "enter", "enter", "up", "down", "left", "right", "tab", "u", "space"]


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


@pytest.mark.parametrize(("mode", "bots", "options"), [
    ("standard", 1, {"modifications": [7]}),
    ("turn-based", 1, {}),
])
async def test_random_keys_never_crash_the_fit_to_print_screen(mode: str, bots: int, options: dict) -> None:
    seats = [Seat("Ann")] + [Seat(f"Bot {i + 1}", "bot", "novice") for i in range(bots)]
    session = Session.new("fit-to-print", seats, {"mode": mode, **options}, 17, autosave=False)
    rng = random.Random(mode)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        for _ in range(50):
            key = rng.choice(KEYS)
            if type(app.screen).__name__ in ("MenuScreen", "QuitScreen"):
                break
            await pilot.press(key)
        # Whatever happened, the log still replays to the same game.
        replayed = session.game.new_game(session.players, session.options, session.seed)
        for seat, data in session.log:
            replayed.play(seat, session.game.action_from_dict(data))
        assert replayed.to_dict() == session.state.to_dict()
