"""The start does no work the menu does not show (issue #15, start to menu): the settings'
theme is given without a second parse of the stylesheet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.app import App
from textual.css.stylesheet import Stylesheet

from paperboy.tui.app import INK, make_app


@pytest.fixture
def ink_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAPERBOY_DATA_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps({"theme": "ink"}), encoding="utf-8")


def _count_reparses(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    original = Stylesheet.reparse

    def reparse(self: Stylesheet) -> None:
        calls.append(1)
        original(self)

    monkeypatch.setattr(Stylesheet, "reparse", reparse)
    return calls


async def test_the_settings_theme_is_drawn_from_the_first_frame_without_parsing_the_styles_twice(
        ink_settings: None, monkeypatch: pytest.MonkeyPatch) -> None:
    reparses = _count_reparses(monkeypatch)
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert app.theme == "ink"
        assert app.has_class("-theme-ink", "-dark-mode") and not app.has_class("-light-mode")
        assert app.screen.styles.background.hex.lower() == INK.background.lower()
        assert reparses == []
        app.theme = "newsprint"  # a change made later (the settings screen) restyles as usual
        await pilot.pause()
        assert app.has_class("-theme-newsprint", "-light-mode") and not app.has_class("-theme-ink")
        assert app.screen.styles.background.hex.lower() != INK.background.lower()
        assert reparses, "a theme changed while running refreshes the styles"


async def test_setting_app_theme_before_the_start_still_parses_the_styles_twice_in_textual(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Why ``speed.set_theme_before_start`` exists: when Textual stops refreshing the CSS for a
    theme set before the app runs, this test fails and the helper can go."""
    reparses = _count_reparses(monkeypatch)

    class Plain(App[None]):
        def __init__(self) -> None:
            super().__init__()
            self.theme = "textual-light"

    app = Plain()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
    assert reparses, "Textual no longer reparses: speed.set_theme_before_start can be removed"
