"""Activating Reporters, the Editor's Desk 1: Typesetting.

Typesetting moves stories and classifieds between the pages and the copy desk, each tile
at most twice per activation, turning a story over if its owner likes; pages gone to press
are locked. The moves are listed from tables of every position of a tile's face on a page,
kept per tile for every game with the same pages, tested against the squares taken as bit
masks (``layout``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from paperboy.engine import Action, Event, IllegalActionError

from . import components as C
from . import layout
from .actions import MoveTile, event

if TYPE_CHECKING:
    from .state import ExtraState, PendingRecord, TileRecord

TYPESETTING_ACTIONS = MoveTile
MAX_MOVES_PER_TILE = 2  # Typesetting: a tile may be moved twice per activation


@lru_cache(maxsize=512)
def tile_sides(kind: str, tid: str) -> tuple[tuple[str, int, int], ...]:
    """(side, width, height) for each face a tile may show: stories other than the square
    4-size turn over; classifieds have one face."""
    if kind != "story":
        return (("A", 1, 1),)
    story = C.load().stories[tid]
    sides = ("A", "B") if story.size != 4 else ("A",)
    return tuple((side, *story.shape(side)) for side in sides)


def movable_tiles(state: ExtraState, seat: int, moved: dict[str, int]) -> list[TileRecord]:
    """The seat's tiles this Typesetting may still move: stories and classifieds, not on a
    page gone to press, moved fewer than ``MAX_MOVES_PER_TILE`` times."""
    p = state.s["players"][seat]
    pressed = p["pressed"]
    return [t for t in p["tiles"]
            if (t["kind"] == "story" or t["kind"] == "classified")
            and not (t["page"] and pressed[t["page"] - 1])
            and moved.get(t["id"], 0) < MAX_MOVES_PER_TILE]


def typesetting_moves(state: ExtraState, seat: int, moved: dict[str, int], limit: int | None = None) -> list[Action]:
    """Typesetting moves, tile by tile; with ``limit``, stop once that many are found."""
    out: list[Action] = []
    pages = state.pages
    npages = len(pages)
    p = state.s["players"][seat]
    pressed = p["pressed"]
    rect_mask = layout.rect_mask
    # The squares covered on each page, as ``layout.page_masks`` reads them. When no square is
    # covered twice and no id is used twice, a tile's own squares come off the page total;
    # else count again per tile.
    own: dict[str, tuple[int, int]] = {}  # tile id -> (page index, squares)
    full = [0] * npages
    overlap = False
    for t in p["tiles"]:
        page = t["page"]
        if 0 < page <= npages:
            spec = pages[page - 1]
            squares = rect_mask(spec.height, spec.width, t["row"], t["col"], t["w"], t["h"])
            if full[page - 1] & squares or t["id"] in own:
                overlap = True
            own[t["id"]] = (page - 1, squares)
            full[page - 1] |= squares
    tables_of = state.typesetting_tables
    for t in movable_tiles(state, seat, moved):
        kind, here_page, tid = t["kind"], t["page"], t["id"]
        if overlap:
            masks = layout.page_masks(state, seat, tid)
        else:
            mine = own.get(tid)
            if mine is None:
                masks = full
            else:
                masks = list(full)
                masks[mine[0]] ^= mine[1]
        faces = tables_of.get((tid, kind))
        if faces is None:
            faces = tables_of[(tid, kind)] = tile_moves(state, tid, kind)
        here_side = t["side"]
        for side, i, table, moves in faces:
            if pressed[i]:
                continue
            blocked = masks[i]
            if i + 1 == here_page and side == here_side:  # leave out the tile's own position
                here_row, here_col = t["row"], t["col"]
                out.extend([a for r, c, m, a in table if not m & blocked and (r != here_row or c != here_col)])
            else:
                out.extend([a for m, a in moves if not m & blocked])
            if limit and len(out) >= limit:
                return out
        if here_page:
            out.append(layout.to_copy_desk(tid, here_side))
            if limit and len(out) >= limit:
                return out
    return out


_TABLES: dict[tuple[C.PageSpec, ...], dict[tuple[str, str], TileMoves]] = {}


def typesetting_tables(pages: list[C.PageSpec]) -> dict[tuple[str, str], TileMoves]:
    """The ``tile_moves`` of every tile met so far on newspapers of these pages (kept for
    every game with the same pages: they are values)."""
    key = tuple(pages)
    tables = _TABLES.get(key)
    if tables is None or len(tables) >= 8192:  # a bound on memory (a game meets a few dozen tiles)
        if len(_TABLES) >= 64:
            _TABLES.clear()
        tables = _TABLES[key] = {}
    return tables


#: per face of a tile and page: (side, page index, its table of row, col, squares, move, and
#: the same as squares, move)
TileMoves = tuple[tuple[str, int, tuple[tuple[int, int, int, MoveTile], ...], tuple[tuple[int, MoveTile], ...]], ...]


def tile_moves(state: ExtraState, tid: str, kind: str) -> TileMoves:
    """Every Typesetting move of a tile onto the pages of this game's newspaper, face by face
    and page by page (``state.typesetting_tables`` keeps them, shared by the games with the
    same pages)."""
    out = []
    for side, w, h in tile_sides(kind, tid):
        for i, spec in enumerate(state.pages):
            table = layout.move_table(tid, side, i + 1, spec.height, spec.width, w, h, spec.headline)
            out.append((side, i, table, tuple((m, a) for _r, _c, m, a in table)))
    return tuple(out)


def typesetting_any(state: ExtraState, seat: int, moved: dict[str, int]) -> bool:
    """Whether Typesetting offers any move: ``bool(typesetting_moves(...))``, without listing them.

    A movable tile on a page can always go back to the copy desk; a tile on the copy desk
    needs a free window for one of its faces on a page not gone to press."""
    p = state.s["players"][seat]
    pressed = p["pressed"]
    movable = movable_tiles(state, seat, moved)
    if any(t["page"] for t in movable):
        return True
    waiting = movable  # all on the copy desk
    if not waiting:
        return False
    full = layout.page_masks(state, seat)
    for t in waiting:
        tid = t["id"]
        # another tile on a page with the same id would not count against it (as above)
        masks = layout.page_masks(state, seat, tid) if any(o["id"] == tid and o["page"] for o in p["tiles"]) \
            else full
        for _side, w, h in tile_sides(t["kind"], tid):
            if layout.window_free(state, pressed, masks, w, h):
                return True
    return False


def check_typesetting(state: ExtraState, seat: int, action: MoveTile) -> None:
    r = "Editor's Desk 1: Typesetting"
    p = state.player(seat)
    tile = next((t for t in p["tiles"] if t["id"] == action.tile), None)
    if tile is None:
        raise IllegalActionError(f"{action.tile} is not on your newspaper or copy desk", r)
    if tile["kind"] not in ("story", "classified"):
        raise IllegalActionError(f"Typesetting moves stories and classifieds, not your {tile['kind']}", r)
    if tile["page"] and p["pressed"][tile["page"] - 1]:
        raise IllegalActionError("That page has gone to press; its tiles can no longer move",
                                 "Typesetting: pages gone to press are locked")
    pending = state.s["pending"]
    assert pending is not None
    if pending["moved"].get(tile["id"], 0) >= MAX_MOVES_PER_TILE:
        raise IllegalActionError("A tile may be moved at most twice per Typesetting activation", r)
    if action.side not in ("A", "B") or (tile["kind"] == "classified" and action.side != "A"):
        raise IllegalActionError("Side must be A or B (classifieds have one face)", r)
    if action.page == 0:
        if tile["page"] == 0:
            raise IllegalActionError("The tile is already on your copy desk", r)
        return
    if (action.page, action.row, action.col, action.side) == (tile["page"], tile["row"], tile["col"], tile["side"]):
        raise IllegalActionError("The tile is already there", r)
    w, h = layout.tile_shape(state, tile, action.side)
    layout.check_position(state, seat, tile["kind"], w, h, action.page, action.row, action.col, exclude=tile["id"])


def typesetting_exists(state: ExtraState, seat: int, pending: PendingRecord) -> bool:
    return typesetting_any(state, seat, pending["moved"])


def typesetting_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None
                        ) -> list[Action]:
    return typesetting_moves(state, seat, pending["moved"], limit)


def typeset(state: ExtraState, seat: int, action: MoveTile, events: list[Event]) -> bool:
    """Move one tile; the activation goes on while another move is possible."""
    pending = state.s["pending"]
    assert pending is not None
    for tile in state.s["players"][seat]["tiles"]:
        if tile["id"] == action.tile:
            break
    else:
        raise StopIteration  # as ``next`` on no tile did: ``apply`` trusts its caller
    pending["moved"][tile["id"]] = pending["moved"].get(tile["id"], 0) + 1
    if action.page == 0:
        tile["page"] = 0
        tile["row"] = tile["col"] = 0
    else:
        w, h = layout.tile_shape(state, tile, action.side)
        bumped = layout.check_position(state, seat, tile["kind"], w, h, action.page, action.row, action.col,
                                       exclude=tile["id"])
        tile["side"], tile["w"], tile["h"] = action.side, w, h
        layout.put_tile(state, seat, tile, action.page, action.row, action.col, bumped, events, keep_tokens=True)
    events.append(event("move", f"{state.name(seat)} typesets {action.tile}", {"seat": seat, "tile": action.tile}))
    return typesetting_any(state, seat, pending["moved"])
