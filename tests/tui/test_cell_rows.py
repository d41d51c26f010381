"""The cursor of a board drawn as rows of cells of different lengths stays on a cell."""

from __future__ import annotations

from dataclasses import dataclass

from paperboy.tui.widgets.cell_rows import clamp_cursor, find_key


@dataclass(frozen=True)
class Spot:
    key: str


def test_the_cursor_is_kept_on_a_cell_of_ragged_rows() -> None:
    lengths = [5, 2, 3]
    assert clamp_cursor((0, 4), lengths) == (0, 4)
    assert clamp_cursor((1, 4), lengths) == (1, 1)  # a short row: its last cell
    assert clamp_cursor((9, -3), lengths) == (2, 0)
    assert clamp_cursor((3, 3), []) == (0, 0)  # no cells at all


def test_a_cell_is_found_by_its_key() -> None:
    rows = [[Spot("N1"), Spot("N2")], [Spot("B1")]]
    assert find_key(rows, "B1") == (1, 0)
    assert find_key(rows, "N2") == (0, 1)
    assert find_key(rows, "X9") is None
