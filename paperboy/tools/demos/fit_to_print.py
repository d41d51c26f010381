"""Fit to Print demo positions: reporting, layout, a tile held over the paper, the score
sheet, the centerpiece draft.

A demo session may carry ``ftp_demo`` (a dict) to open the screen with a tile held
(``{"hold": "T012"}``) or with the last round's score sheet up (``{"sheet": True}``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...session import Seat, Session
from . import Demos


def play_until(session: Any, done: Callable[[Any], bool], helper_seed: int = 5, limit: int = 4000) -> None:
    """Play every seat (people with an expert helper bot) until ``done(session)`` holds."""
    helper = session.game.make_bot("expert", helper_seed)
    for _ in range(limit):
        if done(session) or session.is_over():
            return
        bot = session.bot_to_act()
        humans = session.human_to_act()
        if bot is not None and (not humans or session.state.units[session.state.unit_of(bot)]["status"] != "layout"):
            session.step_bot()
            continue
        if not humans:
            return
        session.act(humans[0], helper.choose(session.state, humans[0]))


def _ann_status(session: Any) -> str:
    return str(session.state.units[0]["status"])


def _placed(session: Any) -> int:
    return len(session.state.units[0]["placed"])


def _new(mode: str, bots: int, seed: int, **options: Any) -> Any:
    names = ["Bob", "Cat", "Dan", "Eve", "Fay"]
    seats = [Seat("Ann")] + [Seat(names[i], "bot", "expert") for i in range(bots)]
    return Session.new("fit-to-print", seats, {"mode": mode, **options}, seed, autosave=False)


def reporting_session() -> Any:
    """Ann at her reporting turn in a 3-player relay, tiles already face up in the centre."""
    session = _new("standard", 2, 4)
    play_until(session, lambda s: len(s.state.pile_up) >= 5 and 0 in s.human_to_act()
                and s.state.turn == 0 and not s.state.units[0]["pending"])
    return session


def layout_session() -> Any:
    """Ann laying out her Saturday paper against a bot, half the desk placed."""
    session = _new("standard", 1, 6, breaking_news=True, characters=True)
    play_until(session, lambda s: s.state.day == 1 and s.state.phase == "round"
                and _ann_status(s) == "layout" and _placed(s) >= 3)
    return session


def sunday_session(hold: bool = True) -> Any:
    """A full Sunday paper in Solo mode, Ann in layout with a tile still on the desk."""
    session = _new("solo", 0, 3)
    play_until(session, lambda s: s.state.day == 2 and s.state.phase == "round" and _ann_status(s) == "layout"
                and (len(s.state.units[0]["desk"]) <= 2 or _placed(s) >= 9))
    desk = session.state.units[0]["desk"]
    if hold and desk:
        session.ftp_demo = {"hold": desk[0]}
    return session


def sheet_session() -> Any:
    """The score sheet after Friday in a 3-player relay (and then the centerpiece draft)."""
    session = _new("standard", 2, 8)
    play_until(session, lambda s: s.state.phase == "choose")
    session.ftp_demo = {"sheet": True}
    return session


def draft_session() -> Any:
    """The centerpiece draft before Saturday, Ann to choose."""
    session = _new("standard", 1, 9)
    play_until(session, lambda s: s.state.phase == "choose" and 0 in s.human_to_act())
    return session


def screenshot_sessions() -> dict[str, Session]:
    """Sessions for ``paperboy screenshots``: Ann at the keyboard against bots (no autosave).

    Their clocks read a frozen time source, so the pictures show the same clock every time.
    """
    sessions = {
        "reporting": reporting_session(),
        "layout": layout_session(),
        "grid": sunday_session(),
        "score-sheet": sheet_session(),
        "draft": draft_session(),
    }
    for session in sessions.values():
        session.time_source = _frozen_time
    return sessions


def _frozen_time() -> float:
    return 0.0


def bench_session() -> Any:
    """A full Sunday paper in layout with a tile held over it (``paperboy bench``)."""
    return sunday_session(hold=True)


DEMOS = Demos(screenshots=screenshot_sessions, bench=bench_session)
