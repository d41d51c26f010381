"""A player's Investigation board on the shared newspaper grid widget.

The board's nine columns are the grid's columns (``a``-``i``), grouped into the five
Investigation Lines A, B, X, C, D; each line is its own grid region, so the widget
outlines the lines. What each square shows (three characters):

- ``p`` ... a lower-case letter: the evidence symbol of a free square;
- ``★`` before it: the square is highlighted on the player's Report card;
- a boxed ``● 3`` / ``★ 3``: the third evidence pinned (★ when highlighted), ``+`` after
  the number when a Witness Statement lies under it;
- a boxed ``╳``: destroyed evidence;
- ``═ ║ ╬`` in the middle: the string running between the pins (the shortest route,
  across the left/right edge when that is shorter);
- `` ? `` the start;
- ``◂`` at the right: a square your decision can use now (a pin, a Destroyed Evidence
  token, a Witness Statement).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text

from paperboy.games.pulitzer.components import board_squares, cell_of, string_path
from paperboy.tui.widgets.newspaper_grid import GridModel, GridTile, NewspaperGrid

from .common import D, name_text, symbol_letters

CELL_W = 4  # the grid widget's cell pitch (3 characters and a shared border)


class InvestigationGrid(NewspaperGrid):
    """The newspaper grid with the Investigation board's regions and pin styles."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "newspaper-grid--" + name
        for name in ("region-line-a", "region-line-b", "region-line-x", "region-line-c", "region-line-d",
                     "region-hl", "region-start", "region-target", "region-hl-target",
                     "tile-pin", "tile-pin-hl", "tile-destroyed")
    }

    REGION_FILL: ClassVar[dict[str, str]] = {
        "line-a": "   ", "line-b": "   ", "line-x": "   ", "line-c": "   ", "line-d": "   ",
        "hl": "★  ", "start": " ? ", "target": "  ◂", "hl-target": "★ ◂",
    }

    DEFAULT_CSS = """
    InvestigationGrid {
        & > .newspaper-grid--region-line-a { background: $surface-darken-1; }
        & > .newspaper-grid--region-line-b { background: $surface; }
        & > .newspaper-grid--region-line-x { background: $surface-darken-2; }
        & > .newspaper-grid--region-line-c { background: $surface; }
        & > .newspaper-grid--region-line-d { background: $surface-darken-1; }
        & > .newspaper-grid--region-hl { background: ansi_yellow; color: ansi_black; text-style: bold; }
        & > .newspaper-grid--region-start { background: $panel; text-style: bold; }
        & > .newspaper-grid--region-target { background: ansi_bright_green; color: ansi_black; }
        & > .newspaper-grid--region-hl-target {
            background: ansi_bright_green; color: ansi_black; text-style: bold;
        }
        & > .newspaper-grid--tile-pin { background: ansi_blue; color: ansi_bright_white; text-style: bold; }
        & > .newspaper-grid--tile-pin-hl { background: ansi_green; color: ansi_bright_white; text-style: bold; }
        & > .newspaper-grid--tile-destroyed { background: ansi_bright_black; color: ansi_white; }
    }
    """


def space_of(row: int, col: int) -> str:
    return f"{D().columns[col]}{row + 1}"


def board_model(player: dict[str, Any], targets: frozenset[str] = frozenset()) -> GridModel:
    """The grid model of one player's Investigation board (from the view).

    Args:
        player: The player's entry of the view.
        targets: Squares the engine lists a legal move for in the current board decision
            (marked ◂).
    """
    d = D()
    highlight = set(player["highlight"])
    regions, marks = board_squares(highlight)
    for space in targets:
        if space != d.start and space in d.space_symbol:
            regions[cell_of(space)] = "hl-target" if space in highlight else "target"
    pins = [pin["space"] for pin in player["pins"]]
    marks.update(string_path(d.start, pins))
    tiles: list[GridTile] = []
    for k, pin in enumerate(player["pins"], start=1):
        row, col = cell_of(pin["space"])
        hl = pin["space"] in highlight
        label = f"{k}+" if pin.get("statement") else str(k)
        tiles.append(GridTile(f"pin{k}", row, col, 1, 1, label, "pin-hl" if hl else "pin", "★" if hl else "●"))
        marks.pop((row, col), None)
    for space in player["destroyed"]:
        row, col = cell_of(space)
        tiles.append(GridTile(f"x-{space}", row, col, 1, 1, "", "destroyed", "╳"))
        marks.pop((row, col), None)
    return GridModel(rows=d.rows, cols=len(d.columns), regions=regions, tiles=tuple(tiles), marks=marks)


def column_header() -> Text:
    """Two lines over the grid: the line names with their values, then the column letters."""
    d = D()
    width = CELL_W * len(d.columns) + 1
    lines = [" "] * width
    col_line = [d.space_line[f"{c}1"] for c in d.columns]
    start = 0
    while start < len(col_line):
        end = start
        while end + 1 < len(col_line) and col_line[end + 1] == col_line[start]:
            end += 1
        label = f"{col_line[start]}:{d.line_value[col_line[start]]}"
        centre = (CELL_W * start + CELL_W * (end + 1)) // 2
        left = max(0, centre - len(label) // 2)
        for i, ch in enumerate(label):
            if left + i < width:
                lines[left + i] = ch
        start = end + 1
    letters = [" "] * width
    for i, c in enumerate(d.columns):
        letters[CELL_W * i + 2] = c
    text = Text("  " + "".join(lines).rstrip() + "\n", style="bold")
    text.append("  " + "".join(letters).rstrip(), style="dim")
    return text


def row_labels() -> Text:
    rows = D().rows
    return Text("\n".join([" "] + [f"{r}\n " for r in range(1, rows + 1)]), style="dim")


def board_head(view: dict[str, Any], seat: int) -> Text:
    """Whose board, the Report card and how the investigation stands."""
    d = D()
    p = view["players"][seat]
    text = Text()
    text.append_text(name_text(view, seat, 12))
    report = d.reports.get(p["report"], {})
    text.append(f" · Report {p['report']} ", style="bold")
    text.append(str(report.get("title", "")), style="italic")
    hl_pinned = sum(1 for pin in p["pins"] if pin["space"] in set(p["highlight"]))
    text.append(f"\n★ {hl_pinned}/5 Report evidence · {len(p['pins'])} pins · "
                f"string {p['string_left']}/{d.string_length} · {p['report_score']} pts")
    if p["eliminated"]:
        text.append(" · OUT OF THE RACE", style="bold reverse")
    return text


def board_legend() -> Text:
    """What the glyphs on the board mean (one line under the board)."""
    return Text("● pin order · ★ Report · + Statement · ╳ destroyed · ═║╬ string", style="dim")


def symbol_legend() -> Text:
    """The evidence symbols' letters (a column right of the board)."""
    text = Text("symbols\n", style="bold dim")
    text.append("\n".join(f"{ch} {sym}" for sym, ch in symbol_letters().items()), style="dim")
    return text


def report_line(view: dict[str, Any], seat: int) -> Text:
    """The Report card's highlighted evidence, each marked pinned (●), destroyed (╳) or open (○)."""
    p = view["players"][seat]
    pinned = {pin["space"] for pin in p["pins"]}
    destroyed = set(p["destroyed"])
    text = Text("Report evidence: ", style="bold")
    for i, space in enumerate(p["highlight"]):
        if i:
            text.append(" ")
        if space in pinned:
            text.append(f"●{space}", style="bold")
        elif space in destroyed:
            text.append(f"╳{space}", style="strike dim")
        else:
            text.append(f"○{space}")
    return text
