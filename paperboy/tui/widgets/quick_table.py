"""Box-less Rich tables of no-wrap columns drawn without Rich's table layout, segment for
segment as Rich draws them.

Rich's ``Table`` measures every cell (twice), wraps each in a ``Padding`` and works out its
column widths before drawing a line: 2-3 ms for a game's players strip or board grid, paid
again on every bot move. The games' tables are simple ones (no box, no edge padding, no
wrapping), so :class:`QuickTable` works their column widths out from the cells' text as
Rich does (each column as wide as its widest cell within its minimum and maximum width; a
table too wide for its room narrowed with Rich's own ``ratio_reduce``, cells then cut with
an ellipsis), draws each cell with the calls Rich makes for it, and keeps what it drew per
console (cells, rows, the title), so that a row drawn again costs a look-up. A table it
cannot draw the same way (a cell that is not text, rows of the wrong length, columns
narrowed to no room for their text, or still too wide) is handed to Rich
(:meth:`QuickTable.table`). :meth:`QuickTable.lines` gives the drawn lines' segments, so a
widget may keep what it made of each line and draw again only the lines that changed.

A cell or header given as a string is text, never markup (it may quote what a player
typed); a title or caption given as a string is markup, as in Rich's ``Table``.
"""

from __future__ import annotations

import weakref
from collections.abc import Hashable, Iterable, Iterator, Sequence
from functools import lru_cache
from typing import NamedTuple, TypeVar, cast

from rich._ratio import ratio_reduce
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, JustifyMethod, RenderableType, RenderResult
from rich.measure import Measurement
from rich.padding import Padding
from rich.segment import Segment
from rich.style import Style, StyleType
from rich.table import Table
from rich.text import Text

Cell = str | Text
Lines = list[list[Segment]]
_Drawn = TypeVar("_Drawn")


class Column(NamedTuple):
    """A column: its header, how its cells are justified ("left", "right", "center") and
    its width without padding at the least and at the most (as ``Table.add_column``)."""

    header: Cell = ""
    justify: str = "left"
    min_width: int | None = None
    max_width: int | None = None


#: a column as the games give it: (header, justify[, min_width[, max_width]])
ColumnSpec = tuple[Cell, str] | tuple[Cell, str, int | None] | tuple[Cell, str, int | None, int | None]

#: Each console's drawn cells and drawn rows (and titles), by what they show and how they
#: are drawn: most repeat from one drawing to the next (an empty space, a player whose
#: figures did not change). Kept per console (its theme and settings decide the segments),
#: :data:`KEPT` of each at most.
_cells: weakref.WeakKeyDictionary[Console, dict[Hashable, Lines]] = weakref.WeakKeyDictionary()
_rows: weakref.WeakKeyDictionary[Console, dict[Hashable, list[Segment]]] = weakref.WeakKeyDictionary()
#: the same drawn rows (and titles) cut into lines, for :meth:`QuickTable.lines`
_lines: weakref.WeakKeyDictionary[Console, dict[Hashable, list[tuple[Segment, ...]]]] = weakref.WeakKeyDictionary()
KEPT = 2000


def _kept(kept: weakref.WeakKeyDictionary[Console, dict[Hashable, _Drawn]], console: Console) -> dict[Hashable, _Drawn]:
    """What was drawn on ``console`` (forgotten all at once when :data:`KEPT` are kept)."""
    drawn = kept.get(console)
    if drawn is None or len(drawn) >= KEPT:
        drawn = kept[console] = {}
    return drawn


def _text(cell: RenderableType) -> RenderableType:
    return Text(cell) if isinstance(cell, str) else cell


def text_key(cell: Text) -> Hashable:
    """Everything a text's drawing depends on (its text, spans, styles and settings): a
    table's cell, a status line (``speed``), a text of a ``DrawnLines`` group. Rich's own
    ``Text.__eq__`` compares the words and spans alone."""
    return (cell.plain, tuple(cell.spans), cell.style, cell.justify, cell.overflow, cell.no_wrap, cell.end,
            cell.tab_size)


