"""Magazine: a player's finished tableau (topic tiles by domain) as a printable paper.

One band per domain, its tiles left to right by level; each tile shows the domain letter
(N S U A K, as in the TUI), its level as ★ out of three and its topic; a draft that never
became an article is drawn pale and says so. The cards kept and the end-of-game table are
listed under the tableau.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine.text import clean_text
from paperboy.games.magazine.components import DOMAIN_NAMES, DOMAINS

from .common import result_rows, standing, total_line
from .paper import Board, Paper, PaperTile

DOMAIN_LETTER = {"nature": "N", "social": "S", "urban": "U", "art": "A", "knowledge": "K"}
TILE_W, TILE_H = 5, 2
LEGEND = ("N Nature · S Social Life · U Urban Life · A Art · K Knowledge · ★ level out of ★★★ · "
          "pale tiles are drafts that never became articles")

def stars(level: int) -> str:
    """A level as filled and empty stars out of three (``★★☆``)."""
    return "★" * level + "☆" * max(0, 3 - level)


def board(player: dict[str, Any]) -> Board:
    """The tableau: one band of squares per domain."""
    by_domain: dict[str, list[dict[str, Any]]] = {d: [] for d in DOMAINS}
    for tile in player["tiles"]:
        by_domain.setdefault(tile["domain"], []).append(tile)
    width = max([len(ts) for ts in by_domain.values()] + [3])
    tiles: list[PaperTile] = []
    regions: dict[tuple[int, int], str] = {}
    row_labels: list[str] = []
    for band, domain in enumerate(DOMAINS):
        row = band * TILE_H
        row_labels += [DOMAIN_LETTER[domain]] + [""] * (TILE_H - 1)
        for r in range(row, row + TILE_H):
            for c in range(width * TILE_W):
                regions[(r, c)] = "band-even" if band % 2 == 0 else "band-odd"
        ordered = sorted(by_domain[domain], key=lambda t: (not t["developed"], -int(t["level"]), t["topic"]))
        for k, tile in enumerate(ordered):
            developed = bool(tile["developed"])
            label = f"{stars(int(tile['level']))} {tile['topic']}" + ("" if developed else " (draft)")
            title = (f"{tile['id']}: {tile['topic']}, {DOMAIN_NAMES[domain]}, level {tile['level']}, "
                     f"cost {tile['cost']}K, " + ("article" if developed else "draft never developed"))
            tiles.append(PaperTile(str(tile["id"]), row, k * TILE_W, TILE_W, TILE_H, DOMAIN_LETTER[domain], label,
                                   f"domain-{domain}" if developed else "draft", title))
    return Board(title="Tableau by domain", rows=len(DOMAINS) * TILE_H, cols=width * TILE_W, regions=regions,
                 tiles=tuple(tiles), row_labels=tuple(row_labels))


def build(view: dict[str, Any], result: dict[str, Any], seat: int, game_name: str) -> Paper:
    """``seat``'s tableau at the end of the game."""
    player = view["players"][seat]
    names = [p["name"] for p in view["players"]]
    name = clean_text(player["name"])
    cards = [view.get("cards", {}).get(c, {}) for c in player.get("cards", [])]
    card_names = ", ".join(f"{c.get('id', '?')} {clean_text(c.get('name', ''))}" for c in cards) or "none"
    lines = [f"Reputation {player.get('pr')} PR · money {player.get('money')}K · "
             + " · ".join(f"{DOMAIN_LETTER[d]} {player['articles'].get(d, 0)} articles" for d in DOMAINS),
             f"Magazine cards kept: {card_names}"]
    return Paper(game=game_name, title=f"{name}'s magazine", subtitle=f"after round {view.get('round')} of "
                 f"{view.get('rounds')} · " + standing(result, names, seat), boards=[board(player)],
                 breakdown=result_rows(result, seat), total=total_line(result, seat, "PR"), legend=LEGEND,
                 lines=lines, file_stem="magazine-tableau")
