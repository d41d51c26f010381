"""The board page's players strip drawn without Rich's table machinery.

Rich lays a :class:`~rich.table.Table` out by measuring and rendering every cell through
the console (about 2 ms for Magazine's strip of players), and the strip is drawn again
after most moves (money, PR, tokens change). Its table is a simple one: the shared
:func:`~paperboy.tui.widgets.players_table.players_table` look (no box, no edge padding,
a bold underlined "Players" title, bold headers), one line per cell, nothing wrapped.
:class:`QuickPlayersTable` draws exactly those lines itself (each column as wide as its
widest cell, cells justified in it, two spaces between columns) and hands anything it
cannot draw the same way (a cell over a line, a name cut with an ellipsis, a table far
wider than the room) to the Rich table. A table a little wider than the room is made
narrower as Rich does it (a few cells cut with an ellipsis).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from weakref import WeakKeyDictionary

from rich._ratio import ratio_reduce
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text

from ...widgets.players_table import Justify, players_table

#: what ``players_table`` gives its title, and Rich's default header style
TITLE = "Players"
TITLE_STYLE = "bold underline"
HEADER_STYLE = "table.header"


#: each console's drawn lines by what they show (the console's theme gives the styles)
_drawn: WeakKeyDictionary[Console, dict[tuple[object, ...], list[Segment]]] = WeakKeyDictionary()


class QuickPlayersTable:
    """``players_table(columns, rows)`` (default name width, no caption), drawn as Rich
    draws it."""

    NAME_WIDTH = 12
    #: lines kept per console (a move changes one player's line or two: the others, the
    #: title and the headers are drawn once)
    KEPT = 200

    def __init__(self, columns: Sequence[tuple[str, Justify]],
                 rows: Iterable[Sequence[RenderableType]]) -> None:
        self.columns = list(columns)
        self.rows = [[Text(cell) if isinstance(cell, str) else cell for cell in row] for row in rows]

    def table(self) -> Table:
        """The same table as Rich's ``Table`` (``players_table``)."""
        return players_table(self.columns, self.rows, name_width=self.NAME_WIDTH)

    def widths(self) -> list[int] | None:
        """Each column's width as Rich lays it out, or None when this table is not one
        :meth:`__rich_console__` draws itself."""
        widths: list[int] = []
        for index, (header, _justify) in enumerate(self.columns):
            if "[" in header or "\n" in header:
                return None  # a header is read as markup by Rich
            widest = cell_len(header)
            for row in self.rows:
                if len(row) != len(self.columns):
                    return None
                cell = row[index]
                if (not isinstance(cell, Text) or "\n" in cell.plain or cell.end != "\n"
                        or cell.justify is not None or cell.overflow is not None):
                    return None  # not one line justified as its column says
                widest = max(widest, cell.cell_len)
            if index == 0 and widest > self.NAME_WIDTH:
                return None  # a name cut with an ellipsis: Rich's own way
            widths.append(widest)
        return widths

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        widths = self.fitted(options.max_width)
        if widths is None:
            yield self.table()
            return
        justify = tuple(j for _h, j in self.columns)
        lines = _drawn.setdefault(console, {})
        if len(lines) > self.KEPT:
            lines.clear()
        new_line = Segment.line()
        for row in (None, *self.rows):  # None: the title and the headers
            shown = tuple(self.columns) if row is None else tuple(
                (cell.plain, tuple(cell.spans), cell.style) for cell in row if isinstance(cell, Text))
            key = (tuple(widths), justify, row is None, shown)
            drawn = lines.get(key)
            if drawn is None:
                drawn = lines[key] = self._line(console, row, widths)
            yield from drawn
            yield new_line

    def _line(self, console: Console, row: Sequence[RenderableType] | None,
              widths: list[int]) -> list[Segment]:
        """A row's line, or with ``row`` None the title's and the headers' lines."""
        justify = [j for _h, j in self.columns]
        segments: list[Segment] = []
        if row is None:
            total = sum(widths) + 2 * (len(widths) - 1)
            segments.extend(self._cell(console, Text(TITLE, style=TITLE_STYLE), total, "left"))
            segments.append(Segment.line())
            header_style = console.get_style(HEADER_STYLE)
            for index, ((header, _j), width) in enumerate(zip(self.columns, widths, strict=True)):
                if index:
                    segments.append(Segment("  ", header_style))
                segments.extend(self._cell(console, Text(header, style=header_style), width, justify[index]))
            return segments
        for index, (cell, width) in enumerate(zip(row, widths, strict=True)):
            if index:
                segments.append(Segment("  ", Style()))
            assert isinstance(cell, Text)  # as widths() found
            segments.extend(self._cell(console, cell, width, justify[index]))
        return segments

    def fitted(self, room: int) -> list[int] | None:
        """The columns' widths in ``room`` cells as Rich lays them out: as wide as their
        widest cell, or, when that is too wide, each made narrower in turn as Rich does
        (its last resort for columns that may not wrap; cells are cut with an ellipsis).
        None when this is not a table drawn here."""
        widths = self.widths()
        if not widths:
            return None
        last = len(widths) - 1
        pads = [(0 if i == 0 else 1) + (0 if i == last else 1) for i in range(len(widths))]
        full = [width + pad for width, pad in zip(widths, pads, strict=True)]
        if sum(full) > room:
            full = ratio_reduce(sum(full) - room, [1] * len(full), full, full)
            widths = [width - pad for width, pad in zip(full, pads, strict=True)]
        if min(widths) < 1 or sum(full) > room or sum(full) < cell_len(TITLE):
            return None
        return widths

    @staticmethod
    def _cell(console: Console, cell: Text, width: int, justify: str) -> Iterable[Segment]:
        """One cell's line as Rich justifies a no-wrap cell (cut with an ellipsis)."""
        text = cell.copy()
        if justify == "right":
            text.rstrip()
            text.truncate(width, overflow="ellipsis")
            text.pad_left(width - text.cell_len)
        elif justify == "center":
            text.rstrip()
            text.truncate(width, overflow="ellipsis")
            text.pad_left((width - text.cell_len) // 2)
            text.pad_right(width - text.cell_len)
        else:
            text.truncate(width, overflow="ellipsis", pad=True)
        # its own style as a span, as Rich's text rendering does (``render`` alone drops it)
        line = Text()
        line.append_text(text)
        return line.render(console)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.table())


__all__ = ["QuickPlayersTable"]
