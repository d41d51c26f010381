"""Clocks pause while the rules (F1), the keys (?) or the command palette cover the game,
unless the "strict clocks" setting is on (issue 12)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.command import CommandPalette

from paperboy.session import Seat, Session
from paperboy.session.clocks import ChessClock
from paperboy.tui.app import make_app
from paperboy.tui.games.fit_to_print.screen import FitToPrintScreen
from paperboy.tui.screens.dialogs import HelpScreen
from paperboy.tui.screens.rules import RulesScreen

SIZE = (100, 32)


class FakeTime:
    """A time source the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def relay(fake: FakeTime) -> Session:
    return Session.new("fit-to-print", [Seat("Ann"), Seat("Bob")], {"mode": "standard"}, 8,
                       autosave=False, time_source=fake)


def ann_clock(session: Session) -> ChessClock:
    clocks = [c for c in session.clocks.values() if isinstance(c, ChessClock)]
    assert len(clocks) == 1
    return clocks[0]


async def open_and_wait(pilot: Any, fake: FakeTime, key: str, covering: type, close: str) -> None:
    await pilot.press(key)
    for _ in range(20):
        await pilot.pause()
        if isinstance(pilot.app.screen, covering):
            break
    assert isinstance(pilot.app.screen, covering)
    fake.now += 11
    await pilot.press(close)
    for _ in range(20):
        await pilot.pause()
        if isinstance(pilot.app.screen, FitToPrintScreen):
            break
    assert isinstance(pilot.app.screen, FitToPrintScreen)


@pytest.mark.parametrize(("key", "covering", "close"), [
    ("f1", RulesScreen, "escape"),
    ("question_mark", HelpScreen, "escape"),
    ("ctrl+p", CommandPalette, "escape"),
])
async def test_reading_the_rules_keys_or_palette_costs_no_clock_time(key: str, covering: type,
                                                                    close: str) -> None:
    fake = FakeTime()
    session = relay(fake)
    app = make_app(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        clock = ann_clock(session)
        fake.now += 2
        assert clock.used(0) == pytest.approx(2)
        await open_and_wait(pilot, fake, key, covering, close)
        assert clock.used(0) == pytest.approx(2)
        fake.now += 3  # and it runs again once the board is back
        assert clock.used(0) == pytest.approx(5)


async def test_strict_clocks_keep_running_while_the_rules_are_open() -> None:
    fake = FakeTime()
    session = relay(fake)
    app = make_app(session=session)
    app.settings.strict_clocks = True
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        clock = ann_clock(session)
        await open_and_wait(pilot, fake, "f1", RulesScreen, "escape")
        assert clock.used(0) == pytest.approx(11)


async def test_strict_clocks_is_a_saved_setting_toggled_on_the_players_screen(isolated_data_dir: Any) -> None:
    from paperboy.session.settings import Settings
    from paperboy.tui.screens.players import PlayersScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.open_players()
        await pilot.pause()
        assert isinstance(app.screen, PlayersScreen)
        await pilot.press("c")
        await pilot.pause()
        assert app.settings.strict_clocks is True
        assert "Strict clocks" in str(app.screen.query_one("#settings").content)
    assert Settings.load().strict_clocks is True
