"""Cursor arithmetic for boards drawn as rows of cells of different lengths.

Used by the Pulitzer placement board and the Extra! Extra! choice cells: both keep a
``(row, column)`` cursor over rows whose cells carry a ``key``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

Cell = tuple[int, int]


class Keyed(Protocol):
    @property
    def key(self) -> str: ...


def clamp_cursor(cursor: Cell, lengths: Sequence[int]) -> Cell:
    """``cursor`` moved onto a cell: rows ``0..len(lengths)-1``, columns within that row."""
    if not lengths:
        return (0, 0)
    row = max(0, min(cursor[0], len(lengths) - 1))
    col = max(0, min(cursor[1], lengths[row] - 1))
    return (row, col)


def find_key(rows: Sequence[Sequence[Keyed]], key: str) -> Cell | None:
    """Where the cell whose key is ``key`` stands, or None when no cell has it."""
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            if cell.key == key:
                return (r, c)
    return None
