"""The printable paper: a game-neutral model of a finished board and its score.

Each game's exporter turns ``view(seat)`` and ``result()`` into a :class:`Paper`: one or
more :class:`Board` grids of tiles (the front page, the newspaper's pages, the
Investigation board, the Magazine tableau) with the score breakdown under them. The SVG,
HTML and text writers draw any :class:`Paper` the same way, so the four games share them.

Colours follow the TUI's grid: tiles use the same ANSI colour names as the newspaper grid
(drawn here with fixed RGB values), and every tile also carries its glyph and label, so
colour never carries meaning alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Cell = tuple[int, int]

#: The RGB values the exports use for the ANSI colour names of the TUI's grid styles.
ANSI_RGB = {
    "black": "#1c1c1c",
    "white": "#dcdcdc",
    "bright_white": "#ffffff",
    "bright_black": "#6e6e6e",
    "magenta": "#b03a9a",
    "blue": "#2f5fb3",
    "green": "#2e8540",
    "cyan": "#2aa1b3",
    "yellow": "#e0b000",
    "red": "#c0392b",
    "bright_green": "#5fd75f",
}

#: Tile style -> (background, text) as ANSI names (or RGB), the same pairs as the TUI's grid CSS.
TILE_COLOURS: dict[str, tuple[str, str]] = {
    "": ("white", "black"),
    # Fit to Print (newspaper_grid.py)
    "pink": ("magenta", "bright_white"),
    "blue": ("blue", "bright_white"),
    "green": ("green", "bright_white"),
    "photo": ("cyan", "black"),
    "ad": ("yellow", "black"),
    "centerpiece": ("bright_white", "black"),
    "facedown": ("bright_black", "white"),
    # Extra! Extra! (extra_extra/paper.py)
    "story": ("white", "black"),
    "headline": ("bright_white", "black"),
    "column": ("white", "black"),
    "classified": ("cyan", "black"),
    "business": ("green", "bright_white"),
    "politics": ("magenta", "bright_white"),
    "home": ("yellow", "black"),
    "leisure": ("blue", "bright_white"),
    "sport": ("red", "bright_white"),
    "world": ("cyan", "black"),
    # Pulitzer (pulitzer/investigation.py)
    "pin": ("blue", "bright_white"),
    "pin-hl": ("green", "bright_white"),
    "destroyed": ("bright_black", "white"),
    # Magazine (the TUI's domain colours, magazine.py ``DOMAIN_STYLE``)
    "domain-nature": ("#2e7d32", "bright_white"),
    "domain-social": ("#c2571a", "bright_white"),
    "domain-urban": ("#5c6f8c", "bright_white"),
    "domain-art": ("#a23a8c", "bright_white"),
    "domain-knowledge": ("#2266b0", "bright_white"),
    "draft": ("bright_white", "black"),
}

#: Fill colours (RGB) of empty squares by region; unknown regions are plain paper.
REGION_RGB = {
    "paper": "#fbf8f0",
    "fri": "#fbf8f0",
    "sat": "#ece6d6",
    "sun": "#fbf8f0",
    "blocked": "#bdb7aa",
    "page": "#fbf8f0",
    "headline": "#efe9da",
    "column": "#efe9da",
    "line-a": "#ece6d6",
    "line-b": "#fbf8f0",
    "line-x": "#e0d9c6",
    "line-c": "#fbf8f0",
    "line-d": "#ece6d6",
    "hl": "#f3d35c",
    "start": "#d8d2c4",
    "band-even": "#fbf8f0",
    "band-odd": "#efe9da",
}

#: Three characters drawn in an empty square of a region in the text export.
REGION_FILL = {"sat": " · ", "blocked": "░░░", "headline": " ─ ", "column": " │ ", "hl": "★  ", "start": " ? "}


def rgb(name: str) -> str:
    """The RGB value of an ANSI colour name (or a value that is already ``#rrggbb``)."""
    return name if name.startswith("#") else ANSI_RGB.get(name, "#dcdcdc")


def tile_colours(style: str) -> tuple[str, str]:
    """(background, text) RGB of a tile style."""
    bg, fg = TILE_COLOURS.get(style, TILE_COLOURS[""])
    return rgb(bg), rgb(fg)


@dataclass(frozen=True)
class PaperTile:
    """One tile on a board.

    Attributes:
        id: The tile's id from the view (kept in the SVG/HTML so a reader can find it).
        row, col, w, h: Top-left square and size in squares.
        glyph: The tile's kind glyph as the TUI shows it (``P``, ``▣``, ``★``, ``$``...).
        label: The short label drawn after the glyph (points, moods, size, tokens).
        style: The colour style (a key of :data:`TILE_COLOURS`).
        title: The tile in words (tooltip in SVG/HTML).
    """

    id: str
    row: int
    col: int
    w: int
    h: int
    glyph: str
    label: str
    style: str
    title: str

    def text(self) -> str:
        """Glyph and label as drawn on the tile."""
        return f"{self.glyph} {self.label}".strip()


@dataclass(frozen=True)
class Board:
    """A grid of squares with tiles on it.

    Attributes:
        title: The board's heading (e.g. ``Front page`` or ``Line A B X C D``).
        rows, cols: Size in squares.
        regions: Region name of each square (empty squares are filled by region).
        tiles: The tiles on the board.
        marks: A glyph drawn in an empty square (evidence letters, the string).
        fold_after_row: Draw the fold line under this row (Fit to Print), else ``None``.
        star: The star square (Fit to Print), else ``None``.
        col_labels, row_labels: Labels along the edges (empty for none).
    """

    title: str
    rows: int
    cols: int
    regions: dict[Cell, str] = field(default_factory=dict)
    tiles: tuple[PaperTile, ...] = ()
    marks: dict[Cell, str] = field(default_factory=dict)
    fold_after_row: int | None = None
    star: Cell | None = None
    col_labels: tuple[str, ...] = ()
    row_labels: tuple[str, ...] = ()


@dataclass
class Paper:
    """A finished paper ready to be written as SVG, HTML or text.

    Attributes:
        game: The game's name.
        title: The headline (e.g. ``Ann's front page · Sunday``).
        subtitle: One line under it (round, score, winner).
        boards: The grids, top to bottom.
        lines: Extra text lines under the boards (cards held, tiles in words).
        breakdown: ``(category, points)`` rows of the score breakdown.
        total: The total line (e.g. ``39 points``).
        legend: What the glyphs mean.
        notes: Scoring notes (tiles flipped or moved when the round was scored).
        file_stem: The default file name without extension (``front-page-sunday``).
    """

    game: str
    title: str
    subtitle: str
    boards: list[Board]
    breakdown: list[tuple[str, str]]
    total: str
    legend: str = ""
    lines: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    file_stem: str = "paper"

    def tile_ids(self) -> list[str]:
        """Every tile id on every board (what a test looks for in an export)."""
        return [t.id for b in self.boards for t in b.tiles]
