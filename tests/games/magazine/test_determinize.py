"""Magazine's determinizer: what the master bot searches over (issue #14).

A determinized copy keeps everything the seat sees and draws again what it cannot see:
the bag's order, the Magazine deck's order (light backs still on top), hidden money and
the state's own random draws.
"""

from __future__ import annotations

import pytest

from paperboy.engine import Rng
from paperboy.games.magazine import GAME
from paperboy.games.magazine.determinize import determinize, public_money
from paperboy.games.magazine.state import MagazineState

NAMES = ["Kevin", "Marc", "Elsa", "Lena"]
CONFIGS = GAME.test_configs()
#: how many random moves into the game each sample is taken (round 1, later rounds, the end)
DEPTHS = (0, 7, 40, 120)


def _played(count: int, options: dict, seed: int, moves: int) -> MagazineState:
    state = GAME.new_game(NAMES[:count], options, seed)
    assert isinstance(state, MagazineState)
    rng = Rng(seed * 31 + moves)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def _samples() -> list[tuple[MagazineState, int]]:
    out = []
    for index, (count, options) in enumerate(CONFIGS):
        for depth in DEPTHS:
            state = _played(count, options, index + 1, depth)
            out.append((state, (index + depth) % count))
    return out


#: (config, seed, moves) reaching a "draw 2 tiles" choice (3 players) and the Hot Topic naming (2)
PHASES = ((3, {"hidden_money": True}, 1, 38), (2, {}, 2, 59))
SAMPLES = _samples() + [(_played(*p), 0) for p in PHASES]


def test_samples_cover_every_phase() -> None:
    phases = {s.phase for s, _ in SAMPLES} | {s.pending["kind"] for s, _ in SAMPLES if s.pending}
    assert {"order", "turns", "discard", "hot", "over", "draw_two"} <= phases


@pytest.mark.parametrize(("state", "seat"), SAMPLES)
def test_determinize_returns_a_new_state_and_leaves_the_input_unchanged(state: MagazineState, seat: int) -> None:
    before = state.digest()
    result = determinize(state, seat, Rng(5))
    assert result is not state and state.digest() == before
    assert isinstance(result, MagazineState) and result.players == state.players


@pytest.mark.parametrize(("state", "seat"), SAMPLES)
def test_determinized_state_shows_the_seat_the_same_view(state: MagazineState, seat: int) -> None:
    for seed in (1, 2):
        assert determinize(state, seat, Rng(seed)).view(seat) == state.view(seat)


@pytest.mark.parametrize(("state", "seat"), SAMPLES)
def test_determinized_state_keeps_counts_and_public_facts(state: MagazineState, seat: int) -> None:
    result = determinize(state, seat, Rng(3))
    assert sorted(result.bag) == sorted(state.bag)
    assert sorted(result.deck) == sorted(state.deck)
    backs = [state.data.cards[c].back for c in result.deck]
    assert backs == sorted(backs, key=lambda b: b != "light"), "light backs stay on top of dark backs"
    hidden = bool(state.options.get("hidden_money")) and not state.is_over()
    for other in range(len(state.players)):
        if other == seat or not hidden:
            assert result.money[other] == state.money[other]
        else:
            assert result.money[other] >= 0
    for other in range(len(state.players)):
        assert result.view(other)["players"][other]["tiles"] == state.view(other)["players"][other]["tiles"]


@pytest.mark.parametrize(("state", "seat"), SAMPLES)
def test_determinize_depends_only_on_the_view_and_the_rng(state: MagazineState, seat: int) -> None:
    first = determinize(state, seat, Rng(1))
    second = determinize(state, seat, Rng(2))
    assert first.view(seat) == second.view(seat)
    assert determinize(first, seat, Rng(9)).digest() == determinize(second, seat, Rng(9)).digest()


