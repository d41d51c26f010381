"""Random keys into the real app must never crash it (menu, forms, game, palette, dialogs)."""

from __future__ import annotations

from paperboy.engine import Rng
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app

KEYS = [
    "up", "down", "left", "right", "enter", "escape", "tab", "shift+tab", "space",
    "pageup", "pagedown", "home", "end", "backspace", "question_mark", "ctrl+p", "f1", "f5",
    "u", "colon", "n", "r", "h", "j", "k", "l", "f", "p", "x", "1", "2", "a", "ctrl+s",
]


async def _hammer(make, seed: int, presses: int) -> None:
    """Press random keys; when a key legitimately closes the app (the menu's Quit), start
    a new one. Any crash surfaces as the app's exception."""
    rng = Rng(seed)
    done = 0
    runs = 0
    while done < presses:
        runs += 1
        assert runs < 50, "the app keeps closing"
        app = make()
        async with app.run_test(size=(100, 32)) as pilot:
            while done < presses and app.is_running:
                await pilot.press(rng.choice(KEYS))
                done += 1
            await pilot.pause()
        assert app.crash is None, app.crash


async def test_random_keys_on_menu_and_forms_never_crash(toy_game) -> None:
    # 40 keys here (each may open a set-up form); the tmux soak (tests/soak.py) sends thousands
    await _hammer(make_app, seed=1, presses=40)


async def test_random_keys_during_a_game_never_crash(toy_game) -> None:
    def make():
        seats = [Seat("Ann"), Seat("Bob"), Seat("Bot", "bot", "novice")]
        return make_app(session=Session.new("sealed-bids", seats, {}, 9))

    await _hammer(make, seed=2, presses=30)
