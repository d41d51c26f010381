"""Repaint only what changed (issue #15): static text, the newspaper grid, keys and scroll views
skip work that changes nothing on screen, and still show every change."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Input, Static
from tui.pilot_helpers import noting_calls

from paperboy.tui import speed
from paperboy.tui.widgets.keys_footer import KeysFooter
from paperboy.tui.widgets.newspaper_grid import GridModel, GridTile, NewspaperGrid

speed.install()


class _Keys(Widget, can_focus=True):
    BINDINGS = [Binding("x", "noop", "Same key")]

    def action_noop(self) -> None:
        pass


class _Other(Widget, can_focus=True):
    BINDINGS = [Binding("y", "noop", "Other key")]

    def action_noop(self) -> None:
        pass


class _Two(Widget, can_focus=True):
    BINDINGS = [Binding("y", "noop", "Other key"), Binding("z", "other", "Third key")]

    def action_noop(self) -> None:
        pass

    def action_other(self) -> None:
        pass


class _Demo(App[None]):
    CSS = "#line { height: 1; } _Keys, _Other, _Two { height: 1; }"

    def compose(self) -> ComposeResult:
        yield _Keys(id="a")
        yield _Keys(id="b")
        yield _Other(id="c")
        yield _Two(id="d")
        yield Static("", id="line")
        yield Static("", id="auto")
        yield Input(id="field")
        yield KeysFooter()


def _layouts(widget: Widget, asked: list[bool]) -> None:
    original = widget.refresh

    def refresh(*regions: Any, **kwargs: Any) -> Any:
        asked.append(bool(kwargs.get("layout")))
        return original(*regions, **kwargs)

    widget.refresh = refresh  # type: ignore[method-assign]


async def test_static_text_updates_skip_layouts_that_cannot_change_anything() -> None:
    app = _Demo()
    async with app.run_test() as pilot:
        line, auto = app.query_one("#line", Static), app.query_one("#auto", Static)
        await pilot.pause()
        asked: list[bool] = []
        _layouts(line, asked)
        line.update("one line of status")  # fixed height: a repaint, no layout
        assert asked == [False]
        line.update("one line of status")  # the same text: nothing at all
        assert asked == [False]
        await pilot.pause()  # (repainted: the next update is drawn at once, as the lines it changes)
        line.update(Text("one line of status"))  # another content, drawn the same: kept, not repainted
        assert asked == [False] and isinstance(line.content, Text)
        line.update(Text("one line of status", style="bold"))  # same words, other style: drawn
        assert asked == [False, False]
        line.update(Text("one line of status", style="italic"))  # again before the repaint: drawn then
        assert asked == [False, False, False]
        auto_asked: list[bool] = []
        _layouts(auto, auto_asked)
        auto.update("two\nlines")  # auto height, one line more: a layout
        assert True in auto_asked
        await pilot.pause()
        auto_asked.clear()
        auto.update("two\nwords")  # as many lines as before: a repaint only
        assert auto_asked == [False]
        await pilot.pause()
        assert auto.size.height == 2
        await pilot.pause()
        assert line.content == Text("one line of status", style="italic") and line.content.style == "italic"
        line.update(Content.styled("✗ not your turn", "$error"))
        await pilot.pause()
        asked.clear()
        line.update(Content.styled("✗ not your turn", "$error"))  # a Content drawn the same: nothing
        assert asked == []
        line.update(Content.styled("✗ not your turn", "bold"))  # same words, other style: drawn
        assert asked == [False]


async def test_a_status_line_shown_again_reuses_the_lines_it_drew_and_repaints_them() -> None:
    app = _Demo()
    async with app.run_test() as pilot:
        line = app.query_one("#line", Static)
        line.update("Round 1 · to act: Ann")
        await pilot.pause()
        line.update("Round 1 · to act: Bob")
        await pilot.pause()
        with noting_calls(speed.Visual, "to_strips", lambda *args, **kwargs: args[2]) as drawn:
            asked: list[bool] = []
            _layouts(line, asked)
            line.update("Round 1 · to act: Ann")  # shown before at this size: its lines kept
            assert drawn == [] and asked == [False]  # not drawn again, yet repainted
            await pilot.pause()
            assert line.render_line(0).text.startswith("Round 1 · to act: Ann")
            line.update(Text("Round 1 · to act: Ann", style="bold"))  # new: drawn
            assert drawn == [line.size.width]
            await pilot.pause()
            line.styles.color = "red"  # another look: the kept lines are not used
            await pilot.pause()
            drawn.clear()
            line.update("Round 1 · to act: Bob")
            assert drawn == [line.size.width]
            await pilot.pause()
            assert line.render_line(0).text.startswith("Round 1 · to act: Bob")


def _paper(tiles: tuple[GridTile, ...] = ()) -> GridModel:
    return GridModel(rows=4, cols=5, regions={(r, c): "sun" for r in range(4) for c in range(5)}, tiles=tiles)


class _GridApp(App[None]):
    def compose(self) -> ComposeResult:
        yield NewspaperGrid(_paper(), id="grid")


async def test_a_new_tile_on_the_same_paper_repaints_its_lines_without_a_layout() -> None:
    app = _GridApp()
    async with app.run_test() as pilot:
        grid = app.query_one(NewspaperGrid)
        await pilot.pause()
        asked: list[bool] = []
        _layouts(grid, asked)
        grid.set_model(_paper((GridTile("T1", 2, 1, 2, 1, "News"),)))
        assert asked and not any(asked)
        await pilot.pause()
        drawn = "".join(grid.render_line(y).text for y in range(grid.size.height))
        assert "News" in drawn
        before = len(asked)
        grid.set_model(GridModel(rows=6, cols=5, regions={}))  # another size: a layout
        assert True in asked[before:]


async def test_a_game_screen_once_built_is_frozen_for_the_collector_and_thawed_when_it_goes() -> None:
    """The collector's full passes skip a built game screen (they fell inside key repaints);
    leaving the screen lets its widgets be collected again."""
    import gc

    from paperboy.session import Seat, Session
    from paperboy.tui.app import make_app
    from paperboy.tui.screens.game import GameScreen

    from .pilot_helpers import to_game_screen, wait_until

    gc.unfreeze()
    session = Session.new("magazine", [Seat("Ann"), Seat("Bot", "bot", "novice")], {}, 1, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await to_game_screen(pilot)
        await wait_until(pilot, lambda: gc.get_freeze_count() > 0, "the built screen frozen")
        assert isinstance(screen, GameScreen)
        app.pop_screen()
        await wait_until(pilot, lambda: not isinstance(app.screen, GameScreen), "the game screen gone")
        assert gc.get_freeze_count() == 0
    gc.unfreeze()


class _Reader(Widget, can_focus=True):
    """A widget that reads keys itself (as a text field does)."""

    BINDINGS = [Binding("x", "noop", "Same key")]

    def __init__(self) -> None:
        super().__init__()
        self.read: list[str] = []
        self.ran: list[str] = []

    def on_key(self, event: Any) -> None:
        self.read.append(event.key)

    def action_noop(self) -> None:
        self.ran.append("x")


class _Counting(App[None]):
    """Counts the ``Key`` messages each widget's queue handles."""

    CSS = "_Keys, _Reader { height: 1; }"

    def __init__(self) -> None:
        super().__init__()
        self.hops: list[str] = []

    def compose(self) -> ComposeResult:
        yield _Keys(id="plain")
        yield _Reader()


