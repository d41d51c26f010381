"""Game-agnostic core: the game contract, actions, errors, RNG, registry and replay.

Nothing here imports a UI library (textual, rich, click); a test enforces it.

The names below are loaded on first use (PEP 562), so the menu, which needs only the
registry, starts without the contract, actions and replay modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
    from .replay import describe_entry, log_failure, replay, replay_steps
    from .rng import Rng

#: Exported name -> the submodule that defines it.
_EXPORTS: dict[str, str] = {
    **dict.fromkeys(("Action", "ActionCodec", "Event"), ".actions"),
    **dict.fromkeys(("ActionParseError", "DataError", "IllegalActionError", "InvalidOptionError",
                     "InvalidPlayersError", "NotYourTurnError", "PaperboyError", "SaveFileError",
                     "ScorepadError", "StateFormatError", "UnknownGameError"), ".errors"),
    **dict.fromkeys(("Bot", "Game", "Option", "Result", "State", "canonical_json", "state_digest"),
                    ".protocol"),
    **dict.fromkeys(("GAMES", "GameInfo", "all_games", "find_game", "game_info", "register", "unregister"),
                    ".registry"),
    **dict.fromkeys(("describe_entry", "log_failure", "replay", "replay_steps"), ".replay"),
    "Rng": ".rng",
}

__all__ = [
    "GAMES", "Action", "GameInfo", "game_info", "ActionCodec", "ActionParseError", "Bot", "DataError", "Event", "Game",
    "IllegalActionError", "InvalidOptionError", "InvalidPlayersError", "NotYourTurnError",
    "Option", "PaperboyError", "Result", "Rng", "SaveFileError", "ScorepadError", "State", "StateFormatError",
    "UnknownGameError", "all_games", "canonical_json", "describe_entry", "find_game", "log_failure", "register",
    "replay", "replay_steps", "state_digest", "unregister",
]


def __getattr__(name: str) -> Any:
    """Import the submodule that defines ``name`` the first time it is asked for."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # As ``from .module import name`` would: ``python -X importtime`` lists the module.
    loaded = __import__(module[1:], globals(), None, [name], 1)
    # Every name of that submodule is bound here for good: importing the submodule
    # ``replay`` set the package attribute ``replay`` to the module, and the function must win.
    for exported, home in _EXPORTS.items():
        if home == module:
            globals()[exported] = getattr(loaded, exported)
    return globals()[name]


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
