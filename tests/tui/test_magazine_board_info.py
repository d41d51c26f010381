"""Magazine's board info (initiative and piles, Hot Topic, bonus token) keeps its three
lines through a whole game, at the board page's widths at 80x24 and 100x32: the board
under it never moves down as the Hot Topic and the bonus token are taken."""

from __future__ import annotations

import random

from rich.console import Console

from paperboy.session import Seat, Session
from paperboy.tui.games.magazine.board_page import board_info


def test_board_info_is_three_lines_at_every_position_of_a_game() -> None:
    names = ["Ann", "Bot 1 (expert)", "Bot 2 (expert)", "Bot 3 (novice)"]
    session = Session.new("magazine", [Seat(name) for name in names], {}, 7, autosave=False)
    rnd = random.Random(7)
    seen_held = set()
    for _ in range(600):
        for seat in range(len(names)):
            view = session.state.view(seat)
            lines = board_info(view)
            assert [line.plain.split(":")[0].split(" ◆")[0] for line in lines] == [
                "Initiative", "Hot Topic", "Bonus token"]
            for width in (44, 56):
                console = Console(width=width)
                drawn = sum(len(console.render_lines(line)) for line in lines)
                assert drawn == 3, [line.plain for line in lines]
            hot = (view.get("hot_topic") or {}).get("holder")
            seen_held.add((hot is not None, view.get("bonus_token") is not None))
        acting = sorted(session.to_act())
        if not acting:
            break
        session.act(acting[0], rnd.choice(session.state.legal_actions(acting[0])))
    assert len(seen_held) >= 3  # held and not held, both kinds, were seen