async def test_a_key_no_widget_reads_goes_to_its_binding_without_passing_from_widget_to_widget() -> None:
    from textual import events
    from textual.message_pump import MessagePump

    app = _Counting()
    original = MessagePump._dispatch_message

    async def counted(self: Any, message: Any) -> None:
        if isinstance(message, events.Key):
            app.hops.append(type(self).__name__)
        await original(self, message)

    MessagePump._dispatch_message = counted  # type: ignore[method-assign]
    try:
        async with app.run_test() as pilot:
            plain = app.query_one("#plain", _Keys)
            ran: list[str] = []
            plain.action_noop = lambda: ran.append("x")  # type: ignore[method-assign]
            plain.focus()
            await pilot.pause()
            app.hops.clear()
            await pilot.press("x")
            assert ran == ["x"]
            assert app.hops == ["_Counting"]  # the app ran the binding: no hop through the widget and screen
            app.hops.clear()
            await pilot.press("q")  # no binding takes it: it travels up from the widget as before
            assert app.hops == ["_Counting", "_Keys", "Screen", "_Counting"]
            reader = app.query_one(_Reader)
            reader.focus()
            await pilot.pause()
            app.hops.clear()
            await pilot.press("x")  # a widget that reads keys gets it first, then its binding runs
            assert reader.read == ["x"] and reader.ran == ["x"]
            assert app.hops == ["_Counting", "_Reader", "Screen", "_Counting"]
    finally:
        MessagePump._dispatch_message = original  # type: ignore[method-assign]


