"""Sequence of Play: the eight phases of a round, and the end of the game.

1. Refresh the Newsdesk (cards dealt to the cities) and the Morgue (cuttings).
2. Refresh the Newswire (not in the introductory scenarios).
3. Round 1 only: each player may sell cards back into the decks.
4. Income, then salaries; reporters that cannot be paid leave.
5. Play Stringers: take one card from the Newsdesk (not in the introductory scenarios).
6. Place Reporters, one at a time in turn (``spaces``).
7. Activate Reporters in board order (``activation``).
8. End of Round: the game ends if a newspaper is complete (or the deadline is reached);
   else the start player passes on, hands go down to the limit and the Editor's Desk is
   refilled (``editors_desk.fill_desk``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paperboy.engine import Action, Event, IllegalActionError

from . import activation, editors_desk, layout, operations
from . import components as C
from .actions import Discard, Pass, PlayStringer, Sell, event
from .spaces import NEUTRAL

if TYPE_CHECKING:
    from .state import ExtraState

FIRST_SALE_LIMIT = 6  # cards a player may sell in phase 3


# ------------------------------------------------------------------ phases 1-3
def start_round(state: ExtraState, events: list[Event]) -> None:
    """Phases 1-3 of a new round; then phase 4 (in round 1, after everyone has sold)."""
    s = state.s
    s["round"] += 1
    d = state.data
    # Phase 1: refresh the Newsdesk and the Morgue
    decks = [C.COPY, C.PHOTO] + ([] if s["intro"] else [C.FEATURES])
    drawn = []
    for deck in decks:
        for _ in range(state.n):
            cid = state.draw(deck, events)
            if cid is None:
                break
            s["newsdesk"][state.card(cid).city].append(cid)
            drawn.append(cid)
    events.append(event("newsdesk", f"Round {s['round']}: {len(drawn)} cards dealt to the Newsdesk",
                        {"cards": drawn}, reveal=True))
    for kind, want in ((C.COPY, d.start["morgue_copy"]), (C.PHOTO, d.start["morgue_photo"])):
        add = min(want - s["morgue"][kind], s["cuttings"][kind])
        if add > 0:
            s["morgue"][kind] += add
            s["cuttings"][kind] -= add
    # Phase 2: refresh the Newswire
    if not s["intro"]:
        wire = s["newswire"]
        for cid in wire[3:]:
            if cid:
                state.discard_card(cid)
        new: list[str | None] = [None, None, None, *wire[:3]]
        for i, deck in enumerate((C.COPY, C.PHOTO, C.FEATURES)):
            new[i] = state.draw(deck, events)
        s["newswire"] = new
        events.append(event("newswire", "The Newswire is refreshed", {"slots": list(new)}, reveal=True))
    # Phase 3: first round only, selling cards
    if s["round"] == 1:
        s["phase"] = "sell"
        s["waiting"] = state.order_from(s["start"])
        return
    income(state, events)


def check_first_sale(state: ExtraState, seat: int, action: Action) -> None:
    r = "Phase 3: Sell News Cards"
    if not isinstance(action, Sell):
        raise IllegalActionError("In the first round you may now only sell cards (or sell none)", r)
    operations.check_sell(state, seat, action.cards, FIRST_SALE_LIMIT, r)


def first_round_sale(state: ExtraState, seat: int, action: Action, events: list[Event]) -> None:
    """Phase 3 (round 1 only): sold cards go back into their decks, which are shuffled."""
    s = state.s
    cards: tuple[str, ...] = action.cards if isinstance(action, Sell) else ()
    p = state.player(seat)
    for cid in cards:
        p["hand"].remove(cid)
        deck = state.card(cid).deck
        s["decks"][deck].append(cid)
    # Each deck touched is shuffled once, in the order the cards were sold: iterating a
    # set of deck names would follow the process's string hash seed, and the same seed
    # and actions must give the same state in every process (saves replay their log).
    for deck in dict.fromkeys(state.card(c).deck for c in cards):
        state.rng.shuffle(s["decks"][deck])
    earned = operations.CARD_PRICE * len(cards)
    p["money"] += earned
    # sold cards go back face down into their decks, so the event names no card
    events.append(event("sell", f"{state.name(seat)} sells {len(cards)} card(s) for ${earned}",
                        {"seat": seat, "count": len(cards)}))
    s["waiting"].pop(0)
    if not s["waiting"]:
        income(state, events)


# ------------------------------------------------------------------ phases 4-5
def income(state: ExtraState, events: list[Event]) -> None:
    """Phase 4: $400 income, then $100 salary per reporter; unpaid reporters leave."""
    d = state.data
    for seat in state.order_from(state.s["start"]):
        p = state.player(seat)
        p["money"] += d.start["income"]
        payable = min(p["employed"], p["money"] // d.start["salary"])
        p["money"] -= payable * d.start["salary"]
        lost = p["employed"] - payable
        p["employed"] = payable
        p["avail"] = payable
        text = f"{state.name(seat)} collects ${d.start['income']} and pays ${payable * d.start['salary']} in salaries"
        if lost:
            text += f"; {lost} unpaid reporter(s) return to the supply"
        events.append(event("income", text, {"seat": seat, "lost": lost}))
    stringer_phase(state, events)


def stringer_phase(state: ExtraState, events: list[Event]) -> None:
    s = state.s
    if s["intro"]:
        placement_phase(state, events)
        return
    s["phase"] = "stringers"
    s["waiting"] = [seat for seat in state.order_from(s["start"]) if stringer_options(state, seat)]
    if not s["waiting"]:
        placement_phase(state, events)


def stringer_options(state: ExtraState, seat: int) -> bool:
    hand = state.player(seat)["hand"]
    if not any(state.card(c).kind == C.STRINGER for c in hand):
        return False
    return any(state.s["newsdesk"].values())


def stringer_actions(state: ExtraState, seat: int) -> list[Action]:
    hand = state.player(seat)["hand"]
    stringers = [c for c in hand if state.card(c).kind == C.STRINGER]
    if not stringers:
        return []
    st = stringers[0]
    return [PlayStringer(st, cid) for city in state.data.cities for cid in state.s["newsdesk"][city]]


def check_stringer(state: ExtraState, seat: int, action: Action) -> None:
    r = "Phase 5: Play Stringers"
    if isinstance(action, Pass):
        return
    if not isinstance(action, PlayStringer):
        raise IllegalActionError("Now you may only play a Stringer or pass", r)
    if not state.has_card(seat, action.stringer) or state.card(action.stringer).kind != C.STRINGER:
        raise IllegalActionError(f"{action.stringer} is not a Stringer in your hand", r)
    if not any(action.card in cards for cards in state.s["newsdesk"].values()):
        raise IllegalActionError(f"{action.card} is not under any city on the Newsdesk", r)


def play_stringer(state: ExtraState, seat: int, action: Action, events: list[Event]) -> None:
    """Take the chosen Newsdesk card with a Stringer (or pass); phase 6 follows the last."""
    s = state.s
    if isinstance(action, PlayStringer):
        state.take_from_hand(seat, [action.stringer])
        for cards in s["newsdesk"].values():
            if action.card in cards:
                cards.remove(action.card)
                break
        state.player(seat)["hand"].append(action.card)
        events.append(event("stringer", f"{state.name(seat)} plays a Stringer for "
                            f"{state.card(action.card).label()}", {"seat": seat, "card": action.card}))
    s["waiting"].pop(0)
    if not s["waiting"]:
        placement_phase(state, events)


# ------------------------------------------------------------------ phases 6-7
def placement_phase(state: ExtraState, events: list[Event]) -> None:
    s = state.s
    s["phase"] = "place"
    s["waiting"] = []
    first = next((seat for seat in state.order_from(s["start"]) if state.player(seat)["avail"] > 0), None)
    if first is None:
        activation.start_activation(state, events)
        return
    s["turn"] = first


def next_placer(state: ExtraState, events: list[Event]) -> None:
    s = state.s
    players = s["players"]
    n = len(state.players)
    turn = s["turn"]
    for step in range(1, n + 1):
        seat = (turn + step) % n
        if players[seat]["avail"] > 0:
            s["turn"] = seat
            return
    activation.start_activation(state, events)


# ------------------------------------------------------------------ phase 8 and Game End
def end_round(state: ExtraState, events: list[Event]) -> None:
    s = state.s
    s["phase"] = "end"
    # returned reporters; fees went to the bank when their reporters activated
    s["board"] = {sid: e for sid, e in s["board"].items() if e and e[0][0] == NEUTRAL}
    for p in s["players"]:
        p["avail"] = p["employed"]
    finished = [seat for seat in range(state.n) if layout.newspaper_complete(state, seat)]
    if finished:
        s["over"] = True
        s["phase"] = "over"
        s["ended_by"] = "complete"
        names = ", ".join(state.name(x) for x in finished)
        events.append(event("game_end", f"Game over: {names} filled the newspaper", {"seats": finished}))
        return
    if s["deadline"] and s["round"] >= s["deadline"]:
        s["over"] = True
        s["phase"] = "over"
        s["ended_by"] = "deadline"
        events.append(event("game_end", f"Game over: the round-{s['deadline']} deadline is reached", {}))
        return
    s["start"] = (s["start"] + 1) % state.n
    limit = state.data.start["hand_limit"]
    s["waiting"] = [seat for seat in state.order_from(s["start"]) if len(state.player(seat)["hand"]) > limit]
    if s["waiting"]:
        s["phase"] = "discard"
        return
    refill_and_next(state, events)


def refill_and_next(state: ExtraState, events: list[Event]) -> None:
    editors_desk.fill_desk(state, events, setup=False)
    start_round(state, events)


def discard_actions(state: ExtraState, seat: int) -> list[Action]:
    hand = state.player(seat)["hand"]
    excess = len(hand) - state.data.start["hand_limit"]
    own = state.own_spec(seat)
    ranked = sorted(hand, key=lambda c: (state.card(c).kind == C.NEWS and state.card(c).spec == own,
                                         state.card(c).kind in (C.COPY_EDITOR, C.STRINGER)))
    options = [tuple(ranked[:excess]), tuple(hand[:excess]), tuple(hand[-excess:])]
    out: list[Action] = []
    for o in options:
        a = Discard(tuple(o))
        if a not in out:
            out.append(a)
    return out


def check_discard(state: ExtraState, seat: int, action: Action) -> None:
    r = "End of Round: hand limit"
    if not isinstance(action, Discard):
        raise IllegalActionError("Discard down to the hand limit first", r)
    cards = action.cards
    excess = len(state.player(seat)["hand"]) - state.data.start["hand_limit"]
    if len(cards) != excess or len(set(cards)) != len(cards):
        raise IllegalActionError(f"Discard exactly {excess} different card(s)", r)
    for cid in cards:
        if not state.has_card(seat, cid):
            raise IllegalActionError(f"{cid} is not in your hand", r)


def discard_to_limit(state: ExtraState, seat: int, action: Discard, events: list[Event]) -> None:
    s = state.s
    state.take_from_hand(seat, action.cards)
    events.append(event("discard", f"{state.name(seat)} discards {len(action.cards)} card(s) to the hand limit",
                        {"seat": seat, "cards": list(action.cards)}))
    s["waiting"].pop(0)
    if not s["waiting"]:
        refill_and_next(state, events)
