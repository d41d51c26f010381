"""Magazine end to end: random playouts, hidden money, action text, bots and rules text."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from games.magazine.magazine_support import NAMES, new, place

from paperboy.engine import ActionParseError, Rng, find_game
from paperboy.games.magazine import GAME
from paperboy.games.magazine.actions import Contract, Discard, Hot, Pass, Pick, Place, Publish


def _random_playout(players: int, seed: int, options: dict | None = None):
    state = GAME.new_game(NAMES[:players], options or {}, seed)
    rng = Rng(seed)
    steps = 0
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for action in legal:  # every listed action passes the rule checks
            state.check(seat, action)
        state.play(seat, rng.choice(legal))
        steps += 1
        assert steps < 3000
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playout_reaches_the_final_scoring(players: int) -> None:
    for seed in (1, 2):
        state = _random_playout(players, seed)
        result = state.result()
        assert state.round == 6 and len(result.totals) == players and result.winners
        assert all(sum(b.values()) == t for b, t in zip(result.breakdown, result.totals, strict=True))
        again = GAME.from_dict(json.loads(json.dumps(state.to_dict())))
        assert again.to_dict() == state.to_dict()


def test_registered_as_magazine() -> None:
    game = find_game("magazine")
    assert game is GAME and (game.min_players, game.max_players) == (2, 4)
    assert set(game.bot_levels) == {"novice", "expert", "master"}


def test_test_configs_cover_every_player_count_and_hidden_money() -> None:
    configs = GAME.test_configs()
    assert {n for n, _ in configs} == {2, 3, 4}
    assert any(o.get("hidden_money") for _, o in configs)


def test_hidden_money_shown_only_in_the_owners_view() -> None:
    state = new(3, hidden_money=True)
    place(state, 3, 1, 2)
    for viewer in range(3):
        view = state.view(viewer)
        for p in view["players"]:
            if p["seat"] == viewer:
                assert p["money"] == state.money[viewer] and not p["money_hidden"]
            else:
                assert p["money"] is None and p["money_hidden"]
    state.money = [20, 31, 44]
    assert 31 not in [p["money"] for p in state.view(0)["players"]]


def test_hidden_money_revealed_when_the_game_is_over() -> None:
    state = _random_playout(2, 5, {"hidden_money": True})
    assert [p["money"] for p in state.view(0)["players"]] == state.money


def test_open_money_is_in_every_view() -> None:
    state = new(2)
    assert [p["money"] for p in state.view(1)["players"]] == [20, 20]


def test_handoff_needed_only_when_money_is_hidden() -> None:
    assert new(2, hidden_money=True).has_hidden_information()
    assert not new(2).has_hidden_information()
    assert not _random_playout(2, 4, {"hidden_money": True}).has_hidden_information()


def test_views_never_show_the_bag_or_the_magazine_deck() -> None:
    state = new(3)
    secrets = set(state.secrets(0))
    assert secrets and secrets == set(state.bag) | set(state.deck)
    assert not secrets & set(json.dumps(state.view(0)).replace('"', " ").replace(",", " ").split())


@pytest.mark.parametrize("text", [
    "place 5", "buy 3", "publish M07 immediate", "publish M01 immediate nature",
    "publish M07 periodic", "contract", "pass", "develop T12", "bonus", "pick T33", "pick -",
    "hot art", "discard M04",
])
def test_action_text_round_trips(text: str) -> None:
    action = GAME.parse_action(text)
    assert action.format() == text and GAME.parse_action(action.format()) == action
    assert GAME.action_from_dict(action.to_dict()) == action


def test_action_text_is_forgiving_about_case_and_prefixes() -> None:
    assert GAME.parse_action("publish m01 imm nat") == Publish("M01", "immediate", "nature")
    assert GAME.parse_action("pick t05") == Pick("T05")
    assert GAME.parse_action("hot KNOW") == Hot("knowledge")
    assert GAME.parse_action("discard m04") == Discard("M04")
    assert GAME.parse_action("place 2") == Place(2)
    assert GAME.parse_action("contract") == Contract() and GAME.parse_action("pass") == Pass()


@pytest.mark.parametrize("text", ["place", "place x", "publish M01", "publish M01 later",
                                  "publish M01 immediate sport", "hot", "contract now", "fly"])
def test_bad_action_text_raises_a_parse_error(text: str) -> None:
    with pytest.raises(ActionParseError):
        GAME.parse_action(text)


def test_status_line_names_round_phase_and_actor() -> None:
    state = new(2)
    assert state.status_line() == "Round 1/6 (spring/summer) · turn order: Kevin places a disc"
    over = _random_playout(2, 3)
    assert over.status_line().startswith("Game over")


# ---------------------------------------------------------------- bots
def _bot_game(players: int, levels: list[str], seed: int, timings: list[float] | None = None):
    state = GAME.new_game(NAMES[:players], {}, seed)
    bots = [GAME.make_bot(levels[i], seed * 10 + i) for i in range(players)]
    while not state.is_over():
        seat = state.to_act()[0]
        start = time.perf_counter()
        action = bots[seat].choose(state, seat)
        if timings is not None and levels[seat] == "expert":
            timings.append(time.perf_counter() - start)
        state.play(seat, action)
    return state


def test_expert_bots_finish_games_of_2_3_and_4_players() -> None:
    # Move times are measured by `paperboy bench`, not here.
    for players in (2, 3, 4):
        state = _bot_game(players, ["expert"] * players, players)
        assert state.is_over() and len(state.result().totals) == players


def test_mixed_bot_games_finish_with_checked_moves() -> None:
    # `_bot_game` plays through `play`, so every bot move passes the rule checks.
    for g in range(12):
        players = 2 + g % 3
        state = _bot_game(players, ["expert" if (i + g) % 2 else "novice" for i in range(players)], g)
        assert state.is_over()


def test_expert_beats_novice_more_often_than_not() -> None:
    wins = 0.0
    margin = 0
    games = 60
    for g in range(games):
        levels = ["expert", "novice"] if g % 2 else ["novice", "expert"]
        result = _bot_game(2, levels, 1000 + g).result()
        wins += sum(1 for w in result.winners if levels[w] == "expert") / len(result.winners)
        margin += result.totals[levels.index("expert")] - result.totals[levels.index("novice")]
    assert wins / games > 0.6
    assert margin / games > 5


def test_bots_are_deterministic_by_seed() -> None:
    a = _bot_game(3, ["novice", "expert", "novice"], 42)
    b = _bot_game(3, ["novice", "expert", "novice"], 42)
    assert a.to_dict() == b.to_dict()


def test_unknown_bot_level_is_refused() -> None:
    from paperboy.engine import InvalidOptionError

    with pytest.raises(InvalidOptionError):
        GAME.make_bot("grandmaster")


# ---------------------------------------------------------------- rules text
def test_rules_text_in_own_words_with_rules_notes() -> None:
    text = GAME.rules_text()
    assert text.startswith("# Magazine") and "## Rules notes" in text
    for topic in ("Hot Topic", "lot marker", "A/B", "A+B", "hidden money", "21, 25, 29"):
        assert topic in text
    source = Path(__file__).resolve().parents[4] / "shared" / "rules" / "magazine.txt"
    rulebook = source.read_text("utf-8") if source.exists() else ""
    sentences = [s.strip() for s in rulebook.replace("\n", " ").split(".") if len(s.strip()) > 60]
    copied = [s for s in sentences if s in text]
    assert copied == []


def test_view_shows_round_structure_and_pending_choice() -> None:
    from games.magazine.magazine_support import show_cards

    state = new(2)
    show_cards(state, ["M08", "M13", "M04"])
    place(state, 1, 2)
    state.play(0, Publish("M08", "immediate"))
    for viewer in (0, 1):
        view = state.view(viewer)
        assert (view["round"], view["phase"], view["to_act"]) == (1, "turns", [0])
        assert view["pending"]["kind"] == "draw_two" and len(view["pending"]["tiles"]) == 2
        assert view["round_track"][1] == ["autumn", "winter"]
        assert view["board_cards"][0]["claims"] == {"immediate": 0, "periodic": None}
    assert "resolves Open House" in state.status_line()


def test_from_dict_refuses_a_foreign_state() -> None:
    from paperboy.engine import StateFormatError

    with pytest.raises(StateFormatError):
        GAME.from_dict({"game": "pulitzer"})
    with pytest.raises(StateFormatError):
        GAME.from_dict({"game": "magazine", "players": ["a"]})