def test_keys_pass_through_only_widgets_without_key_handlers() -> None:
    from textual import events
    from textual.containers import VerticalScroll
    from textual.screen import Screen
    from textual.widgets import OptionList

    enter = tuple(events.Key("enter", "\r").name_aliases)
    assert speed._passes_through(OptionList, enter)  # bindings only
    assert speed._passes_through(VerticalScroll, enter) and speed._passes_through(Screen, enter)
    assert not speed._passes_through(Input, enter)  # its own _on_key
    assert not speed._passes_through(_Reader, enter)  # on_key

    class KeyMethod(Widget):
        def key_enter(self) -> None:
            pass

    class Decorated(Widget):
        from textual import on

        @on(events.Key)
        def heard(self, event: events.Key) -> None:
            pass

    assert not speed._passes_through(KeyMethod, enter)
    assert speed._passes_through(KeyMethod, tuple(events.Key("x", "x").name_aliases))
    assert not speed._passes_through(Decorated, enter)


class _Tall(ScrollView):
    """A line-API scroll view with more lines than room."""

    def on_mount(self) -> None:
        self.virtual_size = Size(10, 40)

    def render_line(self, y: int) -> Strip:
        return Strip.blank(self.size.width)


class _Scrolling(App[None]):
    CSS = "_Tall { height: 5; }"

    def compose(self) -> ComposeResult:
        yield _Tall()


async def test_a_layout_that_changes_nothing_leaves_a_scroll_views_bars_alone() -> None:
    app = _Scrolling()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        tall = app.query_one(_Tall)
        bar = tall.vertical_scrollbar
        assert tall.show_vertical_scrollbar and bar.window_virtual_size == 40
        refreshed: list[bool] = []
        original = bar.refresh
        bar.refresh = lambda *a, **k: (refreshed.append(True), original(*a, **k))[1]  # type: ignore[method-assign]
        app.screen._refresh_layout()  # a layout of the whole screen: nothing about the view changed
        await pilot.pause()
        assert refreshed == []  # Textual's own redrew the bar at every layout
        tall.virtual_size = Size(10, 60)  # more lines: the bar changes
        app.screen._refresh_layout()
        await pilot.pause()
        assert refreshed and bar.window_virtual_size == 60


async def test_the_tabs_line_draws_as_a_static_and_keeps_each_line() -> None:
    from paperboy.tui.screens.paged import TabsLine

    class Tabs(App[None]):
        def compose(self) -> ComposeResult:
            yield TabsLine(id="tabs")
            yield Static(id="plain")

    first = Text.assemble(("▸b:Board", "bold reverse"), " │ n:Paper\n", ("v:next paper", "dim"), "\nBUS $100")
    second = Text.assemble(" b:Board │ ", ("▸n:Paper", "bold reverse"), "\n", ("v:next paper", "dim"), "\nBUS $100")
    app = Tabs()
    async with app.run_test(size=(40, 10)) as pilot:
        tabs, plain = app.query_one(TabsLine), app.query_one("#plain", Static)
        for text in (first, second, first):
            tabs.update(text)
            plain.update(text.copy())
            await pilot.pause()
            assert tabs.render_lines(tabs.region.reset_offset) == plain.render_lines(plain.region.reset_offset)
        assert len(tabs._kept) == 4  # two first lines, the two lines both texts share once each


