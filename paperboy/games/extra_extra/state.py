"""Extra! Extra! game state: the typed records and the flow of a turn.

The whole state is one JSON-safe dict (``self.s``, typed by ``GameRecord``) so
``to_dict`` is a plain copy and a saved game round-trips exactly. The rules live in one
module per rulebook section, as functions of the state:

- ``phases``: Sequence of Play, phases 1-5 and 8 (refreshes, income, Stringers, selling
  in round 1, the hand limit, the end of the game);
- ``spaces``: phase 6, placing reporters on the board's spaces;
- ``activation``: phase 7, reporters activating in board order, one decision at a time;
  ``sources``, ``editors_desk`` and ``operations``: what each space does;
- ``layout``: Placing Tiles (and Gone to Press); ``payments``: paying for tiles;
- ``scoring``: Game End; ``view``: what a seat may see.

Rule checks (``check``) never mutate; ``apply`` trusts its caller.
"""

from __future__ import annotations

import copy
import marshal
from collections.abc import Iterable
from typing import Any, NotRequired, TypedDict, cast

from paperboy.engine import Action, Event, IllegalActionError, Result, Rng, State

from . import activation, editors_desk, layout, operations, phases, scoring, spaces, typesetting
from . import components as C
from .actions import PASS, Discard, Place, event
from .spaces import NEUTRAL
from .view import ExtraView, seat_view


class TileRecord(TypedDict):
    """A tile a player owns: on a page (``page`` 1..n, top-left ``row``/``col``, ``w`` x ``h``
    squares) or on the copy desk (``page`` 0)."""

    id: str
    kind: str  # story, classified, ad, headline or column
    size: int
    side: str  # A or B (turned)
    page: int
    row: int
    col: int
    w: int
    h: int
    spec: str  # a story's speciality, a classified's type, a headline's newspaper
    tokens: list[str]  # bonus tokens on a story: interview, extra, speciality


class PlayerRecord(TypedDict):
    """One newspaper. The key names are those of saved games and cannot change."""

    spec: str  # speciality (Business, Politics, ...)
    money: int
    employed: int  # reporters on the payroll
    avail: int  # reporters not yet placed this round
    hand: list[str]  # card ids
    cut: dict[str, int]  # cuttings held: copy, photo
    tiles: list[TileRecord]
    ads: list[int]  # sizes of the ads taken (one of each size per game)
    gtp: list[int]  # values of the Gone to Press cards won
    pressed: list[bool]  # per page: gone to press (locked)
    editor_spent: bool  # the Copy Editor card has been used (or discarded)
    recruits: int


class PendingRecord(TypedDict):
    """The decision a reporter's activation waits for."""

    space: str
    seat: int
    kind: str  # the space's kind: morgue, newswire, typesetting, titles, story, ...
    left: int  # how much the space still gives (cards, cuttings, classifieds)
    late: bool  # reached through Late-Breaking News
    moved: dict[str, int]  # Typesetting: moves made per tile


class GameRecord(TypedDict):
    """The whole game. The key names and their order are those of saved games."""

    scenario: int
    paper: str
    intro: bool
    round: int
    phase: str  # setup, sell, stringers, place, activate, discard, end, over
    start: int  # the start player's seat
    waiting: list[int]  # seats still to act in the sell, stringers and discard phases
    turn: int  # whose turn it is to place a reporter
    queue: list[list[Any]]  # [space, seat] reporters still to activate this round
    pending: PendingRecord | None
    deadline: int
    dallas: bool
    over: bool
    ended_by: str
    decks: dict[str, list[str]]  # copy, photo, features; drawn from the end
    discards: dict[str, list[str]]
    newsdesk: dict[str, list[str]]  # cards dealt to each city this round
    newswire: list[str | None]
    cuttings: dict[str, int]  # the supply
    morgue: dict[str, int]
    stacks: dict[str, list[str]]  # story tiles by size; the first is face up
    desk: dict[str, list[str | None]]  # the Editor's Desk story slots by size
    fresh: list[str]  # Dallas Stack: tiles revealed this round, claimable next round
    column_stack: list[str]
    column_slot: str | None
    classified_supply: dict[str, int]
    classified_slots: dict[str, bool]
    ads: dict[str, int]  # ads left by size
    extra_tokens: dict[str, int]  # Extra! Extra! tokens left by speciality
    interview_tokens: int
    speciality_tokens: int
    gtp: list[int]  # Gone to Press cards left, best first
    brown: list[str]  # the brown Stringer supply
    players: list[PlayerRecord]
    board: dict[str, list[list[int]]]  # space -> [[seat, fee], ...]
    rng: NotRequired[int]


