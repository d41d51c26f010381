"""A repaint of part of the screen draws only the widgets at the changed places, and of each
only the lines it changes (``speed._render_partial_update``, issue #15), and writes to the
terminal exactly what Textual's own partial repaint writes; a widget restyled in a place and
state it had before gets the rules Textual would give it without matching them again
(``speed._stylesheet_apply``)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Static
from tui.pilot_helpers import noting_calls

from paperboy.tools.demos import extra_extra as ee
from paperboy.tools.demos import fit_to_print as ftp
from paperboy.tui import speed
from paperboy.tui.app import make_app

speed.install()


def _written(update: Any, size: tuple[int, int], render: Any = None) -> str:
    """What a partial repaint writes to the terminal (cursor moves and styled text), made by
    ``render`` (default: the update's ``render_segments``, ``speed._chops_render_segments``)."""
    if update is None:
        return ""
    console = Console(width=size[0], height=size[1], file=io.StringIO(), color_system="truecolor",
                      force_terminal=True, legacy_windows=False)
    if render is not None:
        return render(update, console)  # type: ignore[no-any-return]
    return update.render_segments(console)  # type: ignore[no-any-return]


def _random_places(rng: random.Random, size: tuple[int, int]) -> set[Region]:
    """One to five rectangles inside the screen (the places a key changed)."""
    width, height = size
    places = set()
    for _ in range(rng.randint(1, 5)):
        x, y = rng.randrange(width), rng.randrange(height)
        places.add(Region(x, y, rng.randint(1, width - x), rng.randint(1, min(4, height - y))))
    return places


async def _same_as_textual(app: App[Any], size: tuple[int, int], seed: int) -> None:
    rng = random.Random(seed)
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.2)
        compositor = app.screen._compositor
        for _ in range(60):
            places = _random_places(rng, size)
            compositor._dirty_regions.update(places)
            textuals = _written(speed._original_render_partial_update(compositor), size)
            compositor._dirty_regions.update(places)
            update = speed._render_partial_update(compositor)
            ours = _written(update, size)
            assert ours == textuals, sorted(places)
            # and the escape codes as Textual's own ``render_segments`` makes them
            assert ours == _written(update, size, speed._original_chops_render_segments), sorted(places)


async def test_a_partial_repaint_writes_what_textuals_writes_on_fit_to_prints_screen() -> None:
    await _same_as_textual(make_app(session=ftp.sunday_session()), (100, 32), 1)


async def test_a_partial_repaint_writes_what_textuals_writes_on_extra_extras_pages_at_80x24() -> None:
    sessions = ee.screenshot_sessions()
    await _same_as_textual(make_app(session=sessions["board"]), (80, 24), 2)
    await _same_as_textual(make_app(session=sessions["newspaper"]), (80, 24), 3)  # the paper scrolls


class _Three(App[None]):
    CSS = "Static { height: 3; }"

    def compose(self) -> ComposeResult:
        yield Static("top", id="top")
        yield Static("middle", id="middle")
        yield Static("bottom", id="bottom")


def _drawn_lines(widget: Widget) -> Any:
    """The number of lines of ``widget`` drawn while the block runs, one entry a drawing."""
    return noting_calls(widget, "render_lines", lambda crop: crop.height)


async def test_a_partial_repaint_draws_only_the_widgets_at_the_changed_places_and_their_changed_lines() -> None:
    app = _Three()
    async with app.run_test(size=(20, 9)) as pilot:
        await pilot.pause()
        compositor = app.screen._compositor
        with _drawn_lines(app.query_one("#middle")) as middle, _drawn_lines(app.query_one("#bottom")) as bottom:
            compositor._dirty_regions.update({Region(0, 0, 20, 1), Region(0, 8, 20, 1)})  # top and bottom lines
            update = speed._render_partial_update(compositor)
        assert middle == []  # between the changed places: not drawn
        assert bottom == [1]  # its last line only
        assert "top" in _written(update, (20, 9))


class _Boxed(App[None]):
    CSS = "#box { height: auto; } Static { height: 3; }"

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Static("first", id="first")
            yield Static("second", id="second")


