"""Engine core: RNG, action codec, options, registry and errors."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from paperboy.engine import (
    GAMES,
    Action,
    ActionCodec,
    ActionParseError,
    IllegalActionError,
    InvalidOptionError,
    Option,
    Rng,
    UnknownGameError,
    find_game,
)


@dataclass(frozen=True)
class Place(Action):
    KIND = "place"
    tile: str
    row: int
    col: int
    face_up: bool = True


@dataclass(frozen=True)
class Keep(Action):
    KIND = "keep"


@dataclass(frozen=True)
class Pick(Action):
    KIND = "pick"
    cards: tuple[str, ...]
    note: str | None = None


CODEC = ActionCodec([Place, Keep, Pick])


def test_rng_same_seed_same_sequence() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]


def test_rng_state_round_trips_as_one_int() -> None:
    a = Rng(9)
    a.randint(0, 100)
    b = Rng.from_int(a.to_int())
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]


def test_rng_randint_covers_range_and_shuffle_permutes() -> None:
    r = Rng(1)
    assert {r.randint(1, 6) for _ in range(500)} == {1, 2, 3, 4, 5, 6}
    items = list(range(20))
    r.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


@pytest.mark.parametrize(
    "action",
    [Place("A17", 3, 2), Place("B1", 0, 0, False), Keep(), Pick(("x", "y")), Pick((), "two words")],
)
def test_action_text_and_dict_round_trip(action: Action) -> None:
    assert CODEC.parse(action.format()) == action
    assert CODEC.from_dict(action.to_dict()) == action


def test_action_text_form_is_readable() -> None:
    assert Place("A17", 3, 2).format() == "place A17 3 2 yes"


@pytest.mark.parametrize(
    ("text", "message"),
    [("", "empty"), ("jump 3", "unknown action"), ("place A1 x 2 yes", "row must be a int"),
     ("place A1", "takes 4 value")],
)
def test_bad_action_text_is_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(ActionParseError, match=message):
        CODEC.parse(text)


def test_bad_action_dict_is_refused_clearly() -> None:
    with pytest.raises(ActionParseError):
        CODEC.from_dict({"type": "place", "tile": "A", "row": "3", "col": 1})
    with pytest.raises(ActionParseError):
        CODEC.from_dict(["place"])


def test_option_coercion_and_refusal() -> None:
    timer = Option("timer", "Timer", "choice", "standard", choices=("frantic", "standard", "relaxed"))
    assert timer.coerce("relaxed") == "relaxed"
    with pytest.raises(InvalidOptionError, match="timer"):
        timer.coerce("slow")
    rounds = Option("rounds", "Rounds", "int", 3, min=1, max=5)
    assert rounds.coerce("4") == 4
    with pytest.raises(InvalidOptionError, match="between 1 and 5"):
        rounds.coerce(9)
    mods = Option("mods", "Mods", "multi", [], choices=(1, 2, 3))
    assert mods.coerce("3,1") == [1, 3]
    with pytest.raises(InvalidOptionError):
        mods.coerce("7")


def test_unknown_game_raises() -> None:
    with pytest.raises(UnknownGameError, match="nosuchgame"):
        find_game("nosuchgame")


def test_registered_games_are_found() -> None:
    for game_id in GAMES:
        assert find_game(game_id).id == game_id


def test_illegal_action_error_names_the_rule() -> None:
    err = IllegalActionError("Photos may not touch other photos", "Layout rule 6")
    assert "Layout rule 6" in str(err) and isinstance(err, ValueError)


def test_menu_facts_match_each_game() -> None:
    from paperboy.engine import game_info

    for game_id in GAMES:
        game, info = find_game(game_id), game_info(game_id)
        assert (info.id, info.name, info.min_players, info.max_players, info.summary) == (
            game.id, game.name, game.min_players, game.max_players, game.summary)
