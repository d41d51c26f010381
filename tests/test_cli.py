"""CLI tests with click's runner: every command, and one-line errors with exit status 2."""

from __future__ import annotations

import json

from click.testing import CliRunner

from paperboy.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_help_lists_every_command() -> None:
    result = run("--help")
    assert result.exit_code == 0
    for command in ("play", "resume", "rules", "score", "simulate", "bench", "screenshots"):
        assert command in result.output


def test_unknown_game_is_one_line_and_exit_2() -> None:
    result = run("play", "nosuchgame")
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "unknown game 'nosuchgame'" in lines[0]


def test_unknown_command_and_bad_flag_are_one_line_and_exit_2() -> None:
    for args in (["nosuchcommand"], ["simulate", "x", "--games", "zero"], ["rules"]):
        result = run(*args)
        assert result.exit_code == 2, args
        assert len([line for line in result.output.splitlines() if line.strip()]) == 1, result.output


def test_bad_option_names_the_option(toy_game) -> None:
    result = run("simulate", "sealed-bids", "--option", "rounds=9")
    assert result.exit_code == 2
    assert "rounds" in result.output and "between 1 and 5" in result.output
    result = run("simulate", "sealed-bids", "--option", "speed=fast")
    assert result.exit_code == 2 and "unknown option 'speed'" in result.output
    result = run("simulate", "sealed-bids", "--option", "noequals")
    assert result.exit_code == 2 and "key=value" in result.output


def test_rules_prints_the_rules(toy_game) -> None:
    result = run("rules", "sealed-bids")
    assert result.exit_code == 0 and "Sealed Bids" in result.output


def test_simulate_json_summarises_games(toy_game) -> None:
    result = run("simulate", "sealed-bids", "--games", "5", "--players", "3", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 5 and data["players"] == 3
    assert sum(data["wins_by_seat"].values()) >= 5


def test_simulate_refuses_bad_player_count(toy_game) -> None:
    result = run("simulate", "sealed-bids", "--players", "9")
    assert result.exit_code == 2 and "2 to 4 players" in result.output


def test_score_without_scorepad_or_file_is_clear(toy_game, tmp_path) -> None:
    result = run("score", "sealed-bids", str(tmp_path / "missing.toml"))
    assert result.exit_code == 2 and "no scorepad" in result.output


def test_play_with_bad_bot_level_is_clear(toy_game) -> None:
    result = run("play", "sealed-bids", "--players", "Ann", "--bot", "grandmaster")
    assert result.exit_code == 2 and "novice" in result.output


def test_resume_missing_save_is_clear() -> None:
    result = run("resume", "no-such-save")
    assert result.exit_code == 2 and "no saved game" in result.output


def test_resume_corrupt_save_is_clear_and_untouched(tmp_path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": 1, "app": "paperboy", "game": ')
    result = run("resume", str(bad))
    assert result.exit_code == 2 and "cannot open save" in result.output
    assert bad.read_text() == '{"format": 1, "app": "paperboy", "game": '


def test_score_prints_the_scorepad_table_and_json(tmp_path) -> None:
    from pathlib import Path

    example = Path(__file__).parent / "games" / "fit_to_print" / "example.toml"
    result = run("score", "fit-to-print", str(example))
    assert result.exit_code == 0, result.output
    assert "Articles" in result.output and "+8" in result.output
    result = run("score", "fit-to-print", str(example), "--json")
    assert json.loads(result.output)["papers"][0]["total"] == 14


def test_score_bad_file_names_the_line(tmp_path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('day = "Sat"\nmode = \n')
    result = run("score", "fit-to-print", str(bad))
    assert result.exit_code == 2
    assert "line 2" in result.output
    assert len([line for line in result.output.splitlines() if line.strip()]) == 1


def test_an_option_for_another_table_size_is_refused_in_one_line() -> None:
    """Pulitzer's Event cards are for 3-5 players: asked for at 2 by any new-game command,
    the refusal names the option, the table sizes and why (exit 2, no traceback)."""
    for args in (["simulate", "pulitzer", "-o", "events=true", "--games", "1"],
                 ["tournament", "pulitzer", "-o", "events=true", "--games", "1"],
                 ["play", "pulitzer", "-p", "Ann", "-b", "expert", "-o", "events=yes"]):
        result = run(*args)
        assert result.exit_code == 2, args
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert len(lines) == 1 and "option 'events' (Event cards) is for 3 to 5 players, not 2" in lines[0]
        assert "The Pentagon Papers, which has no Event deck" in lines[0]
