"""Placement phase (rulebook "The Rounds", action A/B): which moves a player may make and
why a move is refused.

:func:`placement_error` is the one statement of the placement rules: ``check`` (and so
``play`` and ``Session.verdict``) refuses with it, and ``legal_actions`` lists exactly the
moves it accepts. The listing is built for speed from the same rule pieces
(:func:`token_sets` for tokens, ``PulitzerState.slot_cost`` for prices, the board's
occupancy), and a test compares the two over every candidate move of many positions.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import chain, filterfalse
from operator import itemgetter
from typing import Any

from paperboy.engine import Action

from . import events
from .actions import Bail, Buy, Choose, Destroy, Edit, Pass, Pin, Place, Request, Skip, Train, Unpin
from .components import SECTION_NAMES, SECTIONS
from .core import (
    _AGENT_OWNERS,
    _PASS,
    _REQUEST,
    _WHERE,
    PulitzerCore,
    _area_of,
    _first_free_in,
    _kiosk_spaces,
)

Refusal = tuple[str, str]  # (why, the rule's name)

VALUE_TOKENS = ("newsroom", "registry", "photo1", "photo2")
_TOKEN_AREA = {"newsroom": "the Kiosk", "photo1": "the Buses", "photo2": "the Buses"}


@lru_cache(maxsize=1024)
def token_sets(area: str, have: frozenset[str], pentagon: bool, on_space: int) -> tuple[tuple[str, ...], ...]:
    """Token sets a Journalist may carry into ``area`` for a player holding token kinds
    ``have`` (``on_space``: Journalists already on the Bus space; a full or closed space
    gives ``()``). The Newsroom works in the Kiosk, the Registry in the Archive (on the
    Buses in The Pentagon Papers), Photography on the Buses; one of these per Journalist,
    plus Management to share an occupied Bus space."""
    singles: list[str] = []
    if area == "kiosk" and "newsroom" in have:
        singles.append("newsroom")
    if area == "archive" and "registry" in have:
        singles.append("registry")
    if area == "bus":
        singles += [k for k in ("photo1", "photo2") if k in have]
        if pentagon and "registry" in have:
            singles.append("registry")
    options: list[tuple[str, ...]] = [()] + [(k,) for k in singles]
    if area == "bus" and on_space:
        if "management" not in have or on_space >= 2:
            return ()
        return tuple(opt + ("management",) for opt in options)
    return tuple(options)


def placement_error(state: Placement, seat: int, action: Action) -> Refusal | None:
    """Why ``seat`` may not make ``action`` now in the Placement phase, or ``None`` if it may."""
    s = state.s
    p = state.player(seat)
    if s["over"]:
        return "The game is over", "End of the game"
    if s["phase"] != "placement":
        return "Placement is over; the Resolution phase is under way", "How to Play: the rounds"
    if seat != s["current"]:
        return f"It is {state.players[s['current']]}'s turn to place", "The Rounds: taking turns"
    if isinstance(action, Unpin):
        return unpin_error(state, seat)
    if isinstance(action, Pin | Skip | Destroy | Choose | Train | Buy):
        return "That is a Resolution phase decision; it is the Placement phase", "How to Play: the rounds"
    if s["double"] and not isinstance(action, Place):
        return "You used the Editing Room token: place your second Journalist now", "Newspaper: Editing Room"
    if isinstance(action, Place):
        return place_error(state, seat, action)
    if isinstance(action, Bail):
        if action.journalist not in p["arrested"]:
            return f"Journalist {action.journalist} is not under arrest", "Event: Snitches"
        if p["acted"]:
            return "Bail is paid at the beginning of a round", "Event: Snitches"
        if p["money"] < p["arrested"][action.journalist]:
            return "You cannot pay the bail", "Event: Snitches"
        return None
    if isinstance(action, Edit):
        if not state.held_tokens(seat, "editing"):
            return "You hold no Editing Room token", "Newspaper: Editing Room"
        if len(p["hand"]) < 2:
            return "You need two Journalists left to place", "Newspaper: Editing Room"
        return None
    if isinstance(action, Pass):
        if not may_pass(state, seat):
            return ("The Press Pass holder may pass only after the fifth turn",
                    "Pentagon Papers: the turn track")
        return None
    if isinstance(action, Request):
        if action.section not in SECTIONS:
            return f"Unknown Newspaper section '{action.section}'", "The Newspaper"
        if p["requests"] <= 0:
            return "You have no Request token left", "The Newspaper"
        if action.section in state.blocked():
            return f"{SECTION_NAMES[action.section]} is blocked this round", "Game Setup: Block tokens"
        if len(s["requests"][action.section]) >= s["windows"]:
            return f"{SECTION_NAMES[action.section]} has no open window", "The Newspaper"
        if not p["hand"]:
            return "A Request goes with a Journalist you still have to place; you have none left", \
                "The Newspaper"
        return None
    return f"'{action.format()}' is not a legal move now", "The Rounds"


def unpin_error(state: Placement, seat: int) -> Refusal | None:
    """Why ``seat`` may not discard its last pinned evidence now, or ``None``."""
    p = state.player(seat)
    if not p["pins"]:
        return "You have no evidence pinned", "Buses: discarding evidence"
    if p["unpinned"]:
        return "You already discarded an evidence this round", "Buses: only the last one"
    if p["pins"][-1]["round"] != state.s["round"] - 1:
        return ("Only the last evidence obtained in the previous round may be discarded",
                "Buses: discarding evidence")
    if state.s["phase"] == "placement" and state.s["double"]:
        return "You used the Editing Room token: place your second Journalist now", "Newspaper: Editing Room"
    return None


def may_pass(state: Placement, seat: int, others: list[Action] | None = None) -> bool:
    """Passing is free, except for the Press Pass holder of The Pentagon Papers (2 players),
    who passes only after the free turns or when no placement or Request is left
    (``others``: the seat's other moves, when the caller has them already)."""
    if not state.pentagon or state.solo or seat != state.s["press"]:
        return True
    if state.player(seat)["acted"] >= state.tables["pentagon"]["free_turns"]:
        return True
    if others is None:
        others = state.legal_actions(seat)
    return not any(isinstance(a, Place | Request | Edit) for a in others)


def place_error(state: Placement, seat: int, action: Place) -> Refusal | None:
    """Why Journalist ``action.journalist`` may not go on ``action.space`` with these tokens
    (face up or down), or ``None`` if it may."""
    s = state.s
    p = state.player(seat)
    sp = action.space
    if action.journalist not in p["hand"]:
        if action.journalist in p["arrested"]:
            return f"Journalist {action.journalist} is under arrest", "Event: Snitches"
        if action.journalist == "X" and not p["hired"]:
            return "You have not hired Journalist X yet", "Newspaper: Human Resources"
        return f"Journalist {action.journalist} is already placed this round", "The Rounds: action B"
    area = state._area(sp)
    valid = set(state.kiosk_spaces()) | set(s["buses"]) | {"OT"}
    if s["archive"]:
        valid.add("AR")
    valid |= {f"EV{i}" for i in range(1, state.event_slots() + 1)}
    if sp not in valid:
        if sp.startswith("AR") and sp != "AR" and s["archive"]:
            return "Archive Journalists go on the lowest empty numbered space: place on 'AR'", "The Archive"
        if sp.startswith("OT") and sp != "OT":
            return "Overtime Journalists go on the first empty space: place on 'OT'", "Overtime"
        if sp.startswith("AR"):
            return "There is no Archive in the 2-player and solo mode", "Pentagon Papers: Buses"
        return f"'{sp}' is not a space on this board for {state.n} players", "The Rounds"
    if sp == "AR" and not state._first_free("AR", s["archive"]):
        return "The Archive is full", "The Archive"
    if sp == "OT" and not state._first_free("OT", s["ot_spaces"]):
        return "Overtime is full", "Overtime"
    on_space = len(state._journalists(sp))
    if area in ("kiosk", "event") and on_space:
        return "A Journalist already occupies that space", "Summary: one Journalist per space"
    cost = state._slot_cost(sp)
    if cost > p["money"]:
        return f"That space costs ${cost} and you have ${p['money']}", "The Buses: paying the cost"
    have = frozenset(t["kind"] for t in state.held_tokens(seat))
    if area == "bus" and on_space:
        if "management" not in have or "management" not in action.tokens:
            return "That Bus space is taken; only a Management token lets you share it", "Newspaper: Management"
        if on_space >= 2:
            return "At most two Journalists may share a Bus space", "Newspaper: Management"
    if action.faceup and not (s["event"] == "grand-finale" and area == "kiosk" and sp.startswith("S")):
        return "Only Grand Finale lets a Journalist go face up, in Sports", "Event: Grand Finale"
    for t in action.tokens:
        if t not in have:
            return f"You hold no {t} token", "Newspaper: tokens"
    if "management" in action.tokens and not (area == "bus" and on_space):
        return "Management is for an occupied Bus space", "Newspaper: Management"
    values = [t for t in action.tokens if t in VALUE_TOKENS]
    if len(values) > 1:
        return "Only one token per Journalist", "Newspaper: one token per Journalist"
    allowed = token_sets(area, have, state.pentagon, on_space if area == "bus" else 0)
    if tuple(action.tokens) not in allowed:
        for t in values:
            where = _TOKEN_AREA.get(t) or ("the Buses" if state.pentagon else "the Archive")
            return f"A {t} token goes under a Journalist placed on {where}", "Newspaper: tokens"
        return ("Name each token once, with Management last (e.g. 'place 3 B2 +photo1 +management')",
                "Newspaper: tokens")
    return None


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


_SPACE_WHERE: dict[str, tuple[str, str]] = {}


def _space_where(space: str) -> tuple[str, str]:
    """A space's area and how the log names it (a pure function of the id, remembered)."""
    if len(_SPACE_WHERE) >= 4096:  # a bound on memory
        _SPACE_WHERE.clear()
    area = _area_of(space)
    found = _SPACE_WHERE[space] = (area, _WHERE[area].format(space))
    return found


_NO_TOKENS: frozenset[str] = frozenset()
_AT = itemgetter("at")
_UNPIN = Unpin()
_EDIT = Edit()

#: What the Placement listing remembers for one hand, one set of held token kinds and the
#: Grand Finale flag: the hand's distinct Journalists sorted, Kiosk space -> its Place
#: actions, and a space outside the Kiosk (with the number of Journalists already on it, for
#: an occupied Bus space) -> its Place actions (filled as they are asked for).
_Entry = tuple[tuple[str, ...], dict[str, tuple[Place, ...]], dict[Any, tuple[Place, ...]]]

#: (Kiosk spaces, The Pentagon Papers?) -> (hand as held, token kinds, Grand Finale) -> entry.
#: A state looks its game's shape up once (``_listing_tables``); the key it hashes on each
#: listing is then small (no 20-space tuple).
_LISTINGS: dict[tuple[tuple[str, ...], bool], dict[tuple[tuple[str, ...], frozenset[str], bool], _Entry]] = {}


def _listing_tables(kiosk: tuple[str, ...],
                    pentagon: bool) -> dict[tuple[tuple[str, ...], frozenset[str], bool], _Entry]:
    """The remembered listing entries of one game shape."""
    key = (kiosk, pentagon)
    found = _LISTINGS.get(key)
    if found is None:
        if len(_LISTINGS) >= 64:  # a bound on memory
            _LISTINGS.clear()
        found = _LISTINGS[key] = {}
    return found


_KIOSK_TABLES: dict[tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, ...], ...], bool],
                    dict[str, tuple[Place, ...]]] = {}