class _Focusing(App[None]):
    CSS = "NewspaperGrid { height: 6; } _Other { height: 1; }"

    def compose(self) -> ComposeResult:
        yield NewspaperGrid(id="grid")
        yield _Other(id="other")


def _full_repaints(widget: Widget, asked: list[str]) -> None:
    original = widget.refresh

    def refresh(*regions: Any, **kwargs: Any) -> Any:
        asked.append("region" if regions else "whole")
        return original(*regions, **kwargs)

    widget.refresh = refresh  # type: ignore[method-assign]


async def test_focusing_a_widget_leaves_its_repaint_to_the_focus_change() -> None:
    app = _Focusing()
    async with app.run_test(size=(40, 12)) as pilot:
        grid = app.query_one(NewspaperGrid)
        grid.set_model(_paper((GridTile("T1", 0, 0, 1, 1, "News"),)))
        other = app.query_one("#other", _Other)
        other.focus()
        await pilot.pause()
        asked: list[str] = []
        _full_repaints(grid, asked)
        grid.focus()  # Textual's Widget.focus drew the whole widget here, before the focus moved
        await pilot.pause()
        assert app.focused is grid
        assert asked == []  # no style rule reads the grid's focus: nothing of it changes
        other.focus()
        await pilot.pause()
        assert app.focused is other and asked == []
        # a widget that repaints itself on a focus change (Textual's default) still does
        seen: list[str] = []
        _full_repaints(other, seen)
        grid.focus()
        await pilot.pause()
        assert seen == ["whole"]


async def test_a_grid_whose_look_reads_its_focus_is_drawn_again_when_it_changes() -> None:
    class _Styled(_Focusing):
        CSS = _Focusing.CSS + " NewspaperGrid:focus { background-tint: $foreground 5%; }"

    app = _Styled()
    async with app.run_test(size=(40, 12)) as pilot:
        grid = app.query_one(NewspaperGrid)
        app.query_one("#other", _Other).focus()
        await pilot.pause()
        asked: list[str] = []
        _full_repaints(grid, asked)
        grid.focus()
        await pilot.pause()
        assert app.focused is grid and "whole" in asked


async def test_textuals_widget_focus_still_draws_the_whole_widget() -> None:
    """The upstream behaviour ``speed._widget_focus`` removes: when a Textual upgrade stops
    drawing the whole widget in ``Widget.focus``, this fails and the patch can go."""
    app = _Focusing()
    async with app.run_test(size=(40, 12)) as pilot:
        other = app.query_one("#other", _Other)
        asked: list[str] = []
        _full_repaints(other, asked)
        speed._original_widget_focus(other)
        assert asked == ["whole"]  # asked before the focus moves, by focus() itself
        await pilot.pause()
        assert app.focused is other


def _scroll_bar_drawings() -> Any:
    """The virtual size of each scroll bar drawn through Rich while the block runs."""
    from textual.scrollbar import ScrollBarRender

    return noting_calls(ScrollBarRender, "__rich_console__", lambda bar, *_args: bar.virtual_size)


async def test_a_scroll_bar_shown_again_in_a_state_it_has_shown_draws_nothing_again() -> None:
    app = _Scrolling()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        tall = app.query_one(_Tall)
        bar = tall.vertical_scrollbar
        with _scroll_bar_drawings() as drawn:
            bar._render_content()
            first = list(bar._render_cache.lines)
            tall.virtual_size = Size(10, 60)  # another state: drawn
            await pilot.pause()
            drawn.clear()
            bar._render_content()
            assert drawn == [60]
            tall.virtual_size = Size(10, 40)  # the first state again: the lines kept
            await pilot.pause()
            bar._render_content()
            assert drawn == [60] and bar._render_cache.lines == first
            bar.refresh()  # asked again, nothing changed: nothing drawn either
            bar._render_content()
            assert bar._render_cache.lines == first and drawn == [60]


