"""Extra! Extra! bots: where a tile could go and how well the page could still be finished.

``LayoutPlanner`` is the part of ``bots.ExtraBot`` that lays out tiles: a page's empty
squares as a bit mask, scored by ``bot_planning.page_score``; the best spot for a tile
(``best_spot``), whether one exists (``_spot_exists``) and whether a story could be paid
for (``feasible``). Answers are kept in the bot's ``_cache`` for the decision being made
(the state does not change during it); the novice's noise is drawn as it always was.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from paperboy.engine import Bot

from . import bot_planning, layout
from . import components as C
from .state import ExtraState


class LayoutPlanner(Bot):
    """Tile layout for ``ExtraBot`` (``_cache`` is emptied at each decision)."""

    _cache: dict[Any, Any]

    @property
    def expert(self) -> bool:
        return self.level == "expert"

    # ------------------------------------------------------------------ layout
    def _reserve_column(self, st: ExtraState, seat: int) -> bool:
        if not st.scenario.uses_columns or layout.has_tile_kind(st, seat, "column"):
            return False
        if not self.expert:
            return False
        has_hc = any(st.card(c).kind == C.HEADLINE_COLUMN for c in st.player(seat)["hand"])
        return st.s["round"] <= 4 or has_hc

    def page_mask(self, st: ExtraState, seat: int, page: int,
                  extra: tuple[tuple[int, int], ...] | list[tuple[int, int]] = (),
                  exclude: str | None = None, reserve_column: bool = False) -> int:
        spec = st.pages[page - 1]
        occ = layout.occupancy(st, seat, page, exclude)
        taken = set(occ) | set(extra) | set(spec.headline_cells())
        if reserve_column and layout.column_region_free(st, seat) == page:
            taken |= set(spec.column_cells())
        mask = 0
        for r in range(spec.height):
            for c in range(spec.width):
                if (r, c) not in taken:
                    mask |= 1 << (r * spec.width + c)
        return mask

    def _page_base(self, st: ExtraState, seat: int, page: int, exclude: str | None
                   ) -> tuple[int, tuple[int, ...]]:
        """The page's empty squares before placing (headline squares, and the column's when
        reserved, count as taken) and its required story sizes not yet on it, largest first.
        Worked out once per decision: the first answer stands for the whole decision."""
        key = ("base", seat, page, exclude)
        found = self._cache.get(key)
        if found is None:
            spec = st.pages[page - 1]
            reserve = self._reserve_column(st, seat)
            base = self.page_mask(st, seat, page, [], exclude, reserve)
            have_base = {t["size"] for t in layout.tiles_on(st, seat, page)
                         if t["kind"] == "story" and t["id"] != exclude}
            wanted = tuple(r for r in sorted(spec.required, reverse=True) if r not in have_base)
            found = self._cache[key] = (base, wanted)
        return found

    def layout_score(self, st: ExtraState, seat: int, page: int, cells: list[tuple[int, int]],
                     exclude: str | None = None, size: int = 0) -> float:
        """Higher is better: how well the page can still be finished after covering ``cells``."""
        spec = st.pages[page - 1]
        mask, wanted = self._page_base(st, seat, page, exclude)
        for r, c in cells:
            mask &= ~(1 << (r * spec.width + c))
        # required story sizes still missing must keep room to go (largest first)
        missing = tuple(r for r in wanted if r != size) if size else wanted
        return bot_planning.page_score(spec.width, spec.height, mask, missing)

    def _spots(self, st: ExtraState, seat: int, shapes: Sequence[tuple[str, int, int]], exclude: str | None,
               size: int) -> Iterator[tuple[float, str, int, int, int]]:
        """Every spot ``best_spot`` weighs, in its order, as (score before noise, side, page,
        row, col); spots that would leave no room for a story size the page requires are
        left out."""
        pressed = st.player(seat)["pressed"]
        masks = layout.page_masks(st, seat, exclude)
        baseline: dict[int, float] = {}
        for side, w, h in shapes:
            for i, spec in enumerate(st.pages):
                if pressed[i]:
                    continue
                page = i + 1
                blocked = masks[i]
                width, height = spec.width, spec.height
                floor = 0.0
                base = -1  # the page's base, worked out at its first free window
                missing: tuple[int, ...] = ()
                for r, c, m in layout.windows(height, width, w, h, spec.headline):
                    if m & blocked:
                        continue
                    if base < 0:
                        if page not in baseline:
                            baseline[page] = self.layout_score(st, seat, page, [], exclude, 0)
                        floor = baseline[page] - 30
                        base, wanted = self._page_base(st, seat, page, exclude)
                        missing = tuple(x for x in wanted if x != size) if size else wanted
                    score = bot_planning.page_score(width, height, base & ~m, missing)
                    if score < floor:
                        continue  # would leave no room for a story size the page requires
                    # prefer filling from the top-left, then the first page
                    yield score - (0.01 * (r + c) + 0.05 * page), side, page, r, c

    def best_spot(self, st: ExtraState, seat: int, shapes: list[tuple[str, int, int]], exclude: str | None = None,
                  size: int = 0) -> tuple[float, str, int, int, int] | None:
        """Best (score, side, page, row, col) for a tile with the given side shapes."""
        if self.expert:  # no noise: the same question has the same answer all decision long
            key = ("spot", seat, tuple(shapes), exclude, size)
            if key in self._cache:
                return self._cache[key]  # type: ignore[no-any-return]
        best = None
        for spot in self._spots(st, seat, shapes, exclude, size):
            if not self.expert:
                spot = (spot[0] + self.rng.random() * 4.0, *spot[1:])
            if best is None or spot[0] > best[0]:
                best = spot
        if self.expert:
            self._cache[key] = best
        return best

    def _spot_exists(self, st: ExtraState, seat: int, shapes: tuple[tuple[str, int, int], ...],
                     exclude: str | None = None, size: int = 0) -> bool:
        """``best_spot(...) is not None``, drawing the novice's noise just as that would
        (one draw per spot weighed), without scoring the spots again."""
        if self.expert:
            key = ("exists", seat, shapes, exclude, size)
            found = self._cache.get(key)
            if found is None:
                found = self._cache[key] = next(iter(self._spots(st, seat, shapes, exclude, size)), None) is not None
            return found  # type: ignore[no-any-return]
        key = ("count", seat, shapes, exclude, size)
        n = self._cache.get(key)
        if n is None:
            n = self._cache[key] = sum(1 for _ in self._spots(st, seat, shapes, exclude, size))
        for _ in range(n):
            self.rng.random()
        return n > 0

    def current_score(self, st: ExtraState, seat: int, page: int) -> float:
        return self.layout_score(st, seat, page, [])

    # ------------------------------------------------------------------ planning helpers
    def feasible(self, st: ExtraState, seat: int, tile: C.StoryTile, hand: list[str],
                 cut: dict[str, int]) -> tuple[str, int] | None:
        """Best colour to pay for ``tile`` from ``hand`` (colour, own-speciality units)."""
        own = st.player(seat)["spec"]
        key = ("icons", own, tuple(hand))
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = self._hand_icons(st, own, hand)
        has_editor, icons = found
        return bot_planning.pay_colour(tile.copy, tile.photo, tile.size, own, icons, has_editor,
                                      cut[C.COPY] // 2, cut[C.PHOTO] // 2)

    @staticmethod
    def _hand_icons(st: ExtraState, own: str, hand: list[str]) -> tuple[bool, tuple[tuple[str, int, int], ...]]:
        """Whether ``hand`` holds a Copy Editor, and its (colour, copy, photo) icons by colour
        in the order the colours first appear."""
        has_editor = any(st.card(c).kind == C.COPY_EDITOR for c in hand)
        icons: dict[str, list[int]] = {}
        for cid in hand:
            card = st.card(cid)
            if card.kind == C.NEWS:
                icons.setdefault(card.spec, [0, 0])[0 if card.icon == C.COPY else 1] += 1
        if has_editor:
            icons.setdefault(own, [0, 0])
        return has_editor, tuple((spec, nc, np_) for spec, (nc, np_) in icons.items())

    def _fits_anywhere(self, st: ExtraState, seat: int, tile: C.StoryTile, side_b: bool = True) -> bool:
        """True when the tile has a sensible spot (either side) on some page."""
        sides = ("A", "B") if side_b and tile.size != 4 else ("A",)
        saved = self.level
        self.level = "expert"  # judge without noise
        try:
            return self._spot_exists(st, seat, tuple((s, *tile.shape(s)) for s in sides), size=tile.size)
        finally:
            self.level = saved
