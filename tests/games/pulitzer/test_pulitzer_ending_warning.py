"""Warn before a move that ends the game at once (issue #14): The Pentagon Papers end
early at the Capitol, at the Hat or when a player can no longer qualify."""

from __future__ import annotations

from paperboy.engine import Rng, find_game
from paperboy.games.pulitzer import GAME
from paperboy.games.pulitzer.determinize import determinize
from paperboy.games.pulitzer.state import PulitzerState


def _solo_before_the_pass(opinion: int) -> PulitzerState:
    """Solo, seed 5: two Journalists placed, Public Opinion set to ``opinion``; passing now
    ends the round, and this round's rows all go to the Government."""
    state = GAME.new_game(["Solo"], {}, 5)
    assert isinstance(state, PulitzerState)
    for text in ("place 5 B1", "place 4 N2"):
        state.play(0, GAME.parse_action(text))
    state.s["opinion"] = opinion
    return state


def test_a_pass_that_brings_public_opinion_to_the_capitol_is_warned_and_nothing_changes() -> None:
    state = _solo_before_the_pass(1)
    before = state.digest()
    warning = state.ending_warning(0, GAME.parse_action("pass"))
    assert warning is not None
    assert warning.startswith("This ends the game now: Public Opinion reaches the Capitol")
    assert warning.endswith("(The Pentagon Papers: end of the game)")
    assert state.digest() == before
    state.play(0, GAME.parse_action("pass"))
    assert state.is_over() and state.s["ended"] == "capitol"


def test_an_end_that_hangs_on_hidden_pieces_is_a_may_end_warning() -> None:
    warning = _solo_before_the_pass(3).ending_warning(0, GAME.parse_action("pass"))
    assert warning is not None and warning.startswith("This may end the game now, depending on what you cannot see")


def test_no_warning_while_placement_goes_on_far_from_the_capitol_or_at_a_full_table() -> None:
    state = GAME.new_game(["Solo"], {}, 5)
    assert state.ending_warning(0, GAME.parse_action("place 5 B1")) is None
    assert _solo_before_the_pass(5).ending_warning(0, GAME.parse_action("pass")) is None
    table = GAME.new_game(["Ann", "Bob", "Cy"], {}, 5)
    seat = table.to_act()[0]
    assert table.ending_warning(seat, table.legal_actions(seat)[0]) is None
    other = find_game("magazine").new_game(["Ann", "Bob"], {}, 1)
    assert other.ending_warning(other.to_act()[0], other.legal_actions(other.to_act()[0])[0]) is None


def test_the_warning_reads_only_what_the_seat_sees() -> None:
    state = _solo_before_the_pass(3)
    action = GAME.parse_action("pass")
    warnings = {determinize(state, 0, Rng(seed)).ending_warning(0, action) for seed in range(3)}
    assert warnings == {state.ending_warning(0, action)}
