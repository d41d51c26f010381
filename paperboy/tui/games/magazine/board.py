"""Magazine's board as a place to play: a cursor over the spaces you can choose.

:class:`MagazineBoard` draws the choosable spaces of the central board (the turn-order
track, the topic tile spaces, each Magazine card's two reward spaces, and the turn's other
choices) with the line API and keeps a cursor over them clamped by ``validate_cursor``.
Moving posts :class:`MagazineBoard.CursorMoved` up (the screen shows what the space would
give, or the engine's reason for refusing it); Enter posts :class:`MagazineBoard.Chosen`
up and the screen plays the action.

The widget knows no rule: the screen hands it :class:`Spot` records whose ``note`` is the
move's label or the engine's verdict (``Session.verdict``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from ....engine import Action
from ...widgets.newspaper_grid import BoardMessage
from ...widgets.page_strip import in_view


@dataclass(frozen=True)
class Spot:
    """One choosable space on the board.

    Attributes:
        row: the board line it sits on (spots on one line are side by side).
        label: what the space shows (plain text; styled by the widget).
        action: the move choosing it makes.
        note: the move in words when allowed, else the engine's refusal.
        allowed: whether the engine allows the move now.
        key: a stable name for the space (``buy 3``, ``publish M07 immediate``...).
    """

    row: int
    label: str
    action: Action
    note: str
    allowed: bool
    key: str


@dataclass(frozen=True)
class BoardModel:
    """What the board draws: heading lines per row and the spots on them."""

    headings: dict[int, Text]
    spots: tuple[Spot, ...]
    rows: int


EMPTY = BoardModel({}, (), 0)


class MagazineBoard(Widget, can_focus=True):
    """The central board's choosable spaces with a cursor (arrows/hjkl, Enter)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(-1, 0)", "Cursor up", show=False, id="magazine_board.up"),
        Binding("down,j", "cursor(1, 0)", "Cursor down", show=False, id="magazine_board.down"),
        Binding("left,h", "cursor(0, -1)", "Cursor left", show=False, id="magazine_board.left"),
        Binding("right,l", "cursor(0, 1)", "Cursor right", show=False, id="magazine_board.right"),
        Binding("enter", "choose", "Choose", id="magazine_board.choose"),
    ]

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "magazine-board--cursor",
        "magazine-board--refused",
    }

    DEFAULT_CSS = """
    MagazineBoard { height: auto; width: 1fr; }
    MagazineBoard > .magazine-board--cursor { text-style: bold reverse; }
    MagazineBoard > .magazine-board--refused { color: $text-muted; }
    MagazineBoard:blur > .magazine-board--cursor { text-style: underline; }
    """

    cursor: reactive[int] = reactive(0, init=False)

    class Chosen(BoardMessage["MagazineBoard"]):
        """Enter on a space: play its action (the screen asks the engine)."""

        def __init__(self, board: MagazineBoard, spot: Spot) -> None:
            super().__init__(board)
            self.spot = spot

    class CursorMoved(BoardMessage["MagazineBoard"]):
        """The cursor is on another space (the screen filters the moves list)."""

        def __init__(self, board: MagazineBoard, spot: Spot | None) -> None:
            super().__init__(board)
            self.spot = spot

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.model = EMPTY
        # the most lines a model has had: the board keeps their room (blank lines under a
        # shorter board), so a bot's move that takes a line away and the next that brings it
        # back lay nothing out (a layout of the whole screen: 8-20 ms)
        self._held_rows = 0
        # the spots on each board line (indexes into model.spots)
        self._rows: list[list[int]] = []
        # each heading as markup (what it shows, styles included), made once per model
        self._headings: dict[int, str] = {}
        # drawn lines by what they show (see :meth:`_line_key`) and width
        # (the cursor's and refused spaces' styles are part of the key: a theme changes them)
        self._line_cache: dict[tuple[object, int, object], Strip] = {}
        # (its lines finished once per strip: speed._styles_cache_render_line, for every plain widget)

    # --- model ----------------------------------------------------------------------
    def set_model(self, model: BoardModel, keep: str | None = None) -> None:
        """Show new spots; the cursor stays on the space named ``keep`` when it is there,
        else goes to the first allowed space. Only the lines that show something else are
        drawn again, and the screen is laid out again only when the board needs more lines
        than it has ever had.
        The model already shown (the board page shown again) changes nothing: the cursor
        stays where the player left it."""
        if model is self.model:
            return
        index = next((i for i, s in enumerate(model.spots) if s.key == keep and s.allowed), None)
        if index is None:
            index = next((i for i, s in enumerate(model.spots) if s.allowed), 0)
        before = [self._line_key(y) for y in range(self.model.rows)]
        self.model = model
        self._headings = {y: heading.markup for y, heading in model.headings.items()}
        rows: list[list[int]] = [[] for _ in range(model.rows)]
        for i, spot in enumerate(model.spots):
            if 0 <= spot.row < model.rows:
                rows[spot.row].append(i)
        self._rows = rows
        self.set_reactive(MagazineBoard.cursor, self.validate_cursor(index))
        if model.rows > self._held_rows:
            self._held_rows = model.rows
            self.refresh(layout=True)
        else:
            # fewer lines than the board has had: those under them are drawn blank
            self._refresh_rows(y for y in range(max(len(before), model.rows))
                               if y >= len(before) or y >= model.rows or self._line_key(y) != before[y])
        self.call_after_refresh(self.scroll_cursor_visible)

    def _refresh_rows(self, rows: Iterable[int]) -> None:
        """Repaint these board lines only (no layout: the board keeps its size)."""
        width = self.size.width
        for y in rows:
            self.refresh(Region(0, y, width, 1))

    @property
    def spot(self) -> Spot | None:
        """The space under the cursor (None on an empty board)."""
        spots = self.model.spots
        return spots[self.cursor] if 0 <= self.cursor < len(spots) else None

    def validate_cursor(self, cursor: int) -> int:
        return max(0, min(cursor, len(self.model.spots) - 1))

    def watch_cursor(self, old: int, new: int) -> None:
        spots = self.model.spots
        self._refresh_rows({spots[i].row for i in (old, new) if 0 <= i < len(spots)})
        self.call_after_refresh(self.scroll_cursor_visible)
        self.post_message(self.CursorMoved(self, self.spot))

    def scroll_cursor_visible(self) -> None:
        """Keep the cursor's line (and the verdict under the board) in view when the board
        sits in a scrolling container."""
        parent = self.parent
        spot = self.spot
        if not self.is_mounted or not isinstance(parent, Widget) or not parent.is_scrollable:
            return
        if spot is None:
            return
        origin = self.virtual_region.offset + self.content_offset
        parent.scroll_to_region(Region(origin.x, origin.y + spot.row, 1, 1), animate=False)

    # --- keys -----------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("cursor", "choose") and not self.model.spots:
            return None
        if action in ("cursor", "choose") and not self.on_shown_page():
            return False  # a key just after a page key, before the focus has left the board
        return True

    def on_shown_page(self) -> bool:
        """True unless the page the board is on is hidden (another page is shown)."""
        node = self.parent
        while isinstance(node, Widget):
            if not node.display or not in_view(node):
                return False
            node = node.parent
        return True

    def allow_focus(self) -> bool:
        """Focusable only while its page is in view (a page out of view is still displayed)."""
        return super().allow_focus() and self.on_shown_page()

    def action_cursor(self, drow: int, dcol: int) -> None:
        spot = self.spot
        spots = self.model.spots
        if spot is None:
            return
        if dcol:
            self.cursor = self.cursor + dcol
            return
        rows = sorted({s.row for s in spots})
        at = rows.index(spot.row)
        target = at + drow
        if not 0 <= target < len(rows):
            return
        col = [s for s in spots if s.row == spot.row].index(spot)
        same = [i for i, s in enumerate(spots) if s.row == rows[target]]
        self.cursor = same[min(col, len(same) - 1)]

    def action_choose(self) -> None:
        spot = self.spot
        if spot is not None:
            self.post_message(self.Chosen(self, spot))

    def on_click(self, event: events.Click) -> None:
        hit = self._spot_at(event.x, event.y)
        if hit is not None:
            self.cursor = hit

    def _spot_at(self, x: int, y: int) -> int | None:
        spots = self.model.spots
        for i, (row, start, end) in enumerate(self._places()):
            if row == y and start <= x < end:
                return i if i < len(spots) else None
        return None

    # --- drawing ----------------------------------------------------------------------
    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._held_rows

    def render_line(self, y: int) -> Strip:
        width = max(1, self.size.width)
        if not 0 <= y < self.model.rows:
            return Strip.blank(width)
        styles = (self.get_component_rich_style("magazine-board--cursor"),
                  self.get_component_rich_style("magazine-board--refused"))
        key = (self._line_key(y), width, styles)
        line = self._line_cache.get(key)
        if line is None:
            if len(self._line_cache) > 400:  # whole boards of other turns: start afresh
                self._line_cache.clear()
            line = self._line_cache[key] = self._draw_line(y, width)
        return line

    def _places(self) -> list[tuple[int, int, int]]:
        """(line, start column, end column) of each spot, in spot order."""
        places: list[tuple[int, int, int]] = []
        x_by_row: dict[int, int] = {}
        for spot in self.model.spots:
            if spot.row not in x_by_row:
                heading = self.model.headings.get(spot.row)
                x = heading.cell_len if heading is not None else 0
                if x and heading is not None and not heading.plain.endswith(" "):
                    x += 1
                x_by_row[spot.row] = x
            x = x_by_row[spot.row]
            width = len(spot.label) + 2
            places.append((spot.row, x, x + width))
            x_by_row[spot.row] = x + width
        return places

    def _line_key(self, y: int) -> object:
        """Everything board line ``y`` shows: its heading, its spots (label, allowed) and
        where the cursor is on it (with the focus, it is marked ▸)."""
        spots = self.model.spots
        mine = self._rows[y] if y < len(self._rows) else []
        cursor = mine.index(self.cursor) if self.cursor in mine else -1
        return (self._headings.get(y),
                tuple((spots[i].label, spots[i].allowed) for i in mine),
                cursor, cursor >= 0 and self.has_focus)

    def _draw_line(self, y: int, width: int) -> Strip:
        """Board line ``y``: its heading, then its spots side by side (cut with … at ``width``)."""
        text = Text()
        heading = self.model.headings.get(y)
        if heading is not None:
            text.append_text(heading)
        cursor_style = self.get_component_rich_style("magazine-board--cursor")
        refused_style = self.get_component_rich_style("magazine-board--refused")
        focused = self.has_focus
        for i in self._rows[y] if y < len(self._rows) else []:
            spot = self.model.spots[i]
            if text.cell_len and not text.plain.endswith(" "):
                text.append(" ")
            mark = "▸" if i == self.cursor and focused else " "
            style: Style | str = cursor_style if i == self.cursor else (
                "" if spot.allowed else refused_style)
            text.append(f"{mark}{spot.label} ", style=style)
        text.truncate(width, overflow="ellipsis")
        return Strip(list(text.render(self.app.console))).adjust_cell_length(width)

    def on_focus(self) -> None:
        self._refresh_cursor_row()
        # focusing scrolls the whole (tall) board into view; bring the cursor back after
        self.call_after_refresh(self.scroll_cursor_visible)

    def on_blur(self) -> None:
        self._refresh_cursor_row()

    def _refresh_cursor_row(self) -> None:
        spot = self.spot
        if spot is not None:
            self._refresh_rows([spot.row])


__all__ = ["EMPTY", "BoardModel", "MagazineBoard", "Spot"]
