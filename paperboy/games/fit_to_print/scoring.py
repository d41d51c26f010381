"""Round scoring: articles, photos, centerpiece, white space, mood, unplaced tiles, ad revenue.

:func:`resolve_conflicts` applies the rulebook's end-of-round fixes (tiles that break a
placement rule or the Breaking News card are flipped; a centerpiece that must move is
shifted) and :func:`score_round` scores every paper of one round together, because the
White Space Bonus compares the papers with each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .board import (
    CP_KEY,
    Geometry,
    Paper,
    Spot,
    breaking_news_forbids,
    cells_of,
    centerpiece_problem,
    clash_key,
    clash_rule,
    geometry,
    neighbours,
    touches_edge,
)
from .components import COLOURS, BreakingNews, Character

#: Score sheet rows in order; ad revenue is kept apart (dollars, not points).
CATEGORIES = ("articles", "photos", "centerpiece", "white_space", "mood", "unplaced")
CATEGORY_LABELS = {"articles": "Articles", "photos": "Photos", "centerpiece": "Centerpiece",
                   "white_space": "White space", "mood": "Mood", "unplaced": "Unplaced tiles"}

SOLO_WHITE_TABLE = ((1, 3), (3, 2), (5, 1), (7, 0))


def solo_white_points(largest: int) -> int:
    """White Space Bonus of Solo and Puzzle modes by the largest empty area."""
    for limit, points in SOLO_WHITE_TABLE:
        if largest <= limit:
            return points
    return -1


@dataclass
class ScoreInput:
    """One paper to score and what else its owner brings to the round."""

    paper: Paper
    desk: int = 0
    character: Character | None = None
    token: int | None = None


@dataclass
class RoundRules:
    """How this round is scored. ``mode``: multi, solo, puzzle, family or turn."""

    day: str
    mode: str = "multi"
    bn: BreakingNews | None = None
    empty_squares_mod: bool = False
    circus_colour: dict[int, str] = field(default_factory=dict)


@dataclass
class RoundScore:
    """One paper's round: points per category, the total (never below 0) and dollars."""

    categories: dict[str, int]
    total: int
    dollars: int
    raw_total: int = 0
    largest_white: int = 0
    empty: int = 0
    photo_points: list[int] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    good: int = 0
    bad: int = 0
    #: The mood penalty and White Space Bonus alone (without Breaking News extras).
    mood_penalty: int = 0
    white_bonus: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"categories": dict(self.categories), "total": self.total, "dollars": self.dollars,
                "raw_total": self.raw_total, "largest_white": self.largest_white, "empty": self.empty,
                "photo_points": list(self.photo_points), "notes": list(self.notes),
                "good": self.good, "bad": self.bad, "mood_penalty": self.mood_penalty,
                "white_bonus": self.white_bonus}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RoundScore:
        return cls(dict(d["categories"]), d["total"], d["dollars"], d.get("raw_total", 0),
                   d.get("largest_white", 0), d.get("empty", 0), list(d.get("photo_points", [])),
                   list(d.get("notes", [])), d.get("good", 0), d.get("bad", 0),
                   d.get("mood_penalty", 0), d.get("white_bonus", 0))


# --- resolution ------------------------------------------------------------------------


