"""Pulitzer: a player's Investigation board at the end of the game, as a printable paper.

The nine columns ``a``-``i`` grouped into Investigation Lines A B X C D, evidence symbols
as the TUI's letters, pins numbered in order (``●``; ``★`` on evidence highlighted by the
Report card; ``+`` when a Witness Statement lies under it), ``╳`` destroyed evidence and
the string between the pins (``═ ║ ╬``), the same marks as ``pulitzer/investigation.py``.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine.text import clean_text
from paperboy.games.pulitzer.components import board_squares, cell_of, data, string_path, symbol_letters

from .common import result_rows, standing, total_line
from .paper import Board, Paper, PaperTile

LEGEND = "● pin (in order) · ★ pin on Report evidence · + Witness Statement · ╳ destroyed · ═║╬ string · ? start"


def board(player: dict[str, Any]) -> Board:
    """The player's Investigation board."""
    d = data()
    highlight = set(player["highlight"])
    regions, marks = board_squares(highlight)
    marks[cell_of(d.start)] = "?"
    marks.update(string_path(d.start, [p["space"] for p in player["pins"]]))
    tiles: list[PaperTile] = []
    for k, pin in enumerate(player["pins"], start=1):
        row, col = cell_of(pin["space"])
        hl = pin["space"] in highlight
        label = f"{k}+" if pin.get("statement") else str(k)
        title = (f"pin {k} on {pin['space']} ({d.space_symbol.get(pin['space'], '?')}, line "
                 f"{d.space_line.get(pin['space'], '?')}), round {pin.get('round')}"
                 + (", on the Report card" if hl else "") + (", Witness Statement" if pin.get("statement") else ""))
        tiles.append(PaperTile(f"pin{k}-{pin['space']}", row, col, 1, 1, "★" if hl else "●", label,
                               "pin-hl" if hl else "pin", title))
        marks.pop((row, col), None)
    for space in player["destroyed"]:
        row, col = cell_of(space)
        tiles.append(PaperTile(f"x-{space}", row, col, 1, 1, "╳", "", "destroyed", f"{space}: destroyed evidence"))
        marks.pop((row, col), None)
    col_labels = tuple(f"{c}" for c in d.columns)
    lines_title = " ".join(f"{line}:{d.line_value[line]}" for line in dict.fromkeys(d.space_line[f"{c}1"]
                                                                                      for c in d.columns))
    return Board(title=f"Investigation board · lines {lines_title}", rows=d.rows, cols=len(d.columns),
                 regions=regions, tiles=tuple(tiles), marks=marks, col_labels=col_labels,
                 row_labels=tuple(str(r + 1) for r in range(d.rows)))


def build(view: dict[str, Any], result: dict[str, Any], seat: int, game_name: str) -> Paper:
    """``seat``'s Investigation board at the end of the game."""
    d = data()
    player = view["players"][seat]
    names = [p["name"] for p in view["players"]]
    name = clean_text(player["name"])
    report = d.reports.get(player.get("report") or "", {})
    pinned = {p["space"] for p in player["pins"]}
    hl = player["highlight"]
    lines = [f"Report {player.get('report')}: {clean_text(report.get('title', ''))} · "
             f"{sum(1 for s in hl if s in pinned)}/{len(hl)} highlighted evidence pinned · "
             f"string left {player.get('string_left')}/{d.string_length}",
             "Symbols: " + " · ".join(f"{ch} {sym}" for sym, ch in symbol_letters().items())]
    return Paper(game=game_name, title=f"{name}'s investigation", subtitle=f"round {view.get('round')} of "
                 f"{view.get('rounds')} · " + standing(result, names, seat), boards=[board(player)],
                 breakdown=result_rows(result, seat), total=total_line(result, seat), legend=LEGEND,
                 lines=lines, file_stem="investigation-board")
