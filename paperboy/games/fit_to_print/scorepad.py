"""Fit to Print scorepad: score one round described in a TOML file.

``paperboy score fit-to-print FILE [--json]`` calls :func:`score_file`. The file describes
one round: the day, how white space is scored, optionally a Breaking News card, and one or
more papers (white space is compared among the papers in the file). Format::

    day = "Sat"                 # Fri, Sat or Sun (required)
    mode = "multiplayer"        # multiplayer (default), solo, puzzle or family
    breaking_news = "Sat 3"     # optional card id: "Fri 1" ... "Sun 12"

    [[paper]]
    name = "Ann"                # optional (default "Paper 1", ...)
    centerpiece = "S4"          # optional: S1-S6, S1p-S6p (plain side), 1A-12B
    centerpiece_at = [0, 3]     # row, column of its top-left square (required with a centerpiece)
    character = "Rabbit"        # optional: Fox, Owl, Bear, Squirrel, Rabbit, Raccoon
    token = 1                   # optional finishing token (Fox, 10B)
    circus_colour = "pink"      # optional: the colour 3A scores (default: the best one)
    desk = ["T010", "T011"]     # tiles left on the desk: catalogue ids ...
    desk_count = 0              # ... and/or a plain count of further unplaced tiles

    [[paper.tile]]              # one table per tile on the paper
    id = "T004"                 # a catalogue tile, or give the attributes inline:
    at = [2, 3]                 # row, column of the tile's top-left square (0 = top / left)
    face = "up"                 # up (default) or down

    [[paper.tile]]
    kind = "article"            # article | photo | ad
    size = "1x2"                # rows x columns as printed (never rotated)
    colour = "pink"             # article: pink | blue | green
    mood = "good"               # article: good | bad
    icons = 1                   # article: number of mood faces
    points = 1                  # article: 1 or 2 (default by size)
    at = [0, 0]

    # photo: scores = "pink/blue" (colours and/or a mood); ad: dollars = 2

A catalogue tile given with a ``size`` other than its own counts as rotated. Rotated tiles
and tiles leaving the day's grid go to the desk; tiles breaking a placement rule or the
Breaking News card are flipped (most-conflicting first); every fix is reported. The result
has, per paper, the points by scorepad category, the round total (never below 0) and the
ad revenue. Every value is checked against the box (120 tiles: 57 articles, 29 photos, 34
ads in five sizes; each catalogue tile at most once in the file; 1 to 6 papers) before
use; bad files raise :class:`~paperboy.engine.ScorepadError` naming the line.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from paperboy.engine import DataError, ScorepadError
from paperboy.engine.scorepad import Table, check_choice, check_int, describe, load

from .board import Paper, Placed, cells_of, centerpiece_problem
from .components import COLOURS, DAYS, KINDS, MOODS, Tile, catalogue, make_tile
from .scoring import (
    CATEGORIES,
    CATEGORY_LABELS,
    RoundRules,
    ScoreInput,
    resolve_conflicts,
    score_round,
)

MODES = {"multiplayer": "multi", "multi": "multi", "solo": "solo", "puzzle": "puzzle", "family": "family"}
TOP_KEYS = ("day", "mode", "breaking_news", "paper")
PAPER_KEYS = ("name", "centerpiece", "centerpiece_at", "character", "token", "circus_colour",
              "desk", "desk_count", "tile")
TILE_KEYS = ("id", "at", "face", "kind", "size", "colour", "color", "mood", "icons", "points", "scores",
             "dollars")
#: at most one paper per player
MAX_PAPERS = 6
#: how far a tile's top-left square may lie outside the paper (tiles are at most 3 long)
OVERHANG = 2


def _pos(table: Table, key: str, what: str, rows: range, cols: range) -> tuple[int, int]:
    if key not in table:
        raise table.error(None, f"{what} = [row, column] is missing")
    value = table.data[key]
    line = table.line(key)
    if not isinstance(value, list) or len(value) != 2:
        raise table.error(key, f"{what} must be [row, column] with whole numbers, not {describe(value)}")
    return (check_int(value[0], line, f"{what} row", rows.start, rows.stop - 1),
            check_int(value[1], line, f"{what} column", cols.start, cols.stop - 1))


def score_file(text: str) -> dict[str, Any]:
    """Score the round described by ``text``; see the module docstring for the format."""
    doc = load(text)
    cat = catalogue()
    doc.check_keys(TOP_KEYS, "top level")
    if "day" not in doc:
        raise doc.error(None, "day is missing: Fri, Sat or Sun")
    day = doc.choice("day", DAYS, what="day")
    mode_name = doc.choice("mode", list(MODES), "multiplayer", what="mode")
    bn = None
    if "breaking_news" in doc:
        bid = doc.data["breaking_news"]
        if not isinstance(bid, str) or bid not in cat.breaking_news:
            raise doc.error("breaking_news", f"unknown Breaking News card {describe(bid)} "
                                             "(Fri 1-12, Sat 1-12 or Sun 1-12, e.g. \"Sat 3\")")
        bn = cat.breaking_news[bid]
        if bn.day != day:
            raise doc.error("breaking_news", f"{bid} is a {bn.day} card but the round is {day}")
    papers = doc.tables("paper", 1, MAX_PAPERS, f"papers ([[paper]] tables, 1 to {MAX_PAPERS})")
    side = cat.side_for(day)
    centerpieces = {**cat.starting, **cat.plain, **cat.double}
    box = Counter(t.kind for t in cat.tiles.values())
    in_file: Counter[str] = Counter()
    seen: set[str] = set()
    counted = 0  # tiles given only by desk_count
    inputs: list[ScoreInput] = []
    fixes: list[list[str]] = []
    names: list[str] = []
    circus: dict[int, str] = {}
    for i, p in enumerate(papers):
        p.check_keys(PAPER_KEYS, f"paper {i + 1}")
        names.append(p.text("name", f"Paper {i + 1}", what=f"paper {i + 1}'s name"))
        notes: list[str] = []
        paper = Paper(side)
        if "centerpiece" in p:
            cp_id = p.data["centerpiece"]
            if not isinstance(cp_id, str) or cp_id not in centerpieces:
                raise p.error("centerpiece", f"unknown centerpiece {describe(cp_id)} "
                                             "(S1-S6, plain sides S1p-S6p, 1A-12B)")
            paper.cp = centerpieces[cp_id]
            if "centerpiece_at" not in p:
                raise p.error("centerpiece", "centerpiece_at = [row, column] is missing")
            paper.cp_at = _pos(p, "centerpiece_at", "centerpiece_at", range(side.rows), range(side.cols))
            problem = centerpiece_problem(paper, paper.cp, paper.cp_at[0], paper.cp_at[1], None, {})
            if problem:
                raise p.error("centerpiece_at", f"{problem[0]} ({problem[1]})")
        elif "centerpiece_at" in p:
            raise p.error("centerpiece_at", "centerpiece_at needs a centerpiece")
        character = None
        if "character" in p:
            character = cat.characters[p.choice("character", list(cat.characters), what="character")]
        token = p.integer("token", 1, 6, None, "token (a finishing token)") if "token" in p else None
        if "circus_colour" in p:
            circus[i] = p.choice("circus_colour", COLOURS, what="circus_colour")
        desk = 0
        for tid in p.items("desk", len(cat.tiles), "desk (catalogue tile ids)"):
            if not isinstance(tid, str) or tid not in cat.tiles:
                raise p.error("desk", f"unknown tile {describe(tid)} on the desk (catalogue ids are T001-T120)")
            if tid in seen:
                raise p.error("desk", f"tile {tid} is listed twice (each tile is in the box once)")
            seen.add(tid)
            kind = cat.tiles[tid].kind
            in_file[kind] += 1
            if in_file[kind] > box[kind]:
                raise p.error("desk", f"more {kind}s than the {box[kind]} in the box")
            desk += 1
        more = p.integer("desk_count", 0, len(cat.tiles), 0, "desk_count")
        counted += more
        desk += more
        occ: dict[tuple[int, int], str] = {}
        if paper.cp and paper.cp_at:
            for cell in cells_of(paper.cp_at[0], paper.cp_at[1], paper.cp.h, paper.cp.w):
                occ[cell] = "the centerpiece"
        tiles = p.tables("tile", 0, len(cat.tiles), "[[paper.tile]]")
        for j, t in enumerate(tiles):
            line = t.line()
            tile = _tile_of(t, i, j, cat)
            if tile.id in seen:
                raise t.error(None, f"tile {tile.id} appears twice (each tile is in the box once)")
            seen.add(tile.id)
            in_file[tile.kind] += 1
            if in_file[tile.kind] > box[tile.kind]:
                raise t.error(None, f"more {tile.kind}s than the {box[tile.kind]} in the box")
            r, c = _pos(t, "at", "at", range(-OVERHANG, side.rows), range(-OVERHANG, side.cols))
            face = t.choice("face", ("up", "down"), "up", what="face")
            if "id" in t and "kind" not in t and "size" in t:
                h, w = _size(t)
                if (h, w) != (tile.h, tile.w):
                    notes.append(f"{tile.id} is rotated ({h}x{w} instead of {tile.size}): moved to the desk")
                    desk += 1
                    continue
            if "kind" in t and tile.size not in cat.sizes:
                notes.append(f"{tile.id} lies turned ({tile.size}; tiles come in {', '.join(cat.sizes)}): "
                             "moved to the desk")
                desk += 1
                continue
            cells = cells_of(r, c, tile.h, tile.w)
            if any(cell not in side.region for cell in cells):
                notes.append(f"{tile.id} leaves the {day} grid: moved to the desk")
                desk += 1
                continue
            for cell in cells:
                if cell in occ:
                    raise ScorepadError(f"line {line}: {tile.id} overlaps {occ[cell]} "
                                        f"at row {cell[0]}, column {cell[1]}")
                occ[cell] = tile.id
            paper.placed[tile.id] = Placed(tile, r, c, face == "up")
        if len(seen) + counted > len(cat.tiles):
            raise p.error("desk_count" if "desk_count" in p else None,
                          f"the papers use {len(seen) + counted} tiles, but the box has {len(cat.tiles)}")
        more_notes, to_desk = resolve_conflicts(paper, bn)
        notes += more_notes
        desk += len(to_desk)
        inputs.append(ScoreInput(paper, desk, character, token))
        fixes.append(notes)
    rules = RoundRules(day, MODES[mode_name], bn, False, circus)
    scores = score_round(inputs, rules)
    out_papers = []
    for name, s, notes, inp in zip(names, scores, fixes, inputs, strict=True):
        out_papers.append({
            "name": name, "categories": {k: s.categories[k] for k in CATEGORIES}, "total": s.total,
            "raw_total": s.raw_total, "ad_revenue": s.dollars, "largest_white_space": s.largest_white,
            "unplaced_tiles": inp.desk, "photo_points": list(s.photo_points),
            "mood_icons": {"good": s.good, "bad": s.bad}, "fixes": notes + s.notes,
        })
    return {"game": "fit-to-print", "day": day, "mode": mode_name,
            "breaking_news": bn.id if bn else None, "papers": out_papers,
            "text": _sheet(day, mode_name, bn.id if bn else None, out_papers)}


_SIZE = re.compile(r"\s*([1-9])\s*x\s*([1-9])\s*")


def _size(t: Table) -> tuple[int, int]:
    """The ``size`` of a tile table as (rows, columns); sizes are single digits like 1x2."""
    value = t.data.get("size")
    match = _SIZE.fullmatch(value.lower()) if isinstance(value, str) else None
    if match is None:
        raise t.error("size", f"size must look like 1x2, not {describe(value)}")
    return int(match.group(1)), int(match.group(2))


def _tile_of(t: Table, i: int, j: int, cat: Any) -> Tile:
    """The tile a ``[[paper.tile]]`` table names (catalogue id) or describes (attributes)."""
    t.check_keys(TILE_KEYS, f"paper {i + 1}, tile {j + 1}")
    if "id" in t and "kind" not in t:
        tid = t.data["id"]
        if not isinstance(tid, str) or tid not in cat.tiles:
            raise t.error("id", f"unknown tile id {describe(tid)} (catalogue ids are T001-T120; "
                                "or describe the tile with kind, size, ...)")
        return cat.tiles[tid]
    if "kind" not in t:
        raise t.error(None, "a tile needs an 'id' from the catalogue or a 'kind' (article, photo or ad)")
    kind = t.choice("kind", KINDS, what="kind")
    if "size" not in t:
        raise t.error(None, "an inline tile needs a 'size' like 1x2")
    h, w = _size(t)
    raw: dict[str, Any] = {"kind": kind, "size": f"{h}x{w}",
                           "id": t.text("id", f"P{i + 1}.{j + 1}", what="id")}
    allowed = {"article": ("colour", "color", "mood", "icons", "points"), "photo": ("scores",), "ad": ("dollars",)}
    for key in ("colour", "color", "mood", "icons", "points", "scores", "dollars"):
        if key in t and key not in allowed[kind]:
            raise t.error(key, f"'{key}' does not apply to an {kind}" if kind[0] in "aeiou"
                          else f"'{key}' does not apply to a {kind}")
    if kind == "article":
        if "colour" in t and "color" in t:
            raise t.error("color", "give 'colour' or 'color', not both")
        key = "color" if "color" in t else "colour"
        if key not in t:
            raise t.error(None, "an article needs a colour: pink, blue or green")
        raw["colour"] = t.choice(key, COLOURS, what="article colour")
        if "mood" not in t:
            raise t.error(None, "an article needs a mood: good or bad")
        raw["mood"] = t.choice("mood", MOODS, what="article mood")
        raw["icons"] = t.integer("icons", 1, 3, 1, "article icons")
        if "points" in t:
            raw["points"] = t.integer("points", 1, 2, what="article points")
    elif kind == "photo":
        scores = t.data.get("scores")
        if isinstance(scores, str):
            parts = [s.strip() for s in scores.split("/")]
        elif isinstance(scores, list):
            parts = scores
        else:
            raise t.error(None if scores is None else "scores",
                          "a photo needs 'scores': colours and/or a mood, e.g. \"pink/blue\"")
        if not 1 <= len(parts) <= 2:
            raise t.error("scores", "a photo scores for one or two colours or moods, e.g. \"pink/blue\"")
        raw["scores"] = [check_choice(s, t.line("scores"), "photo scores", COLOURS + MOODS) for s in parts]
    else:
        if "dollars" not in t:
            raise t.error(None, "an ad needs its 'dollars' value")
        raw["dollars"] = t.integer("dollars", 1, 9, what="ad dollars")
    try:
        return make_tile(raw, f"line {t.line()}")
    except DataError as exc:
        raise ScorepadError(str(exc)) from None


def _sheet(day: str, mode: str, bn: str | None, papers: list[dict[str, Any]]) -> str:
    width = max(12, *(len(p["name"]) for p in papers))
    head = f"Fit to Print scorepad: {day} ({mode}{', ' + bn if bn else ''})"
    rows = [head, "", "".ljust(16) + "".join(p["name"].rjust(width + 2) for p in papers)]
    for key in CATEGORIES:
        rows.append(CATEGORY_LABELS[key].ljust(16) + "".join(f"{p['categories'][key]:+d}".rjust(width + 2)
                                                            for p in papers))
    rows.append("Round total".ljust(16) + "".join(str(p["total"]).rjust(width + 2) for p in papers))
    rows.append("Ad revenue".ljust(16) + "".join(f"${p['ad_revenue']}".rjust(width + 2) for p in papers))
    for p in papers:
        for note in p["fixes"]:
            rows.append(f"{p['name']}: {note}")
    return "\n".join(rows)
