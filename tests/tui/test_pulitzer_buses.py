"""Pulitzer's Buses area always has its Investigating line ("—" with a line's room until
the first investigation): the area takes as many lines before the first investigation as
during one, so the areas under it stay put when it comes (mostly two lines)."""

from __future__ import annotations

import random

from rich.console import Console

from paperboy.session import Seat, Session
from paperboy.tui.games.pulitzer import board as B


def test_the_buses_area_holds_its_investigating_line_from_the_start() -> None:
    session = Session.new("pulitzer", [Seat("Ann"), Seat("Bot 1 (novice)"), Seat("Bot 2 (novice)")], {}, 1,
                          autosave=False)
    rnd = random.Random(1)
    console = Console(width=56)
    idle: set[int] = set()
    working: list[int] = []
    for _ in range(3000):
        view = session.state.view(0)
        lines = ["".join(segment.text for segment in line).rstrip()
                 for line in console.render_lines(B.buses(view, None), console.options)]
        assert any(line.strip().startswith("Investigating:") for line in lines)
        if view.get("work"):
            working.append(len(lines))
        else:
            idle.add(len(lines))
        acting = sorted(session.to_act())
        if not acting or session.is_over():
            break
        session.act(acting[0], rnd.choice(session.state.legal_actions(acting[0])))
    assert working and len(idle) == 1
    # the most common investigation takes the room held before the first one
    assert max(set(working), key=working.count) == idle.pop()
