"""Magazine actions with their text forms.

``place 5`` (turn-order track), ``buy 3`` (tile space), ``publish M07 immediate [nature]``
(optionally naming the Hot Topic's domain), ``publish M07 periodic``, ``contract``,
``pass``, and the follow-up choices ``develop T12``, ``bonus``, ``pick T33`` / ``pick -``,
``hot art`` and ``discard M04``.
"""

from __future__ import annotations

from dataclasses import dataclass

from paperboy.engine import Action, ActionParseError

from .data import DOMAINS

REWARD_SLOTS = ("immediate", "periodic")


def _tile_id(word: str) -> str:
    return word.upper()


def _domain(word: str, kind: str) -> str:
    low = word.lower()
    matches = [d for d in DOMAINS if d.startswith(low)] if low else []
    if len(matches) != 1:
        raise ActionParseError(f"'{kind}': unknown domain '{word}' (domains: {', '.join(DOMAINS)})")
    return matches[0]


def _int(word: str, kind: str, name: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise ActionParseError(f"'{kind}': {name} must be a whole number, not '{word}'") from None


def _count(args: list[str], n: int, usage: str) -> None:
    if len(args) != n:
        raise ActionParseError(f"usage: {usage}")


@dataclass(frozen=True)
class Place(Action):
    """Put your disc on a free space (1-5) of the turn-order track."""

    KIND = "place"
    space: int

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        _count(args, 1, "place <space 1-5>")
        return cls(_int(args[0], cls.KIND, "space"))


@dataclass(frozen=True)
class Buy(Action):
    """Buy the topic tile on a board space (numbered from 1)."""

    KIND = "buy"
    space: int

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        _count(args, 1, "buy <space>")
        return cls(_int(args[0], cls.KIND, "space"))


@dataclass(frozen=True)
class Publish(Action):
    """Put an Action token on a Magazine card's immediate or periodic reward."""

    KIND = "publish"
    card: str
    reward: str
    hot: str | None = None

    def format(self) -> str:
        text = f"publish {self.card} {self.reward}"
        return f"{text} {self.hot}" if self.hot else text

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        if len(args) not in (2, 3):
            raise ActionParseError("usage: publish <card> immediate|periodic [hot-topic domain]")
        word = args[1].lower()
        slots = [s for s in REWARD_SLOTS if s.startswith(word)] if word else []
        if len(slots) != 1:
            raise ActionParseError(f"'publish': reward must be immediate or periodic, not '{args[1]}'")
        hot = _domain(args[2], cls.KIND) if len(args) == 3 and args[2] != "-" else None
        return cls(args[0].upper(), slots[0], hot)


@dataclass(frozen=True)
class Contract(Action):
    """Sign an advertising contract (an Action token for 2K)."""

    KIND = "contract"


@dataclass(frozen=True)
class Pass(Action):
    """Stop acting for the rest of the round."""

    KIND = "pass"


@dataclass(frozen=True)
class Develop(Action):
    """Develop one of your drafts (after a 'develop' special reward)."""

    KIND = "develop"
    tile: str

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        _count(args, 1, "develop <tile>")
        return cls(_tile_id(args[0]))


@dataclass(frozen=True)
class Bonus(Action):
    """Take the alternative of a 'develop' special reward (PR or money)."""

    KIND = "bonus"


@dataclass(frozen=True)
class Pick(Action):
    """Keep one of the two drawn tiles (paying PR), or ``pick -`` to keep none."""

    KIND = "pick"
    tile: str | None = None

    def format(self) -> str:
        return f"pick {self.tile or '-'}"

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        _count(args, 1, "pick <tile>|-")
        return cls(None if args[0] == "-" else _tile_id(args[0]))


@dataclass(frozen=True)
class Hot(Action):
    """Name the Hot Topic's domain before the round's periodic rewards."""

    KIND = "hot"
    domain: str

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        _count(args, 1, "hot <domain>")
        return cls(_domain(args[0], cls.KIND))


@dataclass(frozen=True)
class Discard(Action):
    """Discard an older Magazine card when over the card limit."""

    KIND = "discard"
    card: str

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        _count(args, 1, "discard <card>")
        return cls(args[0].upper())


ACTION_CLASSES: tuple[type[Action], ...] = (
    Place, Buy, Publish, Contract, Pass, Develop, Bonus, Pick, Hot, Discard,
)
