"""Activating Reporters, Sources: the Newsdesk cities, the Morgue and the Newswire.

A reporter in a city collects every card dealt there this round. A reporter in the
Morgue takes cuttings (copy and photo, in any mix the Morgue holds, up to the space's
amount). A reporter on the Newswire discards a Newswire/Interview card to take up to the
space's amount of Newswire cards.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from paperboy.engine import Action, Event, IllegalActionError

from . import components as C
from .actions import TakeCuttings, TakeNewswire, event

if TYPE_CHECKING:
    from .state import ExtraState, PendingRecord

MORGUE_ACTIONS = TakeCuttings
NEWSWIRE_ACTIONS = TakeNewswire


# ------------------------------------------------------------------ 1. Newsdesk
def collect_newsdesk(state: ExtraState, city: str, seat: int, events: list[Event]) -> None:
    """The reporter in ``city`` takes every card there."""
    s = state.s
    cards = s["newsdesk"][city]
    s["newsdesk"][city] = []
    state.player(seat)["hand"].extend(cards)
    events.append(event("city", f"{state.name(seat)} collects {len(cards)} card(s) in "
                        f"{state.data.spaces[city].label}", {"seat": seat, "cards": cards}))


# ------------------------------------------------------------------ 2. Morgue
def morgue_splits(state: ExtraState, amount: int) -> list[tuple[int, int]]:
    """(copy, photo) mixes of ``amount`` cuttings (or all that are left) the Morgue can give."""
    m = state.s["morgue"]
    k = min(amount, m[C.COPY] + m[C.PHOTO])
    return [(c, k - c) for c in range(k + 1) if c <= m[C.COPY] and k - c <= m[C.PHOTO]]


def morgue_actions(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None) -> list[Action]:
    return [TakeCuttings(c, ph) for c, ph in morgue_splits(state, pending["left"])]


def check_morgue(state: ExtraState, seat: int, action: TakeCuttings) -> None:
    pending = state.s["pending"]
    assert pending is not None
    if (action.copy, action.photo) not in morgue_splits(state, pending["left"]):
        m = state.s["morgue"]
        k = min(pending["left"], m[C.COPY] + m[C.PHOTO])
        raise IllegalActionError(f"Take {k} cuttings in all from the {m[C.COPY]} copy and "
                                 f"{m[C.PHOTO]} photo in the Morgue", "Sources 2: Morgue")


def take_cuttings(state: ExtraState, seat: int, copy_n: int, photo_n: int, events: list[Event]) -> None:
    m = state.s["morgue"]
    p = state.player(seat)
    m[C.COPY] -= copy_n
    m[C.PHOTO] -= photo_n
    p["cut"][C.COPY] += copy_n
    p["cut"][C.PHOTO] += photo_n
    events.append(event("morgue", f"{state.name(seat)} takes {copy_n} copy and {photo_n} photo cutting(s)",
                        {"seat": seat, "copy": copy_n, "photo": photo_n}))


def take_from_morgue(state: ExtraState, seat: int, action: TakeCuttings, events: list[Event]) -> bool:
    take_cuttings(state, seat, action.copy, action.photo, events)
    return False


# ------------------------------------------------------------------ 3. Newswire
def newswire_actions(state: ExtraState, seat: int, amount: int) -> list[Action]:
    """Every choice of ``amount`` Newswire cards (at most C(6,3) = 20), paid with the
    first Newswire/Interview card in hand."""
    nis = [c for c in state.player(seat)["hand"] if state.card(c).kind == C.NEWSWIRE_INTERVIEW]
    wire = [c for c in state.s["newswire"] if c]
    if not nis or not wire:
        return []
    k = min(amount, len(wire))
    return [TakeNewswire(nis[0], tuple(combo)) for combo in combinations(wire, k)]


def newswire_choices(state: ExtraState, seat: int, pending: PendingRecord, limit: int | None = None) -> list[Action]:
    return newswire_actions(state, seat, pending["left"])


def check_newswire(state: ExtraState, seat: int, action: TakeNewswire) -> None:
    r = "Sources 3: Newswire"
    if not state.has_card(seat, action.discard) or state.card(action.discard).kind != C.NEWSWIRE_INTERVIEW:
        raise IllegalActionError("You must discard a Newswire/Interview card from your hand", r)
    pending = state.s["pending"]
    assert pending is not None
    amount = pending["left"]
    if not 1 <= len(action.cards) <= amount or len(set(action.cards)) != len(action.cards):
        raise IllegalActionError(f"Take between 1 and {amount} different Newswire cards", r)
    for cid in action.cards:
        if cid not in state.s["newswire"]:
            raise IllegalActionError(f"{cid} is not in the Newswire", r)


def take_from_newswire(state: ExtraState, seat: int, action: TakeNewswire, events: list[Event]) -> bool:
    s = state.s
    state.take_from_hand(seat, [action.discard])
    hand = state.player(seat)["hand"]
    for cid in action.cards:
        s["newswire"][s["newswire"].index(cid)] = None
        hand.append(cid)
    events.append(event("newswire", f"{state.name(seat)} takes {len(action.cards)} card(s) from the Newswire",
                        {"seat": seat, "cards": list(action.cards)}))
    return False
