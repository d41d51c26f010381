"""Extra! Extra! determinization: hidden hands, deck orders and stacks resampled from the view."""

from __future__ import annotations

from typing import Any

import pytest

from paperboy.engine import Rng, find_game
from paperboy.games.extra_extra.determinize import determinize
from paperboy.games.extra_extra.state import ExtraState

GAME = find_game("extra-extra")
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
CONFIGS = GAME.test_configs()
PHASES = (0, 25, 90)  # random moves played first: round 1 selling, placing, later rounds


def played(n: int, options: dict[str, Any], seed: int, moves: int) -> ExtraState:
    state = GAME.new_game(NAMES[:n], options, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert isinstance(state, ExtraState)
    return state


def positions() -> list[tuple[ExtraState, int]]:
    out = []
    for i, (n, options) in enumerate(CONFIGS):
        for moves in PHASES:
            state = played(n, options, 40 + i, moves)
            out.append((state, (i + moves) % n))
    return out


@pytest.fixture(scope="module")
def cases() -> list[tuple[ExtraState, int]]:
    return positions()


def test_determinize_returns_a_new_state_and_leaves_the_input_unchanged(cases):
    for state, seat in cases:
        before = state.digest()
        result = GAME.determinize(state, seat, Rng(5))
        assert result is not state and result.s is not state.s
        assert state.digest() == before


def test_determinize_keeps_the_seats_view(cases):
    for state, seat in cases:
        for rng_seed in (1, 2):
            assert determinize(state, seat, Rng(rng_seed)).view(seat) == state.view(seat)


def test_determinize_reseeds_the_rng_and_reshuffles_the_decks(cases):
    for state, seat in cases:
        result = determinize(state, seat, Rng(3))
        assert result.rng.to_int() != state.rng.to_int()
        # the decks hold the same count of the same kind of cards, in a new order
        for deck, cards in state.s["decks"].items():
            assert len(result.s["decks"][deck]) == len(cards)
            assert all(result.card(c).deck == deck for c in result.s["decks"][deck])
        if len(state.s["decks"]["copy"]) > 5:
            assert result.s["decks"]["copy"] != state.s["decks"]["copy"]


def test_determinize_keeps_every_card_once(cases):
    for state, seat in cases:
        result = determinize(state, seat, Rng(4))

        def all_cards(x: ExtraState) -> list[str]:
            s = x.s
            out = [c for deck in s["decks"].values() for c in deck]
            out += [c for pile in s["discards"].values() for c in pile]
            out += [c for city in s["newsdesk"].values() for c in city]
            out += [c for c in s["newswire"] if c] + list(s["brown"])
            out += [c for p in s["players"] for c in p["hand"]]
            return sorted(out)

        assert all_cards(result) == all_cards(state)


def test_determinize_depends_only_on_the_view(cases):
    for state, seat in cases:
        first = determinize(state, seat, Rng(1))
        second = determinize(state, seat, Rng(2))
        assert first.digest() != second.digest() or not _anything_hidden(state, seat)
        assert determinize(first, seat, Rng(9)).digest() == determinize(second, seat, Rng(9)).digest()


def _anything_hidden(state: ExtraState, seat: int) -> bool:
    return any(state.s["decks"].values()) or any(p["hand"] for i, p in enumerate(state.s["players"]) if i != seat)


def test_determinize_ignores_where_the_real_hidden_cards_are():
    """Swap a card between an opponent's hand and the deck: the view is the same, and so
    is every determinization of it."""
    state = played(3, {"scenario": 4}, 7, 40)
    seat, other = 0, 1
    swapped = state.clone()
    assert isinstance(swapped, ExtraState)
    hand = swapped.player(other)["hand"]
    card = next(c for c in hand if swapped.card(c).deck == "copy")
    deck = swapped.s["decks"]["copy"]
    hand[hand.index(card)], deck[0] = deck[0], card
    assert swapped.view(seat) == state.view(seat) and swapped.digest() != state.digest()
    assert determinize(swapped, seat, Rng(9)).digest() == determinize(state, seat, Rng(9)).digest()


def test_determinize_resamples_opponents_hands_but_not_your_own():
    state = played(4, {"scenario": 5}, 11, 30)
    seat = 2
    hands = {seed: determinize(state, seat, Rng(seed)).s["players"] for seed in range(6)}
    own = {tuple(players[seat]["hand"]) for players in hands.values()}
    assert own == {tuple(state.player(seat)["hand"])}
    opponent = {tuple(players[0]["hand"]) for players in hands.values()}
    assert len(opponent) > 1
    # an opponent's unspent Copy Editor is public and stays in that hand
    editor = state.data.copy_editors[state.player(0)["spec"]]
    assert editor in state.player(0)["hand"]
    assert all(editor in players[0]["hand"] for players in hands.values())


def test_determinize_resamples_the_story_stacks_below_their_top_tile():
    state = played(2, {"scenario": 3}, 3, 10)
    results = [determinize(state, 0, Rng(seed)).s["stacks"]["3"] for seed in range(4)]
    stack = state.s["stacks"]["3"]
    assert all(r[0] == stack[0] and sorted(r) == sorted(stack) for r in results)
    assert len({tuple(r) for r in results}) > 1


def test_determinized_games_play_on_legally_to_the_end(cases):
    for state, seat in cases[::2]:
        result = determinize(state, seat, Rng(8))
        rng = Rng(8)
        while not result.is_over():
            actor = result.to_act()[0]
            action = rng.choice(result.legal_actions(actor))
            result.play(actor, action)
        assert result.result().winners


def test_an_opponent_asked_to_play_a_stringer_keeps_one():
    """In the Stringers phase only seats holding a Stringer are asked: that is public."""
    found = 0
    for seed in range(30):
        state = GAME.new_game(NAMES[:4], {"scenario": 5}, seed)
        rng = Rng(seed)
        while not state.is_over() and not (state.s["phase"] == "stringers" and state.to_act()[0] != 0):
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over():
            continue
        asked = state.to_act()[0]
        for rng_seed in range(8):
            result = determinize(state, 0, Rng(rng_seed))
            assert any(result.card(c).kind == "stringer" for c in result.player(asked)["hand"])
            assert result.view(0) == state.view(0)
        found += 1
        if found == 3:
            break
    assert found == 3
