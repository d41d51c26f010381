"""Pulitzer game state: the typed record and the turn flow (setup, rounds, the contract).

The rules live in one module per rulebook section (see ``core``); ``PulitzerState`` puts
them together. The whole state lives in one JSON-safe dict (``self.s``) so saving is a
copy. Resolution is a queue of small steps run in rulebook order; a step that needs a
player's decision leaves a ``pending`` record and waits for that player's action.
Automatic decisions (the Times automa, the Agents, forced choices) are logged as events.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine import Action, Event, IllegalActionError, Rng

from .actions import Unpin
from .components import SECTION_NAMES, SECTIONS, data
from .core import (
    DIE,
    ENDING_SAMPLES,
    _copy,
    _copy_plain,
)
from .placement import placement_error
from .resolution import RESOLUTION_STEPS
from .view import Views


class PulitzerState(Views):
    """One game of Pulitzer (3-5 players) or The Pentagon Papers (1-2 players)."""

    def __init__(self, game: Any, players: list[str], options: dict[str, Any], seed: int,
                 s: dict[str, Any] | None = None, rng_state: int | None = None) -> None:
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.components = data()
        self._events: list[Event] = []
        # Fixed for the whole game (the player count never changes): plain attributes, read often.
        self.n = len(self.players)
        self.pentagon = self.n <= 2
        self.solo = self.n == 1
        self._kiosk: tuple[str, ...] | None = None
        self._listings: dict[Any, Any] | None = None  # placement.py: the listing's remembered tables
        self._pin_memo = None
        if s is not None:
            self.s = s
            self.rng = Rng.from_int(rng_state if rng_state is not None else seed)
            return
        self.rng = Rng(seed)
        self._setup()

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        comps = self.components
        n = self.n
        key = "2" if self.pentagon else str(n)
        tables = self.tables
        ev = list(comps.evidence)
        ln = list(comps.lines)
        ot = list(comps.overtime)
        news = list(comps.news)
        reports = list(comps.reports)
        for deck in (ev, ln, ot, news, reports):
            self.rng.shuffle(deck)
        columns = tables["kiosk"]["columns"][key]
        rows = tables["kiosk"]["rows"][key]
        buses = tables["bus_pentagon"] if self.pentagon else tables["bus"]
        tokens = []
        for kind, count in tables["newspaper"]["tokens"].items():
            for i in range(count):
                tokens.append({"id": f"{kind}-{i + 1}", "kind": kind, "at": "supply", "round": 0})
        s: dict[str, Any] = {
            "round": 1, "phase": "placement", "mode": "pentagon" if self.pentagon else "standard",
            "kiosk_columns": columns, "kiosk_rows": rows,
            "house_colors": tables["house_colors"][:rows],
            "archive": 0 if self.pentagon else tables["archive"]["upper"][key],
            "ot_spaces": tables["overtime"]["upper"][key],
            "buses": {b["id"]: {"cost": b["cost"], "E": b["evidence"], "L": b["lines"]} for b in buses},
            "windows": tables["newspaper"]["windows"][key],
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
                "money": tables["start_money"], "points": 0, "contacts": 0, "hand": list(hands),
                "hired": False, "hr": 1, "requests": 3, "requests_total": 3, "passed": False,
                "acted": 0, "target": False, "wildE": 0, "wildL": 0, "stash": [],
                "houses": {c: 0 for c in tables["house_colors"]}, "pins": [], "destroyed": [],
                "report": reports[seat], "arrested": {}, "unpinned": False, "eliminated": False,
            })
        s["press"] = self.rng.randbelow(n)
        if self.options.get("events") and not self.pentagon:
            events = list(self.components.events)
            self.rng.shuffle(events)
            s["event_deck"] = events
        if self.pentagon:
            s["opinion"] = tables["pentagon"]["opinion_start"]
        if self.solo:
            r, o, y = (int(x) for x in str(self.options.get("difficulty", "3-3-2")).split("-"))
            piles = {c: [t for t, card in self.components.times.items() if card["color"] == c]
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

    # ------------------------------------------------------------------ rounds
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
                self.times_turn()
        for seat in range(self.n):
            p = self.player(seat)
            p["passed"] = False
            p["acted"] = 0
            p["unpinned"] = False
        s["placed_in"] = {"N": 0, "I": 0}
        s["current"] = s["press"]
        s["double"] = 0
        s["phase"] = "placement"
        if not self.can_act(s["current"]):
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
        pentagon = self.tables["pentagon"]
        for pair, color in ((0, "red"), (1, "blue")):
            values = list(pentagon["agents"][color])
            self.rng.shuffle(values)
            d1, d2 = self.rng.randint(1, DIE), self.rng.randint(1, DIE)
            spaces = self._kiosk_pair_spaces(pair)
            empty = {d1, d2}
            targets = [sp for i, sp in enumerate(spaces, start=1) if i not in empty]
            for sp in targets:
                self.occupy(sp, color, values.pop(), up=(color == "blue"))
            spare = "B4" if color == "red" else "B1"
            if values:
                self.occupy(spare, color, values.pop(), up=(color == "blue"))
            where = ", ".join(targets) + (f" and {spare}" if spare in self.s["spaces"] and
                                          any(o["o"] == color for o in self.s["spaces"][spare]) else "")
            shown = ""
            if color == "blue":
                shown = " (face up: " + ", ".join(
                    f"{sp}={o['v']}" for sp, occ in self.s["spaces"].items() for o in occ if o["o"] == "blue") + ")"
            self._log("agents", f"Dice {d1} and {d2} leave spaces {sorted(empty)} of the "
                      f"{'first' if pair == 0 else 'second'} column pair empty; {color} Agents go on {where}{shown}.",
                      reveal=True, dice=[d1, d2], color=color)

    def times_turn(self) -> None:
        t = self.s["times"]
        if not t["deck"]:
            return
        card_id = t["deck"].pop()
        card = self.components.times[card_id]
        t["card"] = card_id
        notes = []
        if card["color"] in ("orange", "red") and t["x"] is None:
            t["x"] = self.tables["pentagon"]["times_x_orange"]
            notes.append(f"the Times puts its Request on H.R. space {t['x']} and hires its Journalist X "
                         f"(value {t['x']})")
        if card["color"] == "red" and "red" not in t["seen"]:
            t["x"] = self.tables["pentagon"]["times_x_red"]
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
            self.occupy(target, "times", values.pop(), up=False)
            placed.append(target)
        if t["x"] is not None and card.get("x"):
            target = self._times_target(card["x"])
            if target is not None:
                occ = self.occupy(target, "times", t["x"], up=True)
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
        if self.s["phase"] == "resolution":  # ``_advance`` has nothing to do otherwise
            self._advance()
        events, self._events = self._events, []
        return events

    def clone(self) -> PulitzerState:
        """An independent copy: the record copied once (``_copy_plain``, the same value as a
        JSON round trip), without the loading checks a live state does not need."""
        return PulitzerState(self.game, self.players, self.options, self.seed, s=_copy_plain(self.s),
                             rng_state=self.rng.to_int())

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.players), "options": _copy(self.options), "seed": self.seed,
                "rng": self.rng.to_int(), "s": _copy(self.s)}

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
            out = [self.players[i] for i in range(self.n) if self.player(i)["eliminated"]]
            return f"{', '.join(out)} can no longer gather 5 highlighted Evidences"
        if s["ended"] == "hat" and s["ended_round"] < self.tables["rounds"]:
            return f"Public Opinion reaches the Hat and round {s['ended_round']} is the last"
        return None

    def status_line(self) -> str:
        s = self.s
        if s["over"]:
            res = self.result()
            who = ", ".join(self.players[w] for w in res.winners) or "nobody"
            return f"Game over ({s['ended']}) - Pulitzer to {who}"
        head = f"Round {s['round']}/{self.tables['rounds']}"
        if s["phase"] == "placement":
            extra = f" (turn {self.turn_marker()})" if self.pentagon else ""
            return f"{head} - Placement{extra} - {self.players[s['current']]} to act"
        pd = s["pending"]
        if pd:
            return f"{head} - Resolution - {self.players[pd['seat']]} decides ({pd['kind'].replace('_', ' ')})"
        return f"{head} - Resolution"


RESOLUTION_STEPS.update({
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
})
