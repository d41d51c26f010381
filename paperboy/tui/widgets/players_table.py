"""The players table a game's board page shows: one row per player, a column per figure.

A game gives its columns (header and alignment) and, per player, the cells (the name
first, already styled: a game marks its players its own way); the table keeps the shared
look: no box, a bold "Players" title on the left, names cut with an ellipsis, figures
never wrapped, an optional dim caption explaining the marks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

Justify = Literal["left", "right", "center"]


def players_table(
    columns: Sequence[tuple[str, Justify]],
    rows: Iterable[Sequence[RenderableType]],
    caption: str | None = None,
    name_width: int = 12,
) -> Table:
    """A table titled "Players": ``columns`` are (header, justify), the first one the
    player's name (cut at ``name_width`` cells); ``rows`` one list of cells per player."""
    table = Table(
        box=None,
        pad_edge=False,
        padding=(0, 1),
        title="Players",
        title_justify="left",
        title_style="bold underline",
    )
    for index, (header, justify) in enumerate(columns):
        if index == 0:
            table.add_column(header, justify=justify, no_wrap=True, overflow="ellipsis",
                             max_width=name_width)
        else:
            table.add_column(header, justify=justify, no_wrap=True)
    for cells in rows:
        # a plain string cell is text, never markup (cells may quote what players typed)
        table.add_row(*(Text(cell) if isinstance(cell, str) else cell for cell in cells))
    if caption:
        table.caption = caption
        table.caption_justify = "left"
        table.caption_style = "dim"
    return table


__all__ = ["players_table"]
