"""Placing Tiles: squares on a page, where a tile may go, and pages that are complete.

A newspaper is a list of pages (``state.pages``); a player's tiles are records with a
page (0 = the copy desk), a row and column (top left square) and a size in squares
(``w`` x ``h``). Ads, headlines and columns never move; stories and classifieds may be
pushed to the copy desk to make room (Placing tiles A). A page that fills up with what
the scenario requires goes to press (Gone to Press) and is locked.

Squares are also counted as bit masks (one bit per square, ``row * width + col``):
``free_spots`` and Typesetting's move list test a window against a page's mask.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from paperboy.engine import Event, IllegalActionError

from .actions import MoveTile, event

if TYPE_CHECKING:
    from .state import ExtraState, TileRecord


@lru_cache(maxsize=1024)
def rect_mask(height: int, width: int, row: int, col: int, w: int, h: int) -> int:
    """The squares of a ``w`` x ``h`` tile at (row, col) on a page, one bit per square
    (``r * width + c``); squares off the page are left out."""
    mask = 0
    for r in range(row, row + h):
        for c in range(col, col + w):
            if 0 <= r < height and 0 <= c < width:
                mask |= 1 << (r * width + c)
    return mask


@lru_cache(maxsize=1024)
def windows(height: int, width: int, w: int, h: int, headline: bool) -> tuple[tuple[int, int, int], ...]:
    """(row, col, squares) of every position of a ``w`` x ``h`` tile that stays on the page
    and off the reserved headline squares (top row, first three columns), row by row."""
    out = []
    for r in range(height - h + 1):
        for c in range(width - w + 1):
            if headline and r == 0 and c < 3 and w > 0 and h > 0:
                continue
            out.append((r, c, rect_mask(height, width, r, c, w, h)))
    return tuple(out)


_MOVES: dict[tuple[Any, ...], tuple[tuple[int, int, int, MoveTile], ...]] = {}


def move_table(tile: str, side: str, page: int, height: int, width: int, w: int, h: int,
                headline: bool) -> tuple[tuple[int, int, int, MoveTile], ...]:
    """(row, col, squares, action) for every Typesetting move of ``tile`` onto ``page``;
    actions are immutable values, shared by every state that asks."""
    key = (tile, side, page, height, width, w, h, headline)
    found = _MOVES.get(key)
    if found is None:
        if len(_MOVES) >= 2048:  # a bound on memory (a game meets a few hundred)
            _MOVES.clear()
        found = _MOVES[key] = tuple((r, c, m, MoveTile(tile, side, page, r, c))
                                    for r, c, m in windows(height, width, w, h, headline))
    return found


_TO_DESK: dict[tuple[str, str], MoveTile] = {}


def to_copy_desk(tile: str, side: str) -> MoveTile:
    """``MoveTile(tile, side, 0, 0, 0)`` (back to the copy desk), shared like ``move_table``'s."""
    action = _TO_DESK.get((tile, side))
    if action is None:
        if len(_TO_DESK) >= 4096:
            _TO_DESK.clear()
        action = _TO_DESK[(tile, side)] = MoveTile(tile, side, 0, 0, 0)
    return action


def tiles_on(state: ExtraState, seat: int, page: int) -> list[TileRecord]:
    return [t for t in state.player(seat)["tiles"] if t["page"] == page]


def occupancy(state: ExtraState, seat: int, page: int, exclude: str | None = None
              ) -> dict[tuple[int, int], TileRecord]:
    """The seat's tiles on ``page`` by the squares they cover (``exclude`` left out)."""
    cells: dict[tuple[int, int], TileRecord] = {}
    for t in state.player(seat)["tiles"]:
        if t["page"] != page or t["id"] == exclude:
            continue
        for r in range(t["row"], t["row"] + t["h"]):
            for c in range(t["col"], t["col"] + t["w"]):
                cells[(r, c)] = t
    return cells


