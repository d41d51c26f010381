"""Pulitzer's judge for the master bot's search: points count only for a player who can
qualify (``Game.win_chances``, ``games/pulitzer/evaluate.py``)."""

from __future__ import annotations

import pytest
from games.pulitzer.pz_helpers import new

from paperboy.games.pulitzer import GAME
from paperboy.games.pulitzer.evaluate import QUALIFY, QUALIFY_CHANCE, win_chances
from paperboy.games.pulitzer.state import PulitzerState


def _pin(st: PulitzerState, seat: int, highlighted: int) -> None:
    """Give ``seat`` exactly ``highlighted`` pins on highlighted evidence."""
    spaces = st.highlighted(seat)[:highlighted]
    st.player(seat)["pins"] = [{"space": sp, "round": 1, "statement": False} for sp in spaces]
    assert st.highlighted_pins(seat) == highlighted


def test_a_big_lead_without_five_highlighted_pins_is_worth_less_than_qualifying_in_the_last_round() -> None:
    st = new(2, seed=3)
    st.s["round"] = st.tables["rounds"]
    _pin(st, 0, QUALIFY - 1)
    _pin(st, 1, QUALIFY)
    st.player(0)["points"] = 80  # far ahead on points ...
    st.player(1)["points"] = 0
    totals = GAME.provisional_scores(st)
    assert totals[0] > totals[1]  # ... and still ahead after the missing-pin penalty
    chances = GAME.win_chances(st)
    assert chances is not None
    assert chances[0] <= QUALIFY_CHANCE[0][QUALIFY - 1] < 0.5 < chances[1]


def test_between_two_qualified_players_the_points_decide() -> None:
    st = new(2, seed=3)
    st.s["round"] = st.tables["rounds"]
    for seat in (0, 1):
        _pin(st, seat, QUALIFY)
    st.player(0)["points"] = 30
    st.player(1)["points"] = 10
    chances = win_chances(st)
    assert chances is not None
    assert chances[0] > 0.9 > 0.1 > chances[1]
    assert sum(chances) == pytest.approx(1.0)


def test_an_eliminated_player_has_no_chance() -> None:
    st = new(2, seed=4)
    _pin(st, 0, QUALIFY)
    st.player(0)["eliminated"] = True
    chances = win_chances(st)
    assert chances is not None and chances[0] == 0.0


def test_the_chance_of_qualifying_grows_with_pins_and_shrinks_as_rounds_run_out() -> None:
    for row in QUALIFY_CHANCE:
        assert list(row) == sorted(row)
        assert row[QUALIFY] >= 0.98
    for pins in range(QUALIFY):
        column = [row[pins] for row in QUALIFY_CHANCE]  # rounds left 0, 1, ... 7
        assert column == sorted(column)


def test_chronicle_mode_scores_everyone_so_the_points_judge_alone() -> None:
    st = new(3, seed=5, mode="chronicle")
    assert win_chances(st) is None
