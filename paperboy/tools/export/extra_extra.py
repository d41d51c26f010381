"""Extra! Extra!: a player's finished newspaper, page by page, as a printable paper.

Reads the view's ``pages`` and the player's placed ``tiles``; glyphs and labels are the
TUI's (``extra_extra/paper.py``): ``S`` stories with speciality code, size and bonus
tokens (X Extra! Extra!, I Interview, ★ Speciality), ``H`` headlines, ``C`` columns,
``#`` classifieds, ``$`` ads.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine.text import clean_text
from paperboy.games.extra_extra import components as C

from .common import result_rows, standing, total_line
from .paper import Board, Paper, PaperTile

TOKEN_MARKS = {"extra": "X", "interview": "I", "speciality": "★"}
CLASSIFIED_CODES = {"crossword": "XW", "cartoon": "CT", "radio": "RA"}
LEGEND = ("S story (speciality code, size, X Extra! Extra! / I Interview / ★ Speciality tokens) · H headline · "
          "C column · # classified (XW crossword, CT cartoon, RA radio) · $ ad")


def paper_tile(tile: dict[str, Any]) -> PaperTile:
    """A placed tile with the TUI's glyph and label."""
    kind = tile["kind"]
    row, col, w, h = int(tile["row"]), int(tile["col"]), int(tile["w"]), int(tile["h"])
    tid = str(tile["id"])
    if kind == "story":
        code = C.load().spec_codes.get(tile["spec"], str(tile["spec"])[:3].upper())
        tokens = "".join(TOKEN_MARKS.get(t, "?") for t in tile.get("tokens", []))
        label = f"{code}{tile['size']} {tokens}".strip()
        title = f"{tid}: {tile['spec']} story, size {tile['size']}, side {tile.get('side', '')}"
        if tile.get("tokens"):
            title += ", tokens: " + ", ".join(tile["tokens"])
        return PaperTile(tid, row, col, w, h, "S", label, str(tile["spec"]), title)
    if kind == "headline":
        return PaperTile(tid, row, col, w, h, "H", "HEADLINE", "headline", f"{tid}: headline")
    if kind == "column":
        return PaperTile(tid, row, col, w, h, "C", "COL", "column", f"{tid}: column")
    if kind == "classified":
        code = CLASSIFIED_CODES.get(tile["spec"], "CL")
        return PaperTile(tid, row, col, 1, 1, "#", code, "classified", f"{tid}: {tile['spec']} classified")
    label = f"AD{tile['size']}" if int(tile["size"]) > 1 else "1"
    return PaperTile(tid, row, col, w, h, "$", label, "ad", f"{tid}: advert, size {tile['size']}")


def page_board(page: dict[str, Any], tiles: list[dict[str, Any]], number: int) -> Board:
    """One page of the newspaper with its headline and column squares."""
    width, height = int(page["width"]), int(page["height"])
    regions = C.page_regions(page)
    placed = tuple(paper_tile(t) for t in tiles if int(t["page"]) == number)
    return Board(title=f"Page {number}: {page['name']}", rows=height, cols=width, regions=regions, tiles=placed,
                 col_labels=tuple(str(c + 1) for c in range(width)),
                 row_labels=tuple(str(r + 1) for r in range(height)))


def build(view: dict[str, Any], result: dict[str, Any], seat: int, game_name: str) -> Paper:
    """``seat``'s newspaper at the end of the game."""
    player = view["players"][seat]
    names = [p["name"] for p in view["players"]]
    name = clean_text(player["name"])
    boards = [page_board(page, player["tiles"], n) for n, page in enumerate(view["pages"], start=1)]
    paper_name = clean_text(player.get("newspaper") or "newspaper")
    lines = [f"Scenario {view.get('scenario')}: {clean_text(view.get('scenario_name', ''))} · "
             f"{view.get('paper', '')} size · speciality {player.get('speciality', '')}",
             f"Money ${player.get('money', 0)}"]
    return Paper(game=game_name, title=f"{paper_name} · {name}", subtitle=f"after round {view.get('round')} · "
                 + standing(result, names, seat), boards=boards, breakdown=result_rows(result, seat),
                 total=total_line(result, seat), legend=LEGEND, lines=lines, file_stem="newspaper")
