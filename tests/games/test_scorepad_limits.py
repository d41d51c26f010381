"""Scorepads check every count against the box: no more tiles, tokens or players than exist."""

from __future__ import annotations

import pytest

from paperboy.engine import ScorepadError, find_game

MAG = "[[player]]\nname = '{name}'\nreputation = 1\nmoney = {money}\n"
PZ3 = "[[player]]\nname = 'A'\n[[player]]\nname = 'B'\n[[player]]\nname = 'C'\n"


def ad(n: int) -> str:
    return f'[[paper.tile]]\nkind = "ad"\nsize = "1x2"\ndollars = 1\nat = [{n}, 0]\n'


@pytest.mark.parametrize(("game_id", "text", "words"), [
    # Magazine: 210K of money cards; 4 one-star tiles of each domain; 10 three-star tiles
    ("magazine", MAG.format(name="A", money=200) + MAG.format(name="B", money=11),
     "line 8: the players hold 211K in all, but the money cards add up to 210K"),
    ("magazine", MAG.format(name="A", money=0) + "[[player.tile]]\nlevel = 3\ndomain = 'art'\n" * 3,
     "more 3-star art tiles than the 2 in the game"),
    ("magazine", MAG.format(name="A", money=0) + "tiles = { 3 = 6 }\n" + MAG.format(name="B", money=0)
     + "tiles = { 3 = 5 }\n", "more 3-star tiles than the 10 in the game"),
    # Pulitzer: 25 Contacts, 8 houses a colour, 4 evidence spaces in line X, score track to 199
    ("pulitzer", PZ3.replace("'A'\n", "'A'\ncontacts = 20\n").replace("'B'\n", "'B'\ncontacts = 6\n"),
     "the players hold 26 contacts in all, but the box has 25"),
    ("pulitzer", PZ3.replace("'A'\n", "'A'\nhouses = { red = 5 }\n").replace("'C'\n", "'C'\nhouses = { red = 4 }\n"),
     "9 red houses in all, but the game has only 8"),
    ("pulitzer", PZ3.replace("'C'\n", "'C'\nevidence = { X = 5 }\n"), "C's evidence in line X must be 0 to 4, not 5"),
    ("pulitzer", PZ3.replace("'C'\n", "'C'\npins = ['e1']\nstatements = ['e1']\n"), "e1 is in line X"),
    ("pulitzer", PZ3.replace("'C'\n", "'C'\ncoin = 200\n"), "must be 0 to 199, not 200"),
    ("pulitzer", 'mode = "pentagon"\n' + PZ3, "pentagon mode scores exactly two players"),
    # Fit to Print: each catalogue tile once, 34 ads, 120 tiles, 6 papers
    ("fit-to-print", 'day = "Sat"\n[[paper]]\ndesk = ["T001"]\n[[paper]]\ndesk = ["T001"]\n',
     "line 5: tile T001 is listed twice (each tile is in the box once)"),
    ("fit-to-print", 'day = "Sat"\n' + ("[[paper]]\n" + "".join(ad(row) for row in range(6))) * 6,
     "more ads than the 34 in the box"),
    ("fit-to-print", 'day = "Sat"\n[[paper]]\ndesk_count = 120\n[[paper]]\ndesk_count = 1\n',
     "the papers use 121 tiles, but the box has 120"),
    ("fit-to-print", 'day = "Sat"\n' + "[[paper]]\n" * 7, "papers ([[paper]] tables, 1 to 6): the file has 7"),
    # Extra! Extra!: 8 six-size stories, 4 Interview tokens, 12 Extra! Extra! tokens, 12 Classifieds
    ("extra-extra", "[[story]]\nsize = 6\n" * 9, "line 18: more 6-size stories than the 8 in the box"),
    ("extra-extra", "[[story]]\nsize = 3\ninterview = true\n" * 5, "line 15: only 4 Interview tokens exist, not 5"),
    ("extra-extra", "[[story]]\nsize = 3\nextra = true\n" * 13, "only 12 Extra! Extra! tokens exist, not 13"),
    ("extra-extra", "classifieds = 13\n", "line 1: 'classifieds' must be 0 to 12, not 13"),
    ("extra-extra", "scenario = 3\ngone_to_press = [6, 6]\n", "no Gone to Press card worth 6 is available here"),
])
def test_counts_beyond_the_box_are_refused(game_id: str, text: str, words: str) -> None:
    with pytest.raises(ScorepadError) as info:
        find_game(game_id).score_file(text)
    assert words in str(info.value)


def test_the_box_counts_themselves_are_accepted() -> None:
    """Exactly what the box holds scores: the caps are not off by one."""
    assert find_game("extra-extra").score_file("[[story]]\nsize = 6\n" * 8)["players"][0]["total"] == 8 * 15
    two = MAG.format(name="A", money=200) + MAG.format(name="B", money=10)
    assert [p["money"] for p in find_game("magazine").score_file(two)["players"]] == [200, 10]
    pz = PZ3.replace("'A'\n", "'A'\ncontacts = 20\nhouses = { red = 8 }\n").replace("'B'\n", "'B'\ncontacts = 5\n")
    assert find_game("pulitzer").score_file(pz)["players"][0]["breakdown"]["reach"] == 3 * 8 + 5
