"""Pulitzer's shared ground: the game state's record (``self.s``, one JSON-safe dict, so
saving is a copy), the decks, the board's spaces and pieces, and each player's standing.

The rulebook's sections build on it, one module each, in the order a round runs:
``placement`` (The Rounds), ``resolution`` (the flip, the Kiosk, the Archive, the end of
the round), ``buses`` (the Buses and the Investigation board), ``overtime``, ``newspaper``,
``decisions`` (the choices the resolution asks for), ``scoring`` and ``view``; ``state``
ties them into the game's turn flow.

Space ids on the game board: Kiosk ``N1`` (column letter N/I/S/E/C, row number), Archive
``AR1``.. (players place on ``AR``), Buses ``B1``.., Overtime ``OT1``.. (players place on
``OT``), Event card slots ``EV1``/``EV2``. Investigation board spaces: ``a1``..``i5``.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from paperboy.engine import Event, State

from .actions import Pass, Request
from .components import SECTIONS, PulitzerData

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
_new_event = Event.__new__
_PILES = {kind: (f"{kind}_deck", f"{kind}_discard") for kind in ("ev", "ln", "ot")}

_AREAS: dict[str, str] = {}


def _area_of(space: str) -> str:
    """The board area a space id belongs to (a pure function of the id, remembered)."""
    area = _AREAS.get(space)
    if area is None:
        if len(_AREAS) >= 4096:
            _AREAS.clear()
        area = _AREAS[space] = PulitzerCore._area_uncached(space)
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



class PulitzerCore(State):
    """The state's record and the helpers every rulebook section uses."""

    components: PulitzerData  # the cards, boards and tables (components.py)
    s: dict[str, Any]
    n: int
    pentagon: bool
    solo: bool
    _events: list[Event]
    _kiosk: tuple[str, ...] | None
    _listings: dict[Any, Any] | None  # placement.py: the Placement listing's remembered tables
    _pin_memo: tuple[Any, tuple[Any, ...], list[Any]] | None  # buses.py: the last pins listed

    # ------------------------------------------------------------------ basics
    @property
    def tables(self) -> dict[str, Any]:
        """The game's printed tables (tables.toml): money, tracks, board sizes."""
        return self.components.tables

    def player(self, seat: int) -> dict[str, Any]:
        """The record of one seat (money, points, Journalists, pins ...)."""
        return self.s["p"][seat]

    def _log(self, kind: str, text: str, reveal: bool = False, **data_: Any) -> None:
        # ``data_`` is a new dict: only values that may be shared with the state need a copy.
        for value in data_.values():
            kind_of = type(value)
            if kind_of is not str and kind_of is not int and value is not None and kind_of is not bool:
                data_ = _copy_plain(data_)
                break
        # An Event built without its frozen dataclass __init__ (the same value, made faster:
        # a round logs dozens of events that a playout never reads).
        event = _new_event(Event)
        fields = event.__dict__
        fields["kind"] = kind
        fields["text"] = text
        fields["data"] = data_
        fields["reveal"] = reveal
        self._events.append(event)

    def _name(self, owner: Any) -> str:
        if isinstance(owner, int):
            return self.players[owner]
        return {"times": "The Times", "red": "Red Agent", "blue": "Blue Agent"}.get(owner, str(owner))

    # ------------------------------------------------------------------ decks
    def _draw(self, kind: str) -> str | None:
        deck, discard = _PILES[kind]
        s = self.s
        cards: list[str] = s[deck]
        if not cards:
            if not s[discard]:
                return None
            cards = s[deck] = s[discard]
            s[discard] = []
            self.rng.shuffle(cards)
            self._log("reshuffle", f"The {self._deck_name(kind)} discard pile is shuffled into a new deck.")
        return cards.pop()

    def _draw_many(self, kind: str, count: int) -> list[str]:
        """``count`` cards drawn one by one (``_draw``; fewer if both piles run out)."""
        cards: list[str] = self.s[_PILES[kind][0]]
        if len(cards) >= count:  # no reshuffle on the way: the same cards as ``_draw``'s
            return [cards.pop() for _ in range(count)]
        return [c for c in (self._draw(kind) for _ in range(count)) if c]

    @staticmethod
    def _deck_name(kind: str) -> str:
        return {"ev": "Evidence", "ln": "Investigation Line", "ot": "Overtime"}[kind]

    def _discard(self, card: str) -> None:
        first = card[:1]
        self.s["ev_discard" if first == "E" else "ln_discard" if first == "L" else "ot_discard"].append(card)

    def _refill_overtime(self) -> None:
        while len(self.s["ot_row"]) < self.tables["overtime"]["row"]:
            card = self._draw("ot")
            if card is None:
                break
            self.s["ot_row"].append(card)
        self._log("overtime", "Overtime billboard: " + ", ".join(self._ot_label(c) for c in self.s["ot_row"]),
                  reveal=True, cards=self.s["ot_row"])

    def _ot_label(self, card: str) -> str:
        c = self.components.overtime[card]
        if c["kind"] == "talk":
            return f"{card} Talk Show ${c['amount']}"
        if c["kind"] == "radio":
            return f"{card} Radio Nights {c['amount']} pts"
        if c["kind"] == "evidence":
            return f"{card} New Evidence"
        return f"{card} The Statement ({'/'.join(c['lines'])})"

    # ------------------------------------------------------------------ board helpers
    def occupy(self, space: str, owner: Any, value: int, up: bool, j: str | None = None,
                tok: list[str] | None = None) -> dict[str, Any]:
        self.s["uid"] += 1
        occ = {"uid": f"u{self.s['uid']}", "o": owner, "j": j if j is not None else str(value),
               "v": value, "up": up, "tok": list(tok or [])}
        self.s["spaces"].setdefault(space, []).append(occ)
        return occ

    def _journalists(self, space: str) -> list[dict[str, Any]]:
        return [o for o in self.s["spaces"].get(space, []) if o["o"] not in ("red", "blue")]

    def agents_on(self, space: str) -> list[dict[str, Any]]:
        return [o for o in self.s["spaces"].get(space, []) if o["o"] in ("red", "blue")]

    def _first_free(self, prefix: str, count: int) -> str | None:
        """The first of the spaces numbered 1 to ``count`` after ``prefix`` without a Journalist."""
        spaces = self.s["spaces"]
        for space in _numbered(prefix, count):
            for o in spaces.get(space, ()):
                if o["o"] not in _AGENT_OWNERS:
                    break
            else:
                return space
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
        tokens = occ["tok"]
        if not tokens:
            return int(occ["v"])
        v = int(occ["v"])
        for t in tokens:
            if ((t == "newsroom" and area in ("kiosk", "row")) or (t == "registry" and area == "archive")
                    or (t in ("photo1", "photo2") and area == "bus")):
                v += TOKEN_BONUS[t]
            elif (t == "sports+2" and area == "row") or (t == "ent+2" and area == "overtime"):
                v += 2
        return v

    def _occ_space(self, uid: str) -> tuple[str, dict[str, Any]] | None:
        spaces = self.s["spaces"]
        for sp in self.s["buses"]:  # the pieces looked up most: Bus Journalists resolving
            for o in spaces.get(sp, ()):
                if o["uid"] == uid:
                    return sp, o
        for sp, occs in spaces.items():
            for o in occs:
                if o["uid"] == uid:
                    return sp, o
        return None

    # ------------------------------------------------------------------ players
    def held_tokens(self, seat: int, kind: str | None = None) -> list[dict[str, Any]]:
        return [t for t in self.s["tokens"] if t["at"] == seat and (kind is None or t["kind"] == kind)]

    def last_position(self, seat: int) -> str:
        pins = self.player(seat)["pins"]
        return pins[-1]["space"] if pins else self.components.start

    def string_used(self, seat: int) -> int:
        comps = self.components
        distances = comps.distances  # every board space to every other
        pos = comps.start
        used = 0
        for pin in self.s["p"][seat]["pins"]:
            space = pin["space"]
            used += distances[pos][space]
            pos = space
        return used

    def string_left(self, seat: int) -> int:
        return self.components.string_length - self.string_used(seat)

    def highlighted(self, seat: int) -> list[str]:
        return list(self.components.reports[self.player(seat)["report"]]["highlight"])

    def highlighted_pins(self, seat: int) -> int:
        hl = set(self.highlighted(seat))
        return sum(1 for pin in self.player(seat)["pins"] if pin["space"] in hl)

    def free_highlighted(self, seat: int, line: str | None = None) -> list[str]:
        p = self.player(seat)
        pinned = {pin["space"] for pin in p["pins"]}
        return [sp for sp in self.highlighted(seat)
                if sp not in pinned and sp not in p["destroyed"]
                and (line is None or self.components.space_line[sp] == line)]

    def report_score(self, seat: int) -> int:
        p = self.player(seat)
        total = 0
        for pin in p["pins"]:
            line = self.components.space_line[pin["space"]]
            total += self.components.line_value[line]
            if pin.get("statement"):
                total += self.components.statement_value[line]
        return total

    def _can_unpin(self, seat: int) -> bool:
        p = self.player(seat)
        return bool(p["pins"]) and p["pins"][-1]["round"] == self.s["round"] - 1 and not p["unpinned"]

    # ------------------------------------------------------------------ rounds and the queue
    def news_money(self) -> dict[str, int]:
        """Money per Kiosk column this round (orange side of the News deck's top card)."""
        deck = self.s["news_deck"]
        card = deck[-1] if deck else self.s["news_shown"]
        return dict(self.components.news[card]["money"])

    def blocked(self) -> list[str]:
        return list(self.components.news[self.s["news_shown"]]["blocked"])

    def event(self) -> dict[str, Any] | None:
        e = self.s["event"]
        return self.components.events[e] if e else None

    def _push(self, *tasks: dict[str, Any]) -> None:
        self.s["queue"][0:0] = list(tasks)

    def _ask(self, seat: int, kind: str, **ctx: Any) -> None:
        self.s["pending"] = {"kind": kind, "seat": seat, **ctx}

    def _slot(self, i: int) -> dict[str, Any] | None:
        occ = self._journalists(f"EV{i}")
        return occ[0] if occ else None

    def _card_text(self, card: str) -> str:
        return self.components.card_text.get(card, card)  # worked out once at load

    if TYPE_CHECKING:  # defined by the sections that build on this one
        def _start_resolution(self) -> None: ...  # resolution.py

        def _round_start(self) -> None: ...  # state.py
