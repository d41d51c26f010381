"""The Reporting Phase and the Layout Phase: the checks and placements every mode shares.

:mod:`.modes` decides who may make which kind of move; these functions say whether the
move itself is possible (a tile to flip, a tile in hand to keep, a spot where a tile may
lie) and list the legal placements, from the layout rules in :mod:`.board`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, IllegalActionError

from .actions import Deliver, Flip, Keep, Place, Remove, Return, Take
from .board import (
    CP_KEY,
    Geometry,
    breaking_news_forbids,
    centerpiece_problem,
    clash_key,
    geometry,
    layout_masks,
    placement_problem,
    tile_spots,
)
from .components import DAYS, BreakingNews, Side, Tile

if TYPE_CHECKING:
    from .state import FitToPrintState


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


class _Shape:
    """Where an ``h`` x ``w`` tile may lie on one side, as bitmasks of top-left corners (bit
    ``r * cols + c``, as the geometry numbers squares), so that every corner of a tile is
    tested at once with a few shifts of the paper's masks."""

    __slots__ = ("cols", "fits", "h", "left_ok", "right_ok", "w")

    def __init__(self, geom: Geometry, h: int, w: int) -> None:
        cols = geom.side.cols
        self.cols, self.h, self.w = cols, h, w
        self.fits = self.left_ok = self.right_ok = 0
        for s in geom.fits(h, w):
            bit = 1 << (s.r * cols + s.c)
            self.fits |= bit
            if s.c > 0:
                self.left_ok |= bit
            if s.c + w < cols:
                self.right_ok |= bit

    def free(self, occ: int) -> int:
        """Corners whose footprint misses every square of ``occ``."""
        cols = self.cols
        row = occ
        for dc in range(1, self.w):
            row |= occ >> dc
        covered = row
        for dr in range(1, self.h):
            covered |= row >> (dr * cols)
        return self.fits & ~covered

    def touching(self, mask: int) -> int:
        """Corners whose footprint has a square of ``mask`` beside it (above, below, left or right)."""
        cols, h, w = self.cols, self.h, self.w
        row = col = mask
        for dc in range(1, w):
            row |= mask >> dc
        for dr in range(1, h):
            col |= mask >> (dr * cols)
        return ((row << cols) | (row >> (h * cols)) | ((col << 1) & self.left_ok)
                | ((col >> w) & self.right_ok))


