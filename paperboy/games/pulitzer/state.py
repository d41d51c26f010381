"""Pulitzer game state: placement, resolution, maintenance and final scoring.

The whole state lives in one JSON-safe dict (``self.s``) so saving is a copy. Resolution
is a queue of small tasks run in rulebook order; a task that needs a player's decision
leaves a ``pending`` record and waits for that player's action. Automatic decisions
(the Times automa, the Agents, forced choices) are logged as events.

Space ids on the game board: Kiosk ``N1`` (column letter N/I/S/E/C, row number), Archive
``AR1``.. (players place on ``AR``), Buses ``B1``.., Overtime ``OT1``.. (players place on
``OT``), Event card slots ``EV1``/``EV2``. Investigation board spaces: ``a1``..``i5``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from itertools import chain, filterfalse
from typing import Any

from paperboy.engine import Action, Event, IllegalActionError, Result, Rng, State

from . import events
from .actions import Bail, Buy, Choose, Destroy, Edit, Pass, Pin, Place, Request, Skip, Train, Unpin
from .components import SECTION_NAMES, SECTIONS, data
from .placement import may_pass, placement_error
from .placement import token_sets as _token_sets
from .scoring import chronicle_bonus, pick_winners, reach_scores
from .view import PendingView, PieceView, PlayerView, PulitzerView, WorkView

ENDING_SAMPLES = 8  # deals of the hidden pieces an ending warning looks at
TOKEN_BONUS = {"newsroom": 2, "registry": 2, "photo1": 1, "photo2": 2}
DIE = 6


def _copy(obj: Any) -> Any:
    return json.loads(json.dumps(obj))


def _copy_plain(obj: Any) -> Any:
    """The same value as ``_copy(obj)``, without the JSON text in between for the plain
    values event data holds (str-keyed dicts, lists, tuples, str, int, float, bool, None);
    anything else goes through ``_copy``."""
    t = type(obj)
    if t is str or t is int or t is bool or t is float or obj is None:
        return obj
    if t is dict:
        out = {}
        for k, v in obj.items():
            if type(k) is not str:
                return _copy(obj)
            out[k] = _copy_plain(v)
        return out
    if t is list or t is tuple:
        return [_copy_plain(v) for v in obj]
    return _copy(obj)


# Immutable action values shared by every state (building a frozen dataclass costs time).
_REQUEST = {sec: Request(sec) for sec in SECTIONS}
_PASS = Pass()
_WHERE = {"kiosk": "Kiosk {}", "archive": "the Archive ({})", "bus": "Bus space {}",
          "overtime": "Overtime ({})", "event": "the Event card ({})"}
_AGENT_OWNERS = frozenset(("red", "blue"))
_PLACES: dict[tuple[tuple[str, ...], str, tuple[tuple[str, ...], ...], bool], tuple[Place, ...]] = {}


def _places(hand: tuple[str, ...], space: str, token_sets: tuple[tuple[str, ...], ...],
            faceup_too: bool) -> tuple[Place, ...]:
    """The Place actions on ``space``: for each token set, each Journalist in ``hand`` in
    order (face down, then face up when ``faceup_too``). Actions are immutable values, so
    one tuple serves every state that asks for the same combination."""
    key = (hand, space, token_sets, faceup_too)
    found = _PLACES.get(key)
    if found is None:
        if len(_PLACES) >= 16384:  # a bound on memory (tuples of shared actions: small)
            _PLACES.clear()
        made: list[Place] = []
        for tokens in token_sets:
            for j in hand:
                made.append(_place_action(j, space, tokens, False))
                if faceup_too:
                    made.append(_place_action(j, space, tokens, True))
        found = _PLACES[key] = tuple(made)
    return found


_PLACE_ACTIONS: dict[tuple[str, str, tuple[str, ...], bool], Place] = {}


def _place_action(journalist: str, space: str, tokens: tuple[str, ...], faceup: bool) -> Place:
    """One shared Place value per distinct move (a few thousand exist in all)."""
    key = (journalist, space, tokens, faceup)
    found = _PLACE_ACTIONS.get(key)
    if found is None:
        found = _PLACE_ACTIONS[key] = Place(journalist, space, tokens, faceup)
    return found


_KIOSK_TABLES: dict[tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, ...], ...], bool],
                    dict[str, tuple[Place, ...]]] = {}


def _kiosk_table(kiosk: tuple[str, ...], hand: tuple[str, ...], token_sets: tuple[tuple[str, ...], ...],
                 grand: bool) -> dict[str, tuple[Place, ...]]:
    """Kiosk space -> its Place actions, for one hand, token choice and Grand Finale flag
    (then a Journalist may also go face up on the S column)."""
    key = (kiosk, hand, token_sets, grand)
    table = _KIOSK_TABLES.get(key)
    if table is None:
        if len(_KIOSK_TABLES) >= 2048:  # a bound on memory
            _KIOSK_TABLES.clear()
        table = _KIOSK_TABLES[key] = {sp: _places(hand, sp, token_sets, grand and sp.startswith("S"))
                                      for sp in kiosk}
    return table


_OTHER_TABLES: dict[tuple[tuple[str, ...], frozenset[str], bool], dict[tuple[str, int], tuple[Place, ...]]] = {}


def _other_table(hand: tuple[str, ...], have: frozenset[str],
                 pentagon: bool) -> dict[tuple[str, int], tuple[Place, ...]]:
    """(space outside the Kiosk, Journalists already on it if a Bus) -> its Place actions,
    for one hand and one set of held token kinds."""
    key = (hand, have, pentagon)
    table = _OTHER_TABLES.get(key)
    if table is None:
        if len(_OTHER_TABLES) >= 4096:  # a bound on memory
            _OTHER_TABLES.clear()
        table = _OTHER_TABLES[key] = {}
    return table


_AREAS: dict[str, str] = {}


def _area_of(space: str) -> str:
    """The board area a space id belongs to (a pure function of the id, remembered)."""
    area = _AREAS.get(space)
    if area is None:
        if len(_AREAS) >= 4096:
            _AREAS.clear()
        area = _AREAS[space] = PulitzerState._area_uncached(space)
    return area


@lru_cache(maxsize=16)
def _kiosk_spaces(columns: tuple[str, ...], rows: int) -> tuple[str, ...]:
    return tuple(f"{c}{r}" for c in columns for r in range(1, rows + 1))


def _first_free_in(counts: dict[str, int], prefix: str, count: int) -> str | None:
    for space in _numbered(prefix, count):
        if space not in counts:
            return space
    return None


@lru_cache(maxsize=64)
def _numbered(prefix: str, count: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{i}" for i in range(1, count + 1))


class PulitzerState(State):
    """One game of Pulitzer (3-5 players) or The Pentagon Papers (1-2 players)."""

    def __init__(self, game: Any, players: list[str], options: dict[str, Any], seed: int,
                 s: dict[str, Any] | None = None, rng_state: int | None = None) -> None:
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.D = data()
        self._events: list[Event] = []
        # Fixed for the whole game (the player count never changes): plain attributes, read often.
        self.n = len(self.players)
        self.pentagon = self.n <= 2
        self.solo = self.n == 1
        self._kiosk: tuple[str, ...] | None = None
        if s is not None:
            self.s = s
            self.rng = Rng.from_int(rng_state if rng_state is not None else seed)
            return
        self.rng = Rng(seed)
        self._setup()

    # ------------------------------------------------------------------ basics
    @property
    def T(self) -> dict[str, Any]:
        return self.D.tables

    def P(self, seat: int) -> dict[str, Any]:
        return self.s["p"][seat]

    def _log(self, kind: str, text: str, reveal: bool = False, **data_: Any) -> None:
        # ``data_`` is a new dict: only values that may be shared with the state need a copy.
        for value in data_.values():
            kind_of = type(value)
            if kind_of is not str and kind_of is not int and value is not None and kind_of is not bool:
                data_ = _copy_plain(data_)
                break
        self._events.append(Event(kind, text, data_, reveal))

    def _name(self, owner: Any) -> str:
        if isinstance(owner, int):
            return self.players[owner]
        return {"times": "The Times", "red": "Red Agent", "blue": "Blue Agent"}.get(owner, str(owner))

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        D = self.D
        n = self.n
        key = "2" if self.pentagon else str(n)
        T = self.T
        ev = list(D.evidence)
        ln = list(D.lines)
        ot = list(D.overtime)
        news = list(D.news)
        reports = list(D.reports)
        for deck in (ev, ln, ot, news, reports):
            self.rng.shuffle(deck)
        columns = T["kiosk"]["columns"][key]
        rows = T["kiosk"]["rows"][key]
        buses = T["bus_pentagon"] if self.pentagon else T["bus"]
        tokens = []
        for kind, count in T["newspaper"]["tokens"].items():
            for i in range(count):
                tokens.append({"id": f"{kind}-{i + 1}", "kind": kind, "at": "supply", "round": 0})
        s: dict[str, Any] = {
            "round": 1, "phase": "placement", "mode": "pentagon" if self.pentagon else "standard",
            "kiosk_columns": columns, "kiosk_rows": rows,
            "house_colors": T["house_colors"][:rows],
            "archive": 0 if self.pentagon else T["archive"]["upper"][key],
            "ot_spaces": T["overtime"]["upper"][key],
            "buses": {b["id"]: {"cost": b["cost"], "E": b["evidence"], "L": b["lines"]} for b in buses},
            "windows": T["newspaper"]["windows"][key],
            "ev_deck": ev, "ev_discard": [], "ln_deck": ln, "ln_discard": [],
            "ot_deck": ot, "ot_discard": [], "ot_row": [], "ot_extra_used": False,
            "news_deck": news, "news_shown": None,
            "event_deck": [], "event": None,
            "spaces": {}, "uid": 0,
            "requests": {sec: [] for sec in SECTIONS},
            "tokens": tokens,
            "press": 0, "current": 0, "double": 0,
            "queue": [], "pending": None, "work": None, "leak": None,
            "kiosk_plus": {"S": None, "E": None},
            "massive_leak": False, "over": False, "ended": None, "ended_round": None,
            "hat": False, "opinion": None, "times": None,
            "placed_in": {"N": 0, "I": 0},
        }
        self.s = s
        hands = ["1", "2", "3", "4", "5"]
        s["p"] = []
        for seat in range(n):
            s["p"].append({
                "money": T["start_money"], "points": 0, "contacts": 0, "hand": list(hands),
                "hired": False, "hr": 1, "requests": 3, "requests_total": 3, "passed": False,
                "acted": 0, "target": False, "wildE": 0, "wildL": 0, "stash": [],
                "houses": {c: 0 for c in T["house_colors"]}, "pins": [], "destroyed": [],
                "report": reports[seat], "arrested": {}, "unpinned": False, "eliminated": False,
            })
        s["press"] = self.rng.randbelow(n)
        if self.options.get("events") and not self.pentagon:
            events = list(self.D.events)
            self.rng.shuffle(events)
            s["event_deck"] = events
        if self.pentagon:
            s["opinion"] = T["pentagon"]["opinion_start"]
        if self.solo:
            r, o, y = (int(x) for x in str(self.options.get("difficulty", "3-3-2")).split("-"))
            piles = {c: [t for t, card in self.D.times.items() if card["color"] == c]
                     for c in ("red", "orange", "yellow")}
            for pile in piles.values():
                self.rng.shuffle(pile)
            # Built red at the bottom, then orange, yellow on top; the last item is the top.
            deck = piles["red"][:r] + piles["orange"][:o] + piles["yellow"][:y]
            s["times"] = {"deck": deck, "x": None, "card": None, "seen": []}
        s["news_shown"] = s["news_deck"].pop()
        self._log("setup", f"Setup: {self.players[s['press']]} holds the Press Pass.")
        self._refill_overtime()
        self._round_start()

    # ------------------------------------------------------------------ decks
    def _draw(self, kind: str) -> str | None:
        deck, discard = f"{kind}_deck", f"{kind}_discard"
        if not self.s[deck]:
            if not self.s[discard]:
                return None
            self.s[deck] = self.s[discard]
            self.s[discard] = []
            self.rng.shuffle(self.s[deck])
            self._log("reshuffle", f"The {self._deck_name(kind)} discard pile is shuffled into a new deck.")
        return self.s[deck].pop()

    @staticmethod
    def _deck_name(kind: str) -> str:
        return {"ev": "Evidence", "ln": "Investigation Line", "ot": "Overtime"}[kind]

    def _discard(self, card: str) -> None:
        kind = "ev" if card.startswith("E") else "ln" if card.startswith("L") else "ot"
        self.s[f"{kind}_discard"].append(card)

    def _refill_overtime(self) -> None:
        while len(self.s["ot_row"]) < self.T["overtime"]["row"]:
            card = self._draw("ot")
            if card is None:
                break
            self.s["ot_row"].append(card)
        self._log("overtime", "Overtime billboard: " + ", ".join(self._ot_label(c) for c in self.s["ot_row"]),
                  reveal=True, cards=self.s["ot_row"])

    def _ot_label(self, card: str) -> str:
        c = self.D.overtime[card]
        if c["kind"] == "talk":
            return f"{card} Talk Show ${c['amount']}"
        if c["kind"] == "radio":
            return f"{card} Radio Nights {c['amount']} pts"
        if c["kind"] == "evidence":
            return f"{card} New Evidence"
        return f"{card} The Statement ({'/'.join(c['lines'])})"

    # ------------------------------------------------------------------ rounds
    def news_money(self) -> dict[str, int]:
        """Money per Kiosk column this round (orange side of the News deck's top card)."""
        deck = self.s["news_deck"]
        card = deck[-1] if deck else self.s["news_shown"]
        return dict(self.D.news[card]["money"])

    def blocked(self) -> list[str]:
        return list(self.D.news[self.s["news_shown"]]["blocked"])

    def event(self) -> dict[str, Any] | None:
        e = self.s["event"]
        return self.D.events[e] if e else None

    def _round_start(self) -> None:
        s = self.s
        self._log("round", f"Round {s['round']} begins. Blocked sections: "
                  + ", ".join(SECTION_NAMES[b] for b in self.blocked())
                  + ". News pays " + ", ".join(f"{c} ${v}" for c, v in self.news_money().items()
                                              if c in s["kiosk_columns"]) + ".",
                  reveal=True, news=s["news_shown"])
        if self.pentagon:
            self._place_agents()
            if self.solo:
                self._times_turn()
        for seat in range(self.n):
            p = self.P(seat)
            p["passed"] = False
            p["acted"] = 0
            p["unpinned"] = False
        s["placed_in"] = {"N": 0, "I": 0}
        s["current"] = s["press"]
        s["double"] = 0
        s["phase"] = "placement"
        if not self._can_act(s["current"]):
            nxt = self._next_actor(s["current"], include_self=True)
            if nxt is None:
                self._start_resolution()
            else:
                s["current"] = nxt

    # ------------------------------------------------------------------ pentagon setup
    def _kiosk_pair_spaces(self, pair: int) -> list[str]:
        """The 6 spaces of a column pair, numbered 1-6 row by row (die faces)."""
        cols = self.s["kiosk_columns"][pair * 2: pair * 2 + 2]
        return [f"{c}{r}" for r in range(1, self.s["kiosk_rows"] + 1) for c in cols]

    def _place_agents(self) -> None:
        T = self.T["pentagon"]
        for pair, color in ((0, "red"), (1, "blue")):
            values = list(T["agents"][color])
            self.rng.shuffle(values)
            d1, d2 = self.rng.randint(1, DIE), self.rng.randint(1, DIE)
            spaces = self._kiosk_pair_spaces(pair)
            empty = {d1, d2}
            targets = [sp for i, sp in enumerate(spaces, start=1) if i not in empty]
            for sp in targets:
                self._occupy(sp, color, values.pop(), up=(color == "blue"))
            spare = "B4" if color == "red" else "B1"
            if values:
                self._occupy(spare, color, values.pop(), up=(color == "blue"))
            where = ", ".join(targets) + (f" and {spare}" if spare in self.s["spaces"] and
                                          any(o["o"] == color for o in self.s["spaces"][spare]) else "")
            shown = ""
            if color == "blue":
                shown = " (face up: " + ", ".join(
                    f"{sp}={o['v']}" for sp, occ in self.s["spaces"].items() for o in occ if o["o"] == "blue") + ")"
            self._log("agents", f"Dice {d1} and {d2} leave spaces {sorted(empty)} of the "
                      f"{'first' if pair == 0 else 'second'} column pair empty; {color} Agents go on {where}{shown}.",
                      reveal=True, dice=[d1, d2], color=color)

    def _times_turn(self) -> None:
        t = self.s["times"]
        if not t["deck"]:
            return
        card_id = t["deck"].pop()
        card = self.D.times[card_id]
        t["card"] = card_id
        notes = []
        if card["color"] in ("orange", "red") and t["x"] is None:
            t["x"] = self.T["pentagon"]["times_x_orange"]
            notes.append(f"the Times puts its Request on H.R. space {t['x']} and hires its Journalist X "
                         f"(value {t['x']})")
        if card["color"] == "red" and "red" not in t["seen"]:
            t["x"] = self.T["pentagon"]["times_x_red"]
            notes.append(f"its Journalist X now has value {t['x']}")
        if card["color"] not in t["seen"]:
            t["seen"].append(card["color"])
        values = [1, 2, 3, 4, 5]
        self.rng.shuffle(values)
        placed = []
        for sp in card["spaces"]:
            target = self._times_target(sp)
            if target is None:
                placed.append(f"{sp} (full, skipped)")
                continue
            self._occupy(target, "times", values.pop(), up=False)
            placed.append(target)
        if t["x"] is not None and card.get("x"):
            target = self._times_target(card["x"])
            if target is not None:
                occ = self._occupy(target, "times", t["x"], up=True)
                occ["j"] = "X"
                placed.append(f"{target} (X={t['x']})")
        text = f"The Times reveals {card_id} ({card['color']})"
        if notes:
            text += "; " + "; ".join(notes)
        text += ". It places face-down Journalists on " + ", ".join(placed) + "."
        self._log("times", text, reveal=True, card=card_id)

    def _times_target(self, sp: str) -> str | None:
        if sp == "OT":
            return self._first_free("OT", self.s["ot_spaces"])
        if self._journalists(sp):
            return None
        return sp

    # ------------------------------------------------------------------ board helpers
    def _occupy(self, space: str, owner: Any, value: int, up: bool, j: str | None = None,
                tok: list[str] | None = None) -> dict[str, Any]:
        self.s["uid"] += 1
        occ = {"uid": f"u{self.s['uid']}", "o": owner, "j": j if j is not None else str(value),
               "v": value, "up": up, "tok": list(tok or [])}
        self.s["spaces"].setdefault(space, []).append(occ)
        return occ

    def _journalists(self, space: str) -> list[dict[str, Any]]:
        return [o for o in self.s["spaces"].get(space, []) if o["o"] not in ("red", "blue")]

    def _agents(self, space: str) -> list[dict[str, Any]]:
        return [o for o in self.s["spaces"].get(space, []) if o["o"] in ("red", "blue")]

    def _first_free(self, prefix: str, count: int) -> str | None:
        for i in range(1, count + 1):
            if not self._journalists(f"{prefix}{i}"):
                return f"{prefix}{i}"
        return None

    def kiosk_spaces(self) -> list[str]:
        return [f"{c}{r}" for c in self.s["kiosk_columns"] for r in range(1, self.s["kiosk_rows"] + 1)]

    def _event_name(self) -> str:
        card = self.event()
        return str(card["name"]) if card else ""

    def event_slots(self) -> int:
        e = self.event()
        return int(e["slots"]) if e else 0

    def _area(self, space: str) -> str:
        return _area_of(space)

    @staticmethod
    def _area_uncached(space: str) -> str:
        if space.startswith("AR"):
            return "archive"
        if space.startswith("OT"):
            return "overtime"
        if space.startswith("EV"):
            return "event"
        if space.startswith("B"):
            return "bus"
        return "kiosk"

    def _value(self, occ: dict[str, Any], area: str) -> int:
        """Effective value of a Journalist/Agent in an area, with that area's tokens."""
        v = int(occ["v"])
        for t in occ["tok"]:
            if ((t == "newsroom" and area in ("kiosk", "row")) or (t == "registry" and area == "archive")
                    or (t in ("photo1", "photo2") and area == "bus")):
                v += TOKEN_BONUS[t]
            elif (t == "sports+2" and area == "row") or (t == "ent+2" and area == "overtime"):
                v += 2
        return v

    def _occ_space(self, uid: str) -> tuple[str, dict[str, Any]] | None:
        for sp, occs in self.s["spaces"].items():
            for o in occs:
                if o["uid"] == uid:
                    return sp, o
        return None

    # ------------------------------------------------------------------ players
    def available(self, seat: int) -> list[str]:
        """The Journalists the seat may still place this round (sorted)."""
        return sorted(self.P(seat)["hand"])

    def held_tokens(self, seat: int, kind: str | None = None) -> list[dict[str, Any]]:
        return [t for t in self.s["tokens"] if t["at"] == seat and (kind is None or t["kind"] == kind)]

    def last_position(self, seat: int) -> str:
        pins = self.P(seat)["pins"]
        return pins[-1]["space"] if pins else self.D.start

    def string_used(self, seat: int) -> int:
        pos = self.D.start
        used = 0
        for pin in self.P(seat)["pins"]:
            used += self.D.distance(pos, pin["space"])
            pos = pin["space"]
        return used

    def string_left(self, seat: int) -> int:
        return self.D.string_length - self.string_used(seat)

    def highlighted(self, seat: int) -> list[str]:
        return list(self.D.reports[self.P(seat)["report"]]["highlight"])

    def highlighted_pins(self, seat: int) -> int:
        hl = set(self.highlighted(seat))
        return sum(1 for pin in self.P(seat)["pins"] if pin["space"] in hl)

    def free_highlighted(self, seat: int, line: str | None = None) -> list[str]:
        p = self.P(seat)
        pinned = {pin["space"] for pin in p["pins"]}
        return [sp for sp in self.highlighted(seat)
                if sp not in pinned and sp not in p["destroyed"]
                and (line is None or self.D.space_line[sp] == line)]

    def report_score(self, seat: int) -> int:
        p = self.P(seat)
        total = 0
        for pin in p["pins"]:
            line = self.D.space_line[pin["space"]]
            total += self.D.line_value[line]
            if pin.get("statement"):
                total += self.D.statement_value[line]
        return total

    def _can_unpin(self, seat: int) -> bool:
        p = self.P(seat)
        return bool(p["pins"]) and p["pins"][-1]["round"] == self.s["round"] - 1 and not p["unpinned"]

    # ------------------------------------------------------------------ contract
    def to_act(self) -> list[int]:
        s = self.s
        if s["over"]:
            return []
        if s["phase"] == "placement":
            return [s["current"]]
        pending = s["pending"]
        if pending is not None:
            return [pending["seat"]]
        return []

    def is_over(self) -> bool:
        return bool(self.s["over"])

    def legal_actions(self, seat: int) -> list[Action]:
        s = self.s  # the seats of ``to_act``, without building its list
        if s["over"]:
            return []
        if s["phase"] == "placement":
            return self._placement_actions(seat) if seat == s["current"] else []
        pending = s["pending"]
        if pending is None or pending["seat"] != seat:
            return []
        return self._decision_actions(seat)

    def check(self, seat: int, action: Action) -> None:
        s = self.s
        if s["phase"] == "placement" and not s["over"]:
            refusal = placement_error(self, seat, action)  # the placement rules, one copy
            if refusal is not None:
                raise IllegalActionError(*refusal)
            return
        if action in self.legal_actions(seat):
            return
        raise IllegalActionError(*self._explain(seat, action))

    def place_error(self, seat: int, action: Action) -> str | None:
        """Why the Placement rules refuse ``action`` for ``seat`` now ("reason (rule)"), or ``None``."""
        refusal = placement_error(self, seat, action)
        return f"{refusal[0]} ({refusal[1]})" if refusal else None

    def apply(self, seat: int, action: Action) -> list[Event]:
        self._events = []
        if isinstance(action, Unpin):
            self._do_unpin(seat)
        elif self.s["phase"] == "placement":
            self._apply_placement(seat, action)
        else:
            self._apply_decision(seat, action)
        self._advance()
        events, self._events = self._events, []
        return events

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.players), "options": _copy(self.options), "seed": self.seed,
                "rng": self.rng.to_int(), "s": _copy(self.s)}

    # ------------------------------------------------------------------ placement rules
    def _can_act(self, seat: int) -> bool:
        """May this seat take a placement turn now (ignoring whose turn it is)?"""
        p = self.P(seat)
        if p["passed"] or p["eliminated"]:
            return False
        if not p["hand"] and not (p["acted"] == 0 and self._bails(seat)):
            return False
        if self.pentagon:
            limit = self.T["pentagon"]["turn_limit"]
            if p["acted"] >= limit:
                return False
            if seat != self.s["press"] and not self.solo:
                marker = self.P(self.s["press"])["acted"]
                if p["acted"] + 1 > max(self.T["pentagon"]["free_turns"], marker):
                    return False
        return True

    def _bails(self, seat: int) -> list[str]:
        p = self.P(seat)
        if not p["arrested"]:
            return []
        return [j for j, bail in sorted(p["arrested"].items()) if p["money"] >= bail]

    def turn_marker(self) -> int:
        """The 2-player/solo turn track: actions taken by the Press Pass holder this round."""
        return int(self.P(self.s["press"])["acted"]) if self.pentagon else 0

    def _next_actor(self, seat: int, include_self: bool = False) -> int | None:
        n = self.n
        order = [(seat + k) % n for k in range(0 if include_self else 1, n + 1)]
        for cand in order:
            if self._can_act(cand):
                return cand
        return None

    def _journalist_counts(self) -> dict[str, int]:
        """Journalists (Agents left out) per space that holds at least one."""
        if not self.pentagon:  # no Agents on the board
            return {sp: len(occs) for sp, occs in self.s["spaces"].items() if occs}
        out: dict[str, int] = {}
        for sp, occs in self.s["spaces"].items():
            k = 0
            for o in occs:
                if o["o"] not in _AGENT_OWNERS:
                    k += 1
            if k:
                out[sp] = k
        return out

    def _place_targets(self, seat: int, counts: dict[str, int] | None = None) -> list[str]:
        """Spaces a Journalist of this seat could go on (before tokens and money)."""
        s = self.s
        if counts is None:
            counts = self._journalist_counts()
        out = [sp for sp in _kiosk_spaces(tuple(s["kiosk_columns"]), s["kiosk_rows"]) if sp not in counts]
        return out + self._other_targets(counts)

    def _other_targets(self, counts: dict[str, int]) -> list[str]:
        """The targets of ``_place_targets`` outside the Kiosk, in the same order."""
        s = self.s
        out = []
        if s["archive"] and _first_free_in(counts, "AR", s["archive"]):
            out.append("AR")
        out.extend(s["buses"])
        if _first_free_in(counts, "OT", s["ot_spaces"]):
            out.append("OT")
        for i in range(1, self.event_slots() + 1):
            if f"EV{i}" not in counts:
                out.append(f"EV{i}")
        return out

    def _slot_cost(self, space: str) -> int:
        if space in self.s["buses"]:
            return int(self.s["buses"][space]["cost"])
        if self.s["event"] == "private-investigator":
            return events.PRIVATE_INVESTIGATOR_COSTS.get(space, 0)
        return 0

    def _token_options(self, seat: int, space: str, have: set[str] | None = None,
                       counts: dict[str, int] | None = None) -> list[tuple[str, ...]]:
        """Token sets a Journalist may carry onto ``space`` (``[]``: the space is closed).

        ``have`` (the seat's token kinds) and ``counts`` (from ``_journalist_counts``) may
        be passed in when many spaces are asked about at once.
        """
        area = self._area(space)
        if have is None:
            have = {t["kind"] for t in self.held_tokens(seat)}
        on_space = 0
        if area == "bus":
            if counts is None:
                counts = self._journalist_counts()
            on_space = counts.get(space, 0)
        return list(_token_sets(area, frozenset(have), self.pentagon, on_space))

    def _placement_actions(self, seat: int) -> list[Action]:
        s = self.s
        p = self.P(seat)
        out: list[Action] = []
        if s["double"] == 0:
            if p["acted"] == 0:
                out += [Bail(j) for j in self._bails(seat)]
            if self._can_unpin(seat):
                out.append(Unpin())
        if p["hand"]:
            hand = tuple(sorted(set(p["hand"])))
            grand = s["event"] == "grand-finale"
            money = p["money"]
            pentagon = self.pentagon
            spaces = s["spaces"]
            # Which spaces hold Journalists: outside The Pentagon Papers only Journalists stand
            # on the board, so the board itself answers (its lists are never left empty).
            counts: dict[str, Any] = self._journalist_counts() if pentagon else spaces
            have = frozenset([t["kind"] for t in s["tokens"] if t["at"] == seat])
            kiosk = self._kiosk
            if kiosk is None:  # the Kiosk's shape is fixed for the game
                kiosk = self._kiosk = _kiosk_spaces(tuple(s["kiosk_columns"]), s["kiosk_rows"])
            # Kiosk spaces (first in the list) cost nothing and all take the same tokens.
            if kiosk and not 0 > money:
                token_sets = _token_sets("kiosk", have, pentagon, 0)
                table = _kiosk_table(kiosk, hand, token_sets, grand)
                out.extend(chain.from_iterable(map(table.__getitem__, filterfalse(counts.__contains__, kiosk))))
            # Then the Archive, the Buses, Overtime and the Event card (``_other_targets``'s
            # spaces in its order; a chunk of actions per space and Bus occupancy, remembered).
            chunks = _other_table(hand, have, pentagon)
            if s["archive"] and _first_free_in(counts, "AR", s["archive"]):
                chunk = chunks.get(("AR", 0))
                if chunk is None:
                    chunk = chunks[("AR", 0)] = _places(hand, "AR", _token_sets("archive", have, pentagon, 0), False)
                out.extend(chunk)
            for sp, bus in s["buses"].items():
                if bus["cost"] > money:
                    continue
                key = (sp, counts.get(sp, 0) if pentagon else len(spaces.get(sp, ())))
                chunk = chunks.get(key)
                if chunk is None:
                    chunk = chunks[key] = _places(hand, sp, _token_sets("bus", have, pentagon, key[1]), False)
                out.extend(chunk)
            if _first_free_in(counts, "OT", s["ot_spaces"]):
                chunk = chunks.get(("OT", 0))
                if chunk is None:
                    chunk = chunks[("OT", 0)] = _places(hand, "OT", _token_sets("overtime", have, pentagon, 0), False)
                out.extend(chunk)
            if s["event"] is not None:
                pi = s["event"] == "private-investigator"
                for i in range(1, self.event_slots() + 1):
                    sp = f"EV{i}"
                    if sp in counts or (pi and (300 if i == 1 else 800 if i == 2 else 0) > money):
                        continue
                    chunk = chunks.get((sp, 0))
                    if chunk is None:
                        chunk = chunks[(sp, 0)] = _places(hand, sp, _token_sets("event", have, pentagon, 0), False)
                    out.extend(chunk)
        if s["double"] == 0:
            if p["requests"] > 0 and p["hand"]:
                blocked = self.D.news[s["news_shown"]]["blocked"]
                requests, windows = s["requests"], s["windows"]
                for sec in SECTIONS:
                    if sec not in blocked and len(requests[sec]) < windows:
                        out.append(_REQUEST[sec])
            if len(p["hand"]) >= 2 and "editing" in have:  # ``have``: the seat's token kinds, from above
                out.append(Edit())
            if may_pass(self, seat, out):
                out.append(_PASS)
        return out

    def _apply_placement(self, seat: int, action: Action) -> None:
        s = self.s
        p = self.P(seat)
        if isinstance(action, Bail):
            bail = p["arrested"].pop(action.journalist)
            p["money"] -= bail
            p["hand"].append(action.journalist)
            self._log("bail", f"{self.players[seat]} pays ${bail} bail; Journalist {action.journalist} is free.")
            return
        if isinstance(action, Edit):
            tok = self.held_tokens(seat, "editing")[0]
            tok["at"] = "used"
            s["double"] = 2
            self._log("edit", f"{self.players[seat]} uses an Editing Room token to place two Journalists.")
            return
        if isinstance(action, Pass):
            p["passed"] = True
            self._log("pass", f"{self.players[seat]} passes.")
            self._end_turn(seat)
            return
        if isinstance(action, Request):
            s["requests"][action.section].append(seat)
            p["requests"] -= 1
            self._log("request", f"{self.players[seat]} places a Request in {SECTION_NAMES[action.section]}.")
            p["acted"] += 1
            self._end_turn(seat)
            return
        assert isinstance(action, Place)
        self._place(seat, action)
        if s["double"] > 0:
            s["double"] -= 1
            if s["double"] == 1:
                still = [a for a in self._placement_actions(seat) if isinstance(a, Place)]
                if still:
                    return
            s["double"] = 0
        p["acted"] += 1
        self._end_turn(seat)

    def _place(self, seat: int, action: Place) -> None:
        s = self.s
        p = self.P(seat)
        name = self.players[seat]
        space = action.space
        if space == "AR":
            space = self._first_free("AR", s["archive"]) or "AR"
        elif space == "OT":
            space = self._first_free("OT", s["ot_spaces"]) or "OT"
        value = p["hr"] if action.journalist == "X" else int(action.journalist)
        p["hand"].remove(action.journalist)
        for kind in action.tokens:
            tok = self.held_tokens(seat, kind)[0]
            tok["at"] = "used"
        self._occupy(space, seat, value, up=action.faceup, j=action.journalist, tok=list(action.tokens))
        area = _area_of(space)
        cost = self._slot_cost(space)
        p["money"] -= cost
        where = _WHERE[area].format(space)
        extra = f" paying ${cost}" if cost else ""
        if action.tokens:
            extra += " with " + ", ".join(action.tokens)
        if action.faceup:
            self._log("place", f"{name} places Journalist {action.journalist} face up on {where}{extra}.",
                      reveal=True, seat=seat, space=space)
        else:
            self._log("place", f"{name} places a Journalist on {where}{extra}.", seat=seat, space=space)
        if area == "kiosk":
            col = space[0]
            if action.faceup:
                gain = value * 100 + 300
            else:
                deck = s["news_deck"]
                gain = self.D.news[deck[-1] if deck else s["news_shown"]]["money"][col]  # as news_money()
            p["money"] += gain
            if gain:
                self._log("money", f"{name} earns ${gain} from the News.")
            events.on_kiosk_placement(self, seat, col)
        elif area == "event":
            events.on_event_placement(self, seat, space)

    def _end_turn(self, seat: int) -> None:
        s = self.s
        s["double"] = 0
        nxt = self._next_actor(seat)
        if nxt is None and self._can_act(seat):
            nxt = seat
        if nxt is None:
            self._start_resolution()
        else:
            s["current"] = nxt

    def _do_unpin(self, seat: int) -> None:
        p = self.P(seat)
        pin = p["pins"].pop()
        p["unpinned"] = True
        self._log("unpin", f"{self.players[seat]} discards the evidence on {pin['space']} from last round.")

    # ------------------------------------------------------------------ resolution flow
    def _start_resolution(self) -> None:
        s = self.s
        s["phase"] = "resolution"
        q: list[dict[str, Any]] = [{"t": "reveal"}]
        ev = s["event"]
        card = self.event()
        timing = card["timing"] if card else 0
        if timing == 4:
            q.append({"t": "event4"})
        if self.pentagon:
            q.append({"t": "duels"})
        q += [{"t": "column", "col": c} for c in s["kiosk_columns"]]
        q.append({"t": "rows"})
        if not self.pentagon:
            if ev == "massive-leak":
                q.append({"t": "massive_leak"})
            q.append({"t": "archive"})
        if timing == 2:
            q.append({"t": "event2"})
        if self.pentagon:
            q.append({"t": "agent_bus", "color": "blue"})
            q.append({"t": "agent_bus", "color": "red"})
        q.append({"t": "buses"})
        q.append({"t": "overtime"})
        q.append({"t": "newspaper"})
        q.append({"t": "maintenance"})
        s["queue"] = q

    def _advance(self) -> None:
        s = self.s
        while not s["over"] and s["phase"] == "resolution" and s["pending"] is None and s["queue"]:
            task = s["queue"].pop(0)
            RESOLUTION_STEPS[task["t"]](self, task)

    def _push(self, *tasks: dict[str, Any]) -> None:
        self.s["queue"][0:0] = list(tasks)

    def _ask(self, seat: int, kind: str, **ctx: Any) -> None:
        self.s["pending"] = {"kind": kind, "seat": seat, **ctx}

    # --- reveal
    def _t_reveal(self, task: dict[str, Any]) -> None:
        shown = []
        for sp, occs in self.s["spaces"].items():
            for o in occs:
                if not o["up"]:
                    o["up"] = True
                    shown.append(f"{self._name(o['o'])} {o['j']} on {sp}")
        self._log("reveal", "Resolution: every Journalist is flipped. " + "; ".join(shown) + ".", reveal=True)

    # --- pentagon duels
    def _t_duels(self, task: dict[str, Any]) -> None:
        for sp in list(self.s["spaces"]):
            agents = self._agents(sp)
            journos = self._journalists(sp)
            if not agents or not journos:
                continue
            area = "bus" if sp.startswith("B") else "kiosk"
            agent = agents[0]
            best = max(self._value(j, area) for j in journos)
            if best >= agent["v"]:
                self.s["spaces"][sp].remove(agent)
                self._log("duel", f"{sp}: Journalist {best} beats the {agent['o']} Agent {agent['v']}; "
                          "the Agent leaves.")
            else:
                for j in journos:
                    self.s["spaces"][sp].remove(j)
                    if isinstance(j["o"], int):
                        self.P(j["o"])["hand"].append(j["j"])
                self._log("duel", f"{sp}: the {agent['o']} Agent {agent['v']} beats Journalist {best}; "
                          f"{self._name(journos[0]['o'])}'s Journalist leaves.")

    # --- kiosk
    def _column_totals(self, col: str) -> dict[Any, int]:
        totals: dict[Any, int] = {}
        for r in range(1, self.s["kiosk_rows"] + 1):
            for o in self.s["spaces"].get(f"{col}{r}", []):
                totals[o["o"]] = totals.get(o["o"], 0) + self._value(o, "kiosk")
        return totals

    def _row_totals(self, row: int) -> dict[Any, int]:
        totals: dict[Any, int] = {}
        for col in self.s["kiosk_columns"]:
            for o in self.s["spaces"].get(f"{col}{row}", []):
                totals[o["o"]] = totals.get(o["o"], 0) + self._value(o, "row")
        return totals

    @staticmethod
    def _unique_max(totals: dict[Any, int]) -> Any:
        if not totals:
            return None
        best = max(totals.values())
        if best <= 0:
            return None
        leaders = [k for k, v in totals.items() if v == best]
        return leaders[0] if len(leaders) == 1 else None

    def _t_column(self, task: dict[str, Any]) -> None:
        col = task["col"]
        name = self.D.column_names[col]
        totals = self._column_totals(col)
        winner = self._unique_max(totals)
        summary = ", ".join(f"{self._name(k)} {v}" for k, v in totals.items()) or "nobody"
        if winner is None:
            self._log("column", f"{name}: {summary} - no majority, no reward.")
            return
        if not isinstance(winner, int):
            self._log("column", f"{name}: {summary} - {self._name(winner)} leads; nothing happens.")
            return
        p = self.P(winner)
        who = self.players[winner]
        if col == "N":
            p["contacts"] += 1
            p["points"] += 3
            text = f"{name}: {summary} - {who} wins 1 Contact and 3 points"
            if not self.solo:
                self.s["press"] = winner
                text += " and takes the Press Pass"
            self._log("column", text + ".")
        elif col == "I":
            p["contacts"] += 2
            p["points"] += 6
            self._log("column", f"{name}: {summary} - {who} wins 2 Contacts and 6 points.")
        elif col == "C":
            p["points"] += 7
            self._log("column", f"{name}: {summary} - {who} wins 7 points.")
        elif col == "S":
            self._log("column", f"{name}: {summary} - {who} wins the Sports +2 token.")
            self._ask(winner, "sports")
        elif col == "E":
            self._log("column", f"{name}: {summary} - {who} wins the Entertainment +2 token.")
            self._ask(winner, "entertainment")

    def _own_spaces(self, seat: int, spaces: list[str]) -> list[str]:
        on_board = self.s["spaces"]
        out = []
        for sp in spaces:
            for o in on_board.get(sp, ()):
                if o["o"] == seat:
                    out.append(sp)
                    break
        return out

    def _ot_upper(self) -> list[str]:
        return [f"OT{i}" for i in range(1, self.s["ot_spaces"] + 1)]

    def _t_rows(self, task: dict[str, Any]) -> None:
        s = self.s
        if self.pentagon:
            press_rows = gov_rows = 0
            s["houses_moved"] = []
            for r in range(1, s["kiosk_rows"] + 1):
                totals = self._row_totals(r)
                press = sum(v for k, v in totals.items() if k not in ("red", "blue"))
                gov = sum(v for k, v in totals.items() if k in ("red", "blue"))
                color = s["house_colors"][r - 1]
                if press > gov:
                    press_rows += 1
                    s["houses_moved"].append("hat")
                    verdict = "the Press wins; the house moves toward the Hat"
                elif gov > press:
                    gov_rows += 1
                    s["houses_moved"].append("capitol")
                    verdict = "the Government wins; the house moves toward the Capitol"
                else:
                    s["houses_moved"].append(None)
                    verdict = "a tie; the house stays"
                self._log("row", f"Row {r} ({color}): Journalists {press} vs Agents {gov} - {verdict}.")
            net = press_rows - gov_rows
            T = self.T["pentagon"]
            s["opinion"] = max(T["opinion_capitol"], min(T["opinion_hat"], s["opinion"] + net))
            self._log("opinion", f"Public Opinion moves {abs(net)} toward the "
                      f"{'Hat' if net > 0 else 'Capitol' if net < 0 else '(no move)'} "
                      f"and stands at {s['opinion']} (Capitol {T['opinion_capitol']}, Hat {T['opinion_hat']}).")
            if s["opinion"] <= T["opinion_capitol"]:
                self._log("end", "Public Opinion reaches the Capitol: the Press has lost the public's trust. "
                          "The game ends at once and nobody wins the Pulitzer.")
                self._finish("capitol")
            elif s["opinion"] >= T["opinion_hat"] and not s["hat"]:
                s["hat"] = True
                self._log("end", "Public Opinion reaches the Hat: the Government has lost. This round is the last.")
            return
        for r in range(1, s["kiosk_rows"] + 1):
            totals = {k: v for k, v in self._row_totals(r).items() if isinstance(k, int)}
            color = s["house_colors"][r - 1]
            winner = self._unique_max(totals)
            summary = ", ".join(f"{self._name(k)} {v}" for k, v in totals.items()) or "nobody"
            if winner is None:
                self._log("row", f"Row {r} ({color}): {summary} - tie or empty, no house.")
                continue
            taken = sum(self.P(i)["houses"][color] for i in range(self.n))
            if taken >= self.T["houses_per_color"]:
                self._log("row", f"Row {r} ({color}): {self.players[winner]} leads but no {color} house is left.")
                continue
            self.P(winner)["houses"][color] += 1
            self._log("row", f"Row {r} ({color}): {summary} - {self.players[winner]} gains a {color} house.")

    # --- archive
    def _t_massive_leak(self, task: dict[str, Any]) -> None:
        events.massive_leak(self)

    def _t_archive(self, task: dict[str, Any]) -> None:
        s = self.s
        upper = [f"AR{i}" for i in range(1, s["archive"] + 1)]
        occs = [(i, o) for i, sp in enumerate(upper) for o in s["spaces"].get(sp, [])]
        order = sorted(occs, key=lambda io: (-self._value(io[1], "archive"), io[0]))
        lower = self.T["archive"]["lower"]
        s["supports"] = {str(i): [] for i in range(self.n)}
        texts = []
        for k, (_, o) in enumerate(order):
            reward = list(lower[k]) if k < len(lower) else []
            if s["massive_leak"]:
                reward = reward + ["E"]
            if k < len(lower):
                texts.append(f"{self.players[o['o']]} {self._value(o, 'archive')} to lower space {k + 1} "
                             f"({'+'.join(lower[k])})")
            else:
                texts.append(f"{self.players[o['o']]} {self._value(o, 'archive')} is not repositioned")
            if reward:
                s["supports"][str(o["o"])].append({"id": f"S{k + 1}", "reward": reward})
        if texts:
            self._log("archive", "Archive: " + "; ".join(texts) + ".")

    # --- events II and IV
    def _slot(self, i: int) -> dict[str, Any] | None:
        occ = self._journalists(f"EV{i}")
        return occ[0] if occ else None

    def _t_event4(self, task: dict[str, Any]) -> None:
        """Time IV: the round's Event card after the flip (``events.AT_TIME_IV``)."""
        events.AT_TIME_IV[self.s["event"]](self)

    def _t_event2(self, task: dict[str, Any]) -> None:
        """Time II: the round's Event card after the Archive (``events.AT_TIME_II``)."""
        events.AT_TIME_II[self.s["event"]](self)

    # --- agents on the buses (pentagon)
    def _t_agent_bus(self, task: dict[str, Any]) -> None:
        color = task["color"]
        space = "B1" if color == "blue" else "B4"
        agents = [a for a in self._agents(space) if a["o"] == color]
        if not agents:
            return
        ne, nl = 1, 1
        marker = self.turn_marker()
        if color == "blue":
            if marker >= 6:
                nl += 1
            if marker >= 7:
                ne += 1
        ev = [c for c in (self._draw("ev") for _ in range(ne)) if c]
        ln = [c for c in (self._draw("ln") for _ in range(nl)) if c]
        self._log("agents", f"The {color} Agent on {space} investigates: "
                  + ", ".join(self._card_text(c) for c in ev + ln) + ".", reveal=True, cards=ev + ln)
        tasks = []
        for seat in range(self.n):
            if self.P(seat)["eliminated"]:
                continue
            cands = self._matches(seat, ev, ln)
            if not cands:
                self._log("agents", f"The {color} Agent finds nothing on {self.players[seat]}'s Report.")
                continue
            best = max(self.D.line_value[self.D.space_line[c]] for c in cands)
            top = [c for c in cands if self.D.line_value[self.D.space_line[c]] == best]
            tasks.append({"t": "destroy", "seat": seat, "only": top, "line": None,
                          "why": f"the {color} Agent"})
        for c in ev + ln:
            self._discard(c)
        self._push(*tasks)

    def _matches(self, seat: int, ev: list[str], ln: list[str]) -> list[str]:
        free = set(self.free_highlighted(seat))
        out = []
        syms = {s for c in ev for s in self.D.evidence[c]}
        lines = {ln_ for c in ln for ln_ in self.D.lines[c]} | {"X"}
        for sym in syms:
            for line in lines:
                sp = self.D.line_symbol_space.get((line, sym))
                if sp and sp in free and sp not in out:
                    out.append(sp)
        return sorted(out)

    # --- destruction
    def _t_destroy(self, task: dict[str, Any]) -> None:
        seat = task["seat"]
        cands = task.get("only") or self.free_highlighted(seat, task.get("line"))
        cands = [c for c in cands if c in self.free_highlighted(seat)]
        if not cands:
            self._log("destroy", f"{task['why']}: {self.players[seat]} has no free highlighted Evidence to destroy.")
            return
        if len(cands) == 1:
            self._destroy(seat, cands[0], task["why"])
            return
        self._ask(seat, "destroy", options=cands, why=task["why"])

    def _destroy(self, seat: int, space: str, why: str) -> None:
        p = self.P(seat)
        p["destroyed"].append(space)
        self._log("destroy", f"{why}: {self.players[seat]}'s Evidence on {space} is destroyed.", seat=seat, space=space)
        if self.pentagon and not p["eliminated"]:
            possible = self.highlighted_pins(seat) + len(self.free_highlighted(seat))
            if possible < 5:
                p["eliminated"] = True
                self._log("end", f"{self.players[seat]} can no longer gather 5 highlighted Evidences and is "
                          "out of the race.")
                alive = [i for i in range(self.n) if not self.P(i)["eliminated"]]
                if self.solo or not alive:
                    self._finish("eliminated")
                elif len(alive) == 1:
                    self._log("end", f"{self.players[alive[0]]} wins at once.")
                    self._finish("eliminated")

    # --- buses
    def _t_buses(self, task: dict[str, Any]) -> None:
        order = [(self.s["press"] + k) % self.n for k in range(self.n)]
        self._push(*({"t": "bus_player", "seat": seat} for seat in order))

    def _bus_journalists(self, seat: int) -> list[tuple[str, dict[str, Any]]]:
        out = []
        for sp in self.s["buses"]:
            for o in self.s["spaces"].get(sp, []):
                if o["o"] == seat and not o.get("done"):
                    out.append((sp, o))
        return out

    def _t_bus_player(self, task: dict[str, Any]) -> None:
        seat = task["seat"]
        if self.P(seat)["eliminated"]:
            return
        js = self._bus_journalists(seat)
        if not js:
            return
        self._push({"t": "bus_player", "seat": seat})
        if len(js) == 1:
            self._push({"t": "bus_support", "seat": seat, "uid": js[0][1]["uid"]})
        else:
            self._ask(seat, "bus_order", options=[o["uid"] for _, o in js])

    def _support_options(self, seat: int, uid: str) -> list[str]:
        if self.pentagon:
            found = self._occ_space(uid)
            if found and "registry" in found[1]["tok"]:
                return ["E", "L"]
            return []
        sups = self.s.get("supports", {}).get(str(seat), [])
        return [x["id"] for x in sups]

    def _t_bus_support(self, task: dict[str, Any]) -> None:
        seat, uid = task["seat"], task["uid"]
        found = self._occ_space(uid)
        assert found is not None
        found[1]["done"] = True
        opts = self._support_options(seat, uid)
        self._push({"t": "bus_draw", "seat": seat, "uid": uid, "E": 0, "L": 0})
        if not opts:
            return
        if not self.pentagon:
            sups = self.s["supports"][str(seat)]
            if len({tuple(x["reward"]) for x in sups}) == 1:
                self._use_support(seat, opts[0])
                return
        self._ask(seat, "support", uid=uid, options=opts)

    def _use_support(self, seat: int, option: str) -> None:
        draw = self.s["queue"][0]
        if self.pentagon:
            draw[option] += 2
            self._log("support", f"{self.players[seat]} uses the Registry token: 2 extra "
                      f"{'Evidence' if option == 'E' else 'Investigation Line'} cards.")
            return
        sups = self.s["supports"][str(seat)]
        sup = next(x for x in sups if x["id"] == option)
        sups.remove(sup)
        for r in sup["reward"]:
            draw[r] += 1
        self._log("support", f"{self.players[seat]}'s Archive Journalist adds "
                  + " and ".join("an Evidence card" if r == "E" else "an Investigation Line card"
                                 for r in sup["reward"]) + ".")

    def _t_bus_draw(self, task: dict[str, Any]) -> None:
        seat, uid = task["seat"], task["uid"]
        found = self._occ_space(uid)
        assert found is not None
        sp, occ = found
        bus = self.s["buses"][sp]
        ev = [c for c in (self._draw("ev") for _ in range(bus["E"] + task["E"])) if c]
        ln = [c for c in (self._draw("ln") for _ in range(bus["L"] + task["L"])) if c]
        value = self._value(occ, "bus")
        self.s["work"] = {"seat": seat, "uid": uid, "space": sp, "value": value, "E": ev, "L": ln}
        self._log("draw", f"{self.players[seat]}'s Journalist {occ['j']} (value {value}) on {sp} gathers "
                  + ", ".join(self._card_text(c) for c in ev + ln) + ".", reveal=True, cards=ev + ln)
        if not self._pin_options(seat, first_only=True) and not self._can_unpin(seat):
            self._log("pin", f"No combination lets {self.players[seat]} reach a new evidence.")
            self._end_work()
            return
        self._ask(seat, "pin")

    def _card_text(self, card: str) -> str:
        if card in self.D.evidence:
            return f"{card} ({'/'.join(self.D.evidence[card])})"
        if card in self.D.lines:
            return f"{card} (line {'/'.join(self.D.lines[card])})"
        return card

    def pin_options(self, seat: int) -> list[Pin]:
        """Every legal pin for the seat's current Bus Journalist."""
        return self._pin_options(seat, first_only=False)

    def _pin_options(self, seat: int, first_only: bool) -> list[Pin]:
        """``pin_options``; with ``first_only``, stop at the first space that gives a pin."""
        work = self.s["work"]
        if not work or work["seat"] != seat:
            return []
        p = self.P(seat)
        D = self.D
        ev_src: list[tuple[str, list[str]]] = [(c, D.evidence[c]) for c in work["E"]]
        ev_src += [(c, D.evidence[c]) for c in p["stash"] if c in D.evidence]
        if p["wildE"]:
            ev_src.append(("wildE", D.symbols))
        leak = self.s.get("leak")
        if leak and leak["seat"] != seat and p["money"] >= 200:
            ev_src += [(c, D.evidence[c]) for c in leak["cards"]]
        ln_src: list[tuple[str, list[str]]] = [(c, D.lines[c]) for c in work["L"]]
        ln_src += [(c, D.lines[c]) for c in p["stash"] if c in D.lines]
        if p["wildL"]:
            ln_src.append(("wildL", ["A", "B", "C", "D"]))
        pos = self.last_position(seat)
        left = self.string_left(seat)
        value = work["value"]
        taken = {pin["space"] for pin in p["pins"]} | set(p["destroyed"])
        out: list[Pin] = []
        evs_for: dict[str, list[str]] = {}  # symbol -> evidence sources showing it
        lns_for: dict[str, list[str]] = {}  # line -> line sources naming it
        space_line, space_symbol = D.space_line, D.space_symbol
        for sp in D.spaces_within(pos, min(value, left)):
            if sp in taken:
                continue
            line, sym = space_line[sp], space_symbol[sp]
            evs = evs_for.get(sym)
            if evs is None:
                evs = evs_for[sym] = [c for c, syms in ev_src if sym in syms]
            if not evs:
                continue
            if line == "X":
                out += [Pin(sp, c, None) for c in evs]
            else:
                lns = lns_for.get(line)
                if lns is None:
                    lns = lns_for[line] = [c for c, ls in ln_src if line in ls]
                out += [Pin(sp, e, ln) for e in evs for ln in lns]
            if first_only and out:
                return out
        return out

    def _do_pin(self, seat: int, action: Pin) -> None:
        p = self.P(seat)
        work = self.s["work"]
        D = self.D
        name = self.players[seat]
        leak = self.s.get("leak")
        dist = D.distance(self.last_position(seat), action.space)
        for card in (action.evidence, action.line):
            if card is None:
                continue
            if card == "wildE":
                p["wildE"] -= 1
            elif card == "wildL":
                p["wildL"] -= 1
            elif card in p["stash"]:
                p["stash"].remove(card)
                self._discard(card)
            elif leak and card in leak["cards"] and card not in work["E"]:
                p["money"] -= 200
                self.P(leak["seat"])["money"] += 200
                self._log("leak", f"{name} uses the leaked {card} and pays $200 to {self.players[leak['seat']]}.")
        p["pins"].append({"space": action.space, "round": self.s["round"], "statement": False})
        line = D.space_line[action.space]
        self._log("pin", f"{name} pins {action.space} (line {line}, {D.space_symbol[action.space]}), "
                  f"using {dist} string ({self.string_left(seat)} left).", seat=seat, space=action.space)
        if action.line and action.line in D.lines and len(D.lines[action.line]) == 2:
            count = 1
            if p["target"]:
                count = 2
                p["target"] = False
                self._log("destroy", f"{name}'s Target token doubles the damage and is discarded.")
            self._push(*({"t": "destroy", "seat": seat, "line": line,
                          "why": f"Double line card {action.line}"} for _ in range(count)))

    def _end_work(self) -> None:
        work = self.s["work"]
        if work:
            for c in work["E"] + work["L"]:
                self._discard(c)
        self.s["work"] = None

    # --- overtime
    def _t_overtime(self, task: dict[str, Any]) -> None:
        upper = self._ot_upper()
        occs = [(i, o) for i, sp in enumerate(upper) for o in self.s["spaces"].get(sp, [])]
        order = sorted(occs, key=lambda io: (-self._value(io[1], "overtime"), io[0]))
        cards = self.T["overtime"]["card_spaces"]
        destroy = self.T["overtime"]["destroy_spaces"]
        tasks = []
        texts = []
        for k, (_, o) in enumerate(order):
            texts.append(f"{k + 1}. {self._name(o['o'])} {self._value(o, 'overtime')}")
            if k < cards:
                tasks.append({"t": "ot_pick", "owner": o["o"]})
            elif k < cards + destroy and isinstance(o["o"], int):
                tasks.append({"t": "destroy", "seat": o["o"], "line": None, "why": "Overtime"})
        if texts:
            self._log("overtime", "Overtime order: " + "; ".join(texts) + ".")
        self._push(*tasks)

    def _t_ot_pick(self, task: dict[str, Any]) -> None:
        owner = task["owner"]
        row = self.s["ot_row"]
        if not row:
            self._log("overtime", f"{self._name(owner)} finds no Overtime card left.")
            return
        if owner == "times":
            card = max(row, key=lambda c: self.D.overtime[c]["number"])
            row.remove(card)
            self._discard(card)
            self._log("times", f"The Times takes the highest-numbered Overtime card, {self._ot_label(card)}, "
                      "and discards it.")
            return
        self._ask(owner, "ot_pick")

    def _ot_options(self, seat: int) -> list[str]:
        opts = list(self.s["ot_row"])
        if (not self.s["ot_extra_used"] and self.P(seat)["contacts"] >= 1
                and (self.s["ot_deck"] or self.s["ot_discard"])):
            opts.append("extra")
        return opts

    def _take_overtime(self, seat: int, card: str) -> None:
        p = self.P(seat)
        self.s["ot_row"].remove(card)
        self._discard(card)
        c = self.D.overtime[card]
        name = self.players[seat]
        if c["kind"] == "talk":
            p["money"] += c["amount"]
            self._log("overtime", f"{name} takes {self._ot_label(card)} and earns ${c['amount']}.")
        elif c["kind"] == "radio":
            p["points"] += c["amount"]
            self._log("overtime", f"{name} takes {self._ot_label(card)} and gains {c['amount']} points.")
        elif c["kind"] == "evidence":
            self._log("overtime", f"{name} takes {self._ot_label(card)}.")
            self._ask(seat, "new_evidence")
        else:
            opts = self._statement_options(seat, c["lines"])
            self._log("overtime", f"{name} takes {self._ot_label(card)}.")
            if not opts:
                self._log("overtime", f"{name} has no pin without a Statement in line {'/'.join(c['lines'])}.")
            elif len(opts) == 1:
                self._statement(seat, opts[0])
            else:
                self._ask(seat, "statement", options=opts)

    def _statement_options(self, seat: int, lines: list[str]) -> list[str]:
        return [pin["space"] for pin in self.P(seat)["pins"]
                if self.D.space_line[pin["space"]] in lines and not pin.get("statement")]

    def _statement(self, seat: int, space: str) -> None:
        for pin in self.P(seat)["pins"]:
            if pin["space"] == space:
                pin["statement"] = True
        line = self.D.space_line[space]
        self._log("statement", f"{self.players[seat]} places a Witness Statement under {space} "
                  f"(worth {self.D.statement_value[line]} points).")

    # --- newspaper
    def _t_newspaper(self, task: dict[str, Any]) -> None:
        tasks = []
        for sec in SECTIONS:
            for seat in self.s["requests"][sec]:
                tasks.append({"t": "paper", "sec": sec, "seat": seat})
        self._push(*tasks)

    def _token_for(self, seat: int, kind: str) -> dict[str, Any] | None:
        """A token of this kind from the supply, else from another player's older reserve."""
        for t in self.s["tokens"]:
            if t["kind"] == kind and t["at"] == "supply":
                return t
        for k in range(1, self.n):
            other = (seat + k) % self.n
            for t in self.s["tokens"]:
                if t["kind"] == kind and t["at"] == other and t["round"] < self.s["round"]:
                    return t
        return None

    def _give_token(self, seat: int, tok: dict[str, Any]) -> None:
        prev = tok["at"]
        tok["at"] = seat
        tok["round"] = self.s["round"]
        src = "" if prev == "supply" else f" (taken from {self.players[prev]}'s reserve)"
        self._log("paper", f"{self.players[seat]} gains a {tok['kind']} token{src}.")

    def _t_paper(self, task: dict[str, Any]) -> None:
        sec, seat = task["sec"], task["seat"]
        p = self.P(seat)
        name = self.players[seat]
        if sec == "hr":
            if not p["hired"]:
                p["hired"] = True
                p["requests_total"] -= 1
                p["hand"].append("X")
                self._log("paper", f"{name} hires Journalist X (value {p['hr']}); the Request stays on H.R.")
            if self._train_options(seat):
                self._ask(seat, "train")
            return
        if sec == "photo":
            if self._buy_options(seat):
                self._ask(seat, "buy")
            else:
                self._log("paper", f"{name} cannot afford or find a Photography token.")
            return
        tok = self._token_for(seat, sec)
        if tok is None:
            self._log("paper", f"No {SECTION_NAMES[sec]} token is left for {name}.")
            return
        self._give_token(seat, tok)

    def _payments(self, seat: int, cost: int) -> list[int]:
        """Contact counts that can pay ``cost`` together with money (no overpaying)."""
        p = self.P(seat)
        cv = self.T["contact_value"]
        out = []
        for c in range(p["contacts"] + 1):
            if c * cv > cost and c > 0 and (c - 1) * cv >= cost:
                break
            if max(0, cost - c * cv) <= p["money"]:
                out.append(c)
        return out

    def _train_options(self, seat: int) -> list[Train]:
        p = self.P(seat)
        hr = self.T["hr"]
        out = []
        cost = 0
        for steps in range(1, len(hr) - p["hr"] + 1):
            cost += hr[p["hr"] - 1 + steps]["cost"]
            for c in self._payments(seat, cost):
                out.append(Train(steps, c))
        return out

    def _buy_options(self, seat: int) -> list[Buy]:
        out = []
        for kind in ("photo1", "photo2"):
            if self._token_for(seat, kind) is None:
                continue
            for c in self._payments(seat, self.T["newspaper"]["photo_cost"][kind]):
                out.append(Buy(kind, c))
        return out

    def _pay(self, seat: int, cost: int, contacts: int) -> None:
        p = self.P(seat)
        p["contacts"] -= contacts
        p["money"] -= max(0, cost - contacts * self.T["contact_value"])

    # --- maintenance and the end
    def _t_maintenance(self, task: dict[str, Any]) -> None:
        s = self.s
        for occs in s["spaces"].values():
            for o in occs:
                if isinstance(o["o"], int):
                    p = self.P(o["o"])
                    if o["j"] not in p["arrested"]:
                        p["hand"].append(o["j"])
        s["spaces"] = {}
        for seat in range(self.n):
            p = self.P(seat)
            p["hand"] = sorted(set(p["hand"]))
            p["requests"] = p["requests_total"]
        s["requests"] = {sec: [] for sec in SECTIONS}
        for t in s["tokens"]:
            if t["at"] == "used" or (isinstance(t["at"], int) and t["round"] < s["round"]):
                t["at"] = "supply"
        s["supports"] = {}
        s["massive_leak"] = False
        for c in (s["leak"] or {}).get("cards", []):
            self._discard(c)
        s["leak"] = None
        s["event_cards"] = []
        s["ot_extra_used"] = False
        for c in s["ot_row"]:
            self._discard(c)
        s["ot_row"] = []
        if s["round"] >= self.T["rounds"] or s["hat"]:
            self._finish("hat" if s["hat"] else "rounds")
            return
        s["round"] += 1
        if s["news_deck"]:
            s["news_shown"] = s["news_deck"].pop()
        s["event"] = None
        if s["event_deck"] and s["round"] >= 2:
            s["event"] = s["event_deck"].pop()
            e = self.event()
            assert e is not None
            self._log("event", f"Event: {e['name']} - {e['text']}", reveal=True, event=s["event"])
        self._refill_overtime()
        self._round_start()

    def _finish(self, reason: str) -> None:
        s = self.s
        s["over"] = True
        s["phase"] = "over"
        s["ended"] = reason
        s["ended_round"] = s["round"]
        s["pending"] = None
        s["queue"] = []
        res = self.result()
        self._log("final", "Final scores: " + ", ".join(
            f"{self.players[i]} {res.totals[i]}" for i in range(self.n)) + ". "
            + ("Winner: " + ", ".join(self.players[w] for w in res.winners) if res.winners
               else "Nobody wins the Pulitzer") + ".")

    # ------------------------------------------------------------------ decisions
    def _decision_actions(self, seat: int) -> list[Action]:
        pd = self.s["pending"]
        if pd is None or pd["seat"] != seat:
            return []
        kind = pd["kind"]
        out: list[Action] = []
        if kind == "pin":
            out = list(self.pin_options(seat)) + [Skip()]
            if self._can_unpin(seat):
                out.append(Unpin())
        elif kind == "destroy":
            out = [Destroy(sp) for sp in pd["options"] if sp in self.free_highlighted(seat)]
        elif kind == "sports":
            out.extend(Choose(sp) for sp in self._own_spaces(seat, self.kiosk_spaces()))
            out.append(Choose("cash"))
        elif kind == "entertainment":
            out.extend(Choose(sp) for sp in self._own_spaces(seat, self._ot_upper()))
            out.append(Choose("contact"))
        elif kind == "bus_order":
            out = []
            for uid in pd["options"]:
                found = self._occ_space(uid)
                if found:
                    out.append(Choose(f"{found[0]}:{found[1]['j']}"))
        elif kind == "support":
            out = [Choose(o) for o in pd["options"]]
        elif kind == "ot_pick":
            out = [Choose(o) for o in self._ot_options(seat)]
        elif kind == "new_evidence":
            out = [Choose("E"), Choose("L")]
        elif kind == "statement":
            out = [Choose(o) for o in pd["options"]]
        elif kind in ("leak_keep", "snitch_keep"):
            out = [Choose(c) for c in self.s["event_cards"]]
        elif kind == "fundraising":
            out = [Choose("cash"), Choose("wild")]
        elif kind == "train":
            out = list(self._train_options(seat)) + [Skip()]
        elif kind == "buy":
            out = list(self._buy_options(seat)) + [Skip()]
        return out

    def _apply_decision(self, seat: int, action: Action) -> None:
        s = self.s
        pd = s["pending"]
        s["pending"] = None
        kind = pd["kind"]
        p = self.P(seat)
        name = self.players[seat]
        if kind == "pin":
            if isinstance(action, Pin):
                self._do_pin(seat, action)
            else:
                self._log("pin", f"{name} places no pin this time.")
            self._end_work()
        elif kind == "destroy":
            assert isinstance(action, Destroy)
            self._destroy(seat, action.space, pd["why"])
        elif kind == "sports":
            assert isinstance(action, Choose)
            if action.option == "cash":
                p["money"] += 300
                self._log("kiosk", f"{name} takes $300 instead of the Sports +2 token.")
            else:
                occ = next(o for o in s["spaces"][action.option] if o["o"] == seat)
                occ["tok"].append("sports+2")
                s["kiosk_plus"]["S"] = action.option
                self._log("kiosk", f"{name} puts the Sports +2 token under their Journalist on {action.option}.")
        elif kind == "entertainment":
            assert isinstance(action, Choose)
            if action.option == "contact":
                p["contacts"] += 1
                self._log("kiosk", f"{name} takes a Contact instead of the Entertainment +2 token.")
            else:
                occ = next(o for o in s["spaces"][action.option] if o["o"] == seat)
                occ["tok"].append("ent+2")
                s["kiosk_plus"]["E"] = action.option
                self._log("kiosk", f"{name} puts the Entertainment +2 token under their Journalist on "
                          f"{action.option}.")
        elif kind == "bus_order":
            assert isinstance(action, Choose)
            sp, j = action.option.split(":")
            occ = next(o for o in s["spaces"][sp] if o["o"] == seat and o["j"] == j and not o.get("done"))
            self._push({"t": "bus_support", "seat": seat, "uid": occ["uid"]})
        elif kind == "support":
            assert isinstance(action, Choose)
            self._use_support(seat, action.option)
        elif kind == "ot_pick":
            assert isinstance(action, Choose)
            if action.option == "extra":
                p["contacts"] -= 1
                s["ot_extra_used"] = True
                card = self._draw("ot")
                if card:
                    s["ot_row"].append(card)
                    self._log("overtime", f"{name} spends a Contact to reveal {self._ot_label(card)}.",
                              reveal=True, card=card)
                self._ask(seat, "ot_pick")
            else:
                self._take_overtime(seat, action.option)
        elif kind == "new_evidence":
            assert isinstance(action, Choose)
            card = self._draw("ev" if action.option == "E" else "ln")
            if card:
                p["stash"].append(card)
                self._log("overtime", f"{name} draws {self._card_text(card)} for a later investigation.",
                          reveal=True, card=card)
        elif kind == "statement":
            assert isinstance(action, Choose)
            self._statement(seat, action.option)
        elif kind in ("leak_keep", "snitch_keep"):
            assert isinstance(action, Choose)
            cards = s["event_cards"]
            cards.remove(action.option)
            p["stash"].append(action.option)
            self._log("event", f"{name} keeps {self._card_text(action.option)}.")
            if kind == "leak_keep" and cards:
                s["leak"] = {"seat": seat, "cards": list(cards)}
                self._log("event", "Leaked for rivals this round ($200 each use): "
                          + ", ".join(self._card_text(c) for c in cards) + ".")
            else:
                for c in cards:
                    self._discard(c)
            s["event_cards"] = []
        elif kind == "fundraising":
            assert isinstance(action, Choose)
            if action.option == "cash":
                p["money"] += 900
                self._log("event", f"Fundraising: {name} gains $900.")
            else:
                p["wildE"] += 1
                self._log("event", f"Fundraising: {name} gains an Evidence Wildcard.")
        elif kind == "train":
            if isinstance(action, Train):
                hr = self.T["hr"]
                cost = sum(hr[p["hr"] - 1 + k]["cost"] for k in range(1, action.steps + 1))
                self._pay(seat, cost, action.contacts)
                p["hr"] += action.steps
                self._log("paper", f"{name} trains Journalist X to value {p['hr']} "
                          f"(cost ${cost}, {action.contacts} Contact(s) used).")
            else:
                self._log("paper", f"{name} does not train Journalist X.")
        elif kind == "buy":
            if isinstance(action, Buy):
                cost = self.T["newspaper"]["photo_cost"][action.token]
                tok = self._token_for(seat, action.token)
                assert tok is not None
                self._pay(seat, cost, action.contacts)
                self._give_token(seat, tok)
            else:
                self._log("paper", f"{name} buys no Photography token.")

    # ------------------------------------------------------------------ refusals
    def _explain(self, seat: int, action: Action) -> tuple[str, str]:
        s = self.s
        if s["over"]:
            return "The game is over", "End of the game"
        if isinstance(action, Unpin):
            p = self.P(seat)
            if not p["pins"]:
                return "You have no evidence pinned", "Buses: discarding evidence"
            if p["unpinned"]:
                return "You already discarded an evidence this round", "Buses: only the last one"
            return ("Only the last evidence obtained in the previous round may be discarded",
                    "Buses: discarding evidence")
        if s["phase"] == "placement":
            refusal = placement_error(self, seat, action)
            return refusal or (f"'{action.format()}' is not a legal move now", "The Rounds")
        pd = s["pending"]
        kind = pd["kind"] if pd else "none"
        if isinstance(action, Place | Request | Edit | Pass | Bail):
            return "Placement is over; the Resolution phase is under way", "How to Play: the rounds"
        if isinstance(action, Pin):
            if kind != "pin":
                return "No Bus Journalist of yours is resolving now", "The Buses"
            return self._explain_pin(seat, action)
        if isinstance(action, Destroy):
            if kind != "destroy":
                return "Nothing asks you to destroy evidence now", "Evidence Destruction"
            return ("Destroyed Evidence goes on a free highlighted Evidence among: "
                    + ", ".join(pd["options"]), "Evidence Destruction")
        if isinstance(action, Train):
            if kind != "train":
                return "You are not resolving a Human Resources request", "Newspaper: Human Resources"
            return "You cannot pay that much training (money and Contacts)", "Newspaper: Human Resources"
        if isinstance(action, Buy):
            if kind != "buy":
                return "You are not resolving a Photography request", "Newspaper: Photography"
            return "You cannot pay for that Photography token, or none is left", "Newspaper: Photography"
        if isinstance(action, Skip):
            return f"This choice ({kind}) cannot be skipped", "Resolution phase"
        if isinstance(action, Choose):
            opts = [a.option for a in self._decision_actions(seat) if isinstance(a, Choose)]
            rule = {"ot_pick": "Overtime: only one extra card per round, for a Contact",
                    "sports": "Kiosk: Sports", "entertainment": "Kiosk: Entertainment"}.get(kind, "Resolution phase")
            return f"'{action.option}' is not an option now (options: {', '.join(opts) or 'none'})", rule
        return f"'{action.format()}' is not a legal move now", "Resolution phase"

    def _explain_pin(self, seat: int, action: Pin) -> tuple[str, str]:
        D = self.D
        rule = "The Buses: discovering evidence"
        if action.space not in D.space_symbol or action.space == D.start:
            return f"'{action.space}' is not an evidence space of the Investigation board", rule
        p = self.P(seat)
        if action.space in p["destroyed"]:
            return "That evidence was destroyed and can never be uncovered", "Evidence Destruction"
        if any(pin["space"] == action.space for pin in p["pins"]):
            return "You already pinned that evidence", rule
        dist = D.distance(self.last_position(seat), action.space)
        work = self.s["work"]
        if dist > work["value"]:
            far = (f"{action.space} is {dist} spaces from your last evidence but your Journalist's value "
                   f"is {work['value']}")
            return far, rule
        if dist > self.string_left(seat):
            return f"You have only {self.string_left(seat)} string left and {action.space} needs {dist}", \
                "The Buses: the string is limited"
        if D.space_line[action.space] == "X" and action.line:
            return "The central line X needs no Investigation Line card", "The Buses: the central column"
        why = ("Those cards do not lead to that evidence (the Evidence card must show its symbol and the "
               "Investigation Line card its line, from your gathered, kept or leaked cards)")
        return why, rule

    # ------------------------------------------------------------------ result
    def result(self) -> Result:
        n = self.n
        D = self.D
        totals, breakdown = [], []
        qualified = []
        chronicle = self.options.get("mode") == "chronicle" and not self.pentagon
        houses_score = self._reach_scores() if not self.pentagon else [0] * n
        hr = self.T["hr"]
        for seat in range(n):
            p = self.P(seat)
            report_pins = sum(D.line_value[D.space_line[pin["space"]]] for pin in p["pins"])
            statements = sum(D.statement_value[D.space_line[pin["space"]]] for pin in p["pins"]
                             if pin.get("statement"))
            hl = self.highlighted_pins(seat)
            b = {"coin": p["points"], "hr": hr[p["hr"] - 1]["points"], "reach": houses_score[seat],
                 "report": report_pins, "statements": statements}
            if chronicle:
                b["chronicle"] = chronicle_bonus(hl)
            ok = hl >= 5 and not p["eliminated"]
            if chronicle:
                ok = True
            if self.s["ended"] == "capitol":
                ok = False
            qualified.append(ok)
            breakdown.append(b)
            totals.append(sum(b.values()))
        winners: list[int] = []
        extra: dict[str, Any] = {"qualified": qualified, "ended": self.s["ended"],
                                 "ended_round": self.s["ended_round"],
                                 "highlighted": [self.highlighted_pins(i) for i in range(n)]}
        if self.s["over"]:
            if self.solo:
                rnd = self.s["ended_round"] or self.s["round"]
                target = self.T["pentagon"]["solo_scores"][str(rnd)]
                extra["times_score"] = target
                if qualified[0] and totals[0] > target and self.s["ended"] in ("rounds", "hat"):
                    winners = [0]
            else:
                cands = [i for i in range(n) if qualified[i]]
                if self.pentagon and self.s["ended"] == "eliminated":
                    # The rival of an eliminated player wins at that moment.
                    cands = [i for i in range(n) if not self.P(i)["eliminated"]]
                winners = pick_winners(totals, [b["report"] + b["statements"] for b in breakdown],
                                       [self.P(i)["contacts"] for i in range(n)],
                                       [i in cands for i in range(n)])
        eliminated = [i for i in range(n) if not qualified[i]] if self.s["over"] else \
            [i for i in range(n) if self.P(i)["eliminated"]]
        return Result(totals=totals, breakdown=breakdown, winners=winners, eliminated=eliminated, extra=extra)

    def _reach_scores(self) -> list[int]:
        return reach_scores([self.P(i)["houses"] for i in range(self.n)], self.s["house_colors"])

    # ------------------------------------------------------------------ views
    def secrets(self, seat: int) -> list[Any]:
        out = []
        for sp, occs in self.s["spaces"].items():
            for o in occs:
                if o["up"] or o["o"] == seat:
                    continue
                who = "agent:" + o["o"] if o["o"] in ("red", "blue") else f"journalist:{o['o']}"
                out.append(f"{who}:{sp}:{o['v']}")
        return out

    def view(self, seat: int) -> PulitzerView:  # type: ignore[override]  # a typed dict (view.py)
        s = self.s
        spaces: dict[str, list[PieceView]] = {}
        for sp, occs in s["spaces"].items():
            shown: list[PieceView] = []
            for o in occs:
                item: PieceView = {"owner": o["o"], "face_up": bool(o["up"]), "tokens": list(o["tok"])}
                if o["up"] or o["o"] == seat:
                    item["journalist"] = o["j"]
                    item["value"] = o["v"]
                shown.append(item)
            spaces[sp] = shown
        players: list[PlayerView] = []
        for i in range(self.n):
            p = self.P(i)
            entry: PlayerView = {
                "name": self.players[i], "money": p["money"], "points": p["points"],
                "coin_flipped": p["points"] >= 100,
                "contacts": p["contacts"], "hired": p["hired"], "hr": p["hr"],
                "requests": p["requests"], "passed": p["passed"], "acted": p["acted"],
                "target": p["target"], "wild_evidence": p["wildE"], "wild_line": p["wildL"],
                "kept_cards": list(p["stash"]), "houses": dict(p["houses"]),
                "pins": _copy(p["pins"]), "destroyed": list(p["destroyed"]),
                "report": p["report"], "highlight": self.highlighted(i),
                "string_left": self.string_left(i), "arrested": dict(p["arrested"]),
                "eliminated": p["eliminated"], "report_score": self.report_score(i),
                "tokens": sorted(t["kind"] for t in self.held_tokens(i)),
                "journalists_left": len(p["hand"]),
            }
            if i == seat:
                entry["hand"] = sorted(p["hand"])
            players.append(entry)
        pending: PendingView | None = None
        if s["pending"]:
            pd = s["pending"]
            pending = {"kind": pd["kind"], "seat": pd["seat"]}
            if "options" in pd:
                pending["options"] = list(pd["options"]) if pd["kind"] != "bus_order" else [
                    a.option for a in self._decision_actions(pd["seat"]) if isinstance(a, Choose)]
        work: WorkView | None = None
        if s["work"]:
            w = s["work"]
            work = {"seat": w["seat"], "space": w["space"], "value": w["value"],
                    "evidence": list(w["E"]), "lines": list(w["L"])}
        v: PulitzerView = {
            "seat": seat, "round": s["round"], "rounds": self.T["rounds"], "phase": s["phase"],
            "mode": s["mode"], "game_mode": self.options.get("mode", "investigation"),
            "current": s["current"] if s["phase"] == "placement" else None,
            "press_pass": s["press"], "players": players, "spaces": spaces,
            "kiosk_columns": list(s["kiosk_columns"]), "kiosk_rows": s["kiosk_rows"],
            "column_names": {c: self.D.column_names[c] for c in s["kiosk_columns"]},
            "section_names": dict(SECTION_NAMES), "hr_track": _copy(self.T["hr"]),
            "house_colors": list(s["house_colors"]), "archive_spaces": s["archive"],
            "overtime_spaces": s["ot_spaces"], "buses": _copy(s["buses"]),
            "news_money": self.news_money(), "blocked": self.blocked(),
            "news_left": len(s["news_deck"]), "event": s["event"],
            "event_name": self._event_name() if self.event() else None,
            "overtime_row": list(s["ot_row"]), "requests": _copy(s["requests"]),
            "windows": s["windows"], "pending": pending, "work": work,
            "leak": _copy(s["leak"]), "event_cards": list(s.get("event_cards") or []),
            "double": s["double"], "over": s["over"], "ended": s["ended"],
        }
        if self.pentagon:
            v["opinion"] = s["opinion"]
            v["opinion_track"] = [self.T["pentagon"]["opinion_capitol"], self.T["pentagon"]["opinion_hat"]]
            v["turn_marker"] = self.turn_marker()
            v["houses_moved"] = list(s.get("houses_moved") or [])
        if self.solo:
            t = s["times"]
            v["times"] = {"cards_left": len(t["deck"]), "card": t["card"], "x": t["x"]}
        return v

    def ending_warning(self, seat: int, action: Action) -> str | None:
        """Warn when ``action`` ends The Pentagon Papers before its last round: Public Opinion
        at the Capitol, at the Hat, or a player who can no longer gather 5 highlighted
        Evidences. What the seat cannot see (face-down Agents and Journalists, the decks,
        the dice) is drawn again ``ENDING_SAMPLES`` times from its view (``determinize``),
        so the warning never tells more than the view: "ends" when every deal ends the
        game, "may end" when some do."""
        s = self.s
        if not self.pentagon or s["over"] or seat not in self.to_act():
            return None
        if s["phase"] == "placement" and placement_error(self, seat, action) is not None:
            return None
        if s["phase"] != "placement" and action not in self.legal_actions(seat):
            return None
        from .determinize import determinize

        reasons: list[str] = []
        for k in range(ENDING_SAMPLES):
            trial = determinize(self, seat, Rng(k))
            trial.apply(seat, action)
            if k == 0 and not trial.s["over"] and trial.s["phase"] == s["phase"] == "placement":
                return None  # placement goes on: nothing hidden decides anything yet
            why = trial._early_end()
            if why:
                reasons.append(why)
            if reasons and len(reasons) <= k:  # some deals end the game, some do not
                return (f"This may end the game now, depending on what you cannot see: {reasons[0]} "
                        "(The Pentagon Papers: end of the game)")
        if not reasons:
            return None
        return f"This ends the game now: {reasons[0]} (The Pentagon Papers: end of the game)"

    def _early_end(self) -> str | None:
        """Why the game ended before its last round, or ``None`` (still on, or a full game)."""
        s = self.s
        if not s["over"]:
            return None
        if s["ended"] == "capitol":
            return "Public Opinion reaches the Capitol and nobody wins the Pulitzer"
        if s["ended"] == "eliminated":
            out = [self.players[i] for i in range(self.n) if self.P(i)["eliminated"]]
            return f"{', '.join(out)} can no longer gather 5 highlighted Evidences"
        if s["ended"] == "hat" and s["ended_round"] < self.T["rounds"]:
            return f"Public Opinion reaches the Hat and round {s['ended_round']} is the last"
        return None

    def status_line(self) -> str:
        s = self.s
        if s["over"]:
            res = self.result()
            who = ", ".join(self.players[w] for w in res.winners) or "nobody"
            return f"Game over ({s['ended']}) - Pulitzer to {who}"
        head = f"Round {s['round']}/{self.T['rounds']}"
        if s["phase"] == "placement":
            extra = f" (turn {self.turn_marker()})" if self.pentagon else ""
            return f"{head} - Placement{extra} - {self.players[s['current']]} to act"
        pd = s["pending"]
        if pd:
            return f"{head} - Resolution - {self.players[pd['seat']]} decides ({pd['kind'].replace('_', ' ')})"
        return f"{head} - Resolution"


# The resolution queue's steps by the name a queued task gives (kept in saves).
RESOLUTION_STEPS: dict[str, Callable[[PulitzerState, dict[str, Any]], None]] = {
    "reveal": PulitzerState._t_reveal,
    "duels": PulitzerState._t_duels,
    "column": PulitzerState._t_column,
    "rows": PulitzerState._t_rows,
    "massive_leak": PulitzerState._t_massive_leak,
    "archive": PulitzerState._t_archive,
    "event4": PulitzerState._t_event4,
    "event2": PulitzerState._t_event2,
    "agent_bus": PulitzerState._t_agent_bus,
    "destroy": PulitzerState._t_destroy,
    "buses": PulitzerState._t_buses,
    "bus_player": PulitzerState._t_bus_player,
    "bus_support": PulitzerState._t_bus_support,
    "bus_draw": PulitzerState._t_bus_draw,
    "overtime": PulitzerState._t_overtime,
    "ot_pick": PulitzerState._t_ot_pick,
    "newspaper": PulitzerState._t_newspaper,
    "paper": PulitzerState._t_paper,
    "maintenance": PulitzerState._t_maintenance,
}