def resolve_conflicts(paper: Paper, bn: BreakingNews | None = None) -> tuple[list[str], list[str]]:
    """Fix a paper the rulebook's way; return (notes, ids moved to the desk).

    Order: a centerpiece breaking Sun 10 shifts inward (covered tiles go to the desk); face-up
    tiles breaking the Breaking News card are flipped; clashing face-up tiles are flipped,
    most-clashing first, until no clash remains; under Fri 12 every group of tiles not joined
    to the centerpiece is flipped.
    """
    notes: list[str] = []
    to_desk: list[str] = []
    side = paper.side
    if (bn is not None and bn.effect.get("kind") == "cp_not_edge" and paper.cp and paper.cp_at
            and touches_edge(side, cells_of(paper.cp_at[0], paper.cp_at[1], paper.cp.h, paper.cp.w))):
        bare = Paper(side, paper.cp, None, {})
        spots = [(r, c) for r in range(side.rows) for c in range(side.cols)
                 if centerpiece_problem(bare, paper.cp, r, c, bn, {}) is None]
        if spots:
            r0, c0 = paper.cp_at
            new = min(spots, key=lambda s: (abs(s[0] - r0) + abs(s[1] - c0), s))
            paper.cp_at = new
            covered = set(cells_of(new[0], new[1], paper.cp.h, paper.cp.w))
            for tid in sorted(paper.placed):
                if covered & set(paper.placed[tid].cells()):
                    del paper.placed[tid]
                    to_desk.append(tid)
            notes.append(f"{bn.id}: centerpiece shifted to row {new[0]}, column {new[1]}"
                         + (f"; {', '.join(to_desk)} moved to the desk" if to_desk else ""))
    if bn is not None:
        for tid in sorted(paper.placed):
            p = paper.placed[tid]
            if p.up and breaking_news_forbids(bn, side, p.tile, p.r, p.c):
                p.up = False
                notes.append(f"{tid} flipped: it breaks {bn.id}")
    while not _no_clash(paper):
        occ = paper.occupancy()
        clashes: dict[str, int] = {}
        for tid, p in paper.placed.items():
            if not p.up:
                continue
            for cell in p.cells():
                for n in neighbours(cell):
                    other = occ.get(n)
                    if other and other != CP_KEY and other != tid and paper.placed[other].up \
                            and clash_rule(p.tile, paper.placed[other].tile):
                        clashes[tid] = clashes.get(tid, 0) + 1
        if not clashes:
            break
        worst = max(sorted(clashes), key=lambda t: clashes[t])
        paper.placed[worst].up = False
        a = paper.placed[worst].tile
        notes.append(f"{worst} flipped to resolve a conflict ({a.kind} touching a tile it may not touch)")
    if bn is not None and bn.effect.get("kind") == "single_group" and paper.placed:
        occ = paper.occupancy()
        groups = _groups(paper, occ)
        keep = next((g for g in groups if CP_KEY in g), None)
        if keep is None:
            keep = max(groups, key=len)
        for g in groups:
            if g is keep:
                continue
            for tid in sorted(g):
                if tid != CP_KEY and paper.placed[tid].up:
                    paper.placed[tid].up = False
                    notes.append(f"{tid} flipped: not joined to the centerpiece ({bn.id} {bn.name})")
    return notes, to_desk


def _no_clash(paper: Paper) -> bool:
    """True when no face-up tile touches one it may not touch, read from bitmasks; False when
    one does, or when a piece leaves the region or overlaps another (then the square-by-square
    check in :func:`resolve_conflicts` decides)."""
    geom = geometry(paper.side)
    at = geom.spot
    covered = count = 0
    cp = paper.cp
    if cp is not None and paper.cp_at is not None:
        spot = at(cp.h, cp.w, paper.cp_at[0], paper.cp_at[1])
        if not spot.inside:
            return False
        covered = spot.mask
        count = covered.bit_count()
    by_key: dict[tuple[str, str], int] = {}
    faces: list[tuple[tuple[str, str], int, int]] = []
    for p in paper.placed.values():
        t = p.tile
        spot = at(t.h, t.w, p.r, p.c)
        if not spot.inside:
            return False
        covered |= spot.mask
        count += spot.mask.bit_count()
        if p.up:
            key = clash_key(t)
            if key is not None:
                by_key[key] = by_key.get(key, 0) | spot.mask
                faces.append((key, spot.perim_mask, spot.mask))
    if count != covered.bit_count():
        return False
    return not any(perim & by_key[key] & ~mask for key, perim, mask in faces)


def _groups(paper: Paper, occ: dict[tuple[int, int], str]) -> list[set[str]]:
    nodes = set(occ.values())
    adj: dict[str, set[str]] = {n: set() for n in nodes}
    for cell, who in occ.items():
        for n in neighbours(cell):
            other = occ.get(n)
            if other is not None and other != who:
                adj[who].add(other)
    groups = []
    seen: set[str] = set()
    for start in sorted(nodes):
        if start in seen:
            continue
        group = {start}
        stack = [start]
        seen.add(start)
        while stack:
            x = stack.pop()
            for y in adj[x]:
                if y not in seen:
                    seen.add(y)
                    group.add(y)
                    stack.append(y)
        groups.append(group)
    return groups


