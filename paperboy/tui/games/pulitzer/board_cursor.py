"""The Pulitzer board as a place to play: a cursor over the board's spaces.

:class:`PlaceBoard` draws the spaces a move can name (the Kiosk grid, the Archive, the
Buses, Overtime, the Event slots, the Newspaper sections) and, on a last row, the other
moves of the decision (pass, bail, skip, a choice ...), one cell each. It holds no rule:
the screen gives it the rows of :class:`Spot` cells and a mark per cell (``✓`` the
engine lists a move there for the chosen Journalist, ``✗`` it refuses one), and the
widget only steers the cursor and posts what the player asks for.

Keys: arrows or ``hjkl`` move, Enter chooses the space under the cursor, ``1``-``5`` and
``x`` pick a Journalist, ``t`` shows the next way to make the move there (tokens, face up).
Drawn with the line API from cached strips, rebuilt only when the rows or the cursor change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from ...widgets.cell_rows import Cell, clamp_cursor, find_key
from ...widgets.newspaper_grid import BoardMessage

TITLE_W = 5  # the row titles' column ("1 red", "Bus", "Paper"); each cell's leading gap follows


@dataclass(frozen=True)
class Spot:
    """One cell of the board: its key, what it shows, and the engine's mark for it.

    Attributes:
        key: What the cell stands for: a space (``N1``, ``AR``, ``B2``, ``OT``, ``EV1``),
            ``req:<section>`` a Newspaper section, ``act:<n>`` another listed move.
        label: The cell's text (the space name and who is on it).
        mark: ``✓`` a move there is legal now, ``✗`` refused, ``" "`` nothing to say.
    """

    key: str
    label: str
    mark: str = " "


@dataclass(frozen=True)
class SpotRow:
    """A row of cells with its title (a Kiosk row, the Buses, the other moves ...)."""

    title: str
    spots: tuple[Spot, ...]
    group: str = ""
    """Rows of one group (the Kiosk rows) share their cell width, so columns line up."""


class PlaceBoard(Widget, can_focus=True):
    """A cursor over the board's spaces; Enter, digits and ``t`` are posted to the screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(-1, 0)", "Cursor up", show=False, id="pulitzer_board.up"),
        Binding("down,j", "cursor(1, 0)", "Cursor down", show=False, id="pulitzer_board.down"),
        Binding("left,h", "cursor(0, -1)", "Cursor left", show=False, id="pulitzer_board.left"),
        Binding("right,l", "cursor(0, 1)", "Cursor right", show=False, id="pulitzer_board.right"),
        Binding("enter", "choose", "Place", id="pulitzer_board.choose"),
        Binding("1", "journalist('1')", "Journalist 1", show=False, id="pulitzer_board.j1"),
        Binding("2", "journalist('2')", "Journalist 2", show=False, id="pulitzer_board.j2"),
        Binding("3", "journalist('3')", "Journalist 3", show=False, id="pulitzer_board.j3"),
        Binding("4", "journalist('4')", "Journalist 4", show=False, id="pulitzer_board.j4"),
        Binding("5", "journalist('5')", "Journalist 5", show=False, id="pulitzer_board.j5"),
        Binding("x", "journalist('X')", "Journalist X", show=False, id="pulitzer_board.jx"),
        # the hand strip under the board names t (the footer keeps its room at 80 columns)
        Binding("t", "next_way", "Next way", show=False, id="pulitzer_board.next_way"),
    ]

    DEFAULT_CSS = """
    PlaceBoard { height: auto; width: 1fr; }
    PlaceBoard:focus { background-tint: $foreground 5%; }
    """

    cursor: reactive[Cell] = reactive((0, 0), init=False)
    """The (row, cell) under the cursor, kept on a cell by :meth:`validate_cursor`."""

    class Moved(BoardMessage["PlaceBoard"]):
        """The cursor is now on ``key``."""

        def __init__(self, board: PlaceBoard, key: str) -> None:
            super().__init__(board)
            self.key = key

    class Chosen(BoardMessage["PlaceBoard"]):
        """Enter on ``key``: the player asks to make the move there."""

        def __init__(self, board: PlaceBoard, key: str) -> None:
            super().__init__(board)
            self.key = key

    class JournalistPicked(BoardMessage["PlaceBoard"]):
        """A Journalist key (``1``-``5``, ``X``) was pressed."""

        def __init__(self, board: PlaceBoard, journalist: str) -> None:
            super().__init__(board)
            self.journalist = journalist

    class NextWay(BoardMessage["PlaceBoard"]):
        """``t``: show the next way to make the move under the cursor."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id)
        self.rows: tuple[SpotRow, ...] = ()
        self._widths: list[int] = []
        # rows drawn, by what they show and how (:meth:`render_line`)
        self._drawn: dict[tuple[object, ...], Strip] = {}
        self._base: Style | None = None  # the widget's style (``rich_style`` walks its ancestors)

    # ------------------------------------------------------------------ model
    def set_rows(self, rows: tuple[SpotRow, ...]) -> None:
        """Show new cells (the cursor stays on the same key when it is still there)."""
        if rows == self.rows:
            return
        key = self.current_key()
        old_size = (len(self.rows), self._widths)
        self.rows = rows
        group_width: dict[str, int] = {}
        for row in rows:
            if row.group:
                widest = max((len(s.label) for s in row.spots), default=0)
                group_width[row.group] = max(group_width.get(row.group, 0), widest)
        self._widths = [group_width.get(row.group, max((len(s.label) for s in row.spots), default=0)) + 2
                        for row in rows]
        place = self.position_of(key) if key is not None else None
        self.cursor = self.validate_cursor(place if place is not None else self.cursor)
        # a layout pass only when the drawing's size may have changed
        self.refresh(layout=(len(self.rows), self._widths) != old_size)

    def current_key(self) -> str | None:
        """The key of the cell under the cursor (None while there are no cells)."""
        row, col = self.cursor
        if 0 <= row < len(self.rows) and 0 <= col < len(self.rows[row].spots):
            return self.rows[row].spots[col].key
        return None

    def position_of(self, key: str) -> Cell | None:
        """Where the cell ``key`` is, or None when the board has no such cell."""
        return find_key([row.spots for row in self.rows], key)

    # ------------------------------------------------------------------ reactives
    def validate_cursor(self, cursor: Cell) -> Cell:
        """Keep the cursor on a cell (rows may have different lengths)."""
        return clamp_cursor(cursor, [len(row.spots) for row in self.rows])

    def watch_cursor(self, old: Cell, new: Cell) -> None:
        """Redraw the two rows and tell the screen."""
        self.refresh()
        if self.is_mounted:
            self.scroll_visible(animate=False)
        key = self.current_key()
        if key is not None:
            self.post_message(self.Moved(self, key))

    # ------------------------------------------------------------------ actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Cursor keys and Enter mean nothing on an empty board."""
        return bool(self.rows) or action == "journalist"

    def action_cursor(self, drow: int, dcol: int) -> None:
        """Move the cursor by rows and cells."""
        row, col = self.cursor
        self.cursor = self.validate_cursor((row + drow, col + dcol))

    def action_choose(self) -> None:
        """Enter: ask for the move on the cell under the cursor."""
        key = self.current_key()
        if key is not None:
            self.post_message(self.Chosen(self, key))

    def action_journalist(self, journalist: str) -> None:
        """Pick the Journalist to place."""
        self.post_message(self.JournalistPicked(self, journalist))

    def action_next_way(self) -> None:
        """Show the next way to make the move here."""
        self.post_message(self.NextWay(self))

    # ------------------------------------------------------------------ drawing
    def get_content_width(self, container: Size, viewport: Size) -> int:
        """As wide as the widest row (a cell is its mark, its label and a gap; one more column
        closes the last cell's cursor bracket)."""
        return max((TITLE_W + len(row.spots) * w + 1 for row, w in zip(self.rows, self._widths, strict=True)),
                   default=1)

    def cell_width(self, y: int) -> int:
        """Row ``y``'s cell width on screen: its labels' width, or less when the row would
        not fit the widget (then labels are shortened with "…", never cut off at the edge)."""
        width = self._widths[y]
        count = len(self.rows[y].spots)
        room = self.size.width
        if count and room and TITLE_W + count * width + 1 > room:
            width = max(4, (room - TITLE_W - 1) // count)
        return width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """One line per row."""
        return max(1, len(self.rows))

    def notify_style_update(self) -> None:
        """CSS changed (theme, focus): the style is asked again (the rows drawn are kept
        by the style they were drawn in)."""
        self._base = None
        super().notify_style_update()

    #: At most this many rows drawn are kept (:meth:`render_line`).
    DRAWN_KEPT = 64

    def render_line(self, y: int) -> Strip:
        """Line ``y``: its row as drawn before if it shows the same in the same width, look
        and cursor (new rows after a move are mostly the old ones: a bot's request changed
        a row or two, and every row was drawn again), else drawn."""
        base = self._base
        if base is None:
            base = self._base = self.rich_style
        line_width = self.size.width
        if y >= len(self.rows):
            return Strip([Segment(" " * line_width, base)], line_width)
        row = self.rows[y]
        width = self.cell_width(y)
        focused = self.has_focus
        column = self.cursor[1] if self.cursor[0] == y else -1
        key = (row, width, column, focused, line_width, base)
        strip = self._drawn.get(key)
        if strip is None:
            if len(self._drawn) >= self.DRAWN_KEPT:
                self._drawn.clear()
            strip = self._drawn[key] = self._draw_row(row, width, column, focused, base, line_width)
        return strip

    def _draw_row(self, row: SpotRow, width: int, column: int, focused: bool, base: Style,
                  line_width: int) -> Strip:
        """A row's line, ``line_width`` cells: its title, then its cells ``width`` wide, the
        cursor on ``column`` (-1: not on this row)."""
        text = Text(row.title[:TITLE_W].ljust(TITLE_W), style="bold")
        cursor_style = "bold reverse" if focused else "bold underline"
        # brackets as well as reverse video: the cursor never depends on colour; the closing
        # bracket takes the next cell's leading gap, so a cell costs its label and two columns
        after_cursor = False
        for c, spot in enumerate(row.spots):
            here = c == column
            body = fit(spot.label, width - 2).ljust(width - 2)
            if here:
                text.append("[" + spot.mark + body, style=cursor_style)
            else:
                if after_cursor:
                    text.append("]", style=cursor_style)
                else:
                    text.append(" ")
                text.append(spot.mark + body, style="dim" if spot.mark == "✗" else "")
            after_cursor = here
        if after_cursor:
            text.append("]", style=cursor_style)
        segments = [Segment(seg.text, base + seg.style if seg.style else base)
                    for seg in text.render(self.app.console)]
        return Strip(segments).adjust_cell_length(line_width, base)


def journalist_strip(hand: list[str], x_value: int, chosen: str | None) -> Text:
    """The viewer's face-down Journalists left, the chosen one bracketed, with the keys."""
    text = Text("Hand ", style="bold")
    if not hand:
        text.append("no Journalist left", style="dim")
    for j in hand:
        shown = f"X={x_value}" if j == "X" else j
        if j == chosen:
            text.append(f"[{shown}]", style="bold reverse")
        else:
            text.append(f" {shown} ")
    text.append("  1-5/x arrows Enter t", style="dim")
    return text


def fit(label: str, width: int) -> str:
    """A cell label cut to ``width`` characters."""
    return label if len(label) <= width else label[:width - 1] + "…"
