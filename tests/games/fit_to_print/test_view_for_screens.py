"""What the Fit to Print view tells a screen so that it decides nothing itself: whose paper a
seat plays, its role, and whether (and why not) it may put tiles on the paper now."""

from __future__ import annotations

from paperboy.engine import find_game
from paperboy.games.fit_to_print.actions import Layout


def test_a_newsroom_reporter_is_told_the_paper_is_the_layout_editors() -> None:
    state = find_game("fit-to-print").new_game(["Ann", "Bob", "Cat", "Dan"], {"mode": "newsroom"}, 1)
    reporter, editor = state.view(0), state.view(1)
    assert (reporter["unit"], reporter["role"], editor["unit"], editor["role"]) == (0, "reporter", 0, "editor")
    assert reporter["lay_out_refusal"] == "The Reporter may not touch the paper (Newsroom mode)"
    assert state.view(3)["unit"] == 1


def test_tiles_go_onto_the_paper_only_after_layout_in_a_relay_game() -> None:
    state = find_game("fit-to-print").new_game(["Ann", "Bob"], {}, 1)
    seat = state.to_act()[0]
    assert "only after you say Layout! (Reporting phase)" in (state.view(seat)["lay_out_refusal"] or "")
    assert state.view(1 - seat)["lay_out_refusal"] == "It is another player's turn (Turn order)"
    state.play(seat, Layout())
    view = state.view(seat)
    assert view["lay_out_refusal"] is None and view["may_take_back"]
    assert view["puzzle"] is None and view["scenario"] is None


def test_the_view_names_the_puzzle_and_family_mode_never_takes_tiles_back() -> None:
    game = find_game("fit-to-print")
    assert game.new_game(["Ann"], {"mode": "puzzle", "puzzle": 3}, 1).view(0)["puzzle"] == 3
    assert not game.new_game(["Ann", "Bob"], {"mode": "family"}, 1).view(0)["may_take_back"]
