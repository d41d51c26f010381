"""Extra! Extra! demo positions: the board while reporters are placed, a story to claim, and a newspaper."""

from __future__ import annotations

from typing import Any

from ...session import Seat, Session
from . import Demos


def _advance(session: Any, rounds_done: int, phase: str = "place") -> None:
    """Play the human seat with an expert bot until round ``rounds_done + 1`` reaches ``phase``."""
    helper = session.game.make_bot("expert", 11)
    for _ in range(5000):
        session.run_bots()
        state = session.state
        humans = session.human_to_act()
        if state.is_over() or not humans:
            return
        view = state.view(humans[0])
        if view["round"] > rounds_done and view["phase"] == phase:
            return
        session.act(humans[0], helper.choose(state, humans[0]))


def _advance_to_story(session: Any) -> None:
    """Play Ann with an expert bot until she may claim a story (the choice cells show)."""
    from ...games.extra_extra.actions import ClaimStory

    helper = session.game.make_bot("expert", 3)
    for _ in range(500):
        session.run_bots()
        if session.is_over():
            return
        if any(isinstance(a, ClaimStory) for a in session.state.legal_actions(0)):
            return
        session.act(0, helper.choose(session.state, 0))


def screenshot_sessions() -> dict[str, Session]:
    """Sessions for ``paperboy screenshots``: the board while reporters are placed, a
    story to claim on the choice cells, and a newspaper.

    All have Ann at the keyboard against bots. The board is a three-player scenario-1
    game in its second round (the cursor on a space with its verdict); the story is a
    two-player scenario-1 game when Ann's Story space activates; the newspaper is a
    two-player scenario-5 game (headline and column squares) a few rounds in, opened on
    Ann's newspaper.
    """
    board = Session.new(
        "extra-extra",
        [Seat("Ann"), Seat("Bob", "bot", "expert"), Seat("Cat", "bot", "novice")],
        {"scenario": 1},
        7,
        autosave=False,
    )
    _advance(board, 1)
    story = Session.new(
        "extra-extra", [Seat("Ann"), Seat("Bob", "bot", "novice")], {"scenario": 1}, 1,
        autosave=False,
    )
    _advance_to_story(story)
    paper = Session.new(
        "extra-extra",
        [Seat("Ann"), Seat("Bob", "bot", "expert")],
        {"scenario": 5, "paper": "broadsheet"},
        5,
        autosave=False,
    )
    _advance(paper, 5)
    paper.extra_extra_page = "paper"  # type: ignore[attr-defined]
    return {"board": board, "story": story, "newspaper": paper}


DEMOS = Demos(screenshots=screenshot_sessions)
