"""The Fit to Print game state: the round's flow (reporting, layout, Print) and its records.

One state class runs every mode. The unit that owns a paper is a player, or a team in
Newsroom mode (seat ``2t`` is team ``t``'s Reporter, seat ``2t + 1`` its Layout Editor).
Modes with clocks charge each action's ``clock_ms`` to its unit's clock; a clock that
reaches the round time forces Print.

The rules live beside it by rulebook section: ``setup.py`` (Setup), ``modes.py`` (what each
mode changes: who acts, what is offered or refused), ``board.py`` (the Layout Phase's
placement rules), ``round_end.py`` (Round End & Scoring, choosing centerpieces),
``game_end.py`` (Game End), ``turn_based.py`` (Turn-Based Mode) and ``view.py`` (what a
seat sees).
"""

from __future__ import annotations

from typing import Any

from paperboy.engine import Action, Event, IllegalActionError, Result, Rng, State

from . import game_end, round_end, setup, turn_based
from .actions import (
    Choose,
    Deliver,
    Discard,
    Done,
    Draw,
    Flip,
    Keep,
    Layout,
    Place,
    Print,
    Remove,
    Return,
    Rotate,
    Take,
)
from .board import (
    CP_KEY,
    Paper,
    Placed,
    default_centerpiece_spot,
)
from .components import DAYS, Catalogue, Tile, catalogue
from .modes import MODES, Mode
from .view import GameView, game_view

TIMERS = {"frantic": 180, "standard": 240, "relaxed": 300}
CLOCK_MODES = ("standard", "solo", "scenario", "family", "newsroom", "real-time")
#: A paper's record in ``FitToPrintState.units`` (desk, placed tiles, clock, scores, ...).
Unit = dict[str, Any]


_NO_MODS: frozenset[str] = frozenset()
#: One shared ``Choose`` per centerpiece (action values are immutable).
_CHOOSE: dict[str, Choose] = {}


def mod_keys(options: dict[str, Any]) -> set[str]:
    cat = catalogue()
    return {cat.modifications[int(n)].key for n in options.get("modifications", [])}


