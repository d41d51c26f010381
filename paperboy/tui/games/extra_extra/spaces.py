"""The Extra! Extra! game board as a place to play: a cursor over the board's spaces.

:class:`SpaceBoard` draws Sources, Operations and the Editor's Desk (three columns of
spaces side by side when wide; Sources above Operations beside the Editor's Desk when
narrow) with the activation order under them and, while reporters are placed, a cursor on
one space. Arrows or hjkl move it (up/down within a column of spaces, left/right between
the columns as they stand on screen), Enter asks to place a reporter there. The widget
knows no rule: the screen hands it the fee and the engine's verdict for the space under
the cursor (attributes down), shown on the cursor's line (fee, ✓/✗; the screen says it in
full above the pages), and it posts :class:`SpaceBoard.CursorMoved` and
:class:`SpaceBoard.PlaceReporter` (messages up).

It is a line-API widget (:class:`lines.TextLines`): each space's line is built once per
view; a cursor move repaints only the lines that changed (the two cursor lines), and the
screen is laid out again only when the number of lines changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from rich._ratio import ratio_reduce
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region
from textual.reactive import reactive
from textual.widget import Widget

from ...widgets.newspaper_grid import BoardMessage
from .lines import TextLines
from .render import AREAS, SHORT_LABEL, activation_numbers, board_spaces, data, initials, space_line, space_status

Cursor = tuple[int, int]
"""(column, line): which column of spaces on screen, and which space in it."""

Note = tuple[str, int, str | None, str]
"""What the screen says of the space under the cursor: (space, fee, verdict, gain)."""


def table_lines(rows: list[list[Text]], width: int, header: bool = False,
                drawn: dict[tuple[Any, ...], Text] | None = None, least: list[int] | None = None,
                held: list[int] | None = None) -> list[Text]:
    """``rows`` of cells laid out as Rich lays out a borderless table of no-wrap columns
    (``Table(box=None, pad_edge=False, padding=(0, 1))``): each column as wide as its
    widest cell, two spaces between columns, all columns narrowed alike (cells cut with an
    ellipsis) when the table is wider than ``width``; ``header``: the first row is a
    header in bold underline, padding included. ``drawn`` keeps the lines made, by their
    cells (the same Text objects, kept alive by the caller) and the column widths.
    ``least``: the fewest cells of each column's cells (room for a mark that comes and goes);
    ``held``: the widths of the columns drawn before, which they keep if wider (the list is
    updated: a column made wider stays so while the caller holds it)."""
    if not rows:
        return []
    count = len(rows[0])
    left = [0 if i == 0 else 1 for i in range(count)]
    right = [0 if i == count - 1 else 1 for i in range(count)]
    cells = [max(row[i].cell_len for row in rows) for i in range(count)]
    if least is not None:
        cells = [max(mine, fewest) for mine, fewest in zip(cells, least, strict=True)]
    widths = [cells[i] + left[i] + right[i] for i in range(count)]
    if held is not None:
        if len(held) == count:
            widths = [max(mine, kept) for mine, kept in zip(widths, held, strict=True)]
        held[:] = widths
    if sum(widths) > width > 0:
        widths = ratio_reduce(sum(widths) - width, [1] * count, widths, widths)
    lines = []
    for r, row in enumerate(rows):
        style = "bold underline" if header and r == 0 else ""
        key = (tuple(map(id, row)), tuple(widths), style)
        if drawn is not None and key in drawn:
            lines.append(drawn[key])
            continue
        line = Text()
        for i, cell in enumerate(row):
            inner = max(0, widths[i] - left[i] - right[i])
            text = cell.copy()
            text.truncate(inner, overflow="ellipsis", pad=True)
            if style:
                text.style = style
            line.append(" " * left[i], style=style)
            line.append_text(text)
            line.append(" " * right[i], style=style)
        lines.append(line)
        if drawn is not None:
            drawn[key] = line
    return lines


#: Cells kept free at the end of each column of the boards for the cursor's mark (" ✓").
MARK_ROOM = 2


def _mark_room(rows: list[list[Text]], marked: Text | None) -> list[int]:
    """The fewest cells of each column: its widest cell, the one with the cursor's mark
    aside, and :data:`MARK_ROOM` more."""
    return [max((row[i].cell_len for row in rows if row[i] is not marked), default=0) + MARK_ROOM
            for i in range(len(rows[0]) if rows else 0)]

_BLANK = Text("")
_TITLES: dict[tuple[str, str], Text] = {}


def _title(title: str, style: str = "") -> Text:
    """A board's title cell (one Text object per title: the lines made are kept by cell)."""
    text = _TITLES.get((title, style))
    if text is None:
        text = _TITLES[(title, style)] = Text(title, style=style)
    return text


