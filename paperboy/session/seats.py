"""Seats at the table: who sits where, and whether a person or a bot plays there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from paperboy.engine.text import clean_text

#: The two kinds of seat.
SEAT_KINDS = ("human", "bot")


@dataclass(frozen=True)
class Seat:
    """One seat: a player name, ``human`` or ``bot``, and the bot's level.

    Attributes:
        name: The name shown on screen and used for profiles (control characters and
            outer spaces are removed when the seat is made).
        kind: ``"human"`` or ``"bot"``.
        level: The bot level (one of the game's ``bot_levels``); ``None`` for humans or
            for a bot that takes the game's first level.
    """

    name: str
    kind: str = "human"
    level: str | None = None

    def __post_init__(self) -> None:
        # A name is user text that reaches the terminal: no control characters, ever
        # (an ESC or BEL in a name could retitle the terminal), and no outer spaces.
        name = clean_text(self.name).strip() if isinstance(self.name, str) else ""
        if not name:
            raise ValueError("a seat needs a name")
        object.__setattr__(self, "name", name)
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"a seat is human or bot, not {self.kind!r}")
        if self.level is not None and not isinstance(self.level, str):
            raise ValueError(f"a bot level is a word, not {self.level!r}")

    @property
    def is_bot(self) -> bool:
        """True when a bot plays this seat."""
        return self.kind == "bot"

    @property
    def is_human(self) -> bool:
        """True when a person plays this seat."""
        return self.kind == "human"

    @classmethod
    def human(cls, name: str) -> Seat:
        """A seat for a person."""
        return cls(name, "human", None)

    @classmethod
    def bot(cls, name: str, level: str | None = None) -> Seat:
        """A seat for a bot of ``level``."""
        return cls(name, "bot", level)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, as stored in saves."""
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_dict(cls, d: Any) -> Seat:
        """Read a seat back; raises ``TypeError``/``ValueError`` with a clear message if malformed."""
        if not isinstance(d, dict):
            raise TypeError(f"a seat must be a mapping, not {type(d).__name__}")
        name = d.get("name")
        if not isinstance(name, str):
            raise TypeError("a seat has no name")
        return cls(name, d.get("kind", "human"), d.get("level"))