class FitToPrintState(State):
    """A game of Fit to Print in any mode."""

    # --- construction ---------------------------------------------------------------
    def __init__(self, game: Any, players: list[str], options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = seed
        self.rng = Rng(seed)
        self.mode: str = options.get("mode", "standard")
        if self.mode == "standard" and len(players) == 1:
            # A one-player standard game is the Solo mode.
            self.mode = "solo"
        self.day = 0
        self.phase = "round"
        self.pile_down: list[str] = []
        self.pile_up: list[str] = []
        self.removed: list[str] = []
        self.set_aside: list[str] = []
        self.units: list[dict[str, Any]] = []
        self.turn: int | None = None
        self.print_counter = 0
        self.cp_stack: list[str] = []
        self.cp_offer: list[str] = []
        self.choose_order: list[int] = []
        self.bn: list[str | None] = [None, None, None]
        self.bn_decks: dict[str, list[int]] = {}
        self.tb: dict[str, Any] = {}
        self.log: list[str] = []
        self.final: dict[str, Any] | None = None

    @property
    def cat(self) -> Catalogue:
        return catalogue()

    @property
    def rules(self) -> Mode:
        """This game's mode: who acts, what is offered and refused (see ``modes.py``)."""
        return MODES[self.mode]

    # --- helpers: units and seats ---------------------------------------------------
    def n_units(self) -> int:
        return len(self.units)

    def unit_of(self, seat: int) -> int:
        return seat // 2 if self.mode == "newsroom" else seat

    def is_reporter(self, seat: int) -> bool:
        return self.mode == "newsroom" and seat % 2 == 0

    def reporter_seat(self, unit: int) -> int:
        return 2 * unit if self.mode == "newsroom" else unit

    def editor_seat(self, unit: int) -> int:
        return 2 * unit + 1 if self.mode == "newsroom" else unit

    def unit_name(self, unit: int) -> str:
        if self.mode == "newsroom":
            return f"{self.players[2 * unit]} & {self.players[2 * unit + 1]}"
        return self.players[unit]

    def day_name(self) -> str:
        return DAYS[self.day]

    def mods(self) -> set[str]:
        return set(self.mod_set())

    def mod_set(self) -> frozenset[str]:
        """``mod_keys(self.options)``, worked out again only when the chosen modifications change."""
        chosen = self.options.get("modifications", [])
        if type(chosen) is list and not chosen:
            return _NO_MODS
        key = tuple(chosen) if isinstance(chosen, list | tuple) else None
        cached = self.__dict__.get("_mods_cache")
        if key is not None and cached is not None and cached[0] == key:
            return cached[1]
        keys = frozenset(mod_keys(self.options))
        if key is not None:
            self._mods_cache = (key, keys)
        return keys

    def limit_ms(self) -> int:
        if "two_minutes" in self.mod_set():
            return 120_000
        timer = self.options.get("timer", "standard")
        if timer == "custom":
            return int(self.options.get("timer_seconds", 240)) * 1000
        return TIMERS.get(timer, 240) * 1000

    def has_clock(self) -> bool:
        return self.mode in CLOCK_MODES

    def current_bn(self):  # -> BreakingNews | None
        bid = self.bn[self.day]
        return self.cat.breaking_news[bid] if bid else None

    def paper(self, unit: int) -> Paper:
        u = self.units[unit]
        cat = self.cat
        side = cat.side_for(self.day_name())
        cp = cat.centerpiece(u["cp"]) if u["cp"] else None
        placed = {tid: Placed(cat.tiles[tid], r, c, up) for tid, (r, c, up) in u["placed"].items()}
        return Paper(side, cp, tuple(u["cp_at"]) if u["cp_at"] else None, placed)

    def character(self, unit: int):  # -> Character | None
        name = self.units[unit].get("character")
        return self.cat.characters[name] if name else None

    # --- setup (setup.py) -------------------------------------------------------------------
    def setup(self) -> None:
        """Lay out a new game for the chosen mode (see :func:`setup.setup`)."""
        setup.setup(self)

    def place_default_cp(self, unit: int) -> None:
        """The centerpiece at its first legal corner on the empty paper (reading order)."""
        u = self.units[unit]
        if not u["cp"]:
            return
        cat = self.cat
        first = default_centerpiece_spot(cat.side_for(self.day_name()), cat.centerpiece(u["cp"]), self.current_bn())
        u["cp_at"] = list(first) if first is not None else None

    def start_round(self) -> None:
        self.phase = "round"
        cat = self.cat
        side = cat.side_for(self.day_name())
        bn = self.current_bn()
        for i, u in enumerate(self.units):
            u["placed"] = {}
            u["status"] = "reporting"
            u["used_ms"] = 0
            u["print_seq"] = None
            u["pending"] = None
            u["reporter_done"] = False
            takes = 0
            char = self.character(i)
            if char is not None and char.power == "layout_take" and self.mode != "newsroom":
                takes = int(char.params.get("takes", 1))
            cp = cat.centerpiece(u["cp"]) if u["cp"] else None
            if cp is not None and cp.layout_takes and self.mode != "newsroom":
                takes = max(takes, cp.layout_takes)
            u["takes_left"] = takes
            if cp is not None:  # place_default_cp(i)
                first = default_centerpiece_spot(side, cp, bn)
                u["cp_at"] = list(first) if first is not None else None
        self.print_counter = 0
        order = self.relay_order()
        self.turn = order[0] if order and self.rules.relay else None

    def relay_order(self) -> list[int]:
        """Units in reporting order this round: Friday by seat, later by last finishing token."""
        units = list(range(len(self.units)))
        if self.day > 0 and all(u["tokens"] and u["tokens"][-1] is not None for u in self.units):
            units.sort(key=lambda i: self.units[i]["tokens"][-1])
        return units

    # --- who acts ---------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == "round":
            return MODES[self.mode].seats(self)
        if self.phase == "over":
            return []
        if self.phase == "choose":
            return [self.editor_seat(self.choose_order[0])]
        if self.phase == "tb_choose":
            return [self.choose_order[0]]
        if self.phase == "tb_turn":
            return [self.tb["current"]]
        if self.phase == "tb_final":
            return [s for s in range(len(self.units)) if s != self.tb["ender"] and s not in self.tb["final_done"]]
        return MODES[self.mode].seats(self)

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == "round":
            rules = MODES[self.mode]
            if not rules.may_act(self, seat):
                return []
            return rules.legal_actions(self, seat)
        if seat not in self.to_act():
            return []
        if phase == "choose" or phase == "tb_choose":
            return [_CHOOSE.get(cp) or _CHOOSE.setdefault(cp, Choose(cp)) for cp in self.cp_offer]
        if phase.startswith("tb_"):
            return turn_based.legal_actions(self, seat)
        return self.rules.legal_actions(self, seat)

    def no_facedown(self) -> bool:
        return self.mode == "scenario" and int(self.options.get("scenario", 1)) == 13

    # --- checks -----------------------------------------------------------------------
    def check(self, seat: int, action: Action) -> None:
        if self.phase in ("choose", "tb_choose"):
            if not isinstance(action, Choose):
                raise IllegalActionError("Choose a centerpiece for the next round first", "Choosing centerpieces")
            if action.cp not in self.cp_offer:
                raise IllegalActionError(f"{action.cp} is not among the centerpieces on offer "
                                         f"({', '.join(self.cp_offer)})", "Choosing centerpieces")
            return
        if isinstance(action, Rotate):
            raise IllegalActionError("Tiles are never rotated", "Layout rule 3")
        ms = getattr(action, "clock_ms", 0)
        if ms < 0:
            raise IllegalActionError("Clock time cannot be negative", "Relay clock")
        if self.phase.startswith("tb_"):
            turn_based.check(self, seat, action)
            return
        unit = self.unit_of(seat)
        u = self.units[unit]
        if self.has_clock() and not isinstance(action, Print) and u["used_ms"] + ms > self.limit_ms():
            raise IllegalActionError("The clock has run out: only Print is possible", "Round timer")
        if isinstance(action, Choose):
            raise IllegalActionError("Centerpieces are chosen between rounds", "Choosing centerpieces")
        if isinstance(action, (Discard, Done, Draw)):
            raise IllegalActionError(f"'{action.KIND}' belongs to Turn-based mode", "Turn-based mode")
        if isinstance(action, Print):
            self.rules.check_print(self, seat, u)
            return
        self.rules.check_move(self, seat, unit, action)

    # --- apply ------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        phase = self.phase
        if phase != "round":
            if phase == "choose":
                return round_end.apply_choose(self, seat, action)
            if phase == "tb_choose":
                return turn_based.apply_choose(self, seat, action)
            if phase.startswith("tb_"):
                return turn_based.apply(self, seat, action)
        mode = self.mode
        unit = seat // 2 if mode == "newsroom" else seat
        u = self.units[unit]
        clock = mode in CLOCK_MODES
        limit = self.limit_ms() if clock else 0
        if clock:
            u["used_ms"] = min(limit, u["used_ms"] + getattr(action, "clock_ms", 0))
        who = self.players[seat]
        if isinstance(action, Place):
            events.append(self.do_place(unit, action))
            if mode == "family" and action.tile == u.get("pending"):
                u["pending"] = None
                self._advance_turn()
        elif isinstance(action, Flip):
            tid = self.pile_down.pop(0)
            tile = self.cat.tiles[tid]
            if u["status"] == "layout":
                self.pile_up.append(tid)
                events.append(Event("flip", f"{who} flips {tile.describe()}", {"tile": tid}, reveal=True))
            else:
                u["pending"] = tid
                events.append(Event("flip", f"{who} flips {tile.describe()}", {"tile": tid}, reveal=True))
        elif isinstance(action, Keep):
            tid = u["pending"]
            u["pending"] = None
            (u["carry"] if self.mode == "newsroom" else u["desk"]).append(tid)
            events.append(Event("keep", f"{who} keeps {tid}", {"tile": tid}))
            self._advance_turn()
        elif isinstance(action, Return):
            tid = u["pending"]
            u["pending"] = None
            self.pile_up.append(tid)
            events.append(Event("return", f"{who} returns {tid} face up", {"tile": tid}))
            self._advance_turn()
        elif isinstance(action, Take):
            self.pile_up.remove(action.tile)
            if u["status"] == "layout":
                u["desk"].append(action.tile)
                u["takes_left"] -= 1
            elif self.mode == "family":
                u["pending"] = action.tile
            elif self.mode == "newsroom":
                u["carry"].append(action.tile)
            else:
                u["desk"].append(action.tile)
            events.append(Event("take", f"{who} takes {action.tile}", {"tile": action.tile}))
            if self.mode != "family" and u["status"] == "reporting":
                self._advance_turn()
        elif isinstance(action, Deliver):
            self._deliver(unit)
            events.append(Event("deliver", f"{who} walks the desk over to the Layout Editor"))
            self._advance_turn()
        elif isinstance(action, Layout):
            if self.mode == "newsroom":
                if u["carry"]:
                    self._deliver(unit)
                u["reporter_done"] = True
                events.append(Event("layout", f"{who} stops reporting"))
            else:
                u["status"] = "layout"
                events.append(Event("layout", f"{who} says Layout!"))
            self._advance_turn()
        elif isinstance(action, Remove):
            del u["placed"][action.tile]
            u["desk"].append(action.tile)
            events.append(Event("remove", f"{who} takes {action.tile} back to the desk", {"tile": action.tile}))
        elif isinstance(action, Print):
            events += self._print(unit, forced=False)
        if clock and u["status"] != "printed" and u["used_ms"] >= limit:
            events += self._print(unit, forced=True)
        if self.phase == "round":
            for x in self.units:
                if x["status"] != "printed":
                    return events
            events += self.end_round()
        return events

    def _deliver(self, unit: int) -> None:
        u = self.units[unit]
        u["desk"].extend(u["carry"])
        u["carry"] = []
        walk = int(self.options.get("walk_seconds", 10)) * 1000 * 2
        u["used_ms"] = min(self.limit_ms(), u["used_ms"] + walk)

    def do_place(self, unit: int, action: Place) -> Event:
        u = self.units[unit]
        if action.tile == CP_KEY:
            u["cp_at"] = [action.row, action.col]
            return Event("move", f"{self.unit_name(unit)} moves the centerpiece to {action.row},{action.col}")
        if action.tile in u["desk"]:
            u["desk"].remove(action.tile)
        up = action.face == "up"
        if not up:
            u["facedown_ever"] = True
        u["placed"][action.tile] = [action.row, action.col, up]
        face = "" if up else " face down"
        return Event("place", f"{self.unit_name(unit)} places {action.tile} at {action.row},{action.col}{face}",
                     {"tile": action.tile, "row": action.row, "col": action.col, "up": up})

    def _print(self, unit: int, forced: bool, sent_by: int | None = None) -> list[Event]:
        u = self.units[unit]
        if u["status"] == "printed":
            return []
        if u["pending"]:
            self.pile_up.append(u["pending"])
            u["pending"] = None
        if u["carry"]:
            u["desk"].extend(u["carry"])
            u["carry"] = []
        u["status"] = "printed"
        u["print_seq"] = self.print_counter
        self.print_counter += 1
        if sent_by is not None:
            why = f"goes to Print: {self.unit_name(sent_by)} said Print! first (rule modification 4)"
        else:
            why = "is forced to Print (clock at zero)" if forced else "says Print!"
        text = f"{self.unit_name(unit)} {why}"
        events = [Event("print", text, {"unit": unit, "forced": forced})]
        if self.turn == unit:
            self._advance_turn()
        if not forced and "first_print_ends" in self.mod_set():
            for j, other in enumerate(self.units):
                if other["status"] != "printed":
                    events += self._print(j, forced=True, sent_by=unit)
        return events

    def _advance_turn(self) -> None:
        if not MODES[self.mode].relay:
            self.turn = None
            return
        units = self.units
        newsroom = self.mode == "newsroom"
        n = len(units)
        start = self.turn if self.turn is not None else -1
        for k in range(1, n + 1):
            i = (start + k) % n
            x = units[i]
            if (x["status"] != "printed" and not x["reporter_done"]) if newsroom else x["status"] == "reporting":
                self.turn = i
                return
        self.turn = None

    # --- round end (round_end.py) --------------------------------------------------------
    def round_so_far(self) -> list[dict[str, Any]] | None:
        """Every paper scored as it lies now (see :func:`round_end.round_so_far`)."""
        return round_end.round_so_far(self)

    def end_round(self) -> list[Event]:
        return round_end.end_round(self)

    # --- results ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def has_hidden_information(self) -> bool:
        """Nothing on screen belongs to one player only: desks and papers lie open on the
        table and the face-down pile is hidden from everyone alike, so hot-seat players need
        no handoff screen between them."""
        return False

    def achievement_mode(self) -> str:
        mode = self.options.get("achievement_mode", "auto")
        if mode != "auto":
            return str(mode)
        if self.mode == "scenario":
            return "scenarios"
        if self.options.get("modifications"):
            return "rule-modifications"
        return "standard"

    def result(self) -> Result:
        if self.final is not None:
            f = self.final
            seat_totals, seat_bd = self._per_seat(f["totals"], f["breakdown"])
            winners = self._seats_of(f["winners"])
            elim = self._seats_of(f["eliminated"])
            return Result(seat_totals, seat_bd, winners, elim, f["extra"])
        totals, dollars, bds = game_end.unit_totals(self)
        for i, bd in enumerate(bds):
            bd["ad_revenue"] = dollars[i]
        seat_totals, seat_bd = self._per_seat(totals, bds)
        best = max(seat_totals) if seat_totals else 0
        leaders = [i for i, t in enumerate(seat_totals) if t == best]
        return Result(seat_totals, seat_bd, leaders, [], {"mode": self.mode, "in_progress": True})

    def _seats_of(self, units: list[int]) -> list[int]:
        if self.mode == "newsroom":
            return sorted(s for u in units for s in (2 * u, 2 * u + 1))
        return list(units)

    def _per_seat(self, totals: list[int], bds: list[dict[str, int]]) -> tuple[list[int], list[dict[str, int]]]:
        if self.mode != "newsroom":
            return list(totals), [dict(b) for b in bds]
        seat_totals, seat_bd = [], []
        for seat in range(len(self.players)):
            seat_totals.append(totals[seat // 2])
            seat_bd.append(dict(bds[seat // 2]))
        return seat_totals, seat_bd

    # --- views --------------------------------------------------------------------------
    def view(self, seat: int) -> GameView:  # type: ignore[override]
        return game_view(self, seat)

    def secrets(self, seat: int) -> list[Any]:
        return list(self.pile_down) + self.removed[:self.hidden_removed_count()]

    def hidden_removed_count(self) -> int:
        """How many of the first ``removed`` tiles nobody has seen.

        Solo set-up (also one-player Scenarios) puts five tiles of each size back in the box
        unseen before anything else leaves play; later removals (Turn-based discards, ads
        leaving with rule modification 5) were seen face up.
        """
        if self.mode == "solo" or (self.mode == "scenario" and len(self.units) == 1):
            return min(len(self.removed), 5 * len(self.cat.sizes))
        return 0

    def status_line(self) -> str:
        if self.phase == "over":
            return "Game over"
        if self.phase == "choose":
            return f"Before {self.day_name()}: {self.unit_name(self.choose_order[0])} chooses a centerpiece"
        if self.phase == "tb_choose":
            return f"Turn-based: {self.players[self.choose_order[0]]} chooses a centerpiece"
        if self.phase == "tb_turn":
            return f"Turn-based Saturday: {self.players[self.tb['current']]}'s turn ({self.tb['stage']})"
        if self.phase == "tb_final":
            return "Turn-based: Print called, others place their last tiles"
        acting = ", ".join(self.players[s] for s in self.to_act())
        return f"Round {self.day + 1} ({self.day_name()}), {self.mode}: {acting} to act"

    # --- serialisation ------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "fit-to-print", "players": list(self.players), "options": _json_copy(self.options),
            "seed": self.seed, "rng": self.rng.to_int(), "mode": self.mode, "day": self.day, "phase": self.phase,
            "pile_down": list(self.pile_down), "pile_up": list(self.pile_up), "removed": list(self.removed),
            "set_aside": list(self.set_aside), "units": _json_copy(self.units), "turn": self.turn,
            "print_counter": self.print_counter, "cp_stack": list(self.cp_stack), "cp_offer": list(self.cp_offer),
            "choose_order": list(self.choose_order), "bn": list(self.bn),
            "bn_decks": _json_copy(self.bn_decks), "tb": _json_copy(self.tb), "final": _json_copy(self.final),
        }

    @classmethod
    def from_dict(cls, game: Any, d: dict[str, Any]) -> FitToPrintState:
        s = cls(game, list(d["players"]), _json_copy(d["options"]), int(d["seed"]))
        s.rng = Rng.from_int(d["rng"])
        s.mode = d["mode"]
        s.day = d["day"]
        s.phase = d["phase"]
        s.pile_down = list(d["pile_down"])
        s.pile_up = list(d["pile_up"])
        s.removed = list(d["removed"])
        s.set_aside = list(d["set_aside"])
        s.units = _json_copy(d["units"])
        s.turn = d["turn"]
        s.print_counter = d["print_counter"]
        s.cp_stack = list(d["cp_stack"])
        s.cp_offer = list(d["cp_offer"])
        s.choose_order = list(d["choose_order"])
        s.bn = list(d["bn"])
        s.bn_decks = _json_copy(d["bn_decks"])
        s.tb = _json_copy(d["tb"])
        s.final = _json_copy(d["final"])
        return s

    def clone(self) -> FitToPrintState:
        """An independent copy, made field by field (the search copies states often)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.options = _json_copy(self.options)
        new.rng = Rng.from_int(self.rng.to_int())
        new.pile_down = list(self.pile_down)
        new.pile_up = list(self.pile_up)
        new.removed = list(self.removed)
        new.set_aside = list(self.set_aside)
        new.units = [_copy_unit(u) for u in self.units]
        new.cp_stack = list(self.cp_stack)
        new.cp_offer = list(self.cp_offer)
        new.choose_order = list(self.choose_order)
        new.bn = list(self.bn)
        new.bn_decks = {day: list(deck) for day, deck in self.bn_decks.items()}
        new.tb = _json_copy(self.tb)
        new.log = list(self.log)
        new.final = _json_copy(self.final)
        return new

    def tile(self, tid: str) -> Tile:
        return self.cat.tiles[tid]


def _copy_unit(unit: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of one unit's record (its values are flat lists, the placed map and scores)."""
    out = dict(unit)
    for key, value in unit.items():
        if isinstance(value, list):
            out[key] = [_copy_score(s) for s in value] if key == "scores" else list(value)
        elif isinstance(value, dict):
            out[key] = {k: list(v) if isinstance(v, list) else _json_copy(v) for k, v in value.items()}
    return out


def _copy_score(score: dict[str, Any]) -> dict[str, Any]:
    """A copy of one round's score record (flat values, lists and the categories map)."""
    return {k: v.copy() if isinstance(v, list | dict) else v for k, v in score.items()}


def _json_copy(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _json_copy(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_json_copy(v) for v in x]
    return x
