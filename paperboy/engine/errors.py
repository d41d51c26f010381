"""Typed errors of the engine. Every one is a ``ValueError`` so callers can catch broadly."""

from __future__ import annotations


class PaperboyError(ValueError):
    """Base class of every error paperboy raises on purpose."""


class IllegalActionError(PaperboyError):
    """A move the rules refuse. ``reason`` says which rule and why.

    The state is left exactly as it was before the refused move.
    """

    def __init__(self, reason: str, rule: str | None = None) -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(f"{reason} ({rule})" if rule else reason)


class NotYourTurnError(IllegalActionError):
    """A seat tried to act while it may not."""


class ActionParseError(PaperboyError):
    """The text or dict form of an action could not be read."""


class InvalidOptionError(PaperboyError):
    """A game option is unknown or has a value outside its allowed set."""


class UnknownGameError(PaperboyError):
    """No registered game has that id."""


class InvalidPlayersError(PaperboyError):
    """The player list does not fit the game (count, names)."""


class SaveFileError(PaperboyError):
    """A save file is corrupt, truncated, foreign or from a newer format."""


class StateFormatError(PaperboyError):
    """A serialised game state (``Game.from_dict``) is malformed, damaged or of another game.

    Every game raises this one error for any input it cannot load; the message names the
    field and the problem.
    """


class ScorepadError(PaperboyError):
    """A scorepad file could not be read; the message names the line and the problem."""


class DataError(PaperboyError):
    """Component data shipped with a game failed validation when loaded."""
