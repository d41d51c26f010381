"""Rich tables drawn without Rich's table machinery, segment for segment as Rich draws them.

Rich's ``Table`` measures every cell (twice), wraps each in a ``Padding`` and works out its
column widths before drawing a line: about 2-3 ms for the Kiosk grid, redrawn whenever a
Journalist is placed there (a bot's move). The board's tables are simple: no box, no
wrapping, one width per column from its widest cell. :class:`QuickTable` draws such a
table with the same calls Rich makes for each cell, so the segments are the same, and
hands the table to Rich whenever it would not fit its width as it is (Rich then shrinks
columns) or a cell is anything but text.
"""

from __future__ import annotations

import weakref
from collections.abc import Hashable, Sequence
from typing import Any

from rich.cells import cell_len
from rich.padding import Padding
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text

Cell = str | Text

#: Each console's drawn cells, by what they show and how they are drawn (most cells repeat
#: from one drawing to the next: an empty space "·", a column's reward): rendering a cell is
#: most of the cost of drawing a table. Kept per console (its markup and emoji settings and
#: its styles decide the segments); :data:`CELLS_KEPT` at most.
_drawn_cells: weakref.WeakKeyDictionary[Any, dict[Hashable, list[list[Segment]]]] = weakref.WeakKeyDictionary()
CELLS_KEPT = 2000


def _cell_key(cell: Cell) -> Hashable:
    """Everything a cell's drawing depends on (its text, spans, styles and settings)."""
    if isinstance(cell, str):
        return cell
    return (cell.plain, tuple(cell.spans), cell.style, cell.justify, cell.overflow, cell.no_wrap, cell.end,
            cell.tab_size)


class QuickTable:
    """A ``Table(box=None, pad_edge=False)`` of ``no_wrap`` columns, each given as
    ``(header, justify, min_width)``; drawn as Rich draws it (see the module)."""

    def __init__(self, columns: Sequence[tuple[Cell, str, int | None]], rows: Sequence[Sequence[Cell]], *,
                 padding: tuple[int, int, int, int] = (0, 1, 0, 1), show_header: bool = True,
                 header_style: str = "") -> None:
        self.columns = list(columns)
        self.rows = [list(row) for row in rows]
        self.padding = padding
        self.show_header = show_header
        self.header_style = header_style

    def table(self) -> Table:
        """The same table as a Rich ``Table``."""
        table = Table(box=None, pad_edge=False, padding=self.padding, show_header=self.show_header,
                      header_style=self.header_style)
        for header, justify, min_width in self.columns:
            table.add_column(header, justify=justify, no_wrap=True, min_width=min_width)  # type: ignore[arg-type]
        for row in self.rows:
            table.add_row(*row)
        return table

    def _pads(self, column: int) -> tuple[int, int]:
        """The (left, right) padding of a column: none at the table's edges (``pad_edge``)."""
        _top, right, _bottom, left = self.padding
        return (0 if column == 0 else left), (0 if column == len(self.columns) - 1 else right)

    def _widths(self) -> list[int] | None:
        """Each column's width with its padding, as Rich measures it; None if a cell is not
        plain text (markup in a string, another renderable)."""
        widths: list[int] = []
        for index, (header, _justify, min_width) in enumerate(self.columns):
            cells = [header, *(row[index] for row in self.rows)] if self.show_header else [
                row[index] for row in self.rows]
            widest = 0
            for cell in cells:
                if isinstance(cell, Text):
                    plain = cell.plain
                elif isinstance(cell, str) and "[" not in cell:
                    plain = cell
                else:
                    return None
                widest = max(widest, *(cell_len(line) for line in plain.split("\n")))
            left, right = self._pads(index)
            widths.append(max(widest, min_width or 0) + left + right)
        return widths

    @staticmethod
    def _draw_cell(console: Any, cell: Cell, padding: tuple[int, int, int, int], options: Any,
                   style: Style) -> list[list[Segment]]:
        """A cell's lines as Rich's table draws them (kept: see :data:`_drawn_cells`)."""
        drawn = _drawn_cells.get(console)
        if drawn is None:
            drawn = _drawn_cells[console] = {}
        key = (_cell_key(cell), padding, options.max_width, options.justify, style, options.ascii_only,
               options.encoding, options.legacy_windows)
        lines = drawn.get(key)
        if lines is None:
            if len(drawn) >= CELLS_KEPT:
                drawn.clear()
            lines = drawn[key] = console.render_lines(Padding(cell, padding), options, style=style)
        return lines

    def __rich_console__(self, console: Any, options: Any) -> Any:
        widths = self._widths()
        if widths is None or any(len(row) != len(self.columns) for row in self.rows) or (
                sum(widths) > options.max_width):
            yield self.table()
            return
        options = options.update(width=sum(widths), highlight=False, height=None)
        header_style = console.get_style(self.header_style or "") + console.get_style("")
        body_style = console.get_style("")
        rows: list[tuple[Sequence[Cell], Style, bool]] = []
        if self.show_header:
            rows.append(([header for header, _justify, _min in self.columns], header_style, True))
        rows += [(row, body_style, False) for row in self.rows]
        last_row = len(rows) - 1
        new_line = Segment.line()
        for row_index, (row, style, header) in enumerate(rows):
            cells: list[list[list[Segment]]] = []
            for index, (cell, width) in enumerate(zip(row, widths, strict=True)):
                left, right = self._pads(index)
                top, _right, bottom, _left = self.padding
                padding = (0 if row_index == 0 else top, right, 0 if row_index == last_row else bottom, left)
                cell_options = options.update(width=width, justify=self.columns[index][1], no_wrap=True,
                                              overflow="ellipsis", height=None, highlight=False)
                cells.append(self._draw_cell(console, cell, padding, cell_options, style))
            height = max(len(lines) for lines in cells)
            align = Segment.align_bottom if header else Segment.align_top
            shaped = [Segment.set_shape(align(lines, width, height, style), width, height)
                      for lines, width in zip(cells, widths, strict=True)]
            for line in range(height):
                for lines in shaped:
                    yield from lines[line]
                yield new_line

