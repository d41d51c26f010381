"""Extra! Extra! component data: cards, tiles, board spaces and scenarios.

The data lives in ``data/*.toml`` (read with :mod:`tomllib` through
:mod:`importlib.resources`) and is validated against the rulebook's counts when loaded;
a failed check raises :class:`~paperboy.engine.DataError`.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from paperboy.engine import DataError

COPY = "copy"
PHOTO = "photo"
FEATURES = "features"

#: card kinds
NEWS = "news"
CLASSIFIED = "classified"
HEADLINE_COLUMN = "headline_column"
NEWSWIRE_INTERVIEW = "newswire_interview"
EXTRA = "extra"
STRINGER = "stringer"
COPY_EDITOR = "copy_editor"

CLASSIFIED_TYPES = ("crossword", "cartoon", "radio")
CLASSIFIED_CODES = {"crossword": "XW", "cartoon": "CT", "radio": "RA"}
STORY_SIZES = (2, 3, 4, 6)
SELLABLE_DECKS = (COPY, PHOTO, FEATURES)  # cards of the draw decks may be sold


@dataclass(frozen=True)
class Card:
    """One card: news (copy or photo icon, a speciality), classifieds or a feature."""

    id: str
    deck: str  # copy, photo, features, brown (stringer supply) or editor
    kind: str
    city: str = ""
    spec: str = ""  # news cards and copy editors
    icon: str = ""  # copy or photo, news cards
    ctype: str = ""  # classifieds type
    pair: tuple[str, ...] = ()  # Extra! Extra! specialities

    def label(self) -> str:
        if self.kind == NEWS:
            return f"{self.spec.title()} {self.icon} ({self.city})"
        if self.kind == CLASSIFIED:
            return f"Classifieds: {self.ctype} ({self.city})"
        if self.kind == HEADLINE_COLUMN:
            return f"Headline/Column ({self.city})"
        if self.kind == NEWSWIRE_INTERVIEW:
            return f"Newswire/Interview ({self.city})"
        if self.kind == EXTRA:
            return f"Extra! Extra! {'/'.join(s.title() for s in self.pair)} ({self.city})"
        if self.kind == STRINGER:
            return "Stringer" + (f" ({self.city})" if self.city else " (brown)")
        return f"Copy Editor ({self.spec.title()})"

    @property
    def sellable(self) -> bool:
        """Cards of the three draw decks can be sold; Copy Editors and brown Stringers not."""
        return self.deck in SELLABLE_DECKS


@dataclass(frozen=True)
class StoryTile:
    """A story tile: size, A-side form and copy/photo icon mix."""

    id: str
    size: int
    form: str  # landscape, portrait or square (A side)
    copy: int
    photo: int

    def shape(self, side: str) -> tuple[int, int]:
        """(width, height) with the given side up; the B side is the tile turned."""
        w, h = story_shape(self.size, self.form)
        return (w, h) if side == "A" else (h, w)


_LONG_SIDE = {2: 2, 3: 3, 4: 2, 6: 3}
_SHORT_SIDE = {2: 1, 3: 1, 4: 2, 6: 2}


def story_shape(size: int, form: str) -> tuple[int, int]:
    """A-side (width, height) of a story of ``size`` in ``form``."""
    long_side = _LONG_SIDE[size]
    short_side = _SHORT_SIDE[size]
    if form == "portrait":
        return short_side, long_side
    return long_side, short_side


@dataclass(frozen=True)
class ColumnTile:
    """A 4x1 column tile with three icons to match."""

    id: str
    copy: int
    photo: int


@dataclass(frozen=True)
class Space:
    """One space on the game board."""

    id: str
    board: str
    kind: str
    type: str  # contested, uncontested, instant
    amount: int
    sides: tuple[str, ...]
    corner: bool
    label: str


@dataclass(frozen=True)
class PageSpec:
    """One page of a scenario's newspaper, with its reserved areas."""

    name: str
    width: int
    height: int
    headline: bool
    column: bool
    required: tuple[int, ...]

    def headline_cells(self) -> list[tuple[int, int]]:
        return [(0, c) for c in range(3)] if self.headline else []

    def column_cells(self) -> list[tuple[int, int]]:
        if not self.column:
            return []
        return [(r, self.width - 1) for r in range(self.height - 4, self.height)]

    def regions(self) -> dict[tuple[int, int], str]:
        """Each square's area, as the screen and the printed paper colour it: ``page``, or
        the reserved ``column`` and ``headline`` squares."""
        regions = {(r, c): "page" for r in range(self.height) for c in range(self.width)}
        regions.update(dict.fromkeys(self.column_cells(), "column"))
        regions.update(dict.fromkeys(self.headline_cells(), "headline"))
        return regions


