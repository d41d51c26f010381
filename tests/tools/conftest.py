"""Finished games of every game for the export and statistics tests (made once, by bots)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from paperboy.engine import find_game
from paperboy.session import SaveStore, Seat, Session

GAME_IDS = ("fit-to-print", "extra-extra", "pulitzer", "magazine")

#: A name with markup and a terminal escape: exports must show it as plain, clean text.
AWKWARD = "Sam [/]\x1b[31m"


@cache
def _finished_log(game_id: str, seed: int) -> tuple[tuple[int, dict], ...]:
    game = find_game(game_id)
    seats = [Seat("Ann", "bot", game.bot_levels[0]), Seat("Bob", "bot", game.bot_levels[0])]
    session = Session.new(game_id, seats, {}, seed=seed, autosave=False)
    session.run_bots(100000)
    assert session.is_over()
    return tuple((seat, dict(action)) for seat, action in session.log)


def finished_save(game_id: str, folder: Path, seed: int = 3, upto: int | None = None,
                  names: tuple[str, str] = (AWKWARD, "Bob")) -> Path:
    """A save of a two-player bot game in ``folder`` (finished, or cut after ``upto`` actions).

    The players are called ``names`` (the first, by default, is :data:`AWKWARD`).
    """
    game = find_game(game_id)
    seats = [Seat(name, "bot", game.bot_levels[0]) for name in names]
    session = Session(game, seats, game.resolve_options({}), seed, store=SaveStore(folder), autosave=False,
                      save_id=f"{game_id}-test")
    log = _finished_log(game_id, seed)
    for seat, data in log[:upto]:
        session.act(seat, game.action_from_dict(dict(data)))
    return session.save()


@pytest.fixture
def make_save(tmp_path: Path):
    """``make_save(game_id, upto=None, folder=None)``: a save of a bot game (in ``tmp_path/saves``)."""

    def make(game_id: str, upto: int | None = None, seed: int = 3,
             names: tuple[str, str] = (AWKWARD, "Bob"), folder: Path | None = None) -> Path:
        return finished_save(game_id, folder or tmp_path / "saves", seed=seed, upto=upto, names=names)

    return make
