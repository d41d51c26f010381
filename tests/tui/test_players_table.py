"""The shared players table (``tui/widgets/players_table.py``)."""

from __future__ import annotations

import io

from rich.console import Console

from paperboy.tui.widgets.players_table import players_table


def test_a_plain_string_cell_is_shown_as_typed_never_as_markup() -> None:
    table = players_table([("Player", "left"), ("PR", "right")], [["[bold]Ann[/bold]", "3"]], name_width=20)
    console = Console(width=60, record=True, file=io.StringIO(), color_system=None)
    console.print(table)
    assert "[bold]Ann[/bold]" in console.export_text()