def check_position(state: ExtraState, seat: int, kind: str, w: int, h: int, page: int, row: int, col: int,
                   exclude: str | None = None, allow_bump: bool = True) -> list[str]:
    """Check a tile placement on a page; return ids of tiles it would push to the copy desk."""
    if not 1 <= page <= len(state.pages):
        raise IllegalActionError(f"There is no page {page} (pages 1-{len(state.pages)}, 0 = copy desk)",
                                 "Placing tiles A")
    spec = state.pages[page - 1]
    if row < 0 or col < 0 or row + h > spec.height or col + w > spec.width:
        raise IllegalActionError("The tile would hang over the edge of the page", "Placing tiles A: no overhang")
    p = state.player(seat)
    if p["pressed"][page - 1]:
        raise IllegalActionError("That page has gone to press; its tiles can no longer change",
                                 "Typesetting: pages gone to press are locked")
    height, width = spec.height, spec.width
    squares = rect_mask(height, width, row, col, w, h)
    if kind != "headline" and spec.headline and squares & rect_mask(height, width, 0, 0, 3, 1):
        raise IllegalActionError("The headline squares are kept for the headline",
                                 "Placing tiles A: headline squares are reserved")
    # the usual case first: no other tile on the page lies under any of these squares
    for other in p["tiles"]:
        if other["page"] == page and other["id"] != exclude \
                and rect_mask(height, width, other["row"], other["col"], other["w"], other["h"]) & squares:
            break
    else:
        return []
    cells = [(r, c) for r in range(row, row + h) for c in range(col, col + w)]
    occ = occupancy(state, seat, page, exclude)
    bumped: list[str] = []
    for cell in cells:
        t = occ.get(cell)
        if t is None or t["id"] in bumped:
            continue
        if t["kind"] in ("ad", "headline", "column"):
            raise IllegalActionError(f"The tile would lie on your {t['kind']}, which never moves",
                                     "Placing tiles A: no tile on top of another")
        if not allow_bump:
            raise IllegalActionError("The tile would lie on top of another tile",
                                     "Placing tiles A: no tile on top of another")
        bumped.append(t["id"])
    return bumped


def fits(state: ExtraState, seat: int, w: int, h: int, page: int, row: int, col: int, exclude: str | None = None,
         occ: dict[tuple[int, int], Any] | None = None) -> bool:
    """Fast check: the tile fits on empty squares (no bumping)."""
    spec = state.pages[page - 1]
    if row < 0 or col < 0 or row + h > spec.height or col + w > spec.width:
        return False
    if state.player(seat)["pressed"][page - 1]:
        return False
    if occ is None:
        occ = occupancy(state, seat, page, exclude)
    hl = spec.headline
    for r in range(row, row + h):
        for c in range(col, col + w):
            if (r, c) in occ or (hl and r == 0 and c < 3):
                return False
    return True


def free_spots(state: ExtraState, seat: int, w: int, h: int, exclude: str | None = None) -> list[tuple[int, int, int]]:
    """(page, row, col) where a ``w`` x ``h`` tile fits on empty squares (``fits``), page
    by page, row by row."""
    pressed = state.player(seat)["pressed"]
    masks = page_masks(state, seat, exclude)
    out: list[tuple[int, int, int]] = []
    for i, spec in enumerate(state.pages):
        if pressed[i]:
            continue
        blocked = masks[i]
        page = i + 1
        out.extend([(page, r, c) for r, c, m in windows(spec.height, spec.width, w, h, spec.headline)
                    if not m & blocked])
    return out


def any_free_spot(state: ExtraState, seat: int, w: int, h: int) -> bool:
    """Whether ``free_spots(state, seat, w, h)`` finds anything (stops at the first)."""
    return window_free(state, state.player(seat)["pressed"], page_masks(state, seat), w, h)


def window_free(state: ExtraState, pressed: list[bool], masks: list[int], w: int, h: int) -> bool:
    """Whether a ``w`` x ``h`` window is free of ``masks`` on some page not gone to press."""
    for i, spec in enumerate(state.pages):
        if pressed[i]:
            continue
        blocked = masks[i]
        for _r, _c, m in windows(spec.height, spec.width, w, h, spec.headline):
            if not m & blocked:
                return True
    return False


def page_masks(state: ExtraState, seat: int, exclude: str | None = None) -> list[int]:
    """Per page, the squares covered by the seat's tiles (``exclude`` left out) as bits."""
    pages = state.pages
    masks = [0] * len(pages)
    for t in state.player(seat)["tiles"]:
        page = t["page"]
        if t["id"] == exclude or not 1 <= page <= len(pages):
            continue
        spec = pages[page - 1]
        masks[page - 1] |= rect_mask(spec.height, spec.width, t["row"], t["col"], t["w"], t["h"])
    return masks