# --- facts and filters -----------------------------------------------------------------


class _Item:
    __slots__ = ("above", "adj_cp", "below", "edge", "id", "nbrs", "tile", "top")

    def __init__(self, tid: str, tile: Any, spot: Spot) -> None:
        self.id = tid
        self.tile = tile
        self.above = spot.above
        self.below = spot.below
        self.edge = spot.edges > 0
        self.top = spot.r == 0
        self.adj_cp = False
        self.nbrs: list[_Item] = []


def _facts(paper: Paper, geom: Geometry) -> tuple[list[_Item], int]:
    """The face-up tiles with their neighbours, and the bitmask of covered squares."""
    at = geom.spot
    occ_mask = 0
    cp_mask = 0
    if paper.cp is not None and paper.cp_at is not None:
        cp_mask = at(paper.cp.h, paper.cp.w, paper.cp_at[0], paper.cp_at[1]).mask
        occ_mask = cp_mask
    items: list[_Item] = []
    masks: list[int] = []
    perims: list[int] = []
    for tid, p in paper.placed.items():
        t = p.tile
        spot = at(t.h, t.w, p.r, p.c)
        occ_mask |= spot.mask
        if p.up:
            item = _Item(tid, t, spot)
            item.adj_cp = bool(spot.perim_mask & cp_mask)
            items.append(item)
            masks.append(spot.mask)
            perims.append(spot.perim_mask)
    # Two face-up tiles are neighbours when one's surrounding squares meet the other's squares
    # (a symmetric test for tiles inside the region); each list stays in placement order.
    n = len(items)
    for i in range(n):
        pi = perims[i]
        if not pi:
            continue
        a = items[i]
        for j in range(i + 1, n):
            if pi & masks[j]:
                b = items[j]
                a.nbrs.append(b)
                b.nbrs.append(a)
    return items, occ_mask


def matches(f: dict[str, Any], item: _Item) -> bool:
    """Does a face-up tile match a centerpiece / Breaking News filter?"""
    t = item.tile
    if "kind" in f and t.kind != f["kind"]:
        return False
    if "colour" in f:
        allowed = f["colour"] if isinstance(f["colour"], list) else [f["colour"]]
        if t.colour not in allowed:
            return False
    if "mood" in f and t.mood != f["mood"]:
        return False
    if f.get("where") == "above" and not item.above:
        return False
    if f.get("where") == "below" and not item.below:
        return False
    if "edge" in f and item.edge != f["edge"]:
        return False
    if f.get("top") and not item.top:
        return False
    if f.get("adjacent_cp") and not item.adj_cp:
        return False
    if "min_squares" in f and t.squares < f["min_squares"]:
        return False
    if "max_squares" in f and t.squares > f["max_squares"]:
        return False
    return not ("adjacent_to" in f and not any(matches(f["adjacent_to"], n) for n in item.nbrs))


def photo_scores(photo: Any, article: Any) -> bool:
    return article.kind == "article" and (article.colour in photo.scores or article.mood in photo.scores)


# --- scoring ---------------------------------------------------------------------------


@dataclass
class _Partial:
    cats: dict[str, int]
    dollars: int
    largest: int
    bear_largest: int
    empty: int
    photo_points: list[int]
    good: int
    bad: int
    notes: list[str]
    mood_penalty: int = 0
    white_bonus: int = 0


class _White:
    """The paper's white areas: sizes (largest first) always, squares only when a rule asks."""

    def __init__(self, geom: Geometry, occ_mask: int) -> None:
        self.geom = geom
        self.masks = geom.area_masks(geom.region_mask & ~occ_mask)
        self.sizes = [m.bit_count() for m in self.masks]

    def areas(self) -> list[tuple[tuple[int, int], ...]]:
        return [self.geom.cells_in(m) for m in self.masks]


