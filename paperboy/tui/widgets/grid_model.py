"""What the newspaper grid draws: a paper of regions and the tiles on it, in model
coordinates (row 0 is the top of the paper). Screens build a :class:`GridModel` from
their game's view; :class:`~paperboy.tui.widgets.newspaper_grid.NewspaperGrid` draws it."""

from __future__ import annotations

from dataclasses import dataclass, field

Cell = tuple[int, int]


@dataclass(frozen=True)
class GridTile:
    """One tile drawn on the grid (or the ghost preview of a tile being placed).

    Attributes:
        tile_id: Identity of the tile; cells of one tile are drawn as one box.
        row: Top row of the tile (ignored for the ghost, which is drawn at the cursor).
        col: Left column of the tile (ignored for the ghost).
        width: Width in grid cells.
        height: Height in grid cells.
        label: Short text drawn inside, e.g. ``"P2 ☺☺"``, ``"$$"`` or ``"S4"``.
        style: Suffix of a ``newspaper-grid--tile-<style>`` component class, e.g.
            ``"pink"``, ``"photo"``, ``"ad"``; unknown suffixes use the plain tile style.
        glyph: One-character kind marker drawn first, so colour never carries the
            meaning alone.
    """

    tile_id: str
    row: int
    col: int
    width: int
    height: int
    label: str
    style: str = ""
    glyph: str = ""


@dataclass(frozen=True)
class GridModel:
    """Everything the grid draws, in model coordinates (row 0 is the top of the paper).

    Attributes:
        rows: Number of grid rows.
        cols: Number of grid columns.
        regions: Region name for each usable cell (``"fri"``, ``"sat"``, ``"sun"``,
            ``"headline"``, ``"blocked"``, ...). Cells not listed are outside the paper
            and drawn blank.
        fold_after_row: The fold line is drawn between this row and the next one.
        star: The star square, marked ★ while no tile covers it.
        tiles: The placed tiles.
        marks: One-character marks per cell (pins, evidence values, ...).
    """

    rows: int
    cols: int
    regions: dict[Cell, str]
    fold_after_row: int | None = None
    star: Cell | None = None
    tiles: tuple[GridTile, ...] = ()
    marks: dict[Cell, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.rows < 0 or self.cols < 0:
            raise ValueError(f"grid size must not be negative, got {self.rows}x{self.cols}")
        for tile in self.tiles:
            if tile.width < 1 or tile.height < 1:
                raise ValueError(f"tile {tile.tile_id!r} must be at least 1x1")


EMPTY_MODEL = GridModel(rows=0, cols=0, regions={})
