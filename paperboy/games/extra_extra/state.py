"""Extra! Extra! game state: setup, the eight phases of a round, every space and scoring.

The whole state is one JSON-safe dict (``self.s``) so ``to_dict`` is a plain copy and a
saved game round-trips exactly. Rule checks (``check``) never mutate; ``apply`` trusts
its caller. Decisions during reporter activation are asked one at a time through a
``pending`` record; spaces where the owner has nothing useful to do resolve silently.
"""

from __future__ import annotations

import copy
import marshal
from collections.abc import Iterable
from typing import Any

from paperboy.engine import Action, Event, IllegalActionError, Result, Rng, State

from . import components as C
from . import layout, payments, scoring, spaces
from .actions import (
    ClaimClassified,
    ClaimColumn,
    ClaimHeadline,
    ClaimStory,
    Discard,
    Interview,
    LateBreaking,
    MoveTile,
    Pass,
    Place,
    PlayStringer,
    Sell,
    TakeAd,
    TakeCuttings,
    TakeNewswire,
)
from .spaces import NEUTRAL
from .view import ExtraView, seat_view

#: the action each pending decision accepts (besides ``pass``)
EXPECTED_ACTIONS: dict[str, type | tuple[type, ...]] = {
    "morgue": TakeCuttings, "newswire": TakeNewswire, "typesetting": MoveTile,
    "titles": (ClaimHeadline, ClaimColumn), "story": ClaimStory, "interview": Interview,
    "late": LateBreaking, "classifieds": ClaimClassified, "advertising": TakeAd, "sales": Sell,
}
MAX_MOVES_PER_TILE = 2  # Typesetting: a tile may be moved twice per activation