def _score_one(inp: ScoreInput, rules: RoundRules, index: int) -> _Partial:
    paper = inp.paper
    geom = geometry(paper.side)
    items, occ_mask = _facts(paper, geom)
    notes: list[str] = []
    mood_penalty = 0
    articles = good = bad = dollars = 0
    photo_points = []
    for i in items:
        t = i.tile
        kind = t.kind
        if kind == "article":
            articles += t.points
            if t.mood == "good":
                good += t.icons
            elif t.mood == "bad":
                bad += t.icons
        elif kind == "photo":
            photo_points.append(sum(1 for n in i.nbrs if photo_scores(t, n.tile)))
        elif kind == "ad":
            dollars += t.dollars
    # The score sheet's rows in CATEGORIES order.
    cats = {"articles": articles, "photos": sum(photo_points), "centerpiece": 0, "white_space": 0, "mood": 0,
            "unplaced": 0}
    white = _White(geom, occ_mask)
    sizes = white.sizes
    largest = sizes[0] if sizes else 0
    empty = sum(sizes)
    bear_largest = largest
    char = inp.character
    if char is not None and char.power == "smallest_white_minus" and sizes:
        smallest = min(sizes)
        bear_largest = max(n - 1 if n == smallest else n for n in sizes)
    cp = paper.cp
    if cp is not None and not cp.plain and rules.mode != "family":
        cats["centerpiece"] = _centerpiece_points(cp.rule, items, white, paper, inp, rules, index, notes)
    # mood
    if rules.mode != "family":
        penalty = -abs(good - bad)
        if rules.bn is not None and rules.bn.effect.get("kind") == "mood_halved":
            penalty = -(abs(penalty) // 2)
        if char is not None and char.power == "mood_reduced":
            penalty = min(0, penalty + int(char.params.get("points", 2)))
        cats["mood"] = penalty
        mood_penalty = penalty
    # unplaced tiles
    if rules.mode != "puzzle":
        desk = inp.desk
        if char is not None and char.power == "desk_forgiven":
            desk = max(0, desk - int(char.params.get("tiles", 2)))
        cats["unplaced"] = -desk
    # Breaking News
    bn = rules.bn
    if bn is not None:
        e = bn.effect
        kind = e.get("kind")
        n_tiles = len(paper.placed)
        if kind == "per_match":
            cats[e.get("category", "articles")] += e["points"] * sum(1 for i in items if matches(e["filter"], i))
        elif kind == "dollars":
            dollars += e["dollars"] * sum(1 for i in items if matches(e["filter"], i))
        elif kind == "dollars_any":
            if any(matches(e["filter"], i) for i in items):
                dollars += e["dollars"]
        elif kind == "tiles_at_most" and n_tiles <= e["n"] or kind == "tiles_at_least" and n_tiles >= e["n"]:
            cats["centerpiece"] += e["points"]
        elif kind == "unplaced_extra" and rules.mode != "puzzle":
            cats["unplaced"] += e["points"] * inp.desk
        elif kind == "all_colours":
            where = e.get("where")
            have = {i.tile.colour for i in items if i.tile.kind == "article"
                    and (where != "above" or i.above) and (where != "below" or i.below)}
            if all(c in have for c in COLOURS):
                cats["articles"] += e["points"]
        elif kind == "balanced" and good == bad:
            cats["mood"] += e["points"]
        elif kind == "no_desk" and inp.desk == 0:
            cats["unplaced"] += e["points"]
        elif kind == "facedown_penalty":
            cats["unplaced"] += e["points"] * sum(1 for p in paper.placed.values() if not p.up)
        elif kind == "empty_penalty":
            cats["white_space"] += e["points"] * empty
    if char is not None:
        if char.power == "first_token" and inp.token == 1:
            cats["centerpiece"] += int(char.params.get("points", 2))
        if char.power == "facedown_points":
            down = sum(1 for p in paper.placed.values() if not p.up)
            cats["articles"] += min(down, int(char.params.get("limit", 2))) * int(char.params.get("points", 1))
    return _Partial(cats, dollars, largest, bear_largest, empty, photo_points, good, bad, notes, mood_penalty)


def _centerpiece_points(rule: dict[str, Any], items: list[_Item], white: _White,
                        paper: Paper, inp: ScoreInput, rules: RoundRules, index: int,
                        notes: list[str]) -> int:
    kind = rule.get("kind")
    pts = int(rule.get("points", 1)) if not isinstance(rule.get("points"), list) else 0
    if kind == "per_match":
        if not items:
            return 0
        total = pts * sum(1 for i in items if matches(rule["filter"], i))
        if "bonus_filter" in rule:
            total += int(rule.get("bonus", 1)) * sum(1 for i in items if matches(rule["bonus_filter"], i))
        return total
    if kind == "pairs_good_bad":
        where = rule.get("where")
        arts = [i for i in items if i.tile.kind == "article"
                and (where != "above" or i.above) and (where != "below" or i.below)]
        g = sum(1 for i in arts if i.tile.mood == "good")
        b = sum(1 for i in arts if i.tile.mood == "bad")
        return pts * min(g, b)
    if kind == "colour_sets":
        counts = [sum(1 for i in items if i.tile.kind == "article" and i.tile.colour == col) for col in COLOURS]
        return pts * min(counts)
    if kind == "as_photo":
        by_colour = {col: sum(1 for i in items if i.adj_cp and i.tile.kind == "article" and i.tile.colour == col)
                     for col in COLOURS}
        chosen = rules.circus_colour.get(index)
        if chosen not in COLOURS:
            chosen = max(COLOURS, key=lambda col: (by_colour[col], -COLOURS.index(col)))
        notes.append(f"3A scores {chosen} articles")
        return pts * by_colour[chosen]
    if kind == "rect_white":
        count = 0
        for a in white.areas():
            rows = [c[0] for c in a]
            cols = [c[1] for c in a]
            h, w = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
            if len(a) >= 2 and h * w == len(a) and h != w:
                count += 1
        return pts * count
    if kind == "white_at_most":
        largest = white.sizes[0] if white.sizes else 0
        return pts if largest <= int(rule["size"]) else 0
    if kind == "empty_at_most":
        empty = sum(white.sizes)
        for limit, value in rule["tiers"]:
            if empty <= limit:
                return int(value)
        return 0
    if kind == "no_desk":
        return pts if inp.desk == 0 else 0
    if kind in ("full_rows", "full_cols"):
        empty_cells = {c for a in white.areas() for c in a}
        lines: dict[int, list[tuple[int, int]]] = {}
        for cell in paper.side.region:
            lines.setdefault(cell[0] if kind == "full_rows" else cell[1], []).append(cell)
        return pts * sum(1 for cells in lines.values() if not any(c in empty_cells for c in cells))
    if kind == "token":
        table = rule.get("points", [])
        if inp.token is not None and 1 <= inp.token <= len(table):
            return int(table[inp.token - 1])
        return 0
    return 0


def score_round(inputs: list[ScoreInput], rules: RoundRules) -> list[RoundScore]:
    """Score every paper of one round (White Space Bonus compares them)."""
    parts = [_score_one(inp, rules, i) for i, inp in enumerate(inputs)]
    if rules.mode != "family":
        if rules.empty_squares_mod:
            for p in parts:
                p.white_bonus = -p.empty
        elif rules.mode in ("solo", "puzzle") or len(parts) == 1:
            for p in parts:
                p.white_bonus = solo_white_points(p.bear_largest)
        else:
            sizes = [p.bear_largest for p in parts]
            lo, hi = min(sizes), max(sizes)
            for p in parts:
                # Smallest wins ties with largest: when every paper ties, all get the reward.
                p.white_bonus = 3 if p.bear_largest == lo else -1 if p.bear_largest == hi else 1
        for p in parts:
            p.cats["white_space"] += p.white_bonus
    out = []
    for p in parts:
        raw = sum(p.cats.values())
        out.append(RoundScore(p.cats, max(0, raw), max(0, p.dollars), raw, p.largest, p.empty,
                              p.photo_points, p.notes, p.good, p.bad, p.mood_penalty, p.white_bonus))
    return out
