"""The paper grid: geometry, adjacency and placement rules 1-8.

A :class:`Paper` holds one player's centerpiece and placed newspaper tiles for a round.
:func:`placement_problem` and :func:`centerpiece_problem` return the rule a placement breaks
(``(reason, rule)``) or ``None``; the state turns that into ``IllegalActionError``.
:func:`geometry` holds each side's precomputed footprints and bitmasks, which the spot
search, the scorer and the bots use so that whole games of bots stay fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .components import BreakingNews, Centerpiece, Side, Tile

Cell = tuple[int, int]
CP_KEY = "CP"


def cells_of(r: int, c: int, h: int, w: int) -> list[Cell]:
    return [(r + i, c + j) for i in range(h) for j in range(w)]


class Spot:
    """A footprint of an ``h`` x ``w`` piece with its top-left at ``(r, c)`` on one side.

    Everything a placement check or the scorer asks about the footprint is worked out once
    per side (see :func:`geometry`): the cells, the cell bitmask, the squares that touch it
    from outside (``perim``, in the order the rules check them), how many of its sides lie
    on the border, and where it sits against the fold.
    """

    __slots__ = ("above", "below", "c", "cells", "edges", "h", "inside", "mask", "perim", "perim_mask", "r", "w")

    def __init__(self, geom: Geometry, r: int, c: int, h: int, w: int) -> None:
        side = geom.side
        region = side.region
        self.r, self.c, self.h, self.w = r, c, h, w
        self.cells: tuple[Cell, ...] = tuple(cells_of(r, c, h, w))
        own = set(self.cells)
        self.inside = all(cell in region for cell in self.cells)
        self.mask = geom.mask_of(self.cells)
        perim: list[Cell] = []
        edges = 0
        for cell in self.cells:
            for n in neighbours(cell):
                if n in own:
                    continue
                if n in region:
                    perim.append(n)
                else:
                    edges += 1
        self.perim: tuple[Cell, ...] = tuple(perim)
        self.perim_mask = geom.mask_of(perim)
        self.edges = edges
        self.above = r < side.fold_row
        self.below = r + h - 1 >= side.fold_row


class Geometry:
    """Footprints of every piece shape on one side, computed once (placement is the hot path).

    Cells are numbered row by row (bit ``r * cols + c``); only cells of the side's region get
    a bit, so a footprint reaching outside the region is ``inside == False``.
    """

    def __init__(self, side: Side) -> None:
        self.side = side
        self.bit: dict[Cell, int] = {}
        for r, c in side.region:
            self.bit[(r, c)] = 1 << (r * side.cols + c)
        self.region_mask = sum(self.bit.values())
        self._spots: dict[tuple[int, int], list[Spot]] = {}
        self._fits: dict[tuple[int, int], list[Spot]] = {}
        self._at: dict[tuple[int, int, int, int], Spot] = {}
        self._table: dict[tuple[int, int], list[tuple[int, int, int, Spot]]] = {}
        self._area_masks: dict[int, tuple[int, ...]] = {}
        cols = side.cols
        self.cell_at: list[Cell] = [divmod(i, cols) for i in range(side.rows * cols)]
        # Bits a one-column shift may land on without wrapping to the next or previous row.
        self.not_first_col = sum(1 << i for i in range(side.rows * cols) if i % cols != 0)
        self.not_last_col = sum(1 << i for i in range(side.rows * cols) if i % cols != cols - 1)
        #: Region neighbours of each region cell, for flood fills.
        self.adj: dict[Cell, tuple[Cell, ...]] = {
            cell: tuple(n for n in neighbours(cell) if n in side.region) for cell in side.region}

    def mask_of(self, cells: Iterable[Cell]) -> int:
        bit = self.bit
        m = 0
        for cell in cells:
            m |= bit.get(cell, 0)
        return m

    def spots(self, h: int, w: int) -> list[Spot]:
        """Every top-left corner on the ``rows`` x ``cols`` board, in reading order."""
        key = (h, w)
        out = self._spots.get(key)
        if out is None:
            side = self.side
            out = [Spot(self, r, c, h, w) for r in range(side.rows - h + 1) for c in range(side.cols - w + 1)]
            self._spots[key] = out
            self._fits[key] = [s for s in out if s.inside]
            for s in out:
                self._at[(h, w, s.r, s.c)] = s
        return out

    def fits(self, h: int, w: int) -> list[Spot]:
        """The footprints lying wholly inside the region, in reading order."""
        out = self._fits.get((h, w))
        if out is None:
            self.spots(h, w)
            out = self._fits[(h, w)]
        return out

    def fit_table(self, h: int, w: int) -> list[tuple[int, int, int, Spot]]:
        """:meth:`fits` as ``(mask, perim_mask, edges, spot)`` rows, for the bots' tight loops."""
        out = self._table.get((h, w))
        if out is None:
            out = [(s.mask, s.perim_mask, s.edges, s) for s in self.fits(h, w)]
            self._table[(h, w)] = out
        return out

    def spot(self, h: int, w: int, r: int, c: int) -> Spot:
        """The footprint at ``(r, c)`` (made on the fly for corners off the board)."""
        s = self._at.get((h, w, r, c))
        if s is None:
            s = Spot(self, r, c, h, w)
            if 0 <= r <= self.side.rows - h and 0 <= c <= self.side.cols - w:
                self._at[(h, w, r, c)] = s
        return s

    def cells_in(self, mask: int) -> tuple[Cell, ...]:
        """The cells of ``mask`` in reading order."""
        cell_at = self.cell_at
        out = []
        while mask:
            low = mask & -mask
            out.append(cell_at[low.bit_length() - 1])
            mask ^= low
        return tuple(out)

    def area_masks(self, empty: int) -> tuple[int, ...]:
        """Connected areas of the ``empty`` mask as masks, largest first (ties in reading order).

        Each area grows from its first square by shifting the mask one square each way;
        results are kept per mask because the bots score the same layout many times.
        """
        got = self._area_masks.get(empty)
        if got is not None:
            return got
        cols = self.side.cols
        not_first, not_last = self.not_first_col, self.not_last_col
        found = []
        rest = empty
        while rest:
            comp = rest & -rest
            while True:
                grown = (comp | ((comp << 1) & not_first) | ((comp >> 1) & not_last)
                         | (comp << cols) | (comp >> cols)) & rest
                if grown == comp:
                    break
                comp = grown
            rest ^= comp
            found.append(comp)
        # Disjoint areas in reading order compare by their first square, i.e. their lowest bit.
        found.sort(key=lambda m: (-m.bit_count(), m & -m))
        out = tuple(found)
        if len(self._area_masks) >= 20_000:
            self._area_masks.clear()
        self._area_masks[empty] = out
        return out

    def areas(self, empty: int) -> tuple[tuple[Cell, ...], ...]:
        """:meth:`area_masks` as cells in reading order."""
        return tuple(self.cells_in(m) for m in self.area_masks(empty))

    def occ_mask(self, occ: dict[Cell, str]) -> int:
        bit = self.bit
        m = 0
        for cell in occ:
            m |= bit.get(cell, 0)
        return m