async def test_a_container_hidden_by_its_children_at_every_changed_place_is_not_drawn() -> None:
    app = _Boxed()
    async with app.run_test(size=(20, 8)) as pilot:
        await pilot.pause()
        compositor = app.screen._compositor
        box = app.query_one("#box")
        box.refresh()  # its lines marked to draw again, as a layout that moved it does
        with _drawn_lines(box) as drawn, _drawn_lines(app.query_one("#second")) as second:
            compositor._dirty_regions.update({Region(0, 0, 20, 6)})  # the box moved: all of it
            update = speed._render_partial_update(compositor)
        assert drawn == []  # behind its children wherever something changed
        assert second == [3]
        assert "second" in _written(update, (20, 8))
        # nothing is left marked to draw (a repaint waiting on it would never come)
        assert not speed.repaint_pending(app.screen)


async def test_textuals_partial_repaint_still_draws_every_widget_between_the_changed_places() -> None:
    """The upstream cost ``speed._render_partial_update`` removes: when a Textual upgrade
    draws only what changed, this fails and the patch can go."""
    app = _Three()
    async with app.run_test(size=(20, 9)) as pilot:
        await pilot.pause()
        compositor = app.screen._compositor
        with _drawn_lines(app.query_one("#middle")) as middle:
            compositor._dirty_regions.update({Region(0, 0, 20, 1), Region(0, 8, 20, 1)})
            speed._original_render_partial_update(compositor)
        assert middle == [3]  # drawn whole, nothing of it changed


# --- restyling: the rules a node gets are kept per its place and state -------------------

def _styles_of(node: Any) -> tuple[Any, Any]:
    """A node's CSS rules and its parts' rules (what ``Stylesheet.apply`` sets)."""
    parts = {name: dict(styles.base._rules) if hasattr(styles, "base") else dict(styles._rules)
             for name, styles in node._component_styles.items()}
    return dict(node.styles.base._rules), parts


def _textuals_styles(app: App[Any], node: Any) -> tuple[Any, Any]:
    """The rules Textual's own ``Stylesheet.apply`` gives ``node`` now."""
    speed._original_stylesheet_apply(app.stylesheet, node)
    return _styles_of(node)


async def test_a_node_restyled_in_a_place_and_state_seen_before_gets_the_rules_textual_gives_it() -> None:
    app = make_app(session=ee.screenshot_sessions()["board"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("n", "b", "n", "b", "tab", "tab", "n"):  # focus to the moves list and back, twice
            await pilot.press(key)
            await pilot.pause()
        nodes = list(app.screen.walk_children(with_self=True))
        assert len(nodes) > 20
        for node in nodes:
            app.stylesheet.apply(node)  # from the rules kept (every node has been styled so)
            ours = _styles_of(node)
            assert ours == _textuals_styles(app, node), node


@contextmanager
def _rules_matched() -> Iterator[list[str]]:
    """The type of each node a rule of the stylesheet is matched against while the block runs."""
    from textual.css.stylesheet import Stylesheet

    matched: list[str] = []
    original = Stylesheet._check_rule

    def counted(cls: Any, rule: Any, css_path_nodes: Any) -> Any:
        matched.append(type(css_path_nodes[-1]).__name__)
        return original(rule, css_path_nodes)

    Stylesheet._check_rule = classmethod(counted)  # type: ignore[method-assign, assignment]
    try:
        yield matched
    finally:
        Stylesheet._check_rule = classmethod(original.__func__)  # type: ignore[method-assign, assignment, attr-defined]


async def test_a_focus_change_seen_before_matches_no_rule_again() -> None:
    app = make_app(session=ee.screenshot_sessions()["board"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("n", "b"):
            await pilot.press(key)
            await pilot.pause()
        with _rules_matched() as matched:
            for key in ("n", "b"):  # the moves list focused and left again, as before
                await pilot.press(key)
                await pilot.pause()
        assert matched == []


async def test_a_new_theme_restyles_from_its_own_rules() -> None:
    app = make_app(session=ee.screenshot_sessions()["board"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        moves = app.screen.query_one("#moves")
        before = _styles_of(moves)
        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        await pilot.pause()
        after = _styles_of(moves)
        assert after != before and after == _textuals_styles(app, moves)


async def test_textuals_stylesheet_still_matches_every_rule_at_each_restyle() -> None:
    """The upstream cost ``speed._stylesheet_apply`` removes: when a Textual upgrade keeps
    the rules a node got, this fails and the patch can go."""
    app = _Three()
    async with app.run_test(size=(20, 9)) as pilot:
        await pilot.pause()
        node = app.query_one("#middle")
        with _rules_matched() as matched:
            speed._original_stylesheet_apply(app.stylesheet, node)
            first = len(matched)
            speed._original_stylesheet_apply(app.stylesheet, node)
        assert first > 0 and len(matched) == 2 * first  # the same node, matched again
