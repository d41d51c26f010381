"""Pulitzer demo positions: the board mid-round, an Investigation board late in the game,
and The Pentagon Papers solo board."""

from __future__ import annotations

from typing import Any

from ...session import Seat, Session
from . import Demos


def _advance(session: Any, done: Any, helper_seed: int = 11) -> None:
    """Play the human seat with an expert bot until ``done(view)`` holds on Ann's turn."""
    helper = session.game.make_bot("expert", helper_seed)
    for _ in range(20000):
        session.run_bots()
        humans = session.human_to_act()
        if session.is_over() or not humans:
            return
        if done(session.state.view(humans[0])):
            return
        session.act(humans[0], helper.choose(session.state, humans[0]))


def _three_players(seed: int) -> Any:
    seats = [Seat("Ann"), Seat("Bob", "bot", "expert"), Seat("Cat", "bot", "novice")]
    return Session.new("pulitzer", seats, {"events": True}, seed, autosave=False)


def board_session() -> Any:
    """Three players with Event cards, round 3, the Kiosk and Buses filling up."""
    session = _three_players(4)
    _advance(session, lambda v: v["round"] >= 3 and v["phase"] == "placement" and len(v["spaces"]) >= 4)
    session.pulitzer_journalist = "3"  # the board opens with Journalist 3 picked: cursor and verdict show
    return session


def investigation_session() -> Any:
    """Ann's Investigation board in round 6, with pins, string and destroyed evidence."""
    session = _three_players(4)
    _advance(session, lambda v: v["round"] >= 6 and v["phase"] == "placement"
             and len(v["players"][0]["pins"]) >= 3)
    session.pulitzer_page = "investigation"
    return session


def solo_session() -> Any:
    """The Pentagon Papers solo board in round 2: Agents, the Times, Public Opinion."""
    session = Session.new("pulitzer", [Seat("Ann")], {}, 5, autosave=False)
    _advance(session, lambda v: v["round"] >= 2 and v["phase"] == "placement")
    return session


def screenshot_sessions() -> dict[str, Session]:
    """Sessions for ``paperboy screenshots``: the board mid-round, Ann's Investigation
    board late in the game, and The Pentagon Papers solo board."""
    return {"board": board_session(), "investigation": investigation_session(), "solo": solo_session()}


DEMOS = Demos(screenshots=screenshot_sessions)
