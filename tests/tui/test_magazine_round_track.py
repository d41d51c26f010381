"""Magazine's round track (board page) is a quick table: it looks as the Rich ``Table``
with a bold label column it replaced, character by character and style by style, at every
round, at the end of the game, and at widths from far too narrow to wide. The one
difference allowed is a style on a blank cell that shows nothing (Rich's column style also
makes the label's padding bold)."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from paperboy.tui.games.magazine.board_page import round_track
from paperboy.tui.games.magazine.labels import roman, seasons_short

TRACK = [["spring", "summer"], ["summer"], ["autumn", "winter"], ["winter"], ["spring"], ["summer", "autumn"]]


def rich_track(view: dict[str, Any]) -> Table:
    """The round track as Rich's table draws it (the drawing the quick table keeps to)."""
    current, track, over = int(view["round"]), view["round_track"], view["phase"] == "over"
    table = Table(box=None, show_header=False, pad_edge=False, padding=(0, 1))
    table.add_column("label", style="bold", no_wrap=True)
    for _ in track:
        table.add_column(no_wrap=True)
    heads = [Text(f"▶{roman(r)}", style="bold reverse") if r == current and not over
             else Text(f"{roman(r)}✓", style="dim") if r < current or over else Text(roman(r))
             for r in range(1, len(track) + 1)]
    table.add_row(Text("Round"), *heads)
    table.add_row(Text("", style="dim"), *[Text(seasons_short(s)) for s in track])
    return table


def seen(console: Console, renderable: RenderableType, width: int) -> list[list[tuple[str, Style]]]:
    """Each line as (character, style) per cell; a blank's style kept only when it shows
    (reverse, underline, strike or a background)."""
    lines = console.render_lines(renderable, console.options.update_width(width), pad=False)
    out = []
    for line in lines:
        cells = []
        for segment in line:
            style = segment.style or Style()
            for ch in segment.text:
                shows = style.reverse or style.underline or style.strike or style.bgcolor is not None
                cells.append((ch, style if ch != " " or shows else Style()))
        out.append(cells)
    return out


@pytest.mark.parametrize("width", [8, 12, 20, 28, 36, 44, 57, 80])
def test_round_track_looks_as_the_rich_table(width: int) -> None:
    console = Console(width=200, color_system="truecolor", force_terminal=True)
    for current in range(1, len(TRACK) + 1):
        for phase in ("playing", "over"):
            view = {"round": current, "round_track": TRACK, "phase": phase}
            assert seen(console, round_track(view), width) == seen(console, rich_track(view), width)


def test_round_track_marks_the_current_round_and_the_rounds_played() -> None:
    console = Console(width=80, color_system="truecolor", force_terminal=True)
    lines = ["".join(ch for ch, _style in line) for line in
             seen(console, round_track({"round": 3, "round_track": TRACK, "phase": "playing"}), 80)]
    assert lines[0].split() == ["Round", "I✓", "II✓", "▶III", "IV", "V", "VI"]
    ended = ["".join(ch for ch, _style in line) for line in
             seen(console, round_track({"round": 6, "round_track": TRACK, "phase": "over"}), 80)]
    assert "▶" not in ended[0] and ended[0].split()[1:] == [f"{roman(r)}✓" for r in range(1, 7)]
