"""Magazine scorepad: the documented TOML format and its error messages."""

from __future__ import annotations

import pytest

from paperboy.engine import ScorepadError
from paperboy.games.magazine import GAME

GOOD = """\
# a finished game
[[player]]
name = "Kevin"
reputation = 48
money = 17
tiles = { 1 = 3, 2 = 2, 3 = 1 }

[[player]]
name = "Elsa"
reputation = 51
money = 9
[[player.tile]]
level = 2
domain = "art"
[[player.tile]]
level = 0
"""


def test_scorepad_scores_tiles_by_level_and_money() -> None:
    out = GAME.score_file(GOOD)
    kevin, elsa = out["players"]
    assert kevin["breakdown"] == {"reputation in play": 48, "1-star tiles": 3, "2-star tiles": 3,
                                  "3-star tiles": 3, "money left": 3}
    assert kevin["total"] == 60
    assert elsa["tiles"] == {"0": 1, "1": 0, "2": 1, "3": 0} and elsa["total"] == 51 + 1 + 1
    assert out["winners"] == ["Kevin"]


def test_scorepad_tie_goes_to_most_tiles_then_shared() -> None:
    text = "[[player]]\nname='A'\nreputation=50\nmoney=0\ntiles={0=3}\n" \
           "[[player]]\nname='B'\nreputation=50\nmoney=0\ntiles={0=2}\n"
    assert GAME.score_file(text)["winners"] == ["A"]
    text = text.replace("{0=2}", "{0=3}")
    assert GAME.score_file(text)["winners"] == ["A", "B"]


def test_scorepad_counts_and_listed_tiles_add_up() -> None:
    text = "[[player]]\nreputation=0\nmoney=0\ntiles={3=2}\n[[player.tile]]\nlevel=3\n"
    row = GAME.score_file(text)["players"][0]
    assert row["name"] == "Player 1" and row["tiles"]["3"] == 3 and row["total"] == 10


@pytest.mark.parametrize(("text", "words"), [
    ("[[player]]\nname = 'A'\nreputation = 3\nmoney = \n", "line 4: not valid toml"),
    ("[[player]]\nname = 'A'\nreputation = -1\nmoney = 3\n", "line 3: a's reputation must be 0 to 999, not -1"),
    ("[[player]]\nname = 'A'\nreputation = 1\nmoney = 'lots'\n", "line 4: a's money must be a whole number"),
    ("[[player]]\nname = 'A'\nreputation = 1\n", "line 1: a's money is missing"),
    ("[[player]]\nname = 'A'\nreputation = 1\nmoney = 3\ncolour = 'red'\n", "line 5: player 1: unknown key 'colour'"),
    ("[[player]]\nname='A'\nreputation=1\nmoney=3\n[[player.tile]]\nlevel=7\n",
     "line 6: a's tile 1: level (stars) must be 0 to 3, not 7"),
    ("[[player]]\nname='A'\nreputation=1\nmoney=3\n[[player.tile]]\nlevel=1\ndomain='sport'\n",
     "line 7: a's tile 1: domain must be one of nature, social, urban, art, knowledge, not 'sport'"),
    ("[[player]]\nname='A'\nreputation=1\nmoney=3\ntiles={5=1}\n",
     "line 5: a's tiles at level '5': not one of 0, 1, 2, 3"),
    ("[[player]]\nname='A'\nreputation=1\nmoney=3\ntiles={3=11}\n",
     "line 5: a's tiles at level 3 must be 0 to 10, not 11"),
    ("[[player]]\nname='A'\nreputation=1\nmoney=1\n[[player]]\nname='A'\nreputation=1\nmoney=1\n",
     "line 6: player 2: the name 'a' is used twice"),
    ("title = 'x'\n", "line 1: top level (expected [[player]] tables): unknown key 'title'"),
    ("", "line 1: magazine players ([[player]] tables, 1 to 4): the file has 0, at least 1 needed"),
    ("[[player]]\nreputation=1\nmoney=1\n" * 5,
     "line 13: magazine players ([[player]] tables, 1 to 4): the file has 5, at most 4 allowed"),
])
def test_scorepad_errors_name_the_line_and_problem(text: str, words: str) -> None:
    with pytest.raises(ScorepadError) as info:
        GAME.score_file(text)
    assert words in str(info.value).lower()


def test_scorepad_is_documented() -> None:
    from importlib import resources

    import paperboy.games.magazine.scorepad as module

    doc = resources.files("paperboy.games.magazine").joinpath("SCOREPAD.md").read_text("utf-8")
    for word in ("reputation", "money", "tiles", "[[player.tile]]", "line"):
        assert word in doc and word in (module.__doc__ or "")
    assert GAME.has_scorepad()
