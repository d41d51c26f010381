"""Fit to Print component data: tiles, paper, centerpieces, cards, puzzles, scenarios.

Everything is read from ``data/*.toml`` with :mod:`tomllib` through
:mod:`importlib.resources` and validated when loaded (counts, ids, shapes, references);
a broken file raises :class:`~paperboy.engine.DataError` naming the file and problem.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from paperboy.engine import DataError

DAYS = ("Fri", "Sat", "Sun")
COLOURS = ("pink", "blue", "green")
MOODS = ("good", "bad")
KINDS = ("article", "photo", "ad")


def parse_size(text: str, where: str) -> tuple[int, int]:
    """Read a ``"RxC"`` size (rows x columns)."""
    try:
        rows, cols = (int(p) for p in str(text).lower().split("x"))
    except ValueError:
        raise DataError(f"{where}: size must look like 2x3, not {text!r}") from None
    if rows < 1 or cols < 1:
        raise DataError(f"{where}: size {text!r} must be at least 1x1")
    return rows, cols


@dataclass(frozen=True)
class Tile:
    """One newspaper tile (article, photo or ad); shapes are never rotated."""

    id: str
    kind: str
    h: int
    w: int
    colour: str = ""
    mood: str = ""
    icons: int = 0
    points: int = 0
    scores: tuple[str, ...] = ()
    dollars: int = 0

    @property
    def size(self) -> str:
        return f"{self.h}x{self.w}"

    @property
    def squares(self) -> int:
        return self.h * self.w

    def describe(self) -> str:
        """Short human text, e.g. ``T004 article 1x2 pink bad(1) 1pt``."""
        if self.kind == "article":
            return f"{self.id} {self.colour} article {self.size} {self.mood}x{self.icons} {self.points}pt"
        if self.kind == "photo":
            return f"{self.id} photo {self.size} scores {'/'.join(self.scores)}"
        return f"{self.id} ad {self.size} ${self.dollars}"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "kind": self.kind, "size": self.size}
        if self.kind == "article":
            d.update(colour=self.colour, mood=self.mood, icons=self.icons, points=self.points)
        elif self.kind == "photo":
            d["scores"] = list(self.scores)
        else:
            d["dollars"] = self.dollars
        return d


def make_tile(raw: dict[str, Any], where: str) -> Tile:
    """Build and validate a tile from its TOML/dict form."""
    tid = str(raw.get("id", ""))
    kind = raw.get("kind")
    if kind not in KINDS:
        raise DataError(f"{where}: kind must be article, photo or ad, not {kind!r}")
    h, w = parse_size(raw.get("size", ""), where)
    if kind == "article":
        colour, mood = raw.get("colour"), raw.get("mood")
        icons, points = raw.get("icons", 1), raw.get("points")
        if colour not in COLOURS:
            raise DataError(f"{where}: article colour must be pink, blue or green, not {colour!r}")
        if mood not in MOODS:
            raise DataError(f"{where}: article mood must be good or bad, not {mood!r}")
        if not isinstance(icons, int) or not 1 <= icons <= 3:
            raise DataError(f"{where}: article icons must be 1 to 3, not {icons!r}")
        if points is None:
            points = 1 if h * w <= 2 else 2
        if points not in (1, 2):
            raise DataError(f"{where}: article points must be 1 or 2, not {points!r}")
        return Tile(tid, kind, h, w, colour=colour, mood=mood, icons=icons, points=points)
    if kind == "photo":
        scores = raw.get("scores")
        if isinstance(scores, str):
            scores = scores.split("/")
        if not isinstance(scores, list | tuple) or not scores:
            raise DataError(f"{where}: a photo needs `scores` (colours or a mood), e.g. \"pink/blue\"")
        for s in scores:
            if s not in COLOURS and s not in MOODS:
                raise DataError(f"{where}: photo condition {s!r} is not a colour or mood")
        return Tile(tid, kind, h, w, scores=tuple(scores))
    dollars = raw.get("dollars")
    if not isinstance(dollars, int) or isinstance(dollars, bool) or not 1 <= dollars <= 9:
        raise DataError(f"{where}: ad dollars must be a whole number 1 to 9, not {dollars!r}")
    return Tile(tid, kind, h, w, dollars=dollars)


@dataclass(frozen=True)
class Side:
    """One side of the paper board and the squares each day may use."""

    name: str
    rows: int
    cols: int
    fold_row: int
    star: tuple[int, int]
    region: frozenset[tuple[int, int]]
    day: str


@dataclass(frozen=True)
class Centerpiece:
    """A centerpiece tile side; ``plain`` sides (Family mode) score nothing."""

    id: str
    name: str
    h: int
    w: int
    text: str
    rule: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    plain: bool = False
    layout_takes: int = 0

    @property
    def size(self) -> str:
        return f"{self.h}x{self.w}"

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "size": self.size, "text": self.text, "plain": self.plain}


@dataclass(frozen=True)
class BreakingNews:
    """One Breaking News card; ``id`` is e.g. ``"Fri 12"``."""

    day: str
    number: int
    name: str
    text: str
    effect: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    @property
    def id(self) -> str:
        return f"{self.day} {self.number}"


@dataclass(frozen=True)
class Character:
    name: str
    power: str
    text: str
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


@dataclass(frozen=True)
class Puzzle:
    number: int
    day: str
    centerpiece: str
    tiers: tuple[int, int, int]
    tiles: tuple[str, ...]
    #: A stored solution: (tile id, row, col, face_up) and the centerpiece's top-left corner.
    layout: tuple[tuple[str, int, int, bool], ...]
    cp_at: tuple[int, int]


@dataclass(frozen=True)
class Scenario:
    number: int
    difficulty: str
    character: str
    centerpieces: tuple[str, str, str]
    breaking_news: tuple[int, int, int]
    min_ad: int
    min_pts: int
    goal: tuple[str, int, str] | None


@dataclass(frozen=True)
class Achievement:
    number: int
    kind: str
    value: int
    text: str


@dataclass(frozen=True)
class Modification:
    number: int
    key: str
    text: str


@dataclass
class Catalogue:
    """All components, with look-ups by id."""

    tiles: dict[str, Tile]
    sizes: tuple[str, ...]
    sides: dict[str, Side]
    starting: dict[str, Centerpiece]
    plain: dict[str, Centerpiece]
    double: dict[str, Centerpiece]
    breaking_news: dict[str, BreakingNews]
    characters: dict[str, Character]
    puzzles: dict[int, Puzzle]
    scenarios: dict[int, Scenario]
    achievements: dict[int, Achievement]
    modifications: dict[int, Modification]

    def __post_init__(self) -> None:
        # Every centerpiece side by id, first table first (as ``centerpiece`` searches them).
        self._cp_index = {**self.plain, **self.double, **self.starting}

    def side_for(self, day: str) -> Side:
        return self.sides[day]

    def centerpiece(self, cp_id: str) -> Centerpiece:
        found = self._cp_index.get(cp_id)
        if found is not None:
            return found
        for table in (self.starting, self.double, self.plain):
            if cp_id in table:
                return table[cp_id]
        raise KeyError(cp_id)


def _read(name: str) -> dict[str, Any]:
    try:
        text = resources.files("paperboy.games.fit_to_print").joinpath("data", name).read_text("utf-8")
        return tomllib.loads(text)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DataError(f"fit-to-print data/{name}: {exc}") from None


def _check(cond: bool, message: str) -> None:
    if not cond:
        raise DataError(f"fit-to-print data: {message}")


def _load_tiles() -> tuple[dict[str, Tile], tuple[str, ...]]:
    raw = _read("tiles.toml")
    sizes = tuple(raw.get("sizes", ()))
    tiles: dict[str, Tile] = {}
    for i, entry in enumerate(raw.get("tiles", [])):
        tile = make_tile(entry, f"data/tiles.toml tile {i + 1}")
        _check(tile.id not in tiles, f"tiles.toml: duplicate id {tile.id}")
        _check(tile.size in sizes, f"tiles.toml: {tile.id} has size {tile.size} outside {sizes}")
        tiles[tile.id] = tile
    kinds = [t.kind for t in tiles.values()]
    _check(len(tiles) == 120, f"tiles.toml: 120 tiles expected, found {len(tiles)}")
    _check(kinds.count("article") == 57, f"tiles.toml: 57 articles expected, found {kinds.count('article')}")
    _check(kinds.count("photo") == 29, f"tiles.toml: 29 photos expected, found {kinds.count('photo')}")
    _check(kinds.count("ad") == 34, f"tiles.toml: 34 ads expected, found {kinds.count('ad')}")
    _check(len(sizes) == 5, "tiles.toml: exactly 5 sizes expected")
    for size in sizes:
        n = sum(1 for t in tiles.values() if t.size == size)
        _check(n >= 6, f"tiles.toml: size {size} has {n} tiles, at least 6 needed")
    return tiles, sizes


def _load_sides() -> dict[str, Side]:
    raw = _read("paper.toml")
    fs, sun = raw["fri_sat"], raw["sun"]
    lo, hi = fs["fri_cols"]
    full_fs = frozenset((r, c) for r in range(fs["rows"]) for c in range(fs["cols"]))
    fri = frozenset((r, c) for (r, c) in full_fs if lo <= c <= hi)
    full_sun = frozenset((r, c) for r in range(sun["rows"]) for c in range(sun["cols"]))
    sides = {
        "Fri": Side("Fri/Sat", fs["rows"], fs["cols"], fs["fold_row"], tuple(fs["star"]), fri, "Fri"),
        "Sat": Side("Fri/Sat", fs["rows"], fs["cols"], fs["fold_row"], tuple(fs["star"]), full_fs, "Sat"),
        "Sun": Side("Sun", sun["rows"], sun["cols"], sun["fold_row"], tuple(sun["star"]), full_sun, "Sun"),
    }
    _check(sides["Fri"].region < sides["Sat"].region, "paper.toml: the Fri region must lie inside the Sat region")
    _check(len(sides["Sun"].region) > len(sides["Sat"].region), "paper.toml: the Sun side must be larger")
    for day, side in sides.items():
        _check(side.star in side.region, f"paper.toml: the star must lie in the {day} region")
        _check(side.star[0] < side.fold_row, "paper.toml: the star must lie in the top half")
        _check(0 < side.fold_row < side.rows, "paper.toml: the fold must cross the grid")
    return sides


def _load_centerpieces(tiles_sides: dict[str, Side]) -> tuple[dict[str, Centerpiece], ...]:
    raw = _read("centerpieces.toml")
    starting: dict[str, Centerpiece] = {}
    plain: dict[str, Centerpiece] = {}
    double: dict[str, Centerpiece] = {}
    for group, table in (("starting", starting), ("double", double)):
        for entry in raw.get(group, []):
            h, w = parse_size(entry["size"], f"centerpieces.toml {entry.get('id')}")
            rule = dict(entry.get("rule", {}))
            _check("kind" in rule, f"centerpieces.toml: {entry.get('id')} has no rule kind")
            cp = Centerpiece(entry["id"], entry["name"], h, w, entry["text"], rule,
                             layout_takes=int(entry.get("layout_takes", 0)))
            _check(cp.id not in table, f"centerpieces.toml: duplicate {cp.id}")
            table[cp.id] = cp
            if group == "starting":
                plain[cp.id + "p"] = Centerpiece(cp.id + "p", f"{cp.id} plain side", h, w,
                                                 "No scoring (Family mode).", {"kind": "none"}, plain=True)
    _check(sorted(starting) == [f"S{i}" for i in range(1, 7)], "centerpieces.toml: S1-S6 expected")
    expected = sorted(f"{i}{s}" for i in range(1, 13) for s in "AB")
    _check(sorted(double) == expected, "centerpieces.toml: 1A-12B expected")
    names = {"S1": "Prized Collection Appraised", "S3": "Star Photographer Shines",
             "S4": "Tips for Finding Balance", "S5": "Sponsored Photos", "S6": "Setting Boundaries",
             "2A": "Local Exhibition Grows", "3A": "Flying Circus Fun for All",
             "3B": "Travelling Circus Arrives", "4A": "Parking Solutions Sought",
             "4B": "Parking Space Runs Short", "6B": "Disaster Relief Efforts", "7A": "Space at a Premium",
             "8B": "Top ways to Declutter", "9A": "Shelves Stacked for Holidays",
             "10A": "Election Campaign Ramps Up", "12B": "Edge Cases Ruled Out"}
    for cp_id, name in names.items():
        cp = starting.get(cp_id) or double[cp_id]
        _check(cp.name == name, f"centerpieces.toml: {cp_id} must be named {name!r}")
    for cp in [*starting.values(), *double.values()]:
        fits = any(_cp_fits(cp, side) for side in tiles_sides.values())
        _check(fits, f"centerpieces.toml: {cp.id} cannot cover the star on any paper")
    return starting, plain, double


def _cp_fits(cp: Centerpiece, side: Side) -> bool:
    sr, sc = side.star
    for r in range(sr - cp.h + 1, sr + 1):
        for c in range(sc - cp.w + 1, sc + 1):
            if all((r + i, c + j) in side.region for i in range(cp.h) for j in range(cp.w)):
                return True
    return False


def _load_breaking_news() -> dict[str, BreakingNews]:
    raw = _read("breaking_news.toml")
    cards: dict[str, BreakingNews] = {}
    for entry in raw.get("card", []):
        card = BreakingNews(entry["day"], int(entry["number"]), entry["name"], entry["text"], dict(entry["effect"]))
        _check(card.day in DAYS, f"breaking_news.toml: bad day {card.day!r}")
        _check(card.id not in cards, f"breaking_news.toml: duplicate {card.id}")
        cards[card.id] = card
    for day in DAYS:
        numbers = sorted(c.number for c in cards.values() if c.day == day)
        _check(numbers == list(range(1, 13)), f"breaking_news.toml: {day} needs cards 1-12")
    fixed = {"Fri 1": ("Keep it tidy!", "fold_flip"), "Fri 12": ("Build on what we've started!", "single_group"),
             "Sat 2": ("Quality, not quantity!", "tiles_at_most"),
             "Sat 3": ("Quantity, not quality!", "tiles_at_least"),
             "Sun 10": ("Give it prime position!", "cp_not_edge"), "Sun 12": ("Every space counts!", "empty_penalty")}
    for cid, (name, kind) in fixed.items():
        _check(cards[cid].name == name and cards[cid].effect["kind"] == kind,
               f"breaking_news.toml: {cid} must be {name!r} ({kind})")
    return cards


def _load_characters() -> dict[str, Character]:
    raw = _read("characters.toml")
    out: dict[str, Character] = {}
    for entry in raw.get("character", []):
        params = {k: v for k, v in entry.items() if k not in ("name", "power", "text")}
        out[entry["name"]] = Character(entry["name"], entry["power"], entry["text"], params)
    _check(sorted(out) == sorted(["Fox", "Owl", "Bear", "Squirrel", "Rabbit", "Raccoon"]),
           "characters.toml: Fox, Owl, Bear, Squirrel, Rabbit and Raccoon expected")
    return out


def _load_puzzles(tiles: dict[str, Tile], cps: dict[str, Centerpiece]) -> dict[int, Puzzle]:
    raw = _read("puzzles.toml")
    out: dict[int, Puzzle] = {}
    for entry in raw.get("puzzle", []):
        n = int(entry["number"])
        layout = tuple((str(a), int(b), int(c), bool(d)) for a, b, c, d in entry["layout"])
        p = Puzzle(n, entry["day"], entry["centerpiece"], tuple(entry["tiers"]), tuple(entry["tiles"]),
                   layout, tuple(entry["cp_at"]))
        _check(p.day in DAYS and p.centerpiece in cps, f"puzzles.toml: puzzle {n} has a bad day or centerpiece")
        _check(all(t in tiles for t in p.tiles), f"puzzles.toml: puzzle {n} names an unknown tile")
        _check(len(set(p.tiles)) == len(p.tiles), f"puzzles.toml: puzzle {n} lists a tile twice")
        _check(all(t[0] in p.tiles for t in layout), f"puzzles.toml: puzzle {n} layout uses a tile not listed")
        out[n] = p
    _check(sorted(out) == list(range(1, 13)), "puzzles.toml: puzzles 1-12 expected")
    used: set[str] = set()
    for n in range(1, 7):
        _check(not used & set(out[n].tiles), f"puzzles.toml: puzzles 1-6 must use different tiles (puzzle {n})")
        used |= set(out[n].tiles)
    return out


def _load_scenarios(cps: dict[str, Centerpiece], chars: dict[str, Character]) -> dict[int, Scenario]:
    raw = _read("scenarios.toml")
    goals = raw.get("goals", {})
    out: dict[int, Scenario] = {}
    for row in raw["scenarios"]:
        n, diff, char, fcp, fbn, scp, sbn, ucp, ubn, min_ad, min_pts = row
        goal = goals.get(str(n))
        sc = Scenario(n, diff, char, (fcp, scp, ucp), (fbn, sbn, ubn), min_ad, min_pts,
                      tuple(goal) if goal else None)
        _check(char in chars, f"scenarios.toml: scenario {n} has unknown character {char}")
        _check(all(c in cps for c in sc.centerpieces), f"scenarios.toml: scenario {n} has an unknown centerpiece")
        _check(all(1 <= b <= 12 for b in sc.breaking_news), f"scenarios.toml: scenario {n} has a bad card")
        out[n] = sc
    _check(sorted(out) == list(range(1, 19)), "scenarios.toml: scenarios 1-18 expected")
    return out


def _load_achievements() -> tuple[dict[int, Achievement], dict[int, Modification]]:
    raw = _read("achievements.toml")
    ach = {int(n): Achievement(int(n), k, int(v), t) for n, k, v, t in raw["achievements"]}
    mods = {int(n): Modification(int(n), k, t) for n, k, t in raw["modifications"]}
    _check(sorted(ach) == list(range(1, 26)), "achievements.toml: achievements 1-25 expected")
    _check(sorted(mods) == list(range(1, 8)), "achievements.toml: modifications 1-7 expected")
    return ach, mods


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """Load and validate every data file once."""
    tiles, sizes = _load_tiles()
    sides = _load_sides()
    starting, plain, double = _load_centerpieces(sides)
    cps = {**starting, **double}
    chars = _load_characters()
    ach, mods = _load_achievements()
    return Catalogue(tiles, sizes, sides, starting, plain, double, _load_breaking_news(), chars,
                     _load_puzzles(tiles, cps), _load_scenarios(cps, chars), ach, mods)
