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
        self._lines: list[Strip] | None = None
        self._lines_width = 0

    # --- model ----------------------------------------------------------------------
    def set_model(self, model: BoardModel, keep: str | None = None) -> None:
        """Show new spots; the cursor stays on the space named ``keep`` when it is there,
        else goes to the first allowed space."""
        self.model = model
        index = next((i for i, s in enumerate(model.spots) if s.key == keep and s.allowed), None)
        if index is None:
            index = next((i for i, s in enumerate(model.spots) if s.allowed), 0)
        self._lines = None
        self.set_reactive(MagazineBoard.cursor, self.validate_cursor(index))
        self.refresh(layout=True)
        self.call_after_refresh(self.scroll_cursor_visible)

    @property
    def spot(self) -> Spot | None:
        """The space under the cursor (None on an empty board)."""
        spots = self.model.spots
        return spots[self.cursor] if 0 <= self.cursor < len(spots) else None

    def validate_cursor(self, cursor: int) -> int:
        return max(0, min(cursor, len(self.model.spots) - 1))

    def watch_cursor(self) -> None:
        self._lines = None
        self.refresh(layout=True)
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
        return True

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
        return len(self._render_lines(width))

    def render_line(self, y: int) -> Strip:
        lines = self._render_lines(self.size.width)
        if 0 <= y < len(lines):
            return lines[y]
        return Strip.blank(self.size.width)

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

    def _render_lines(self, width: int) -> list[Strip]:
        width = max(1, width)
        if self._lines is not None and self._lines_width == width:
            return self._lines
        self._lines_width = width
        model = self.model
        cursor_style = self.get_component_rich_style("magazine-board--cursor")
        refused_style = self.get_component_rich_style("magazine-board--refused")
        texts = [Text() for _ in range(model.rows)]
        for row, heading in model.headings.items():
            if 0 <= row < model.rows:
                texts[row].append_text(heading)
        focused = self.has_focus
        for i, spot in enumerate(model.spots):
            text = texts[spot.row]
            if text.cell_len and not text.plain.endswith(" "):
                text.append(" ")
            mark = "▸" if i == self.cursor and focused else " "
            style: Style | str = cursor_style if i == self.cursor else (
                "" if spot.allowed else refused_style)
            text.append(f"{mark}{spot.label} ", style=style)
        console = self.app.console
        lines: list[Strip] = []
        for text in texts:
            text.truncate(width, overflow="ellipsis")
            lines.append(Strip(list(text.render(console))).adjust_cell_length(width))
        self._lines = lines
        return lines

    def on_resize(self) -> None:
        self._lines = None
        self.refresh(layout=True)

    def on_focus(self) -> None:
        self._lines = None
        self.refresh()
        # focusing scrolls the whole (tall) board into view; bring the cursor back after
        self.call_after_refresh(self.scroll_cursor_visible)

    def on_blur(self) -> None:
        self._lines = None
        self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._lines = None


__all__ = ["EMPTY", "BoardModel", "MagazineBoard", "Spot"]
