"""The Extra! Extra! scorepad numbers story rows and columns from 1, as the grid on screen
and typed moves do; files written when they counted from 0 still score."""

from __future__ import annotations

import pytest

from paperboy.engine import ScorepadError
from paperboy.games.extra_extra.scorepad import score_text

# scenario 3 on a tabloid: one 3x4 front page (width 3, height 4)
HEAD = 'scenario = 3\npaper = "tabloid"\n'


def story(row: int, col: int, size: int = 2, side: str = "A") -> str:
    return f'[[story]]\nsize = {size}\npage = 1\nrow = {row}\ncol = {col}\nside = "{side}"\n'


def test_rows_and_columns_count_from_1_as_on_screen() -> None:
    # a landscape 2-size story is 2 wide: at column 2 it reaches the last column (3)
    scored = score_text(HEAD + story(4, 2))
    assert scored["players"][0]["total"] == 3
    assert not any("counted from 0" in note for note in scored["notes"])


def test_the_last_column_from_1_overhangs_by_the_screens_numbering() -> None:
    with pytest.raises(ScorepadError, match="hangs over the edge"):
        score_text(HEAD + story(1, 3))  # columns 3 and 4: the page has 3


def test_a_row_past_the_page_is_refused_with_the_range_from_1() -> None:
    with pytest.raises(ScorepadError, match="'row'"):
        score_text(HEAD + story(5, 1))


def test_an_old_file_says_rows_from_0_and_still_scores() -> None:
    old = HEAD + 'rows = "from 0"\n' + story(3, 1)  # the bottom row, read from 0
    assert score_text(old)["players"][0]["total"] == 3
    with pytest.raises(ScorepadError, match="'row'"):
        score_text(HEAD + 'rows = "from 0"\n' + story(4, 1))  # no row 4 counting from 0


def test_an_old_file_with_a_row_0_is_read_from_0_and_the_notes_say_so() -> None:
    scored = score_text(HEAD + story(0, 0) + story(2, 1))
    assert scored["players"][0]["total"] == 6
    assert any("counted from 0" in note for note in scored["notes"])


def test_rows_numbering_accepts_only_the_two_readings() -> None:
    with pytest.raises(ScorepadError, match="'rows'"):
        score_text(HEAD + 'rows = "from 2"\n' + story(1, 1))
