"""The keys footer (issue #15): Textual's ``Footer`` drawn by one widget, so that keys that
come, go or change their words repaint the bottom line and lay nothing out."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer

from paperboy.tui.app import INK, NEWSPRINT
from paperboy.tui.widgets.keys_footer import KeysFooter


class _Keys(Widget, can_focus=True):
    BINDINGS = [Binding("enter", "run('a')", "Choose"), Binding("t", "run('b')", "Next way"),
                Binding("u", "run('c')", "Undo"), Binding("x", "run('d')", "Off"),
                Binding("f1", "run('e')", "Rules"), Binding("question_mark", "run('f')", "Keys"),
                Binding("z", "run('g')", "")]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ran: list[str] = []

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if parameters == ("d",) else True  # shown, not enabled

    def action_run(self, name: str) -> None:
        self.ran.append(name)


class _Few(Widget, can_focus=True):
    BINDINGS = [Binding("y", "noop", "A much longer description")]

    def action_noop(self) -> None:
        pass


class _Shown(App[None]):
    def __init__(self, footer: type[Widget], compact: bool, theme: str) -> None:
        super().__init__()
        self.footer, self.compact, self.theme_name = footer, compact, theme

    def compose(self) -> ComposeResult:
        yield _Keys()
        yield _Few()
        yield self.footer(compact=self.compact)

    def on_mount(self) -> None:
        self.register_theme(NEWSPRINT)
        self.register_theme(INK)
        self.theme = self.theme_name
        self.query_one(_Keys).focus()


async def _bottom_cells(footer: type[Widget], compact: bool, theme: str, width: int) -> list[tuple[str, str]]:
    app = _Shown(footer, compact, theme)
    async with app.run_test(size=(width, 5)) as pilot:
        for _ in range(3):
            await pilot.pause()
        return [(char, str(segment.style)) for segment in app.screen._compositor.render_strips()[-1]
                for char in segment.text]


@pytest.mark.parametrize(("theme", "compact", "width"), [
    (NEWSPRINT.name, False, 80), (NEWSPRINT.name, True, 80), (INK.name, False, 80), (INK.name, True, 80),
    ("textual-light", False, 80), (NEWSPRINT.name, False, 40),  # cut short (not compact: Textual's
])  # compact footer cut short draws a stray letter after the palette's key)
async def test_the_keys_footer_draws_what_textuals_footer_draws(theme: str, compact: bool, width: int) -> None:
    assert await _bottom_cells(KeysFooter, compact, theme, width) == await _bottom_cells(Footer, compact, theme, width)


async def _cells_after_a_theme_change(footer: type[Widget]) -> list[tuple[str, str]]:
    app = _Shown(footer, False, NEWSPRINT.name)
    async with app.run_test(size=(80, 5)) as pilot:
        for _ in range(3):
            await pilot.pause()
        app.theme = INK.name  # the keys were drawn in the first theme's colours
        for _ in range(3):
            await pilot.pause()
        return [(char, str(segment.style)) for segment in app.screen._compositor.render_strips()[-1]
                for char in segment.text]


async def test_the_keys_kept_drawn_take_the_colours_of_a_new_theme() -> None:
    assert await _cells_after_a_theme_change(KeysFooter) == await _cells_after_a_theme_change(Footer)


async def test_keys_that_change_repaint_the_line_and_lay_nothing_out(monkeypatch: pytest.MonkeyPatch) -> None:
    app = _Shown(KeysFooter, False, "textual-dark")
    async with app.run_test(size=(80, 5)) as pilot:
        await pilot.pause()
        footer = app.query_one(KeysFooter)
        layouts: list[bool] = []
        original = Screen._refresh_layout

        def counted(self: Screen[Any], *args: Any, **kwargs: Any) -> None:
            if not kwargs.get("scroll"):  # (a focus change scrolls to the widget)
                layouts.append(True)
            original(self, *args, **kwargs)

        monkeypatch.setattr(Screen, "_refresh_layout", counted)
        app.query_one(_Few).focus()  # other keys, other widths
        for _ in range(3):
            await pilot.pause()
        line = footer.render_line(0).text
        assert "A much longer description" in line and "Choose" not in line
        app.query_one(_Keys).focus()
        for _ in range(3):
            await pilot.pause()
        assert "Choose" in footer.render_line(0).text
        assert layouts == []


async def test_a_click_presses_the_key_and_a_key_not_enabled_rings_the_bell() -> None:
    app = _Shown(KeysFooter, False, "textual-dark")
    async with app.run_test(size=(80, 5)) as pilot:
        await pilot.pause()
        keys = app.query_one(_Keys)
        footer = app.query_one(KeysFooter)
        line = footer.render_line(0).text
        rang: list[bool] = []
        app.bell = lambda: rang.append(True)  # type: ignore[method-assign]
        await pilot.click(KeysFooter, offset=(line.index("Next way"), 0))
        await pilot.pause()
        assert keys.ran == ["b"] and rang == []
        await pilot.click(KeysFooter, offset=(line.index("Off"), 0))
        await pilot.pause()
        assert keys.ran == ["b"] and rang == [True]


async def test_the_key_under_the_mouse_is_highlighted_and_shows_its_tooltip() -> None:
    app = _Shown(KeysFooter, False, "textual-dark")
    async with app.run_test(size=(80, 5)) as pilot:
        await pilot.pause()
        footer = app.query_one(KeysFooter)
        plain = list(footer.render_line(0))
        x = footer.render_line(0).text.index("Undo")
        await pilot.hover(KeysFooter, offset=(x, 0))
        await pilot.pause()
        hovered = list(footer.render_line(0))
        assert [s.text for s in hovered] == [s.text for s in plain]
        changed = [after.text for before, after in zip(plain, hovered, strict=True) if before.style != after.style]
        assert changed and all(text.strip() in ("u", "Undo") for text in changed)


def test_keys_that_do_not_fit_are_cut_and_counted() -> None:
    async def run() -> int:
        app = _Shown(KeysFooter, False, "textual-dark")
        async with app.run_test(size=(40, 5)) as pilot:
            await pilot.pause()
            footer = app.query_one(KeysFooter)
            line = footer.render_line(0)
            assert line.cell_length == footer.size.width and line.text.rstrip().endswith("palette")
            return footer.cut

    import asyncio

    assert asyncio.run(run()) > 0
