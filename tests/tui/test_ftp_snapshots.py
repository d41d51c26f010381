"""Snapshot tests of the Fit to Print screens at 100x32: grid with a tile held, reporting,
layout, the round score sheet, the centerpiece draft, the final edition and the set-up guide;
the grid with a tile held (its ghost and verdict) at 80x24 too.

Every session here is solo or bot-free at the moment of the snapshot, and its clocks read a
frozen time source, so the pictures do not depend on how fast the machine is.
"""

from __future__ import annotations

from typing import Any

from paperboy.session import Seat, Session
from paperboy.tools.demos import fit_to_print as ftp
from paperboy.tui.app import make_app

SIZE = (100, 32)


def frozen(session: Any) -> Any:
    """Stop wall-clock time reaching the session's clocks (they are made on mount)."""
    session.time_source = lambda: 500.0
    return session


def solo_reporting() -> Session:
    session = Session.new("fit-to-print", [Seat("Ann")], {"mode": "solo"}, 12, autosave=False)
    helper = session.game.make_bot("novice", 2)
    while len(session.state.pile_up) < 4 or session.state.units[0]["pending"]:
        session.act(0, helper.choose(session.state, 0) if session.state.units[0]["pending"] else
                    session.game.parse_action("flip @1500"))
        if session.state.units[0]["pending"] and len(session.state.units[0]["desk"]) >= 3:
            session.act(0, session.game.parse_action("return @900"))
    return session


def solo_layout() -> Session:
    session = Session.new("fit-to-print", [Seat("Ann")], {"mode": "solo", "breaking_news": True,
                                                           "characters": True}, 21, autosave=False)
    ftp.play_until(session, lambda s: s.state.units[0]["status"] == "layout" and len(s.state.units[0]["placed"]) >= 3)
    return session


def finished() -> Session:
    seats = [Seat("Ann"), Seat("Bob", "bot", "expert"), Seat("Cat", "bot", "novice")]
    session = Session.new("fit-to-print", seats, {"mode": "standard"}, 31, autosave=False)
    ftp.play_until(session, lambda s: s.is_over())
    return session


def test_grid_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(session=frozen(ftp.sunday_session())), press=["right", "down"], terminal_size=SIZE)


def test_grid_snapshot_at_80x24(snap_compare) -> None:
    session = frozen(ftp.sunday_session())
    assert snap_compare(make_app(session=session), press=["right", "down"], terminal_size=(80, 24))


def test_reporting_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(session=frozen(solo_reporting())), terminal_size=SIZE)


def test_reporting_flip_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(session=frozen(solo_reporting())), press=["n"], terminal_size=SIZE)


def test_layout_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(session=frozen(solo_layout())), terminal_size=SIZE)


def test_score_sheet_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(session=frozen(ftp.sheet_session())), terminal_size=SIZE)


def test_centerpiece_draft_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(session=frozen(ftp.draft_session())), terminal_size=SIZE)


def test_tracks_page_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(session=frozen(ftp.draft_session())), press=["1"], terminal_size=SIZE)


def test_final_screen_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(session=frozen(finished())), terminal_size=SIZE)


async def _settle(pilot) -> None:
    """Wait until the form's change handlers (guide, seat rows) have finished: the screen
    must look the same three checks running (a fixed pause was flaky on a busy machine)."""
    from textual.widgets import Input

    for field in pilot.app.screen.query(Input):
        field.cursor_blink = False  # a blinking cursor made the snapshot differ run to run
    previous, same = "", 0
    for _ in range(100):
        await pilot.pause()
        await pilot.wait_for_scheduled_animations()
        shot = pilot.app.export_screenshot()
        same = same + 1 if shot == previous else 0
        if same >= 3:
            return
        previous = shot
    raise AssertionError("the set-up form kept changing")


def test_setup_scenario_snapshot(snap_compare) -> None:
    assert snap_compare(make_app(setup="fit-to-print", options={"mode": "scenario", "scenario": 14}),
                        terminal_size=SIZE, run_before=_settle)