_GEOMETRY: dict[int, tuple[Side, Geometry]] = {}


def geometry(side: Side) -> Geometry:
    """The (cached) :class:`Geometry` of ``side``."""
    entry = _GEOMETRY.get(id(side))
    if entry is None or entry[0] is not side:
        entry = (side, Geometry(side))
        _GEOMETRY[id(side)] = entry
    return entry[1]


def neighbours(cell: Cell) -> Iterator[Cell]:
    r, c = cell
    yield (r - 1, c)
    yield (r + 1, c)
    yield (r, c - 1)
    yield (r, c + 1)


@dataclass
class Placed:
    """A tile on the paper at top-left ``(r, c)``; ``up`` is False when placed face down."""

    tile: Tile
    r: int
    c: int
    up: bool = True

    def cells(self) -> list[Cell]:
        return cells_of(self.r, self.c, self.tile.h, self.tile.w)


@dataclass
class Paper:
    """One newspaper for one round: the side/region in use, the centerpiece and the tiles."""

    side: Side
    cp: Centerpiece | None = None
    cp_at: Cell | None = None
    placed: dict[str, Placed] = field(default_factory=dict)

    def occupancy(self, skip: str | None = None) -> dict[Cell, str]:
        occ: dict[Cell, str] = {}
        spot = geometry(self.side).spot
        if self.cp is not None and self.cp_at is not None and skip != CP_KEY:
            for cell in spot(self.cp.h, self.cp.w, self.cp_at[0], self.cp_at[1]).cells:
                occ[cell] = CP_KEY
        for tid, p in self.placed.items():
            if tid == skip:
                continue
            t = p.tile
            for cell in spot(t.h, t.w, p.r, p.c).cells:
                occ[cell] = tid
        return occ

    def empty_cells(self) -> set[Cell]:
        occ = self.occupancy()
        return {cell for cell in self.side.region if cell not in occ}

    def copy(self) -> Paper:
        return Paper(self.side, self.cp, self.cp_at,
                     {k: Placed(p.tile, p.r, p.c, p.up) for k, p in self.placed.items()})