def copy_data(data: GameRecord) -> GameRecord:
    """A deep copy of the state's plain data (dicts, lists, text, numbers, booleans, None).

    ``marshal`` writes and reads these natively in C: four times faster than
    ``copy.deepcopy`` here, which matters to search bots that copy states hundreds of
    times per decision. The bytes never leave the process, so its format does not matter.
    """
    return cast(GameRecord, marshal.loads(marshal.dumps(cast(dict[str, Any], data))))


class ExtraState(State):
    """One game of Extra! Extra!."""

    s: GameRecord
    scenario: C.Scenario
    pages: list[C.PageSpec]
    #: Typesetting's move tables per (tile, kind) (see ``typesetting.tile_moves``); shared by
    #: copies of the same game
    typesetting_tables: dict[tuple[str, str], Any]

    def __init__(self, game: Any, players: list[str], options: dict[str, Any], seed: int,
                 s: dict[str, Any] | None = None) -> None:
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.data = C.load()
        if s is not None:
            self.s = cast(GameRecord, s)
            self.rng = Rng.from_int(s["rng"])
            self._cache_pages()
            return
        self.rng = Rng(seed)
        self._setup()

    def with_state(self, s: GameRecord, rng: Rng) -> ExtraState:
        """A state of this same game (players, options, data) holding ``s`` and ``rng``; the
        pages are shared, not worked out again (a fast copy for search bots)."""
        other = ExtraState.__new__(ExtraState)
        other.game, other.seed = self.game, self.seed
        other.players, other.options = list(self.players), dict(self.options)
        other.data, other.scenario, other.pages = self.data, self.scenario, self.pages
        other.typesetting_tables = self.typesetting_tables
        other.s = s
        other.rng = rng
        return other

    def clone(self) -> ExtraState:
        """An independent copy (the state's data copied whole, nothing checked again)."""
        return self.with_state(copy_data(self.s), Rng.from_int(self.rng.to_int()))

    # ------------------------------------------------------------------ Game Setup
    def _cache_pages(self) -> None:
        sc = self.data.scenarios[self.s["scenario"]]
        self.scenario = sc
        self.pages = sc.page_specs(self.s["paper"], self.data)
        self.typesetting_tables = typesetting.typesetting_tables(self.pages)

    def _setup(self) -> None:
        """Game Setup: decks, the story stacks, tokens, newspapers and starting hands; then
        the Editor's Desk is filled and round 1 begins."""
        d = self.data
        n = len(self.players)
        number = int(self.options["scenario"])
        sc = d.scenarios[number]
        paper = self.options["paper"]
        if paper == "auto":
            paper = sc.default_paper
        intro = sc.intro
        s: dict[str, Any] = {
            "scenario": number, "paper": paper, "intro": intro, "round": 0, "phase": "setup",
            "start": 0, "waiting": [], "turn": 0, "queue": [], "pending": None,
            "deadline": int(self.options["deadline"]), "dallas": bool(self.options["dallas"]),
            "over": False, "ended_by": "",
        }
        self.s = cast(GameRecord, s)
        self._cache_pages()
        decks = {C.COPY: list(d.deck_cards[C.COPY]), C.PHOTO: list(d.deck_cards[C.PHOTO]),
                 C.FEATURES: [] if intro else list(d.deck_cards[C.FEATURES])}
        for deck in decks.values():
            self.rng.shuffle(deck)
        s["decks"] = decks
        s["discards"] = {C.COPY: [], C.PHOTO: [], C.FEATURES: []}
        s["newsdesk"] = {city: [] for city in d.cities}
        s["newswire"] = [None] * d.start["newswire_slots"]
        s["cuttings"] = {C.COPY: d.supply["cuttings_copy"], C.PHOTO: d.supply["cuttings_photo"]}
        s["morgue"] = {C.COPY: 0, C.PHOTO: 0}
        # story stacks and the Editor's Desk
        stacks: dict[str, list[str]] = {}
        for size in C.STORY_SIZES:
            ids = [t.id for t in d.stories.values() if t.size == size]
            self.rng.shuffle(ids)
            stacks[str(size)] = ids
        s["stacks"] = stacks
        s["desk"] = {str(size): [None] * d.story_slots[size] for size in C.STORY_SIZES}
        s["fresh"] = []  # Dallas Stack: tiles revealed this round, not yet claimable
        cols = [] if intro or not sc.uses_columns else list(d.columns)
        self.rng.shuffle(cols)
        s["column_stack"] = cols
        s["column_slot"] = None
        s["classified_supply"] = {t: d.supply["classifieds_tiles_per_type"] for t in C.CLASSIFIED_TYPES}
        s["classified_slots"] = {t: False for t in C.CLASSIFIED_TYPES}
        s["ads"] = {str(k): d.supply["ads_per_size"] for k in (1, 2, 3)}
        per = 2 if n >= 5 else 1
        s["extra_tokens"] = {sp: (0 if intro else per) for sp in d.specs}
        s["interview_tokens"] = 0 if intro else d.supply["interview_tokens"]
        s["speciality_tokens"] = 0 if intro else d.supply["speciality_tokens"]
        if intro:
            s["gtp"] = []
        elif sc.family == "front":
            s["gtp"] = list(d.values["gone_to_press_front"])
        else:
            s["gtp"] = list(d.values["gone_to_press_spread"])
        s["brown"] = [] if intro else list(d.brown_stringers)
        specs = list(d.specs)
        if self.options["newspapers"] == "random":
            specs = self.rng.sample(specs, n)
        players: list[PlayerRecord] = []
        for i in range(n):
            spec = specs[i]
            hand: list[str] = []
            for deck_name in (C.COPY, C.PHOTO):
                for _ in range(d.start[f"{deck_name}_cards"]):
                    card = self.draw(deck_name, [])
                    if card:
                        hand.append(card)
            if not intro:
                hand.append(s["brown"].pop(0))
                hand.append(d.copy_editors[spec])
            players.append({
                "spec": spec, "money": d.start["money"], "employed": d.start["reporters"],
                "avail": d.start["reporters"], "hand": hand, "cut": {C.COPY: 0, C.PHOTO: 0},
                "tiles": [], "ads": [], "gtp": [], "pressed": [False] * len(self.pages),
                "editor_spent": False, "recruits": 0,
            })
        s["players"] = players
        board: dict[str, list[list[int]]] = {}
        if n == 2:
            for sid in d.two_player_blocked:
                board[sid] = [[NEUTRAL, 0]]
        s["board"] = board
        events: list[Event] = []
        editors_desk.fill_desk(self, events, setup=True)
        phases.start_round(self, events)

    # ------------------------------------------------------------------ helpers
    @property
    def n(self) -> int:
        return len(self.players)

    def card(self, cid: str) -> C.Card:
        return self.data.cards[cid]

    def player(self, seat: int) -> PlayerRecord:
        return self.s["players"][seat]

    def name(self, seat: int) -> str:
        return self.players[seat] if seat >= 0 else "neutral"

    def order_from(self, first: int) -> list[int]:
        return [(first + i) % self.n for i in range(self.n)]

    def own_spec(self, seat: int) -> str:
        return self.player(seat)["spec"]

    def has_card(self, seat: int, cid: str) -> bool:
        return cid in self.player(seat)["hand"]

    def draw(self, deck: str, events: list[Event]) -> str | None:
        """The top card of a deck; an empty deck is made again from its shuffled discards
        (Discard Piles). None when both are empty."""
        s = self.s
        if not s["decks"][deck]:
            if not s["discards"][deck]:
                return None
            s["decks"][deck] = s["discards"][deck]
            s["discards"][deck] = []
            self.rng.shuffle(s["decks"][deck])
            events.append(event("reshuffle", f"The {deck} discard pile is shuffled into a new deck",
                                {"deck": deck}, reveal=True))
        return s["decks"][deck].pop()

    def discard_card(self, cid: str) -> None:
        """A spent card goes to its discard pile; a brown Stringer back to its supply; a
        spent Copy Editor leaves the game."""
        card = self.card(cid)
        if card.deck in (C.COPY, C.PHOTO, C.FEATURES):
            self.s["discards"][card.deck].append(cid)
        elif card.deck == "brown":
            self.s["brown"].append(cid)

    def take_from_hand(self, seat: int, cards: Iterable[str]) -> None:
        """Spend (or discard) cards from a hand."""
        hand = self.player(seat)["hand"]
        for cid in cards:
            hand.remove(cid)
            if self.card(cid).kind == C.COPY_EDITOR:
                self.player(seat)["editor_spent"] = True
            self.discard_card(cid)

    # the rule queries other code asks of a state (they live in their sections)
    def place_error(self, seat: int, sid: str, fee: int) -> tuple[str, str] | None:
        """Why a reporter may not go on ``sid`` with ``fee`` (reason, rule), or None (Phase 6)."""
        return spaces.place_error(self, seat, sid, fee)

    def free_spots(self, seat: int, w: int, h: int, exclude: str | None = None) -> list[tuple[int, int, int]]:
        """(page, row, col) where a ``w`` x ``h`` tile fits on empty squares (Placing Tiles)."""
        return layout.free_spots(self, seat, w, h, exclude)

    def fits(self, seat: int, w: int, h: int, page: int, row: int, col: int) -> bool:
        """Whether a ``w`` x ``h`` tile fits on empty squares there (Placing Tiles)."""
        return layout.fits(self, seat, w, h, page, row, col)

    # ------------------------------------------------------------------ the turn
    def to_act(self) -> list[int]:
        s = self.s
        if s["over"]:
            return []
        phase = s["phase"]
        if phase == "place":
            return [s["turn"]]
        if phase in ("sell", "stringers", "discard"):
            return s["waiting"][:1]
        pending = s["pending"]
        if phase == "activate" and pending:
            return [pending["seat"]]
        return []

    def is_over(self) -> bool:
        return bool(self.s["over"])

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.s["phase"]
        if phase == "place":
            return spaces.place_actions(self, seat)
        if phase == "activate":
            return activation.pending_actions(self, seat)
        if phase == "sell":
            return operations.sell_actions(self, seat, phases.FIRST_SALE_LIMIT)
        if phase == "stringers":
            return phases.stringer_actions(self, seat) + [PASS]
        if phase == "discard":
            return phases.discard_actions(self, seat)
        return []

    def check(self, seat: int, action: Action) -> None:
        phase = self.s["phase"]
        if isinstance(action, Place):
            if phase != "place":
                raise IllegalActionError("Reporters are placed only in phase 6", "Sequence of Play")
            err = spaces.place_error(self, seat, action.space, action.fee)
            if err:
                raise IllegalActionError(*err)
        elif phase == "sell":
            phases.check_first_sale(self, seat, action)
        elif phase == "stringers":
            phases.check_stringer(self, seat, action)
        elif phase == "discard":
            phases.check_discard(self, seat, action)
        elif phase == "place":
            raise IllegalActionError("Place a reporter (you cannot pass while you have reporters left)",
                                     "Phase 6: Place Reporters")
        elif phase == "activate" and self.s["pending"]:
            activation.check_pending(self, seat, action)
        else:
            raise IllegalActionError("Nothing is waiting for a decision", "Sequence of Play")

    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        phase = self.s["phase"]
        if isinstance(action, Place):
            spaces.place_reporter(self, seat, action, events)
        elif phase == "sell":
            phases.first_round_sale(self, seat, action, events)
        elif phase == "stringers":
            phases.play_stringer(self, seat, action, events)
        elif phase == "discard":
            assert isinstance(action, Discard)
            phases.discard_to_limit(self, seat, action, events)
        elif phase == "activate":
            activation.apply_pending(self, seat, action, events)
        self.s["rng"] = self.rng.to_int()
        return events

    # ------------------------------------------------------------------ scores, views, saves
    def score(self, seat: int) -> dict[str, int]:
        """The seat's Circulation Points so far, by category (Game End)."""
        return scoring.score_player(self.player(seat), self.data, self.s["intro"])

    def result(self) -> Result:
        return scoring.final_result(self)

    def to_dict(self) -> dict[str, Any]:
        state = copy.deepcopy(self.s)  # a copy: writing a state out never changes it
        state["rng"] = self.rng.to_int()
        return {"game": "extra-extra", "players": list(self.players), "options": dict(self.options),
                "seed": self.seed, "state": state}

    def secrets(self, seat: int) -> list[Any]:
        out: list[Any] = []
        for other in range(self.n):
            if other != seat:
                out.extend(c for c in self.player(other)["hand"] if self.card(c).deck in (C.COPY, C.PHOTO, C.FEATURES))
        for deck in self.s["decks"].values():
            out.extend(deck)
        return out

    def view(self, seat: int) -> ExtraView:  # type: ignore[override]
        return seat_view(self, seat)

    def status_line(self) -> str:
        s = self.s
        if s["over"]:
            return f"Round {s['round']}: game over"
        labels = {"sell": "Phase 3 Sell cards", "stringers": "Phase 5 Stringers", "place": "Phase 6 Place reporters",
                  "activate": "Phase 7 Activate reporters", "discard": "Phase 8 Hand limit"}
        who = ", ".join(self.name(x) for x in self.to_act())
        extra = ""
        pending = s["pending"]
        if s["phase"] == "activate" and pending:
            extra = f" ({self.data.spaces[pending['space']].label})"
        return f"Round {s['round']} - {labels.get(s['phase'], s['phase'])}{extra} - {who} to act"
