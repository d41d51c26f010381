"""The determinizer the master bot searches over: what a seat cannot see is resampled, the rest kept.

Each check runs over every ``test_configs()`` mode after a few seeded random moves, at
the start of a game, during a round and at a later day (between rounds where the mode
chooses centerpieces).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from paperboy.engine import Rng
from paperboy.games.fit_to_print import GAME
from paperboy.games.fit_to_print.actions import Print
from paperboy.games.fit_to_print.components import catalogue
from paperboy.games.fit_to_print.determinize import determinize
from paperboy.games.fit_to_print.state import FitToPrintState

CONFIGS = GAME.test_configs()


def _names(n: int) -> list[str]:
    return [f"P{i}" for i in range(n)]


def _advance(state: FitToPrintState, rng: Rng, steps: int, prints: bool = True) -> None:
    """Random legal moves (without Print when ``prints`` is false, if anything else is legal)."""
    for _ in range(steps):
        if state.is_over():
            return
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        others = [a for a in legal if not isinstance(a, Print)]
        state.apply(seat, rng.choice(legal if prints or not others else others))


def _next_day(state: FitToPrintState, rng: Rng) -> None:
    """Print at once wherever possible until the day changes (or the game ends)."""
    day = state.day
    while not state.is_over() and state.day == day:
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        prints = [a for a in legal if isinstance(a, Print)]
        state.apply(seat, prints[0] if prints else rng.choice(legal))


def _positions(n: int, options: dict[str, Any], seed: int = 3) -> list[FitToPrintState]:
    """The start, a few moves into the first round, the start of the second day (choosing
    centerpieces, where the mode does) and a few moves into that day's round."""
    start = GAME.new_game(_names(n), options, seed=seed)
    assert isinstance(start, FitToPrintState)
    mid = start.clone()
    _advance(mid, Rng(seed), 12, prints=False)
    later = start.clone()
    _next_day(later, Rng(seed + 1))
    later_mid = later.clone()
    _advance(later_mid, Rng(seed + 2), 6 * n, prints=False)
    return [start, mid, later, later_mid]


def _unseen(state: FitToPrintState) -> Counter[str]:
    return Counter(state.pile_down + state.removed[:state.hidden_removed_count()])


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=lambda v: str(v))
def test_determinize_keeps_the_view_and_leaves_the_input_alone(n: int, options: dict[str, Any]) -> None:
    for state in _positions(n, options):
        for seat in range(n):
            before = state.digest()
            result = determinize(state, seat, Rng(seat + 5))
            assert result is not state
            assert state.digest() == before
            assert result.view(seat) == state.view(seat)


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=lambda v: str(v))
def test_determinize_deals_the_unseen_tiles_from_the_unseen_pool(n: int, options: dict[str, Any]) -> None:
    sizes = {tid: tile.size for tid, tile in catalogue().tiles.items()}
    for state in _positions(n, options):
        result = determinize(state, 0, Rng(11))
        # The same unseen tiles, the same counts; the set-aside keeps its size of each slot.
        assert _unseen(result) == _unseen(state)
        assert len(result.pile_down) == len(state.pile_down)
        assert len(result.removed) == len(state.removed)
        k = state.hidden_removed_count()
        assert [sizes[t] for t in result.removed[:k]] == [sizes[t] for t in state.removed[:k]]
        assert result.removed[k:] == state.removed[k:]
        # Centerpieces not yet offered are unseen numbers; Breaking News decks keep their sizes.
        assert len(result.cp_stack) == len(state.cp_stack)
        seen = {c[:-1] for c in state.cp_offer + state.set_aside + [u["cp"] or "" for u in state.units]}
        assert not {c[:-1] for c in result.cp_stack} & seen
        assert len(set(result.cp_stack)) == len(result.cp_stack)
        assert {d: len(v) for d, v in result.bn_decks.items()} == {d: len(v) for d, v in state.bn_decks.items()}
        for day, card in zip(("Fri", "Sat", "Sun"), state.bn, strict=True):
            if card and day in result.bn_decks:
                assert int(card.split()[1]) not in result.bn_decks[day]
        assert result.rng.to_int() != state.rng.to_int()


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=lambda v: str(v))
def test_determinize_depends_only_on_the_view_and_the_rng(n: int, options: dict[str, Any]) -> None:
    for state in _positions(n, options):
        seat = n - 1
        d1 = determinize(state, seat, Rng(1))
        d2 = determinize(state, seat, Rng(2))
        assert d1.view(seat) == d2.view(seat)
        assert determinize(d1, seat, Rng(9)).digest() == determinize(d2, seat, Rng(9)).digest()


@pytest.mark.parametrize(("n", "options"), CONFIGS, ids=lambda v: str(v))
def test_determinized_game_plays_on_legally_to_the_end(n: int, options: dict[str, Any]) -> None:
    state = [p for p in _positions(n, options) if not p.is_over()][-1]
    result = determinize(state, 0, Rng(4))
    rng = Rng(8)
    for _ in range(3000):
        if result.is_over():
            break
        seat = rng.choice(result.to_act())
        legal = result.legal_actions(seat)
        prints = [a for a in legal if isinstance(a, Print)]
        # Mostly random moves; now and then a Print so that the test stays short.
        action = prints[0] if prints and rng.randbelow(6) == 0 else rng.choice(legal)
        result.play(seat, action)
    assert result.is_over()


def test_determinize_resamples_the_face_down_pile_but_not_the_desks() -> None:
    state = _positions(3, {"mode": "standard"})[1]
    desks = [list(u["desk"]) for u in state.units]
    pending = [u["pending"] for u in state.units]
    next_flips = set()
    for seed in range(6):
        result = determinize(state, 1, Rng(seed))
        next_flips.add(tuple(result.pile_down[:3]))
        assert [u["desk"] for u in result.units] == desks
        assert [u["pending"] for u in result.units] == pending
        assert result.pile_up == state.pile_up
    assert len(next_flips) == 6


def test_determinize_solo_set_aside_tiles_differ_across_seeds_but_keep_their_sizes() -> None:
    state = _positions(1, {"mode": "solo"})[1]
    k = state.hidden_removed_count()
    assert k == 25
    set_asides = {tuple(determinize(state, 0, Rng(seed)).removed[:k]) for seed in range(4)}
    assert len(set_asides) == 4


def test_determinize_centerpiece_stack_and_breaking_news_differ_across_seeds() -> None:
    state = _positions(4, {"mode": "standard", "characters": True, "breaking_news": True})[0]
    stacks = {tuple(determinize(state, 2, Rng(seed)).cp_stack) for seed in range(4)}
    sat_cards = {determinize(state, 2, Rng(seed)).bn_decks["Sat"][-1] for seed in range(12)}
    assert len(stacks) == 4
    assert len(sat_cards) > 1


def test_the_game_determinizes_through_its_contract_method() -> None:
    state = _positions(2, {"mode": "standard"})[1]
    through_game = GAME.determinize(state, 1, Rng(3))
    assert through_game.digest() == determinize(state, 1, Rng(3)).digest()
    assert through_game.view(1) == state.view(1)
