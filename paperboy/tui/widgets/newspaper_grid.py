"""The shared newspaper grid widget: a paper board drawn with Textual's line API.

The grid is game-agnostic. A screen describes what to draw with a plain, immutable
`GridModel` (regions, fold line, star square, placed tiles, per-cell marks) and
the widget draws it with box-drawing borders, keeps a keyboard cursor and an optional
"ghost" preview of the tile being placed, and posts messages for everything the player
asks for. It never decides whether a move is legal: the screen asks the engine and
tells the widget through `ghost_ok`.

Coordinates: everything public (`cursor`, the messages, `GridModel`) is in model
coordinates, row 0 at the top of the paper. With `rotated` on, the paper is drawn and
steered turned by 180° (labels stay readable); the ghost keeps its model top-left at the
cursor, so on screen it then extends up and to the left of the cursor.

The drawing itself (geometry, edges, line caches) is :mod:`.grid_canvas`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Generic, TypeVar

from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region
from textual.message import Message
from textual.widget import Widget

from .grid_canvas import CELL_H, CELL_W, COMPONENT_PREFIX, EMPTY_MODEL, GUTTER, Cell, GridCanvas, GridModel, GridTile

__all__ = ["BoardMessage", "GridMessage", "GridModel", "GridTile", "NewspaperGrid"]

BoardT = TypeVar("BoardT", bound=Widget)


class BoardMessage(Message, Generic[BoardT]):
    """What a board widget posts: ``board`` (and ``control``, for ``@on`` selectors) is the
    widget that posted it. The games' boards derive their messages from this."""

    def __init__(self, board: BoardT) -> None:
        super().__init__()
        self.board = board

    @property
    def control(self) -> BoardT:
        """The board that posted the message."""
        return self.board


class GridMessage(BoardMessage["NewspaperGrid"]):
    """What a :class:`NewspaperGrid` posts; ``control`` is the grid (for ``@on`` selectors)."""

    @property
    def grid(self) -> NewspaperGrid:
        """The grid that posted the message."""
        return self.board