def page_regions(page: Mapping[str, Any]) -> dict[tuple[int, int], str]:
    """:meth:`PageSpec.regions` of a page as a view gives it (``width``, ``height``,
    ``headline``, ``column``)."""
    spec = PageSpec(str(page.get("name", "")), int(page["width"]), int(page["height"]),
                    bool(page.get("headline")), bool(page.get("column")), ())
    return spec.regions()


@dataclass(frozen=True)
class Scenario:
    number: int
    name: str
    family: str  # front, cover, spread
    intro: bool
    papers: tuple[str, ...]
    default_paper: str
    pages: tuple[dict[str, Any], ...]

    def page_specs(self, paper: str, data: Data) -> list[PageSpec]:
        out = []
        for page in self.pages:
            dims = data.papers[paper][page["layout"]]
            out.append(PageSpec(page["name"], dims[0], dims[1], bool(page["headline"]),
                                bool(page["column"]), tuple(page["required"])))
        return out

    @property
    def uses_headlines(self) -> bool:
        return any(p["headline"] for p in self.pages)

    @property
    def uses_columns(self) -> bool:
        return any(p["column"] for p in self.pages)


@dataclass
class Data:
    """Everything loaded from the data files."""

    specs: list[str]
    spec_codes: dict[str, str]
    newspapers: dict[str, str]
    cities: list[str]
    city_names: dict[str, str]
    cards: dict[str, Card]
    deck_cards: dict[str, list[str]]
    brown_stringers: list[str]
    copy_editors: dict[str, str]
    stories: dict[str, StoryTile]
    columns: dict[str, ColumnTile]
    spaces: dict[str, Space]
    space_order: list[str]
    intro_blocked: list[str]
    two_player_blocked: list[str]
    story_slots: dict[int, int]
    start: dict[str, int]
    supply: dict[str, int]
    values: dict[str, Any]
    papers: dict[str, dict[str, Any]]
    scenarios: dict[int, Scenario]
    story_cp: dict[int, int] = field(default_factory=dict)
    extra_cp: dict[int, int] = field(default_factory=dict)


def _read(name: str) -> dict[str, Any]:
    text = resources.files("paperboy.games.extra_extra").joinpath("data", name).read_text("utf-8")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"extra-extra data file {name} is not valid TOML: {exc}") from None


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise DataError(f"extra-extra data: {message}")