def order_line(view: dict[str, Any]) -> Text:
    """The activation order of the three boards and what the marks mean."""
    numbers = activation_numbers(view)
    spaces = data().spaces
    first = {area: min((numbers[s] for s in numbers if spaces[s].board == area), default=0) for area, _ in AREAS}
    last = {area: max((numbers[s] for s in numbers if spaces[s].board == area), default=0) for area, _ in AREAS}
    order = Text("Activation ", style="dim")
    order.append(
        f"1-{last['sources']} Sources → {first['editor']}-{last['editor']} Editor's Desk → "
        f"{first['operations']}-{last['operations']} Operations",
        style="dim",
    )
    order.append(" · ⚡ instant · ░ not in play · ■ neutral · ▶ now ✓ done", style="dim")
    return order


class SpaceBoard(TextLines, can_focus=True):
    """The three boards with a cursor for placing reporters."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(0, -1)", "Space up", show=False, id="extra_extra.space_up"),
        Binding("down,j", "cursor(0, 1)", "Space down", show=False, id="extra_extra.space_down"),
        Binding("left,h", "cursor(-1, 0)", "Board left", show=False, id="extra_extra.space_left"),
        Binding("right,l", "cursor(1, 0)", "Board right", show=False, id="extra_extra.space_right"),
        # not in the footer: the verdict in the banner above the pages says what Enter does there,
        # and a footer that changed with the focus (board, moves list) laid out the whole
        # screen at every page key and every turn
        Binding("enter", "place", "Place reporter", show=False, id="extra_extra.place_reporter"),
    ]

    cursor: reactive[Cursor] = reactive((0, 0), init=False, repaint=False)  # redraw() repaints its lines

    class CursorMoved(BoardMessage["SpaceBoard"]):
        """The cursor is on another space."""

        def __init__(self, board: SpaceBoard, space: str, by_player: bool = False) -> None:
            super().__init__(board)
            self.space = space
            self.by_player = by_player
            """True when a key or a click moved it (not a redraw of the board)."""

    class PlaceReporter(BoardMessage["SpaceBoard"]):
        """Enter on a space: the screen checks and plays the placement."""

        def __init__(self, board: SpaceBoard, space: str) -> None:
            super().__init__(board)
            self.space = space

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 (Textual's name)
        super().__init__(id=id)
        self._view: dict[str, Any] | None = None
        self._wide = True
        self._statuses: dict[str, str] | None = None
        self._columns: list[list[str]] = [[] for _ in AREAS]
        self.placing = False
        """True while the seat at the keyboard places reporters: the cursor is shown."""
        self._note: Note | None = None
        self._by_player = False  # the cursor change under way comes from a key or a click
        # each space's line by what it shows (kept from view to view: a move changes a few)
        self._space_lines: dict[tuple[Any, ...], Text] = {}
        self._rows_drawn: dict[tuple[Any, ...], Text] = {}  # the boards' lines, by their cells
        self._spaces: dict[str, dict[str, Any]] = {}  # the view's spaces by id
        self._marks: tuple[str, ...] = ()  # the players' initials in the view
        self._order: Text | None = None  # the activation order line, for this view
        # the columns' widths while reporters are placed, and for which (wide, width): the
        # cursor's mark ("$200 ✓") widens its column, and every line would move with it
        self._held_widths: list[int] = []
        self._widths_for: tuple[bool, int] | None = None
        #: False where no board cursor will show (a saved game replayed, bots only)
        self.mark_room = True
        self.note_for: Callable[[str], Note | None] | None = None
        """What the screen says of a space (its fee and the engine's verdict), asked when the
        cursor reaches it: the board is drawn once per move, with the verdict, rather than
        without it first and again when the screen hears of the move."""

    # --- attributes down ------------------------------------------------------------
    def show(
        self,
        view: dict[str, Any],
        wide: bool,
        statuses: dict[str, str] | None = None,
        placing: bool = False,
    ) -> None:
        """Draw the board of ``view``; ``placing`` shows the cursor."""
        if view is not self._view:
            self._order = None
            self._spaces = board_spaces(view)
            self._marks = tuple(initials(view).values())
            if len(self._space_lines) > 512:
                self._space_lines.clear()
                self._rows_drawn.clear()
        self._view = view
        self._wide = wide
        self._statuses = statuses
        self.placing = placing
        by_area = {area: [sp["id"] for sp in view["spaces"] if sp["area"] == area] for area, _ in AREAS}
        if wide:
            self._columns = [by_area[area] for area, _ in AREAS]
        else:
            self._columns = [by_area["sources"] + by_area["operations"], by_area["editor"]]
        self.cursor = self.validate_cursor(self.cursor)
        self.redraw()

    @property
    def columns(self) -> list[list[str]]:
        """The space ids in each column on screen, top to bottom (what the cursor walks)."""
        return [list(column) for column in self._columns]

    def set_verdict(self, space: str, fee: int, verdict: str | None, gain: str) -> None:
        """What placing on ``space`` with ``fee`` would do (``verdict`` None) or why not."""
        note = (space, fee, verdict, gain)
        if note != self._note:
            self._note = note
            self.redraw()

    @property
    def space(self) -> str | None:
        """The id of the space under the cursor."""
        board, line = self.cursor
        spaces = self._columns[board] if 0 <= board < len(self._columns) else []
        return spaces[line] if 0 <= line < len(spaces) else None

    def move_to(self, space: str) -> None:
        """Put the cursor on ``space`` (if it is on the board)."""
        for board, spaces in enumerate(self._columns):
            if space in spaces:
                self.cursor = (board, spaces.index(space))
                return

    # --- cursor -----------------------------------------------------------------------
    def validate_cursor(self, cursor: Cursor) -> Cursor:
        board, line = cursor
        boards = [i for i, spaces in enumerate(self._columns) if spaces]
        if not boards:
            return (0, 0)
        board = max(min(board, max(boards)), min(boards))
        if not self._columns[board]:
            board = min(boards, key=lambda b: abs(b - board))
        line = max(0, min(line, len(self._columns[board]) - 1))
        return (board, line)

    def watch_cursor(self, old: Cursor, new: Cursor) -> None:
        space = self.space
        if self.placing and space is not None and self.note_for is not None and (
                self._note is None or self._note[0] != space):
            self._note = self.note_for(space)
        if old != new and space is not None:
            self.post_message(self.CursorMoved(self, space, self._by_player))
        self.redraw()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("cursor", "place"):
            return self.placing
        return True

    def action_cursor(self, dboard: int, dline: int) -> None:
        board, line = self.cursor
        if dboard:
            # skip boards with no spaces on this side of the board
            target = board + dboard
            while 0 <= target < len(self._columns) and not self._columns[target]:
                target += dboard
            if not 0 <= target < len(self._columns):
                return
            board = target
        self._by_player = True
        self.cursor = self.validate_cursor((board, line + dline))
        self._by_player = False
        self.scroll_cursor_visible()

    def scroll_cursor_visible(self) -> None:
        """Keep the cursor's space in view when the board sits in a scrolling container,
        with the boards' header (or first title) when both fit."""
        parent = self.parent
        if not self.is_mounted or not isinstance(parent, Widget) or not parent.is_scrollable:
            return
        board, line = self.cursor
        # the header (wide) or the first title (narrow), then the column's spaces
        top = 1 + line
        if board == 0 and len(self._columns) == 2:
            sources = sum(1 for sid in self._columns[0] if data().spaces[sid].board == "sources")
            if line >= sources:
                top += 1  # the Operations title
        origin = self.virtual_region.offset + self.content_offset
        if top < parent.scrollable_content_region.height:  # the header and the space both fit
            parent.scroll_to_region(Region(origin.x, origin.y, 1, top + 1), animate=False)
        else:
            parent.scroll_to_region(Region(origin.x, origin.y + top, 1, 1), animate=False)

    def space_at(self, x: int, y: int) -> str | None:
        """The space whose name is drawn at content position (x, y), if any."""
        lines = self.lines_at(self._width or self.size.width)
        if not 0 <= y < len(lines):
            return None
        text = lines[y].plain
        best: tuple[int, str] | None = None
        for column in self._columns:
            for sid in column:
                label = SHORT_LABEL.get(sid, data().spaces[sid].label)
                start = text.find(f" {label:<9}")
                # the space whose entry starts nearest left of the pointer
                if 0 <= start <= x and (best is None or start > best[0]):
                    best = (start, sid)
        return best[1] if best else None

    def on_click(self, event: events.Click) -> None:
        """A click moves the cursor to the space under the pointer (Enter then places)."""
        offset = event.get_content_offset(self)
        if offset is None or not self.placing:
            return
        space = self.space_at(offset.x, offset.y)
        if space is not None:
            self._by_player = True
            self.move_to(space)
            self._by_player = False

    def action_place(self) -> None:
        space = self.space
        if space is not None:
            self.post_message(self.PlaceReporter(self, space))

    # --- the lines --------------------------------------------------------------------
    def _space_text(self, sid: str, numbers: dict[str, int], cursor: bool, mark: str) -> Text:
        """A space's line, made again only when what it shows changed: whether it is in
        play, its status, its number, who stands on it (and their initials), the cursor."""
        view = self._view
        assert view is not None
        space = self._spaces.get(sid)
        status = (self._statuses.get(sid, "") if self._statuses is not None
                  else space_status(view, sid, numbers))
        key = (sid, bool(space and space["in_play"]), status, numbers.get(sid),
               repr(view["board"].get(sid)), self._marks, cursor, mark)
        text = self._space_lines.get(key)
        if text is None:
            text = space_line(view, sid, numbers, self._statuses, cursor=cursor, cursor_mark=mark)
            self._space_lines[key] = text
        return text

    def line_key(self) -> Any:
        cursor = self.space if self.placing else None
        note = self._note if self.placing and self._note and self._note[0] == cursor else None
        return (id(self._view), self._wide, self._statuses, cursor, note)

    def make_lines(self, width: int) -> list[Text]:
        """Every line the board shows at ``width``: the boards, the activation order."""
        view = self._view
        if view is None:
            return []
        cursor = self.space if self.placing else None
        note = self._note if self.placing and self._note and self._note[0] == cursor else None
        mark = ""
        if note is not None:
            _space, fee, verdict, _gain = note
            mark = (f"${fee} " if fee else "") + ("✓" if verdict is None else "✗")
        numbers = activation_numbers(view)
        # While reporters are placed, the cursor's mark takes the room kept at the end of
        # each column, and the columns keep their widths through the phase (a fee mark may
        # widen one): no line of the boards moves as the cursor moves or the turn goes round.
        held: list[int] | None = None
        if view.get("phase") == "place" and self._statuses is None:
            if self._widths_for != (self._wide, width):
                self._held_widths, self._widths_for = [], (self._wide, width)
            held = self._held_widths
        else:
            self._widths_for = None
        columns: list[tuple[str, list[Text]]] = []
        for area, title in AREAS:
            texts = [self._space_text(sid, numbers, sid == cursor, mark if sid == cursor else "")
                     for sid in data().space_order
                     if data().spaces[sid].board == area and sid in self._spaces]
            columns.append((title, texts))
        marked = (self._space_text(cursor, numbers, True, mark)
                  if cursor is not None and cursor in self._spaces else None)

        def least(rows: list[list[Text]]) -> list[int] | None:
            return _mark_room(rows, marked) if held is not None and self.mark_room else None
        if self._wide:
            depth = max(len(texts) for _, texts in columns)
            rows = [[_title(title) for title, _ in columns]]
            rows += [[texts[r] if r < len(texts) else _BLANK for _, texts in columns] for r in range(depth)]
            table = table_lines(rows, width, header=True, drawn=self._rows_drawn, least=least(rows), held=held)
        else:
            # narrow: Sources above Operations, the Editor's Desk beside them
            left: list[Text] = []
            for title, texts in columns[:2]:
                left.append(_title(title, "bold underline"))
                left.extend(texts)
            right = [_title(columns[2][0], "bold underline"), *columns[2][1]]
            depth = max(len(left), len(right))
            rows = [[left[r] if r < len(left) else _BLANK, right[r] if r < len(right) else _BLANK]
                    for r in range(depth)]
            table = table_lines(rows, width, drawn=self._rows_drawn, least=least(rows), held=held)
        if self._order is None:
            self._order = order_line(view)
        return table + self.wrap(self._order, width)


def verdict_line(space: str, note: Note | None) -> Text:
    """The verdict above the pages: the space under the cursor, its fee and the verdict."""
    label = SHORT_LABEL.get(space, data().spaces[space].label)
    line = Text("▸ ", style="bold")
    line.append(label, style="bold reverse")
    if note is None:
        return line
    _space, fee, verdict, gain = note
    if fee:
        line.append(f" fee ${fee} (+/-)")
    if verdict is None:
        line.append(" ✓ ", style="bold")
        line.append(f"{gain} · Enter places a reporter" if gain else "Enter places a reporter")
    else:
        line.append(" ✗ ", style="bold")
        line.append(verdict)
    return line
