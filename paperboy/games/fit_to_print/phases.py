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


class _TileRows:
    """One tile's footprints on one side (the geometry's ``fit_table``, reading order) with
    the Place actions for them, made when first listed, and which footprints each Breaking
    News card forbids face up."""

    __slots__ = ("down", "forbid", "rows", "tile", "up")

    def __init__(self, geom: Geometry, tile: Tile) -> None:
        self.tile = tile
        self.rows = geom.fit_table(tile.h, tile.w)
        self.up: list[Place | None] = [None] * len(self.rows)
        self.down: list[Place | None] = [None] * len(self.rows)
        self.forbid: dict[tuple[str, int], tuple[bool, ...] | None] = {}

    def forbidden(self, bn: BreakingNews | None, side: Side) -> tuple[bool, ...] | None:
        """For each footprint, whether ``bn`` forbids the tile there face up (``None``: nowhere)."""
        if bn is None:
            return None
        key = (bn.day, bn.number)
        if key in self.forbid:
            return self.forbid[key]
        tile = self.tile
        flags = tuple(breaking_news_forbids(bn, side, tile, s.r, s.c) is not None for _, _, _, s in self.rows)
        out = flags if any(flags) else None
        self.forbid[key] = out
        return out

    def action(self, k: int, up: bool) -> Place:
        s = self.rows[k][3]
        if up:
            act = self.up[k] = _place(self.tile.id, s.r, s.c, "up")
        else:
            act = self.down[k] = _place(self.tile.id, s.r, s.c, "down")
        return act


_ROWS: dict[tuple[Geometry, str], _TileRows] = {}


def _tile_rows(geom: Geometry, tile: Tile) -> _TileRows:
    rows = _ROWS.get((geom, tile.id))
    if rows is None or rows.tile is not tile:
        rows = _ROWS[(geom, tile.id)] = _TileRows(geom, tile)
    return rows


def placements(state: FitToPrintState, unit: int, tiles: list[str], facedown_if_needed: bool = True) -> list[Action]:
    """Every legal spot for each of ``tiles`` on the paper: face up, or face down where no
    face-up spot is left (``facedown_if_needed``, unless the scenario forbids it).

    Reads the paper as bitmasks (:func:`board.layout_masks`): a spot is free when it misses
    the covered squares, and clean face up when the squares around it miss every face-up
    tile of the same :func:`board.clash_key`. The same list as :func:`placements_by_cells`.
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
    out: list[Action] = []
    for tid in tiles:
        tile = cat.tiles[tid]
        rows = _tile_rows(geom, tile)
        key = clash_key(tile)
        clash = clash_all.get(key, 0) if key is not None else 0
        occ = occ_all
        mine = own.get(tid)
        if mine is not None:  # a tile moved on the paper leaves its own squares free
            occ &= ~mine
            clash &= ~mine
        forbid = rows.forbidden(bn, side)
        acts = rows.up
        n = len(out)
        for k, (mask, perim, _, _) in enumerate(rows.rows):
            if mask & occ or perim & clash or (forbid is not None and forbid[k]):
                continue
            out.append(acts[k] or rows.action(k, True))
        if len(out) == n and down_ok:
            acts = rows.down
            for k, (mask, _, _, _) in enumerate(rows.rows):
                if not mask & occ:
                    out.append(acts[k] or rows.action(k, False))
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