async def test_textuals_scroll_bar_still_draws_a_state_again() -> None:
    """The upstream cost ``speed._scrollbar_render_content`` removes: when a Textual upgrade
    keeps a bar's drawn lines itself, this fails and the patch can go."""
    app = _Scrolling()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        bar = app.query_one(_Tall).vertical_scrollbar
        with _scroll_bar_drawings() as drawn:
            speed._original_scrollbar_render_content(bar)
            bar._layout_cache.clear()
            speed._original_scrollbar_render_content(bar)
            assert drawn == [40, 40]  # the same state, drawn twice


@contextlib.asynccontextmanager
async def _a_tall_view() -> Any:
    """A running app showing a scroll view taller than its room: (pilot, view, its bar)."""
    app = _Scrolling()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        tall = app.query_one(_Tall)
        yield pilot, tall, tall.vertical_scrollbar


def _styled_lines(bar: Any) -> Any:
    """The lines of ``bar`` that go through Textual's line styling while the block runs."""
    return noting_calls(bar._styles_cache, "render_line", lambda _styles, y, *_args: y)


async def test_a_scroll_bar_in_a_state_it_has_shown_gives_its_finished_lines_without_styling_them() -> None:
    async with _a_tall_view() as (pilot, tall, bar):
        whole = bar.size.region
        first = bar.render_lines(whole)
        with _styled_lines(bar) as styled:
            tall.scroll_to(y=20, animate=False)  # another state: styled in the repaint
            await pilot.pause()
        assert bar.render_lines(whole) != first and sorted(styled) == list(range(bar.size.height))
        with _styled_lines(bar) as styled:
            tall.scroll_to(y=0, animate=False)  # the first state again: the finished lines kept
            await pilot.pause()
            bar.refresh()  # (Textual forgets its own styled lines)
            assert bar.render_lines(whole) == first and styled == []
            part = bar.render_lines(Region(0, 1, 1, 3))  # a part of them: cut from the whole
            assert part == [strip.crop(0, 1) for strip in first[1:4]] and styled == []
        assert not bar._styles_cache._dirty_lines  # and known as drawn (``repaint_pending``)


async def test_a_scroll_bars_kept_lines_are_textuals_own_for_every_part_and_state() -> None:
    async with _a_tall_view() as (pilot, tall, bar):
        height = bar.size.height
        for y in [*range(0, 36, 3), 35, 7, 0]:
            tall.scroll_to(y=y, animate=False)
            await pilot.pause()
            for top in range(height):
                for bottom in range(top + 1, height + 1):
                    crop = Region(0, top, 1, bottom - top)
                    kept = speed._scrollbar_render_lines(bar, crop)
                    bar._styles_cache.clear()  # Textual's own, styled again from nothing
                    assert kept == speed._original_scrollbar_render_lines(bar, crop)


async def test_textuals_scroll_bar_still_styles_its_lines_again() -> None:
    """The upstream cost ``speed._scrollbar_render_lines`` removes: when a Textual upgrade
    keeps a bar's finished lines across repaints itself, this fails and the patch can go."""
    async with _a_tall_view() as (_pilot, _tall, bar):
        whole = bar.size.region
        with _styled_lines(bar) as styled:
            bar.refresh()
            speed._original_scrollbar_render_lines(bar, whole)
            bar.refresh()  # asked again, nothing changed: styled again all the same
            speed._original_scrollbar_render_lines(bar, whole)
        assert sorted(styled) == sorted(list(range(bar.size.height)) * 2)


async def test_a_screen_repaints_up_to_twice_as_often_as_textuals_default() -> None:
    import textual.constants
    import textual.screen

    assert textual.constants.MAX_FPS == 60 or "TEXTUAL_FPS" in __import__("os").environ  # Textual's own beat
    app = _Scrolling()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        beat = app.screen._update_timer
        assert beat._interval == 1 / speed.REPAINTS_PER_SECOND == textual.screen.UPDATE_PERIOD
        assert speed.REPAINTS_PER_SECOND == 120


