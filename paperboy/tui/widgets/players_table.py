"""The players table a game's board page shows: one row per player, a column per figure.

A game gives its columns (header and alignment) and, per player, the cells (the name
first, already styled: a game marks its players its own way); the table keeps the shared
look: no box, a bold "Players" title on the left, names cut with an ellipsis, figures
never wrapped, an optional dim caption explaining the marks. :class:`QuickPlayersTable`
draws it without Rich's table layout (see :mod:`.quick_table`), :func:`players_table`
gives it as Rich's ``Table``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from rich.console import RenderableType
from rich.table import Table

from .quick_table import QuickTable

Justify = Literal["left", "right", "center"]


class QuickPlayersTable(QuickTable):
    """A table titled "Players": ``columns`` are (header, justify), the first one the
    player's name (cut at ``name_width`` cells); ``rows`` one list of cells per player (a
    plain string is text, never markup: cells may quote what players typed)."""

    def __init__(self, columns: Sequence[tuple[str, Justify]], rows: Iterable[Sequence[RenderableType]],
                 caption: str | None = None, name_width: int = 12) -> None:
        super().__init__(
            [(header, justify, None, name_width if index == 0 else None)
             for index, (header, justify) in enumerate(columns)],
            rows, padding=(0, 1, 0, 1), title="Players", title_justify="left", title_style="bold underline",
            caption=caption or None, caption_justify="left", caption_style="dim")


def players_table(
    columns: Sequence[tuple[str, Justify]],
    rows: Iterable[Sequence[RenderableType]],
    caption: str | None = None,
    name_width: int = 12,
) -> Table:
    """The players table (see :class:`QuickPlayersTable`) as Rich's ``Table``."""
    return QuickPlayersTable(columns, rows, caption, name_width).table()


__all__ = ["Justify", "QuickPlayersTable", "players_table"]
