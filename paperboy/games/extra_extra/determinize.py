"""Determinization for search bots: resample everything one seat cannot see.

The master bot searches over copies of the real game in which the hidden parts are
drawn again at random, consistently with what the searching seat's ``view`` shows:

- the other seats' hands (only their sizes are public; a seat's Copy Editor is known to
  be in its hand while unspent, so it stays there);
- the order of the copy, photo and features decks and of the brown Stringer supply;
- the story stacks below their face-up top tiles, and the Column stack;
- the state's own random number generator (future reshuffles).

Which cards are unseen is fixed by the view (every card not in the seat's hand, on the
Newsdesk, the Newswire or a discard pile is in a deck, the brown supply or another
hand), and so is how many of each deck's cards sit in other hands: a deck keeps its
count, the rest of its unseen cards are in hands. The unseen cards are gathered in
sorted order before they are shuffled, so the result depends only on the view and the
``rng`` given, never on where the real cards lie.

Public counts, money, boards, tiles and the pending decision are copied as they are.
One more public fact is kept: in the Stringers phase the engine asks only seats holding
a Stringer, so an opponent being asked there is known to hold one, and keeps one.
"""

from __future__ import annotations

from paperboy.engine import Rng

from . import components as C
from .state import ExtraState, GameRecord, copy_data

_DECKS = (C.COPY, C.PHOTO, C.FEATURES)


def determinize(state: ExtraState, seat: int, rng: Rng) -> ExtraState:
    """A copy of ``state`` with everything ``seat`` cannot see drawn again from ``rng``."""
    s = copy_data(state.s)
    data = state.data
    cards = data.cards
    editors = set(data.copy_editors.values())
    others = [o for o in range(len(state.players)) if o != seat]
    players = s["players"]

    # the unseen cards by pile: a deck (or the brown supply) and other seats' hands
    pools: dict[str, list[str]] = {deck: list(s["decks"][deck]) for deck in _DECKS}
    pools["brown"] = list(s["brown"])
    hidden_sizes = []
    for other in others:
        hand = players[other]["hand"]
        hidden = [c for c in hand if c not in editors]
        hidden_sizes.append(len(hidden))
        for cid in hidden:
            pools[cards[cid].deck].append(cid)

    in_hands: list[str] = []
    for deck in _DECKS:
        pool = pools[deck]
        pool.sort()
        rng.shuffle(pool)
        keep = len(s["decks"][deck])
        s["decks"][deck] = pool[:keep]
        in_hands.extend(pool[keep:])
    pool = pools["brown"]
    pool.sort()
    rng.shuffle(pool)
    keep = len(s["brown"])
    s["brown"] = pool[:keep]
    in_hands.extend(pool[keep:])

    # deal the hand cards to the other seats, each keeping its own Copy Editor last
    rng.shuffle(in_hands)
    at = 0
    for other, size in zip(others, hidden_sizes, strict=True):
        p = players[other]
        kept = [c for c in p["hand"] if c in editors]
        p["hand"] = in_hands[at:at + size] + kept
        at += size

    if s["phase"] == "stringers" and s["waiting"] and s["waiting"][0] != seat:
        _keep_a_stringer(s, cards, editors, s["waiting"][0], others, rng)

    # story stacks below the face-up top tile, and the Column stack
    for key, stack in s["stacks"].items():
        if len(stack) > 2:
            rest = sorted(stack[1:])
            rng.shuffle(rest)
            s["stacks"][key] = stack[:1] + rest
    if len(s["column_stack"]) > 1:
        columns = sorted(s["column_stack"])
        rng.shuffle(columns)
        s["column_stack"] = columns

    future = Rng(rng.next64())
    if "rng" in s:
        s["rng"] = future.to_int()
    return state.with_state(s, future)



def _keep_a_stringer(s: GameRecord, cards: dict[str, C.Card], editors: set[str], target: int,
                     others: list[int], rng: Rng) -> None:
    """Give the opponent asked to play a Stringer one (it is known to hold one): swap a
    card of its resampled hand with a Stringer from another resampled hand or, failing
    that, a features card with a Stringer of the features deck (deck counts stay)."""
    hand = s["players"][target]["hand"]
    if any(cards[c].kind == C.STRINGER for c in hand):
        return
    donors = [(other, c) for other in others if other != target
              for c in s["players"][other]["hand"] if cards[c].kind == C.STRINGER]
    if donors:
        other, stringer = donors[rng.randbelow(len(donors))]
        mine = [c for c in hand if c not in editors]
        if not mine:
            return
        given = mine[rng.randbelow(len(mine))]
        other_hand = s["players"][other]["hand"]
        other_hand[other_hand.index(stringer)] = given
        hand[hand.index(given)] = stringer
        return
    features = [c for c in hand if cards[c].deck == C.FEATURES]
    deck = s["decks"][C.FEATURES]
    in_deck = [i for i, c in enumerate(deck) if cards[c].kind == C.STRINGER]
    if features and in_deck:
        given = features[rng.randbelow(len(features))]
        at = in_deck[rng.randbelow(len(in_deck))]
        hand[hand.index(given)], deck[at] = deck[at], given