def above(side: Side, r: int, h: int) -> bool:
    """Any part of the piece lies above the fold."""
    return r < side.fold_row


def below(side: Side, r: int, h: int) -> bool:
    return r + h - 1 >= side.fold_row


def crosses_fold(side: Side, r: int, h: int) -> bool:
    return above(side, r, h) and below(side, r, h)


def touches_edge(side: Side, cells: Iterable[Cell]) -> bool:
    return any(n not in side.region for cell in cells for n in neighbours(cell))


def _article_colour_clash(a: Tile, b: Tile) -> bool:
    return a.kind == "article" and b.kind == "article" and a.colour == b.colour


def clash_rule(a: Tile, b: Tile) -> tuple[str, str] | None:
    """The layout rule two touching face-up tiles break, if any."""
    if _article_colour_clash(a, b):
        return (f"Articles of the same colour may not touch ({a.id} and {b.id} are both {a.colour})",
                "Layout rule 4")
    if a.kind == "ad" and b.kind == "ad":
        return (f"Ads may not touch other ads ({a.id} and {b.id})", "Layout rule 5")
    if a.kind == "photo" and b.kind == "photo":
        return (f"Photos may not touch other photos ({a.id} and {b.id})", "Layout rule 6")
    return None


def breaking_news_forbids(bn: BreakingNews | None, side: Side, tile: Tile, r: int, c: int) -> str | None:
    """Why a face-up tile at (r, c) breaks the round's Breaking News card, if it does."""
    if bn is None:
        return None
    kind = bn.effect.get("kind")
    if kind == "fold_flip" and crosses_fold(side, r, tile.h):
        return f"Face-up tiles may not lie across the fold ({bn.id} {bn.name})"
    if kind == "forbid":
        f = bn.effect.get("filter", {})
        if _static_match(f, side, tile, r, c):
            return f"{bn.id} {bn.name}: {bn.text}"
    return None


def _static_match(f: dict[str, Any], side: Side, tile: Tile, r: int, c: int) -> bool:
    """Filter match on the tile's own attributes and position (no neighbours)."""
    if "kind" in f and tile.kind != f["kind"]:
        return False
    if "colour" in f:
        allowed = f["colour"] if isinstance(f["colour"], list) else [f["colour"]]
        if tile.colour not in allowed:
            return False
    if "mood" in f and tile.mood != f["mood"]:
        return False
    if f.get("where") == "above" and not above(side, r, tile.h):
        return False
    return not (f.get("where") == "below" and not below(side, r, tile.h))