def _kiosk_table(kiosk: tuple[str, ...], hand: tuple[str, ...], kiosk_tokens: tuple[tuple[str, ...], ...],
                 grand: bool) -> dict[str, tuple[Place, ...]]:
    """Kiosk space -> its Place actions for one hand, the token sets the Kiosk takes and the
    Grand Finale flag (then a Journalist may also go face up on the S column): shared by the
    entries whose held tokens differ only outside the Kiosk."""
    key = (kiosk, hand, kiosk_tokens, grand)
    table = _KIOSK_TABLES.get(key)
    if table is None:
        if len(_KIOSK_TABLES) >= 2048:  # a bound on memory
            _KIOSK_TABLES.clear()
        table = _KIOSK_TABLES[key] = {sp: _places(hand, sp, kiosk_tokens, grand and sp.startswith("S"))
                                      for sp in kiosk}
    return table


def _listing_entry(tables: dict[tuple[tuple[str, ...], frozenset[str], bool], _Entry], kiosk: tuple[str, ...],
                   hand_list: list[str], have: frozenset[str], pentagon: bool, grand: bool) -> _Entry:
    """The entry for a hand as held (``hand_list``); hands holding the same Journalists in
    another order share one entry."""
    key = (tuple(hand_list), have, grand)
    entry = tables.get(key)
    if entry is None:
        if len(tables) >= 8192:  # a bound on memory
            tables.clear()
        hand = tuple(sorted(set(hand_list)))
        entry = tables.get((hand, have, grand))
        if entry is None:
            kiosk_table = _kiosk_table(kiosk, hand, token_sets("kiosk", have, pentagon, 0), grand)
            entry = tables[(hand, have, grand)] = (hand, kiosk_table, {})
        tables[key] = entry
    return entry


