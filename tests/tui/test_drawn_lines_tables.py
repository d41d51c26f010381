"""DrawnLines (tui/widgets/drawn_lines.py) draws a Group of texts and quick tables part by
part and line by line: Pulitzer's board areas and side panel come out strip for strip as
the whole Group drawn by Textual, and a move that changes one row draws that row only."""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.segment import Segment, Segments
from rich.text import Text
from textual.app import App, ComposeResult
from textual.visual import Visual, visualize
from tui.pilot_helpers import noting_calls
from tui.test_pulitzer_drawn_ahead import positions

from paperboy.tui.games.pulitzer import board as B
from paperboy.tui.games.pulitzer import players as P
from paperboy.tui.widgets.drawn_lines import DrawnLines
from paperboy.tui.widgets.quick_table import QuickTable

#: the screen's widths and narrower ones, where the tables are narrowed or left to Rich
WIDTHS = (24, 30, 40, 60, 76, 100)


class OneWidget(App[None]):
    def compose(self) -> ComposeResult:
        yield DrawnLines(id="lines")


def areas(view: dict[str, Any]) -> list[Any]:
    """Pulitzer's Groups of texts and quick tables: the side panel, Buses, the Newspaper,
    and the Kiosk as it is shown in each stage (a column or the rows marked)."""
    return [P.side_panel(view), B.buses(view, None), B.newspaper(view, "newspaper"),
            *[B.kiosk(view, stage, column)
              for stage, column in ((None, None), ("kiosk", view["kiosk_columns"][0]), ("rows", None))]]


def whole(lines: DrawnLines, renderable: Any, width: int) -> list[Any]:
    """The strips Textual draws for ``renderable`` in one piece (as DrawnLines drew a
    Group with a table before it drew one line by line)."""
    return Visual.to_strips(lines, visualize(lines, renderable, markup=False), width, None, lines.visual_style)


def plain(segments: Any) -> str:
    return "".join(segment.text for segment in segments)


async def test_pulitzer_areas_are_drawn_line_by_line_as_the_whole_group_is_drawn() -> None:
    app = OneWidget()
    async with app.run_test(size=(110, 20)):
        lines = app.query_one(DrawnLines)
        console, shapes = app.console, set()
        for seed, players in ((2, 3), (4, 5)):
            for view, _seat in positions(seed, players, every=25):
                for area in areas(view):
                    for width in WIDTHS:
                        lines.update(area)
                        assert lines.strips(width) == whole(lines, area, width)
                        options = app.console_options.update(width=width)
                        for table in (part for part in area.renderables if isinstance(part, QuickTable)):
                            widths = table.widths(width)
                            if widths is None:
                                shapes.add("left to Rich")
                            elif widths != table.widths(1000):
                                shapes.add("narrowed")
                            if table.lines(console, options) is not None:
                                shapes.add("line by line")
        # every way a table is drawn was met: line by line, at its width or narrowed, and whole
        assert shapes == {"line by line", "narrowed", "left to Rich"}


async def test_a_changed_row_of_a_table_draws_that_line_only() -> None:
    app = OneWidget()
    async with app.run_test(size=(60, 10)):
        lines = app.query_one(DrawnLines)

        def kiosk(cell: str) -> Group:
            rows = [["1 Red", "A", "B"], ["2 Blu", cell, "D"], ["wins", "$5", "$3"]]
            table = QuickTable([("", "left", 5), ("Metro", "left", 7), ("Arts", "left", 7)], rows,
                               header_style="bold")
            return Group(Text("Kiosk", style="bold"), table, Text("a legend", style="dim"))

        lines.update(kiosk("C"))
        before = lines.strips(60)
        with noting_calls(lines, "_plain_strips", lambda table_lines, _width, _style: table_lines) as drawn:
            lines.update(kiosk("C x"))  # drawn at once, to repaint the lines that changed
        after = lines.strips(60)
        assert len(drawn) == 1 and [plain(line).rstrip() for line in drawn[0]] == ["2 Blu  C x      D"]
        assert [y for y, (old, new) in enumerate(zip(before, after, strict=True)) if old != new] == [3]
        assert after == whole(lines, kiosk("C x"), 60)


def test_a_table_gives_the_segments_of_its_lines_unless_it_is_left_to_rich() -> None:
    """A table's lines are the segments it draws, cut at its new lines; too narrow to be
    drawn as Rich would draw it, it gives none (the widget draws it whole, through Rich's
    own table)."""
    console = Console(width=100)
    table = QuickTable([("Name", "left", 12), ("Points", "right", 7)], [[Text("Ann", style="bold"), "10"]],
                       title="Scores")
    options = console.options.update_width(40)
    drawn = table.lines(console, options)
    assert drawn == [tuple(line) for line in Segment.split_lines(console.render(table, options))]
    assert [plain(line).strip() for line in drawn] == ["Scores", "Name           Points", "Ann                10"]
    assert table.widths(12) is None and table.lines(console, console.options.update_width(12)) is None


async def test_table_lines_are_drawn_without_rich_as_textual_draws_them() -> None:
    """``DrawnLines._plain_strips`` makes the strips Textual draws for lines of segments
    (each on the widget's style, cut to the width) without Rich's console; lines it cannot
    make so (a segment with meta, a line break) are left to Textual."""
    from rich.segment import ControlType
    from rich.style import Style

    app = OneWidget()
    async with app.run_test(size=(60, 10)):
        lines = app.query_one(DrawnLines)
        bold, red = Style(bold=True), Style(color="red", bgcolor="white")
        shapes: list[tuple[Segment, ...]] = [
            (Segment("Ann", bold), Segment("  "), Segment("10", red)),
            (Segment(""), Segment("wide 漢字 cut", red), Segment("", bold)),  # empty segments kept
            (Segment("x" * 70, bold),),  # longer than the width: cut
            (Segment("漢" * 40),),  # wide characters cut at the width
            (Segment("plain, no style"),),
            (Segment("a bell", None, [(ControlType.BELL,)]), Segment("after")),
            (),
        ]
        for width in (1, 5, 12, 30, 59):
            for widget_style in (lines.visual_style, lines.visual_style + lines.visual_style.from_rich_style(bold)):
                quick = lines._plain_strips(shapes, width, widget_style)
                assert quick is not None
                segments = Segments([segment for line in shapes for segment in (*line, Segment.line())])
                slow = Visual.to_strips(lines, visualize(lines, segments, markup=False), width, None, widget_style)
                assert [strip._segments for strip in quick] == [strip._segments for strip in slow]
                assert [strip.cell_length for strip in quick] == [strip.cell_length for strip in slow]
        style = lines.visual_style
        assert lines._plain_strips([(Segment("link", Style(meta={"@click": "x"})),)], 20, style) is None
        assert lines._plain_strips([(Segment("two\nlines"),)], 20, style) is None
