"""Game-agnostic core: the game contract, actions, errors, RNG, registry and replay.

Nothing here imports a UI library (textual, rich, click); a test enforces it.
"""

from __future__ import annotations

from .actions import Action, ActionCodec, Event
from .errors import (
    ActionParseError,
    DataError,
    IllegalActionError,
    InvalidOptionError,
    InvalidPlayersError,
    NotYourTurnError,
    PaperboyError,
    SaveFileError,
    ScorepadError,
    StateFormatError,
    UnknownGameError,
)
from .protocol import Bot, Game, Option, Result, State, canonical_json, state_digest
from .registry import GAMES, GameInfo, all_games, find_game, game_info, register, unregister
from .replay import replay
from .rng import Rng

__all__ = [
    "GAMES", "Action", "GameInfo", "game_info", "ActionCodec", "ActionParseError", "Bot", "DataError", "Event", "Game",
    "IllegalActionError", "InvalidOptionError", "InvalidPlayersError", "NotYourTurnError",
    "Option", "PaperboyError", "Result", "Rng", "SaveFileError", "ScorepadError", "State", "StateFormatError",
    "UnknownGameError", "all_games", "canonical_json", "find_game", "register", "replay",
    "state_digest", "unregister",
]
