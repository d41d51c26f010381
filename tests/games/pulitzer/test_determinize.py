"""The Pulitzer determinizer (master bot contract, issue #14): hidden things are drawn
again for one seat, and nothing that seat sees changes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from paperboy.engine import Rng
from paperboy.games.pulitzer import GAME
from paperboy.games.pulitzer.determinize import determinize
from paperboy.games.pulitzer.state import PulitzerState

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]
STEPS = (0, 9, 40, 120)


def _random_moves(state: PulitzerState, steps: int, seed: int) -> PulitzerState:
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def _positions() -> Iterator[tuple[str, PulitzerState]]:
    for n, options in GAME.test_configs():
        for steps in STEPS:
            state = GAME.new_game(NAMES[:n], options, seed=n * 31 + steps)
            assert isinstance(state, PulitzerState)
            yield f"{n}p-{options}-{steps}", _random_moves(state, steps, seed=steps + n)


POSITIONS = list(_positions())


def _seats(state: PulitzerState) -> list[int]:
    acting = state.to_act()
    return sorted({0, len(state.players) - 1, *acting})


@pytest.mark.parametrize("label,state", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_determinize_copies_and_keeps_the_seats_view(label: str, state: PulitzerState) -> None:
    before = state.digest()
    for seat in _seats(state):
        result = determinize(state, seat, Rng(5))
        assert result is not state
        assert result.s is not state.s
        assert state.digest() == before
        assert result.view(seat) == state.view(seat)
        assert result.to_act() == state.to_act()


@pytest.mark.parametrize("label,state", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_determinize_depends_only_on_the_view_and_the_rng(label: str, state: PulitzerState) -> None:
    for seat in _seats(state):
        first = determinize(state, seat, Rng(1))
        second = determinize(state, seat, Rng(2))
        assert first.view(seat) == second.view(seat)
        assert determinize(first, seat, Rng(9)).digest() == determinize(second, seat, Rng(9)).digest()


@pytest.mark.parametrize("label,state", POSITIONS[1::3], ids=[p[0] for p in POSITIONS[1::3]])
def test_determinized_state_plays_on_legally_to_the_end(label: str, state: PulitzerState) -> None:
    result = determinize(state, state.to_act()[0] if state.to_act() else 0, Rng(3))
    rng = Rng(4)
    for _ in range(3000):
        if result.is_over():
            break
        seat = result.to_act()[0]
        result.play(seat, rng.choice(result.legal_actions(seat)))
    assert result.is_over()
    # the rebuilt state is whole: it reads back through the checked loader
    assert GAME.from_dict(result.to_dict()).digest() == result.digest()


def _placement_with_hidden_rival() -> PulitzerState:
    """Three players; Ann and Bob have each placed two Journalists face down."""
    state = GAME.new_game(NAMES[:3], {}, seed=11)
    assert isinstance(state, PulitzerState)
    placed = {0: 0, 1: 0}
    rng = Rng(2)
    while min(placed.values()) < 2:
        seat = state.to_act()[0]
        places = [a for a in state.legal_actions(seat) if type(a).__name__ == "Place"
                  and not getattr(a, "faceup", False)]
        state.apply(seat, rng.choice(places))
        if seat in placed:
            placed[seat] += 1
    assert state.s["phase"] == "placement"
    return state


def _journalists_of(state: PulitzerState, seat: int) -> dict[str, str]:
    return {f"{space}:{o['uid']}": o["j"] for space, pieces in state.s["spaces"].items()
            for o in pieces if o["o"] == seat}


def test_rivals_face_down_journalists_are_resampled_but_own_are_kept() -> None:
    state = _placement_with_hidden_rival()
    rival_deals = set()
    for seed in range(12):
        result = determinize(state, 0, Rng(seed))
        assert _journalists_of(result, 0) == _journalists_of(state, 0)
        assert sorted(result.player(0)["hand"]) == sorted(state.player(0)["hand"])
        rival = _journalists_of(result, 1)
        assert rival.keys() == _journalists_of(state, 1).keys()
        # the rival's placed and unplaced Journalists are still its own five
        assert sorted([*rival.values(), *result.player(1)["hand"]]) == sorted(
            [*_journalists_of(state, 1).values(), *state.player(1)["hand"]])
        rival_deals.add(tuple(sorted(rival.items())))
    assert len(rival_deals) > 1


def test_decks_and_future_dice_are_resampled() -> None:
    state = _placement_with_hidden_rival()
    decks = {tuple(determinize(state, 0, Rng(seed)).s["ev_deck"]) for seed in range(4)}
    assert len(decks) > 1
    rngs = {determinize(state, 0, Rng(seed)).rng.to_int() for seed in range(4)}
    assert len(rngs) == 4
    kept = determinize(state, 0, Rng(0))
    assert len(kept.s["ev_deck"]) == len(state.s["ev_deck"])
    assert sorted(kept.s["ev_deck"] + kept.s["ev_discard"]) == sorted(state.s["ev_deck"] + state.s["ev_discard"])
    assert kept.s["news_deck"][-1] == state.s["news_deck"][-1]  # its money side is on show


def test_pentagon_red_agents_are_resampled_blue_agents_are_not() -> None:
    state = GAME.new_game(NAMES[:2], {}, seed=3)
    assert isinstance(state, PulitzerState)

    def agents(st: PulitzerState, colour: str) -> list[tuple[str, int]]:
        return sorted((space, o["v"]) for space, pieces in st.s["spaces"].items()
                      for o in pieces if o["o"] == colour)

    red = {tuple(agents(determinize(state, 0, Rng(seed)), "red")) for seed in range(12)}
    assert len(red) > 1
    assert {sorted(v for _, v in deal) == sorted(v for _, v in agents(state, "red")) for deal in red} == {True}
    for seed in range(4):
        assert agents(determinize(state, 0, Rng(seed)), "blue") == agents(state, "blue")


def test_solo_times_deck_keeps_each_position_colour() -> None:
    state = GAME.new_game(NAMES[:1], {}, seed=4)
    assert isinstance(state, PulitzerState)
    colours = [state.components.times[c]["color"] for c in state.s["times"]["deck"]]
    decks = set()
    for seed in range(6):
        deck = determinize(state, 0, Rng(seed)).s["times"]["deck"]
        assert [state.components.times[c]["color"] for c in deck] == colours
        assert len(set(deck)) == len(deck)
        decks.add(tuple(deck))
    assert len(decks) > 1


def test_game_determinize_calls_the_pulitzer_determinizer() -> None:
    state = _placement_with_hidden_rival()
    assert GAME.determinize(state, 0, Rng(7)).digest() == determinize(state, 0, Rng(7)).digest()
