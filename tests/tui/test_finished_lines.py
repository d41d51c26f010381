"""A line a plain widget draws from the same strip as before is the line Textual finished
then (``speed._styles_cache_render_line``, issue #15): the same strip, equal to what Textual
finishes now, and never one finished for another background, width or padding."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

from paperboy.tui import speed

speed.install()


class _Kept(Widget):
    """Hands Textual the same strip objects for its lines until told otherwise."""

    def __init__(self, *, id: str, classes: str = "") -> None:  # noqa: A002
        super().__init__(id=id, classes=classes)
        self.blank = Strip([])
        self.set_text(["alpha", "beta", "gamma", "", "delta epsilon"])

    def set_text(self, texts: list[str]) -> None:
        from rich.segment import Segment
        from rich.style import Style

        self.lines = [Strip([Segment(text, Style(bold=i % 2 == 0))]) for i, text in enumerate(texts)]

    def render_line(self, y: int) -> Strip:
        return self.lines[y] if y < len(self.lines) else self.blank


class _Widgets(App[None]):
    CSS = """
    _Kept { height: 6; background: $panel; }
    #padded { padding: 0 2; }
    #bordered { border: round $accent; }
    #tinted { tint: red 30%; }
    #topped { padding: 1 1; }
    .other { background: $error; }
    """

    def compose(self) -> ComposeResult:
        for name in ("plain", "padded", "bordered", "tinted", "topped"):
            yield _Kept(id=name)


@contextmanager
def _textuals_lines() -> Iterator[None]:
    from textual._styles_cache import StylesCache

    ours = StylesCache.render, StylesCache.render_line
    StylesCache.render = speed._original_styles_cache_render  # type: ignore[method-assign]
    StylesCache.render_line = speed._original_styles_cache_render_line  # type: ignore[method-assign]
    try:
        yield
    finally:
        StylesCache.render, StylesCache.render_line = ours  # type: ignore[method-assign]


def _drawn(widget: Widget) -> list[Strip]:
    """Every line of ``widget`` drawn afresh (its line cache emptied first)."""
    widget._styles_cache.clear()
    return widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))


def _textuals(widget: Widget) -> list[Strip]:
    with _textuals_lines():
        return _drawn(widget)


async def test_a_line_drawn_again_from_the_same_strip_is_the_strip_finished_before() -> None:
    app = _Widgets()
    async with app.run_test(size=(40, 40)) as pilot:
        await pilot.pause()
        plain = app.query_one("#plain", _Kept)
        first = _drawn(plain)
        again = _drawn(plain)
        assert all(a is b for a, b in zip(first, again, strict=True))
        assert again == _textuals(plain)


async def test_finished_lines_are_what_textual_finishes_for_every_kind_of_widget() -> None:
    app = _Widgets()
    async with app.run_test(size=(40, 40)) as pilot:
        await pilot.pause()
        for widget in app.query(_Kept):
            for _ in range(2):  # drawn, then drawn again from what was kept
                assert _drawn(widget) == _textuals(widget), widget.id


async def test_a_finished_line_is_not_given_for_another_background_width_or_content() -> None:
    app = _Widgets()
    async with app.run_test(size=(40, 40)) as pilot:
        await pilot.pause()
        for name in ("plain", "padded"):
            widget = app.query_one(f"#{name}", _Kept)
            before = _drawn(widget)
            widget.add_class("other")  # another background: other finished lines
            await pilot.pause()
            recoloured = _drawn(widget)
            assert recoloured == _textuals(widget) and recoloured != before
            widget.remove_class("other")
            await pilot.pause()
            assert _drawn(widget) == before  # the first background's lines again
            await pilot.resize_terminal(30, 40)  # another width
            await pilot.pause()
            assert _drawn(widget) == _textuals(widget)
            await pilot.resize_terminal(40, 40)
            await pilot.pause()
            widget.set_text(["alpha", "other beta", "gamma"])  # new strips for some lines
            shown = _drawn(widget)
            assert shown == _textuals(widget)
            assert "other beta" in shown[1].text


def test_only_plain_styles_are_finished_by_paperboy() -> None:
    from textual.css.styles import Styles

    def styles(css: dict[str, Any]) -> Styles:
        made = Styles()
        for rule, value in css.items():
            setattr(made, rule, value)
        return made

    assert speed._plain_styles(styles({}))
    assert speed._plain_styles(styles({"padding": (0, 2)}))  # left and right padding are finished too
    assert not speed._plain_styles(styles({"border": ("round", "red")}))
    assert not speed._plain_styles(styles({"outline": ("solid", "red")}))
    assert not speed._plain_styles(styles({"tint": "red 30%"}))
    assert not speed._plain_styles(styles({"text_opacity": 0.5}))
    assert not speed._plain_styles(styles({"hatch": ("right", "red")}))


async def test_magazines_board_lines_are_kept_finished_as_any_plain_widgets() -> None:
    """Magazine's board once kept its own styled lines (a StylesCache of its own); the
    board's lines are now finished and kept here, as Textual finishes them."""
    from paperboy.session import Seat, Session
    from paperboy.tui.app import make_app
    from paperboy.tui.games.magazine.board import MagazineBoard

    session = Session.new("magazine", [Seat("Ann"), Seat("Bob", "bot", "novice")], {}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        board = app.screen.query_one("#mag-board", MagazineBoard)
        assert type(board._styles_cache).render_line is speed._styles_cache_render_line
        first = _drawn(board)
        again = _drawn(board)
        assert all(a is b for a, b in zip(first, again, strict=True))
        assert again == _textuals(board)