def placement_problem(paper: Paper, tile: Tile, r: int, c: int, up: bool,
                      bn: BreakingNews | None = None, occ: dict[Cell, str] | None = None,
                      no_facedown: bool = False) -> tuple[str, str] | None:
    """Return ``(reason, rule)`` if placing ``tile`` at ``(r, c)`` is not allowed, else ``None``.

    ``occ`` may be passed (without ``tile`` itself) to save recomputing the occupancy.
    """
    side = paper.side
    if occ is None:
        occ = paper.occupancy(skip=tile.id)
    cells = geometry(side).spot(tile.h, tile.w, r, c).cells
    for cell in cells:
        if cell not in side.region:
            return (f"{tile.id} ({tile.size}) at row {r}, column {c} would leave the {side.day} grid",
                    "Layout rule 1")
    for cell in cells:
        other = occ.get(cell)
        if other is not None:
            what = "the centerpiece" if other == CP_KEY else other
            return (f"Square row {cell[0]}, column {cell[1]} is already covered by {what}", "Layout rule 1")
    if not up:
        if no_facedown:
            return ("This scenario forbids placing tiles on their flip side", "Scenario 13 goal")
        return None
    seen: set[str] = set()
    for cell in cells:
        for n in neighbours(cell):
            other = occ.get(n)
            if other is None or other == CP_KEY or other in seen:
                continue
            seen.add(other)
            p = paper.placed[other]
            if not p.up:
                continue
            clash = clash_rule(tile, p.tile)
            if clash:
                return clash
    reason = breaking_news_forbids(bn, side, tile, r, c)
    if reason:
        return (reason, "Breaking News")
    return None


def centerpiece_problem(paper: Paper, cp: Centerpiece, r: int, c: int,
                        bn: BreakingNews | None = None, occ: dict[Cell, str] | None = None
                        ) -> tuple[str, str] | None:
    """Return ``(reason, rule)`` if the centerpiece may not sit with its top-left at ``(r, c)``."""
    side = paper.side
    if occ is None:
        occ = paper.occupancy(skip=CP_KEY)
    cells = cells_of(r, c, cp.h, cp.w)
    for cell in cells:
        if cell not in side.region:
            extra = " (3B must fit the round's region)" if cp.id == "3B" else ""
            return (f"The centerpiece would leave the {side.day} grid{extra}", "Layout rule 1")
    if side.star not in cells:
        return ("The centerpiece must cover the star square", "Layout rule 2")
    for cell in cells:
        if cell in occ:
            return (f"Square row {cell[0]}, column {cell[1]} is already covered by {occ[cell]}",
                    "Layout rule 1")
    if bn is not None and bn.effect.get("kind") == "cp_not_edge" and touches_edge(side, cells):
        return (f"The centerpiece may not touch the border of the grid ({bn.id} {bn.name})", "Breaking News")
    return None


def centerpiece_spots(paper: Paper, cp: Centerpiece, bn: BreakingNews | None = None,
                      occ: dict[Cell, str] | None = None) -> list[Cell]:
    """Every legal top-left corner for the centerpiece, in reading order."""
    side = paper.side
    sr, sc = side.star
    if occ is None:
        occ = paper.occupancy(skip=CP_KEY)
    out = []
    for r in range(sr - cp.h + 1, sr + 1):
        for c in range(sc - cp.w + 1, sc + 1):
            if centerpiece_problem(paper, cp, r, c, bn, occ) is None:
                out.append((r, c))
    return out


def first_centerpiece_spot(paper: Paper, cp: Centerpiece, bn: BreakingNews | None = None,
                           occ: dict[Cell, str] | None = None) -> Cell | None:
    """The first of ``centerpiece_spots`` (None when there is none), without looking further."""
    side = paper.side
    sr, sc = side.star
    if occ is None:
        occ = paper.occupancy(skip=CP_KEY)
    for r in range(sr - cp.h + 1, sr + 1):
        for c in range(sc - cp.w + 1, sc + 1):
            if centerpiece_problem(paper, cp, r, c, bn, occ) is None:
                return (r, c)
    return None


#: ``first_centerpiece_spot`` on an empty paper, by side, centerpiece and Breaking News kind.
_FIRST_CP: dict[tuple[int, int, bool], tuple[Side, Centerpiece, Cell | None]] = {}


def default_centerpiece_spot(side: Side, cp: Centerpiece, bn: BreakingNews | None) -> Cell | None:
    """:func:`first_centerpiece_spot` on an empty paper, where only the side, the centerpiece
    and whether the Breaking News card keeps it off the border decide the corner (kept)."""
    key = (id(side), id(cp), bn is not None and bn.effect.get("kind") == "cp_not_edge")
    got = _FIRST_CP.get(key)
    if got is None or got[0] is not side or got[1] is not cp:
        got = _FIRST_CP[key] = (side, cp, first_centerpiece_spot(Paper(side, cp, None, {}), cp, bn, {}))
    return got[2]


