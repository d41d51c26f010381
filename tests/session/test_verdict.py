"""``Session.verdict``: the engine's reason for refusing a move, read without playing it."""

from __future__ import annotations

from paperboy.games.extra_extra.actions import Place, Sell
from paperboy.session import Seat, Session


def two_players() -> Session:
    return Session.new(
        "extra-extra", [Seat("Ann"), Seat("Bob")], {"scenario": 1}, seed=3, autosave=False
    )


def test_verdict_of_a_legal_move_is_none_and_records_nothing() -> None:
    session = two_players()
    seat = session.to_act()[0]
    before = session.state.to_dict()
    assert session.verdict(seat, Sell(())) is None
    assert session.log == []
    assert session.state.to_dict() == before


def test_verdict_names_the_rule_that_refuses_the_move() -> None:
    session = two_players()
    seat = session.to_act()[0]
    before = session.state.to_dict()
    reason = session.verdict(seat, Place("LON", 0))
    assert reason == "Reporters are placed only in phase 6 (Sequence of Play)"
    assert session.log == [] and session.state.to_dict() == before


def test_verdict_for_a_seat_not_to_act_says_whose_turn() -> None:
    session = two_players()
    assert session.to_act() == [0]  # first-round sales go one player at a time
    assert session.verdict(1, Sell(())) == "It is not Bob's turn to act"
