"""Pilot: a move that ends the game at once waits for a second key (Enter plays it, Esc cancels)."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from paperboy.games.pulitzer import GAME
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.games.pulitzer.confirm import EndingWarningScreen
from paperboy.tui.games.pulitzer.screen import PulitzerScreen

from .pilot_helpers import settle, to_game_screen


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Resolution steps are logged without the on-screen pauses."""
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)


def _solo_one_pass_from_the_capitol() -> Session:
    session = Session.new("pulitzer", [Seat("Solo")], {}, 5, autosave=False)
    for text in ("place 5 B1", "place 4 N2"):
        session.act(0, GAME.parse_action(text))
    session.state.s["opinion"] = 1  # type: ignore[attr-defined]  # one step from the Capitol
    return session


async def test_a_pass_that_ends_the_game_asks_first_and_esc_keeps_the_game_going() -> None:
    session = _solo_one_pass_from_the_capitol()
    before = session.state.digest()
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, PulitzerScreen)
        await pilot.press("colon", *"pass", "enter")
        await settle(pilot)
        assert isinstance(app.screen, EndingWarningScreen)
        text = str(app.screen.query_one("#ending-text", Static).render())
        assert "This ends the game now: Public Opinion reaches the Capitol" in text
        assert session.state.digest() == before  # nothing played yet
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen and not session.is_over()
        assert session.state.digest() == before
        assert "Cancelled" in str(screen.query_one("#error", Static).render())
        await pilot.press(*"pass", "enter")  # the move box keeps the focus
        await settle(pilot)
        assert isinstance(app.screen, EndingWarningScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert session.is_over() and session.state.s["ended"] == "capitol"  # type: ignore[attr-defined]
