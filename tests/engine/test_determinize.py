"""``Game.determinize`` over every game's ``test_configs()``: the contract the master bot relies on.

A determinization is a copy of a state as one seat might believe it to be: what the seat
cannot see is resampled, what it sees is kept. These tests check, after a few seeded
random moves in every configuration, that it keeps ``view(seat)``, leaves its input
unchanged, plays on legally and depends only on the view and the generator; and that a
game's own determinizer really resamples something besides the state's generator (the
engine's default only re-seeds the generator, so games still on the default are marked
as expected failures, by name, until their determinizer lands).
"""

from __future__ import annotations

from typing import Any

import pytest

from paperboy.engine import GAMES, Game, Rng, find_game

#: Games still on the default determinize (only the generator is re-seeded). Strict: when
#: a game's own determinizer lands, its test passes and the mark must go.
ON_DEFAULT_DETERMINIZE: set[str] = set()

RANDOM_MOVES = 6
PLAY_ON = 25


def _names(count: int) -> list[str]:
    return ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"][:count]


def _positions(game: Game) -> list[tuple[Any, int]]:
    """(state, seat) pairs: every test config after a few seeded random moves, seen by the seat to act."""
    out = []
    for index, (count, options) in enumerate(game.test_configs()):
        state = game.new_game(_names(count), options, 11 + index)
        rng = Rng(index)
        for _ in range(RANDOM_MOVES):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over():
            out.append((state, state.to_act()[0]))
    return out


def _without_rng(state: Any) -> str:
    state.rng = Rng(0)
    return state.digest()


@pytest.mark.parametrize("game_id", GAMES)
def test_determinize_keeps_the_view_and_leaves_the_input_unchanged(game_id: str) -> None:
    game = find_game(game_id)
    for state, seat in _positions(game):
        before = state.digest()
        view = state.view(seat)
        copy = game.determinize(state, seat, Rng(1))
        assert copy is not state
        assert state.digest() == before
        assert copy.view(seat) == view
        assert copy.to_act() == state.to_act()
        assert copy.legal_actions(seat) == state.legal_actions(seat)


@pytest.mark.parametrize("game_id", GAMES)
def test_determinize_depends_only_on_the_view_and_the_generator(game_id: str) -> None:
    game = find_game(game_id)
    for state, seat in _positions(game):
        first = game.determinize(state, seat, Rng(1))
        second = game.determinize(state, seat, Rng(2))
        again_first = game.determinize(first, seat, Rng(9))
        again_second = game.determinize(second, seat, Rng(9))
        assert again_first.digest() == again_second.digest()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_determinized_state_plays_on_legally(game_id: str) -> None:
    game = find_game(game_id)
    for state, seat in _positions(game):
        copy = game.determinize(state, seat, Rng(5))
        rng = Rng(3)
        for _ in range(PLAY_ON):
            if copy.is_over():
                break
            mover = copy.to_act()[0]
            copy.play(mover, rng.choice(copy.legal_actions(mover)))  # checked: raises if illegal


@pytest.mark.parametrize("game_id", [
    pytest.param(g, marks=pytest.mark.xfail(strict=True, reason=f"{g}: its own determinizer has not landed"))
    if g in ON_DEFAULT_DETERMINIZE else g
    for g in GAMES
])
def test_determinize_resamples_more_than_the_generator(game_id: str) -> None:
    # Hidden hands, face-down pieces or the order of a draw pile differ between seeds
    # somewhere in the game's configurations (the default re-seeds the generator only).
    game = find_game(game_id)
    resampled = False
    for state, seat in _positions(game):
        digests = {_without_rng(game.determinize(state, seat, Rng(k))) for k in range(1, 4)}
        resampled = resampled or len(digests) > 1
    assert resampled


def test_the_default_determinize_reseeds_the_generator_only() -> None:
    game = find_game(GAMES[0])
    count, options = game.test_configs()[0]
    state = game.new_game(_names(count), options, 4)
    copy = Game.determinize(game, state, state.to_act()[0], Rng(7))
    assert copy.rng.to_int() != state.rng.to_int()
    assert _without_rng(copy) == _without_rng(state.clone())