#: what ``Text.__rich_console__`` joins a text's lines with (its base style becomes a span)
_join_lines = Text("\n").join


def _fitting_cell(console: Console, cell: Text, padding: tuple[int, int, int, int], width: int, justify: str,
                  style: Style) -> Lines | None:
    """A cell's lines as ``console.render_lines(Padding(cell, padding), ..., style=style)``
    draws them in ``width`` cells, when the cell is one line of printable text that fits
    (most of the games' cells: a name, a figure), else None (then Rich draws it).

    Rich measures, wraps, crops and pads it in two nested ``render_lines``: 0.05-0.13 ms a
    cell, all of a column's cells drawn again when its width changes (Pulitzer's Kiosk and
    score panel, a bot's move). This makes the same segments by the same steps (the text
    justified as ``Lines.justify`` does, rendered as ``Text.__rich_console__`` renders it,
    Padding's spaces in its null style, the row's style added to each segment as
    ``render_lines`` adds it); ``tests/tui/test_quick_table.py`` compares them with Rich's."""
    top, right, bottom, left = padding
    room = width - left - right
    plain = cell.plain
    justify = cell.justify or justify
    if (room < 1 or cell.end != "\n" or justify not in ("left", "right", "center") or cell.overflow == "ignore"
            or not plain.isprintable() or cell_len(plain) > room):
        return None
    text = cell.copy()
    if justify == "left":
        text.truncate(room, pad=True)
    else:
        text.rstrip()
        spare = room - cell_len(text.plain)
        text.pad_left(spare if justify == "right" else spare // 2)
        text.pad_right(room - cell_len(text.plain))
    pad_style = _NULL_STYLE
    line = [Segment(" " * left, pad_style)] if left else []
    line += _join_lines([text]).render(console)
    if right:
        line.append(Segment(" " * right, pad_style))
    blank = Segment(" " * width, pad_style)
    if style:  # (as render_lines: a null style is not added)
        add = style.__add__
        line = [Segment(segment.text, add(segment.style)) for segment in line]
        blank = Segment(blank.text, add(pad_style))
    return [[blank]] * top + [line] + [[blank]] * bottom


#: the style Padding gives its spaces (its default, "none")
_NULL_STYLE = Style.parse("none")


def _widest_line(cell: Text) -> int:
    """The cells of a text's longest line, as Rich measures it."""
    return _widest(cell.plain)


@lru_cache(maxsize=4096)
def _widest(plain: str) -> int:
    """:func:`_widest_line` of a text's words (a table's cells repeat from move to move:
    each measured once)."""
    return max(map(cell_len, plain.splitlines()), default=0)


class QuickTable:
    """``Table(box=None, pad_edge=False)`` of ``no_wrap`` columns (see :class:`Column`) with
    an optional title and caption, drawn as Rich draws it (see the module)."""

    def __init__(self, columns: Sequence[ColumnSpec], rows: Iterable[Sequence[RenderableType]], *,
                 padding: tuple[int, int, int, int] = (0, 1, 0, 1), show_header: bool = True,
                 header_style: StyleType = "table.header", title: Cell | None = None,
                 title_style: StyleType | None = None, title_justify: JustifyMethod = "center",
                 caption: Cell | None = None, caption_style: StyleType | None = None,
                 caption_justify: JustifyMethod = "center") -> None:
        self.columns = [Column(*column) for column in columns]
        self.columns = [column._replace(header=Text(column.header)) if isinstance(column.header, str) else column
                        for column in self.columns]
        self.rows = [[_text(cell) for cell in row] for row in rows]
        self.padding = padding
        self.show_header = show_header
        self.header_style = header_style
        self.title, self.title_style, self.title_justify = title, title_style, title_justify
        self.caption, self.caption_style, self.caption_justify = caption, caption_style, caption_justify
        self._line_widths: list[list[int]] | None = None

    def table(self) -> Table:
        """The same table as a Rich ``Table``."""
        table = Table(box=None, pad_edge=False, padding=self.padding, show_header=self.show_header,
                      header_style=self.header_style, title=self.title, title_style=self.title_style,
                      title_justify=self.title_justify, caption=self.caption,
                      caption_style=self.caption_style, caption_justify=self.caption_justify)
        for header, justify, min_width, max_width in self.columns:
            table.add_column(header, justify=cast("JustifyMethod", justify), no_wrap=True,
                             min_width=min_width, max_width=max_width)
        for row in self.rows:
            table.add_row(*row)
        return table

    def _pads(self, column: int) -> tuple[int, int]:
        """The (left, right) padding of a column: none at the table's edges (``pad_edge``)."""
        _top, right, _bottom, left = self.padding
        return (0 if column == 0 else left), (0 if column == len(self.columns) - 1 else right)

    def _measure(self, column: int, room: int) -> int:
        """A column's width with its padding in ``room`` cells, as ``Table._measure_column``
        measures text cells wrapped in their ``Padding``."""
        if room < 1:
            return 0
        assert self._line_widths is not None
        left, right = self._pads(column)
        extra = left + right
        lines = self._line_widths[column]
        if not lines:
            width = room
        elif room - extra < 1:
            width = room  # a Padding with no room for its text measures all of it
        else:
            width = min(max(lines) + extra, room)
        _header, _justify, min_width, max_width = self.columns[column]
        if min_width is not None:
            width = max(width, min_width + extra)
        if max_width is not None:
            width = min(width, max_width + extra)
        return width

    def widths(self, room: int) -> list[int] | None:
        """Each column's width with its padding as Rich lays the table out in ``room``
        cells, or None when this table is left to Rich."""
        count = len(self.columns)
        if not count or any(len(row) != count or not all(isinstance(cell, Text) for cell in row)
                            for row in self.rows):
            return None
        if self._line_widths is None:
            shown: list[Sequence[RenderableType]] = list(self.rows)
            if self.show_header:
                shown.insert(0, [column.header for column in self.columns])
            self._line_widths = [[_widest_line(cast("Text", row[index])) for row in shown]
                                 for index in range(count)]
        widths = [self._measure(index, room) or 1 for index in range(count)]
        if sum(widths) > room:
            # Rich's last resort for columns that may not wrap: each made narrower in turn
            widths = ratio_reduce(sum(widths) - room, [1] * count, widths, widths)
            widths = [self._measure(index, width) for index, width in enumerate(widths)]
            if sum(widths) > room or any(width - sum(self._pads(index)) < 1 for index, width in enumerate(widths)):
                return None
        return widths

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        widths = self.widths(options.max_width)
        if widths is None:
            yield self.table()
            return
        for _key, drawn in self._parts(console, options, widths):
            yield from drawn

    def lines(self, console: Console, options: ConsoleOptions) -> list[tuple[Segment, ...]] | None:
        """The segments of each line the table draws in ``options.max_width`` (new lines
        left out), or None when the table is left to Rich (see :meth:`widths`).

        A widget that keeps what it drew of each line (``DrawnLines``) then draws only the
        lines that changed, not the whole table: a bot's move changes a row or two. The
        lines of each row are kept as its segments are.
        """
        widths = self.widths(options.max_width)
        if widths is None:
            return None
        kept = _kept(_lines, console)
        lines: list[tuple[Segment, ...]] = []
        for key, drawn in self._parts(console, options, widths):
            split = kept.get(key)
            if split is None:
                split = kept[key] = [tuple(line) for line in Segment.split_lines(drawn)]
            lines += split
        return lines

    def _parts(self, console: Console, options: ConsoleOptions,
               widths: list[int]) -> Iterator[tuple[Hashable, list[Segment]]]:
        """The title, each row and the caption drawn in ``widths`` (each with what its
        drawing depends on, the key it is kept by: see :data:`_rows`)."""
        options = options.update(width=sum(widths), highlight=False, height=None)
        if self.title:
            yield self._annotation(console, options, self.title, self.title_style, "table.title",
                                   self.title_justify)
        get_style = console.get_style
        rows: list[tuple[Sequence[Text], Style, bool]] = []
        if self.show_header:
            rows.append(([cast("Text", column.header) for column in self.columns],
                         get_style(self.header_style or "") + get_style(""), True))
        body_style = get_style("")
        rows += [(cast("list[Text]", row), body_style, False) for row in self.rows]
        kept = _kept(_rows, console)
        shape = (tuple(widths), tuple(column.justify for column in self.columns), self.padding,
                 options.encoding, options.legacy_windows)
        for index, (row, style, header) in enumerate(rows):
            keys = tuple(text_key(cell) for cell in row)
            edges = (index == 0, index == len(rows) - 1)
            key = ("row", keys, shape, edges, style, header)
            drawn = kept.get(key)
            if drawn is None:
                drawn = kept[key] = self._row(console, options, row, keys, widths, style, header, edges)
            yield key, drawn
        if self.caption:
            yield self._annotation(console, options, self.caption, self.caption_style, "table.caption",
                                   self.caption_justify)

    def _row(self, console: Console, options: ConsoleOptions, row: Sequence[Text],
             keys: Sequence[Hashable], widths: list[int], style: Style, header: bool,
             edges: tuple[bool, bool]) -> list[Segment]:
        """A row's lines as ``Table._render`` draws them (its cells kept: see :data:`_cells`)."""
        top, _right, bottom, _left = self.padding
        first, last = edges
        kept = _kept(_cells, console)
        cells: list[Lines] = []
        for index, (cell, key, width) in enumerate(zip(row, keys, widths, strict=True)):
            left, right = self._pads(index)
            padding = (0 if first else top, right, 0 if last else bottom, left)
            justify = self.columns[index].justify
            cell_key = (key, padding, width, justify, style, options.encoding, options.legacy_windows)
            lines = kept.get(cell_key)
            if lines is None:
                lines = _fitting_cell(console, cell, padding, width, justify, style)
                if lines is None:
                    cell_options = options.update(width=width, justify=cast("JustifyMethod", justify), no_wrap=True,
                                                  overflow="ellipsis", height=None, highlight=False)
                    lines = console.render_lines(Padding(cell, padding), cell_options, style=style)
                kept[cell_key] = lines
            cells.append(lines)
        height = max(len(lines) for lines in cells)
        align = Segment.align_bottom if header else Segment.align_top
        shaped = [Segment.set_shape(align(lines, width, height, style), width, height)
                  for lines, width in zip(cells, widths, strict=True)]
        segments: list[Segment] = []
        new_line = Segment.line()
        for line in range(height):
            for lines in shaped:
                segments += lines[line]
            segments.append(new_line)
        return segments

    def _annotation(self, console: Console, options: ConsoleOptions, text: Cell, style: StyleType | None,
                    default: str, justify: JustifyMethod) -> tuple[Hashable, list[Segment]]:
        """The title's or the caption's lines as ``Table`` draws them (a string as markup),
        with the key they are kept by."""
        kept = _kept(_rows, console)
        key = ("annotation", text if isinstance(text, str) else text_key(text), style, default, justify,
               options.max_width, options.no_wrap, options.overflow, options.encoding, options.legacy_windows)
        drawn = kept.get(key)
        if drawn is None:
            shown = console.render_str(text, style=Style.pick_first(style, default), highlight=False) if isinstance(
                text, str) else text
            drawn = kept[key] = list(console.render(shown, options.update(justify=justify)))
        return key, drawn

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.table())


__all__ = ["Column", "ColumnSpec", "QuickTable"]
