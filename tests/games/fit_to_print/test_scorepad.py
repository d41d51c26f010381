"""The scorepad: TOML format, conflict fixes and error messages naming the line."""

from __future__ import annotations

import pytest

from paperboy.engine import ScorepadError
from paperboy.games.fit_to_print import GAME

HEAD = 'day = "Sat"\nmode = "solo"\n\n[[paper]]\nname = "Ann"\ncenterpiece = "S2"\ncenterpiece_at = [0, 3]\n'


def tile(body: str) -> str:
    return "\n[[paper.tile]]\n" + body + "\n"


def test_catalogue_and_inline_tiles_score() -> None:
    text = HEAD + tile('id = "T001"\nat = [2, 3]') + tile(
        'kind = "photo"\nsize = "1x2"\nscores = "pink"\nat = [2, 1]')
    r = GAME.score_file(text)
    p = r["papers"][0]
    assert p["categories"]["articles"] == 1 and p["categories"]["photos"] == 1
    assert p["categories"]["centerpiece"] == 1  # T001 touches S2
    assert "Articles" in r["text"] and "Ad revenue" in r["text"]


def test_conflicting_tiles_are_flipped_and_reported() -> None:
    text = HEAD + tile('kind = "photo"\nsize = "1x2"\nscores = "pink"\nat = [4, 0]') + tile(
        'kind = "photo"\nsize = "1x2"\nscores = "blue"\nat = [5, 0]')
    p = GAME.score_file(text)["papers"][0]
    assert any("flipped" in note for note in p["fixes"])
    assert len(p["photo_points"]) == 1


def test_rotated_and_off_grid_tiles_go_to_the_desk() -> None:
    text = HEAD + "desk_count = 1\n" + tile('id = "T001"\nsize = "2x1"\nat = [3, 0]') + tile(
        'id = "T002"\nat = [5, 6]')
    p = GAME.score_file(text)["papers"][0]
    assert p["unplaced_tiles"] == 3 and p["categories"]["unplaced"] == -3
    assert any("rotated" in n for n in p["fixes"]) and any("leaves" in n for n in p["fixes"])


def test_breaking_news_from_the_file() -> None:
    text = 'day = "Fri"\nmode = "solo"\nbreaking_news = "Fri 1"\n[[paper]]\n' + tile(
        'kind = "article"\nsize = "2x1"\ncolour = "pink"\nmood = "good"\nat = [2, 1]')
    p = GAME.score_file(text)["papers"][0]
    assert p["categories"]["articles"] == 0 and p["fixes"]


@pytest.mark.parametrize(("text", "line", "words"), [
    ('day = "Mon"\n', 1, "day must be one of Fri, Sat, Sun, not 'Mon'"),
    ('day = "Sat"\nmode = "duel"\n[[paper]]\n', 2, "mode"),
    ('day = "Sat"\n[[paper]]\nname = "A"\ncenterpiece = "Z9"\ncenterpiece_at = [0, 3]\n', 4, "unknown centerpiece"),
    ('day = "Sat"\n[[paper]]\ncenterpiece = "S1"\ncenterpiece_at = [4, 0]\n', 4, "star"),
    ('day = "Sat"\n[[paper]]\n\n[[paper.tile]]\nid = "T999"\nat = [0, 0]\n', 5, "unknown tile id 'T999'"),
    ('day = "Sat"\n[[paper]]\n\n[[paper.tile]]\nid = "T001"\nat = [0]\n', 6, "at must be [row, column]"),
    ('day = "Sat"\n[[paper]]\n\n[[paper.tile]]\nid = "T001"\nat = [0, 0]\n\n[[paper.tile]]\nid = "T002"\nat = [0, 1]\n',
     8, "overlaps"),
    ('day = "Sat"\n[[paper]]\n\n[[paper.tile]]\nkind = "article"\nsize = "1x2"\ncolour = "red"\n'
     'mood = "good"\nat = [0, 0]\n',
     7, "article colour must be one of pink, blue, green, not 'red'"),
    ('day = "Sat"\nbreaking_news = "Fri 1"\n[[paper]]\n', 2, "Fri card"),
    ('day = "Sat"\n[[paper\n', 2, "not valid TOML"),
    ('day = "Sat"\n', 1, "papers ([[paper]] tables, 1 to 6): the file has 0, at least 1 needed"),
    ('day = "Sat"\ncolour = 1\n[[paper]]\n', 2, "top level: unknown key 'colour'"),
])
def test_bad_files_name_the_line_and_problem(text: str, line: int, words: str) -> None:
    with pytest.raises(ScorepadError) as info:
        GAME.score_file(text)
    assert f"line {line}" in str(info.value)
    assert words in str(info.value)


def test_solo_and_multiplayer_white_space() -> None:
    solo = GAME.score_file(HEAD)["papers"][0]["categories"]["white_space"]
    assert solo == -1
    multi = GAME.score_file(HEAD.replace('mode = "solo"', 'mode = "multiplayer"') + '\n[[paper]]\nname = "Bo"\n')
    assert [p["categories"]["white_space"] for p in multi["papers"]] == [3, -1]
