"""The registry of games. Game modules are imported lazily so the menu starts fast.

``GAMES`` lists the ids of the games that are shipped and complete, in menu order. Each id
maps to a module under ``paperboy.games`` that exposes ``GAME``, an instance of
:class:`~paperboy.engine.protocol.Game`. Tests may add games with :func:`register`.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import short_repr
from .errors import UnknownGameError

if TYPE_CHECKING:  # the contract is loaded with the first game, not with the menu
    from .protocol import Game


@dataclass(frozen=True)
class GameInfo:
    """What the menu shows of a game, known without importing its rules (fast start).

    A test checks that it matches the game's own attributes.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    summary: str
    players_note: str = ""


_INFO: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo("fit-to-print", "Fit to Print", 1, 6,
                 "Grab news tiles against the clock and lay out the best paper over three days.",
                 "1–6 players; Newsroom teams 4–12"),
        GameInfo("extra-extra", "Extra! Extra!", 2, 6,
                 "Send reporters round the world's newsdesks, turn same-colour news cards into "
                 "stories and be first to fill your newspaper."),
        GameInfo("pulitzer", "Pulitzer", 1, 5,
                 "Place face-down journalists to earn money, reach and evidence, and pin the best "
                 "Report on your Investigation board (3-5 players; 1-2 play The Pentagon Papers)."),
        GameInfo("magazine", "Magazine", 2, 4,
                 "Buy topics, develop them into articles and publish magazines for reputation over "
                 "six rounds."),
    )
}

#: id -> module providing ``GAME``, for every game paperboy ships.
_MODULES: dict[str, str] = {
    "fit-to-print": "paperboy.games.fit_to_print",
    "extra-extra": "paperboy.games.extra_extra",
    "pulitzer": "paperboy.games.pulitzer",
    "magazine": "paperboy.games.magazine",
}

#: Registered game ids in menu order. A game is listed only once it works end to end.
GAMES: list[str] = ["fit-to-print", "extra-extra", "pulitzer", "magazine"]

_loaded: dict[str, Game] = {}


def find_game(game_id: str) -> Game:
    """Return the registered game with this id, or raise ``UnknownGameError``."""
    if not isinstance(game_id, str):
        raise UnknownGameError(f"a game id is text such as 'magazine', not {short_repr(game_id)}")
    if game_id in _loaded and game_id in GAMES:
        return _loaded[game_id]
    if game_id not in GAMES:
        known = ", ".join(GAMES) or "none"
        raise UnknownGameError(f"unknown game {short_repr(game_id)} (games: {known})")
    module = importlib.import_module(_MODULES[game_id])
    game: Game = module.GAME
    _loaded[game_id] = game
    return game


def game_info(game_id: str) -> GameInfo:
    """Menu facts of a registered game; imports the game only if it has no static entry."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise UnknownGameError(f"unknown game {short_repr(game_id)} (games: {', '.join(GAMES) or 'none'})")
    info = _INFO.get(game_id)
    if info is None:
        game = find_game(game_id)
        info = GameInfo(game.id, game.name, game.min_players, game.max_players, game.summary)
    return info


def all_games() -> list[Game]:
    return [find_game(g) for g in GAMES]


def register(game: Game, module: str | None = None) -> None:
    """Add a game (used by tests for the test-only game)."""
    _loaded[game.id] = game
    if module:
        _MODULES[game.id] = module
    if game.id not in GAMES:
        GAMES.append(game.id)


def unregister(game_id: str) -> None:
    _loaded.pop(game_id, None)
    if game_id in GAMES:
        GAMES.remove(game_id)
