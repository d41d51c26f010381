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
ad revenue. Bad files raise :class:`~paperboy.engine.ScorepadError` naming the line.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

from paperboy.engine import DataError, ScorepadError

from .board import Paper, Placed, cells_of, centerpiece_problem
from .components import DAYS, Tile, catalogue, make_tile, parse_size
from .scoring import (
    CATEGORIES,
    CATEGORY_LABELS,
    RoundRules,
    ScoreInput,
    resolve_conflicts,
    score_round,
)

MODES = {"multiplayer": "multi", "multi": "multi", "solo": "solo", "puzzle": "puzzle", "family": "family"}


class _Lines:
    """Finds the line of a paper, tile or key in the source text for error messages."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.papers: list[int] = []
        self.tiles: list[list[int]] = []
        for n, line in enumerate(self.lines, start=1):
            s = line.strip()
            if re.match(r"^\[\[\s*paper\s*\]\]", s):
                self.papers.append(n)
                self.tiles.append([])
            elif re.match(r"^\[\[\s*paper\s*\.\s*tile\s*\]\]", s) and self.tiles:
                self.tiles[-1].append(n)

    def find(self, key: str, start: int = 1) -> int:
        pattern = re.compile(rf"^\s*{re.escape(key)}\s*=")
        for n in range(start, len(self.lines) + 1):
            if pattern.match(self.lines[n - 1]):
                return n
            if n > start and self.lines[n - 1].strip().startswith("["):
                break
        return start

    def paper(self, i: int, key: str | None = None) -> int:
        start = self.papers[i] if i < len(self.papers) else 1
        return self.find(key, start + 1) if key else start

    def tile(self, i: int, j: int, key: str | None = None) -> int:
        tiles = self.tiles[i] if i < len(self.tiles) else []
        start = tiles[j] if j < len(tiles) else self.paper(i)
        return self.find(key, start + 1) if key else start


def _fail(line: int, message: str) -> ScorepadError:
    return ScorepadError(f"line {line}: {message}")


def _pos(value: Any, line: int, what: str) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise _fail(line, f"{what} must be [row, column] with whole numbers, not {value!r}")
    return value[0], value[1]


def score_file(text: str) -> dict[str, Any]:
    """Score the round described by ``text``; see the module docstring for the format."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = re.search(r"line (\d+)", msg)
        line = m.group(1) if m else "?"
        raise ScorepadError(f"line {line}: not valid TOML ({msg})") from None
    lines = _Lines(text)
    cat = catalogue()
    known_top = {"day", "mode", "breaking_news", "paper"}
    for key in doc:
        if key not in known_top:
            raise _fail(lines.find(key), f"unknown setting '{key}' (expected: {', '.join(sorted(known_top))})")
    day = doc.get("day")
    if day not in DAYS:
        raise _fail(lines.find("day"), f"day must be Fri, Sat or Sun, not {day!r}")
    mode_name = doc.get("mode", "multiplayer")
    if mode_name not in MODES:
        raise _fail(lines.find("mode"), f"mode must be multiplayer, solo, puzzle or family, not {mode_name!r}")
    bn = None
    if "breaking_news" in doc:
        bid = str(doc["breaking_news"])
        bn = cat.breaking_news.get(bid)
        if bn is None:
            raise _fail(lines.find("breaking_news"), f"unknown Breaking News card {bid!r} (use e.g. \"Sat 3\")")
        if bn.day != day:
            raise _fail(lines.find("breaking_news"), f"{bid} is a {bn.day} card but the round is {day}")
    papers = doc.get("paper")
    if not isinstance(papers, list) or not papers:
        raise _fail(1, "the file needs at least one [[paper]] table")
    side = cat.side_for(day)
    inputs: list[ScoreInput] = []
    fixes: list[list[str]] = []
    names: list[str] = []
    circus: dict[int, str] = {}
    for i, p in enumerate(papers):
        known = {"name", "centerpiece", "centerpiece_at", "character", "token", "circus_colour",
                 "desk", "desk_count", "tile"}
        for key in p:
            if key not in known:
                raise _fail(lines.paper(i, key), f"unknown paper setting '{key}'")
        names.append(str(p.get("name", f"Paper {i + 1}")))
        notes: list[str] = []
        paper = Paper(side)
        if "centerpiece" in p:
            cp_id = str(p["centerpiece"])
            try:
                paper.cp = cat.centerpiece(cp_id)
            except KeyError:
                raise _fail(lines.paper(i, "centerpiece"), f"unknown centerpiece {cp_id!r}") from None
            if "centerpiece_at" not in p:
                raise _fail(lines.paper(i, "centerpiece"), "centerpiece_at = [row, column] is missing")
            paper.cp_at = _pos(p["centerpiece_at"], lines.paper(i, "centerpiece_at"), "centerpiece_at")
            problem = centerpiece_problem(paper, paper.cp, paper.cp_at[0], paper.cp_at[1], None, {})
            if problem:
                raise _fail(lines.paper(i, "centerpiece_at"), f"{problem[0]} ({problem[1]})")
        character = None
        if "character" in p:
            character = cat.characters.get(str(p["character"]))
            if character is None:
                raise _fail(lines.paper(i, "character"), f"unknown character {p['character']!r}")
        token = p.get("token")
        if token is not None and (not isinstance(token, int) or isinstance(token, bool) or not 1 <= token <= 6):
            raise _fail(lines.paper(i, "token"), "token must be a finishing token 1 to 6")
        if "circus_colour" in p:
            if p["circus_colour"] not in ("pink", "blue", "green"):
                raise _fail(lines.paper(i, "circus_colour"), "circus_colour must be pink, blue or green")
            circus[i] = p["circus_colour"]
        desk = 0
        seen: set[str] = set()
        raw_desk = p.get("desk", [])
        if not isinstance(raw_desk, list):
            raise _fail(lines.paper(i, "desk"), "desk must be a list of tile ids")
        for tid in raw_desk:
            if tid not in cat.tiles:
                raise _fail(lines.paper(i, "desk"), f"unknown tile {tid!r} on the desk")
            if tid in seen:
                raise _fail(lines.paper(i, "desk"), f"tile {tid} is listed twice")
            seen.add(tid)
            desk += 1
        count = p.get("desk_count", 0)
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise _fail(lines.paper(i, "desk_count"), "desk_count must be a whole number 0 or more")
        desk += count
        tiles = p.get("tile", [])
        if not isinstance(tiles, list):
            raise _fail(lines.paper(i, "tile"), "tiles are given as [[paper.tile]] tables")
        occ: dict[tuple[int, int], str] = {}
        if paper.cp and paper.cp_at:
            for cell in cells_of(paper.cp_at[0], paper.cp_at[1], paper.cp.h, paper.cp.w):
                occ[cell] = "the centerpiece"
        for j, t in enumerate(tiles):
            line = lines.tile(i, j)
            tile = _tile_of(t, i, j, line, cat)
            if tile.id in seen:
                raise _fail(line, f"tile {tile.id} appears twice")
            seen.add(tile.id)
            r, c = _pos(t.get("at"), lines.tile(i, j, "at"), "at")
            face = t.get("face", "up")
            if face not in ("up", "down"):
                raise _fail(lines.tile(i, j, "face"), f"face must be up or down, not {face!r}")
            if "id" in t and "size" in t:
                h, w = parse_size(t["size"], f"line {line}") if _size_ok(t["size"]) else (0, 0)
                if (h, w) == (0, 0):
                    raise _fail(lines.tile(i, j, "size"), f"size must look like 1x2, not {t['size']!r}")
                if (h, w) != (tile.h, tile.w):
                    notes.append(f"{tile.id} is rotated ({t['size']} instead of {tile.size}): moved to the desk")
                    desk += 1
                    continue
            cells = cells_of(r, c, tile.h, tile.w)
            if any(cell not in side.region for cell in cells):
                notes.append(f"{tile.id} leaves the {day} grid: moved to the desk")
                desk += 1
                continue
            for cell in cells:
                if cell in occ:
                    raise _fail(line, f"{tile.id} overlaps {occ[cell]} at row {cell[0]}, column {cell[1]}")
                occ[cell] = tile.id
            paper.placed[tile.id] = Placed(tile, r, c, face == "up")
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


def _size_ok(value: Any) -> bool:
    return isinstance(value, str) and re.fullmatch(r"\s*\d+\s*x\s*\d+\s*", value.lower()) is not None


def _tile_of(t: Any, i: int, j: int, line: int, cat: Any) -> Tile:
    if not isinstance(t, dict):
        raise _fail(line, "a tile must be a table")
    known = {"id", "at", "face", "kind", "size", "colour", "color", "mood", "icons", "points", "scores", "dollars"}
    for key in t:
        if key not in known:
            raise _fail(line, f"unknown tile setting '{key}'")
    if "id" in t and "kind" not in t:
        tid = str(t["id"])
        if tid not in cat.tiles:
            raise _fail(line, f"unknown tile id {tid!r} (catalogue ids are T001-T120)")
        return cat.tiles[tid]
    raw = dict(t)
    if "color" in raw:
        raw["colour"] = raw.pop("color")
    raw["id"] = str(t.get("id", f"P{i + 1}.{j + 1}"))
    if "size" in raw and not _size_ok(raw["size"]):
        raise _fail(line, f"size must look like 1x2, not {raw['size']!r}")
    try:
        return make_tile(raw, f"line {line}")
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
