"""Fit to Print bots: ``novice`` (quick greedy) and ``expert`` (searches layouts).

Both lay out with the search in :mod:`.layout_search` (the expert tries many more
layouts). Bots also say how much clock time each action took (their pace by level), so
games against bots stay deterministic.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from paperboy.engine import Action, Bot, IllegalActionError, State

from .actions import (
    Deliver,
    Discard,
    Done,
    Draw,
    Flip,
    Keep,
    Layout,
    Place,
    Print,
    Return,
    Take,
)
from .board import (
    CP_KEY,
    Placed,
    geometry,
    neighbours,
)
from .components import Centerpiece, Tile, catalogue
from .layout_search import AD_WEIGHT, evaluate, plan_layout
from .scoring import RoundRules

#: Points a blind flip adds on average in Family mode; an expert takes a face-up tile worth more.
FAMILY_FLIP_GAIN = 1.5
#: How often a novice places a kept tile on any legal spot instead of the best one (Family mode).
FAMILY_NOVICE_CARELESS = 0.5
#: More than this a tile must add to the paper (points and weighted dollars) for the master
#: to keep it in Family mode, and only face up. The expert keeps any tile that costs less than
#: half a point, face down too, and so fills squares with tiles that score nothing, squares
#: later tiles would have scored on (no mood or white space counts in Family). Master against
#: expert at 250 ms (``tournament -o mode=family``, 2 players): 94.5 of 100 games with seed 1
#: and 89 of 100 with seed 1001; over 20 games with seed 1, 19 now and 11.5 when the search
#: decided (think time p95 12-16 ms now, 220 ms then).
FAMILY_MASTER_MIN_GAIN = 0.0

#: Most layout orderings the master's own layout plan tries (the expert tries 30) while its
#: think time lasts. Over 72 plans of six expert games (seeds 5000-5005) the plan's value
#: (points plus weighted dollars, ``layout_search.evaluate``) rose on average by 0.42 with
#: 100 orderings, 0.97 with 300 (median 47 ms, p95 165 ms) and 1.45 with 1,000 (median
#: 172 ms, p95 497 ms): at the default 250 ms of think time the deadline ends it first.
MASTER_ATTEMPTS = 1000

#: The master's own turn-based play (``Bot.plays_for_master``: the search's first choice, played
#: unless its simulations show better). It takes the face-up tile whose best spot adds most to
#: its paper as it lies (the expert ranks tiles by a rough worth of their own), or draws blind
#: when ``TB_DRAW_SAMPLE`` face-down tiles (spread over their sorted ids: the seat knows which
#: tiles are unseen, not their order) add more on average; a tile that fits nowhere is worth
#: ``TB_NO_ROOM``. Dollars score no points in this mode (the single poorest paper loses 5), so
#: for its takes and placements a dollar is worth ``TB_AD_WEIGHT`` points while its ads (face up
#: or on its desk) top the poorest rival's by more than ``TB_AD_MARGIN`` dollars and
#: ``TB_AD_WEIGHT_BEHIND`` otherwise (the expert: 1.2). It chooses its centerpiece by
#: ``TB_MASTER_CP``. That bot in one seat among five experts, seats rotating, seeds 1-600 (win
#: share; its mean score against theirs): the expert's own play 17.3% (15.0 vs 14.9); takes by
#: gain with dollars at 1.2 points 3.8% (11.5 vs 14.5: ads crowd out articles); dollars at 0
#: always 34.4% (penalised in 390 of 600 games); at 0 or 0.5 with margin $0 40.2% (17.6 vs
#: 14.6; margin $2: 34.3%, $5: 18.6% over 300); with the centerpiece table 47.8% (18.5 vs 14.4).
#: Placing the better of the two desk tiles with the other's best spot after counted half
#: (the six best single placements judged so) did not help (37.9% against 39.6%).
TB_DRAW_SAMPLE = 8
TB_NO_ROOM = -3.0
TB_AD_WEIGHT = 0.0
TB_AD_WEIGHT_BEHIND = 0.5
TB_AD_MARGIN = 0

#: The master's mean final score in turn-based mode with each centerpiece it can choose (its own
#: turn-based play, one such bot among five experts, 1,200 games with seeds 5001-6200; 4A, never
#: left to it there, is put last). The expert's estimate (:func:`_cp_estimate`) ranks 2A, S1 and
#: S3 first; this play gathers photos and articles of the colours it wants from the face-up tiles.
TB_MASTER_CP = {"2A": 19.5, "9A": 19.0, "8A": 18.9, "5A": 18.9, "1A": 18.7, "S3": 17.6, "S2": 17.5,
                "6A": 17.4, "S1": 17.2, "3A": 16.4, "7A": 16.4, "S5": 16.0, "S4": 15.9, "S6": 14.8, "4A": 14.0}

#: The master's own Newsroom Reporter (the master's whole play there: ``evaluate.search_focus``
#: searches nothing in Newsroom mode). The expert's Reporter stops once the squares on the desk,
#: carried and already on the paper reach 1.1 times the paper's *empty* squares, which shrink as
#: the Layout Editor places tiles: its team prints with about a third of the paper empty (7-11
#: squares on Friday, 19-25 on Sunday, after some 100 of its 240 seconds). The master's Reporter
#: counts only the tiles not yet on the paper against ``NR_TARGET`` times its empty squares, and
#: walks over once, with all it carries, when it stops (the expert walks with every 4 tiles; each
#: walk costs the team's clock twice the walk time). That bot in one seat among eleven experts
#: (12 players, 6 teams), seats rotating, seeds 1-600 (team wins, of 600; as Reporter, of 300;
#: as Editor, of 300): the expert's own play 93 (15.5%; 45; 48); filling the paper to 1.1 times
#: with walks of 4 tiles 280 (46.7%; 232; 48), of 3 261, of 6 305, of 8 310, one walk 326
#: (54.3%; 278; 48); one walk with targets 0.85, 0.95 and 1.25: 327, 338 (56.3%; 290; 48), 328.
#: Before that, no gain from a layout plan of the whole desk for its Editor (87: 45 and 42) nor
#: from dollars worth 0.3 points while $2 clear of the poorest rival (days scored, ads face up,
#: on the desk and carried) and 2.4 otherwise (91).
NR_TARGET = 0.95

#: Clock time (ms) a bot spends per reporting step and per layout action, by level.
PACE = {"novice": (3500, 2500), "expert": (2200, 1200)}
#: Modes in which the poorest paper goes out of business (or pays the two-player $5 rule).
AD_RACE_MODES = ("standard", "real-time", "newsroom")


class FitToPrintBot(Bot):
    """A Fit to Print bot; ``choose(state, seat)`` returns one action for ``seat``."""

    def __init__(self, level: str, seed: int = 0) -> None:
        super().__init__(level, seed)
        self.plan: list[Action] = []
        self.plan_key: Any = None
        self.budget = 30 if level == "expert" else 2

    # --- helpers ------------------------------------------------------------------------
    def _rules(self, state: Any) -> RoundRules:
        from .modes import SCORE_MODE

        return RoundRules(state.day_name(), SCORE_MODE[state.mode], state.current_bn(),
                          "empty_squares" in state.mods())

    def _ad_weight(self, st: Any, unit: int) -> float:
        """How much a dollar of ad revenue is worth to this bot now, in points.

        The expert watches the race for ad revenue: with three or more papers the lowest
        total goes out of business, and with two a gap of more than $5 costs 10 points.
        Trailing (or level with) the poorest rival it values dollars far more; well ahead,
        a little less. The novice keeps one weight all game.
        """
        if self.level != "expert" or len(st.units) < 2 or st.mode not in AD_RACE_MODES:
            return AD_WEIGHT
        dollars = [sum(s["dollars"] for s in u["scores"]) for u in st.units]
        others = [d for i, d in enumerate(dollars) if i != unit]
        margin = dollars[unit] - min(others)
        days_left = 3 - st.day  # today included
        if margin <= 0:
            return AD_WEIGHT * (2.0 if days_left <= 2 else 1.4)
        if margin <= 2 * days_left:
            return AD_WEIGHT * 1.4
        return AD_WEIGHT * 0.85

    def _layout_reserve(self, limit_ms: int) -> int:
        """Clock time (ms) kept for laying out: a share of the round, at most a minute or so.

        A fixed minute was the whole clock on a short custom timer, so bots called Layout!
        with nothing on their desk; a share scales to any timer the options allow.
        """
        cap, share = (60_000, 0.4) if self.level == "expert" else (80_000, 0.5)
        return min(cap, int(limit_ms * share))

    def _pace(self, reporting: bool) -> int:
        base = PACE[self.level][0 if reporting else 1]
        return base + self.rng.randbelow(base // 2 + 1)

    def _legal(self, state: State, seat: int, action: Action) -> bool:
        try:
            state.check(seat, action)
            return True
        except IllegalActionError:
            return False

    def _with_clock(self, state: Any, seat: int, action: Action, reporting: bool) -> Action:
        if not state.has_clock() or not hasattr(action, "clock_ms"):
            return action
        unit = state.units[state.unit_of(seat)]
        left = state.limit_ms() - unit["used_ms"]
        # An action that uses the last of the clock is still carried out; Print is then forced.
        ms = min(self._pace(reporting), max(0, left))
        return dataclasses.replace(action, clock_ms=ms)  # type: ignore[call-arg]

    # --- main ---------------------------------------------------------------------------
    def choose(self, state: State, seat: int) -> Action:
        st: Any = state
        # A seat that acts always has a legal action (Print, Done or a centerpiece at the
        # least), so the list is only built where the choice looks at it: listing every
        # placement for a Layout Editor that follows its own plan would be wasted work.
        if seat not in st.to_act():
            raise IllegalActionError("The bot has nothing to do now")
        if st.phase in ("choose", "tb_choose"):
            return self._choose_cp(st, state.legal_actions(seat))
        if st.phase.startswith("tb_"):
            return self._turn_based(st, seat, state.legal_actions(seat))
        unit = st.unit_of(seat)
        u = st.units[unit]
        if st.mode == "family":
            return self._with_clock(st, seat, self._family(st, seat, unit, state.legal_actions(seat)), True)
        if st.mode == "newsroom":
            if st.is_reporter(seat):
                return self._with_clock(st, seat, self._report(st, unit, state.legal_actions(seat), carry=True),
                                        True)
            return self._with_clock(st, seat, self._editor(st, seat, unit), False)
        if u["status"] == "reporting":
            return self._with_clock(st, seat, self._report(st, unit, state.legal_actions(seat)), True)
        return self._with_clock(st, seat, self._layout(st, seat, unit), False)

    def _choose_cp(self, st: Any, actions: list[Action]) -> Action:
        if self.level == "novice":
            return self.rng.choice(actions)
        if self.plays_for_master and st.mode == "turn-based":
            return max(actions, key=lambda a: (TB_MASTER_CP.get(a.cp, 0.0), a.cp))  # type: ignore[attr-defined]
        return max(actions, key=lambda a: (_cp_estimate(catalogue().centerpiece(a.cp)), a.cp))  # type: ignore[attr-defined]

    # --- reporting ----------------------------------------------------------------------
    def _target_area(self, st: Any, unit: int) -> float:
        paper = st.paper(unit)
        free = len(paper.empty_cells())
        if self.plays_for_master and st.mode == "newsroom":
            return free * NR_TARGET
        return free * (1.1 if self.level == "expert" else 0.9)

    def _report(self, st: Any, unit: int, actions: list[Action], carry: bool = False) -> Action:
        u = st.units[unit]
        cat = catalogue()
        held = [cat.tiles[t] for t in u["desk"] + u["carry"]]
        area = sum(t.squares for t in held)
        target = self._target_area(st, unit)
        if carry and not self.plays_for_master:
            # the expert counts the paper's placed squares too (against its empty squares)
            area += sum(p.tile.squares for p in st.paper(unit).placed.values())
        if u["pending"]:
            tile = cat.tiles[u["pending"]]
            keep = self._wants(st, unit, held, tile, area, target)
            return Keep() if keep else Return()
        clock_low = st.has_clock() and st.limit_ms() - u["used_ms"] < self._layout_reserve(st.limit_ms())
        if area >= target or clock_low or not any(isinstance(a, (Flip, Take)) for a in actions):
            if carry and u["carry"]:
                return Deliver()
            return Layout()
        if carry and len(u["carry"]) >= 4 and not self.plays_for_master:
            return Deliver()  # the master's Reporter walks over once, when it stops
        # A face-up tile worth taking?
        ups = [cat.tiles[a.tile] for a in actions if isinstance(a, Take)]  # type: ignore[attr-defined]
        if ups and self.level == "expert":
            summary = _Held(held)
            ranked = sorted(ups, key=lambda t: -_tile_value(t, summary))
            for t in ranked[:2]:
                if self._wants(st, unit, held, t, area, target, strict=True):
                    return Take(t.id)
        elif ups and self.rng.random() < 0.3:
            t = self.rng.choice(ups)
            if area + t.squares <= target:
                return Take(t.id)
        if any(isinstance(a, Flip) for a in actions):
            return Flip()
        return Layout()

    def _wants(self, st: Any, unit: int, held: list[Tile], tile: Tile, area: float, target: float,
               strict: bool = False) -> bool:
        if area + tile.squares > target + 1:
            return False
        if self.level == "novice":
            return tile.kind != "photo" or any(t.kind == "article" for t in held)
        value = _tile_value(tile, held)
        dollars = sum(t.dollars for t in held)
        if tile.kind == "ad":
            # more ads when trailing in the ad-revenue race, fewer when safely ahead
            ratio = self._ad_weight(st, unit) / AD_WEIGHT
            want = 6 + (1 if st.day == 2 else 0) + (3 if ratio >= 2 else 1 if ratio > 1 else -1 if ratio < 1 else 0)
            return dollars < want
        return value >= (1.2 if strict else 0.6)

    # --- layout -------------------------------------------------------------------------
    def _layout(self, st: Any, seat: int, unit: int) -> Action:
        key = (st.seed, st.day, unit)
        if self.plan and self.plan_key == key:
            action = self.plan.pop(0)
            if self._legal(st, seat, action):
                return action
        self.plan = self._make_plan(st, unit)
        self.plan_key = key
        if self.plan:
            action = self.plan.pop(0)
            if self._legal(st, seat, action):
                return action
            self.plan = []
        return Print()

    def _make_plan(self, st: Any, unit: int) -> list[Action]:
        u = st.units[unit]
        cat = catalogue()
        paper = st.paper(unit)
        desk = [cat.tiles[t] for t in u["desk"]]
        if not desk:
            return []
        rules = self._rules(st)
        # Given a deadline (the master's own layout), more orderings are tried until then.
        cp_at, placed, _ = plan_layout(paper, desk, rules, self.rng,
                                       self.budget if self.deadline is None else MASTER_ATTEMPTS,
                                       st.character(unit), st.no_facedown(), move_cp=not paper.placed,
                                       ad_weight=self._ad_weight(st, unit),
                                       deadline=self.deadline, at_least=self.budget)
        plan: list[Action] = []
        if cp_at is not None and paper.cp_at is not None and tuple(cp_at) != tuple(paper.cp_at):
            plan.append(Place(CP_KEY, cp_at[0], cp_at[1]))
        for tid, (r, c, up) in sorted(placed.items(), key=lambda kv: (kv[1][0], kv[1][1])):
            plan.append(Place(tid, r, c, "up" if up else "down"))
        return plan

    def _editor(self, st: Any, seat: int, unit: int) -> Action:
        u = st.units[unit]
        if u["desk"]:
            action = self._best_single(st, unit, u["desk"])
            if action is not None:
                return action
        if u["reporter_done"] or not (st.pile_down or st.pile_up):
            return Print()
        paper = st.paper(unit)
        if len(paper.empty_cells()) < 2:
            return Print()
        # Wait for the Reporter: in the relay the Editor acts when given the keyboard; nothing to
        # place means Print only once the paper is full or the Reporter has stopped.
        return Print() if self.rng.random() < 0.02 else self._idle(st, seat)

    def _idle(self, st: Any, seat: int) -> Action:
        return Print()

    def _best_single(self, st: Any, unit: int, tids: list[str], allow_down: bool = True,
                     ad_weight: float | None = None) -> Action | None:
        """The best single placement of one of ``tids`` on the paper as it stands.

        Face-up spots get a small bonus (a face-up tile keeps its future photo and
        centerpiece value) and snug spots a smaller one (less fragmented white space); a
        tile goes face down only when it has no face-up spot.
        """
        from .board import tile_spots

        cat = catalogue()
        paper = st.paper(unit)
        rules = self._rules(st)
        best: tuple[float, Action] | None = None
        base_left = len(st.units[unit]["desk"])
        occ = paper.occupancy()
        region = paper.side.region
        geom = geometry(paper.side)
        occ_mask = geom.occ_mask(occ)
        character = st.character(unit)
        if ad_weight is None:
            ad_weight = self._ad_weight(st, unit)
        for tid in tids:
            tile = cat.tiles[tid]
            spots = [(r, c, "up") for r, c in tile_spots(paper, tile, True, rules.bn, occ)]
            if not spots and allow_down and not st.no_facedown():
                spots = [(r, c, "down") for r, c in tile_spots(paper, tile, False, rules.bn, occ)]
            on_paper = tid in paper.placed
            for r, c, face in spots:
                paper.placed[tid] = Placed(tile, r, c, face == "up")
                v = evaluate(paper, max(0, base_left - 1), rules, character, ad_weight)
                del paper.placed[tid]
                if on_paper:
                    contact = sum(1 for i in range(tile.h) for j in range(tile.w)
                                  for n in neighbours((r + i, c + j)) if n not in region or n in occ)
                else:
                    # Sides on the border plus covered squares around the (free) footprint.
                    spot = geom.spot(tile.h, tile.w, r, c)
                    contact = spot.edges + (spot.perim_mask & occ_mask).bit_count()
                v += (0.6 if face == "up" else 0.0) + 0.08 * contact + 0.01 * self.rng.random()
                if best is None or v > best[0]:
                    best = (v, Place(tid, r, c, face))
        return best[1] if best else None

    # --- family -------------------------------------------------------------------------
    def _family(self, st: Any, seat: int, unit: int, actions: list[Action]) -> Action:
        u = st.units[unit]
        if u["pending"]:
            rules = self._rules(st)
            paper = st.paper(unit)
            before = evaluate(paper, 0, rules)
            action = self._best_single(st, unit, [u["pending"]])
            if self.level == "novice" and action is not None and self.rng.random() < FAMILY_NOVICE_CARELESS:
                # a novice often puts the tile in the first place it sees rather than the best one
                places = [a for a in actions if isinstance(a, Place) and a.tile == u["pending"]]
                action = self.rng.choice(places) if places else action
            if action is not None:
                tile = catalogue().tiles[u["pending"]]
                assert isinstance(action, Place)
                paper.placed[tile.id] = Placed(tile, action.row, action.col, action.face == "up")
                after = evaluate(paper, 0, rules)
                del paper.placed[tile.id]
                if self.plays_for_master:
                    # the master's own play (it leaves Family decisions to this bot): a tile
                    # is kept only face up and where it adds to the paper
                    if action.face == "up" and after > before + FAMILY_MASTER_MIN_GAIN:
                        return action
                elif after >= before - (0.5 if self.level == "expert" else 2.0):
                    return action
            return Return()
        if unit != st.turn:
            return Print()
        paper = st.paper(unit)
        if len(paper.empty_cells()) < 2 or not any(isinstance(a, (Flip, Take)) for a in actions):
            return Print()
        takes = [a for a in actions if isinstance(a, Take)]
        if self.level == "expert" and takes:
            # a face-up tile that improves the paper by more than a blind flip is expected to
            best = self._best_take(st, unit, takes)
            if best is not None and (best[0] >= FAMILY_FLIP_GAIN or not any(isinstance(a, Flip) for a in actions)):
                return best[1]
        return Flip() if any(isinstance(a, Flip) for a in actions) else takes[0]

    def _best_take(self, st: Any, unit: int, takes: list[Take]) -> tuple[float, Take] | None:
        """The face-up tile whose best placement adds most to the paper (Family mode)."""
        rules = self._rules(st)
        paper = st.paper(unit)
        before = evaluate(paper, 0, rules)
        cat = catalogue()
        best: tuple[float, Take] | None = None
        for take in takes:
            action = self._best_single(st, unit, [take.tile])
            if not isinstance(action, Place):
                continue
            tile = cat.tiles[take.tile]
            paper.placed[tile.id] = Placed(tile, action.row, action.col, action.face == "up")
            gain = evaluate(paper, 0, rules) - before
            del paper.placed[tile.id]
            if best is None or gain > best[0]:
                best = (gain, take)
        return best

    # --- turn-based ---------------------------------------------------------------------
    def _turn_based(self, st: Any, seat: int, actions: list[Action]) -> Action:
        from .board import tile_spots

        u = st.units[seat]
        cat = catalogue()
        if st.phase == "tb_final":
            weight = self._tb_ad_weight(st, seat) if self.plays_for_master else None
            action = self._best_single(st, seat, u["desk"], ad_weight=weight) if u["desk"] else None
            return action or Done()
        stage = st.tb["stage"]
        paper = st.paper(seat)
        empty = len(paper.empty_cells())
        if stage == "place":
            may_print = any(isinstance(a, Print) for a in actions)
            if may_print and (empty <= 4 or not (st.pile_down or st.pile_up) or self.level == "novice"):
                return Print()
            if self.plays_for_master:
                action = self._best_single(st, seat, u["desk"], ad_weight=self._tb_ad_weight(st, seat))
            else:
                action = self._best_single(st, seat, u["desk"])
            if action is not None:
                return action
            discards = [a for a in actions if isinstance(a, Discard) and a.power == "search"]
            if discards:
                held = _Held([cat.tiles[t] for t in u["desk"]])
                return min(discards, key=lambda a: (_tile_value(cat.tiles[a.tile], held), a.tile))
            return Print() if may_print else actions[0]
        if stage == "rearrange":
            return Done()
        if st.tb["flips_left"] > 0 and st.pile_down and (self.level == "expert" or self.rng.random() < 0.5):
            return Flip()
        takes = [a for a in actions if isinstance(a, Take)]
        if self.plays_for_master and takes:
            return self._tb_master_take(st, seat, takes, actions)
        if takes:
            occ = paper.occupancy()
            held = _Held([cat.tiles[t] for t in u["desk"]])
            fitting = [a for a in takes if tile_spots(paper, cat.tiles[a.tile], True, st.current_bn(), occ)]
            if fitting or self.level == "novice" or not st.pile_down:
                pool = fitting or takes
                return max(pool, key=lambda a: (_tile_value(cat.tiles[a.tile], held), a.tile))
        for a in actions:
            if isinstance(a, (Draw, Done)):
                return a
        return actions[0]

    def _tb_master_take(self, st: Any, seat: int, takes: list[Take], actions: list[Action]) -> Action:
        """The master's own pick in turn-based mode: the face-up tile whose best placement adds
        most to the paper as it lies (the expert ranks them by a rough worth of the tile alone),
        or a blind draw when the face-down tiles promise more on average."""
        cat = catalogue()
        paper = st.paper(seat)
        rules = self._rules(st)
        left = len(st.units[seat]["desk"])
        weight = self._tb_ad_weight(st, seat)
        before = evaluate(paper, left, rules, ad_weight=weight)
        best: tuple[float, str, Action] | None = None
        for take in takes:
            gain = self._tb_gain(st, paper, cat.tiles[take.tile], left, rules, before, weight)
            if best is None or (gain, take.tile) > best[:2]:
                best = (gain, take.tile, take)
        draw = next((a for a in actions if isinstance(a, Draw)), None)
        if draw is not None and st.pile_down:
            # the face-down tiles as a set (what the seat knows: every tile not in sight), spread
            # evenly over their sorted ids; their order stays unknown
            unseen = sorted(st.pile_down)
            sample = unseen[::max(1, len(unseen) // TB_DRAW_SAMPLE)]
            gains = [self._tb_gain(st, paper, cat.tiles[t], left, rules, before, weight) for t in sample]
            expect = sum(gains) / len(gains)
            if best is None or expect > best[0]:
                return draw
        assert best is not None
        return best[2]

    def _tb_spots(self, st: Any, paper: Any, tile: Tile, rules: RoundRules) -> list[tuple[int, int, bool]]:
        """The spots for ``tile``: face up where it fits so, else face down (if allowed)."""
        from .board import tile_spots

        occ = paper.occupancy()
        spots = [(r, c, True) for r, c in tile_spots(paper, tile, True, rules.bn, occ)]
        if not spots and not st.no_facedown():
            spots = [(r, c, False) for r, c in tile_spots(paper, tile, False, rules.bn, occ)]
        return spots

    def _tb_ad_weight(self, st: Any, seat: int) -> float:
        """What a dollar is worth to the master in turn-based mode: little while its paper's ads
        (face up on the paper or waiting on the desk) keep it clear of the poorest rival."""
        tiles = catalogue().tiles

        def dollars(i: int) -> int:
            on = sum(p.tile.dollars for p in st.paper(i).placed.values() if p.up and p.tile.kind == "ad")
            return on + sum(tiles[t].dollars for t in st.units[i]["desk"] if tiles[t].kind == "ad")

        mine = dollars(seat)
        poorest = min(dollars(i) for i in range(len(st.units)) if i != seat)
        return TB_AD_WEIGHT if mine > poorest + TB_AD_MARGIN else TB_AD_WEIGHT_BEHIND

    def _tb_gain(self, st: Any, paper: Any, tile: Tile, left: int, rules: RoundRules, before: float,
                 weight: float) -> float:
        """What ``tile`` adds to the paper at its best spot (face up if it fits so)."""
        best = TB_NO_ROOM
        for r, c, up in self._tb_spots(st, paper, tile, rules):
            paper.placed[tile.id] = Placed(tile, r, c, up)
            v = evaluate(paper, left, rules, ad_weight=weight) - before
            del paper.placed[tile.id]
            best = max(best, v)
        return best


class _Held:
    """Counts over the tiles a player holds, made once and read by :func:`_tile_value`."""

    def __init__(self, held: list[Tile]) -> None:
        self.articles: dict[tuple[str, str], int] = {}
        self.colours: dict[str, int] = {}
        self.photo_scores: list[tuple[str, ...]] = []
        self.good = self.bad = 0
        for t in held:
            if t.kind == "article":
                self.articles[(t.colour, t.mood)] = self.articles.get((t.colour, t.mood), 0) + 1
                self.colours[t.colour] = self.colours.get(t.colour, 0) + 1
                if t.mood == "good":
                    self.good += t.icons
                elif t.mood == "bad":
                    self.bad += t.icons
            elif t.kind == "photo":
                self.photo_scores.append(t.scores)


def _tile_value(tile: Tile, held: list[Tile] | _Held) -> float:
    """Rough worth of adding ``tile`` to the tiles already held (a list, or its :class:`_Held`)."""
    h = held if isinstance(held, _Held) else _Held(held)
    if tile.kind == "article":
        same = h.colours.get(tile.colour, 0)
        photos = sum(1 for sc in h.photo_scores if tile.colour in sc or tile.mood in sc)
        balance = 0.5 if (tile.mood == "good") == (h.bad > h.good) else -0.3 * tile.icons
        return tile.points / max(1, tile.squares) * 2 + 0.4 * photos - 0.15 * same + balance
    if tile.kind == "photo":
        arts = sum(n for (colour, mood), n in h.articles.items() if colour in tile.scores or mood in tile.scores)
        photos = len(h.photo_scores)
        return 0.35 * arts + 0.2 * len(tile.scores) - 0.4 * photos + 0.2 * tile.squares / 2
    return tile.dollars / tile.squares * 2


def _cp_estimate(cp: Centerpiece) -> float:
    rule = cp.rule
    kind = rule.get("kind")
    tiles = list(catalogue().tiles.values())
    if kind == "per_match":
        f = rule["filter"]
        frac = sum(1 for t in tiles if _static(f, t)) / len(tiles)
        est = rule.get("points", 1) * frac * 12
        if "where" in f or "adjacent_cp" in f or "adjacent_to" in f or "edge" in f:
            est *= 0.5
        if "bonus_filter" in rule:
            est += 0.5
        return est
    return {"pairs_good_bad": 2.0, "colour_sets": 3.0, "as_photo": 2.5, "rect_white": 1.0, "white_at_most": 2.0,
            "empty_at_most": 2.0, "no_desk": 2.0, "full_rows": 2.5, "full_cols": 2.0, "token": 1.5}.get(str(kind), 0.0)


def _static(f: dict[str, Any], t: Tile) -> bool:
    if "kind" in f and t.kind != f["kind"]:
        return False
    if "colour" in f:
        allowed = f["colour"] if isinstance(f["colour"], list) else [f["colour"]]
        if t.colour not in allowed:
            return False
    return not ("mood" in f and t.mood != f["mood"])
