"""Extra! Extra!'s pages side by side in one strip: a page key scrolls it, lays out nothing,
and the page not shown stays out of the keys' way."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.extra_extra import ExtraExtraScreen
from paperboy.tui.games.extra_extra import screen as ee_screen
from paperboy.tui.games.extra_extra.spaces import SpaceBoard
from paperboy.tui.games.extra_extra.strip import PageStrip
from paperboy.tui.screens import game as game_screen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 0)


def new_game() -> Session:
    """Ann places her first reporter on the board (a bot plays the other newspaper)."""
    return Session.new("extra-extra", [Seat("Ann"), Seat("Bob", "bot", "novice")], {"scenario": 1}, 1)


def watch_first_repaint(app: Any, screen: ExtraExtraScreen) -> dict[str, Any]:
    """Note, for the next key: the full layouts of the screen before its first repaint, and
    which page's widgets that repaint had on the terminal."""
    seen: dict[str, Any] = {"layouts": 0, "shown": None}
    compositor = screen._compositor
    reflow = compositor.reflow

    def counted(*args: Any) -> Any:
        if seen["shown"] is None:
            seen["layouts"] += 1
        return reflow(*args)

    compositor.reflow = counted  # type: ignore[method-assign]
    display = app._display

    def shown(*args: Any) -> None:
        display(*args)
        if seen["shown"] is None:
            ids = {widget.id for widget in compositor.visible_widgets}
            seen["shown"] = {"board" if "ee-areas" in ids else "", "paper" if "ee-grid" in ids else ""} - {""}

    app._display = shown
    return seen


async def test_a_page_key_shows_its_page_in_the_first_repaint_without_a_layout() -> None:
    app = make_app(session=new_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await asyncio.sleep(0.5)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen) and screen.page == "board"
        for key, page in (("n", "paper"), ("b", "board"), ("n", "paper"), ("b", "board")):
            await pilot.pause()
            seen = watch_first_repaint(app, screen)
            await pilot.press(key)
            await pilot.pause()
            await asyncio.sleep(0.05)
            assert screen.page == page
            assert screen.query_one("#ee-pages", PageStrip).current == f"page-{page}"
            assert seen["shown"] == {page}, f"{key}: the first repaint showed {seen['shown']}"
            assert seen["layouts"] == 0, f"{key} laid out the screen {seen['layouts']} time(s) before its repaint"


async def test_the_page_not_shown_takes_no_focus_and_never_scrolls_into_view() -> None:
    app = make_app(session=new_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExtraExtraScreen)
        board = screen.query_one("#ee-areas", SpaceBoard)
        await pilot.press("n")
        await pilot.pause()
        await asyncio.sleep(0.05)
        strip = screen.query_one("#ee-pages", PageStrip)
        offset = strip.scroll_x
        assert offset > 0  # the newspaper, the strip's second page, is in view
        assert board not in screen.focus_chain and screen.query_one("#page-board") not in screen.focus_chain
        for _ in range(6):  # Tab goes round the widgets of the side and the newspaper only
            await pilot.press("tab")
            await pilot.pause()
            assert screen.focused is not board
        board.focus()  # even focused from code, the board does not scroll the strip
        await pilot.pause()
        assert strip.scroll_x == offset and screen.page == "paper"
        await pilot.press("b")
        await pilot.pause()
        await asyncio.sleep(0.05)
        assert strip.scroll_x == 0 and board in screen.focus_chain
