"""Magazine's players strip (board page) is drawn without Rich's table layout, and looks
exactly as the shared players table Rich lays out: same characters, same styles, cell by
cell, for the views of a played game at the widths the board page has (a little too
narrow, where cells are cut as Rich cuts them, and far too narrow, where the strip hands
itself to Rich)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rich.console import Console
from rich.style import Style
from rich.table import Table

from paperboy.session import Seat, Session
from paperboy.tui.games.magazine.board_page import players_strip
from paperboy.tui.widgets.players_table import QuickPlayersTable

#: the board page is 44 columns wide at 80x24 (the strip a column too wide: Rich cuts
#: its last column), 56-57 at 100x32; below ~35 the strip is Rich's own table
WIDTHS = (*range(15, 121, 8), 43, 44, 45, 56, 57)


def cells(console: Console, renderable: Any, width: int) -> list[list[tuple[str, Style]]]:
    """Each line as (character, style) per cell (a missing style is the null style)."""
    lines = console.render_lines(renderable, console.options.update_width(width), pad=False)
    return [[(ch, seg.style or Style()) for seg in line if not seg.control for ch in seg.text]
            for line in lines]


def played_views(names: list[str], seed: int, steps: int = 25) -> list[dict[str, Any]]:
    """Every seat's view after each of ``steps`` random legal moves."""
    rnd = random.Random(seed)
    session = Session.new("magazine", [Seat(name) for name in names], {}, seed, autosave=False)
    views: list[dict[str, Any]] = []
    for _ in range(steps):
        views.extend(session.state.view(seat) for seat in range(len(names)))
        acting = sorted(session.to_act())
        if not acting:
            break
        moves = session.state.legal_actions(acting[0])
        if not moves:
            break
        session.act(acting[0], rnd.choice(moves))
    return views


@pytest.mark.parametrize(("names", "seed"), [
    (["Ann", "Bob"], 1),
    (["A very long name indeed", "Zoë", "C"], 2),
    (["Ann", "Bot 1 (novice)", "x" * 30, "Dee"], 3),
])
def test_strip_draws_as_the_rich_table(names: list[str], seed: int) -> None:
    console = Console(width=200, color_system="truecolor", force_terminal=True)
    for view in played_views(names, seed):
        strip = players_strip(view)
        assert isinstance(strip, QuickPlayersTable)
        table = strip.table()
        for width in WIDTHS:
            assert cells(console, strip, width) == cells(console, table, width), (width, view["round"])


def test_strip_does_not_lay_out_a_rich_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """At the board page's width the strip's lines come without Rich's table (the cost a
    move's repaint paid for it, about 2 ms)."""
    tables: list[Table] = []
    rich_console = Table.__rich_console__

    def counted(self: Table, console: Console, options: Any) -> Any:
        tables.append(self)
        return rich_console(self, console, options)

    monkeypatch.setattr(Table, "__rich_console__", counted)
    console = Console(width=200, color_system="truecolor", force_terminal=True)
    view = played_views(["Ann", "Bot 1 (novice)"], 1, steps=5)[-1]
    narrow = cells(console, players_strip(view), 44)  # the board page at 80x24
    lines = cells(console, players_strip(view), 56)
    assert tables == []
    assert "".join(ch for ch, _style in narrow[1]).rstrip().endswith("Articles        …")
    text = ["".join(ch for ch, _style in line).rstrip() for line in lines]
    assert text[0] == "Players" and text[1].split() == ["Player", "PR", "K", "Tok", "Crd", "Articles", "Dr"]
    assert text[2].startswith("Ann") and text[3].startswith("Bot 1")


def test_a_move_draws_only_the_lines_that_changed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The title, the headers and the players whose cells did not change are drawn once
    (per console): a move that changes one player's money draws that player's line."""
    drawn: list[object] = []
    line = QuickPlayersTable._row

    def counted(self: QuickPlayersTable, console: Console, options: Any, row: Any, *args: Any) -> Any:
        drawn.append(row)
        return line(self, console, options, row, *args)

    monkeypatch.setattr(QuickPlayersTable, "_row", counted)
    console = Console(width=200, color_system="truecolor", force_terminal=True)
    view = played_views(["Ann", "Bob"], 1, steps=3)[-1]
    first = cells(console, players_strip(view), 56)
    assert len(drawn) == 3  # the headers, Ann, Bob (the title is kept apart)
    richer = {**view, "players": [{**view["players"][0], "money": 99}, view["players"][1]]}
    drawn.clear()
    second = cells(console, players_strip(richer), 56)
    assert len(drawn) == 1 and second[:2] == first[:2] and second[3] == first[3]
    assert "99K" in "".join(ch for ch, _style in second[2]) and second == cells(
        console, players_strip(richer).table(), 56)
