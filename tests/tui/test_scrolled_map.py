"""A scroll moves the paged screen's map of every widget instead of arranging the whole
screen again (``PlacesKept._scrolled_map``, issue #15: about 1 ms of each page key's
repaint): after every page key and page scroll of every paged game, at both sizes, the map
is the one Textual's own arrangement makes."""

from __future__ import annotations

from typing import Any

import pytest
from textual._compositor import Compositor
from tui.pilot_helpers import settle, to_game_screen

from paperboy.engine import find_game
from paperboy.tools import bench_repaint
from paperboy.tui.games.extra_extra import screen as ee_screen
from paperboy.tui.games.pulitzer import resolution as pz_resolution
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.paged import PagedGameScreen
from paperboy.tui.widgets.page_strip import PlacesKept


@pytest.mark.parametrize("size", [(100, 32), (80, 24)])
@pytest.mark.parametrize("game_id", ["extra-extra", "fit-to-print", "magazine", "pulitzer"])
async def test_a_scroll_moves_the_map_of_every_widget_as_textual_would_arrange_it(
        game_id: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)
    monkeypatch.setattr(ee_screen, "STEP_DELAY", 0)
    monkeypatch.setattr(pz_resolution, "STEP_DELAY", 0)
    make, bench_keys = bench_repaint._game_screen_factory(find_game(game_id))  # a busy position
    app = make()
    async with app.run_test(size=size) as pilot:
        screen = await to_game_screen(pilot)
        assert isinstance(screen, PagedGameScreen)
        compositor = screen._compositor
        assert isinstance(compositor, PlacesKept)
        moved: list[bool] = []
        scrolled_map = compositor._scrolled_map

        def noted() -> Any:
            made = scrolled_map()
            moved.append(made is not None and made is not compositor._full_map)
            return made

        compositor._scrolled_map = noted  # type: ignore[method-assign]
        page_keys = list(screen.PAGE_KEYS.values())
        keys = [*page_keys, "right_square_bracket", "right_square_bracket", "left_square_bracket",
                *reversed(page_keys), "right_square_bracket", page_keys[-1], page_keys[0],
                *(key for key in bench_keys if key != "enter")]  # (cursor keys may scroll a board)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
            assert app.screen is screen, key
            arranged, _widgets = Compositor._arrange_root(compositor, screen, compositor.size, visible_only=False)
            made = compositor.full_map
            wrong = {widget: (made.get(widget), geometry) for widget, geometry in arranged.items()
                     if made.get(widget) != geometry}
            assert not wrong and made.keys() == arranged.keys(), f"after {key} on {screen.page}: {wrong}"
        # (Fit to Print's pages are one widget: no strip scrolls there, the map stays as it is)
        assert any(moved) or game_id == "fit-to-print", "no scroll moved the map (each arranged the screen again)"
