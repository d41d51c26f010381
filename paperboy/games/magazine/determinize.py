"""Determinizing a Magazine state for one seat: resample what that seat cannot see.

The master bot searches over copies of the real state in which everything hidden from its
seat has been drawn again, so it can only profit from what ``view(seat)`` shows. In
Magazine three things are hidden:

- the tiles that will come out of the bag (its contents are public: every tile not on
  the board, in front of a player or being picked from a "draw 2 tiles" reward). Tiles
  are drawn from random places in the bag, so its order tells nothing: the copy keeps
  the bag in sorted order and its fresh random generator decides the future draws;
- the order of the Magazine deck (its contents are public too: the cards of this player
  count that nobody has seen; light backs stay on top of dark backs, as at setup);
- with the hidden-money option, the other players' money until the game ends.

Hidden money is sampled from what the view accounts for: the starting money, the money
of every reward in the summaries, this round's contracts and turn-order money, less the
price of every tile bought with money. Earlier rounds' contracts and turn-order money
are not in the view, so they are drawn at random (0 to 2 contracts a round, the money
space with chance 1 in the player count).

The result depends only on ``view(seat)`` and ``rng``: unseen items are gathered in
sorted order (and the deck's then shuffled), the state's own generator and seed are replaced by draws
from ``rng``, and sampled money uses only public numbers.
"""

from __future__ import annotations

from paperboy.engine import Rng

from .state import MagazineState

_BOUGHT = "bought "
_FOR = " for "


def determinize(state: MagazineState, seat: int, rng: Rng) -> MagazineState:
    """A copy of ``state`` with everything ``seat`` cannot see drawn again from ``rng``."""
    result = state.clone()
    result.bag = sorted(state.bag)
    cards = state.data.cards
    light = sorted(c for c in state.deck if cards[c].back == "light")
    dark = sorted(c for c in state.deck if cards[c].back != "light")
    rng.shuffle(light)
    rng.shuffle(dark)
    result.deck = light + dark
    if state.options.get("hidden_money") and state.phase != "over":
        for other in range(len(state.players)):
            if other != seat:
                result.money[other] = sample_money(state, other, rng)
    seed = rng.next64()
    result.rng = Rng(seed)
    result.seed = seed
    return result


def public_money(state: MagazineState, seat: int) -> int:
    """``seat``'s money as far as public facts account for it (see the module text).

    Missing are only earlier rounds' contracts and turn-order money, which only add.
    """
    board = state.data.board
    count = len(state.players)
    position = (seat - state.first_player) % count
    money = board.money + (board.four_player_extra[position] if count == 4 else 0)
    picked: set[str] = set()
    for note in state.summaries:
        if note["seat"] != seat:
            continue
        money += note["money"]
        text = note["text"]
        if note["reward"] == "immediate" and text.startswith(_BOUGHT) and _FOR in text:
            picked.add(text[len(_BOUGHT):text.rindex(_FOR)])
    tiles = state.data.tiles
    for tile_id in state.tiles[seat]:
        tile = tiles[tile_id]
        if tile.topic in picked:
            picked.discard(tile.topic)  # bought with PR from a "draw 2 tiles" reward
        else:
            money -= tile.cost
    money += state.contracts[seat] * board.contract_money
    if seat in state.track and board.turn_order[state.track.index(seat) + 1] == "money":
        money += board.turn_order_money
    return money


def sample_money(state: MagazineState, seat: int, rng: Rng) -> int:
    """A plausible amount of hidden money for ``seat``: the public account plus a random
    draw of the earlier rounds' contracts and turn-order money, never below zero."""
    board = state.data.board
    count = len(state.players)
    extra = 0
    for _ in range(state.round - 1):
        extra += rng.randbelow(board.action_tokens + 1) * board.contract_money
        if rng.randbelow(count) == 0:
            extra += board.turn_order_money
    return max(0, public_money(state, seat) + extra)
