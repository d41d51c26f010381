"""Who acts: routing between people and bots, and bots playing until a human must act."""

from __future__ import annotations

import pytest
from toygame import MADE_BOTS, Add, Bid, Draw, End, SealedBidsState

from paperboy.engine import IllegalActionError, InvalidOptionError, NotYourTurnError
from paperboy.session import Seat, Session, bot_seed


def test_to_act_routes_between_humans_and_bots(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", [Seat("Ann"), Seat("Robo", "bot", "novice")], seed=3, autosave=False)
    assert s.to_act() == [0] and s.human_to_act() == [0] and s.bot_to_act() is None
    s.act(0, Draw())
    assert s.to_act() == [1] and s.human_to_act() == [] and s.bot_to_act() == 1


def test_act_returns_events_and_logs_the_action(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=3, autosave=False)
    events = s.act(0, Draw())
    assert [e.kind for e in events] == ["draw"] and events[0].reveal
    assert s.log == [(0, {"type": "draw"})]
    assert s.events == events


def test_illegal_action_raises_untouched_and_is_not_logged(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=3, autosave=False)
    before = s.state.to_dict()
    with pytest.raises(NotYourTurnError):
        s.act(1, Draw())
    with pytest.raises(IllegalActionError, match="Toy rule 3"):
        s.act(0, Add(1))  # the round starts with the draws
    assert s.log == [] and s.events == [] and s.state.to_dict() == before


def test_run_bots_stops_when_a_human_must_act() -> None:
    s = Session.new("sealed-bids", [Seat("Ann"), Seat("Robo", "bot")], seed=11, autosave=False)
    s.act(0, Draw())
    s.run_bots()
    # The bot drew, then it is Ann's first play turn: the bot must not move for her.
    assert s.to_act() == [0] and s.human_to_act() == [0]
    assert s.log[1][0] == 1
    s.act(0, Add(2))
    assert s.run_bots() == []  # still Ann's turn: nothing for a bot to do
    s.act(0, End())
    s.run_bots()
    assert s.is_over() or s.human_to_act() == [0]
    assert all(seat == 1 for seat, _ in s.log[4:])


def test_bots_move_first_in_a_simultaneous_phase() -> None:
    s = Session.new("sealed-bids", [Seat("Ann"), Seat("Robo", "bot")], {"turns": 1, "rounds": 1}, seed=5,
                    autosave=False)
    s.act(0, Draw())
    s.run_bots()
    s.act(0, Add(1))
    s.act(0, End())
    s.run_bots()  # bot plays its turn, then bids in the simultaneous bid phase
    state = s.state
    assert isinstance(state, SealedBidsState) and state.phase == "bid"
    assert s.to_act() == [0] and state.bids[1] is not None
    s.act(0, Bid(state.hands[0][0]))
    assert s.is_over() and s.to_act() == [] and s.bot_to_act() is None


def test_all_bot_game_runs_to_the_end_and_is_deterministic_by_seed() -> None:
    seats = [Seat("A", "bot", "novice"), Seat("B", "bot", "expert")]
    first = Session.new("sealed-bids", seats, {"turns": 3}, seed=42, autosave=False)
    first.run_bots()
    second = Session.new("sealed-bids", seats, {"turns": 3}, seed=42, autosave=False)
    second.run_bots()
    assert first.is_over() and first.log == second.log
    assert first.state.to_dict() == second.state.to_dict()


def test_run_bots_respects_its_limit() -> None:
    s = Session.new("sealed-bids", [Seat("A", "bot"), Seat("B", "bot")], seed=1, autosave=False)
    s.run_bots(limit=3)
    assert len(s.log) == 3 and not s.is_over()


def test_bots_are_created_lazily_once_with_seeds_from_the_session_seed() -> None:
    s = Session.new("sealed-bids", [Seat("A", "bot", "expert"), Seat("B", "bot")], seed=9,
                    autosave=False)
    assert MADE_BOTS == []
    s.step_bot()
    assert MADE_BOTS == [("expert", bot_seed(9, 0))]
    s.run_bots()
    # Seat 1 has no level: it gets the game's first level; each bot is made only once.
    assert MADE_BOTS == [("expert", bot_seed(9, 0)), ("novice", bot_seed(9, 1))]
    assert bot_seed(9, 0) != bot_seed(9, 1) != bot_seed(10, 1)


def test_step_bot_without_a_bot_to_move_does_nothing(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=2, autosave=False)
    assert s.step_bot() == [] and s.log == []


def test_unknown_bot_level_is_refused() -> None:
    with pytest.raises(InvalidOptionError, match="novice, expert"):
        Session.new("sealed-bids", [Seat("A"), Seat("B", "bot", "grandmaster")], autosave=False)


def test_seed_none_draws_a_random_seed(humans: list[Seat]) -> None:
    seeds = {Session.new("sealed-bids", humans, autosave=False).seed for _ in range(5)}
    assert len(seeds) > 1
    assert all(isinstance(seed, int) for seed in seeds)
