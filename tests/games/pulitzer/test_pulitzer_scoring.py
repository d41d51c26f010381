"""Pulitzer: final scoring, tiebreaks, modes and the scorepad."""

from __future__ import annotations

import pytest
from games.pulitzer.pz_helpers import new

from paperboy.engine import ScorepadError
from paperboy.games.pulitzer import GAME
from paperboy.games.pulitzer.scoring import reach_scores

R03 = ["a3", "b4", "d2", "d5", "e1"]  # five highlighted spaces of Report R03


def pins(spaces, statements=()):
    return [{"space": s, "round": 1, "statement": s in statements} for s in spaces]


def finished(n=3, **opts):
    st = new(n, seed=1, **opts)
    for i in range(n):
        st.player(i)["report"] = "R03"
    return st


def test_final_score_is_coin_plus_hr_plus_reach_plus_report() -> None:
    st = finished()
    p = st.player(0)
    p["points"], p["hr"] = 30, 4
    p["houses"] = {"red": 2, "blue": 1, "green": 1}
    p["pins"] = pins(R03, statements=("a3",))
    st.finish_game("rounds")
    b = st.result().breakdown[0]
    assert b == {"coin": 30, "hr": 6, "reach": 12 + 15 + 10, "report": 33, "statements": 5}
    assert st.result().totals[0] == 30 + 6 + 37 + 33 + 5


def test_reach_majorities_need_a_strict_lead_and_sets_use_every_colour() -> None:
    colors = ["red", "blue", "green"]
    scores = reach_scores([{"red": 2, "blue": 1, "green": 1}, {"red": 2, "blue": 0, "green": 0},
                           {"red": 0, "blue": 0, "green": 3}], colors)
    # Ann: 4 houses (12) + blue majority (5) + one set (10); Bob: 6, red tied; Cat: 9 + 5.
    assert scores == [27, 6, 14]
    four = reach_scores([{"red": 1, "blue": 1, "green": 1, "yellow": 0}], ["red", "blue", "green", "yellow"])
    assert four == [9 + 15]


def test_investigation_mode_excludes_reports_with_fewer_than_5_highlighted() -> None:
    st = finished()
    st.player(0)["pins"] = pins(R03[:4])
    st.player(0)["points"] = 90
    st.player(1)["pins"] = pins(R03)
    st.finish_game("rounds")
    res = st.result()
    assert 0 in res.eliminated and res.winners == [1]
    assert res.extra["qualified"] == [False, True, False]


def test_chronicle_mode_adds_20_for_5_and_35_for_8_highlighted() -> None:
    st = finished(mode="chronicle")
    hl = st.components.reports["R03"]["highlight"]
    st.player(0)["pins"] = pins(hl[:5])
    st.player(1)["pins"] = pins(hl[:8])
    st.finish_game("rounds")
    res = st.result()
    assert [b["chronicle"] for b in res.breakdown] == [20, 35, 0]
    assert res.eliminated == []


def test_ties_go_to_the_better_report_then_to_more_contacts() -> None:
    st = finished()
    for i in range(3):
        st.player(i)["pins"] = pins(R03)
    st.player(0)["pins"] = pins(R03 + ["f5"])  # one more pin: a better Report (38 against 33)
    st.player(0)["points"] = 5
    st.player(1)["points"] = 10
    st.finish_game("rounds")
    assert st.result().totals[0] == st.result().totals[1]
    assert st.result().winners == [0]
    st.player(1)["pins"] = pins(R03 + ["f5"])
    st.player(1)["points"] = 5
    st.player(1)["contacts"] = 2
    assert st.result().winners == [1]
    st.player(0)["contacts"] = 2
    assert st.result().winners == [0, 1]


def test_witness_statements_are_worth_5_in_a_and_d_and_3_in_b_and_c() -> None:
    st = finished()
    st.player(0)["pins"] = pins(["a3", "d2"], statements=("a3", "d2"))
    assert st.report_score(0) == 10 + 5 + 5 + 3


def scorepad_text(st) -> str:
    lines = ['mode = "investigation"']
    for i in range(st.n):
        p = st.player(i)
        lines += ["[[player]]", f'name = "{st.players[i]}"', f"coin = {p['points']}", f"hr = {p['hr']}",
                  f"contacts = {p['contacts']}",
                  "houses = { " + ", ".join(f"{c} = {n}" for c, n in p["houses"].items()
                                            if c in st.s["house_colors"]) + " }",
                  f'report = "{p["report"]}"',
                  "pins = [" + ", ".join(f'"{x["space"]}"' for x in p["pins"]) + "]",
                  "statements = [" + ", ".join(f'"{x["space"]}"' for x in p["pins"] if x["statement"]) + "]"]
    return "\n".join(lines) + "\n"


def test_scorepad_matches_the_engine_on_finished_bot_games() -> None:
    for seed in range(3):
        st = GAME.new_game(["Ann", "Bob", "Cat", "Dan"], {}, seed)
        bots = [GAME.make_bot("expert", seed + i) for i in range(4)]
        while not st.is_over():
            seat = st.to_act()[0]
            st.play(seat, bots[seat].choose(st, seat))
        res = st.result()
        card = GAME.score_file(scorepad_text(st))
        assert [p["total"] for p in card["players"]] == res.totals
        assert [p["breakdown"] for p in card["players"]] == res.breakdown
        assert card["winners"] == [st.players[w] for w in res.winners]


def test_scorepad_inline_report_counts_and_solo_table() -> None:
    card = GAME.score_file('mode = "solo"\nended_round = 7\n[[player]]\nname = "Kay"\ncoin = 30\nhr = 3\n'
                           'evidence = { A = 2, X = 3 }\nstatement_lines = { A = 1 }\nhighlighted = 5\n')
    assert card["players"][0]["total"] == 30 + 3 + 20 + 9 + 5
    assert card["times_score"] == 75 and card["winners"] == []


@pytest.mark.parametrize(("text", "message"), [
    ('mode = "speed"\n', "line 1: mode must be one of"),
    ("mode = 'solo'\n[[player]]\nname = 'A'\ncoin = -2\npins = []\n",
     "line 4: A's 'coin' (score track, +100 when flipped) must be 0 to 199, not -2"),
    ("[[player]]\ncoin = 1\n[[player]]\ncoin = 2\n[[player]]\npins = ['z9']\n", "line 6: 'z9' is not"),
    ("[[player]]\n[[player]]\n[[player]]\npins = ['a3']\nstatements = ['b4']\n", "line 5: a Statement"),
    ("[[player]]\ncoin = 1\n", "the standard game has 3 to 5 players"),
    ("x = [\n", "not valid TOML"),
    ("[[player]]\nwho = 1\n[[player]]\n[[player]]\n", "line 2: player 1: unknown key 'who'"),
])
def test_scorepad_errors_name_the_line_and_the_problem(text: str, message: str) -> None:
    with pytest.raises(ScorepadError) as exc:
        GAME.score_file(text)
    assert message in str(exc.value)


def test_rules_text_is_in_our_words_with_rules_notes() -> None:
    text = GAME.rules_text()
    assert text.startswith("# Pulitzer") and "## Rules notes" in text
    assert "Pentagon Papers" in text and "Capitol" in text
