"""Activating Reporters, Operations: Advertising, Sales and Recruitment.

Advertising: take an ad of a size not taken before (one of each size per game), place
it on a page at once and collect $100 per square. Sales: sell up to three cards for
$100 each (the first round's Phase 3 sale uses the same rules, up to six cards).
Recruitment: one more reporter, from the next round on, up to five. Hire and Offhire
are instant spaces and act as the reporter is placed (``spaces.place_reporter``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, Event, IllegalActionError

from . import components as C
from . import layout
from .actions import Sell, TakeAd, event, placed_at

if TYPE_CHECKING:
    from .state import ExtraState, PendingRecord, TileRecord

AD_ACTIONS = TakeAd
SALES_ACTIONS = Sell
SALES_LIMIT = 3  # cards per Sales activation
AD_VALUE = 100  # dollars per ad square
CARD_PRICE = 100  # dollars per card sold


# ------------------------------------------------------------------ 1. Advertising
def _open_ad_shapes(state: ExtraState, seat: int) -> list[tuple[int, str, int, int]]:
    """(size, side, width, height) of each ad the seat may still take: a size it has not
    taken, with ads of it left; a 1-square ad has one face, the others lie either way."""
    taken = state.player(seat)["ads"]
    left = state.s["ads"]
    return [(size, side, *((size, 1) if side == "A" else (1, size)))
            for size in (1, 2, 3) if size not in taken and left[str(size)] > 0
            for side in (("A",) if size == 1 else ("A", "B"))]


def ad_actions(state: ExtraState, seat: int) -> list[Action]:
    out: list[Action] = []
    for size, side, w, h in _open_ad_shapes(state, seat):
        spots = layout.free_spots(state, seat, w, h)
        if spots:
            first = TakeAd(size, side, *spots[0])
            out.append(first)
            out.extend([placed_at(first, page, r, c) for page, r, c in spots[1:]])
    return out


def ads_exist(state: ExtraState, seat: int, pending: PendingRecord | None = None) -> bool:
    """Whether ``ad_actions`` lists anything: an ad size still open to the seat fits somewhere."""
    return any(layout.any_free_spot(state, seat, w, h) for _size, _side, w, h in _open_ad_shapes(state, seat))


def ad_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None) -> list[Action]:
    return ad_actions(state, seat)


def check_advertising(state: ExtraState, seat: int, action: TakeAd) -> None:
    r = "Operations 1: Advertising"
    if action.size not in (1, 2, 3):
        raise IllegalActionError("Ads come in sizes 1, 2 and 3", r)
    if action.size in state.player(seat)["ads"]:
        raise IllegalActionError(f"You already took a {action.size}-size ad this game", r)
    if state.s["ads"][str(action.size)] <= 0:
        raise IllegalActionError(f"No {action.size}-size ad is left", r)
    if action.side not in ("A", "B"):
        raise IllegalActionError("Side must be A or B", "Placing tiles B")
    if action.page == 0:
        raise IllegalActionError("Ads may not go on the copy desk", "Placing tiles B")
    w, h = (action.size, 1) if action.side == "A" else (1, action.size)
    layout.check_position(state, seat, "ad", w, h, action.page, action.row, action.col)


def take_ad(state: ExtraState, seat: int, action: TakeAd, events: list[Event]) -> bool:
    s = state.s
    p = state.player(seat)
    w, h = (action.size, 1) if action.side == "A" else (1, action.size)
    bumped = layout.check_position(state, seat, "ad", w, h, action.page, action.row, action.col)
    s["ads"][str(action.size)] -= 1
    p["ads"].append(action.size)
    p["money"] += AD_VALUE * action.size
    tile: TileRecord = {"id": f"AD{action.size}-{seat}", "kind": "ad", "size": action.size, "side": action.side,
                        "page": action.page, "row": action.row, "col": action.col, "w": w, "h": h, "spec": "",
                        "tokens": []}
    layout.put_tile(state, seat, tile, action.page, action.row, action.col, bumped, events)
    events.append(event("ad", f"{state.name(seat)} takes a {action.size}-size ad and ${AD_VALUE * action.size}",
                        {"seat": seat}))
    return False


# ------------------------------------------------------------------ 2. Sales
def sellable(state: ExtraState, seat: int) -> list[str]:
    cards = state.data.cards
    return [c for c in state.s["players"][seat]["hand"] if cards[c].deck in C.SELLABLE_DECKS]  # Card.sellable


_SELL_NONE = Sell(())
_SELL_ONE: dict[str, Sell] = {}  # one card sold, per card id (actions are values: shared)


def sell_one(cid: str) -> Sell:
    action = _SELL_ONE.get(cid)
    if action is None:
        if len(_SELL_ONE) >= 4096:  # a bound on memory (a game has about a hundred cards)
            _SELL_ONE.clear()
        action = _SELL_ONE[cid] = Sell((cid,))
    return action


def sell_actions(state: ExtraState, seat: int, limit: int) -> list[Action]:
    """Selling nothing, each card alone, and the off-speciality cards together."""
    cards = sellable(state, seat)
    out: list[Action] = [_SELL_NONE]
    own = state.own_spec(seat)
    out.extend([sell_one(cid) for cid in cards])
    data = state.data.cards
    off = [c for c in cards if not (data[c].kind == C.NEWS and data[c].spec == own)][:limit]
    if len(off) > 1 and Sell(tuple(off)) not in out:
        out.append(Sell(tuple(off)))
    return out


def sales_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None) -> list[Action]:
    return sell_actions(state, seat, SALES_LIMIT)


def check_sell(state: ExtraState, seat: int, cards: tuple[str, ...], limit: int, rule_name: str) -> None:
    if len(cards) > limit:
        raise IllegalActionError(f"You may sell at most {limit} cards", rule_name)
    if len(set(cards)) != len(cards):
        raise IllegalActionError("A card is listed twice", rule_name)
    for cid in cards:
        if not state.has_card(seat, cid):
            raise IllegalActionError(f"{cid} is not in your hand", rule_name)
        if not state.card(cid).sellable:
            raise IllegalActionError("Copy Editors and brown Stringers cannot be sold", rule_name)


def check_sales(state: ExtraState, seat: int, action: Sell) -> None:
    check_sell(state, seat, action.cards, SALES_LIMIT, "Operations 2: Sales")


def sell_cards(state: ExtraState, seat: int, action: Sell, events: list[Event]) -> bool:
    state.take_from_hand(seat, action.cards)
    earned = CARD_PRICE * len(action.cards)
    state.player(seat)["money"] += earned
    events.append(event("sell", f"{state.name(seat)} sells {len(action.cards)} card(s) for ${earned}",
                        {"seat": seat}))
    return False


# ------------------------------------------------------------------ 3. Recruitment
def recruit(state: ExtraState, seat: int, events: list[Event]) -> None:
    p = state.player(seat)
    if p["employed"] < state.data.start["max_reporters"]:
        p["employed"] += 1
        events.append(event("recruit", f"{state.name(seat)} recruits a reporter (now {p['employed']})",
                            {"seat": seat}))
