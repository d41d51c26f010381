"""Profiles remember every finished game and achievement date; paperboy stats reports them."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from paperboy.cli import main
from paperboy.engine import find_game
from paperboy.session import Profiles, Seat, Session
from paperboy.session.profiles import GameRecord, Profile
from paperboy.tools.stats import player_stats, stats_report

GAME_IDS = ("fit-to-print", "extra-extra", "pulitzer", "magazine")


def run(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


# --------------------------------------------------------------------------- the profile file
stamps = st.datetimes(timezones=st.just(__import__("datetime").UTC)).map(lambda d: d.isoformat(timespec="seconds"))
records = st.builds(
    GameRecord,
    game=st.sampled_from(GAME_IDS),
    date=stamps,
    score=st.integers(-50, 500),
    won=st.booleans(),
    breakdown=st.dictionaries(st.text(min_size=1, max_size=12), st.integers(-100, 100), max_size=8),
)
names = st.text(min_size=1, max_size=20).filter(lambda n: n.strip() == n and n.strip())
profiles_st = st.builds(
    Profile,
    name=names,
    achievements=st.dictionaries(st.sampled_from(["standard", "modifications", "scenarios"]),
                                 st.lists(st.integers(1, 25), unique=True).map(sorted), max_size=3),
    history=st.lists(records, max_size=6),
    achievement_dates=st.dictionaries(st.sampled_from(["standard", "modifications", "scenarios"]),
                                      st.dictionaries(st.integers(1, 25), stamps, max_size=5), max_size=3),
)


@settings(max_examples=15, deadline=None)
@given(profile=profiles_st)
def test_profiles_with_history_and_achievement_dates_round_trip_through_the_file(profile: Profile) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "profiles.json"
        data = {"format": 1, "app": "paperboy", "profiles": {profile.name: profile.to_dict()}}
        path.write_text(json.dumps(data), encoding="utf-8")
        first = Profiles(Path(folder))
        first.add(profile.name + " too")  # rewrites the file through Profiles
        for store in (first, Profiles(Path(folder))):
            assert store.error is None
            loaded = store.get(profile.name)
            assert loaded.history == profile.history
            assert [list(r.breakdown) for r in loaded.history] == [list(r.breakdown) for r in profile.history]
            assert loaded.achievement_dates == profile.achievement_dates
            assert loaded.achievements == profile.achievements


def test_profiles_written_before_history_existed_still_load(tmp_path: Path) -> None:
    old = {"format": 1, "app": "paperboy", "profiles": {
        "Ann": {"games": {"pulitzer": {"played": 3, "wins": 1, "best": 61}},
                "achievements": {"standard": [1, 4]}}}}
    (tmp_path / "profiles.json").write_text(json.dumps(old), encoding="utf-8")
    profiles = Profiles(tmp_path)
    assert profiles.error is None
    ann = profiles.get("Ann")
    assert ann.history == [] and ann.achievement_dates == {}
    stats = player_stats(ann)
    [pulitzer] = stats["per_game"]
    assert (pulitzer["played"], pulitzer["wins"], pulitzer["best"], pulitzer["recorded"]) == (3, 1, 61, 0)
    assert pulitzer["average"] is None
    grid = stats["achievements"]["standard"]
    assert [c["number"] for c in grid if c["earned"]] == [1, 4]
    assert all(c["date"] is None for c in grid)


def test_a_damaged_history_is_refused_and_its_file_never_lost(tmp_path: Path) -> None:
    bad = {"format": 1, "app": "paperboy", "profiles": {"Ann": {"history": [{"game": "magazine", "score": "lots"}]}}}
    path = tmp_path / "profiles.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    before = path.read_bytes()
    profiles = Profiles(tmp_path)
    assert profiles.error is not None and "a game record needs" in profiles.error
    assert profiles.names() == []
    profiles.record_play("Ann", "magazine", 50, True)
    # The refused file is never overwritten: it stays, or is kept aside as a backup.
    kept = [p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("profiles.json")]
    assert before in kept


def test_an_achievement_keeps_the_date_it_was_first_earned(tmp_path: Path) -> None:
    profiles = Profiles(tmp_path)
    profiles.record_achievements("Ann", "standard", [3], when="2026-01-02T10:00:00+00:00")
    profiles.record_achievements("Ann", "standard", [3, 5], when="2026-03-04T10:00:00+00:00")
    ann = Profiles(tmp_path).get("Ann")
    assert ann.achievement_date("standard", 3) == "2026-01-02T10:00:00+00:00"
    assert ann.achievement_date("standard", 5) == "2026-03-04T10:00:00+00:00"


def _play_as_bots(game_id: str, humans: tuple[str, ...], seed: int) -> Session:
    """A finished game whose human seats were moved by a bot (so the result is recorded for them)."""
    game = find_game(game_id)
    seats = [Seat(name) for name in humans] + [Seat("Bot", "bot", game.bot_levels[0])]
    session = Session.new(game_id, seats, {}, seed=seed, autosave=False)
    helper = game.make_bot(game.bot_levels[0], seed)
    while not session.is_over():
        session.run_bots()
        for seat in session.human_to_act()[:1]:
            session.act(seat, helper.choose(session.state, seat))
    return session


def test_record_result_keeps_score_breakdown_and_date_of_each_human() -> None:
    session = _play_as_bots("magazine", ("Ann",), seed=5)
    profiles = Profiles()
    session.record_result(profiles)
    result = session.result()
    [record] = Profiles().get("Ann").history
    assert record.game == "magazine" and record.score == result.totals[0]
    assert record.breakdown == result.breakdown[0]
    assert list(record.breakdown) == list(result.breakdown[0])  # the game's own category order
    assert record.won == (0 in result.winners)
    assert record.date[:4].isdigit() and "T" in record.date
    assert "Bot" not in Profiles().names()


# --------------------------------------------------------------------------- paperboy stats
def _two_games() -> None:
    profiles = Profiles()
    profiles.record_play("Sam [/]\x1b[31m", "pulitzer", 40, False, {"coin": 10, "report": 30},
                         when="2026-11-01T20:00:00+00:00")
    profiles.record_play("Sam [/]\x1b[31m", "pulitzer", 61, True, {"coin": 20, "report": 41},
                         when="2026-11-08T20:00:00+00:00")
    profiles.record_play("Ann", "fit-to-print", 55, True, {"articles": 30, "photos": 25},
                         when="2026-11-09T20:00:00+00:00")
    profiles.record_achievements("Ann", "standard", [10], when="2026-11-09T20:00:00+00:00")


def test_stats_json_is_what_the_profiles_say() -> None:
    _two_games()
    result = run("stats", "--json")
    assert result.exit_code == 0
    report = json.loads(result.output)
    assert report == json.loads(json.dumps(stats_report(Profiles())))
    sam = next(p for p in report["players"] if p["player"].startswith("Sam"))
    [pulitzer] = sam["per_game"]
    assert (pulitzer["played"], pulitzer["wins"], pulitzer["best"], pulitzer["average"]) == (2, 1, 61, 50.5)
    assert pulitzer["categories"] == {"coin": 15, "report": 35.5}
    assert [s["score"] for s in pulitzer["scores"]] == [40, 61]


def test_stats_text_names_one_player_with_averages_scores_and_achievement_dates() -> None:
    _two_games()
    result = run("stats", "ann")
    assert result.exit_code == 0
    out = result.output
    assert out.startswith("Ann: 1 game, 1 win")
    assert "Fit to Print: 1 game, 1 win, best 55, average 55" in out
    assert "Articles" in out and "Photos" in out
    assert "standard 10: Earn $15 or more in ad revenue — earned 2026-11-09" in out
    assert "Sam" not in out
    everyone = run("stats").output
    assert "Sam [/][31m: 2 games, 1 win" in everyone and "\x1b" not in everyone
    assert "Scores over time (oldest first, ★ won): 40 61★" in everyone


def test_stats_for_an_unknown_player_is_one_line_and_exit_2() -> None:
    _two_games()
    result = run("stats", "Zed")
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "no player named 'Zed'" in lines[0] and "\x1b" not in lines[0]


def test_stats_without_profiles_says_so() -> None:
    result = run("stats")
    assert result.exit_code == 0 and "No player profiles yet" in result.output