def tile_spots(paper: Paper, tile: Tile, up: bool, bn: BreakingNews | None = None,
               occ: dict[Cell, str] | None = None) -> list[Cell]:
    """Every legal top-left corner for ``tile`` face up or down, in reading order.

    Gives the same answer as asking :func:`placement_problem` at every corner, but tests
    whole footprints as bitmasks: a spot is free when it misses the occupied squares, and a
    face-up spot is clean when its surrounding squares miss every face-up tile it may not touch.
    """
    if occ is None:
        occ = paper.occupancy(skip=tile.id)
    side = paper.side
    geom = geometry(side)
    occ_mask = geom.occ_mask(occ)
    clash_mask = 0
    if up:
        spot = geom.spot
        for tid in set(occ.values()):
            if tid == CP_KEY:
                continue
            p = paper.placed[tid]
            if p.up and clash_rule(tile, p.tile):
                # Only the squares still in ``occ`` count (the caller may have skipped some).
                clash_mask |= geom.mask_of(cell for cell in spot(p.tile.h, p.tile.w, p.r, p.c).cells
                                           if occ.get(cell) == tid)
    out = []
    for s in geom.fits(tile.h, tile.w):
        if s.mask & occ_mask:
            continue
        if up:
            if s.perim_mask & clash_mask:
                continue
            if bn is not None and breaking_news_forbids(bn, side, tile, s.r, s.c):
                continue
        out.append((s.r, s.c))
    return out


def clash_key(tile: Tile) -> tuple[str, str] | None:
    """Tiles that may not touch face up share a key (see :func:`clash_rule`): articles of one
    colour, ads, photos; ``None`` for tiles that clash with nothing."""
    if tile.kind == "article":
        return ("article", tile.colour)
    if tile.kind == "ad" or tile.kind == "photo":
        return (tile.kind, "")
    return None


class LayoutMasks:
    """One paper's covered squares as bitmasks, for listing placements fast.

    ``occ`` covers the centerpiece and every tile; ``clash[key]`` the face-up tiles of each
    :func:`clash_key`; ``own[tid]`` each tile's squares. Only made when no two pieces share
    a square (see :func:`layout_masks`), so a tile's squares are its own.
    """

    __slots__ = ("clash", "occ", "own")

    def __init__(self, occ: int, clash: dict[tuple[str, str], int], own: dict[str, int]) -> None:
        self.occ = occ
        self.clash = clash
        self.own = own


def layout_masks(geom: Geometry, cp: Centerpiece | None, cp_at: Any, placed: dict[str, Any],
                 tiles: dict[str, Tile]) -> LayoutMasks | None:
    """The bitmasks of a paper given as the state stores it (``placed``: tile id to
    ``[row, col, up]``), or ``None`` when pieces overlap (the square-by-square
    :meth:`Paper.occupancy` then decides who covers a square)."""
    at = geom.spot
    occ = count = 0
    if cp is not None and cp_at:
        occ = at(cp.h, cp.w, cp_at[0], cp_at[1]).mask
        count = occ.bit_count()
    clash: dict[tuple[str, str], int] = {}
    own: dict[str, int] = {}
    for tid, (r, c, up) in placed.items():
        t = tiles[tid]
        m = at(t.h, t.w, r, c).mask
        own[tid] = m
        occ |= m
        count += m.bit_count()
        if up:
            key = clash_key(t)
            if key is not None:
                clash[key] = clash.get(key, 0) | m
    if count != occ.bit_count():
        return None
    return LayoutMasks(occ, clash, own)


def white_areas(paper: Paper, occ: dict[Cell, str] | None = None) -> list[list[Cell]]:
    """Orthogonally connected areas of empty squares inside the round's region.

    Largest first, each in reading order (equal sizes in reading order of their cells).
    """
    if occ is None:
        occ = paper.occupancy()
    geom = geometry(paper.side)
    return [list(a) for a in geom.areas(geom.region_mask & ~geom.occ_mask(occ))]
