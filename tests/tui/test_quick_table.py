"""The shared quick table (``tui/widgets/quick_table.py``): segment for segment what Rich's
own ``Table`` draws, from a column's width to far wider than the table, for the column
shapes the games use; user text shown as typed (never markup), wide characters cut as
Rich cuts them; anything it cannot draw the same way left to Rich."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console
from rich.panel import Panel
from rich.segment import Segment
from rich.text import Text

from paperboy.tui.widgets.players_table import QuickPlayersTable, players_table
from paperboy.tui.widgets.quick_table import QuickTable

WIDTHS = (1, 2, 3, 5, 8, 11, 15, 20, 24, 28, 33, 40, 50, 64, 80, 120)

NAMES = ["Ann", "[bold]Bob[/bold]", "Zoë 😀😀", "漢字の名前です", "a:smile: [red]x", "Dee\tTab"]


def segments(console: Console, renderable: Any, width: int) -> list[Segment]:
    return list(console.render(renderable, console.options.update_width(width)))


def plain(console: Console, renderable: Any, width: int) -> list[str]:
    lines = console.render_lines(renderable, console.options.update_width(width), pad=False)
    return ["".join(segment.text for segment in line).rstrip() for line in lines]


def tables() -> dict[str, QuickTable]:
    """Column shapes the games draw: a players strip (title, a name cut at 12 cells,
    figures right-justified), a side panel (no left padding, a dim header), a grid with
    two-line headers and minimum widths, header-less pairs, cells of several styles (spans
    over a base style), centred columns with a caption and padding above and below."""
    rows = [[Text(name, style="bold") if index % 2 else name, str(index * 37), f"{index}/5", "Ed Nw" * index]
            for index, name in enumerate(NAMES)]
    grid_head = [Text("Metro"), Text("▶Sports", style="bold reverse"), Text("Arts 漢")]
    for head, money in zip(grid_head, (0, 20, 100), strict=True):
        head.append(f"\n${money}")
    return {
        "players": QuickPlayersTable([("Player", "left"), ("PR", "right"), ("Tok", "left"), ("Tokens", "left")],
                                     rows),
        "side": QuickTable([("", "left"), ("Player", "left"), ("Pts", "right"), ("$", "right")],
                           [[" ", *row[:3]] for row in rows], padding=(0, 1, 0, 0), header_style="bold dim"),
        "grid": QuickTable([("", "left", 5), *[(head, "left", 7) for head in grid_head]],
                           [[Text(f"{r} Red"), *[Text("· " * r + "😀") for _ in grid_head]] for r in range(1, 4)],
                           header_style="bold"),
        "pairs": QuickTable([("", "left")] * 4, [[Text("B1 $3", style="bold reverse"), "", NAMES[1], NAMES[2]],
                                                  [NAMES[3], NAMES[4], Text(""), ""]], show_header=False),
        "empty": QuickTable([("", "left"), ("", "right")], [["", Text("", end="")], [Text("", end="")] * 2],
                            padding=(0, 0, 0, 0), show_header=False),
        "spans": QuickTable([("Who", "left"), ("Tokens", "right"), ("Mark", "center")],
                            [[Text.assemble((name, "bold red"), " ", ("P", "reverse")),
                              Text.assemble("E", ("x" * index, "green"), " ", style="dim"),
                              Text.assemble(("▶", "bold"), "✓" * (index % 3), style="italic",
                                            overflow="ignore" if index == 2 else None)]
                             for index, name in enumerate(NAMES)], header_style="bold dim"),
        "centred": QuickTable([("Name", "center", None, 6), ("Score", "center", 7), ("Note", "right")],
                              [[name, str(len(name)), Text(name, justify="left", overflow="fold")]
                               for name in NAMES], padding=(1, 2, 1, 1), title="[i]Scores[/i]",
                              caption="a caption", caption_justify="right"),
    }


@pytest.mark.parametrize("shape", list(tables()))
def test_draws_what_rich_table_draws(shape: str) -> None:
    console = Console(width=200, color_system="truecolor", force_terminal=True)
    for _again in range(2):  # the second time from the rows and cells kept
        table = tables()[shape]
        for width in WIDTHS:
            assert segments(console, table, width) == segments(console, table.table(), width), width


def test_user_text_is_never_markup() -> None:
    console = Console(width=80, color_system=None)
    text = "\n".join(plain(console, tables()["side"], 80))
    assert "[bold]Bob[/bold]" in text and "a:smile: [red]x" in text
    assert "[bold]Bob[/…" in "\n".join(plain(console, tables()["players"], 80))  # cut at 12 cells
    table = players_table([("Player", "left")], [["[bold]Ann[/bold]"]], name_width=20)
    assert "[bold]Ann[/bold]" in "\n".join(plain(console, table, 80))


def test_wide_characters_are_cut_as_rich_cuts_them() -> None:
    console = Console(width=200, color_system="truecolor")
    table = QuickTable([("Name", "left", None, 5), ("Emoji", "right")],
                       [["漢字漢字漢字", "😀😀😀"], ["a漢b", "x😀"]])
    for width in range(1, 20):
        assert segments(console, table, width) == segments(console, table.table(), width), width
    assert plain(console, table, 40)[1:] == ["漢字…  😀😀😀", "a漢b      x😀"]


def test_tables_alike_but_for_their_justification_do_not_share_drawn_rows() -> None:
    console = Console(width=60, color_system="truecolor")
    left, right = (QuickTable([("Name", justify), ("N", justify)], [["Ann", "1"], ["Robert", "22"]])
                   for justify in ("left", "right"))
    assert plain(console, left, 60) == ["Name    N", "Ann     1", "Robert  22"]
    assert plain(console, right, 60) == ["  Name   N", "   Ann   1", "Robert  22"]
    assert segments(console, left, 60) == segments(console, left.table(), 60)


@pytest.fixture
def handed(monkeypatch: pytest.MonkeyPatch) -> list[QuickTable]:
    """The quick tables handed to Rich's ``Table`` (see ``QuickTable.table``), in order."""
    tables: list[QuickTable] = []
    real_table = QuickTable.table
    monkeypatch.setattr(QuickTable, "table", lambda self: tables.append(self) or real_table(self))
    return tables


def test_a_fitting_table_is_drawn_without_rich_table(handed: list[QuickTable]) -> None:
    console = Console(width=200, color_system="truecolor")
    narrowed = {"players": 44, "side": 24, "grid": 33, "pairs": 28, "centred": 33}
    for shape, table in tables().items():
        if shape not in narrowed:
            continue
        natural = table.widths(120)
        assert natural is not None and sum(natural) > narrowed[shape]
        segments(console, table, 120)
        segments(console, table, narrowed[shape])  # narrowed as Rich narrows it, still drawn here
        assert handed == [], shape


def test_what_it_cannot_draw_is_left_to_rich(handed: list[QuickTable]) -> None:
    console = Console(width=200, color_system="truecolor")
    boxed = QuickTable([("A", "left"), ("B", "left")], [["x", Panel("in a box")]])
    short = QuickTable([("A", "left"), ("B", "left")], [["x"]])
    too_wide = QuickTable([("A", "left", 10), ("B", "left", 10)], [["x", "y"]])  # minimum widths over the room
    for table, width in ((boxed, 40), (short, 40), (too_wide, 15)):
        handed.clear()
        drawn = segments(console, table, width)
        assert handed == [table]
        assert drawn == segments(console, table.table(), width)
