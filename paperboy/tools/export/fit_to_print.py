"""Fit to Print's front page of one day (round) as a printable paper.

Reads the view's paper (side, region, fold, star) and the unit's placed tiles and
centerpiece, and the round's score from the unit's ``scores``. Glyphs are the TUI's
(``render.tile_label``): the article's colour letter with its points and mood icons,
``▣`` photos with what they score, ``$`` ads, ``★`` the centerpiece, ``▒`` face down.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine.text import clean_text
from paperboy.games.fit_to_print.components import catalogue

from .paper import Board, Paper, PaperTile

COLOUR_LETTER = {"pink": "P", "blue": "B", "green": "G"}
MOOD_GLYPH = {"good": "☺", "bad": "☹"}
DAY_NAMES = {"Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday"}
CATEGORIES = (("articles", "Articles"), ("photos", "Photos"), ("centerpiece", "Centerpiece"),
              ("white_space", "White space"), ("mood", "Mood"), ("unplaced", "Unplaced tiles"))
LEGEND = ("P/B/G pink/blue/green article with points and ☺/☹ moods · ▣ photo (scores the colours or moods "
          "named) · $ ad · ★ centerpiece · ▒ face down · ┄ fold")


def _size(tile: dict[str, Any]) -> tuple[int, int]:
    h, w = (int(x) for x in str(tile["size"]).split("x"))
    return h, w


def tile_glyph_label(tile: dict[str, Any]) -> tuple[str, str, str]:
    """(glyph, label, style) of a face-up tile, the same as the TUI's grid draws it."""
    kind = tile["kind"]
    if kind == "article":
        return (COLOUR_LETTER[tile["colour"]], f"{tile['points']}{MOOD_GLYPH[tile['mood']] * int(tile['icons'])}",
                tile["colour"])
    if kind == "photo":
        return "▣", "/".join(COLOUR_LETTER.get(s, MOOD_GLYPH.get(s, s)) for s in tile["scores"]), "photo"
    return "", "$" * int(tile["dollars"]), "ad"


def tile_title(tile: dict[str, Any]) -> str:
    """A tile in words, for the tooltip."""
    kind = tile["kind"]
    if kind == "article":
        pts = "point" if int(tile["points"]) == 1 else "points"
        return (f"{tile['id']}: {tile['size']} {tile['colour']} article, {tile['points']} {pts}, "
                f"{tile['icons']} {tile['mood']} mood")
    if kind == "photo":
        return f"{tile['id']}: {tile['size']} photo scoring {' or '.join(tile['scores'])} articles"
    return f"{tile['id']}: {tile['size']} ad worth ${tile['dollars']}"


def unit_of_seat(view: dict[str, Any], seat: int) -> int:
    """The unit (player or Newsroom team) that ``seat`` plays for."""
    return next((i for i, u in enumerate(view["units"]) if seat in u["seats"]), 0)


def board(view: dict[str, Any], unit: dict[str, Any]) -> Board:
    """The unit's paper as a board."""
    paper = view["paper"]
    usable = {(int(r), int(c)) for r, c in paper["region"]}
    fri = catalogue().side_for("Fri").region
    regions: dict[tuple[int, int], str] = {}
    for r in range(paper["rows"]):
        for c in range(paper["cols"]):
            if (r, c) not in usable:
                regions[(r, c)] = "blocked"
            elif view["day"] == "Sat" and (r, c) not in fri:
                regions[(r, c)] = "sat"
            else:
                regions[(r, c)] = view["day"].lower()
    tiles: list[PaperTile] = []
    cp = unit.get("centerpiece")
    if cp and unit.get("cp_at"):
        h, w = _size(cp)
        tiles.append(PaperTile(str(cp["id"]), int(unit["cp_at"][0]), int(unit["cp_at"][1]), w, h, "★",
                               str(cp["id"]), "centerpiece", f"Centerpiece {cp['id']} {cp['name']}: {cp['text']}"))
    for p in unit["placed"]:
        tile = p["tile"]
        h, w = _size(tile)
        if p["up"]:
            glyph, label, style = tile_glyph_label(tile)
            title = tile_title(tile)
        else:
            glyph, label, style, title = "▒", "", "facedown", f"{tile['id']}: face down (white space)"
        tiles.append(PaperTile(str(tile["id"]), int(p["row"]), int(p["col"]), w, h, glyph, label, style, title))
    return Board(title=f"{DAY_NAMES[view['day']]} edition ({paper['side']} side)", rows=int(paper["rows"]),
                 cols=int(paper["cols"]), regions=regions, tiles=tuple(tiles),
                 fold_after_row=int(paper["fold_row"]) - 1, star=(int(paper["star"][0]), int(paper["star"][1])),
                 col_labels=tuple(str(c + 1) for c in range(paper["cols"])),
                 row_labels=tuple(str(r + 1) for r in range(paper["rows"])))


def build(view: dict[str, Any], scored: dict[str, Any], seat: int, day: int, game_name: str,
          final: dict[str, Any] | None) -> Paper:
    """The front page of ``seat``'s unit in round ``day + 1``.

    Args:
        view: ``view(seat)`` with the paper of that round still on the table.
        scored: ``view(seat)`` once that round was scored (may be ``view`` itself).
        seat: The seat whose paper is printed.
        day: Index of the round; its score is ``scored``'s unit ``scores[day]``.
        game_name: The game's name.
        final: ``result().to_dict()`` when this is the last round of a finished game.
    """
    index = unit_of_seat(view, seat)
    unit = view["units"][index]
    scored_unit = scored["units"][index]
    name = clean_text(unit["name"])
    score = scored_unit["scores"][day]
    breakdown = [(label, f"{int(score['categories'].get(key, 0)):+d}") for key, label in CATEGORIES]
    breakdown.append(("Round points", str(score["total"])))
    breakdown.append(("Ad revenue", f"${score['dollars']}"))
    token = scored_unit["tokens"][day] if day < len(scored_unit["tokens"]) else None
    if token:
        breakdown.append(("Finishing token", f"#{token}"))
    day_name = DAY_NAMES.get(view["day"], str(view["day"]))
    total = f"{score['total']} points and ${score['dollars']} ad revenue on {day_name}"
    subtitle = f"round {day + 1}, {day_name}"
    if final is not None:
        # The result is per seat (a Newsroom team's seats share their paper's score);
        # the ad revenue in its extra is per paper.
        totals = final.get("totals", [])
        if seat < len(totals):
            dollars = list(final.get("extra", {}).get("dollars") or [])
            money = f", ${dollars[index]}" if index < len(dollars) else ""
            total += f" · game total {totals[seat]} points{money}"
        winning_units = dict.fromkeys(unit_of_seat(view, w) for w in final.get("winners", []))
        winners = [clean_text(view["units"][u]["name"]) for u in winning_units]
        subtitle += " · final edition" + (f" · winner: {', '.join(winners)}" if winners else "")
    lines = []
    cp = unit.get("centerpiece")
    if cp:
        lines.append(f"Centerpiece ★ {cp['id']} {cp['name']}: {cp['text']}")
    return Paper(game=game_name, title=f"{name}'s front page · {day_name}", subtitle=subtitle,
                 boards=[board(view, unit)], breakdown=breakdown, total=total, legend=LEGEND,
                 lines=[clean_text(x) for x in lines], notes=[clean_text(n) for n in score.get("notes", [])],
                 file_stem=f"front-page-{day_name.lower()}")
