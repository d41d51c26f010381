"""Extra! Extra! bots: ``novice`` and ``expert``.

Both value the board the same way; the novice adds noise, never pays fees to protect a
space and lays tiles out less carefully. The expert:

* collects cards toward stories it can finish (its own speciality first, for the bonus),
* bids fees on spaces it needs and displaces rivals when the space is worth it,
* lays out tiles so the empty squares left can still be covered by the story shapes
  (an exact-cover search with a memo, counting how many 1x1 holes would remain;
  ``bot_layout.LayoutPlanner``).

What a decision asks more than once (card values, the hand's icons, story space values,
spots) is worked out once per decision in ``_cache``; the expert does not value spaces it
could not take. ``tests/games/extra_extra/test_ee_bot_moves_golden.py`` holds the moves
to what they were before that speed work.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paperboy.engine import Action, IllegalActionError

from . import bot_planning, editors_desk, layout, payments, sources, spaces
from . import components as C
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
from .bot_layout import LayoutPlanner
from .state import ExtraState, PendingRecord


def _pending(st: ExtraState) -> PendingRecord:
    """The decision the bot is asked to make (phase 7)."""
    pending = st.s["pending"]
    assert pending is not None
    return pending


class ExtraBot(LayoutPlanner):
    """A computer editor. ``level`` is ``novice`` or ``expert``."""

    def __init__(self, level: str, seed: int = 0) -> None:
        super().__init__(level, seed)
        self._cache: dict[Any, Any] = {}

    def choose(self, state: Any, seat: int) -> Action:
        assert isinstance(state, ExtraState)
        self._cache = {}
        action: Action | None = None
        try:
            action = self._decide(state, seat)
            if action is not None:
                state.check(seat, action)
        except IllegalActionError:
            action = None
        if action is None:
            legal = state.legal_actions(seat)
            non_pass = [a for a in legal if not isinstance(a, Pass)]
            action = self.rng.choice(non_pass or legal)
        return action

    def noisy(self) -> float:
        return 0.0 if self.expert else self.rng.random() * 3.0

    # ------------------------------------------------------------------ dispatch
    def _decide(self, st: ExtraState, seat: int) -> Action | None:
        phase = st.s["phase"]
        if phase == "sell":
            return self._first_sale(st, seat)
        if phase == "stringers":
            return self._stringer(st, seat)
        if phase == "discard":
            return self._discard(st, seat)
        if phase == "place":
            return self._place(st, seat)
        if phase == "activate":
            return self._answers()[_pending(st)["kind"]](st, seat)
        return None

    def _answers(self) -> dict[str, Callable[[ExtraState, int], Action]]:
        """The method answering each kind of pending decision (phase 7)."""
        return {"morgue": self._act_morgue, "newswire": self._act_newswire, "typesetting": self._act_typesetting,
                "titles": self._act_titles, "story": self._act_story, "interview": self._act_interview,
                "late": self._act_late, "classifieds": self._act_classifieds,
                "advertising": self._act_advertising, "sales": self._act_sales}

    # ------------------------------------------------------------------ card values
    def _colour_counts(self, st: ExtraState, hand: list[str]) -> dict[str, int]:
        counts: dict[str, int] = {}
        for cid in hand:
            card = st.card(cid)
            if card.kind == C.NEWS:
                counts[card.spec] = counts.get(card.spec, 0) + 1
        return counts

    def card_value(self, st: ExtraState, seat: int, cid: str, counts: dict[str, int]) -> float:
        card = st.card(cid)
        p = st.player(seat)
        own = p["spec"]
        if card.kind == C.NEWS:
            if self.plays_for_master and st.scenario.number in bot_planning.MASTER_RACE_SCENARIOS:
                focus = self._six_focus(st, seat)
                if focus is not None and card.spec == focus[0] \
                        and (cid in p["hand"] or (focus[1] if card.icon == C.COPY else focus[2]) > 0):
                    return bot_planning.SIX_CARD_WORTH
            if card.spec == own:
                return 2.2
            n = counts.get(card.spec, 0)
            return 2.0 if n >= 3 else 1.6 if n == 2 else 1.0 if n == 1 else 0.5
        if card.kind == C.CLASSIFIED:
            return 1.0 if self._free_cells(st, seat) else 0.1
        if card.kind == C.HEADLINE_COLUMN:
            have = sum(1 for c in p["hand"] if st.card(c).kind == C.HEADLINE_COLUMN)
            return 1.8 if layout.titles_wanted(st, seat) and have < 2 else 0.3
        if card.kind == C.NEWSWIRE_INTERVIEW:
            return 0.8
        if card.kind == C.EXTRA:
            return 1.2 if any(counts.get(s, 0) >= 2 or s == own for s in card.pair) else 0.4
        if card.kind == C.STRINGER:
            return 1.2
        return 3.0  # Copy Editor

    def _six_focus(self, st: ExtraState, seat: int) -> tuple[str, int, int] | None:
        """For a seat that still needs a 6-size story (its page requires one and it has none):
        the colour whose news cards in hand go furthest toward a 6-size story shown on the
        desk (its own speciality breaks ties) and the copy and photo icons that story still
        lacks; ``None`` otherwise. Once per decision."""
        key = ("six", seat)
        if key in self._cache:
            return self._cache[key]  # type: ignore[no-any-return]
        found: tuple[str, int, int] | None = None
        p = st.player(seat)
        if any(6 in spec.required for spec in st.pages) \
                and not any(t["kind"] == "story" and t["size"] == 6 for t in p["tiles"]):
            icons: dict[str, list[int]] = {}
            for cid in p["hand"]:
                card = st.card(cid)
                if card.kind == C.NEWS:
                    icons.setdefault(card.spec, [0, 0])[0 if card.icon == C.COPY else 1] += 1
            best = -1.0
            for tid in st.s["desk"]["6"]:
                if not tid:
                    continue
                tile = st.data.stories[tid]
                for spec, (copy, photo) in icons.items():
                    units = min(copy, tile.copy) + min(photo, tile.photo) + (0.5 if spec == p["spec"] else 0.0)
                    if units > best:
                        best = units
                        found = (spec, tile.copy - copy, tile.photo - photo)
        self._cache[key] = found
        return found

    def _free_cells(self, st: ExtraState, seat: int) -> int:
        key = ("free", seat)
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = self._count_free_cells(st, seat)
        return found  # type: ignore[no-any-return]

    def _count_free_cells(self, st: ExtraState, seat: int) -> int:
        total = 0
        for page, spec in enumerate(st.pages, start=1):
            if st.player(seat)["pressed"][page - 1]:
                continue
            total += spec.width * spec.height - len(layout.occupancy(st, seat, page)) - (3 if spec.headline else 0)
        return max(0, total)

    # ------------------------------------------------------------------ phase 3 / 5 / 8
    def _junk(self, st: ExtraState, seat: int, limit: int, threshold: float) -> tuple[str, ...]:
        p = st.player(seat)
        counts = self._colour_counts(st, p["hand"])
        ranked = sorted((self.card_value(st, seat, c, counts), c) for c in p["hand"] if st.card(c).sellable)
        return tuple(c for v, c in ranked if v < threshold)[:limit]

    def _first_sale(self, st: ExtraState, seat: int) -> Action:
        if not self.expert and self.rng.random() < 0.5:
            return Sell(())
        return Sell(self._junk(st, seat, 6 if self.expert else 2, 0.9))

    def _stringer(self, st: ExtraState, seat: int) -> Action:
        p = st.player(seat)
        stringer = next((c for c in p["hand"] if st.card(c).kind == C.STRINGER), None)
        if stringer is None:
            return Pass()
        counts = self._colour_counts(st, p["hand"])
        best = None
        for cards in st.s["newsdesk"].values():
            for cid in cards:
                v = self.card_value(st, seat, cid, counts) + self.noisy()
                if best is None or v > best[0]:
                    best = (v, cid)
        if best and best[0] >= 1.6:
            return PlayStringer(stringer, best[1])
        return Pass()

    def _discard(self, st: ExtraState, seat: int) -> Action:
        p = st.player(seat)
        excess = len(p["hand"]) - st.data.start["hand_limit"]
        counts = self._colour_counts(st, p["hand"])
        ranked = sorted((self.card_value(st, seat, c, counts), c) for c in p["hand"])
        return Discard(tuple(c for _, c in ranked[:excess]))

    # ------------------------------------------------------------------ phase 6: placement
    def _planned_hand(self, st: ExtraState, seat: int) -> list[str]:
        hand = list(st.player(seat)["hand"])
        for sid, occ in st.s["board"].items():
            sp = st.data.spaces[sid]
            if sp.kind == "city" and occ and occ[0][0] == seat:
                hand.extend(st.s["newsdesk"][sid])
        return hand

    def _my_spaces(self, st: ExtraState, seat: int) -> list[str]:
        return [sid for sid, occ in st.s["board"].items() for e in occ if e[0] == seat]

    def _planned_values(self, st: ExtraState, seat: int, hand: list[str]) -> tuple[dict[str, int], dict[str, float]]:
        """The colour counts of ``hand`` and a memo of card values against them (one decision)."""
        key = ("planned", seat, tuple(hand))
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = (self._colour_counts(st, hand), {})
        return found  # type: ignore[no-any-return]

    def _value(self, st: ExtraState, seat: int, cid: str, counts: dict[str, int], memo: dict[str, float]) -> float:
        v = memo.get(cid)
        if v is None:
            v = memo[cid] = self.card_value(st, seat, cid, counts)
        return v

    def space_value(self, st: ExtraState, seat: int, sid: str, hand: list[str], mine: list[str]) -> float:
        sp = st.data.spaces[sid]
        p = st.player(seat)
        kind = sp.kind
        counts, memo = self._planned_values(st, seat, hand)
        if kind == "city":
            return sum(self._value(st, seat, c, counts, memo) for c in st.s["newsdesk"][sid])
        if kind == "morgue":
            m = st.s["morgue"]
            return 0.5 * min(sp.amount, m[C.COPY] + m[C.PHOTO])
        if kind == "newswire":
            if not any(st.card(c).kind == C.NEWSWIRE_INTERVIEW for c in hand):
                return 0.0
            vals = sorted((self._value(st, seat, c, counts, memo) for c in st.s["newswire"] if c), reverse=True)
            return sum(vals[: sp.amount]) - 0.8
        if kind == "story":
            return self._story_space_value(st, seat, sp.amount, hand, mine)
        if kind == "titles":
            return self._titles_value(st, seat, hand)
        if kind == "interview":
            if st.s["interview_tokens"] <= 0:
                return 0.0
            nis = sum(1 for c in hand if st.card(c).kind == C.NEWSWIRE_INTERVIEW)
            sizes = [t["size"] for t in p["tiles"] if t["kind"] == "story" and t["page"]
                     and "interview" not in t["tokens"] and t["size"] <= nis]
            return float(st.data.story_cp[max(sizes)]) if sizes else 0.0
        if kind == "late":
            best = 0.0
            for other in ("S6", "S4", "S3", "S2"):
                if other in mine or not spaces.space_available(st, other):
                    continue
                best = max(best, 0.8 * self._story_space_value(st, seat, st.data.spaces[other].amount, hand, mine))
            return best
        if kind == "classifieds":
            types = {st.card(c).ctype for c in hand if st.card(c).kind == C.CLASSIFIED}
            avail = [t for t in types if st.s["classified_slots"][t]]
            cells = self._free_cells(st, seat)
            return 1.8 * min(len(avail), sp.amount, cells)
        if kind == "advertising":
            sizes = [s for s in (1, 2, 3) if s not in p["ads"] and st.s["ads"][str(s)] > 0]
            if not sizes or mine.count("ADS") >= 1:
                return 0.0
            best = 0.0
            before: float | None = None
            for size in sizes:
                spot = self.best_spot(st, seat, [("A", size, 1), ("B", 1, size)])
                if spot is None:
                    continue
                if before is None:  # the same for every size (no noise in it)
                    before = max(self.current_score(st, seat, pg) for pg in range(1, len(st.pages) + 1))
                gain = spot[0] - before
                money = size * (1.0 if p["money"] < 300 else 0.4)
                best = max(best, money + max(0.0, gain) * 1.5 - (1.0 if gain < 0 else 0.0) * 2)
            return best
        if kind == "sales":
            if "SALES" in mine:
                return 0.0
            junk = self._junk(st, seat, 3, 0.9)
            return (0.9 if p["money"] < 300 else 0.4) * len(junk)
        if kind == "recruitment":
            if p["employed"] >= 5 or st.s["round"] > 10:
                return 0.0
            if p["employed"] == 4:
                return 2.5 if p["money"] >= 600 else 0.0
            return 2.5 if p["money"] >= 100 else 0.0
        if kind == "typesetting":
            if "TYPE" in mine:
                return 0.0
            best = 0.0
            for t in p["tiles"]:
                if t["kind"] == "story" and t["page"] == 0:
                    tile = st.data.stories[t["id"]]
                    if self._fits_anywhere(st, seat, tile):
                        best = max(best, float(st.data.story_cp[tile.size]))
            return best
        if kind == "offhire":
            return 0.9
        if kind == "hire":
            return 0.6
        return 0.0

    def _story_space_value(self, st: ExtraState, seat: int, size: int, hand: list[str], mine: list[str]) -> float:
        if not self.expert:  # the novice's noise is drawn anew each time
            return self._story_value(st, seat, size, hand)
        key = ("story", seat, size, tuple(hand))
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = self._story_value(st, seat, size, hand)
        return found  # type: ignore[no-any-return]

    def _story_value(self, st: ExtraState, seat: int, size: int, hand: list[str]) -> float:
        """The best story tile of ``size`` on the desk ``hand`` could pay for (space value)."""
        cut = st.player(seat)["cut"]
        best = 0.0
        for tid in editors_desk.desk_tiles(st, size):
            tile = st.data.stories[tid]
            f = self.feasible(st, seat, tile, hand, cut)
            if f is None:
                continue
            _spec, own_units = f
            value = float(st.data.story_cp[size])
            if own_units >= 2 and st.s["speciality_tokens"] > 0:
                value += 3
            if self._spot_exists(st, seat, (("A", *tile.shape("A")),), size=size):
                value += 2
            elif self._fits_anywhere(st, seat, tile):
                value *= 0.5
            else:
                value *= 0.1
            best = max(best, value)
        return best

    def _titles_value(self, st: ExtraState, seat: int, hand: list[str]) -> float:
        p = st.player(seat)
        hc = sum(1 for c in hand if st.card(c).kind == C.HEADLINE_COLUMN)
        if not hc:
            return 0.0
        value = 0.0
        if st.scenario.uses_headlines and not layout.has_tile_kind(st, seat, "headline"):
            own = sum(1 for c in hand if (st.card(c).kind == C.NEWS and st.card(c).spec == p["spec"])
                      or st.card(c).kind == C.COPY_EDITOR)
            if own >= 1 and hc + own >= 3:
                value = max(value, 9.0)
        if st.scenario.uses_columns and not layout.has_tile_kind(st, seat, "column") and layout.column_page(st, seat) \
                and st.s["column_slot"] and st.s["column_slot"] not in st.s["fresh"] \
                and self._column_allowed(st, seat):
            specs = {st.card(c).spec for c in hand if st.card(c).kind == C.NEWS}
            if len(specs) >= 3:
                value = max(value, 10.0)
        return value

    def _never_placed(self, st: ExtraState, seat: int, sid: str, displacing: bool) -> bool:
        """True when the expert's ``_place`` would pass over ``sid`` whatever it is worth:
        a contested space held by the seat itself or a neutral, or whose displacing fee is
        over half the seat's money or refused; any other space ``place_error`` refuses at
        fee 0 (its other reasons do not depend on the fee, and the expert's own fee on an
        empty contested space is a $100 multiple it can pay)."""
        if displacing:
            occ_seat, occ_fee = st.s["board"][sid][0]
            fee = occ_fee + 100
            return occ_seat in (seat, -1) or fee > st.player(seat)["money"] // 2 \
                or spaces.place_error(st, seat, sid, fee) is not None
        return spaces.place_error(st, seat, sid, 0) is not None

    def _place(self, st: ExtraState, seat: int) -> Action:
        if self.plays_for_master and st.scenario.number in bot_planning.MASTER_RACE_SCENARIOS:
            planned = self._race_place(st, seat)
            if planned is not None:
                return planned
        p = st.player(seat)
        hand = self._planned_hand(st, seat)
        mine = self._my_spaces(st, seat)
        best: tuple[float, str, int] | None = None
        for sid in spaces.available_spaces(st):
            sp = st.data.spaces[sid]
            occ = st.s["board"].get(sid, [])
            if self.expert and self._never_placed(st, seat, sid, sp.type == "contested" and bool(occ)):
                continue  # whatever the space is worth (the expert draws no noise to skip)
            value = self.space_value(st, seat, sid, hand, mine) + self.noisy()
            if value <= 0.2:
                continue
            fee = 0
            if sp.type == "contested":
                if occ:
                    if occ[0][0] in (seat, -1):
                        continue
                    fee = occ[0][1] + 100
                    # a rival's fee: outbid only when the space is worth it
                    rich = p["money"] >= 800
                    if not self.expert or value < (3 if rich else 4 + fee / 100) or fee > p["money"] // 2:
                        continue
                    value -= fee / (300 if rich else 100)
                elif self.expert and value >= 8 and p["money"] >= 300:
                    fee = 100 if p["money"] < 800 else 200
            # (the expert's spaces and fees passed this check in _never_placed already)
            if not self.expert and (fee > p["money"] or spaces.place_error(st, seat, sid, fee)):
                continue
            if best is None or value > best[0]:
                best = (value, sid, fee)
        if best is None:
            for sid in ("OFFHIRE", "SALES", "TYPE", "ADS"):
                if spaces.place_error(st, seat, sid, 0) is None:
                    return Place(sid, 0)
            return Place("SALES", 0)
        return Place(best[1], best[2])

    def _needs_six(self, st: ExtraState, seat: int) -> bool:
        """True when a page requires a 6-size story, the seat has none (on a page or on
        its copy desk) and one may be claimed from the desk now."""
        return 6 in self._missing_sizes(st, seat)

    def _missing_sizes(self, st: ExtraState, seat: int) -> list[int]:
        """The story sizes a page requires that the seat has no story of (on a page or on
        its copy desk) and that may be claimed from the desk now, largest first."""
        have = {t["size"] for t in st.player(seat)["tiles"] if t["kind"] == "story"}
        required = {size for spec in st.pages for size in spec.required}
        return [size for size in sorted(required - have, reverse=True) if editors_desk.desk_tiles(st, size)]

    def _pays_for(self, st: ExtraState, seat: int, size: int, hand: list[str], cut: dict[str, int]) -> bool:
        """True when ``hand`` and cuttings ``cut`` pay for a story of ``size`` on the desk."""
        return any(self.feasible(st, seat, st.data.stories[tid], hand, cut) is not None
                   for tid in editors_desk.desk_tiles(st, size))

    def _story_plan(self, st: ExtraState, seat: int, size: int, hand: list[str]) -> list[str] | None:
        """The spaces still to take this round so that the seat can pay for a story of
        ``size`` when its Story space activates (the cities and the Morgue activate before
        the Story spaces): ``[]`` when ``hand`` pays already, one free city, one free Morgue
        space, or a city and a Morgue space; ``None`` when none of these does."""
        cut = st.player(seat)["cut"]
        if self._pays_for(st, seat, size, hand, cut):
            return []
        board = st.s["board"]
        free = [sid for sid in spaces.available_spaces(st)
                if st.data.spaces[sid].kind in ("city", "morgue") and not board.get(sid)
                and spaces.place_error(st, seat, sid, 0) is None]
        cities = [sid for sid in free if st.data.spaces[sid].kind == "city"]
        for sid in cities:
            if self._pays_for(st, seat, size, hand + list(st.s["newsdesk"][sid]), cut):
                return [sid]
        for morgue in sorted((sid for sid in free if st.data.spaces[sid].kind == "morgue"),
                             key=lambda sid: -st.data.spaces[sid].amount):
            for c, ph in sources.morgue_splits(st, st.data.spaces[morgue].amount):
                more = {C.COPY: cut[C.COPY] + c, C.PHOTO: cut[C.PHOTO] + ph}
                if self._pays_for(st, seat, size, hand, more):
                    return [morgue]
                for sid in cities:
                    if self._pays_for(st, seat, size, hand + list(st.s["newsdesk"][sid]), more):
                        return [sid, morgue]
        return None

    def _race_place(self, st: ExtraState, seat: int) -> Action | None:
        """The master's own bot in ``bot_planning.MASTER_RACE_SCENARIOS``: for each story size
        its paper still lacks, largest first, it takes that size's Story space first
        whenever its hand, with the cards of one free city and/or the cuttings of one free
        Morgue space, would pay for a story of that size on the desk (those spaces activate
        before the Story spaces, and no rival has planned for it yet), then the spaces of
        that plan; it displaces a rival from the 6-size Story space only when its hand pays
        already. ``None``: the expert's placement."""
        p = st.player(seat)
        board = st.s["board"]
        hand = self._planned_hand(st, seat)
        for size in self._missing_sizes(st, seat):
            sid = f"S{size}"
            occ = board.get(sid, [])
            if occ and occ[0][0] == seat:
                plan = self._story_plan(st, seat, size, hand)
                if plan and spaces.place_error(st, seat, plan[0], 0) is None:
                    return Place(plan[0], 0)
                continue
            if occ and (occ[0][0] == spaces.NEUTRAL or size != 6):
                continue
            plan = self._story_plan(st, seat, size, hand)
            if plan is None or len(plan) >= p["avail"] or (occ and plan):
                continue
            if size != 6 and not plan:
                continue  # the expert's own valuation takes a space its hand pays for
            fee = occ[0][1] + 100 if occ else 0
            if fee <= p["money"] and spaces.place_error(st, seat, sid, fee) is None:
                return Place(sid, fee)
        return None

    # ------------------------------------------------------------------ phase 7: activations
    def _act_morgue(self, st: ExtraState, seat: int) -> Action:
        splits = sources.morgue_splits(st, _pending(st)["left"])
        cut = st.player(seat)["cut"]
        # keep cuttings in pairs and balanced
        def score(split: tuple[int, int]) -> float:
            c, ph = cut[C.COPY] + split[0], cut[C.PHOTO] + split[1]
            return (c // 2 + ph // 2) * 2 - abs(c - ph) * 0.1 + self.noisy()
        if self.plays_for_master and st.scenario.number in bot_planning.MASTER_RACE_SCENARIOS \
                and self._needs_six(st, seat) and not self._pays_for(st, seat, 6, list(st.player(seat)["hand"]), cut):
            # the mix that pays for the 6-size story, if one does
            splits = [(c, ph) for c, ph in splits
                      if self._pays_for(st, seat, 6, list(st.player(seat)["hand"]),
                                        {C.COPY: cut[C.COPY] + c, C.PHOTO: cut[C.PHOTO] + ph})] or splits
        c, ph = max(splits, key=score)
        return TakeCuttings(c, ph)

    def _act_newswire(self, st: ExtraState, seat: int) -> Action:
        p = st.player(seat)
        ni = next((c for c in p["hand"] if st.card(c).kind == C.NEWSWIRE_INTERVIEW), None)
        wire = [c for c in st.s["newswire"] if c]
        if ni is None or not wire:
            return Pass()
        counts = self._colour_counts(st, p["hand"])
        k = min(_pending(st)["left"], len(wire))
        ranked = sorted(wire, key=lambda c: -self.card_value(st, seat, c, counts))
        gain = sum(self.card_value(st, seat, c, counts) for c in ranked[:k])
        if gain < 1.0:
            return Pass()
        return TakeNewswire(ni, tuple(ranked[:k]))

    def _act_typesetting(self, st: ExtraState, seat: int) -> Action:
        p = st.player(seat)
        moved = _pending(st)["moved"]
        best = None
        for t in p["tiles"]:
            if t["kind"] != "story" or t["page"] != 0 or moved.get(t["id"], 0) >= 2:
                continue
            tile = st.data.stories[t["id"]]
            shapes = [(s, *tile.shape(s)) for s in (("A",) if tile.size == 4 else ("A", "B"))]
            spot = self.best_spot(st, seat, shapes, size=tile.size)
            if spot is None:
                continue
            value = spot[0] + st.data.story_cp[tile.size]
            if best is None or value > best[0]:
                best = (value, MoveTile(t["id"], spot[1], spot[2], spot[3], spot[4]))
        return best[1] if best else Pass()

    def _column_allowed(self, st: ExtraState, seat: int) -> bool:
        """Whether this bot may claim a Column now: always for the novice and the expert; for
        the master's own bot in ``bot_planning.MASTER_RACE_SCENARIOS`` only where it keeps room."""
        if not self.plays_for_master or st.scenario.number not in bot_planning.MASTER_RACE_SCENARIOS:
            return True
        return self._column_keeps_room(st, seat)

    def _column_keeps_room(self, st: ExtraState, seat: int) -> bool:
        """True when a Column would push no tile off its squares and leave its page room for
        every required story size still missing, with no square that only a classified or
        an ad could fill (``bot_planning.page_score`` 0)."""
        page = layout.column_page(st, seat)
        if page is None or layout.column_bumps(st, seat):
            return False
        spec = st.pages[page - 1]
        mask = self.page_mask(st, seat, page, list(spec.column_cells()))
        have = {t["size"] for t in layout.tiles_on(st, seat, page) if t["kind"] == "story"}
        missing = tuple(r for r in sorted(spec.required, reverse=True) if r not in have)
        return bot_planning.page_score(spec.width, spec.height, mask, missing) >= 0

    def _act_titles(self, st: ExtraState, seat: int) -> Action:
        legal = editors_desk.title_actions(st, seat)
        if legal and not self._column_allowed(st, seat):
            legal = [a for a in legal if not isinstance(a, ClaimColumn)]
        if not legal:
            return Pass()
        # a Column may push stories off its squares to the copy desk, where they score nothing
        bumped = sum(st.data.story_cp.get(t["size"], 0) + 2 * len(t.get("tokens", ()))
                     for t in st.player(seat)["tiles"] if t["id"] in layout.column_bumps(st, seat))

        def cost(a: Action) -> float:
            cards = a.cards if isinstance(a, (ClaimHeadline, ClaimColumn)) else ()
            editor = any(st.card(c).kind == C.COPY_EDITOR for c in cards)
            base = 6 if isinstance(a, ClaimHeadline) else 10 - 0.6 * bumped
            return base - (3 if editor else 0) - 0.1 * len(cards)
        best = max(legal, key=cost)
        return best if cost(best) > 0 else Pass()

    def _act_story(self, st: ExtraState, seat: int) -> Action:
        size = st.data.spaces[_pending(st)["space"]].amount
        own = st.player(seat)["spec"]
        best: tuple[float, Action] | None = None
        for tid in editors_desk.desk_tiles(st, size):
            tile = st.data.stories[tid]
            pays = payments.story_payments(st, seat, tile)
            if not pays:
                continue
            w, h = tile.shape("A")
            spot = self.best_spot(st, seat, [("A", w, h)], size=size)
            for cards, cc, pc, spec in pays:
                value = float(st.data.story_cp[size])
                editor = any(st.card(c).kind == C.COPY_EDITOR for c in cards)
                if editor:
                    value -= 3
                own_units = sum(1 for c in cards if (st.card(c).kind == C.NEWS and st.card(c).spec == own)
                                or st.card(c).kind == C.COPY_EDITOR)
                if spec == own and own_units >= 2 and st.s["speciality_tokens"] > 0 and not st.s["intro"]:
                    value += 3
                extras = payments.extra_cards_for(st, seat, spec) if not st.s["intro"] else []
                extra = extras[0] if extras else None
                if extra:
                    value += st.data.extra_cp[size]
                value -= 0.2 * (cc + pc)
                if spot is not None:
                    page_val = value + spot[0] * 0.5
                    action = ClaimStory(tid, cards, cc, pc, extra, spot[2], spot[3], spot[4])
                else:
                    if not self._fits_anywhere(st, seat, tile):
                        continue
                    page_val = value * 0.4 - 2
                    action = ClaimStory(tid, cards, cc, pc, extra, 0, 0, 0)
                page_val += self.noisy()
                if best is None or page_val > best[0]:
                    best = (page_val, action)
        if best is None or best[0] < 0:
            return Pass()
        return best[1]

    def _act_interview(self, st: ExtraState, seat: int) -> Action:
        legal = editors_desk.interview_actions(st, seat)
        if not legal:
            return Pass()
        return max(legal, key=lambda a: len(a.cards) if isinstance(a, Interview) else 0)

    def _act_late(self, st: ExtraState, seat: int) -> Action:
        options = editors_desk.late_options(st, seat)
        if not options:
            return Pass()
        order = ["S6", "S4", "TITLES", "INTERVIEW", "S3", "S2"]
        options.sort(key=lambda s: order.index(s) if s in order else 99)
        return LateBreaking(options[0])

    def _act_classifieds(self, st: ExtraState, seat: int) -> Action:
        p = st.player(seat)
        card = next((c for c in p["hand"] if st.card(c).kind == C.CLASSIFIED
                     and st.s["classified_slots"][st.card(c).ctype]
                     and f"CL:{st.card(c).ctype}" not in st.s["fresh"]), None)
        if card is None:
            return Pass()
        spot = self.best_spot(st, seat, [("A", 1, 1)])
        if spot is None:
            return Pass()
        if self.expert:
            before = max(self.current_score(st, seat, pg) for pg in range(1, len(st.pages) + 1))
            if spot[0] < before - 3.5:
                return Pass()
        return ClaimClassified(card, spot[2], spot[3], spot[4])

    def _act_advertising(self, st: ExtraState, seat: int) -> Action:
        p = st.player(seat)
        best = None
        for size in (3, 2, 1):
            if size in p["ads"] or st.s["ads"][str(size)] <= 0:
                continue
            shapes = [("A", size, 1)] + ([("B", 1, size)] if size > 1 else [])
            spot = self.best_spot(st, seat, shapes)
            if spot is None:
                continue
            value = spot[0] + size * 0.3
            if best is None or value > best[0]:
                best = (value, TakeAd(size, spot[1], spot[2], spot[3], spot[4]))
        if best is None:
            return Pass()
        if self.expert:
            before = max(self.current_score(st, seat, pg) for pg in range(1, len(st.pages) + 1))
            if best[0] < before - 3.5 and p["money"] >= 200:
                return Pass()
        return best[1]

    def _act_sales(self, st: ExtraState, seat: int) -> Action:
        p = st.player(seat)
        threshold = 1.1 if p["money"] < 300 else 0.6
        return Sell(self._junk(st, seat, 3, threshold))
