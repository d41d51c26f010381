"""Determinization for search: a copy of a Fit to Print game with the unseen resampled.

What no seat can see in Fit to Print is the same for every seat (desks, papers, the tile
in a reporter's hand and the face-up pile lie open on the table):

- the face-down pile: which tiles it holds and in what order;
- in Solo (and one-player Scenario) set-up, the five tiles of each size put back in the
  box unseen;
- the stack of double-sided centerpieces not yet offered (which ones, which side up);
- the Breaking News decks still to be drawn from;
- every later shuffle (the state's own random generator).

:func:`determinize` keeps everything the seat sees and every count, and draws the rest
from the pool of what the seat has not seen. The pools are gathered in sorted order
before shuffling, so the result depends only on what the seat sees and on ``rng``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from paperboy.engine.rng import Rng

from .components import DAYS

if TYPE_CHECKING:
    from .state import FitToPrintState


def determinize(state: FitToPrintState, seat: int, rng: Rng) -> FitToPrintState:
    """A new state equal to ``state`` as ``seat`` sees it, with every unseen part resampled.

    ``state`` is left unchanged. ``seat`` does not change the answer beyond being a seat of
    the game: Fit to Print hides the same things from everyone.
    """
    new = state.clone()
    _resample_tiles(new, rng)
    _resample_centerpieces(new, rng)
    _resample_breaking_news(new, rng)
    new.rng = Rng(rng.next64())
    return new


_MASK = (1 << 64) - 1
_SPEND = 1 << 32  # the product of the bounds one 64-bit number serves


def _shuffle(items: list[Any], rng: Rng) -> None:
    """Fisher-Yates shuffle in place, several times faster than ``Rng.shuffle``.

    The search determinizes hundreds of times per move. Each SplitMix64 number of ``rng``
    (its steps run inline here) is a fraction that gives several indices in turn: times the
    bound, the integer part is the index and the fractional part goes on. At least 32 bits
    of it are left for every index, so the bias stays below 2**-25: no game can notice it.
    """
    x = rng.state
    i = len(items) - 1
    while i > 0:
        x = (x + 0x9E3779B97F4A7C15) & _MASK
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        spent = 1
        while i > 0 and spent * (i + 1) <= _SPEND:
            spent *= i + 1
            z *= i + 1
            j = z >> 64
            z &= _MASK
            items[i], items[j] = items[j], items[i]
            i -= 1
    rng.state = x


def _resample_tiles(state: FitToPrintState, rng: Rng) -> None:
    """Deal the unseen tiles (face-down pile and unseen set-aside tiles) afresh."""
    hidden_out = state.hidden_removed_count()
    pool = sorted(state.pile_down + state.removed[:hidden_out])
    _shuffle(pool, rng)
    if not hidden_out:
        state.pile_down = pool
        return
    # The set-aside tiles are a known number of each size (Solo set-up): refill each slot
    # with an unseen tile of that size; the rest, in shuffled order, is the face-down pile.
    tiles = state.cat.tiles
    by_size: dict[str, list[str]] = {}
    for tid in pool:
        by_size.setdefault(tiles[tid].size, []).append(tid)
    taken: set[str] = set()
    out: list[str] = []
    for tid in state.removed[:hidden_out]:
        pick = by_size[tiles[tid].size].pop()
        taken.add(pick)
        out.append(pick)
    state.removed[:hidden_out] = out
    state.pile_down = [t for t in pool if t not in taken]


def _cp_number(cp_id: str | None) -> int | None:
    """The number of a double-sided centerpiece id (``"7B"`` -> 7), else ``None``."""
    if cp_id and cp_id[-1] in "AB" and cp_id[:-1].isdigit():
        return int(cp_id[:-1])
    return None


def _resample_centerpieces(state: FitToPrintState, rng: Rng) -> None:
    """Fill the unoffered centerpiece stack with unseen numbers, each on a random side."""
    if not state.cp_stack:
        return
    seen = {_cp_number(c) for c in state.cp_offer + state.set_aside + [u["cp"] for u in state.units]}
    pool = [n for n in range(1, 13) if n not in seen]
    _shuffle(pool, rng)
    state.cp_stack = [f"{n}{'AB'[rng.randbelow(2)]}" for n in pool[:len(state.cp_stack)]]


def _resample_breaking_news(state: FitToPrintState, rng: Rng) -> None:
    """Shuffle each day's Breaking News deck; a drawn card stays out of its deck."""
    if not state.bn_decks:
        return
    decks: dict[str, list[int]] = {}
    for day, drawn in zip(DAYS, state.bn, strict=True):
        if day not in state.bn_decks:
            continue
        out = int(drawn.split()[1]) if drawn and drawn.startswith(day) else None
        deck = [n for n in range(1, 13) if n != out]
        _shuffle(deck, rng)
        decks[day] = deck[:len(state.bn_decks[day])]
    state.bn_decks = decks