def copy_data(data: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of the state's plain data (dicts, lists, text, numbers, booleans, None).

    ``marshal`` writes and reads these natively in C: four times faster than
    ``copy.deepcopy`` here, which matters to search bots that copy states hundreds of
    times per decision. The bytes never leave the process, so its format does not matter.
    """
    copied: dict[str, Any] = marshal.loads(marshal.dumps(data))
    return copied


class ExtraState(State):
    """One game of Extra! Extra!."""

    def __init__(self, game: Any, players: list[str], options: dict[str, Any], seed: int,
                 s: dict[str, Any] | None = None) -> None:
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.data = C.load()
        if s is not None:
            self.s = s
            self.rng = Rng.from_int(s["rng"])
            self._cache_pages()
            return
        self.rng = Rng(seed)
        self._setup()

    def with_state(self, s: dict[str, Any], rng: Rng) -> ExtraState:
        """A state of this same game (players, options, data) holding ``s`` and ``rng``; the
        pages are shared, not worked out again (a fast copy for search bots)."""
        other = ExtraState.__new__(ExtraState)
        other.game, other.seed = self.game, self.seed
        other.players, other.options = list(self.players), dict(self.options)
        other.data, other.scenario, other.pages = self.data, self.scenario, self.pages
        other.s = s
        other.rng = rng
        return other

    def clone(self) -> ExtraState:
        """An independent copy (the state's data copied whole, nothing checked again)."""
        return self.with_state(copy_data(self.s), Rng.from_int(self.rng.to_int()))

    # ------------------------------------------------------------------ setup
    def _cache_pages(self) -> None:
        sc = self.data.scenarios[self.s["scenario"]]
        self.scenario = sc
        self.pages = sc.page_specs(self.s["paper"], self.data)

    def _setup(self) -> None:
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
        self.s = s
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
        players = []
        for i in range(n):
            spec = specs[i]
            hand: list[str] = []
            for deck_name in (C.COPY, C.PHOTO):
                for _ in range(d.start[f"{deck_name}_cards"]):
                    card = self._draw(deck_name, [])
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
        self._fill_desk(events, setup=True)
        self._start_round(events)

    # ------------------------------------------------------------------ helpers
    @property
    def n(self) -> int:
        return len(self.players)

    def card(self, cid: str) -> C.Card:
        return self.data.cards[cid]

    def player(self, seat: int) -> dict[str, Any]:
        return self.s["players"][seat]

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

    def order_from(self, first: int) -> list[int]:
        return [(first + i) % self.n for i in range(self.n)]

    def _draw(self, deck: str, events: list[Event]) -> str | None:
        s = self.s
        if not s["decks"][deck]:
            if not s["discards"][deck]:
                return None
            s["decks"][deck] = s["discards"][deck]
            s["discards"][deck] = []
            self.rng.shuffle(s["decks"][deck])
            events.append(Event("reshuffle", f"The {deck} discard pile is shuffled into a new deck",
                                {"deck": deck}, reveal=True))
        return s["decks"][deck].pop()

    def _discard(self, cid: str) -> None:
        card = self.card(cid)
        if card.deck in (C.COPY, C.PHOTO, C.FEATURES):
            self.s["discards"][card.deck].append(cid)
        elif card.deck == "brown":
            self.s["brown"].append(cid)
        # a spent Copy Editor leaves the game

    def _take_from_hand(self, seat: int, cards: Iterable[str]) -> None:
        hand = self.player(seat)["hand"]
        for cid in cards:
            hand.remove(cid)
            if self.card(cid).kind == C.COPY_EDITOR:
                self.player(seat)["editor_spent"] = True
            self._discard(cid)

    def name(self, seat: int) -> str:
        return self.players[seat] if seat >= 0 else "neutral"

    # ------------------------------------------------------------------ round flow
    def _start_round(self, events: list[Event]) -> None:
        s = self.s
        s["round"] += 1
        d = self.data
        # Phase 1: refresh the Newsdesk and the Morgue
        decks = [C.COPY, C.PHOTO] + ([] if s["intro"] else [C.FEATURES])
        drawn = []
        for deck in decks:
            for _ in range(self.n):
                cid = self._draw(deck, events)
                if cid is None:
                    break
                s["newsdesk"][self.card(cid).city].append(cid)
                drawn.append(cid)
        events.append(Event("newsdesk", f"Round {s['round']}: {len(drawn)} cards dealt to the Newsdesk",
                            {"cards": drawn}, reveal=True))
        for kind, want in ((C.COPY, d.start["morgue_copy"]), (C.PHOTO, d.start["morgue_photo"])):
            add = min(want - s["morgue"][kind], s["cuttings"][kind])
            if add > 0:
                s["morgue"][kind] += add
                s["cuttings"][kind] -= add
        # Phase 2: refresh the Newswire
        if not s["intro"]:
            wire = s["newswire"]
            for cid in wire[3:]:
                if cid:
                    self._discard(cid)
            new = [None, None, None] + wire[:3]
            for i, deck in enumerate((C.COPY, C.PHOTO, C.FEATURES)):
                new[i] = self._draw(deck, events)
            s["newswire"] = new
            events.append(Event("newswire", "The Newswire is refreshed", {"slots": list(new)}, reveal=True))
        # Phase 3: first round only, selling cards
        if s["round"] == 1:
            s["phase"] = "sell"
            s["waiting"] = self.order_from(s["start"])
            return
        self._income(events)

    def _income(self, events: list[Event]) -> None:
        """Phase 4: $400 income, then $100 salary per reporter; unpaid reporters leave."""
        d = self.data
        for seat in self.order_from(self.s["start"]):
            p = self.player(seat)
            p["money"] += d.start["income"]
            payable = min(p["employed"], p["money"] // d.start["salary"])
            p["money"] -= payable * d.start["salary"]
            lost = p["employed"] - payable
            p["employed"] = payable
            p["avail"] = payable
            text = f"{self.name(seat)} collects ${d.start['income']} and pays ${payable * d.start['salary']} in salaries"
            if lost:
                text += f"; {lost} unpaid reporter(s) return to the supply"
            events.append(Event("income", text, {"seat": seat, "lost": lost}))
        self._stringer_phase(events)

    def _stringer_phase(self, events: list[Event]) -> None:
        s = self.s
        if s["intro"]:
            self._placement_phase(events)
            return
        s["phase"] = "stringers"
        s["waiting"] = [seat for seat in self.order_from(s["start"]) if self._stringer_options(seat)]
        if not s["waiting"]:
            self._placement_phase(events)

    def _stringer_options(self, seat: int) -> bool:
        hand = self.player(seat)["hand"]
        if not any(self.card(c).kind == C.STRINGER for c in hand):
            return False
        return any(self.s["newsdesk"].values())

    def _placement_phase(self, events: list[Event]) -> None:
        s = self.s
        s["phase"] = "place"
        s["waiting"] = []
        first = next((seat for seat in self.order_from(s["start"]) if self.player(seat)["avail"] > 0), None)
        if first is None:
            self._activation_phase(events)
            return
        s["turn"] = first

    def _next_placer(self, events: list[Event]) -> None:
        s = self.s
        for step in range(1, self.n + 1):
            seat = (s["turn"] + step) % self.n
            if self.player(seat)["avail"] > 0:
                s["turn"] = seat
                return
        self._activation_phase(events)

    def _activation_phase(self, events: list[Event]) -> None:
        s = self.s
        s["phase"] = "activate"
        queue = []
        rank = {seat: i for i, seat in enumerate(self.order_from(s["start"]))}
        for sid in self.data.space_order:
            sp = self.data.spaces[sid]
            if sp.type == "instant":
                continue
            entries = [e for e in s["board"].get(sid, []) if e[0] != NEUTRAL]
            entries = sorted(entries, key=lambda e: rank[e[0]])
            for seat, _fee in entries:
                queue.append([sid, seat])
        s["queue"] = queue
        events.append(Event("phase", "Reporters activate", {}))
        self._advance(events)

    def _advance(self, events: list[Event]) -> None:
        """Resolve queued activations until one needs a decision or the round ends."""
        s = self.s
        while s["pending"] is None:
            if not s["queue"]:
                self._end_round(events)
                return
            sid, seat = s["queue"].pop(0)
            self._activate(sid, seat, events, late=False)

    def _activate(self, sid: str, seat: int, events: list[Event], late: bool) -> None:
        s = self.s
        sp = self.data.spaces[sid]
        p = self.player(seat)
        who = self.name(seat)
        kind = sp.kind
        if kind == "city":
            cards = s["newsdesk"][sid]
            s["newsdesk"][sid] = []
            p["hand"].extend(cards)
            events.append(Event("city", f"{who} collects {len(cards)} card(s) in {sp.label}",
                                {"seat": seat, "cards": cards}))
            return
        if kind == "recruitment":
            if p["employed"] < self.data.start["max_reporters"]:
                p["employed"] += 1
                events.append(Event("recruit", f"{who} recruits a reporter (now {p['employed']})", {"seat": seat}))
            return
        pending = {"space": sid, "seat": seat, "kind": kind, "left": sp.amount, "late": late, "moved": {}}
        if kind == "morgue":
            splits = payments.morgue_splits(self, sp.amount)
            if not splits or splits == [(0, 0)]:
                return
            if len(splits) == 1:
                self._take_cuttings(seat, splits[0][0], splits[0][1], events)
                return
        if kind == "sales":
            pending["left"] = 3
        s["pending"] = pending
        if not self._has_choice(seat):
            s["pending"] = None
            events.append(Event("skip", f"{who} has no use for {sp.label}", {"seat": seat, "space": sid}))

    def _finish_pending(self, events: list[Event]) -> None:
        s = self.s
        pend = s["pending"]
        if pend and pend["kind"] == "typesetting":
            # tiles left on the copy desk after Typesetting lose their bonus tokens
            for t in self.player(pend["seat"])["tiles"]:
                if t["page"] == 0 and t.get("tokens") and t["id"] in pend["moved"]:
                    t["tokens"] = []
        s["pending"] = None
        self._advance(events)

    def _end_round(self, events: list[Event]) -> None:
        s = self.s
        s["phase"] = "end"
        # returned reporters; fees went to the bank when their reporters activated
        s["board"] = {sid: e for sid, e in s["board"].items() if e and e[0][0] == NEUTRAL}
        for p in s["players"]:
            p["avail"] = p["employed"]
        finished = [seat for seat in range(self.n) if layout.newspaper_complete(self, seat)]
        if finished:
            s["over"] = True
            s["phase"] = "over"
            s["ended_by"] = "complete"
            names = ", ".join(self.name(x) for x in finished)
            events.append(Event("game_end", f"Game over: {names} filled the newspaper", {"seats": finished}))
            return
        if s["deadline"] and s["round"] >= s["deadline"]:
            s["over"] = True
            s["phase"] = "over"
            s["ended_by"] = "deadline"
            events.append(Event("game_end", f"Game over: the round-{s['deadline']} deadline is reached", {}))
            return
        s["start"] = (s["start"] + 1) % self.n
        limit = self.data.start["hand_limit"]
        s["waiting"] = [seat for seat in self.order_from(s["start"]) if len(self.player(seat)["hand"]) > limit]
        if s["waiting"]:
            s["phase"] = "discard"
            return
        self._refill_and_next(events)

    def _refill_and_next(self, events: list[Event]) -> None:
        self._fill_desk(events, setup=False)
        self._start_round(events)

    # ------------------------------------------------------------------ Editor's Desk
    def _fill_desk(self, events: list[Event], setup: bool) -> None:
        s = self.s
        s["fresh"] = []
        if s["dallas"] and not setup:
            # Dallas Stack: tiles were revealed when taken; they become claimable now
            return
        drawn_any: list[str] = []
        for size in C.STORY_SIZES:
            key = str(size)
            slots = s["desk"][key]
            stack = s["stacks"][key]
            drawn: list[int] = []
            for i, tid in enumerate(slots):
                if tid is None and stack:
                    slots[i] = stack.pop(0)
                    drawn.append(i)
            if size in (2, 3) and drawn:
                self._balance_forms(key, drawn[-1])
            drawn_any.extend(slots[i] for i in drawn)
        if s["column_slot"] is None and s["column_stack"]:
            column: str = s["column_stack"].pop(0)
            s["column_slot"] = column
            drawn_any.append(column)
        for t in C.CLASSIFIED_TYPES:
            if not s["classified_slots"][t] and s["classified_supply"][t] > 0:
                s["classified_slots"][t] = True
                s["classified_supply"][t] -= 1
        if drawn_any and not setup:
            events.append(Event("desk", "The Editor's Desk is refilled", {"tiles": drawn_any}, reveal=True))

    def _balance_forms(self, key: str, last: int) -> None:
        """Redraw the last-filled slot until both landscape and portrait tiles show."""
        s = self.s
        slots = s["desk"][key]
        stack = s["stacks"][key]
        set_aside: list[str] = []
        while True:
            forms = {self.data.stories[t].form for t in slots if t}
            if {"landscape", "portrait"} <= forms or not stack:
                break
            set_aside.append(slots[last])
            slots[last] = stack.pop(0)
        if not ({"landscape", "portrait"} <= {self.data.stories[t].form for t in slots if t}) and set_aside:
            # no tile of the other form left: keep the first tile drawn
            set_aside.append(slots[last])
            slots[last] = set_aside.pop(0)
        stack.extend(set_aside)

    def _reveal_dallas(self, size: int, slot: int, events: list[Event]) -> None:
        s = self.s
        stack = s["stacks"][str(size)]
        if stack:
            tid = stack.pop(0)
            s["desk"][str(size)][slot] = tid
            s["fresh"].append(tid)
            events.append(Event("desk", f"A new {size}-size story is revealed (claimable next round)",
                                {"tile": tid}, reveal=True))

    def desk_tiles(self, size: int) -> list[str]:
        """Story tiles of ``size`` that may be claimed now."""
        return [t for t in self.s["desk"][str(size)] if t and t not in self.s["fresh"]]

    # ------------------------------------------------------------------ newspaper layout

    # ------------------------------------------------------------------ queries used by checks
    def own_spec(self, seat: int) -> str:
        return self.player(seat)["spec"]

    def has_card(self, seat: int, cid: str) -> bool:
        return cid in self.player(seat)["hand"]

    def titles_wanted(self, seat: int) -> bool:
        """False when the player already has every title this scenario uses."""
        want_h = self.scenario.uses_headlines and not layout.has_tile_kind(self, seat, "headline")
        want_c = self.scenario.uses_columns and not layout.has_tile_kind(self, seat, "column")
        return want_h or want_c

    # ------------------------------------------------------------------ payments

    # ------------------------------------------------------------------ legal actions
    def to_act(self) -> list[int]:
        s = self.s
        if s["over"]:
            return []
        phase = s["phase"]
        if phase in ("sell", "stringers", "discard"):
            return s["waiting"][:1]
        if phase == "place":
            return [s["turn"]]
        if phase == "activate" and s["pending"]:
            return [s["pending"]["seat"]]
        return []

    def is_over(self) -> bool:
        return bool(self.s["over"])

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.s["phase"]
        if phase == "sell":
            return self._sell_actions(seat, 6)
        if phase == "stringers":
            return self._stringer_actions(seat) + [Pass()]
        if phase == "discard":
            return self._discard_actions(seat)
        if phase == "place":
            return spaces.place_actions(self, seat)
        if phase == "activate":
            return self._pending_actions(seat)
        return []

    def _sellable(self, seat: int) -> list[str]:
        return [c for c in self.player(seat)["hand"] if self.card(c).sellable]

    def _sell_actions(self, seat: int, limit: int) -> list[Action]:
        cards = self._sellable(seat)
        out: list[Action] = [Sell(())]
        own = self.own_spec(seat)
        # sell singles, and the off-speciality cards together
        for cid in cards:
            out.append(Sell((cid,)))
        off = [c for c in cards if not (self.card(c).kind == C.NEWS and self.card(c).spec == own)][:limit]
        if len(off) > 1 and Sell(tuple(off)) not in out:
            out.append(Sell(tuple(off)))
        return out

    def _stringer_actions(self, seat: int) -> list[Action]:
        hand = self.player(seat)["hand"]
        stringers = [c for c in hand if self.card(c).kind == C.STRINGER]
        if not stringers:
            return []
        st = stringers[0]
        return [PlayStringer(st, cid) for city in self.data.cities for cid in self.s["newsdesk"][city]]

    def _discard_actions(self, seat: int) -> list[Action]:
        hand = self.player(seat)["hand"]
        excess = len(hand) - self.data.start["hand_limit"]
        own = self.own_spec(seat)
        ranked = sorted(hand, key=lambda c: (self.card(c).kind == C.NEWS and self.card(c).spec == own,
                                             self.card(c).kind in (C.COPY_EDITOR, C.STRINGER)))
        options = [tuple(ranked[:excess]), tuple(hand[:excess]), tuple(hand[-excess:])]
        out: list[Action] = []
        for o in options:
            a = Discard(tuple(o))
            if a not in out:
                out.append(a)
        return out

    def _pending_actions(self, seat: int, limit: int | None = None) -> list[Action]:
        pend = self.s["pending"]
        kind = pend["kind"]
        out: list[Action] = []
        if kind == "morgue":
            return [TakeCuttings(c, ph) for c, ph in payments.morgue_splits(self, pend["left"])]
        if kind == "newswire":
            out = self._newswire_actions(seat, pend["left"])
        elif kind == "typesetting":
            out = self._move_actions(seat, pend["moved"], limit)
        elif kind == "titles":
            out = self._title_actions(seat)
        elif kind == "story":
            out = self._story_actions(seat, self.data.spaces[pend["space"]].amount, limit)
        elif kind == "interview":
            out = self._interview_actions(seat)
        elif kind == "late":
            out = [LateBreaking(sid) for sid in self._late_options(seat)]
        elif kind == "classifieds":
            out = self._classified_actions(seat)
        elif kind == "advertising":
            out = self._ad_actions(seat)
        elif kind == "sales":
            return self._sell_actions(seat, 3)
        return out + [Pass()]

    def _has_choice(self, seat: int) -> bool:
        pend = self.s["pending"]
        if pend["kind"] in ("morgue",):
            return True
        if pend["kind"] == "sales":
            return bool(self._sellable(seat))
        return len(self._pending_actions(seat, limit=1)) > 1

    def _newswire_actions(self, seat: int, amount: int) -> list[Action]:
        nis = [c for c in self.player(seat)["hand"] if self.card(c).kind == C.NEWSWIRE_INTERVIEW]
        wire = [c for c in self.s["newswire"] if c]
        if not nis or not wire:
            return []
        out: list[Action] = []
        k = min(amount, len(wire))
        # every choice of k slots (at most C(6,3)=20)
        from itertools import combinations
        for combo in combinations(wire, k):
            out.append(TakeNewswire(nis[0], tuple(combo)))
        return out

    def _movable(self, seat: int, moved: dict[str, int]) -> list[dict[str, Any]]:
        p = self.player(seat)
        out = []
        for t in p["tiles"]:
            if t["kind"] not in ("story", "classified"):
                continue
            if t["page"] and p["pressed"][t["page"] - 1]:
                continue
            if moved.get(t["id"], 0) >= MAX_MOVES_PER_TILE:
                continue
            out.append(t)
        return out

    def _move_actions(self, seat: int, moved: dict[str, int], limit: int | None = None) -> list[Action]:
        """Typesetting moves, tile by tile; with ``limit``, stop once that many are found."""
        out: list[Action] = []
        pages = self.pages
        p = self.player(seat)
        pressed = p["pressed"]
        # The squares covered on each page, as ``_page_masks`` reads them. When no square is
        # covered twice, a tile's own squares come off the page total; else count again per tile.
        rects = []  # (page index, squares, tile id)
        full = [0] * len(pages)
        overlap = False
        for t in p["tiles"]:
            page = t["page"]
            if 1 <= page <= len(pages):
                spec = pages[page - 1]
                squares = layout.rect_mask(spec.height, spec.width, t["row"], t["col"], t["w"], t["h"])
                rects.append((page - 1, squares, t["id"]))
                overlap = overlap or bool(full[page - 1] & squares)
                full[page - 1] |= squares
        if len({tid for _, _, tid in rects}) != len(rects):
            overlap = True
        shapes_of = self.__dict__.get("_shapes_cache")
        if shapes_of is None:
            shapes_of = self._shapes_cache = {}
        # Move tables per (tile, side, shape), one per page of this game's newspaper.
        cached_tables = self.__dict__.get("_move_tables")
        if cached_tables is None or cached_tables[0] is not pages:
            cached_tables = self._move_tables = (pages, {})
        tables_of = cached_tables[1]
        for t in self._movable(seat, moved):
            tid = t["id"]
            shapes = shapes_of.get((t["kind"], tid))
            if shapes is None:  # (side, width, height) per side the tile may show: a function of the data
                sides = ("A", "B") if t["kind"] == "story" and self.data.stories[tid].size != 4 else ("A",)
                shapes = shapes_of[(t["kind"], tid)] = tuple((side, *layout.tile_shape(self, t, side)) for side in sides)
            masks = list(full)
            if overlap:
                masks = [0] * len(pages)
                for i, squares, other in rects:
                    if other != tid:
                        masks[i] |= squares
            else:
                for i, squares, other in rects:
                    if other == tid:
                        masks[i] ^= squares
                        break
            here_page, here_row, here_col, here_side = t["page"], t["row"], t["col"], t["side"]
            for side, w, h in shapes:
                tables = tables_of.get((tid, side, w, h))
                if tables is None:
                    tables = tables_of[(tid, side, w, h)] = [
                        layout.move_table(tid, side, i + 1, spec.height, spec.width, w, h, spec.headline)
                        for i, spec in enumerate(pages)]
                for i, table in enumerate(tables):
                    if pressed[i]:
                        continue
                    blocked = masks[i]
                    page = i + 1
                    if page == here_page and side == here_side:  # leave out the tile's own position
                        out.extend([a for r, c, m, a in table if not m & blocked
                                    and (r != here_row or c != here_col)])
                    else:
                        out.extend([a for r, c, m, a in table if not m & blocked])
                    if limit and len(out) >= limit:
                        return out
            if t["page"]:
                out.append(layout.to_copy_desk(tid, t["side"]))
            if limit and len(out) >= limit:
                return out
        return out

    def _title_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if self.scenario.uses_headlines and not layout.has_tile_kind(self, seat, "headline"):
            page = layout.headline_page(self)
            if page and not self.player(seat)["pressed"][page - 1]:
                out.extend(ClaimHeadline(c) for c in payments.headline_payments(self, seat))
        if self.scenario.uses_columns and not layout.has_tile_kind(self, seat, "column") \
                and layout.column_page(self, seat):
            out.extend(ClaimColumn(c, cc, pc) for c, cc, pc in payments.column_payments(self, seat))
        return out

    def _story_actions(self, seat: int, size: int, limit: int | None = None) -> list[Action]:
        out: list[Action] = []
        for tid in self.desk_tiles(size):
            tile = self.data.stories[tid]
            pays = payments.story_payments(self, seat, tile)
            if not pays:
                continue
            w, h = tile.shape("A")
            spots = [(0, 0, 0)] + layout.free_spots(self, seat, w, h)
            for cards, cc, pc, spec in pays:
                extras: list[str | None] = [None]
                if not self.s["intro"]:
                    extras += payments.extra_cards_for(self, seat, spec)[:1]
                for extra in extras:
                    for page, r, c in spots:
                        out.append(ClaimStory(tid, cards, cc, pc, extra, page, r, c))
                        if limit and len(out) >= limit:
                            return out
        return out

    def _interview_actions(self, seat: int) -> list[Action]:
        if self.s["interview_tokens"] <= 0:
            return []
        nis = [c for c in self.player(seat)["hand"] if self.card(c).kind == C.NEWSWIRE_INTERVIEW]
        out: list[Action] = []
        for t in self.player(seat)["tiles"]:
            if t["kind"] == "story" and t["page"] and "interview" not in t["tokens"] and t["size"] <= len(nis):
                out.append(Interview(t["id"], tuple(nis[: t["size"]])))
        return out

    def _late_options(self, seat: int) -> list[str]:
        out = []
        saved = self.s["pending"]
        for sid in self.data.space_order:
            sp = self.data.spaces[sid]
            if not sp.corner or not spaces.space_available(self, sid):
                continue
            self.s["pending"] = {"space": sid, "seat": seat, "kind": sp.kind, "left": sp.amount,
                                 "late": True, "moved": {}}
            try:
                if len(self._pending_actions(seat, limit=1)) > 1:
                    out.append(sid)
            finally:
                self.s["pending"] = saved
        return out

    def _classified_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        seen_types = set()
        for cid in self.player(seat)["hand"]:
            card = self.card(cid)
            if card.kind != C.CLASSIFIED or card.ctype in seen_types or not self.s["classified_slots"][card.ctype] \
                    or f"CL:{card.ctype}" in self.s["fresh"]:
                continue
            seen_types.add(card.ctype)
            out.append(ClaimClassified(cid, 0, 0, 0))
            for page, r, c in layout.free_spots(self, seat, 1, 1):
                out.append(ClaimClassified(cid, page, r, c))
        return out

    def _ad_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        p = self.player(seat)
        for size in (1, 2, 3):
            if size in p["ads"] or self.s["ads"][str(size)] <= 0:
                continue
            for side in (("A",) if size == 1 else ("A", "B")):
                w, h = (size, 1) if side == "A" else (1, size)
                for page, r, c in layout.free_spots(self, seat, w, h):
                    out.append(TakeAd(size, side, page, r, c))
        return out

    # ------------------------------------------------------------------ checks
    def check(self, seat: int, action: Action) -> None:
        s = self.s
        phase = s["phase"]
        if isinstance(action, Place):
            if phase != "place":
                raise IllegalActionError("Reporters are placed only in phase 6", "Sequence of Play")
            err = spaces.place_error(self, seat, action.space, action.fee)
            if err:
                raise IllegalActionError(*err)
            return
        if phase == "sell":
            if isinstance(action, Sell):
                self._check_sell(seat, action.cards, 6, "Phase 3: Sell News Cards")
                return
            raise IllegalActionError("In the first round you may now only sell cards (or sell none)",
                                     "Phase 3: Sell News Cards")
        if phase == "stringers":
            if isinstance(action, Pass):
                return
            if isinstance(action, PlayStringer):
                self._check_stringer(seat, action)
                return
            raise IllegalActionError("Now you may only play a Stringer or pass", "Phase 5: Play Stringers")
        if phase == "discard":
            if not isinstance(action, Discard):
                raise IllegalActionError("Discard down to the hand limit first", "End of Round: hand limit")
            self._check_discard(seat, action.cards)
            return
        if phase == "place":
            raise IllegalActionError("Place a reporter (you cannot pass while you have reporters left)",
                                     "Phase 6: Place Reporters")
        if phase != "activate" or not s["pending"]:
            raise IllegalActionError("Nothing is waiting for a decision", "Sequence of Play")
        pend = s["pending"]
        kind = pend["kind"]
        if isinstance(action, Pass):
            if kind == "morgue":
                raise IllegalActionError("Take your cuttings", "Sources 2: Morgue")
            return
        expected = EXPECTED_ACTIONS[kind]
        if not isinstance(action, expected):
            label = self.data.spaces[pend["space"]].label
            raise IllegalActionError(f"Your reporter on {label} cannot do '{action.KIND}' (or pass)",
                                     "Activating Reporters")
        getattr(self, f"_check_{kind}")(seat, action)

    def _check_sell(self, seat: int, cards: tuple[str, ...], limit: int, rule_name: str) -> None:
        if len(cards) > limit:
            raise IllegalActionError(f"You may sell at most {limit} cards", rule_name)
        if len(set(cards)) != len(cards):
            raise IllegalActionError("A card is listed twice", rule_name)
        for cid in cards:
            if not self.has_card(seat, cid):
                raise IllegalActionError(f"{cid} is not in your hand", rule_name)
            if not self.card(cid).sellable:
                raise IllegalActionError("Copy Editors and brown Stringers cannot be sold", rule_name)

    def _check_sales(self, seat: int, action: Sell) -> None:
        self._check_sell(seat, action.cards, 3, "Operations 2: Sales")

    def _check_stringer(self, seat: int, action: PlayStringer) -> None:
        r = "Phase 5: Play Stringers"
        if not self.has_card(seat, action.stringer) or self.card(action.stringer).kind != C.STRINGER:
            raise IllegalActionError(f"{action.stringer} is not a Stringer in your hand", r)
        if not any(action.card in cards for cards in self.s["newsdesk"].values()):
            raise IllegalActionError(f"{action.card} is not under any city on the Newsdesk", r)

    def _check_discard(self, seat: int, cards: tuple[str, ...]) -> None:
        r = "End of Round: hand limit"
        excess = len(self.player(seat)["hand"]) - self.data.start["hand_limit"]
        if len(cards) != excess or len(set(cards)) != len(cards):
            raise IllegalActionError(f"Discard exactly {excess} different card(s)", r)
        for cid in cards:
            if not self.has_card(seat, cid):
                raise IllegalActionError(f"{cid} is not in your hand", r)

    def _check_morgue(self, seat: int, action: TakeCuttings) -> None:
        if (action.copy, action.photo) not in payments.morgue_splits(self, self.s["pending"]["left"]):
            m = self.s["morgue"]
            k = min(self.s["pending"]["left"], m[C.COPY] + m[C.PHOTO])
            raise IllegalActionError(f"Take {k} cuttings in all from the {m[C.COPY]} copy and "
                                     f"{m[C.PHOTO]} photo in the Morgue", "Sources 2: Morgue")

    def _check_newswire(self, seat: int, action: TakeNewswire) -> None:
        r = "Sources 3: Newswire"
        if not self.has_card(seat, action.discard) or self.card(action.discard).kind != C.NEWSWIRE_INTERVIEW:
            raise IllegalActionError("You must discard a Newswire/Interview card from your hand", r)
        amount = self.s["pending"]["left"]
        if not 1 <= len(action.cards) <= amount or len(set(action.cards)) != len(action.cards):
            raise IllegalActionError(f"Take between 1 and {amount} different Newswire cards", r)
        for cid in action.cards:
            if cid not in self.s["newswire"]:
                raise IllegalActionError(f"{cid} is not in the Newswire", r)

    def _check_typesetting(self, seat: int, action: MoveTile) -> None:
        r = "Editor's Desk 1: Typesetting"
        p = self.player(seat)
        tile = next((t for t in p["tiles"] if t["id"] == action.tile), None)
        if tile is None:
            raise IllegalActionError(f"{action.tile} is not on your newspaper or copy desk", r)
        if tile["kind"] not in ("story", "classified"):
            raise IllegalActionError(f"Typesetting moves stories and classifieds, not your {tile['kind']}", r)
        if tile["page"] and p["pressed"][tile["page"] - 1]:
            raise IllegalActionError("That page has gone to press; its tiles can no longer move",
                                     "Typesetting: pages gone to press are locked")
        if self.s["pending"]["moved"].get(tile["id"], 0) >= MAX_MOVES_PER_TILE:
            raise IllegalActionError("A tile may be moved at most twice per Typesetting activation", r)
        if action.side not in ("A", "B") or (tile["kind"] == "classified" and action.side != "A"):
            raise IllegalActionError("Side must be A or B (classifieds have one face)", r)
        if action.page == 0:
            if tile["page"] == 0:
                raise IllegalActionError("The tile is already on your copy desk", r)
            return
        if (action.page, action.row, action.col, action.side) == (tile["page"], tile["row"], tile["col"], tile["side"]):
            raise IllegalActionError("The tile is already there", r)
        w, h = layout.tile_shape(self, tile, action.side)
        layout.check_position(self, seat, tile["kind"], w, h, action.page, action.row, action.col, exclude=tile["id"])

    def _check_titles(self, seat: int, action: ClaimHeadline | ClaimColumn) -> None:
        if isinstance(action, ClaimHeadline):
            r = "Editor's Desk 2: Titles (Headline)"
            if not self.scenario.uses_headlines:
                raise IllegalActionError("This scenario uses no Headlines", "Placing tiles C")
            if layout.has_tile_kind(self, seat, "headline"):
                raise IllegalActionError("Your newspaper may have at most one Headline", "Placing tiles C")
            page = layout.headline_page(self)
            if page and self.player(seat)["pressed"][page - 1]:
                raise IllegalActionError("That page has gone to press", "Gone to Press")
            err = payments.headline_error(self, seat, action.cards)
            if err:
                raise IllegalActionError(err, r)
            return
        r = "Editor's Desk 2: Titles (Column)"
        if not self.scenario.uses_columns:
            raise IllegalActionError("This scenario uses no Columns", "Placing tiles D")
        if layout.has_tile_kind(self, seat, "column"):
            raise IllegalActionError("Your newspaper may have at most one Column", "Placing tiles D")
        if not layout.column_page(self, seat):
            raise IllegalActionError("An ad, a headline or a page gone to press covers your column squares, and a "
                                     "Column may go nowhere else", "Placing tiles D")
        err = payments.column_error(self, seat, action.cards, action.copy_cuttings, action.photo_cuttings)
        if err:
            raise IllegalActionError(err, r)

    def _check_story(self, seat: int, action: ClaimStory) -> None:
        r = "Editor's Desk 3: Stories"
        size = self.data.spaces[self.s["pending"]["space"]].amount
        if action.tile not in self.data.stories:
            raise IllegalActionError(f"There is no story tile {action.tile}", r)
        tile = self.data.stories[action.tile]
        if tile.size != size:
            raise IllegalActionError(f"Your reporter is on the {size}-size Story space; "
                                     f"{action.tile} is a {tile.size}-size story", r)
        if action.tile in self.s["fresh"]:
            raise IllegalActionError("A tile revealed this round can be taken from next round on", "Dallas Stack")
        if action.tile not in self.desk_tiles(size):
            raise IllegalActionError(f"{action.tile} is not on the Editor's Desk", r)
        if action.extra is not None and action.extra in action.cards:
            raise IllegalActionError("The Extra! Extra! card cannot also pay for the story", "Placing tiles F")
        err, spec = payments.story_payment_error(self, seat, tile, action.cards, action.copy_cuttings, action.photo_cuttings)
        if err:
            raise IllegalActionError(err, r)
        if action.extra is not None:
            rf = "Placing tiles F: Extra! Extra!"
            if self.s["intro"]:
                raise IllegalActionError("Extra! Extra! tokens are not used in the introductory scenarios", rf)
            if not self.has_card(seat, action.extra) or self.card(action.extra).kind != C.EXTRA:
                raise IllegalActionError(f"{action.extra} is not an Extra! Extra! card in your hand", rf)
            if spec not in self.card(action.extra).pair:
                raise IllegalActionError(f"That Extra! Extra! card does not show {spec.title()}", rf)
            if self.s["extra_tokens"].get(spec, 0) <= 0:
                raise IllegalActionError(f"No {spec.title()} Extra! Extra! token is left", rf)
        if action.page == 0:
            if action.row or action.col:
                raise IllegalActionError("The copy desk has no rows or columns (use 0 0)", "Placing tiles A")
            return
        w, h = tile.shape("A")
        layout.check_position(self, seat, "story", w, h, action.page, action.row, action.col)

    def _check_interview(self, seat: int, action: Interview) -> None:
        r = "Editor's Desk 4: Interview"
        if self.s["interview_tokens"] <= 0:
            raise IllegalActionError("No Interview token is left", r)
        t = next((t for t in self.player(seat)["tiles"] if t["id"] == action.tile), None)
        if t is None or t["kind"] != "story" or not t["page"]:
            raise IllegalActionError(f"{action.tile} is not a story on your newspaper", r)
        if "interview" in t["tokens"]:
            raise IllegalActionError("That story already has an Interview", r)
        if len(action.cards) != t["size"] or len(set(action.cards)) != len(action.cards):
            raise IllegalActionError(f"Spend exactly {t['size']} Newswire/Interview cards (the story's size)", r)
        for cid in action.cards:
            if not self.has_card(seat, cid) or self.card(cid).kind != C.NEWSWIRE_INTERVIEW:
                raise IllegalActionError(f"{cid} is not a Newswire/Interview card in your hand", r)

    def _check_late(self, seat: int, action: LateBreaking) -> None:
        r = "Editor's Desk 5: Late-Breaking News"
        sp = self.data.spaces.get(action.space)
        if sp is None or not sp.corner:
            raise IllegalActionError("Late-Breaking News copies only spaces with a down-turned corner "
                                     "(Titles, Story spaces, Interview)", r)
        if action.space not in self._late_options(seat):
            raise IllegalActionError(f"You could not use {sp.label} now", r)

    def _check_classifieds(self, seat: int, action: ClaimClassified) -> None:
        r = "Editor's Desk 6: Classifieds"
        if not self.has_card(seat, action.card) or self.card(action.card).kind != C.CLASSIFIED:
            raise IllegalActionError(f"{action.card} is not a Classifieds card in your hand "
                                     "(cuttings cannot be used)", r)
        ctype = self.card(action.card).ctype
        if not self.s["classified_slots"][ctype]:
            raise IllegalActionError(f"No {ctype} tile is left this round (one of each per round)", r)
        if f"CL:{ctype}" in self.s["fresh"]:
            raise IllegalActionError(f"The {ctype} tile revealed this round can be taken next round", "Dallas Stack")
        if action.page == 0:
            if action.row or action.col:
                raise IllegalActionError("The copy desk has no rows or columns (use 0 0)", "Placing tiles A")
            return
        layout.check_position(self, seat, "classified", 1, 1, action.page, action.row, action.col)

    def _check_advertising(self, seat: int, action: TakeAd) -> None:
        r = "Operations 1: Advertising"
        if action.size not in (1, 2, 3):
            raise IllegalActionError("Ads come in sizes 1, 2 and 3", r)
        if action.size in self.player(seat)["ads"]:
            raise IllegalActionError(f"You already took a {action.size}-size ad this game", r)
        if self.s["ads"][str(action.size)] <= 0:
            raise IllegalActionError(f"No {action.size}-size ad is left", r)
        if action.side not in ("A", "B"):
            raise IllegalActionError("Side must be A or B", "Placing tiles B")
        if action.page == 0:
            raise IllegalActionError("Ads may not go on the copy desk", "Placing tiles B")
        w, h = (action.size, 1) if action.side == "A" else (1, action.size)
        layout.check_position(self, seat, "ad", w, h, action.page, action.row, action.col)

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        s = self.s
        phase = s["phase"]
        if isinstance(action, Place):
            spaces.place_reporter(self, seat, action, events)
        elif phase == "sell":
            self._do_first_sale(seat, action, events)
        elif phase == "stringers":
            if isinstance(action, PlayStringer):
                self._take_from_hand(seat, [action.stringer])
                for cards in s["newsdesk"].values():
                    if action.card in cards:
                        cards.remove(action.card)
                        break
                self.player(seat)["hand"].append(action.card)
                events.append(Event("stringer", f"{self.name(seat)} plays a Stringer for {self.card(action.card).label()}",
                                    {"seat": seat, "card": action.card}))
            s["waiting"].pop(0)
            if not s["waiting"]:
                self._placement_phase(events)
        elif phase == "discard":
            assert isinstance(action, Discard)
            self._take_from_hand(seat, action.cards)
            events.append(Event("discard", f"{self.name(seat)} discards {len(action.cards)} card(s) to the hand limit",
                                {"seat": seat, "cards": list(action.cards)}))
            s["waiting"].pop(0)
            if not s["waiting"]:
                self._refill_and_next(events)
        elif phase == "activate":
            self._do_pending(seat, action, events)
        s["rng"] = self.rng.to_int()
        return events

    def _do_first_sale(self, seat: int, action: Action, events: list[Event]) -> None:
        s = self.s
        cards = action.cards if isinstance(action, Sell) else ()
        p = self.player(seat)
        for cid in cards:
            p["hand"].remove(cid)
            deck = self.card(cid).deck
            s["decks"][deck].append(cid)
        # Each deck touched is shuffled once, in the order the cards were sold: iterating a
        # set of deck names would follow the process's string hash seed, and the same seed
        # and actions must give the same state in every process (saves replay their log).
        for deck in dict.fromkeys(self.card(c).deck for c in cards):
            self.rng.shuffle(s["decks"][deck])
        p["money"] += 100 * len(cards)
        # sold cards go back face down into their decks, so the event names no card
        events.append(Event("sell", f"{self.name(seat)} sells {len(cards)} card(s) for ${100 * len(cards)}",
                            {"seat": seat, "count": len(cards)}))
        s["waiting"].pop(0)
        if not s["waiting"]:
            self._income(events)

    def _take_cuttings(self, seat: int, copy_n: int, photo_n: int, events: list[Event]) -> None:
        m = self.s["morgue"]
        p = self.player(seat)
        m[C.COPY] -= copy_n
        m[C.PHOTO] -= photo_n
        p["cut"][C.COPY] += copy_n
        p["cut"][C.PHOTO] += photo_n
        events.append(Event("morgue", f"{self.name(seat)} takes {copy_n} copy and {photo_n} photo cutting(s)",
                            {"seat": seat, "copy": copy_n, "photo": photo_n}))

    def _do_pending(self, seat: int, action: Action, events: list[Event]) -> None:
        s = self.s
        pend = s["pending"]
        kind = pend["kind"]
        p = self.player(seat)
        who = self.name(seat)
        if isinstance(action, Pass):
            self._finish_pending(events)
            return
        if kind == "morgue":
            assert isinstance(action, TakeCuttings)
            self._take_cuttings(seat, action.copy, action.photo, events)
        elif kind == "newswire":
            assert isinstance(action, TakeNewswire)
            self._take_from_hand(seat, [action.discard])
            for cid in action.cards:
                s["newswire"][s["newswire"].index(cid)] = None
                p["hand"].append(cid)
            events.append(Event("newswire", f"{who} takes {len(action.cards)} card(s) from the Newswire",
                                {"seat": seat, "cards": list(action.cards)}))
        elif kind == "typesetting":
            assert isinstance(action, MoveTile)
            tile = next(t for t in p["tiles"] if t["id"] == action.tile)
            pend["moved"][tile["id"]] = pend["moved"].get(tile["id"], 0) + 1
            if action.page == 0:
                tile["page"] = 0
                tile["row"] = tile["col"] = 0
            else:
                w, h = layout.tile_shape(self, tile, action.side)
                bumped = layout.check_position(self, seat, tile["kind"], w, h, action.page, action.row, action.col,
                                             exclude=tile["id"])
                tile["side"], tile["w"], tile["h"] = action.side, w, h
                layout.put_tile(self, seat, tile, action.page, action.row, action.col, bumped, events, keep_tokens=True)
            events.append(Event("move", f"{who} typesets {action.tile}", {"seat": seat, "tile": action.tile}))
            if self._move_actions(seat, pend["moved"], limit=1):
                return
        elif kind == "titles":
            if isinstance(action, ClaimHeadline):
                self._take_from_hand(seat, action.cards)
                page = layout.headline_page(self) or 1
                tile = {"id": f"HL-{self.data.spec_codes[p['spec']]}", "kind": "headline", "size": 3, "side": "A",
                        "page": page, "row": 0, "col": 0, "w": 3, "h": 1, "spec": p["spec"], "tokens": []}
                layout.put_tile(self, seat, tile, page, 0, 0, [], events)
                events.append(Event("headline", f"{who} claims a Headline", {"seat": seat}))
            else:
                assert isinstance(action, ClaimColumn)
                self._take_from_hand(seat, action.cards)
                payments.spend_cuttings(self, seat, action.copy_cuttings, action.photo_cuttings)
                page = layout.column_page(self, seat) or 1
                bumped = layout.column_bumps(self, seat)
                spec = self.pages[page - 1]
                cid = s["column_slot"]
                s["column_slot"] = None
                tile = {"id": cid, "kind": "column", "size": 4, "side": "A", "page": page,
                        "row": spec.height - 4, "col": spec.width - 1, "w": 1, "h": 4, "spec": "", "tokens": []}
                layout.put_tile(self, seat, tile, page, spec.height - 4, spec.width - 1, bumped, events)
                moved = f" ({', '.join(bumped)} to the copy desk)" if bumped else ""
                events.append(Event("column", f"{who} claims a Column{moved}", {"seat": seat, "bumped": bumped}))
                if s["dallas"] and s["column_stack"]:
                    s["column_slot"] = s["column_stack"].pop(0)
                    s["fresh"].append(s["column_slot"])
                    events.append(Event("desk", "A new Column is revealed", {"tile": s["column_slot"]}, reveal=True))
        elif kind == "story":
            assert isinstance(action, ClaimStory)
            self._do_story(seat, action, events)
        elif kind == "interview":
            assert isinstance(action, Interview)
            self._take_from_hand(seat, action.cards)
            tile = next(t for t in p["tiles"] if t["id"] == action.tile)
            tile["tokens"].append("interview")
            s["interview_tokens"] -= 1
            events.append(Event("interview", f"{who} places an Interview on {action.tile}", {"seat": seat}))
        elif kind == "late":
            assert isinstance(action, LateBreaking)
            sp = self.data.spaces[action.space]
            s["pending"] = {"space": action.space, "seat": seat, "kind": sp.kind, "left": sp.amount,
                            "late": True, "moved": {}}
            events.append(Event("late", f"{who} uses Late-Breaking News as {sp.label}", {"seat": seat}))
            return
        elif kind == "classifieds":
            assert isinstance(action, ClaimClassified)
            ctype = self.card(action.card).ctype
            self._take_from_hand(seat, [action.card])
            s["classified_slots"][ctype] = False
            tile = {"id": f"CL-{C.CLASSIFIED_CODES[ctype]}-{s['round']}-{seat}-{len(p['tiles'])}",
                    "kind": "classified", "size": 1, "side": "A", "page": 0, "row": 0, "col": 0,
                    "w": 1, "h": 1, "spec": ctype, "tokens": []}
            if action.page:
                bumped = layout.check_position(self, seat, "classified", 1, 1, action.page, action.row, action.col)
                layout.put_tile(self, seat, tile, action.page, action.row, action.col, bumped, events)
            else:
                p["tiles"].append(tile)
            events.append(Event("classified", f"{who} claims a {ctype} Classifieds tile", {"seat": seat}))
            if s["dallas"] and s["classified_supply"][ctype] > 0:
                s["classified_supply"][ctype] -= 1
                s["classified_slots"][ctype] = True
                s["fresh"].append(f"CL:{ctype}")
            pend["left"] -= 1
            if pend["left"] > 0 and self._classified_actions(seat):
                return
        elif kind == "advertising":
            assert isinstance(action, TakeAd)
            w, h = (action.size, 1) if action.side == "A" else (1, action.size)
            bumped = layout.check_position(self, seat, "ad", w, h, action.page, action.row, action.col)
            s["ads"][str(action.size)] -= 1
            p["ads"].append(action.size)
            p["money"] += 100 * action.size
            tile = {"id": f"AD{action.size}-{seat}", "kind": "ad", "size": action.size, "side": action.side,
                    "page": action.page, "row": action.row, "col": action.col, "w": w, "h": h, "spec": "",
                    "tokens": []}
            layout.put_tile(self, seat, tile, action.page, action.row, action.col, bumped, events)
            events.append(Event("ad", f"{who} takes a {action.size}-size ad and ${100 * action.size}", {"seat": seat}))
        elif kind == "sales":
            assert isinstance(action, Sell)
            self._take_from_hand(seat, action.cards)
            p["money"] += 100 * len(action.cards)
            events.append(Event("sell", f"{who} sells {len(action.cards)} card(s) for ${100 * len(action.cards)}",
                                {"seat": seat}))
        self._finish_pending(events)

    def _do_story(self, seat: int, action: ClaimStory, events: list[Event]) -> None:
        s = self.s
        p = self.player(seat)
        tile = self.data.stories[action.tile]
        _err, spec = payments.story_payment_error(self, seat, tile, action.cards, action.copy_cuttings, action.photo_cuttings)
        own_units = sum(1 for c in action.cards
                        if (self.card(c).kind == C.NEWS and self.card(c).spec == p["spec"])
                        or self.card(c).kind == C.COPY_EDITOR)
        self._take_from_hand(seat, action.cards)
        payments.spend_cuttings(self, seat, action.copy_cuttings, action.photo_cuttings)
        slots = s["desk"][str(tile.size)]
        slot = slots.index(action.tile)
        slots[slot] = None
        tokens = []
        if action.extra:
            self._take_from_hand(seat, [action.extra])
            s["extra_tokens"][spec] -= 1
            tokens.append("extra")
        if not s["intro"] and spec == p["spec"] and own_units >= 2 and s["speciality_tokens"] > 0:
            s["speciality_tokens"] -= 1
            tokens.append("speciality")
        w, h = tile.shape("A")
        entry = {"id": tile.id, "kind": "story", "size": tile.size, "side": "A", "page": 0, "row": 0, "col": 0,
                 "w": w, "h": h, "spec": spec, "tokens": tokens}
        if action.page:
            bumped = layout.check_position(self, seat, "story", w, h, action.page, action.row, action.col)
            layout.put_tile(self, seat, entry, action.page, action.row, action.col, bumped, events)
        else:
            # a story claimed straight onto the copy desk keeps its tokens; they score
            # once Typesetting puts it on a page
            p["tiles"].append(entry)
        where = f"page {action.page}" if action.page else "the copy desk"
        events.append(Event("story", f"{self.name(seat)} claims a {tile.size}-size {spec.title()} story onto {where}",
                            {"seat": seat, "tile": tile.id, "tokens": tokens}))
        if s["dallas"]:
            self._reveal_dallas(tile.size, slot, events)

    # ------------------------------------------------------------------ scoring and views
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
        if s["phase"] == "activate" and s["pending"]:
            extra = f" ({self.data.spaces[s['pending']['space']].label})"
        return f"Round {s['round']} - {labels.get(s['phase'], s['phase'])}{extra} - {who} to act"
