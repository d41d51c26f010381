"""Profiles: statistics per player, Fit to Print achievements, a damaged file left alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from toygame import Add, Bid, Draw, End

from paperboy.session import Profiles, ProfilesError, Seat, Session


def test_profiles_live_in_the_data_directory(data_home: Path) -> None:
    profiles = Profiles()
    profiles.record_game("Ann", "pulitzer", 40, True)
    assert profiles.path == data_home / "profiles.json" and profiles.path.exists()
    assert [p.name for p in data_home.iterdir()] == ["profiles.json"]  # no temp file left


def test_record_game_counts_games_wins_and_best_score(data_home: Path) -> None:
    profiles = Profiles()
    profiles.record_game("Ann", "magazine", 30, False)
    profiles.record_game("Ann", "magazine", 45, True)
    profiles.record_game("Ann", "magazine", 20, True)
    profiles.record_game("Ann", "pulitzer", 12, False)
    again = Profiles()  # read back from disk
    ann = again.get("Ann")
    assert ann.games == 4 and ann.wins == 2
    assert again.best("Ann", "magazine") == 45 and again.best("Ann", "pulitzer") == 12
    assert ann.per_game["magazine"].played == 3 and ann.per_game["magazine"].wins == 2
    assert again.best("Ann", "extra-extra") is None
    assert again.names() == ["Ann"]


def test_unknown_name_gives_an_empty_profile_that_is_not_stored(data_home: Path) -> None:
    profiles = Profiles()
    nobody = profiles.get("Zed")
    assert nobody.games == 0 and nobody.wins == 0 and nobody.achievements == {}
    assert "Zed" not in profiles and profiles.names() == []


def test_add_and_remove_profiles(data_home: Path) -> None:
    profiles = Profiles()
    profiles.add("bob")
    profiles.add("Ann")
    assert Profiles().names() == ["Ann", "bob"]
    profiles.remove("bob")
    assert Profiles().names() == ["Ann"]
    with pytest.raises(ProfilesError, match="no profile"):
        profiles.remove("bob")
    with pytest.raises(ProfilesError, match="needs a name"):
        profiles.add("  ")


def test_achievements_are_kept_per_mode_without_duplicates(data_home: Path) -> None:
    profiles = Profiles()
    profiles.record_achievements("Ann", "standard", [3, 1])
    profiles.record_achievements("Ann", "standard", [1, 7])
    profiles.record_achievements("Ann", "scenarios", [25])
    ann = Profiles().get("Ann")
    assert ann.achievements == {"standard": [1, 3, 7], "scenarios": [25]}


def test_bad_achievement_input_is_refused(data_home: Path) -> None:
    profiles = Profiles()
    with pytest.raises(ProfilesError, match="standard, modifications, scenarios"):
        profiles.record_achievements("Ann", "hard", [1])
    with pytest.raises(ProfilesError, match="numbered from 1"):
        profiles.record_achievements("Ann", "standard", [0])


@pytest.mark.parametrize("content", [b"{broken", b'{"format": 1, "profiles": {"Ann": 3}}',
                                     b'{"format": 9, "profiles": {}}', b"\xff\xfe",
                                     b'["Ann"]'])
def test_damaged_profiles_file_is_kept_as_bak_when_a_profile_changes(data_home: Path,
                                                                     content: bytes) -> None:
    data_home.mkdir()
    path = data_home / "profiles.json"
    path.write_bytes(content)
    profiles = Profiles()
    assert profiles.error is not None and str(path) in profiles.error
    assert Profiles().names() == [] and path.read_bytes() == content  # reading never writes
    profiles.record_game("Ann", "pulitzer", 10, True)
    assert profiles.best("Ann", "pulitzer") == 10
    assert (data_home / "profiles.json.bak").read_bytes() == content  # the old file, intact
    assert Profiles().best("Ann", "pulitzer") == 10 and Profiles().error is None
    assert sorted(p.name for p in data_home.iterdir()) == ["profiles.json", "profiles.json.bak"]


def test_newer_profiles_file_names_the_format(data_home: Path) -> None:
    data_home.mkdir()
    (data_home / "profiles.json").write_text('{"format": 9, "profiles": {}}')
    assert "newer paperboy (format 9)" in (Profiles().error or "")


def finish(s: Session) -> None:
    """Play a one-round game to the end; each human bids their highest card."""
    for seat, action in [(0, Draw()), (1, Draw()), (0, Add(2)), (0, Add(2)), (0, End()),
                         (1, Add(1)), (1, End()), (0, None), (1, None)]:
        if s.seats[seat].is_bot:
            s.run_bots()
        else:
            s.act(seat, action or Bid(max(s.state.view(seat)["hand"])))
    s.run_bots()


def test_record_result_updates_human_profiles_once(data_home: Path) -> None:
    s = Session.new("sealed-bids", [Seat("Ann"), Seat("Bob")], {"turns": 1, "rounds": 1}, seed=8)
    profiles = Profiles()
    s.record_result(profiles)  # not over yet: nothing happens
    assert profiles.names() == []
    finish(s)
    result = s.result()
    s.record_result(profiles)
    s.record_result(profiles)  # a second call does not count the game twice
    on_disk = json.loads(profiles.path.read_text())["profiles"]
    assert set(on_disk) == {"Ann", "Bob"}
    for seat, name in enumerate(["Ann", "Bob"]):
        p = profiles.get(name)
        assert p.games == 1 and p.wins == (1 if seat in result.winners else 0)
        assert p.best("sealed-bids") == result.totals[seat]
        assert p.achievements == ({"standard": [1]} if seat in result.winners else {})
    # The flag is saved: resuming the finished game does not record it again.
    loaded = Session.load(s.path)  # type: ignore[arg-type]
    loaded.record_result(profiles)
    assert profiles.get("Ann").games == 1
    assert not loaded.can_undo(1)


def test_record_result_skips_bots(data_home: Path) -> None:
    s = Session.new("sealed-bids", [Seat("Ann"), Seat("Robo", "bot")], {"turns": 1, "rounds": 1}, seed=8)
    finish(s)
    assert s.is_over()
    profiles = Profiles()
    s.record_result(profiles)
    assert profiles.names() == ["Ann"]


def test_fit_to_print_rule_modifications_mode_is_recorded_under_modifications(tmp_path) -> None:
    from paperboy.session import Profiles

    profiles = Profiles(tmp_path)
    profiles.record_achievements("Ann", "rule-modifications", [3, 7])
    assert Profiles(tmp_path).get("Ann").achievements == {"modifications": [3, 7]}
