"""Seats: kinds, levels and their JSON form."""

from __future__ import annotations

import pytest

from paperboy.session import Seat


def test_seat_defaults_to_a_human() -> None:
    seat = Seat("Ann")
    assert seat.kind == "human" and seat.level is None
    assert not seat.is_bot and seat.is_human


def test_bot_seat_round_trips_through_json() -> None:
    seat = Seat("Robo", "bot", "expert")
    assert seat.is_bot
    assert Seat.from_dict(seat.to_dict()) == seat
    assert Seat.bot("Robo", "expert") == seat and Seat.human("Ann") == Seat("Ann")


@pytest.mark.parametrize("data", [{"kind": "human"}, {"name": "A", "kind": "alien"}, ["Ann"],
                                  {"name": "  "}, {"name": "A", "kind": "bot", "level": 3}])
def test_malformed_seat_data_is_refused_with_a_message(data: object) -> None:
    with pytest.raises((TypeError, ValueError), match="seat|level"):
        Seat.from_dict(data)