def test_a_textual_fps_set_by_the_player_is_kept(monkeypatch: Any) -> None:
    import textual.constants

    monkeypatch.setenv("TEXTUAL_FPS", "30")
    monkeypatch.setattr(textual.constants, "MAX_FPS", 30)  # as Textual reads it at import
    assert speed.repaint_period() == 1 / 30
    monkeypatch.delenv("TEXTUAL_FPS")
    assert speed.repaint_period() == 1 / 120


class _Callbacks:
    def method(self, a: Any, b: Any = 1) -> None:
        pass

    @classmethod
    def klass(cls, a: Any) -> None:
        pass

    @staticmethod
    def static(a: Any, *rest: Any) -> None:
        pass


def _callbacks() -> list[Any]:
    """Callables of every shape Textual is handed: functions, closures, methods, partials."""
    from functools import partial, wraps

    def none() -> None:
        pass

    def many(a: Any, /, b: Any, *args: Any, c: Any = 1, d: Any, **kwargs: Any) -> None:
        pass

    def closure(x: Any) -> Any:
        def inner(y: Any, z: Any = x) -> Any:
            return y

        return inner

    @wraps(many)
    def wrapped(*args: Any, **kwargs: Any) -> None:
        pass

    box = _Callbacks()
    return [none, many, closure(1), closure(2), wrapped, lambda: None, lambda a, b=2: a,
            box.method, box.klass, box.static, _Callbacks.method,
            partial(many, 1), partial(many, 1, c=3), partial(partial(box.method, 1), b=2),
            partial(closure(3), 4), partial(box.method), partial(none)]


def test_callbacks_are_counted_as_textual_counts_them() -> None:
    for callback in _callbacks():
        assert speed._count_parameters(callback) == speed._original_count_parameters(callback), callback


def test_a_partial_or_a_closure_is_counted_without_working_out_its_signature() -> None:
    import inspect
    from functools import partial

    box = _Callbacks()
    speed._count_parameters(box.method)  # (a method remembers its count, as in Textual)
    shapes = [partial(box.method, 1), partial(partial(box.method, 1), b=2), (lambda: lambda y: y)()]
    with noting_calls(inspect, "signature", lambda *args, **kwargs: args) as worked_out:
        assert [speed._count_parameters(callback) for callback in shapes] == [1, 0, 1]
    assert worked_out == []


def test_textual_still_works_out_the_signature_of_each_new_partial() -> None:
    """The upstream cost ``speed._count_parameters`` removes: when a Textual upgrade counts
    a partial's arguments without ``inspect.signature`` each time, this fails and the patch
    can go."""
    from functools import partial

    import textual._callback

    box = _Callbacks()
    speed._original_count_parameters(box.method)
    with noting_calls(textual._callback, "signature", lambda *args, **kwargs: args) as worked_out:
        speed._original_count_parameters(partial(box.method, 1))
        speed._original_count_parameters(partial(box.method, 1))
    assert len(worked_out) == 2


@pytest.mark.parametrize("game", ["fit-to-print", "extra-extra", "pulitzer", "magazine"])
async def test_a_page_key_on_a_game_screen_goes_straight_to_its_binding(game: str) -> None:
    """The app's own ``on_event`` (``draw_due`` before a key) hands keys on untouched: a
    page key reaches the screen's binding from the app, not through every container."""
    from textual import events
    from textual.message_pump import MessagePump
    from tui.pilot_helpers import settle, to_game_screen

    from paperboy.session import Seat, Session
    from paperboy.tui.app import make_app

    session = Session.new(game, [Seat("Ann"), Seat("Bob")], {}, 8, autosave=False)
    app = make_app(session=session)
    hops: list[str] = []
    original = MessagePump._dispatch_message

    async def counted(self: Any, message: Any) -> None:
        if isinstance(message, events.Key):
            hops.append(type(self).__name__)
        await original(self, message)

    MessagePump._dispatch_message = counted  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            screen = await to_game_screen(pilot)
            page, key = [(page, key) for page, key in screen.PAGE_KEYS.items() if page != screen.page][0]
            hops.clear()
            await pilot.press(key)
            await settle(pilot)
            assert screen.page == page
            assert hops == [type(app).__name__]
    finally:
        MessagePump._dispatch_message = original  # type: ignore[method-assign]
