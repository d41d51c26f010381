"""Handoff screen decision between people at one keyboard."""

from __future__ import annotations

from paperboy.session import Seat, Session


def test_handoff_between_two_humans_in_a_hidden_information_game(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=1, autosave=False)
    assert s.hidden_information
    assert s.needs_handoff(0, 1) and s.needs_handoff(1, 0)
    assert not s.needs_handoff(0, 0)


def test_start_of_game_counts_as_a_handoff(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=1, autosave=False)
    assert s.needs_handoff(None, 0)


def test_no_handoff_when_turned_off(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=1, autosave=False)
    s.handoff_enabled = False
    assert not s.needs_handoff(0, 1) and not s.needs_handoff(None, 0)


def test_no_handoff_with_a_single_human() -> None:
    s = Session.new("sealed-bids", [Seat("Ann"), Seat("Robo", "bot")], seed=1, autosave=False)
    assert not s.needs_handoff(1, 0) and not s.needs_handoff(0, 1) and not s.needs_handoff(None, 0)


def test_state_hook_turns_hidden_information_off_by_option(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, {"open": True}, seed=1, autosave=False)
    assert s.game.hidden_information  # the game in general hides things...
    assert not s.hidden_information  # ...but not with open cards
    assert not s.needs_handoff(0, 1)


def test_a_screen_that_just_opened_hands_off_to_whoever_it_shows_first(humans: list[Seat]) -> None:
    # start, resume and a game picked again from the menu: nobody knows who is at the keyboard
    s = Session.new("sealed-bids", humans, seed=1, autosave=False)
    assert s.first_human() == 0 and s.needs_handoff(None, 1)
    bots_first = Session.new("sealed-bids", [Seat("Robo", "bot"), Seat("Ann")], seed=1, autosave=False)
    assert bots_first.first_human() == 1
    assert not bots_first.needs_handoff(None, 1)  # one person: nothing to hide from anyone
