"""Chess clocks and round timers, driven by a fake time source."""

from __future__ import annotations

import pytest

from paperboy.session import ChessClock, RoundTimer, clock_from_dict


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def tick(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def t() -> FakeTime:
    return FakeTime()


def test_only_the_running_seats_clock_counts_down(t: FakeTime) -> None:
    clock = ChessClock([180, 180, 180], t)
    assert clock.running is None and not clock.ticking
    t.tick(50)  # nobody's clock runs yet
    clock.start(1)
    t.tick(20)
    assert clock.remaining(1) == 160 and clock.used(1) == 20
    assert clock.remaining(0) == 180 and clock.remaining(2) == 180
    clock.start(2)  # passing play on switches clocks
    t.tick(5)
    assert clock.running == 2 and clock.used(1) == 20 and clock.used(2) == 5


def test_stop_freezes_every_clock(t: FakeTime) -> None:
    clock = ChessClock({0: 60, 1: 90}, t)
    clock.start(0)
    t.tick(10)
    clock.stop()
    t.tick(100)
    assert clock.running is None and clock.remaining(0) == 50 and clock.remaining(1) == 90


def test_pause_during_handoff_loses_no_time(t: FakeTime) -> None:
    clock = ChessClock([120, 120], t)
    clock.start(0)
    t.tick(10)
    clock.pause()  # handoff screen up
    t.tick(300)
    assert clock.remaining(0) == 110 and clock.paused and not clock.ticking
    clock.start(1)  # the next player's clock is chosen while the screen is blank...
    t.tick(30)
    assert clock.remaining(1) == 120  # ...but only starts when the handoff is over
    clock.resume()
    t.tick(4)
    assert clock.remaining(1) == 116 and clock.remaining(0) == 110


def test_pause_and_resume_are_idempotent(t: FakeTime) -> None:
    clock = ChessClock([60], t)
    clock.start(0)
    clock.pause()
    clock.pause()
    t.tick(10)
    clock.resume()
    clock.resume()
    t.tick(5)
    assert clock.used(0) == 5


def test_a_clock_at_zero_has_expired_and_used_keeps_counting(t: FakeTime) -> None:
    clock = ChessClock([30, 30], t)
    clock.start(0)
    t.tick(29)
    assert not clock.expired(0)
    t.tick(2)
    assert clock.expired(0) and clock.remaining(0) == 0 and clock.used(0) == 31
    assert not clock.expired(1)


def test_add_time_adjusts_a_seat(t: FakeTime) -> None:
    clock = ChessClock([60, 60], t)
    clock.add_time(1, -15)  # e.g. a walk between tables costs time
    assert clock.remaining(1) == 45


def test_chess_clock_round_trips_and_comes_back_paused(t: FakeTime) -> None:
    clock = ChessClock([100, 200], t)
    clock.start(1)
    t.tick(40)
    data = clock.to_dict()
    back = ChessClock.from_dict(data, t)
    assert back.paused and back.running == 1
    assert back.remaining(0) == 100 and back.remaining(1) == 160
    t.tick(60)
    assert back.remaining(1) == 160
    back.resume()
    t.tick(60)
    assert back.remaining(1) == 100
    assert isinstance(clock_from_dict(data, t), ChessClock)


def test_unknown_seat_and_bad_data_are_refused(t: FakeTime) -> None:
    clock = ChessClock([60], t)
    with pytest.raises(ValueError, match="no clock"):
        clock.start(3)
    with pytest.raises(ValueError, match="negative"):
        ChessClock([-1], t)
    with pytest.raises(ValueError, match="bad chess clock"):
        ChessClock.from_dict({"type": "chess", "limits": {"0": 10}, "used": {"5": 1}}, t)
    with pytest.raises(ValueError, match="unknown clock type"):
        clock_from_dict({"type": "hourglass"}, t)


def test_round_timer_counts_down_pauses_and_resets(t: FakeTime) -> None:
    timer = RoundTimer(240, t)
    t.tick(10)
    assert timer.remaining() == 240  # not started
    timer.start()
    t.tick(60)
    timer.pause()
    t.tick(500)
    assert timer.remaining() == 180 and timer.used() == 60
    timer.resume()
    t.tick(180)
    assert timer.expired() and timer.remaining() == 0
    timer.reset(300)
    assert timer.remaining() == 300 and not timer.running


def test_round_timer_stop_keeps_time_used(t: FakeTime) -> None:
    timer = RoundTimer(100, t)
    timer.start()
    t.tick(30)
    timer.stop()
    t.tick(30)
    assert timer.used() == 30
    timer.start()
    t.tick(5)
    assert timer.used() == 35


def test_round_timer_round_trips_paused(t: FakeTime) -> None:
    timer = RoundTimer(180, t)
    timer.start()
    t.tick(45)
    back = clock_from_dict(timer.to_dict(), t)
    assert isinstance(back, RoundTimer) and back.paused and back.running
    t.tick(100)
    assert back.remaining() == 135
    back.resume()
    t.tick(35)
    assert back.remaining() == 100


def test_session_pauses_and_resumes_all_its_clocks(t: FakeTime) -> None:
    from paperboy.session import Seat, Session

    s = Session.new("sealed-bids", [Seat("Ann"), Seat("Bob")], seed=1, autosave=False, time_source=t)
    chess, timer = ChessClock([60, 60], t), RoundTimer(60, t)
    s.clocks = {"chess": chess, "round": timer}
    chess.start(0)
    timer.start()
    s.pause_clocks()
    t.tick(30)
    assert chess.remaining(0) == 60 and timer.remaining() == 60
    s.resume_clocks()
    t.tick(10)
    assert chess.remaining(0) == 50 and timer.remaining() == 50