class NewspaperGrid(GridCanvas, can_focus=True):
    """A newspaper paper board with a cursor and a ghost preview, drawn line by line.

    Set `model` (or call `set_model`) to change what is drawn, `ghost`/`ghost_ok` to
    preview a tile at the cursor, and `rotated` to turn the paper upside down (it is
    then drawn and steered rotated by 180°; the messages still use model coordinates).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor_up", "Cursor up", show=False, id="newspaper_grid.up"),
        Binding("down,j", "cursor_down", "Cursor down", show=False, id="newspaper_grid.down"),
        Binding("left,h", "cursor_left", "Cursor left", show=False, id="newspaper_grid.left"),
        Binding("right,l", "cursor_right", "Cursor right", show=False, id="newspaper_grid.right"),
        Binding("enter", "place", "Place", id="newspaper_grid.place"),
        Binding("f", "place_face_down", "Face down", id="newspaper_grid.place_face_down"),
        Binding("r", "rotate", "Rotate", id="newspaper_grid.rotate"),
        Binding("p,space", "pick_up", "Pick up", id="newspaper_grid.pick_up"),
    ]

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        COMPONENT_PREFIX + name
        for name in (
            "line",
            "edge",
            "tile-edge",
            "fold",
            "star",
            "mark",
            "cursor",
            "ruler",
            "region",
            "region-fri",
            "region-sat",
            "region-sun",
            "region-headline",
            "region-column",
            "region-reserved",
            "region-blocked",
            "tile",
            "tile-pink",
            "tile-blue",
            "tile-green",
            "tile-photo",
            "tile-ad",
            "tile-centerpiece",
            "tile-facedown",
            "tile-story",
            "tile-headline",
            "tile-column",
            "tile-classified",
            "tile-cutting",
            "tile-ghost-ok",
            "tile-ghost-bad",
        )
    }
    """Component classes (all prefixed ``newspaper-grid--``): ``line`` faint lines
    between empty squares, ``edge`` region outlines, ``tile-edge`` tile borders,
    ``fold`` the fold line, ``star``, ``mark``, ``cursor`` (laid over the cell),
    ``ruler``, ``region`` and ``region-<name>`` for empty squares, ``tile`` and
    ``tile-<style>`` for tiles. Subclasses may add more ``region-``/``tile-`` classes."""

    # Paper, lines and marks follow the theme (the default "newsprint" theme is light, "ink"
    # is dark); tiles use ANSI colours so they stay apart on 16-colour terminals. Every
    # distinction also has a glyph or a line, so colour never carries it alone.
    DEFAULT_CSS = """
    NewspaperGrid {
        width: auto;
        height: auto;
        background: $surface;
        color: $foreground;
        & > .newspaper-grid--line { color: $foreground 35%; }
        & > .newspaper-grid--edge { color: $foreground; }
        & > .newspaper-grid--tile-edge { color: $foreground; text-style: bold; }
        & > .newspaper-grid--fold { color: $secondary; text-style: bold; }
        & > .newspaper-grid--star { color: $warning; text-style: bold; }
        & > .newspaper-grid--mark { color: $accent; text-style: bold; }
        & > .newspaper-grid--cursor { text-style: reverse; }
        & > .newspaper-grid--ruler { color: $text-muted; }
        & > .newspaper-grid--region { color: $foreground 60%; }
        & > .newspaper-grid--region-fri {
            background: $surface-lighten-2; color: $foreground 60%;
        }
        & > .newspaper-grid--region-sat {
            background: $surface-darken-1; color: $foreground 60%;
        }
        & > .newspaper-grid--region-sun {
            background: $surface-lighten-2; color: $foreground 60%;
        }
        & > .newspaper-grid--region-headline { color: $secondary; }
        & > .newspaper-grid--region-column { color: $secondary; }
        & > .newspaper-grid--region-reserved { color: $secondary; }
        & > .newspaper-grid--region-blocked { background: $surface-darken-2; color: $foreground 50%; }
        & > .newspaper-grid--tile { background: ansi_white; color: ansi_black; }
        & > .newspaper-grid--tile-pink { background: ansi_magenta; color: ansi_bright_white; }
        & > .newspaper-grid--tile-blue { background: ansi_blue; color: ansi_bright_white; }
        & > .newspaper-grid--tile-green { background: ansi_green; color: ansi_bright_white; }
        & > .newspaper-grid--tile-photo { background: ansi_cyan; color: ansi_black; }
        & > .newspaper-grid--tile-ad { background: ansi_yellow; color: ansi_black; }
        & > .newspaper-grid--tile-centerpiece {
            background: ansi_bright_white; color: ansi_black; text-style: bold;
        }
        & > .newspaper-grid--tile-facedown { background: ansi_bright_black; color: ansi_white; }
        & > .newspaper-grid--tile-story { background: ansi_white; color: ansi_black; }
        & > .newspaper-grid--tile-headline {
            background: ansi_bright_white; color: ansi_black; text-style: bold;
        }
        & > .newspaper-grid--tile-column { background: ansi_white; color: ansi_black; }
        & > .newspaper-grid--tile-classified { background: ansi_cyan; color: ansi_black; }
        & > .newspaper-grid--tile-cutting { background: ansi_magenta; color: ansi_black; }
        & > .newspaper-grid--tile-ghost-ok {
            background: ansi_bright_green; color: ansi_black; text-style: bold;
        }
        & > .newspaper-grid--tile-ghost-bad {
            background: ansi_bright_red; color: ansi_black; text-style: bold;
        }
    }
    """

    class Place(GridMessage):
        """The player asked to place the current tile at (row, col)."""

        def __init__(self, grid: NewspaperGrid, row: int, col: int, face_up: bool = True) -> None:
            super().__init__(grid)
            self.row = row
            self.col = col
            self.face_up = face_up

    class PickUp(GridMessage):
        """The player asked to pick up what lies at (row, col)."""

        def __init__(self, grid: NewspaperGrid, row: int, col: int) -> None:
            super().__init__(grid)
            self.row = row
            self.col = col

    class RotateRequested(GridMessage):
        """The player asked to rotate the tile (the screen refuses, naming the rule)."""

    class CursorMoved(GridMessage):
        """The cursor is now at (row, col); the screen may re-check the ghost."""

        def __init__(self, grid: NewspaperGrid, row: int, col: int) -> None:
            super().__init__(grid)
            self.row = row
            self.col = col

    def __init__(
        self,
        model: GridModel | None = None,
        *,
        rotated: bool = False,
        show_coords: bool = True,
        coord_base: int = 1,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
        disabled: bool = False,
    ) -> None:
        """Create a grid.

        Args:
            model: What to draw (an empty grid if None).
            rotated: Start drawn and steered upside down.
            show_coords: Draw row and column numbers.
            coord_base: Number shown for row/column 0 in the ruler (1 = count from one).
            name: Widget name.
            id: Widget id.
            classes: CSS classes.
            disabled: Start disabled.
        """
        super().__init__(coord_base=coord_base, name=name, id=id, classes=classes, disabled=disabled)
        self._disabled_actions: frozenset[str] = frozenset()
        self.set_reactive(NewspaperGrid.model, model if model is not None else EMPTY_MODEL)
        self.set_reactive(NewspaperGrid.rotated, rotated)
        self.set_reactive(NewspaperGrid.show_coords, show_coords)
        self._rebuild_base()
        self._rebuild_overlay()

    # ------------------------------------------------------------------ public API

    def set_model(self, model: GridModel) -> None:
        """Replace what the grid draws and repaint (the cursor is clamped to it)."""
        self.model = model

    @property
    def disabled_actions(self) -> frozenset[str]:
        """Action names (e.g. ``"place_face_down"``) hidden from the footer and ignored."""
        return self._disabled_actions

    @disabled_actions.setter
    def disabled_actions(self, actions: Iterable[str]) -> None:
        self._disabled_actions = frozenset(actions)
        if self.is_mounted:
            self.refresh_bindings()

    def cell_at(self, x: int, y: int) -> Cell | None:
        """The model cell drawn at content offset (x, y), or None if there is none.

        Border characters belong to the cell to their right / below, so a click on a
        line still lands on a square.
        """
        rows, cols = self.model.rows, self.model.cols
        cx = x - (GUTTER if self.show_coords else 0)
        cy = y - (1 if self.show_coords else 0)
        if cx < 0 or cy < 0 or cx > CELL_W * cols or cy > CELL_H * rows:
            return None
        vrow = min(cy // CELL_H, rows - 1)
        vcol = min(cx // CELL_W, cols - 1)
        if vrow < 0 or vcol < 0:
            return None
        return self._to_model(vrow, vcol)

    # ------------------------------------------------------------------ reactives

    def validate_cursor(self, cursor: Cell) -> Cell:
        """Keep the cursor on the grid."""
        row, col = cursor
        rows, cols = self.model.rows, self.model.cols
        return (max(0, min(row, rows - 1)), max(0, min(col, cols - 1)))

    def watch_cursor(self, old: Cell, new: Cell) -> None:
        """Move the ghost and cursor highlight, then tell the screen."""
        self._update_overlay()
        self._scroll_cursor_visible()
        self.post_message(self.CursorMoved(self, new[0], new[1]))

    def _scroll_cursor_visible(self) -> None:
        """Keep the cursor square in view when the grid sits in a scrolling container."""
        parent = self.parent
        if not self.is_mounted or not isinstance(parent, Widget) or not parent.is_scrollable:
            return
        vrow, vcol = self._to_visual(*self.cursor)
        left = (GUTTER if self.show_coords else 0) + CELL_W * vcol
        top = (1 if self.show_coords else 0) + CELL_H * vrow
        origin = self.virtual_region.offset + self.content_offset
        parent.scroll_to_region(
            Region(origin.x + left, origin.y + top, CELL_W + 1, CELL_H + 1), animate=False
        )

    def watch_model(self, old: GridModel, new: GridModel) -> None:
        """Recompose the cached canvas for the new model; repaint only the lines that changed.

        A layout of the screen is asked for only when the paper's size changed (a new tile
        on the same paper changes a few lines, not the widget's size).
        """
        old_lines, old_strips, old_overlay = self._base_lines, dict(self._base_strips), set(self._overlay)
        self._rebuild_base(old)  # the rows where the models differ
        # Clamping may move the cursor (and post CursorMoved); the base must be ready.
        self.cursor = self.validate_cursor(self.cursor)
        if self._batch_shown is not None:
            # the overlay is composed when the batch ends, its lines repainted then
            self._batch_stale = True
            self._overlay = {}
            self._overlay_strips = {}
        else:
            self._rebuild_overlay()
        if (old.rows, old.cols) != (new.rows, new.cols) or not self.is_mounted:
            self.refresh(layout=True)
            return
        changed = {y for y, line in enumerate(self._base_lines) if y >= len(old_lines) or old_lines[y] != line}
        # Strips of the lines that did not change are still right: keep them.
        self._base_strips = {y: strip for y, strip in old_strips.items() if y not in changed}
        self._refresh_lines(changed | old_overlay | set(self._overlay))

    def watch_rotated(self) -> None:
        """Redraw turned around."""
        self._rebuild_base()
        self._rebuild_overlay()
        self.refresh()

    def watch_show_coords(self) -> None:
        """Redraw with or without the ruler."""
        self._rebuild_base()
        self._rebuild_overlay()
        self.refresh(layout=True)

    def watch_ghost(self) -> None:
        """Show the new preview."""
        self._update_overlay()

    def watch_ghost_ok(self) -> None:
        """Recolour the preview."""
        self._update_overlay()

    # ------------------------------------------------------------------ actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Hide actions the screen has switched off for the current mode."""
        return action not in self._disabled_actions

    def _move(self, drow: int, dcol: int) -> None:
        # Keys steer on screen; upside down, screen-up is model-down.
        if self.rotated:
            drow, dcol = -drow, -dcol
        row, col = self.cursor
        self.cursor = (row + drow, col + dcol)

    def action_cursor_up(self) -> None:
        """Move the cursor one square up on screen."""
        self._move(-1, 0)

    def action_cursor_down(self) -> None:
        """Move the cursor one square down on screen."""
        self._move(1, 0)

    def action_cursor_left(self) -> None:
        """Move the cursor one square left on screen."""
        self._move(0, -1)

    def action_cursor_right(self) -> None:
        """Move the cursor one square right on screen."""
        self._move(0, 1)

    def action_place(self) -> None:
        """Ask to place the current tile face up at the cursor."""
        self.post_message(self.Place(self, *self.cursor, face_up=True))

    def action_place_face_down(self) -> None:
        """Ask to place the current tile face down at the cursor."""
        self.post_message(self.Place(self, *self.cursor, face_up=False))

    def action_rotate(self) -> None:
        """Ask to rotate the tile; the screen answers with the rule."""
        self.post_message(self.RotateRequested(self))

    def action_pick_up(self) -> None:
        """Ask to pick up what lies under the cursor."""
        self.post_message(self.PickUp(self, *self.cursor))

    def on_click(self, event: events.Click) -> None:
        """A click moves the cursor to the square under the pointer."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        cell = self.cell_at(offset.x, offset.y)
        if cell is not None:
            self.cursor = cell

    def _on_focus(self, event: events.Focus) -> None:
        """``Widget._on_focus``, whose repaint of the whole grid is made only if a style
        rule depends on the grid's focus (then with its cached styles dropped)."""
        self._focus_changed(event, True)

    def _on_blur(self, event: events.Blur) -> None:
        """``Widget._on_blur``, repainting the grid only if its look depends on the focus:
        placing a tile moves the focus to the desk, and the whole grid was drawn again
        for it (16 lines, 0.9 ms of Fit to Print's Enter at 100x32)."""
        self._focus_changed(event, False)

    def _focus_changed(self, event: events.Focus | events.Blur, focused: bool) -> None:
        event.prevent_default()
        self.has_focus = focused
        if self._styled_by_focus():
            self._clear_style_caches()
            self.refresh()
        if self.parent is not None:
            self.parent.post_message(events.DescendantFocus(self) if focused else events.DescendantBlur(self))

    def watch_has_focus(self, has_focus: bool) -> None:
        """Restyle on a focus change only if a style rule depends on the grid's focus.

        Textual restyles a widget and each of its component classes (over thirty here)
        whenever it gains or loses the focus; with no ``:focus`` rule for the grid that
        work changes nothing, and it was the largest part of moving between a list and
        the board.
        """
        if self._styled_by_focus():
            super().watch_has_focus(has_focus)

    def _styled_by_focus(self) -> bool:
        """True if any style rule for this grid or its components depends on focus."""
        try:
            rules_map = self.app.stylesheet.rules_map
        except Exception:  # noqa: BLE001 - no app (yet): restyle as Textual would
            return True
        names = self._selector_names | {"." + name for name in self._known_components}
        return any(not rule.pseudo_classes.isdisjoint(("focus", "blur", "focus-within"))
                   for key in rules_map.keys() & names for rule in rules_map[key])
