"""One row per player under a "Players" title: the table several game screens draw beside
their board (names first, then each game's own columns)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from rich.console import RenderableType
from rich.table import Table


def players_table(
    headers: Sequence[str],
    rows: Iterable[Sequence[RenderableType]],
    *,
    right: Collection[str] = (),
    title: str = "Players",
    name_width: int = 12,
) -> Table:
    """A borderless table: a ``Player`` column (names cut with "…" past ``name_width``
    cells), then one column per header, each kept on one line; the headers in ``right``
    are right-justified (numbers). Each row gives the name first, then a cell per header."""
    table = Table(
        box=None,
        pad_edge=False,
        padding=(0, 1),
        title=title,
        title_justify="left",
        title_style="bold underline",
    )
    table.add_column("Player", no_wrap=True, overflow="ellipsis", max_width=name_width)
    for header in headers:
        table.add_column(header, justify="right" if header in right else "left", no_wrap=True)
    for row in rows:
        table.add_row(*row)
    return table
