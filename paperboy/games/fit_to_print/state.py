"""The Fit to Print game state: rounds, reporting relay, layout, Print, scoring, game end.

One state class runs every mode. The unit that owns a paper is a player, or a team in
Newsroom mode (seat ``2t`` is team ``t``'s Reporter, seat ``2t + 1`` its Layout Editor).
Modes with clocks charge each action's ``clock_ms`` to its unit's clock; a clock that
reaches the round time forces Print.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine import Action, Event, IllegalActionError, Result, Rng, State

from .achievements import evaluate_achievements, scenario_outcome
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
    centerpiece_problem,
    first_centerpiece_spot,
    placement_problem,
    tile_spots,
)
from .components import DAYS, Catalogue, Tile, catalogue
from .scoring import CATEGORIES, RoundRules, RoundScore, ScoreInput, resolve_conflicts, score_round

TIMERS = {"frantic": 180, "standard": 240, "relaxed": 300}
CLOCK_MODES = ("standard", "solo", "scenario", "family", "newsroom", "real-time")
RELAY_MODES = ("standard", "solo", "scenario", "family", "newsroom")
SCORE_MODE = {"standard": "multi", "newsroom": "multi", "real-time": "multi", "scenario": "multi",
              "solo": "solo", "family": "family", "puzzle": "puzzle", "turn-based": "turn"}


_PLACES: dict[tuple[str, int, int, str], Place] = {}


def _place(tile: str, row: int, col: int, face: str) -> Place:
    """``Place(tile, row, col, face)``; action values are immutable, so one serves every state."""
    key = (tile, row, col, face)
    action = _PLACES.get(key)
    if action is None:
        if len(_PLACES) >= 16384:  # a bound on memory
            _PLACES.clear()
        action = _PLACES[key] = Place(tile, row, col, face)
    return action


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

    # --- helpers: units and seats ---------------------------------------------------
    def n_units(self) -> int:
        return len(self.units)

    def unit_of(self, seat: int) -> int:
        return seat // 2 if self.mode == "newsroom" else seat

    def is_reporter(self, seat: int) -> bool:
        return self.mode == "newsroom" and seat % 2 == 0

    def is_editor(self, seat: int) -> bool:
        return self.mode == "newsroom" and seat % 2 == 1

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
        return set(self._mod_set())

    def _mod_set(self) -> frozenset[str]:
        """``mod_keys(self.options)``, worked out again only when the chosen modifications change."""
        chosen = self.options.get("modifications", [])
        key = tuple(chosen) if isinstance(chosen, list | tuple) else None
        cached = self.__dict__.get("_mods_cache")
        if key is not None and cached is not None and cached[0] == key:
            return cached[1]
        keys = frozenset(mod_keys(self.options))
        if key is not None:
            self._mods_cache = (key, keys)
        return keys

    def limit_ms(self) -> int:
        if "two_minutes" in self._mod_set():
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

    # --- setup ----------------------------------------------------------------------
    def setup(self) -> None:
        cat = self.cat
        n_units = len(self.players) // 2 if self.mode == "newsroom" else len(self.players)
        for _unit in range(n_units):
            self.units.append({
                "desk": [], "carry": [], "placed": {}, "cp": None, "cp_at": None, "status": "reporting",
                "used_ms": 0, "print_seq": None, "pending": None, "takes_left": 0, "reporter_done": False,
                "character": None, "tokens": [], "scores": [], "facedown_ever": False, "desk_counts": [],
            })
        ids = sorted(cat.tiles)
        self.rng.shuffle(ids)
        if self.mode == "puzzle":
            self.setup_puzzle()
            return
        if self.mode == "turn-based":
            self.pile_down = ids
            self.setup_turn_based()
            return
        if self.mode == "solo" or (self.mode == "scenario" and len(self.units) == 1):
            # Solo setup: five random tiles of each size leave the game.
            for size in cat.sizes:
                of_size = [t for t in ids if cat.tiles[t].size == size][:5]
                self.removed.extend(of_size)
            ids = [t for t in ids if t not in set(self.removed)]
        self.pile_down = ids
        if self.mode == "scenario":
            sc = cat.scenarios[int(self.options.get("scenario", 1))]
            for u in self.units:
                u["character"] = sc.character
                u["cp"] = sc.centerpieces[0]
            self.bn = [f"{d} {n}" for d, n in zip(DAYS, sc.breaking_news, strict=True)]
        else:
            starting = sorted(cat.starting)
            self.rng.shuffle(starting)
            for i, u in enumerate(self.units):
                u["cp"] = starting[i] + ("p" if self.mode == "family" else "")
            doubles = [f"{i}{self.rng.choice('AB')}" for i in range(1, 13)]
            self.rng.shuffle(doubles)
            self.cp_stack = doubles
            if self.options.get("characters") and self.mode != "family":
                names = sorted(cat.characters)
                self.rng.shuffle(names)
                for i, u in enumerate(self.units):
                    u["character"] = names[i % len(names)]
            if self.options.get("breaking_news"):
                for d in DAYS:
                    deck = list(range(1, 13))
                    self.rng.shuffle(deck)
                    self.bn_decks[d] = deck
                self.bn[0] = f"Fri {self.bn_decks['Fri'].pop()}"
        self.start_round()

    def setup_puzzle(self) -> None:
        cat = self.cat
        pz = cat.puzzles[int(self.options.get("puzzle", 1))]
        self.day = DAYS.index(pz.day)
        u = self.units[0]
        u["cp"] = pz.centerpiece
        u["desk"] = list(pz.tiles)
        u["status"] = "layout"
        self.place_default_cp(0)

    def setup_turn_based(self) -> None:
        cat = self.cat
        self.day = 1
        if self.options.get("breaking_news"):
            self.bn[1] = f"Sat {self.rng.randint(1, 12)}"
        for size in cat.sizes:
            tid = next(t for t in self.pile_down if cat.tiles[t].size == size)
            self.pile_down.remove(tid)
            self.pile_up.append(tid)
        pool = sorted(cat.starting) + [f"{i}A" for i in range(1, 10)]
        self.cp_offer = self.rng.sample(pool, len(self.units) + 1)
        n = len(self.units)
        starter = self.rng.randbelow(n)
        self.choose_order = [(starter - k) % n for k in range(1, n + 1)]
        self.tb = {"starter": starter, "current": starter, "stage": "place", "flips_left": 0,
                   "rearrange_left": 0, "flipped": 0, "ender": None, "final_done": []}
        self.phase = "tb_choose"

    def place_default_cp(self, unit: int) -> None:
        u = self.units[unit]
        if not u["cp"]:
            return
        paper = self.paper(unit)
        paper.placed = {}
        assert paper.cp is not None
        first = first_centerpiece_spot(paper, paper.cp, self.current_bn(), {})
        u["cp_at"] = list(first) if first is not None else None

    def start_round(self) -> None:
        self.phase = "round"
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
            cp = self.cat.centerpiece(u["cp"]) if u["cp"] else None
            if cp is not None and cp.layout_takes and self.mode != "newsroom":
                takes = max(takes, cp.layout_takes)
            u["takes_left"] = takes
            self.place_default_cp(i)
        self.print_counter = 0
        order = self.relay_order()
        self.turn = order[0] if order and self.mode in RELAY_MODES else None

    def relay_order(self) -> list[int]:
        """Units in reporting order this round: Friday by seat, later by last finishing token."""
        units = list(range(len(self.units)))
        if self.day > 0 and all(u["tokens"] and u["tokens"][-1] is not None for u in self.units):
            units.sort(key=lambda i: self.units[i]["tokens"][-1])
        return units

    # --- who acts ---------------------------------------------------------------------
    def to_act(self) -> list[int]:
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
        seats: list[int] = []
        for i, u in enumerate(self.units):
            if u["status"] == "printed":
                continue
            if self.mode == "newsroom":
                if i == self.turn and not u["reporter_done"]:
                    seats.append(self.reporter_seat(i))
                # An Editor with an empty desk waits for the Reporter's next delivery.
                if u["desk"] or u["reporter_done"] or not (self.pile_down or self.pile_up or u["carry"]):
                    seats.append(self.editor_seat(i))
            elif self.mode == "family":
                if i == self.turn:
                    seats.append(i)
            elif self.mode in ("real-time", "puzzle") or u["status"] == "layout" or i == self.turn:
                seats.append(i)
        return sorted(seats)

    def _reporting_actions(self, unit: int) -> list[Action]:
        u = self.units[unit]
        if u["pending"]:
            if self.mode == "family":
                tile = self.cat.tiles[u["pending"]]
                acts: list[Action] = [Return()]
                acts += self._placements(unit, [tile.id], facedown_if_needed=True)
                return acts
            return [Keep(), Return()]
        acts = []
        if self.pile_down:
            acts.append(Flip())
        acts += [Take(t) for t in self.pile_up]
        if self.mode == "newsroom":
            if u["carry"]:
                acts.append(Deliver())
            acts.append(Layout())
        elif self.mode != "family":
            acts.append(Layout())
        return acts

    def _placements(self, unit: int, tiles: list[str], facedown_if_needed: bool = True) -> list[Action]:
        paper = self.paper(unit)
        bn = self.current_bn()
        out: list[Action] = []
        occ_base = paper.occupancy()
        for tid in tiles:
            tile = self.cat.tiles[tid]
            occ = paper.occupancy(skip=tid) if tid in paper.placed else occ_base
            spots = tile_spots(paper, tile, True, bn, occ)
            out += [_place(tid, r, c, "up") for r, c in spots]
            if not spots and facedown_if_needed and not self.no_facedown():
                out += [_place(tid, r, c, "down") for r, c in tile_spots(paper, tile, False, bn, occ)]
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "choose" or self.phase == "tb_choose":
            return [Choose(cp) for cp in self.cp_offer]
        if self.phase == "tb_turn":
            return self._tb_actions(seat)
        if self.phase == "tb_final":
            return self._placements(seat, self.units[seat]["desk"]) + [Done()]
        unit = self.unit_of(seat)
        u = self.units[unit]
        if self.mode == "newsroom":
            if self.is_reporter(seat):
                return self._reporting_actions(unit)
            return self._placements(unit, u["desk"]) + [Print()]
        if self.mode == "family":
            acts: list[Action] = []
            if unit == self.turn:
                acts = self._reporting_actions(unit)
            if not u["pending"]:
                acts.append(Print())
            return acts
        if u["status"] == "reporting":
            return self._reporting_actions(unit) + ([] if u["pending"] else [Print()])
        acts = self._placements(unit, u["desk"])
        if u["takes_left"] > 0 and self.mode != "puzzle":
            if self.pile_down:
                acts.append(Flip())
            acts += [Take(t) for t in self.pile_up]
        acts.append(Print())
        return acts

    def _tb_actions(self, seat: int) -> list[Action]:
        u = self.units[seat]
        stage = self.tb["stage"]
        acts: list[Action] = []
        if stage == "place":
            acts += self._placements(seat, u["desk"])
            # With rule modification 6 placed tiles never move, so Rearrange is not offered.
            powers = ("search",) if "no_moving" in self._mod_set() else ("rearrange", "search")
            for tid in u["desk"]:
                acts += [Discard(tid, power) for power in powers]
            if self._tb_may_print(seat):
                acts.append(Print())
        elif stage == "rearrange":
            acts += self._placements(seat, sorted(u["placed"]))
            acts.append(Done())
        elif stage == "flip":
            if self.tb["flips_left"] > 0 and self.pile_down:
                acts.append(Flip())
            acts += [Take(t) for t in self.pile_up]
            if self.pile_down:
                acts.append(Draw())
            if not self.pile_up and not self.pile_down:
                acts.append(Done())
            if self.tb.get("placed_this_turn") and self.tb["flipped"] == 0 and self._tb_may_print(seat):
                acts.append(Print())
        return acts

    def _tb_may_print(self, seat: int) -> bool:
        paper = self.paper(seat)
        occ = paper.occupancy()
        for tid in self.units[seat]["desk"]:
            if tile_spots(paper, self.cat.tiles[tid], False, None, occ):
                return False
        return True

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
            self._check_tb(seat, action)
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
            if self.is_reporter(seat):
                raise IllegalActionError("Only the Layout Editor says Print", "Newsroom mode")
            if self.mode == "family" and u["pending"]:
                raise IllegalActionError("Place or return the tile in your hand first", "Family mode")
            return
        reporting_kinds = (Flip, Keep, Return, Take, Layout, Deliver)
        if self.mode == "newsroom":
            if self.is_reporter(seat):
                if not isinstance(action, reporting_kinds):
                    raise IllegalActionError("The Reporter may not touch the paper", "Newsroom mode")
                if unit != self.turn or u["reporter_done"]:
                    raise IllegalActionError("It is another Reporter's turn at the tile table", "Relay reporting")
                self._check_reporting(unit, action)
                return
            if isinstance(action, reporting_kinds):
                raise IllegalActionError("The Layout Editor stays seated and cannot take tiles", "Newsroom mode")
            self._check_layout(unit, action)
            return
        if self.mode == "family":
            if isinstance(action, Remove):
                raise IllegalActionError("In Family mode a placed tile can only be moved, not removed", "Family mode")
            if isinstance(action, Place) and action.tile == u["pending"]:
                if unit != self.turn:
                    raise IllegalActionError("It is not your turn", "Relay reporting")
                self._check_place(unit, action)
                return
            if isinstance(action, reporting_kinds):
                if unit != self.turn:
                    raise IllegalActionError("It is another player's turn to report", "Relay reporting")
                if isinstance(action, Keep):
                    raise IllegalActionError("In Family mode you keep a tile by placing it on your paper",
                                             "Family mode")
                if isinstance(action, (Layout, Deliver)):
                    raise IllegalActionError(f"'{action.KIND}' is not part of Family mode", "Family mode")
                self._check_reporting(unit, action)
                return
            if u["pending"]:
                raise IllegalActionError("Place or return the tile in your hand first", "Family mode")
            self._check_layout(unit, action)
            return
        if isinstance(action, Deliver):
            raise IllegalActionError("Only Newsroom Reporters deliver tiles", "Newsroom mode")
        if u["status"] == "reporting":
            if isinstance(action, (Place, Remove)):
                if isinstance(action, Place) and action.tile == CP_KEY:
                    raise IllegalActionError("Centerpieces are moved during the Layout phase", "Layout phase")
                raise IllegalActionError("Tiles go onto the paper only after you say Layout!",
                                         "Reporting phase")
            if self.mode in ("standard", "solo", "scenario") and unit != self.turn:
                raise IllegalActionError("It is another player's turn to report", "Relay reporting")
            self._check_reporting(unit, action)
            return
        # layout phase
        if isinstance(action, (Flip, Take)):
            if u["takes_left"] <= 0:
                raise IllegalActionError("You cannot take more tiles after saying Layout!", "Layout phase")
            if isinstance(action, Flip) and not self.pile_down:
                raise IllegalActionError("No face-down tiles are left", "Reporting phase")
            if isinstance(action, Take) and action.tile not in self.pile_up:
                raise IllegalActionError(f"{action.tile} is not a face-up tile in the centre", "Reporting phase")
            return
        if isinstance(action, (Keep, Return, Layout)):
            raise IllegalActionError("You are already in the Layout phase", "Layout phase")
        self._check_layout(unit, action)

    def _check_reporting(self, unit: int, action: Action) -> None:
        u = self.units[unit]
        if u["pending"] and not isinstance(action, (Keep, Return, Place)):
            raise IllegalActionError(f"Decide first: keep or return {u['pending']}", "Reporting step 2")
        if isinstance(action, (Keep, Return)) and not u["pending"]:
            raise IllegalActionError("There is no flipped tile in your hand", "Reporting step 2")
        if isinstance(action, Flip) and not self.pile_down:
            raise IllegalActionError("No face-down tiles are left in the centre", "Reporting step 1")
        if isinstance(action, Take) and action.tile not in self.pile_up:
            raise IllegalActionError(f"{action.tile} is not a face-up tile in the centre", "Reporting step 1")
        if isinstance(action, Deliver) and not u["carry"]:
            raise IllegalActionError("Your desk is empty: nothing to deliver", "Newsroom mode")

    def _check_layout(self, unit: int, action: Action) -> None:
        u = self.units[unit]
        if isinstance(action, Remove):
            if action.tile == CP_KEY:
                raise IllegalActionError("The centerpiece must stay on the paper", "Layout rule 2")
            if action.tile not in u["placed"]:
                raise IllegalActionError(f"{action.tile} is not on your paper", "Layout phase")
            if "no_moving" in self._mod_set():
                raise IllegalActionError("Tiles cannot be moved once placed", "Rule modification 6")
            return
        if isinstance(action, Place):
            self._check_place(unit, action)
            return
        raise IllegalActionError(f"'{action.KIND}' is not possible now", "Layout phase")

    def _check_place(self, unit: int, action: Place) -> None:
        u = self.units[unit]
        paper = self.paper(unit)
        bn = self.current_bn()
        if action.face not in ("up", "down"):
            raise IllegalActionError("A tile lies face up or face down", "Layout rule 8")
        if action.tile == CP_KEY:
            if paper.cp is None:
                raise IllegalActionError("You have no centerpiece this round", "Layout rule 2")
            if action.face != "up":
                raise IllegalActionError("The centerpiece is always face up", "Layout rule 2")
            problem = centerpiece_problem(paper, paper.cp, action.row, action.col, bn)
            if problem:
                raise IllegalActionError(*problem)
            return
        if action.tile in u["placed"]:
            if "no_moving" in self._mod_set():
                raise IllegalActionError("Tiles cannot be moved once placed", "Rule modification 6")
        elif action.tile not in u["desk"] and action.tile != u.get("pending"):
            raise IllegalActionError(f"{action.tile} is not on your desk", "Layout phase")
        if action.face == "down" and self.no_facedown():
            raise IllegalActionError("This scenario forbids placing tiles on their flip side", "Scenario 13 goal")
        tile = self.cat.tiles[action.tile]
        problem = placement_problem(paper, tile, action.row, action.col, action.face == "up", bn)
        if problem:
            raise IllegalActionError(*problem)

    def _check_tb(self, seat: int, action: Action) -> None:
        u = self.units[seat]
        if self.phase == "tb_final":
            if isinstance(action, Done):
                return
            if not isinstance(action, Place) or action.tile not in u["desk"] and action.tile != CP_KEY:
                raise IllegalActionError("After Print the others may only place tiles left on their desks",
                                         "Turn-based game end")
            self._check_place(seat, action)
            return
        stage = self.tb["stage"]
        if isinstance(action, Place) and action.tile == CP_KEY:
            self._check_place(seat, action)
            return
        if stage == "place":
            if isinstance(action, Place):
                if action.tile not in u["desk"]:
                    raise IllegalActionError("Placed tiles may not be moved on later turns "
                                             "(only with Rearrange)", "Turn-based step 1")
                self._check_place(seat, action)
                return
            if isinstance(action, Discard):
                if action.tile not in u["desk"]:
                    raise IllegalActionError(f"{action.tile} is not on your desk", "Turn-based special actions")
                if action.power not in ("rearrange", "search"):
                    raise IllegalActionError("The special actions are rearrange and search",
                                             "Turn-based special actions")
                if action.power == "rearrange" and "no_moving" in self._mod_set():
                    raise IllegalActionError("Tiles cannot be moved once placed, so there is nothing to "
                                             "rearrange", "Rule modification 6")
                return
            if isinstance(action, Print):
                if not self._tb_may_print(seat):
                    raise IllegalActionError("You may say Print only when no tile on your desk fits "
                                             "anywhere on your paper", "Turn-based game end")
                return
            raise IllegalActionError("First place a tile, discard one for a special action, or Print",
                                     "Turn-based step 1")
        if stage == "rearrange":
            if isinstance(action, Done):
                return
            if isinstance(action, Place) and action.tile in u["placed"]:
                self._check_place(seat, action)
                return
            raise IllegalActionError("Rearrange moves up to 3 tiles already on your paper", "Rearrange")
        # flip stage
        if isinstance(action, Flip):
            if self.tb["flips_left"] <= 0:
                raise IllegalActionError("No more flips this turn", "Turn-based step 2")
            if not self.pile_down:
                raise IllegalActionError("No face-down tiles are left", "Turn-based step 2")
            return
        if isinstance(action, Take):
            if action.tile not in self.pile_up:
                raise IllegalActionError(f"{action.tile} is not a face-up tile in the centre", "Turn-based step 3")
            return
        if isinstance(action, Draw):
            if not self.pile_down:
                raise IllegalActionError("No face-down tiles are left", "Turn-based step 3")
            return
        if isinstance(action, Done):
            if self.pile_down or self.pile_up:
                raise IllegalActionError("Select a tile from the centre to end your turn", "Turn-based step 3")
            return
        if isinstance(action, Print):
            if not (self.tb.get("placed_this_turn") and self.tb["flipped"] == 0 and self._tb_may_print(seat)):
                raise IllegalActionError("You may say Print only before flipping, when no desk tile fits",
                                         "Turn-based game end")
            return
        raise IllegalActionError(f"'{action.KIND}' is not possible in this step", "Turn-based turn")

    # --- apply ------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.phase == "choose":
            return self._apply_choose(seat, action)
        if self.phase == "tb_choose":
            return self._apply_tb_choose(seat, action)
        if self.phase.startswith("tb_"):
            return self._apply_tb(seat, action)
        unit = self.unit_of(seat)
        u = self.units[unit]
        ms = getattr(action, "clock_ms", 0)
        if self.has_clock():
            u["used_ms"] = min(self.limit_ms(), u["used_ms"] + ms)
        who = self.players[seat]
        if isinstance(action, Flip):
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
        elif isinstance(action, Place):
            events.append(self._do_place(unit, action))
            if self.mode == "family" and action.tile == u.get("pending"):
                u["pending"] = None
                self._advance_turn()
        elif isinstance(action, Remove):
            del u["placed"][action.tile]
            u["desk"].append(action.tile)
            events.append(Event("remove", f"{who} takes {action.tile} back to the desk", {"tile": action.tile}))
        elif isinstance(action, Print):
            events += self._print(unit, forced=False)
        if self.has_clock() and u["status"] != "printed" and u["used_ms"] >= self.limit_ms():
            events += self._print(unit, forced=True)
        if self.phase == "round" and all(x["status"] == "printed" for x in self.units):
            events += self.end_round()
        return events

    def _deliver(self, unit: int) -> None:
        u = self.units[unit]
        u["desk"].extend(u["carry"])
        u["carry"] = []
        walk = int(self.options.get("walk_seconds", 10)) * 1000 * 2
        u["used_ms"] = min(self.limit_ms(), u["used_ms"] + walk)

    def _do_place(self, unit: int, action: Place) -> Event:
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

    def _print(self, unit: int, forced: bool) -> list[Event]:
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
        text = f"{self.unit_name(unit)} {'is forced to Print (clock at zero)' if forced else 'says Print!'}"
        events = [Event("print", text, {"unit": unit, "forced": forced})]
        if self.turn == unit:
            self._advance_turn()
        if not forced and "first_print_ends" in self._mod_set():
            for j, other in enumerate(self.units):
                if other["status"] != "printed":
                    events += self._print(j, forced=True)
        return events

    def _advance_turn(self) -> None:
        if self.mode not in RELAY_MODES:
            self.turn = None
            return

        def active(i: int) -> bool:
            x = self.units[i]
            if self.mode == "newsroom":
                return x["status"] != "printed" and not x["reporter_done"]
            return x["status"] == "reporting"

        n = len(self.units)
        start = self.turn if self.turn is not None else -1
        for k in range(1, n + 1):
            i = (start + k) % n
            if active(i):
                self.turn = i
                return
        self.turn = None

    # --- round end ----------------------------------------------------------------------
    def _round_rules(self) -> RoundRules:
        return RoundRules(self.day_name(), SCORE_MODE[self.mode], self.current_bn(),
                          "empty_squares" in self._mod_set())

    def _round_inputs(self, tokens: dict[int, int]) -> tuple[list[ScoreInput], list[list[str]], list[list[str]]]:
        """What the round's scoring reads for each paper as it lies now, without changing it.

        Returns the score inputs, the conflict notes and the tiles a conflict sends back to
        the desk (counted on the desk in the inputs; :meth:`end_round` then moves them).
        """
        inputs: list[ScoreInput] = []
        all_notes: list[list[str]] = []
        moved: list[list[str]] = []
        for i, u in enumerate(self.units):
            paper = self.paper(i)
            notes, to_desk = resolve_conflicts(paper, self.current_bn())
            all_notes.append(notes)
            moved.append(list(to_desk))
            desk = len(u["desk"]) + len(to_desk) + (1 if u["pending"] else 0)
            inputs.append(ScoreInput(paper, desk, self.character(i), tokens.get(i)))
        return inputs, all_notes, moved

    def round_so_far(self) -> list[dict[str, Any]] | None:
        """Every paper scored as it lies now by the round's own scoring, or ``None`` between rounds.

        Finishing tokens are not known before Print, so they count 0 here; everything else
        (White Space Bonus against the other papers included) is what Print would give now.
        """
        if self.phase not in ("round", "tb_turn", "tb_final"):
            return None
        inputs, _, _ = self._round_inputs({})
        return [{"total": r.total, "dollars": r.dollars, "categories": dict(r.categories)}
                for r in score_round(inputs, self._round_rules())]

    def end_round(self) -> list[Event]:
        cat = self.cat
        events: list[Event] = []
        order = sorted(range(len(self.units)), key=lambda i: (self.units[i]["used_ms"], self.units[i]["print_seq"]))
        tokens = {unit: k + 1 for k, unit in enumerate(order)}
        if self.mode in ("family", "puzzle", "turn-based"):
            tokens = {}
        inputs, all_notes, moved = self._round_inputs(tokens)
        for u, to_desk in zip(self.units, moved, strict=True):
            if to_desk:
                u["desk"].extend(to_desk)
                for tid in to_desk:
                    u["placed"].pop(tid, None)
        scores = score_round(inputs, self._round_rules())
        for i, (u, s) in enumerate(zip(self.units, scores, strict=True)):
            s.notes = all_notes[i] + s.notes
            u["scores"].append(s.to_dict())
            u["tokens"].append(tokens.get(i))
            u["desk_counts"].append(inputs[i].desk)
            parts = ", ".join(f"{k} {v:+d}" for k, v in s.categories.items())
            events.append(Event("score", f"{self.unit_name(i)}: {s.total} points, ${s.dollars} ({parts})",
                                {"unit": i, "score": s.to_dict()}))
        if self.mode in ("puzzle", "turn-based") or self.day == 2:
            self.phase = "over"
            self.final = self._final()
            events.append(Event("game_over", "The game is over", {"result": self.final}))
            return events
        # Return the papers' tiles (and the face-up pile) face down and shuffle them.
        back: list[str] = []
        for u in self.units:
            for tid in sorted(u["placed"]):
                if "discard_ads" in self._mod_set() and cat.tiles[tid].kind == "ad":
                    self.removed.append(tid)
                else:
                    back.append(tid)
            u["placed"] = {}
        self.pile_down = sorted(self.pile_down + self.pile_up + back)
        self.pile_up = []
        self.rng.shuffle(self.pile_down)
        self.day += 1
        if self.options.get("breaking_news") and self.mode != "scenario" and self.bn_decks:
            self.bn[self.day] = f"{self.day_name()} {self.bn_decks[self.day_name()].pop()}"
        if self.mode in ("family", "scenario"):
            if self.mode == "scenario":
                sc = cat.scenarios[int(self.options.get("scenario", 1))]
                for u in self.units:
                    u["cp"] = sc.centerpieces[self.day]
            self.start_round()
            events.append(Event("round", f"{self.day_name()} begins"))
            return events
        n_offer = 2 if len(self.units) == 1 else (3 if len(self.units) == 2 else len(self.units))
        self.cp_offer = self.cp_stack[:n_offer]
        self.cp_stack = self.cp_stack[n_offer:]
        self.choose_order = sorted(range(len(self.units)), key=lambda i: self.units[i]["tokens"][-1])
        for u in self.units:
            u["cp"] = None
            u["cp_at"] = None
        self.phase = "choose"
        events.append(Event("choose", f"Centerpieces on offer for {self.day_name()}: {', '.join(self.cp_offer)}",
                            {"offer": list(self.cp_offer)}))
        return events

    def _apply_choose(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Choose)
        unit = self.choose_order.pop(0)
        self.units[unit]["cp"] = action.cp
        self.cp_offer.remove(action.cp)
        events = [Event("choose", f"{self.unit_name(unit)} chooses {action.cp}", {"cp": action.cp})]
        if not self.choose_order:
            self.set_aside.extend(self.cp_offer)
            self.cp_offer = []
            self.start_round()
            events.append(Event("round", f"{self.day_name()} begins"))
        return events

    # --- turn-based ---------------------------------------------------------------------
    def _apply_tb_choose(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Choose)
        self.choose_order.pop(0)
        self.units[seat]["cp"] = action.cp
        self.cp_offer.remove(action.cp)
        events = [Event("choose", f"{self.players[seat]} chooses {action.cp}", {"cp": action.cp})]
        if not self.choose_order:
            self.set_aside.extend(self.cp_offer)
            self.cp_offer = []
            for i, u in enumerate(self.units):
                self.place_default_cp(i)
                u["status"] = "layout"
                for _ in range(2):
                    tid = self.pile_down.pop(0)
                    u["desk"].append(tid)
                    events.append(Event("draw", f"{self.players[i]} draws {tid}", {"tile": tid}, reveal=True))
            self.phase = "tb_turn"
            self.tb["current"] = self.tb["starter"]
            self._tb_new_turn()
        return events

    def _tb_new_turn(self) -> None:
        self.tb.update(stage="place", flips_left=0, rearrange_left=0, flipped=0, placed_this_turn=False)

    def _tb_end_turn(self) -> None:
        self.tb["current"] = (self.tb["current"] + 1) % len(self.units)
        self._tb_new_turn()

    def _apply_tb(self, seat: int, action: Action) -> list[Event]:
        u = self.units[seat]
        who = self.players[seat]
        events: list[Event] = []
        if self.phase == "tb_final":
            if isinstance(action, Done):
                self.tb["final_done"].append(seat)
            elif isinstance(action, Place):
                events.append(self._do_place(seat, action))
                if not u["desk"]:
                    self.tb["final_done"].append(seat)
            if not self.to_act():
                events += self.end_round()
            return events
        if isinstance(action, Place) and action.tile == CP_KEY:
            return [self._do_place(seat, action)]
        stage = self.tb["stage"]
        if isinstance(action, Print):
            self.tb["ender"] = seat
            events.append(Event("print", f"{who} says Print! Everyone else places their last tiles"))
            self.phase = "tb_final"
            for s in range(len(self.units)):
                if s != seat and not self.units[s]["desk"]:
                    self.tb["final_done"].append(s)
            if not self.to_act():
                events += self.end_round()
            return events
        if stage == "place":
            if isinstance(action, Place):
                events.append(self._do_place(seat, action))
                self.tb.update(stage="flip", flips_left=2, placed_this_turn=True)
            elif isinstance(action, Discard):
                u["desk"].remove(action.tile)
                self.removed.append(action.tile)
                events.append(Event("discard", f"{who} discards {action.tile} to {action.power}",
                                    {"tile": action.tile}))
                if action.power == "search":
                    self.tb.update(stage="flip", flips_left=5)
                else:
                    self.tb.update(stage="rearrange", rearrange_left=3)
                    if not u["placed"]:
                        self.tb.update(stage="flip", flips_left=2)
            return events
        if stage == "rearrange":
            if isinstance(action, Place):
                events.append(self._do_place(seat, action))
                self.tb["rearrange_left"] -= 1
            if isinstance(action, Done) or self.tb["rearrange_left"] <= 0:
                self.tb.update(stage="flip", flips_left=2)
            return events
        if isinstance(action, Flip):
            tid = self.pile_down.pop(0)
            self.pile_up.append(tid)
            self.tb["flips_left"] -= 1
            self.tb["flipped"] += 1
            events.append(Event("flip", f"{who} flips {self.cat.tiles[tid].describe()}", {"tile": tid}, reveal=True))
            return events
        if isinstance(action, Take):
            self.pile_up.remove(action.tile)
            u["desk"].append(action.tile)
            events.append(Event("take", f"{who} takes {action.tile}", {"tile": action.tile}))
        elif isinstance(action, Draw):
            tid = self.pile_down.pop(0)
            u["desk"].append(tid)
            events.append(Event("draw", f"{who} draws {self.cat.tiles[tid].describe()}", {"tile": tid}, reveal=True))
        self._tb_end_turn()
        return events

    # --- results ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _unit_totals(self) -> tuple[list[int], list[int], list[dict[str, int]]]:
        totals, dollars, breakdowns = [], [], []
        for u in self.units:
            bd = dict.fromkeys(CATEGORIES, 0)
            for s in u["scores"]:
                for k, v in s["categories"].items():
                    bd[k] += v
            totals.append(sum(s["total"] for s in u["scores"]))
            dollars.append(sum(s["dollars"] for s in u["scores"]))
            breakdowns.append(bd)
        return totals, dollars, breakdowns

    def _final(self) -> dict[str, Any]:
        totals, dollars, bds = self._unit_totals()
        n = len(self.units)
        eliminated: list[int] = []
        penalties = [0] * n
        extra: dict[str, Any] = {"mode": self.mode, "dollars": dollars}
        low = min(dollars) if dollars else 0
        single_low = [i for i in range(n) if dollars[i] == low]
        if self.mode in ("family", "turn-based"):
            if n > 1 and len(single_low) == 1:
                penalties[single_low[0]] = -5
        elif self.mode == "puzzle":
            pz = self.cat.puzzles[int(self.options.get("puzzle", 1))]
            # Every ad must lie face up on the paper (a flipped ad is not "placed without conflict").
            ads_left = [t for t in pz.tiles if self.cat.tiles[t].kind == "ad"
                        and not (t in self.units[0]["placed"] and self.units[0]["placed"][t][2])]
            total = totals[0]
            tier = sum(1 for t in pz.tiers if total >= t)
            extra.update(puzzle=pz.number, incomplete=bool(ads_left), tier=0 if ads_left else tier,
                         tiers=list(pz.tiers))
        elif n == 1:
            if dollars[0] < 12:
                eliminated.append(0)
            extra["min_ad"] = 12
        elif n == 2:
            # Two players: instead of closing, the poorer paper loses 10 points when it is more
            # than $5 behind, and may still win.
            if abs(dollars[0] - dollars[1]) > 5:
                penalties[0 if dollars[0] < dollars[1] else 1] = -10
        elif len(single_low) == 1:
            eliminated.append(single_low[0])
        totals = [t + p for t, p in zip(totals, penalties, strict=True)]
        for i, p in enumerate(penalties):
            bds[i]["ad_penalty"] = p
            bds[i]["ad_revenue"] = dollars[i]
        if self.mode == "puzzle" and extra.get("incomplete"):
            winners: list[int] = []
        else:
            eligible = [i for i in range(n) if i not in eliminated]
            winners = []
            if eligible:
                best = max(totals[i] for i in eligible)
                tied = [i for i in eligible if totals[i] == best]
                if len(tied) > 1 and all(self.units[i]["tokens"] and self.units[i]["tokens"][-1] for i in tied):
                    tied = [min(tied, key=lambda i: self.units[i]["tokens"][-1])]
                winners = tied
        if self.mode == "scenario":
            extra["scenario"] = scenario_outcome(self, totals, dollars, bds)
        extra["achievement_mode"] = self.achievement_mode()
        extra["achievements"] = evaluate_achievements(self, totals, dollars, bds, winners)
        return {"totals": totals, "breakdown": bds, "winners": winners, "eliminated": eliminated, "extra": extra}

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
        totals, dollars, bds = self._unit_totals()
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
    def view(self, seat: int) -> dict[str, Any]:
        cat = self.cat
        side = cat.side_for(self.day_name())
        bn = self.current_bn()
        units = []
        for i, u in enumerate(self.units):
            cp = cat.centerpiece(u["cp"]) if u["cp"] else None
            units.append({
                "name": self.unit_name(i),
                "seats": [self.reporter_seat(i), self.editor_seat(i)] if self.mode == "newsroom" else [i],
                "status": u["status"], "reporter_done": u["reporter_done"],
                "desk": [cat.tiles[t].to_dict() for t in u["desk"]],
                "carry": [cat.tiles[t].to_dict() for t in u["carry"]],
                "placed": [{"tile": cat.tiles[t].to_dict(), "row": r, "col": c, "up": up}
                           for t, (r, c, up) in sorted(u["placed"].items())],
                "centerpiece": cp.to_dict() if cp else None, "cp_at": u["cp_at"],
                "pending": cat.tiles[u["pending"]].to_dict() if u["pending"] else None,
                "used_ms": u["used_ms"], "clock_left_ms": max(0, self.limit_ms() - u["used_ms"]),
                "character": self.character(i).text if self.character(i) else None,
                "character_name": u["character"], "takes_left": u["takes_left"],
                "tokens": list(u["tokens"]), "scores": [dict(s) for s in u["scores"]],
            })
        return {
            "game": "fit-to-print", "mode": self.mode, "you": seat, "players": list(self.players),
            "day": self.day_name(), "round": self.day + 1, "phase": self.phase, "to_act": self.to_act(),
            "turn": self.turn, "status": self.status_line(),
            "paper": {"side": side.name, "rows": side.rows, "cols": side.cols, "fold_row": side.fold_row,
                      "star": list(side.star), "region": sorted([list(c) for c in side.region])},
            "pile": {"face_down": len(self.pile_down), "face_up": [cat.tiles[t].to_dict() for t in self.pile_up],
                     "out_of_play": len(self.removed)},
            "units": units,
            "offer": [cat.centerpiece(c).to_dict() for c in self.cp_offer],
            "breaking_news": {"id": bn.id, "name": bn.name, "text": bn.text} if bn else None,
            "limit_ms": self.limit_ms() if self.has_clock() else None,
            "turn_based": dict(self.tb) if self.tb else None,
            "modifications": list(self.options.get("modifications", [])),
            "upside_down": "upside_down" in self.mods(), "one_hand": "one_hand" in self.mods(),
            "result": self.final,
            "so_far": self.round_so_far(),
        }

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

    def round_score(self, unit: int, day: int) -> RoundScore:
        return RoundScore.from_dict(self.units[unit]["scores"][day])

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