@pytest.mark.parametrize(("state", "seat"), SAMPLES)
def test_states_that_differ_only_in_what_the_seat_cannot_see_determinize_alike(
        state: MagazineState, seat: int) -> None:
    other = state.clone()
    other.bag.reverse()
    shuffler = Rng(77)
    light = [c for c in other.deck if state.data.cards[c].back == "light"]
    dark = [c for c in other.deck if state.data.cards[c].back != "light"]
    shuffler.shuffle(light)
    shuffler.shuffle(dark)
    other.deck = light + dark
    other.rng = Rng(12345)
    other.seed = state.seed + 1
    if state.options.get("hidden_money") and not state.is_over():
        for hidden in range(len(state.players)):
            if hidden != seat:
                other.money[hidden] += 7
    assert other.view(seat) == state.view(seat)
    assert determinize(other, seat, Rng(9)).digest() == determinize(state, seat, Rng(9)).digest()


@pytest.mark.parametrize(("state", "seat"), SAMPLES[::3])
def test_determinized_state_plays_on_legally_to_the_end(state: MagazineState, seat: int) -> None:
    result = determinize(state, seat, Rng(4))
    rng = Rng(8)
    steps = 0
    while not result.is_over():
        acting = result.to_act()[0]
        legal = result.legal_actions(acting)
        action = rng.choice(legal)
        result.play(acting, action)
        steps += 1
        assert steps < 3000
    assert result.result().winners


def test_determinize_resamples_the_deck_draws_rng_and_other_players_hidden_money() -> None:
    state = _played(3, {"hidden_money": True}, 7, 60)
    assert state.round >= 2 and not state.is_over() and len(state.deck) > 1
    seat = state.to_act()[0]
    others = [s for s in range(3) if s != seat]
    results = [determinize(state, seat, Rng(seed)) for seed in range(8)]
    assert len({tuple(r.deck) for r in results}) > 1
    assert len({r.rng.state for r in results}) == len(results)
    assert len({tuple(r.money[s] for s in others) for r in results}) > 1
    assert all(r.money[seat] == state.money[seat] for r in results)
    assert all(r.tiles == state.tiles and r.cards == state.cards and r.pr == state.pr for r in results)
    assert all(sorted(r.bag) == sorted(state.bag) for r in results)
    refills = set()  # the tiles the next round draws from the bag differ
    for r in results:
        while r.round == state.round:
            acting = r.to_act()[0]
            r.apply(acting, r.legal_actions(acting)[-1])
        refills.add(tuple(r.board_tiles))
    assert len(refills) > 1


def test_open_money_is_kept_for_every_seat() -> None:
    state = _played(3, {}, 7, 60)
    for seed in range(4):
        assert determinize(state, 0, Rng(seed)).money == state.money


@pytest.mark.parametrize(("count", "options"), CONFIGS)
def test_public_money_accounts_for_everything_in_round_1_and_never_overestimates(
        count: int, options: dict) -> None:
    state = GAME.new_game(NAMES[:count], options, 11)
    assert isinstance(state, MagazineState)
    rng = Rng(12)
    while not state.is_over():
        for seat in range(count):
            if state.round == 1:
                assert public_money(state, seat) == state.money[seat]
            else:
                assert public_money(state, seat) <= state.money[seat]
        acting = state.to_act()[0]
        state.apply(acting, rng.choice(state.legal_actions(acting)))


def test_game_determinize_calls_the_magazine_determinizer() -> None:
    state = _played(4, {"hidden_money": True}, 3, 30)
    assert GAME.determinize(state, 1, Rng(6)).digest() == determinize(state, 1, Rng(6)).digest()



@pytest.mark.parametrize(("state", "seat"), SAMPLES[::2])
def test_clone_is_an_exact_independent_copy(state: MagazineState, seat: int) -> None:
    copy = state.clone()
    assert copy.to_dict() == state.to_dict()
    before = state.digest()
    rng = Rng(seat)
    while not copy.is_over():
        acting = copy.to_act()[0]
        copy.apply(acting, rng.choice(copy.legal_actions(acting)))
    assert state.digest() == before
