"""Magazine's evaluation for the master's search (what money and drafts are worth before the
end) and its search focus (each simulation runs to the end of its round)."""

from __future__ import annotations

import pytest
from games.magazine.magazine_support import give, new, tiles

from paperboy.engine.rng import Rng
from paperboy.games.magazine import GAME
from paperboy.games.magazine.evaluate import DRAFT_WORTH, MONEY_SLOPE, provisional_scores, search_focus


def _with_money(round_no: int, extra: int) -> list[float]:
    state = new(4, seed=3)
    state.round = round_no
    state.money[0] += extra
    return provisional_scores(state)


def test_money_counts_more_while_rounds_are_left_to_spend_it() -> None:
    # 5K more in round 1 counts 1 PR for the end's 5K block plus MONEY_SLOPE a K for each of
    # the five rounds still to come; in round 6 only the block (1 PR per 5K)
    early = _with_money(1, 5)[0] - _with_money(1, 0)[0]
    last = _with_money(6, 5)[0] - _with_money(6, 0)[0]
    assert early == pytest.approx(1 + 5 * 5 * MONEY_SLOPE)
    assert last == pytest.approx(1.0)
    assert early > 4 * last


def test_a_draft_that_can_still_develop_counts_more_than_one_that_cannot() -> None:
    # in round 4 (summer) a winter draft will develop in round 6; a spring-only draft never will
    state = new(4, seed=3)
    state.round = 4
    base = provisional_scores(state)[0]
    winter = new(4, seed=3)
    winter.round = 4
    give(winter, 0, [tiles(season="winter", only_season=True, level=1)[0]], developed=False)
    spring = new(4, seed=3)
    spring.round = 4
    give(spring, 0, [tiles(season="spring", only_season=True, level=1)[0]], developed=False)
    assert provisional_scores(winter)[0] - provisional_scores(spring)[0] == pytest.approx(DRAFT_WORTH)
    assert provisional_scores(spring)[0] >= base  # the tile still counts in the end table


def test_a_simulation_moves_every_seat_until_the_round_ends_and_then_stops() -> None:
    state = GAME.new_game(["Ann", "Bob", "Cat", "Dan"], {}, 5)
    seat = state.to_act()[0]
    focus = search_focus(state, seat)
    assert focus.think and focus.movers is not None
    rng = Rng(1)
    start = state.round
    while state.round == start:
        assert list(focus.movers(state)) == state.to_act()  # everyone moves in this round
        mover = state.to_act()[0]
        state.apply(mover, rng.choice(state.legal_actions(mover)))
    assert list(focus.movers(state)) == [] and state.to_act()  # the next round: stop and judge
