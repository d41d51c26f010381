"""The session owns time: chess clocks per round, time charged to moves, forced Print, paced bots.

Driven by a fake time source, without a screen: the session is told who is at the
keyboard (``sync_clocks``) and gets ticks (``tick``), as the game screen does.
"""

from __future__ import annotations

from typing import Any

from paperboy.session import Seat, Session
from paperboy.session.clocks import ChessClock


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def ftp(fake: FakeTime, mode: str, humans: tuple[str, ...], bots: int = 0, **options: Any) -> Session:
    seats = [Seat(n) for n in humans] + [Seat(f"Bot {i + 1}", "bot", "novice") for i in range(bots)]
    return Session.new("fit-to-print", seats, {"mode": mode, **options}, seed=4, autosave=False,
                       time_source=fake)


def spent(session: Session, seat: int) -> int:
    return sum(a.get("clock_ms", 0) for s, a in session.log if s == seat)


def test_a_person_whose_clock_runs_out_is_forced_to_print() -> None:
    fake = FakeTime()
    session = ftp(fake, "standard", ("Ann", "Bob"), timer="frantic")
    session.act(0, session.game.parse_action("layout"))
    session.sync_clocks(0)  # Ann's view is at the keyboard: her clock runs
    fake.now += 179
    assert session.tick(0) == []
    fake.now += 2
    events = session.tick(0)
    assert events[0].kind == "timeout" and "Ann's clock ran out" in events[0].text
    assert session.state.units[0]["status"] == "printed"
    assert session.log[-1] == (0, {"type": "print", "clock_ms": 180_000})
    assert spent(session, 0) == 180_000 and spent(session, 1) == 0


def test_only_the_clock_of_the_person_at_the_keyboard_runs() -> None:
    fake = FakeTime()
    session = ftp(fake, "standard", ("Ann", "Bob"))
    session.sync_clocks(None)  # nobody's view shown (e.g. the handoff screen)
    fake.now += 50
    assert session.clock_left() == {0: 240_000, 1: 240_000} and session.clock_running() is None
    session.sync_clocks(1)  # Bob's view, but it is Ann's turn to report: nothing runs
    fake.now += 50
    session.sync_clocks(0)
    fake.now += 7
    assert session.clock_running() == 0 and session.clock_left() == {0: 233_000, 1: 240_000}
    session.act(0, session.game.parse_action("flip"))
    assert session.log[-1][1]["clock_ms"] == 7000  # the move carries the time it took
    assert session.spent_ms(0) == 0


def test_time_the_game_charges_itself_is_booked_on_the_clock() -> None:
    fake = FakeTime()
    session = ftp(fake, "newsroom", ("Ann", "Bob", "Cat", "Dan"))
    for seat, text in ((0, "flip"), (0, "keep"), (2, "flip"), (2, "keep"), (0, "deliver")):
        session.act(seat, session.game.parse_action(text))
    walk_ms = 2 * 1000 * session.options["walk_seconds"]
    session.sync_clocks(1)
    clock = session.clocks["ftp-day0"]
    assert isinstance(clock, ChessClock) and clock.used(0) * 1000 == walk_ms
    assert session.spent_ms(1) == 0  # the walk is not charged a second time


def test_a_family_player_holding_a_tile_when_time_runs_out_returns_it_and_prints() -> None:
    fake = FakeTime()
    session = ftp(fake, "family", ("Ann", "Bob"), timer="frantic")
    session.act(0, session.game.parse_action("flip"))
    assert session.state.units[0]["pending"]
    session.sync_clocks(0)
    fake.now += 200
    events = session.tick(0)
    assert events[0].kind == "timeout"
    assert session.state.units[0]["status"] == "printed" and not session.state.units[0]["pending"]


def test_real_time_bots_keep_pace_with_the_persons_clock() -> None:
    fake = FakeTime()
    session = ftp(fake, "real-time", ("Ann",), bots=2)
    session.sync_clocks(0)
    for _ in range(200):
        fake.now += 0.25
        session.tick(0)
        person_ms = session.clocks["ftp-day0"].used(0) * 1000
        for unit in (1, 2):
            used = session.state.units[unit]["used_ms"]
            if session.state.units[unit]["status"] != "printed":
                # A bot moves only when its own time is not ahead of the person's.
                assert used <= person_ms + 6_000  # one move of a novice takes at most 5.25 s
    assert all(s in (1, 2) for s, _ in session.log)
    assert len(session.log) > 4
    # Nobody at the keyboard: the bots wait.
    moves = len(session.log)
    fake.now += 30
    assert session.tick(None) == [] and len(session.log) == moves


def test_each_round_has_its_own_clock_and_the_last_one_is_dropped() -> None:
    fake = FakeTime()
    session = ftp(fake, "standard", ("Ann", "Bob"), timer="frantic")
    session.sync_clocks(0)
    assert list(session.clocks) == ["ftp-day0"]
    for seat in (0, 1):
        session.act(seat, session.game.parse_action("print"))
    while session.state.phase == "choose":
        seat = session.to_act()[0]
        session.act(seat, session.state.legal_actions(seat)[0])
    session.sync_clocks(session.to_act()[0])
    assert list(session.clocks) == ["ftp-day1"]


def test_games_without_clocks_ignore_ticks() -> None:
    fake = FakeTime()
    session = Session.new("magazine", [Seat("Ann"), Seat("Bob")], seed=2, autosave=False, time_source=fake)
    session.sync_clocks(0)
    fake.now += 1000
    assert session.tick(0) == [] and session.clock_left() == {} and session.clocks == {}


def test_a_due_searching_bot_is_named_for_the_screen_to_run_off_its_thread() -> None:
    fake = FakeTime()
    seats = [Seat("Ann"), Seat("Bot 1", "bot", "master")]
    session = Session.new("fit-to-print", seats, {"mode": "real-time"}, seed=4, autosave=False,
                          time_source=fake)
    session.set_think_ms(20)
    session.sync_clocks(0)
    fake.now += 1.0
    events = session.tick(0, search_elsewhere=True)
    # The master is due but does not think inside tick: the caller gets its seat.
    assert [(e.kind, e.data) for e in events] == [("bot_due", {"seat": 1})]
    assert session.log == []
    # Without the flag (simulate, tests) the session plays the bot's move itself.
    events = session.tick(0)
    assert [s for s, _ in session.log] == [1]