class _TileSpots:
    """One tile on one side: its shape's corners, the Place actions for them (made when
    first listed) and the corners each Breaking News card forbids face up."""

    __slots__ = ("down", "forbid", "geom", "listed", "shape", "tile", "up")

    def __init__(self, geom: Geometry, tile: Tile, shape: _Shape) -> None:
        self.geom = geom
        self.tile = tile
        self.shape = shape
        size = geom.side.rows * geom.side.cols
        self.up: list[Place | None] = [None] * size
        self.down: list[Place | None] = [None] * size
        self.forbid: dict[tuple[str, int], int] = {}
        #: The action lists of corner sets listed lately (a paper changes little between turns).
        self.listed: dict[tuple[int, bool], list[Action]] = {}

    def forbidden(self, bn: BreakingNews, side: Side) -> int:
        """The corners where ``bn`` forbids the tile face up."""
        key = (bn.day, bn.number)
        got = self.forbid.get(key)
        if got is None:
            tile, cols = self.tile, side.cols
            got = 0
            for s in self.geom.fits(tile.h, tile.w):
                if breaking_news_forbids(bn, side, tile, s.r, s.c) is not None:
                    got |= 1 << (s.r * cols + s.c)
            self.forbid[key] = got
        return got

    def actions(self, corners: int, up: bool, out: list[Action]) -> None:
        """Append the Place actions of ``corners`` in reading order."""
        listed = self.listed.get((corners, up))
        if listed is None:
            listed = []
            self._make(corners, up, listed)
            if len(self.listed) >= 32:
                self.listed.clear()
            self.listed[(corners, up)] = listed
        out += listed

    def _make(self, corners: int, up: bool, out: list[Action]) -> None:
        acts = self.up if up else self.down
        cols = self.shape.cols
        while corners:
            low = corners & -corners
            k = low.bit_length() - 1
            corners ^= low
            act = acts[k]
            if act is None:
                act = acts[k] = _place(self.tile.id, k // cols, k % cols, "up" if up else "down")
            out.append(act)


_SHAPES: dict[tuple[Geometry, int, int], _Shape] = {}
_SPOTS: dict[tuple[Geometry, str], _TileSpots] = {}


def _tile_spots(geom: Geometry, tile: Tile) -> _TileSpots:
    got = _SPOTS.get((geom, tile.id))
    if got is None or got.tile is not tile:
        shape = _SHAPES.get((geom, tile.h, tile.w))
        if shape is None:
            shape = _SHAPES[(geom, tile.h, tile.w)] = _Shape(geom, tile.h, tile.w)
        got = _SPOTS[(geom, tile.id)] = _TileSpots(geom, tile, shape)
    return got


def placements(state: FitToPrintState, unit: int, tiles: list[str], facedown_if_needed: bool = True) -> list[Action]:
    """Every legal spot for each of ``tiles`` on the paper: face up, or face down where no
    face-up spot is left (``facedown_if_needed``, unless the scenario forbids it).

    Reads the paper as bitmasks (:func:`board.layout_masks`) and tests all corners of a tile
    at once: free where its footprint misses the covered squares, clean face up where no
    face-up tile of the same :func:`board.clash_key` lies beside it. The same list as
    :func:`placements_by_cells`.
    """
    u = state.units[unit]
    cat = state.cat
    side = cat.sides[DAYS[state.day]]
    geom = geometry(side)
    cp = cat.centerpiece(u["cp"]) if u["cp"] else None
    masks = layout_masks(geom, cp, u["cp_at"], u["placed"], cat.tiles)
    if masks is None:
        return placements_by_cells(state, unit, tiles, facedown_if_needed)
    bn = state.current_bn()
    down_ok = facedown_if_needed and not state.no_facedown()
    occ_all, clash_all, own = masks.occ, masks.clash, masks.own
    free_by_shape: dict[_Shape, int] = {}
    out: list[Action] = []
    for tid in tiles:
        tile = cat.tiles[tid]
        spots = _tile_spots(geom, tile)
        shape = spots.shape
        key = clash_key(tile)
        clash = clash_all.get(key, 0) if key is not None else 0
        mine = own.get(tid)
        if mine is None:
            free = free_by_shape.get(shape)
            if free is None:
                free = free_by_shape[shape] = shape.free(occ_all)
        else:  # a tile moved on the paper leaves its own squares free
            free = shape.free(occ_all & ~mine)
            clash &= ~mine
        up = free
        if clash:
            up &= ~shape.touching(clash)
        if bn is not None and up:
            up &= ~spots.forbidden(bn, side)
        if up:
            spots.actions(up, True, out)
        elif down_ok:
            spots.actions(free, False, out)
    return out


def placements_by_cells(state: FitToPrintState, unit: int, tiles: list[str],
                        facedown_if_needed: bool = True) -> list[Action]:
    """:func:`placements` worked out square by square from the paper's occupancy (used when
    pieces overlap, where a square belongs to the piece placed last)."""
    paper = state.paper(unit)
    bn = state.current_bn()
    out: list[Action] = []
    occ_base = paper.occupancy()
    for tid in tiles:
        tile = state.cat.tiles[tid]
        occ = paper.occupancy(skip=tid) if tid in paper.placed else occ_base
        spots = tile_spots(paper, tile, True, bn, occ)
        out += [_place(tid, r, c, "up") for r, c in spots]
        if not spots and facedown_if_needed and not state.no_facedown():
            out += [_place(tid, r, c, "down") for r, c in tile_spots(paper, tile, False, bn, occ)]
    return out


def check_reporting(state: FitToPrintState, unit: int, action: Action) -> None:
    """Refuse a reporting step that is not possible now (Reporting Phase steps 1 and 2)."""
    u = state.units[unit]
    if u["pending"] and not isinstance(action, (Keep, Return, Place)):
        raise IllegalActionError(f"Decide first: keep or return {u['pending']}", "Reporting step 2")
    if isinstance(action, (Keep, Return)) and not u["pending"]:
        raise IllegalActionError("There is no flipped tile in your hand", "Reporting step 2")
    if isinstance(action, Flip) and not state.pile_down:
        raise IllegalActionError("No face-down tiles are left in the centre", "Reporting step 1")
    if isinstance(action, Take) and action.tile not in state.pile_up:
        raise IllegalActionError(f"{action.tile} is not a face-up tile in the centre", "Reporting step 1")
    if isinstance(action, Deliver) and not u["carry"]:
        raise IllegalActionError("Your desk is empty: nothing to deliver", "Newsroom mode")


def check_layout(state: FitToPrintState, unit: int, action: Action) -> None:
    """Refuse a Layout Phase move (place or take back a tile) that breaks a rule."""
    u = state.units[unit]
    if isinstance(action, Remove):
        if action.tile == CP_KEY:
            raise IllegalActionError("The centerpiece must stay on the paper", "Layout rule 2")
        if action.tile not in u["placed"]:
            raise IllegalActionError(f"{action.tile} is not on your paper", "Layout phase")
        if "no_moving" in state.mod_set():
            raise IllegalActionError("Tiles cannot be moved once placed", "Rule modification 6")
        return
    if isinstance(action, Place):
        check_place(state, unit, action)
        return
    raise IllegalActionError(f"'{action.KIND}' is not possible now", "Layout phase")


def check_place(state: FitToPrintState, unit: int, action: Place) -> None:
    """Refuse a placement that breaks a layout rule, naming it (see ``board.placement_problem``)."""
    u = state.units[unit]
    paper = state.paper(unit)
    bn = state.current_bn()
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
        if "no_moving" in state.mod_set():
            raise IllegalActionError("Tiles cannot be moved once placed", "Rule modification 6")
    elif action.tile not in u["desk"] and action.tile != u.get("pending"):
        raise IllegalActionError(f"{action.tile} is not on your desk", "Layout phase")
    if action.face == "down" and state.no_facedown():
        raise IllegalActionError("This scenario forbids placing tiles on their flip side", "Scenario 13 goal")
    tile = state.cat.tiles[action.tile]
    problem = placement_problem(paper, tile, action.row, action.col, action.face == "up", bn)
    if problem:
        raise IllegalActionError(*problem)