class Placement(PulitzerCore):
    """The Placement phase: the moves listed, and how each is carried out."""

    # ------------------------------------------------------------------ placement rules
    def can_act(self, seat: int) -> bool:
        """May this seat take a placement turn now (ignoring whose turn it is)?"""
        p = self.s["p"][seat]
        if p["passed"] or p["eliminated"]:
            return False
        if not p["hand"] and not (p["acted"] == 0 and p["arrested"] and self._bails(seat)):
            return False
        if self.pentagon:
            limit = self.tables["pentagon"]["turn_limit"]
            if p["acted"] >= limit:
                return False
            if seat != self.s["press"] and not self.solo:
                marker = self.player(self.s["press"])["acted"]
                if p["acted"] + 1 > max(self.tables["pentagon"]["free_turns"], marker):
                    return False
        return True

    def _bails(self, seat: int) -> list[str]:
        p = self.player(seat)
        if not p["arrested"]:
            return []
        return [j for j, bail in sorted(p["arrested"].items()) if p["money"] >= bail]

    def turn_marker(self) -> int:
        """The 2-player/solo turn track: actions taken by the Press Pass holder this round."""
        return int(self.player(self.s["press"])["acted"]) if self.pentagon else 0

    def _next_actor(self, seat: int, include_self: bool = False) -> int | None:
        n = self.n
        can_act = self.can_act
        for k in range(0 if include_self else 1, n + 1):
            cand = (seat + k) % n
            if can_act(cand):
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

    def _placement_actions(self, seat: int) -> list[Action]:
        s = self.s
        p = s["p"][seat]
        out: list[Action] = []
        double = s["double"]
        if not double:
            if p["acted"] == 0 and p["arrested"]:
                out += [Bail(j) for j in self._bails(seat)]
            pins = p["pins"]
            if pins and pins[-1]["round"] == s["round"] - 1 and not p["unpinned"]:  # _can_unpin
                out.append(_UNPIN)
        hand_list = p["hand"]
        tokens = s["tokens"]
        if seat in map(_AT, tokens):  # most listings: the seat holds no token (a C-level scan)
            have = frozenset([t["kind"] for t in tokens if t["at"] == seat])
        else:
            have = _NO_TOKENS
        if hand_list:
            money = p["money"]
            pentagon = self.pentagon
            spaces = s["spaces"]
            # Which spaces hold Journalists: outside The Pentagon Papers only Journalists stand
            # on the board, so the board itself answers (its lists are never left empty).
            counts: dict[str, Any] = self._journalist_counts() if pentagon else spaces
            kiosk = self._kiosk
            if kiosk is None:  # the Kiosk's shape is fixed for the game
                kiosk = self._kiosk = _kiosk_spaces(tuple(s["kiosk_columns"]), s["kiosk_rows"])
            tables = self._listings
            if tables is None:
                tables = self._listings = _listing_tables(kiosk, pentagon)
            event = s["event"]
            grand = event == "grand-finale"
            entry = tables.get((tuple(hand_list), have, grand))  # the usual case: remembered
            if entry is None:
                entry = _listing_entry(tables, kiosk, hand_list, have, pentagon, grand)
            hand, table, chunks = entry
            # Kiosk spaces (first in the list) cost nothing and all take the same tokens.
            if kiosk and money >= 0:
                out.extend(chain.from_iterable(map(table.__getitem__, filterfalse(counts.__contains__, kiosk))))
            # Then the Archive, the Buses, Overtime and the Event card (``_other_targets``'s
            # spaces in its order; a chunk of actions per space and Bus occupancy, remembered
            # under the space's id while nobody stands on it).
            archive = s["archive"]
            if archive and _first_free_in(counts, "AR", archive):
                chunk = chunks.get("AR")
                if chunk is None:
                    chunk = chunks["AR"] = _places(hand, "AR", token_sets("archive", have, pentagon, 0), False)
                out.extend(chunk)
            for sp, bus in s["buses"].items():
                if bus["cost"] > money:
                    continue
                on = counts.get(sp)
                if on:
                    key: Any = (sp, on if pentagon else len(on))
                    chunk = chunks.get(key)
                    if chunk is None:
                        chunk = chunks[key] = _places(hand, sp, token_sets("bus", have, pentagon, key[1]), False)
                else:
                    chunk = chunks.get(sp)
                    if chunk is None:
                        chunk = chunks[sp] = _places(hand, sp, token_sets("bus", have, pentagon, 0), False)
                out.extend(chunk)
            if _first_free_in(counts, "OT", s["ot_spaces"]):
                chunk = chunks.get("OT")
                if chunk is None:
                    chunk = chunks["OT"] = _places(hand, "OT", token_sets("overtime", have, pentagon, 0), False)
                out.extend(chunk)
            if event is not None:
                pi = event == "private-investigator"
                for i in range(1, self.event_slots() + 1):
                    sp = f"EV{i}"
                    if sp in counts or (pi and (300 if i == 1 else 800 if i == 2 else 0) > money):
                        continue
                    chunk = chunks.get(sp)
                    if chunk is None:
                        chunk = chunks[sp] = _places(hand, sp, token_sets("event", have, pentagon, 0), False)
                    out.extend(chunk)
        if not double:
            if p["requests"] > 0 and hand_list:
                blocked = self.components.news[s["news_shown"]]["blocked"]
                requests, windows = s["requests"], s["windows"]
                for sec in SECTIONS:
                    if sec not in blocked and len(requests[sec]) < windows:
                        out.append(_REQUEST[sec])
            if len(hand_list) >= 2 and "editing" in have:
                out.append(_EDIT)
            if not self.pentagon or may_pass(self, seat, out):
                out.append(_PASS)
        return out

    def _apply_placement(self, seat: int, action: Action) -> None:
        s = self.s
        p = s["p"][seat]
        if type(action) is Place:  # the move made most, first
            self._place_journalist(seat, action)
            return
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
        self._place_journalist(seat, action)

    def _place_journalist(self, seat: int, action: Place) -> None:
        """Place a Journalist; after an Editing Room token the turn goes on for a second
        placement while one is possible."""
        s = self.s
        self._place(seat, action)
        if s["double"] > 0:
            s["double"] -= 1
            if s["double"] == 1:
                still = [a for a in self._placement_actions(seat) if isinstance(a, Place)]
                if still:
                    return
            s["double"] = 0
        s["p"][seat]["acted"] += 1
        self._end_turn(seat)

    def _place(self, seat: int, action: Place) -> None:
        s = self.s
        p = s["p"][seat]
        name = self.players[seat]
        space = action.space
        if space == "AR":
            space = self._first_free("AR", s["archive"]) or "AR"
        elif space == "OT":
            space = self._first_free("OT", s["ot_spaces"]) or "OT"
        journalist = action.journalist
        value = p["hr"] if journalist == "X" else int(journalist)
        p["hand"].remove(journalist)
        tokens = action.tokens
        for kind in tokens:
            tok = self.held_tokens(seat, kind)[0]
            tok["at"] = "used"
        s["uid"] += 1  # as _occupy
        occ = {"uid": f"u{s['uid']}", "o": seat, "j": journalist, "v": value, "up": action.faceup,
               "tok": list(tokens)}
        on_space = s["spaces"].get(space)
        if on_space is None:
            s["spaces"][space] = [occ]
        else:
            on_space.append(occ)
        area, where = _SPACE_WHERE.get(space) or _space_where(space)
        cost = 0 if area == "kiosk" else self._slot_cost(space)  # the Kiosk is free
        if cost:
            p["money"] -= cost
        extra = f" paying ${cost}" if cost else ""
        if tokens:
            extra += " with " + ", ".join(tokens)
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
                gain = self.components.news[deck[-1] if deck else s["news_shown"]]["money"][col]  # as news_money()
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
        if nxt is None and self.can_act(seat):
            nxt = seat
        if nxt is None:
            self._start_resolution()
        else:
            s["current"] = nxt

    def _do_unpin(self, seat: int) -> None:
        p = self.player(seat)
        pin = p["pins"].pop()
        p["unpinned"] = True
        self._log("unpin", f"{self.players[seat]} discards the evidence on {pin['space']} from last round.")

