"""DrawnLines (tui/widgets/drawn_lines.py): a renderable drawn once per change, only the
changed lines repainted, and a content shown a moment ago shown again without drawing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from hypothesis import strategies as st
from rich.console import Group
from rich.text import Text
from textual.app import App, ComposeResult
from tui.pilot_helpers import noting_calls

from paperboy.tui.widgets import drawn_lines
from paperboy.tui.widgets.drawn_lines import DrawnLines


class OneWidget(App[None]):
    def __init__(self, hold: bool = False) -> None:
        super().__init__()
        self.hold = hold

    def compose(self) -> ComposeResult:
        yield DrawnLines(id="lines", hold=self.hold)


@asynccontextmanager
async def _three_lines(hold: bool = False) -> AsyncIterator[tuple[Any, DrawnLines]]:
    """A DrawnLines showing three lines (``hold``: keeping the room of its most lines)."""
    app = OneWidget(hold)
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one(DrawnLines)
        lines.update(Text("one\ntwo\nthree"))
        await pilot.pause()
        yield pilot, lines


async def test_drawn_lines_build_once_per_key_and_show_a_recent_key_again_without_building() -> None:
    app = OneWidget()
    async with app.run_test(size=(40, 10)) as pilot:
        lines = app.query_one(DrawnLines)
        builds: list[str] = []

        def build(words: str) -> Any:
            builds.append(words)
            return Text(words)

        lines.show(["a"], lambda: build("first\nline"))
        await pilot.pause()
        lines.show(["a"], lambda: build("not built"))
        lines.show(["b"], lambda: build("second\nline"))
        await pilot.pause()
        assert lines.text == "second\nline"
        lines.show(["a"], lambda: build("not built either"))  # shown a moment ago
        await pilot.pause()
        assert lines.text == "first\nline" and lines.size.height == 2
        assert builds == ["first\nline", "second\nline"]


async def test_drawn_lines_repaint_only_changed_lines_and_lay_out_only_when_the_height_changes() -> None:
    async with _three_lines() as (pilot, lines):
        asked: list[tuple[tuple[Any, ...], bool]] = []
        refresh = lines.refresh

        def watched(*regions: Any, layout: bool = False, **kwargs: Any) -> Any:
            asked.append((regions, layout))
            return refresh(*regions, layout=layout, **kwargs)

        lines.refresh = watched  # type: ignore[method-assign]
        lines.update(Text("one\n2\nthree"))
        assert [(r.y, layout) for regions, layout in asked for r in regions] == [(1, False)]
        assert not any(layout for _, layout in asked)
        asked.clear()
        lines.update(Text("one\ntwo\nthree\nfour"))
        assert any(layout for _, layout in asked)
        await pilot.pause()
        assert lines.size.height == 4 and lines.text.splitlines()[-1] == "four"


async def test_held_drawn_lines_keep_the_room_of_their_most_lines_and_lay_out_only_beyond_it() -> None:
    async with _three_lines(hold=True) as (pilot, lines):
        with noting_calls(lines, "refresh", lambda *regions, layout=False, **_: layout) as layouts:
            lines.update(Text("one"))  # fewer lines: the room stays, the lines left are blanked
            await pilot.pause()
        assert layouts and not any(layouts)
        assert lines.size.height == 3 and lines.text == "one"
        assert [lines.render_line(y).text.strip() for y in range(3)] == ["one", "", ""]
        with noting_calls(lines, "refresh", lambda *regions, layout=False, **_: layout) as layouts:
            lines.update(Text("1\n2\n3"))  # as many lines as the room: still no layout
            await pilot.pause()
        assert layouts and not any(layouts) and lines.text == "1\n2\n3"
        with noting_calls(lines, "refresh", lambda *regions, layout=False, **_: layout) as layouts:
            lines.update(Text("1\n2\n3\n4"))  # more than ever: laid out, and held there
            await pilot.pause()
        assert any(layouts) and lines.size.height == 4


async def test_hidden_drawn_lines_ask_for_no_layout_and_show_their_last_content_when_shown() -> None:
    async with _three_lines() as (pilot, lines):
        lines.display = False  # hidden once shown (a terminal made shorter)
        await pilot.pause()
        with noting_calls(lines, "refresh", lambda *regions, layout=False, **_: layout) as layouts:
            lines.update(Text("a\nb"))  # hidden (Pulitzer's score panel on a short terminal)
            lines.update(Text("a\nb\nc\nd"))
        assert not any(layouts)
        lines.display = True
        await pilot.pause()
        assert lines.size.height == 4 and lines.text == "a\nb\nc\nd"


_WORDS = st.text(alphabet="ab ✎◉│—\n", min_size=0, max_size=40)
_STYLES = st.sampled_from(["", "bold", "dim", "italic", "bold reverse", "red on white"])


@st.composite
def _texts(draw: Any) -> Text:
    text = Text(draw(_WORDS), style=draw(_STYLES), justify=draw(st.sampled_from([None, "left", "right"])))
    for _ in range(draw(st.integers(0, 3))):
        start = draw(st.integers(0, len(text.plain)))
        text.stylize(draw(_STYLES), start, draw(st.integers(start, len(text.plain))))
    return text


async def test_a_group_of_texts_is_drawn_text_by_text_as_the_whole_group_is_drawn() -> None:
    """A Group of Texts has its lines drawn (and kept) one text at a time: its lines are
    those of the Group drawn whole, whatever the texts, their styles and the width."""
    from hypothesis import given, settings
    from textual.visual import Visual, visualize

    app = OneWidget()
    async with app.run_test(size=(60, 10)):
        lines = app.query_one(DrawnLines)
        drawn_anew: list[Any] = []

        @settings(max_examples=120, deadline=None)
        @given(st.lists(_texts(), min_size=1, max_size=5), st.integers(1, 50))
        def check(texts: list[Text], width: int) -> None:
            group = Group(*texts)
            lines.update(group)
            whole = Visual.to_strips(lines, visualize(lines, Group(*texts), markup=False), width, None,
                                     lines.visual_style)
            assert lines.strips(width) == whole
            lines.update(Group(*texts, Text("one more")))  # the texts drawn before are kept
            with noting_calls(drawn_lines, "visualize", lambda _widget, content, **_kw: content) as drawn:
                lines.strips(width)
            drawn_anew.append(drawn)

        lines.TEXTS_KEPT = 10_000
        check()
        # each example: for the longer group only "one more" is drawn (or nothing: seen before)
        assert drawn_anew and all(len(drawn) <= 1 for drawn in drawn_anew)
        assert all(isinstance(content, Group) and [str(t) for t in content.renderables] == ["one more"]
                   for drawn in drawn_anew for content in drawn)


async def test_drawn_lines_and_pages_style_no_links_and_draw_what_they_drew_with_links_styled() -> None:
    """DrawnLines and the page widgets work out no link style (nothing they show is a link):
    on every game screen, at both sizes, their lines are those drawn with links styled."""
    from textual.geometry import Region
    from textual.widget import Widget

    from paperboy.session import Seat, Session
    from paperboy.tui.app import make_app
    from paperboy.tui.games.fit_to_print.pages import PageLines

    for game in ("fit-to-print", "extra-extra", "pulitzer", "magazine"):
        for size in ((100, 32), (80, 24)):
            session = Session.new(game, [Seat("Ann"), Seat("Bob", "bot", "novice")], {}, 3, autosave=False)
            app = make_app(session=session)
            async with app.run_test(size=size) as pilot:
                from tui.pilot_helpers import settle, to_game_screen

                screen = await to_game_screen(pilot)
                await settle(pilot)
                drawn = [w for w in screen.query("*") if isinstance(w, (DrawnLines, PageLines))]
                assert drawn, game
                for widget in drawn:
                    assert not widget.auto_links
                    whole = Region(0, 0, widget.size.width, widget.size.height)
                    widget._styles_cache.clear()
                    if isinstance(widget, DrawnLines):
                        widget._strips.clear()
                        widget._texts.clear()
                    ours = widget.render_lines(whole)
                    widget.set_reactive(Widget.auto_links, True)
                    widget._styles_cache.clear()
                    if isinstance(widget, DrawnLines):
                        widget._strips.clear()
                        widget._texts.clear()
                    else:
                        widget._lines.clear()
                        widget._part_lines.clear()
                    try:
                        assert widget.render_lines(whole) == ours, (game, size, widget.id)
                    finally:
                        widget.set_reactive(Widget.auto_links, False)
