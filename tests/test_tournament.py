"""Measuring bots from the command line: mixed levels per seat, round robins and ratings."""

from __future__ import annotations

import json

from click.testing import CliRunner

from paperboy.cli import main
from paperboy.engine import find_game
from paperboy.tools.simulate import rotated_levels, run_simulation, wilson_interval
from paperboy.tools.tournament import bradley_terry, meetings, run_tournament, schedule


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_wilson_interval_contains_the_share_and_narrows_with_games() -> None:
    low, high = wilson_interval(30, 60)
    assert low < 0.5 < high
    low2, high2 = wilson_interval(300, 600)
    assert high2 - low2 < high - low
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low3, high3 = wilson_interval(20, 20)
    assert high3 == 1.0 and low3 > 0.8


def test_seat_levels_rotate_one_seat_per_game() -> None:
    levels = ["expert", "novice", "novice"]
    assert rotated_levels(levels, 0) == levels
    assert rotated_levels(levels, 1) == ["novice", "expert", "novice"]
    assert rotated_levels(levels, 3) == levels


def test_simulate_mixes_levels_and_gives_each_its_win_share() -> None:
    game = find_game("magazine")
    summary = run_simulation(game, 6, 2, ["expert", "novice"], game.resolve_options({}), seed=3)
    by_level = summary["by_level"]
    assert set(by_level) == {"expert", "novice"}
    assert by_level["expert"]["seats"] == by_level["novice"]["seats"] == 6
    assert abs(by_level["expert"]["wins"] + by_level["novice"]["wins"] - 6) < 1e-9
    for row in by_level.values():
        low, high = row["interval_95"]
        assert low <= row["win_share"] <= high
        assert row["fair_share"] == 0.5 and row["mean_by_category"]


def test_simulate_seat_option_sets_the_table_and_prints_levels() -> None:
    result = run("simulate", "magazine", "--seat", "expert,novice,novice", "--games", "3", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["players"] == 3 and summary["seat_levels"] == ["expert", "novice", "novice"]
    assert summary["by_level"]["novice"]["seats"] == 6
    text = run("simulate", "magazine", "--seat", "expert,novice", "--games", "2")
    assert "win share" in text.output and "rotating" in text.output


def test_simulate_seat_refusals_are_one_line() -> None:
    for args, words in ((["--seat", "expert,grandmaster"], "not 'grandmaster'"),
                        (["--seat", "expert,novice", "--bot", "expert"], "not both"),
                        (["--seat", "expert,novice", "--players", "3"], "--players says 3"),
                        (["--seat", ","], "at least one bot level")):
        result = run("simulate", "magazine", *args)
        assert result.exit_code == 2, args
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert len(lines) == 1 and words in lines[0]


def test_round_robin_schedule_alternates_seats() -> None:
    plan = schedule(["novice", "expert", "master"], 2, 2)
    assert plan == [["novice", "expert"], ["expert", "novice"], ["novice", "master"], ["master", "novice"],
                    ["expert", "master"], ["master", "expert"]]
    table = schedule(["novice", "expert"], 4, 2)
    assert table == [["novice", "expert", "novice", "expert"], ["expert", "novice", "expert", "novice"]]


def test_meetings_count_winners_then_totals() -> None:
    levels = ["novice", "expert", "novice"]
    assert meetings(levels, [1], [10, 20, 30]) == [("novice", "expert", 0.0), ("expert", "novice", 1.0)]
    assert meetings(levels, [0, 1], [10, 10, 5]) == [("novice", "expert", 0.5), ("expert", "novice", 1.0)]


def test_bradley_terry_rates_the_stronger_level_higher_by_its_odds() -> None:
    games = [("a", "b", 1.0)] * 300 + [("a", "b", 0.0)] * 100
    ratings = bradley_terry(["a", "b"], games)
    assert abs((ratings["a"] + ratings["b"]) / 2 - 1500) < 1e-6
    # 3:1 odds are about 191 Elo points (the one prior draw pulls it in a little)
    assert 180 < ratings["a"] - ratings["b"] < 192


def test_tournament_rates_every_level_with_an_interval() -> None:
    game = find_game("magazine")
    table = run_tournament(game, ["novice", "expert"], 4, 2, game.resolve_options({}), seed=1)
    assert table["games"] == 4 and {row["level"] for row in table["ratings"]} == {"novice", "expert"}
    for row in table["ratings"]:
        low, high = row["interval_95"]
        assert low <= row["rating"] <= high and row["games"] == 4
    assert abs(table["pairwise"]["novice"]["expert"] + table["pairwise"]["expert"]["novice"] - 1) < 1e-9


def test_tournament_command_prints_a_rating_table_and_json() -> None:
    result = run("tournament", "magazine", "--games", "2")
    assert result.exit_code == 0, result.output
    assert "rating" in result.output and "95% interval" in result.output and "expert" in result.output
    data = json.loads(run("tournament", "magazine", "--games", "2", "-p", "3", "--json").output)
    assert data["players"] == 3 and len(data["ratings"]) == 2


def test_tournament_refusals_are_one_line() -> None:
    for args, words in ((["--levels", "expert"], "two or more"),
                        (["--levels", "expert,expert"], "two or more"),
                        (["--levels", "expert,wizard"], "not 'wizard'"),
                        (["--players", "9"], "not 9")):
        result = run("tournament", "magazine", *args)
        assert result.exit_code == 2, (args, result.output)
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert len(lines) == 1 and words in lines[0]


def test_think_time_refusals_are_one_line_on_every_command() -> None:
    for command in (["tournament", "magazine", "--levels", "expert,master"], ["simulate", "magazine"],
                    ["play", "magazine", "-p", "Ann", "-b", "master"]):
        for bad in ("soon", "0", "999999"):
            result = run(*command, "--think", bad)
            assert result.exit_code == 2, (command, bad, result.output)
            lines = [line for line in result.output.splitlines() if line.strip()]
            assert len(lines) == 1 and "--think" in lines[0] and "milliseconds from 10 to 60000" in lines[0]


def test_tournament_levels_default_to_those_that_answer_at_once() -> None:
    data = json.loads(run("tournament", "magazine", "--games", "1", "--json").output)
    assert data["levels"] == ["novice", "expert"] and data["think"] is None


def test_simulate_with_a_master_gives_its_think_times() -> None:
    # One master among experts (how the largest table's target is measured): the summary
    # gives the master's think time per decision, as the tournament does.
    result = run("simulate", "magazine", "--seat", "master,expert", "--games", "1", "--think", "10", "--json")
    assert result.exit_code == 0, result.output
    think = json.loads(result.output)["think"]
    assert think["budget_ms"] == 10 and think["decisions"] > 0
    assert 0 < think["median_ms"] <= think["p95_ms"] < 100
    text = run("simulate", "magazine", "--seat", "master,expert", "--games", "1", "--think", "10").output
    assert "master think time: budget 10 ms" in text
    plain = json.loads(run("simulate", "magazine", "--seat", "expert,novice", "--games", "1", "--json").output)
    assert plain["think"] is None
