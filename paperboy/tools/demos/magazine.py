"""Magazine demo positions: the board a few rounds in, and a tableau late in the game."""

from __future__ import annotations

from typing import Any

from ...session import Seat, Session
from . import Demos


def _advance(session: Any, rounds_done: int) -> None:
    """Play the human seats with an expert bot until ``rounds_done`` rounds are over."""
    game = session.game
    helper = game.make_bot("expert", 11)
    for _ in range(5000):
        session.run_bots()
        state = session.state
        humans = session.human_to_act()
        if state.is_over() or not humans or (state.round > rounds_done and state.phase == "turns"):
            return
        session.act(humans[0], helper.choose(state, humans[0]))


def screenshot_sessions() -> dict[str, Session]:
    """Sessions for ``paperboy screenshots``: the board a few rounds in, and a tableau.

    Both have Ann at the keyboard against bots; the tableau session opens on the players
    page, late in the game so the tableaux are full.
    """
    board = Session.new(
        "magazine", [Seat("Ann"), Seat("Bob", "bot", "expert")], {}, 7, autosave=False
    )
    _advance(board, 2)
    table = Session.new(
        "magazine",
        [Seat("Ann"), Seat("Bob", "bot", "expert"), Seat("Cat", "bot", "novice")],
        {"hidden_money": True},
        5,
        autosave=False,
    )
    _advance(table, 4)
    table.magazine_page = "players"  # type: ignore[attr-defined]
    return {"board": board, "tableau": table}


DEMOS = Demos(screenshots=screenshot_sessions)