@lru_cache(maxsize=1)
def load() -> Data:
    """Load and validate all component data (cached)."""
    comp = _read("components.toml")
    board = _read("board.toml")
    scen = _read("scenarios.toml")

    specs = [s["key"] for s in comp["speciality"]]
    codes = {s["key"]: s["code"] for s in comp["speciality"]}
    papers = {s["key"]: s["newspaper"] for s in comp["speciality"]}
    _need(len(specs) == 6 and len(set(specs)) == 6, "there must be six specialities")
    cities = list(comp["cities"]["order"])
    _need(len(cities) == 6, "there must be six cities")
    city_names = dict(zip(cities, comp["cities"]["names"], strict=True))

    cards: dict[str, Card] = {}
    decks: dict[str, list[str]] = {COPY: [], PHOTO: [], FEATURES: []}

    def add(card: Card, deck: str | None = None) -> None:
        _need(card.id not in cards, f"duplicate card id {card.id}")
        cards[card.id] = card
        if deck:
            decks[deck].append(card.id)

    for deck, prefix in ((PHOTO, "PH"), (COPY, "CP")):
        for city in cities:
            for spec in specs:
                add(Card(f"{prefix}-{city}-{codes[spec]}", deck, NEWS, city, spec, deck), deck)
    for ctype, city, deck in comp["decks"]["classifieds_cards"]:
        _need(ctype in CLASSIFIED_TYPES and city in cities and deck in (COPY, PHOTO),
              f"bad classifieds card {ctype} {city} {deck}")
        prefix = "PH" if deck == PHOTO else "CP"
        add(Card(f"{prefix}-{city}-{CLASSIFIED_CODES[ctype]}", deck, CLASSIFIED, city, ctype=ctype), deck)
    feat = comp["features"]
    for city in cities:
        for n in range(1, feat["headline_column_per_city"] + 1):
            add(Card(f"FT-{city}-HC{n}", FEATURES, HEADLINE_COLUMN, city), FEATURES)
        for n in range(1, feat["newswire_interview_per_city"] + 1):
            add(Card(f"FT-{city}-NI{n}", FEATURES, NEWSWIRE_INTERVIEW, city), FEATURES)
        for n in range(1, feat["stringer_per_city"] + 1):
            add(Card(f"FT-{city}-ST" if n == 1 else f"FT-{city}-ST{n}", FEATURES, STRINGER, city), FEATURES)
    for city, a, b in feat["extra_pairs"]:
        _need(a in specs and b in specs and city in cities, f"bad Extra! Extra! pair {city}")
        for n in range(1, feat["extra_per_city"] + 1):
            add(Card(f"FT-{city}-XX{n}", FEATURES, EXTRA, city, pair=(a, b)), FEATURES)
    for deck in (COPY, PHOTO, FEATURES):
        _need(len(decks[deck]) == comp["decks"]["deck_size"], f"the {deck} deck must hold 42 cards")
    for deck in (COPY, PHOTO):
        _need(sum(1 for c in decks[deck] if cards[c].kind == CLASSIFIED) == 6,
              f"the {deck} deck must hold 6 classifieds cards")
    for ctype in CLASSIFIED_TYPES:
        _need(sum(1 for c in cards.values() if c.ctype == ctype) == 4, f"4 {ctype} cards needed")
    for city in cities:
        _need(sum(1 for c in cards.values() if c.kind == CLASSIFIED and c.city == city) == 2,
              f"{city} must have two classifieds cards")
    for spec in specs:
        _need(sum(1 for c in cards.values() if c.kind == EXTRA and spec in c.pair) == 4,
              f"{spec} must be on 4 Extra! Extra! cards")
    sup = comp["supply"]
    brown = [f"BS-{n:02d}" for n in range(1, sup["brown_stringers"] + 1)]
    for sid in brown:
        add(Card(sid, "brown", STRINGER))
    editors = {}
    for spec in specs:
        cid = f"CE-{codes[spec]}"
        add(Card(cid, "editor", COPY_EDITOR, spec=spec))
        editors[spec] = cid

    stories = {}
    for sid, size, form, cp, ph in comp["tiles"]["stories"]:
        _need(size in STORY_SIZES, f"story {sid} has a bad size")
        _need(cp + ph == size, f"story {sid}: icons must equal its size")
        _need(form in ("landscape", "portrait", "square"), f"story {sid} has a bad form")
        _need((form == "square") == (size == 4), f"story {sid}: only 4-size stories are square")
        _need(sid not in stories, f"duplicate story {sid}")
        stories[sid] = StoryTile(sid, size, form, cp, ph)
    counts = {s: sum(1 for t in stories.values() if t.size == s) for s in STORY_SIZES}
    _need(counts == {2: 12, 3: 16, 4: 12, 6: 8}, f"story counts wrong: {counts}")
    for size in (2, 3):
        forms = [t.form for t in stories.values() if t.size == size]
        _need(forms.count("landscape") >= 3 and forms.count("portrait") >= 3,
              f"{size}-size stories need landscape and portrait tiles")
    columns = {}
    for cid, cp, ph in comp["tiles"]["columns"]:
        _need(cp + ph == 3, f"column {cid} must show 3 icons")
        columns[cid] = ColumnTile(cid, cp, ph)
    _need(len(columns) == 6, "there must be 6 columns")

    spaces = {}
    order = []
    for raw in board["spaces"]:
        sp = Space(raw["id"], raw["board"], raw["kind"], raw["type"], int(raw["amount"]),
                   tuple(raw["sides"]), bool(raw["corner"]), raw["label"])
        _need(sp.type in ("contested", "uncontested", "instant"), f"space {sp.id} has a bad type")
        _need(sp.id not in spaces, f"duplicate space {sp.id}")
        spaces[sp.id] = sp
        order.append(sp.id)
    for sid in board["intro_blocked"] + board["two_player_blocked"]:
        _need(sid in spaces, f"unknown blocked space {sid}")
    _need({s.id for s in spaces.values() if s.type == "uncontested"} == {"TYPE", "ADS", "SALES"},
          "Typesetting, Advertising and Sales are the uncontested spaces")
    _need({s.id for s in spaces.values() if s.type == "instant"} == {"HIRE", "OFFHIRE"},
          "Hire and Offhire are the instant spaces")

    values = comp["values"]
    story_cp = {int(k): int(v) for k, v in values["story_cp"].items()}
    extra_cp = {int(k): int(v) for k, v in values["extra_cp"].items()}
    _need(story_cp == {2: 3, 3: 6, 4: 10, 6: 15}, "story CP values")
    _need(extra_cp == {2: 3, 3: 4, 4: 5, 6: 6}, "Extra! Extra! CP values")
    _need(values["gone_to_press_front"] == [6, 3, 1], "front-page Gone to Press values")
    _need(values["gone_to_press_spread"] == [15, 10, 6, 3, 1], "Gone to Press values")

    paper_data = {k: dict(v) for k, v in scen["papers"].items()}
    scenarios = {}
    for raw in scen["scenario"]:
        sc = Scenario(int(raw["number"]), raw["name"], raw["family"], bool(raw["intro"]),
                      tuple(raw["papers"]), raw["default_paper"], tuple(raw["pages"]))
        _need(sc.family in ("front", "cover", "spread"), f"scenario {sc.number} family")
        _need(sc.default_paper in sc.papers, f"scenario {sc.number} default paper")
        scenarios[sc.number] = sc
    _need(sorted(scenarios) == list(range(1, 10)), "there must be scenarios 1 to 9")
    data = Data(specs, codes, papers, cities, city_names, cards, decks, brown, editors, stories,
                columns, spaces, order, list(board["intro_blocked"]),
                list(board["two_player_blocked"]),
                {int(k): int(v) for k, v in board["desk"]["story_slots"].items()},
                dict(board["start"]), dict(sup), dict(values), paper_data, scenarios,
                story_cp, extra_cp)
    # every scenario/paper combination must give pages whose reserved areas fit
    for sc in scenarios.values():
        for paper in sc.papers:
            _need(paper in paper_data, f"scenario {sc.number}: unknown paper {paper}")
            for page in sc.pages:
                _need(page["layout"] in paper_data[paper],
                      f"scenario {sc.number}: {paper} has no {page['layout']} size")
            for spec in sc.page_specs(paper, data):
                hl = set(spec.headline_cells())
                col = set(spec.column_cells())
                _need(spec.width >= 3 and spec.height >= 4, f"scenario {sc.number}: page too small")
                _need(not hl & col, f"scenario {sc.number} on {paper}: headline and column overlap")
    return data
