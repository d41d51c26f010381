"""Every ```toml example in every game's SCOREPAD.md scores with its own command.

The examples are read from the shipped documents, so a doc example can never rot: change
the format and the doc in the same commit, or this fails.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from games.scorepad_examples import EXAMPLES

from paperboy.cli import main
from paperboy.engine import GAMES, find_game


def test_every_game_with_a_scorepad_documents_an_example() -> None:
    games = {game_id for game_id, _, _ in EXAMPLES}
    assert games == {g for g in GAMES if find_game(g).has_scorepad()}
    assert games == {"fit-to-print", "extra-extra", "pulitzer", "magazine"}


@pytest.mark.parametrize(("game_id", "number", "text"), EXAMPLES,
                         ids=[f"{g}-example-{n}" for g, n, _ in EXAMPLES])
def test_documented_scorepad_example_scores(game_id: str, number: int, text: str) -> None:
    report = find_game(game_id).score_file(text)
    entries = report.get("players") or report.get("papers")
    assert entries, f"{game_id} example {number} scored nobody"
    assert all(isinstance(e["total"], int) and e["total"] >= 0 for e in entries)


@pytest.mark.parametrize(("game_id", "number", "text"), EXAMPLES,
                         ids=[f"{g}-example-{n}" for g, n, _ in EXAMPLES])
def test_documented_scorepad_example_scores_through_the_cli(game_id: str, number: int, text: str,
                                                            tmp_path) -> None:
    path = tmp_path / f"example{number}.toml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["score", game_id, str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert result.output.lstrip().startswith("{")


def test_pulitzer_example_totals_follow_the_scoring_rules() -> None:
    """The three-player example: Ann wins; Cat has 4 highlighted evidences and does not qualify."""
    (text,) = [t for g, _, t in EXAMPLES if g == "pulitzer"]
    report = find_game("pulitzer").score_file(text)
    ann, bob, cat = report["players"]
    # Ann: H.R. space 4 is worth 6; reach: 6 houses (18), majorities in red and green (+10),
    # one set of the 3 colours (+10) = 38; pins a3, b4 (line A, 10 each), e1 (X, 3),
    # d2 (B, 5), h4 (D, 10) = 38, and a Statement under a3 (line A) = 5.
    assert ann["breakdown"] == {"coin": 41, "hr": 6, "reach": 38, "report": 38, "statements": 5}
    assert bob["breakdown"]["report"] == 10 + 10 + 6 + 5 + 10 and bob["breakdown"]["statements"] == 5
    assert not cat["qualified"] and cat["highlighted"] == 4
    assert report["winners"] == ["Ann"]
