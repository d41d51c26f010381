"""Extra! Extra! demo positions: the board while reporters are placed, and a newspaper."""

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


def screenshot_sessions() -> dict[str, Session]:
    """Sessions for ``paperboy screenshots``: the board while reporters are placed, and a newspaper.

    Both have Ann at the keyboard against bots. The board is a three-player scenario-1
    game in its second round; the newspaper is a two-player scenario-5 game (headline
    and column squares) a few rounds in, opened on Ann's newspaper.
    """
    board = Session.new(
        "extra-extra",
        [Seat("Ann"), Seat("Bob", "bot", "expert"), Seat("Cat", "bot", "novice")],
        {"scenario": 1},
        7,
        autosave=False,
    )
    _advance(board, 1)
    paper = Session.new(
        "extra-extra",
        [Seat("Ann"), Seat("Bob", "bot", "expert")],
        {"scenario": 5, "paper": "broadsheet"},
        5,
        autosave=False,
    )
    _advance(paper, 5)
    paper.extra_extra_page = "paper"  # type: ignore[attr-defined]
    return {"board": board, "newspaper": paper}


DEMOS = Demos(screenshots=screenshot_sessions)
