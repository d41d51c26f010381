"""Setup: a new game of Fit to Print laid out for its mode.

Standard and Family games deal the starting centerpieces, shuffle the double-sided ones
into a stack and the 120 tiles face down; Solo (and one-player Scenarios) first puts five
tiles of each size back in the box unseen; a Scenario gives its character, centerpieces
and Breaking News; a Puzzle gives its tiles; Turn-based has its own set-up
(:func:`.turn_based.setup`). The advanced set-up adds characters and Breaking News decks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import turn_based
from .components import DAYS
from .shuffle import shuffle

if TYPE_CHECKING:
    from .state import FitToPrintState


def setup(state: FitToPrintState) -> None:
    """Units, the shuffled tiles, centerpieces, characters and Breaking News for the mode; then the first round."""
    cat = state.cat
    n_units = len(state.players) // 2 if state.mode == "newsroom" else len(state.players)
    for _unit in range(n_units):
        state.units.append({
            "desk": [], "carry": [], "placed": {}, "cp": None, "cp_at": None, "status": "reporting",
            "used_ms": 0, "print_seq": None, "pending": None, "takes_left": 0, "reporter_done": False,
            "character": None, "tokens": [], "scores": [], "facedown_ever": False, "desk_counts": [],
        })
    ids = sorted(cat.tiles)
    shuffle(state.rng, ids)
    if state.mode == "puzzle":
        setup_puzzle(state)
        return
    if state.mode == "turn-based":
        state.pile_down = ids
        turn_based.setup(state)
        return
    if state.mode == "solo" or (state.mode == "scenario" and len(state.units) == 1):
        # Solo setup: five random tiles of each size leave the game.
        for size in cat.sizes:
            of_size = [t for t in ids if cat.tiles[t].size == size][:5]
            state.removed.extend(of_size)
        ids = [t for t in ids if t not in set(state.removed)]
    state.pile_down = ids
    if state.mode == "scenario":
        sc = cat.scenarios[int(state.options.get("scenario", 1))]
        for u in state.units:
            u["character"] = sc.character
            u["cp"] = sc.centerpieces[0]
        state.bn = [f"{d} {n}" for d, n in zip(DAYS, sc.breaking_news, strict=True)]
    else:
        starting = sorted(cat.starting)
        shuffle(state.rng, starting)
        for i, u in enumerate(state.units):
            u["cp"] = starting[i] + ("p" if state.mode == "family" else "")
        doubles = [f"{i}{state.rng.choice('AB')}" for i in range(1, 13)]
        shuffle(state.rng, doubles)
        state.cp_stack = doubles
        if state.options.get("characters") and state.mode != "family":
            names = sorted(cat.characters)
            shuffle(state.rng, names)
            for i, u in enumerate(state.units):
                u["character"] = names[i % len(names)]
        if state.options.get("breaking_news"):
            for d in DAYS:
                deck = list(range(1, 13))
                shuffle(state.rng, deck)
                state.bn_decks[d] = deck
            state.bn[0] = f"Fri {state.bn_decks['Fri'].pop()}"
    state.start_round()


def setup_puzzle(state: FitToPrintState) -> None:
    """A puzzle: its day, its centerpiece and its tiles on the desk, straight into layout."""
    cat = state.cat
    pz = cat.puzzles[int(state.options.get("puzzle", 1))]
    state.day = DAYS.index(pz.day)
    u = state.units[0]
    u["cp"] = pz.centerpiece
    u["desk"] = list(pz.tiles)
    u["status"] = "layout"
    state.place_default_cp(0)
