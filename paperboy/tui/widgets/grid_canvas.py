"""The drawing half of the newspaper grid: what it draws (:class:`GridModel`,
:class:`GridTile`) and how (:class:`GridCanvas`, composed line by line and cached).

Drawing geometry: every grid cell is 4 terminal columns wide and 2 lines high, with
the border lines shared between neighbours, so a paper of R rows and C columns takes
`4*C + 1` columns and `2*R + 1` lines (plus a 3-column, 1-line ruler of row and
column numbers when `show_coords` is on). A 12-column Sunday paper is 52 columns
wide with the ruler.

Edges are drawn everywhere inside the usable area, except between two cells of the
same tile, so each tile reads as one open box and its extent is visible without
colour; faint lines mark the empty squares so white space can be counted.

Rendering cost: the composed canvas for the model is cached per line (as `Strip`s)
when the model, the rotation or the styles change. Moving the cursor only recomposes
the few lines the ghost and cursor touch, so a key press repaints a handful of lines.

The widget players use is :class:`~paperboy.tui.widgets.newspaper_grid.NewspaperGrid`
(keys, cursor, messages); import the model types from there too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import ClassVar

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from .grid_model import EMPTY_MODEL, Cell, GridModel, GridTile

__all__ = ["CELL_H", "CELL_W", "COMPONENT_PREFIX", "EMPTY_MODEL", "GUTTER", "Cell", "GridCanvas", "GridModel",
           "GridTile"]

# Cell pitch on screen: 3 content columns + 1 shared border column, 1 content line + 1
# shared border line. Chosen so a 12-column paper fits in ~52 columns with the ruler.
CELL_W = 4
CELL_H = 2
GUTTER = 3  # left ruler width ("12 ")

# Edge kinds, ordered by how strongly their style wins at a junction.
_NONE, _GRID, _FOLD, _REGION, _TILE, _GHOST = 0, 1, 2, 3, 4, 5
_INSIDE = -1  # both sides belong to the same tile: no line, tile interior

# Junction glyphs indexed by arms present: up=1, down=2, left=4, right=8.
_JUNCTIONS = " ╵╷│╴┘┐┤╶└┌├─┴┬┼"

#: Every component class of the grid starts with it (``newspaper-grid--tile-ad``).
COMPONENT_PREFIX = "newspaper-grid--"

# A styled character of the canvas: (text, style key). Style keys are tuples of
# component-class suffixes, resolved (and cached) at render time so theme changes apply.
_Key = tuple[str, ...]
_Char = tuple[str, _Key]

_BLANK_KEY: _Key = ()
_EDGE_KEYS: dict[int, _Key] = {
    _GRID: ("line",),
    _FOLD: ("fold",),
    _REGION: ("edge",),
    _TILE: ("tile-edge",),
}


def _single_cell(text: str) -> list[str]:
    """Split text into characters that each take exactly one terminal cell.

    Wide or zero-width characters would break the fixed cell geometry, so they are
    replaced by a visible stand-in.
    """
    return [ch if cell_len(ch) == 1 else "?" for ch in text]


def _wrap_label(text: str, width: int, height: int) -> list[list[str]]:
    """Lay text out in a width x height block: word-wrapped, cut with … if too long."""
    lines: list[list[str]] = []
    current: list[str] = []
    for word in text.split():
        chars = _single_cell(word)
        while chars:
            gap = 1 if current else 0
            if len(current) + gap + len(chars) <= width:
                current.extend([" "] * gap + chars)
                chars = []
            elif not current and len(chars) > width:
                current, chars = chars[:width], chars[width:]
                lines.append(current)
                current = []
            else:
                lines.append(current)
                current = []
    if current:
        lines.append(current)
    if len(lines) > height:
        lines = lines[:height]
        last = lines[-1][: max(width - 1, 0)]
        lines[-1] = last + ["…"] if width else last
    block = [line + [" "] * (width - len(line)) for line in lines]
    block.extend([[" "] * width for _ in range(height - len(block))])
    return block


@dataclass
class _Placed:
    """A tile in visual coordinates with its pre-laid-out interior text."""

    tile: GridTile
    vrow: int
    vcol: int
    key: _Key
    block: list[list[str]]



class GridCanvas(Widget):
    """A paper board drawn with Textual's line API from a :class:`GridModel`, with a cursor
    and a ghost tile laid over it; every line is composed once and cached."""

    REGION_FILL: ClassVar[dict[str, str]] = {
        "fri": "   ",
        "sat": " · ",
        "sun": "   ",
        "headline": " ─ ",
        "column": " │ ",
        "reserved": " ∙ ",
        "blocked": "░░░",
    }
    """Three characters drawn in an empty square of each region (shade as well as colour)."""

    # The watchers repaint only the lines that changed (``repaint=False``: a reactive's own
    # repaint would draw the whole board again on every cursor step).
    cursor: reactive[Cell] = reactive((0, 0), init=False, repaint=False)
    """The cursor cell (row, col) in model coordinates, clamped to the grid."""

    model: reactive[GridModel] = reactive(EMPTY_MODEL, init=False, repaint=False)
    """What the grid draws."""

    ghost: reactive[GridTile | None] = reactive(None, init=False, repaint=False)
    """Tile previewed with its top-left cell at the cursor, or None."""

    ghost_ok: reactive[bool] = reactive(True, init=False, repaint=False)
    """Whether the engine accepts the ghost where it is (drawn ✓ or ✗)."""

    rotated: reactive[bool] = reactive(False, init=False)
    """Draw and steer the paper turned by 180° (the upside-down rule modification)."""

    show_coords: reactive[bool] = reactive(True, layout=True, init=False)
    """Draw row and column numbers around the grid."""

    def __init__(self, *, coord_base: int = 1, name: str | None = None, id: str | None = None,
                 classes: str | None = None, disabled: bool = False) -> None:
        super().__init__(name=name, id=id, classes=classes, disabled=disabled)
        self.coord_base = coord_base
        # Subclasses may add component classes; collect them over the whole MRO.
        self._known_components: set[str] = set()
        for base in type(self).__mro__:
            self._known_components.update(base.__dict__.get("COMPONENT_CLASSES", set()))
        self._styles: dict[_Key, Style] = {}
        self._strip_width = 0
        self._base_lines: list[list[_Char]] = []
        self._base_strips: dict[int, Strip] = {}
        self._overlay: dict[int, list[_Char]] = {}
        self._overlay_strips: dict[int, Strip] = {}
        self._placed: list[_Placed] = []
        self._owner: list[list[int]] = []
        self._vregion: list[list[str | None]] = []
        self._vstar: Cell | None = None
        self._vmarks: dict[Cell, str] = {}
        self._vfold: int | None = None
        # Inside :meth:`overlay_batch`: the overlay lines on screen when it began (else None),
        # and whether the overlay is to be made again when it ends.
        self._batch_shown: set[int] | None = None
        self._batch_stale = False

    @contextmanager
    def overlay_batch(self) -> Iterator[None]:
        """Changes of the ghost, its verdict, the cursor and the model made inside compose
        the ghost's and cursor's lines once, when the batch ends (a key that takes a tile
        or places one changes three or four of them, each composing those lines again)."""
        if self._batch_shown is not None:
            yield
            return
        self._batch_shown = set(self._overlay)
        self._batch_stale = False
        try:
            yield
        finally:
            shown, self._batch_shown = self._batch_shown, None
            if self._batch_stale:
                self._rebuild_overlay()
                if self.is_mounted:
                    self._refresh_lines(shown | set(self._overlay))

    # ------------------------------------------------------------------ size

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """Exact width of the drawing."""
        return self._canvas_width() + (GUTTER if self.show_coords else 0)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """Exact height of the drawing."""
        return self._canvas_height() + (1 if self.show_coords else 0)

    def _canvas_width(self) -> int:
        return CELL_W * self.model.cols + 1 if self.model.cols else 0

    def _canvas_height(self) -> int:
        return CELL_H * self.model.rows + 1 if self.model.rows else 0

    # ------------------------------------------------------------------ rendering

    def notify_style_update(self) -> None:
        """CSS changed (theme, focus): drop strips holding old styles."""
        self._clear_style_caches()
        super().notify_style_update()

    def _clear_style_caches(self) -> None:
        self._styles.clear()
        self._base_strips.clear()
        self._overlay_strips.clear()

    def render_line(self, y: int) -> Strip:
        """Return line y from the caches (composed only when the model changes)."""
        width = self.size.width
        if width != self._strip_width:
            # Cached strips are padded to the widget width; a resize invalidates them.
            self._base_strips.clear()
            self._overlay_strips.clear()
            self._strip_width = width
        if self.show_coords:
            if y == 0:
                return self._pad(self._ruler_strip())
            y -= 1
        strip = self._overlay_strips.get(y)
        if strip is not None:
            return strip
        chars = self._overlay.get(y)
        if chars is not None:
            strip = self._overlay_strips[y] = self._pad(self._to_strip(chars))
            return strip
        strip = self._base_strips.get(y)
        if strip is None:
            if 0 <= y < len(self._base_lines):
                strip = self._pad(self._to_strip(self._base_lines[y]))
            else:
                strip = self._pad(Strip([]))
            self._base_strips[y] = strip
        return strip

    def _pad(self, strip: Strip) -> Strip:
        """Fit a strip to the widget width (cropped or padded with the background)."""
        return strip.adjust_cell_length(self._strip_width, self._style(_BLANK_KEY))

    def _style(self, key: _Key) -> Style:
        """Resolve a style key: first suffix is the full style, the rest lay over it."""
        style = self._styles.get(key)
        if style is None:
            if not key:
                style = self.rich_style
            else:
                style = self.get_component_rich_style(COMPONENT_PREFIX + key[0], default=self.rich_style)
                for overlay in key[1:]:
                    style = self._lay_over(style, COMPONENT_PREFIX + overlay)
            self._styles[key] = style
        return style

    def _lay_over(self, base: Style, component: str) -> Style:
        """Add a component's own settings on top of a style.

        Rich styles have no alpha, and Textual's partial style drops it, so a
        translucent colour (faint grid lines) is blended here with the colour below.
        """
        if component not in self._known_components:
            return base
        partial = self.get_component_rich_style(component, partial=True)
        color = self.get_component_styles(component).color
        if partial.color is not None and color.a < 1 and base.bgcolor is not None:
            blended = Color.from_rich_color(base.bgcolor) + color
            partial = partial + Style(color=blended.rich_color)
        return base + partial

    def _to_strip(self, chars: list[_Char]) -> Strip:
        """Join runs of equally styled characters into segments."""
        segments: list[Segment] = []
        run: list[str] = []
        run_key: _Key | None = None
        for text, key in chars:
            if key != run_key and run:
                segments.append(Segment("".join(run), self._style(run_key or ())))
                run = []
            run_key = key
            run.append(text)
        if run:
            segments.append(Segment("".join(run), self._style(run_key or ())))
        return Strip(segments, len(chars))

    def _ruler_strip(self) -> Strip:
        """Column numbers above the grid, the cursor's column highlighted."""
        chars: list[_Char] = [(" ", _BLANK_KEY)] * GUTTER
        cursor_vcol = self._to_visual(*self.cursor)[1]
        for vcol in range(self.model.cols):
            col = self.model.cols - 1 - vcol if self.rotated else vcol
            key = ("ruler", "cursor") if vcol == cursor_vcol else ("ruler",)
            chars.append((" ", _BLANK_KEY))
            chars.extend((ch, key) for ch in f"{col + self.coord_base:^3}")
        if self.model.cols:
            chars.append((" ", _BLANK_KEY))
        return self._to_strip(chars)

    # ------------------------------------------------------------------ composition

    def _to_visual(self, row: int, col: int) -> Cell:
        if self.rotated:
            return (self.model.rows - 1 - row, self.model.cols - 1 - col)
        return (row, col)

    def _to_model(self, vrow: int, vcol: int) -> Cell:
        # A 180° turn is its own inverse.
        return self._to_visual(vrow, vcol)

    def _tile_key(self, style: str) -> _Key:
        name = f"tile-{style}" if style else "tile"
        if COMPONENT_PREFIX + name not in self._known_components:
            name = "tile"
        return (name,)

    def _region_key(self, region: str) -> _Key:
        name = f"region-{region}"
        if COMPONENT_PREFIX + name not in self._known_components:
            name = "region"
        return (name,)

    def _place(self, tile: GridTile, row: int, col: int, key: _Key, prefix: str) -> _Placed:
        """Put a tile into visual coordinates and lay out its label."""
        rows, cols = self.model.rows, self.model.cols
        if self.rotated:
            vrow, vcol = rows - row - tile.height, cols - col - tile.width
        else:
            vrow, vcol = row, col
        width = CELL_W * tile.width - 1
        height = CELL_H * tile.height - 1
        head = prefix + tile.glyph[:1]
        label = tile.label.strip()
        text = f"{head} {label}" if head and label else head + label
        if height == 1 and cell_len(text) > width:
            # One line only: glue the glyph to the label rather than waste a cell.
            text = head + label
        return _Placed(tile, vrow, vcol, key, _wrap_label(text, width, height))

    def _rebuild_base(self, previous: GridModel | None = None) -> None:
        """Recompose the canvas for the current model and rotation.

        Given the ``previous`` model the base lines were composed for, only the lines of
        the rows where it differs are composed again (a tile placed changes a few rows of
        the paper); the others are kept. Anything else changed (size, regions, fold)
        composes every line.
        """
        model = self.model
        old_lines = self._base_lines
        rows_changed = self._rows_changed(previous, model) if previous is not None else None
        rows, cols = model.rows, model.cols
        self._vregion = [[None] * cols for _ in range(rows)]
        for (row, col), region in model.regions.items():
            if 0 <= row < rows and 0 <= col < cols:
                vrow, vcol = self._to_visual(row, col)
                self._vregion[vrow][vcol] = region
        self._placed = [
            self._place(tile, tile.row, tile.col, self._tile_key(tile.style), "")
            for tile in model.tiles
        ]
        self._owner = [[-1] * cols for _ in range(rows)]
        for index, placed in enumerate(self._placed):
            self._claim(self._owner, placed, index)
        self._vstar = self._to_visual(*model.star) if model.star is not None else None
        self._vmarks = {
            self._to_visual(row, col): mark[:1]
            for (row, col), mark in model.marks.items()
            if mark and 0 <= row < rows and 0 <= col < cols
        }
        fold = model.fold_after_row
        if fold is None or not 0 <= fold < rows - 1:
            self._vfold = None
        else:
            self._vfold = rows - 2 - fold if self.rotated else fold
        height = self._canvas_height()
        if rows_changed is None or len(old_lines) != height:
            self._base_lines = [self._compose_line(y, self._owner, self._placed) for y in range(height)]
        else:
            # a line y shows the rows y // CELL_H (and, on a border line, the row above)
            lines = {y for vrow in rows_changed for y in range(CELL_H * vrow, CELL_H * (vrow + 1) + 1)}
            self._base_lines = [
                self._compose_line(y, self._owner, self._placed) if y in lines else old_lines[y]
                for y in range(height)
            ]
        self._base_strips.clear()

    def _rows_changed(self, previous: GridModel, model: GridModel) -> set[int] | None:
        """The visual rows where ``model`` differs from ``previous`` (tiles, marks, the
        star), or ``None`` when more changed than the tiles and marks of some rows."""
        if (previous.rows, previous.cols, previous.fold_after_row) != (model.rows, model.cols, model.fold_after_row) \
                or previous.regions != model.regions:
            return None
        before, after = set(previous.tiles), set(model.tiles)
        # where tiles overlap, the later one is drawn: the tiles kept must keep their order
        if [t for t in previous.tiles if t in after] != [t for t in model.tiles if t in before]:
            return None
        cells: set[Cell] = set()
        for tile in before ^ after:
            cells.update((row, tile.col) for row in range(tile.row, tile.row + tile.height))
        if previous.star != model.star:
            cells.update(cell for cell in (previous.star, model.star) if cell is not None)
        if previous.marks != model.marks:
            cells.update(cell for cell in previous.marks.keys() | model.marks.keys()
                         if previous.marks.get(cell) != model.marks.get(cell))
        rows = model.rows
        return {self._to_visual(row, col)[0] for row, col in cells if 0 <= row < rows}

    def _claim(self, owner: list[list[int]], placed: _Placed, index: int) -> None:
        rows, cols = self.model.rows, self.model.cols
        for vrow in range(max(placed.vrow, 0), min(placed.vrow + placed.tile.height, rows)):
            line = owner[vrow]
            for vcol in range(max(placed.vcol, 0), min(placed.vcol + placed.tile.width, cols)):
                line[vcol] = index

    def _rebuild_overlay(self) -> None:
        """Recompose the lines the ghost and cursor touch; returns nothing, fills caches."""
        self._overlay = {}
        self._overlay_strips = {}
        rows, cols = self.model.rows, self.model.cols
        if not rows or not cols:
            return
        vrow, vcol = self._to_visual(*self.cursor)
        placed = self._placed
        owner = self._owner
        ghost_lines: range = range(0)
        if self.ghost is not None:
            ghost = self.ghost
            key: _Key = ("tile-ghost-ok",) if self.ghost_ok else ("tile-ghost-bad",)
            row, col = self.cursor
            ghost_placed = self._place(ghost, row, col, key, "✓" if self.ghost_ok else "✗")
            placed = [*placed, ghost_placed]
            owner = [list(line) for line in owner]
            self._claim(owner, ghost_placed, len(placed) - 1)
            top = max(ghost_placed.vrow, 0) * CELL_H
            bottom = min(ghost_placed.vrow + ghost.height, rows) * CELL_H
            ghost_lines = range(top, bottom + 1) if bottom > top else range(0)
        for y in ghost_lines:
            self._overlay[y] = self._compose_line(y, owner, placed)
        cursor_y = CELL_H * vrow + 1
        line = self._overlay.get(cursor_y)
        if line is None:
            line = self._overlay[cursor_y] = list(self._base_lines[cursor_y])
        start = (GUTTER if self.show_coords else 0) + CELL_W * vcol + 1
        for x in range(start, start + CELL_W - 1):
            text, base_key = line[x]
            line[x] = (text, (*base_key, "cursor") if base_key else ("cursor",))
        if self.show_coords:
            for x in range(GUTTER - 1):
                text, base_key = line[x]
                line[x] = (text, (*base_key, "cursor"))

    def _update_overlay(self) -> None:
        """Move the ghost/cursor and repaint only the lines that changed."""
        if self._batch_shown is not None:
            self._batch_stale = True  # composed once, at the end of the batch
            return
        old = set(self._overlay)
        self._rebuild_overlay()
        if not self.is_mounted:
            return
        self._refresh_lines(old | set(self._overlay))

    def _refresh_lines(self, lines: set[int]) -> None:
        """Repaint canvas lines ``lines`` (and the ruler, which marks the cursor's column)."""
        if not lines:
            return
        offset = 1 if self.show_coords else 0
        width = self.size.width or self.get_content_width(Size(0, 0), Size(0, 0))
        regions = [Region(0, y + offset, width, 1) for y in lines]
        if self.show_coords:
            regions.append(Region(0, 0, width, 1))
        self.refresh(*regions)

    def _compose_line(self, y: int, owner: list[list[int]], placed: list[_Placed]) -> list[_Char]:
        """Compose canvas line y (gutter included) from an owner map."""
        rows, cols = self.model.rows, self.model.cols
        vregion = self._vregion

        def owner_at(vrow: int, vcol: int) -> int:
            if 0 <= vrow < rows and 0 <= vcol < cols:
                return owner[vrow][vcol]
            return -1

        def region_at(vrow: int, vcol: int) -> str | None:
            if 0 <= vrow < rows and 0 <= vcol < cols:
                return vregion[vrow][vcol]
            return None

        ghost_index = len(self._placed) if len(placed) > len(self._placed) else -2

        def edge(a: Cell, b: Cell) -> int:
            oa, ob = owner_at(*a), owner_at(*b)
            if oa == ob and oa >= 0:
                return _INSIDE
            if oa >= 0 or ob >= 0:
                return _GHOST if ghost_index in (oa, ob) else _TILE
            ra, rb = region_at(*a), region_at(*b)
            if ra is None and rb is None:
                return _NONE
            return _REGION if ra != rb else _GRID

        def interior(index: int, x: int, line_y: int) -> str:
            tile = placed[index]
            return tile.block[line_y - (CELL_H * tile.vrow + 1)][x - (CELL_W * tile.vcol + 1)]

        def edge_key(kind: int, *cells: Cell) -> _Key:
            if kind == _GHOST:
                return placed[ghost_index].key
            if kind in (_GRID, _FOLD):
                # Lines inside one region keep its background, so a region reads as
                # one block (the lighter Fri area) instead of a field of boxes.
                regions = {region_at(*cell) for cell in cells}
                if len(regions) == 1:
                    (region,) = regions
                    if region is not None:
                        return (*self._region_key(region), *_EDGE_KEYS[kind])
            return _EDGE_KEYS[kind]

        out: list[_Char] = []
        if self.show_coords:
            out.extend(self._gutter(y))
        row_above, row_below = y // CELL_H - 1, y // CELL_H
        on_fold = y % CELL_H == 0 and self._vfold is not None and row_above == self._vfold
        for x in range(CELL_W * cols + 1):
            col_left, col_right = x // CELL_W - 1, x // CELL_W
            if y % CELL_H == 0 and x % CELL_W == 0:
                # Junction of four cells: pick the glyph from the edges meeting here.
                up = edge((row_above, col_left), (row_above, col_right))
                down = edge((row_below, col_left), (row_below, col_right))
                left = edge((row_above, col_left), (row_below, col_left))
                right = edge((row_above, col_right), (row_below, col_right))
                if on_fold:
                    left = _FOLD if left in (_GRID, _REGION) else left
                    right = _FOLD if right in (_GRID, _REGION) else right
                arms = (up > 0) | (down > 0) << 1 | (left > 0) << 2 | (right > 0) << 3
                if arms:
                    strongest = max(up, down, left, right)
                    corners = (
                        (row_above, col_left),
                        (row_above, col_right),
                        (row_below, col_left),
                        (row_below, col_right),
                    )
                    out.append((_JUNCTIONS[arms], edge_key(strongest, *corners)))
                else:
                    inside = owner_at(row_below, col_right)
                    if up == down == left == right == _INSIDE and inside >= 0:
                        text = interior(inside, x, y)
                        if on_fold and text == " ":
                            text = "╌"
                        out.append((text, placed[inside].key))
                    else:
                        out.append((" ", _BLANK_KEY))
            elif y % CELL_H == 0:
                # Horizontal edge between two cells of the same column.
                col = col_right
                kind = edge((row_above, col), (row_below, col))
                if kind == _INSIDE:
                    index = owner_at(row_below, col)
                    text = interior(index, x, y)
                    if on_fold and text == " ":
                        text = "╌"
                    out.append((text, placed[index].key))
                elif kind == _NONE:
                    out.append((" ", _BLANK_KEY))
                elif on_fold:
                    if kind in (_GRID, _REGION):
                        kind = _FOLD
                    out.append(("╌", edge_key(kind, (row_above, col), (row_below, col))))
                else:
                    out.append(("─", edge_key(kind, (row_above, col), (row_below, col))))
            elif x % CELL_W == 0:
                # Vertical edge between two cells of the same row.
                row = row_below
                kind = edge((row, col_left), (row, col_right))
                if kind == _INSIDE:
                    index = owner_at(row, col_right)
                    out.append((interior(index, x, y), placed[index].key))
                elif kind == _NONE:
                    out.append((" ", _BLANK_KEY))
                else:
                    out.append(("│", edge_key(kind, (row, col_left), (row, col_right))))
            else:
                out.append(self._cell_char(row_below, col_right, x, y, owner, placed))
        return out

    def _cell_char(
        self, vrow: int, vcol: int, x: int, y: int, owner: list[list[int]], placed: list[_Placed]
    ) -> _Char:
        """One character of a square's content line."""
        offset = x - (CELL_W * vcol + 1)
        index = owner[vrow][vcol]
        mark = self._vmarks.get((vrow, vcol))
        if index >= 0:
            tile = placed[index]
            # Marks sit at the right of a covered square so the label keeps its start.
            if mark is not None and offset == CELL_W - 2:
                return (mark, (*tile.key, "mark"))
            text = tile.block[y - (CELL_H * tile.vrow + 1)][x - (CELL_W * tile.vcol + 1)]
            return (text, tile.key)
        region = self._vregion[vrow][vcol]
        if region is None:
            if mark is not None and offset == 1:
                return (mark, ("mark",))
            return (" ", _BLANK_KEY)
        key = self._region_key(region)
        if mark is not None and offset == 1:
            return (mark, (*key, "mark"))
        if self._vstar == (vrow, vcol):
            return (" ★ "[offset], (*key, "star"))
        fill = self.REGION_FILL.get(region, "   ")
        return (fill[offset] if offset < len(fill) else " ", key)

    def _gutter(self, y: int) -> list[_Char]:
        """Row numbers left of the grid, and a fold marker on the fold line."""
        if y % CELL_H == 1:
            vrow = y // CELL_H
            row = self.model.rows - 1 - vrow if self.rotated else vrow
            text = f"{row + self.coord_base:>2} "
            return [(text[0], ("ruler",)), (text[1], ("ruler",)), (" ", _BLANK_KEY)]
        if self._vfold is not None and y == CELL_H * (self._vfold + 1):
            return [("╌", ("fold",)), ("╌", ("fold",)), ("╌", ("fold",))]
        return [(" ", _BLANK_KEY)] * GUTTER
