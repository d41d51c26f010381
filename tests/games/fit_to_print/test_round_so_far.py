"""The view's "this round so far" score is the round's own scoring of the papers as they lie."""

from __future__ import annotations

from paperboy.games.fit_to_print.actions import Print
from paperboy.session import Seat, Session


def test_so_far_before_print_is_the_score_print_records_in_a_puzzle() -> None:
    session = Session.new("fit-to-print", [Seat("Bot", "bot", "expert")], {"mode": "puzzle", "puzzle": 3},
                          4, autosave=False)
    state = session.state
    before = None
    for _ in range(200):
        action = session.bot(0).choose(state, 0)
        if isinstance(action, Print):
            before = state.view(0)["so_far"]
        session.act(0, action)
        state = session.state
        if state.is_over():
            break
    assert before is not None and state.is_over()
    recorded = state.units[0]["scores"][0]
    assert before[0]["total"] == recorded["total"] and before[0]["dollars"] == recorded["dollars"]
    assert before[0]["categories"] == recorded["categories"]
    assert recorded["categories"]["articles"] > 0  # the bot laid out a real paper
    assert state.view(0)["so_far"] is None  # between rounds (here: after the game) there is none


def test_so_far_scores_every_paper_and_leaves_the_state_alone() -> None:
    session = Session.new("fit-to-print", [Seat("Ann"), Seat("Bob")], {}, 8, autosave=False)
    digest = session.state.to_dict()
    so_far = session.state.view(0)["so_far"]
    assert len(so_far) == 2 and all({"total", "dollars", "categories"} <= set(s) for s in so_far)
    assert session.state.to_dict() == digest