def put_tile(state: ExtraState, seat: int, tile: TileRecord, page: int, row: int, col: int,
         bumped: list[str], events: list[Event], keep_tokens: bool = False) -> None:
    p = state.player(seat)
    for t in p["tiles"]:
        if t["id"] in bumped:
            t["page"] = 0
            t["row"] = t["col"] = 0
            if not keep_tokens and t.get("tokens"):
                events.append(event("tokens_lost", f"{state.name(seat)}'s {t['id']} goes to the copy desk and loses "
                                    f"its bonus tokens", {"seat": seat, "tile": t["id"]}))
                t["tokens"] = []
    tile["page"], tile["row"], tile["col"] = page, row, col
    if tile not in p["tiles"]:
        p["tiles"].append(tile)
    check_press(state, seat, events)


def page_complete(state: ExtraState, seat: int, page: int) -> bool:
    spec = state.pages[page - 1]
    # the tiles cannot cover the page when their squares add up to less (the usual case)
    area = sum(max(t["w"], 0) * max(t["h"], 0) for t in state.s["players"][seat]["tiles"] if t["page"] == page)
    if area < spec.width * spec.height:
        return False
    occ = occupancy(state, seat, page)
    if len(occ) < spec.width * spec.height:
        return False
    if spec.headline and not any(t["kind"] == "headline" for t in tiles_on(state, seat, page)):
        return False
    sizes = {t["size"] for t in tiles_on(state, seat, page) if t["kind"] == "story"}
    return all(r in sizes for r in spec.required)


def newspaper_complete(state: ExtraState, seat: int) -> bool:
    return all(page_complete(state, seat, page) for page in range(1, len(state.pages) + 1))


def check_press(state: ExtraState, seat: int, events: list[Event]) -> None:
    """Gone to Press: a newly filled page takes the best card still available."""
    p = state.player(seat)
    for page in range(1, len(state.pages) + 1):
        if p["pressed"][page - 1] or not state.s["gtp"]:
            continue
        if page_complete(state, seat, page):
            value = state.s["gtp"].pop(0)
            p["gtp"].append(value)
            p["pressed"][page - 1] = True
            events.append(event("gone_to_press", f"{state.name(seat)}'s page {page} goes to press: +{value} CP",
                                {"seat": seat, "page": page, "value": value}))


def column_region_free(state: ExtraState, seat: int) -> int | None:
    """Page number whose column area is empty (or None)."""
    for i, spec in enumerate(state.pages):
        if spec.column:
            occ = occupancy(state, seat, i + 1)
            if not any(cell in occ for cell in spec.column_cells()) and not state.player(seat)["pressed"][i]:
                return i + 1
    return None


def column_page(state: ExtraState, seat: int) -> int | None:
    """The page whose column squares can take a Column now (or None).

    A Column goes only on its own squares (Placing tiles D), but stories and
    classifieds lying there may move to the copy desk to make room (Placing tiles A);
    an ad, a headline or a page gone to press blocks it.
    """
    for i, spec in enumerate(state.pages):
        if not spec.column or state.player(seat)["pressed"][i]:
            continue
        occ = occupancy(state, seat, i + 1)
        if all(cell not in occ or occ[cell]["kind"] in ("story", "classified") for cell in spec.column_cells()):
            return i + 1
    return None


def column_bumps(state: ExtraState, seat: int) -> list[str]:
    """Ids of the tiles that claiming a Column would move to the copy desk."""
    page = column_page(state, seat)
    if page is None:
        return []
    occ = occupancy(state, seat, page)
    return list(dict.fromkeys(occ[cell]["id"] for cell in state.pages[page - 1].column_cells() if cell in occ))


def has_tile_kind(state: ExtraState, seat: int, kind: str) -> bool:
    return any(t["kind"] == kind for t in state.player(seat)["tiles"])


def headline_page(state: ExtraState) -> int | None:
    return next((i + 1 for i, spec in enumerate(state.pages) if spec.headline), None)


def tile_shape(state: ExtraState, t: TileRecord, side: str) -> tuple[int, int]:
    if t["kind"] == "story":
        return state.data.stories[t["id"]].shape(side)
    return 1, 1


def titles_wanted(state: ExtraState, seat: int) -> bool:
    """False when the player already has every title this scenario uses."""
    want_h = state.scenario.uses_headlines and not has_tile_kind(state, seat, "headline")
    want_c = state.scenario.uses_columns and not has_tile_kind(state, seat, "column")
    return want_h or want_c
