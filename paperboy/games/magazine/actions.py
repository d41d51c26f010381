"""Magazine actions with their text forms.

``place 5`` (turn-order track), ``buy 3`` (tile space), ``publish M07 immediate [nature]``
(optionally naming the Hot Topic's domain), ``publish M07 periodic``, ``contract``,
``pass``, and the follow-up choices ``develop T12``, ``bonus``, ``pick T33`` / ``pick -``,
``hot art`` and ``discard M04``.

Typed moves also accept what the screen shows: a Magazine card by its name and its reward
spaces as ``now``/``round`` (``publish City Pulse now``), a topic tile by its topic
(``develop Street Art``, ``pick Mushrooms``), ``discard Gallery``. ``format`` and the dict
form always use the ids, so saves read the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from paperboy.engine import Action, ActionParseError

from .components import DOMAINS, load

REWARD_SLOTS = ("immediate", "periodic")
#: the words the board shows for the two reward spaces of a Magazine card
SLOT_WORDS = {"now": "immediate", "round": "periodic"}


def _by_name(words: list[str], ids: dict[str, str], what: str, kind: str) -> str:
    """An id typed as itself or as the name the screen shows (any case, unique prefix).

    An unknown word is returned upper-cased: the rules then refuse it, naming the rule.
    """
    text = " ".join(words)
    if text.upper() in ids.values():
        return text.upper()
    low = text.lower()
    if low in ids:
        return ids[low]
    starts = [name for name in ids if name.startswith(low)] if low else []
    if len(starts) == 1:
        return ids[starts[0]]
    if len(starts) > 1:
        raise ActionParseError(f"'{kind}': '{text}' could be the {what} {', '.join(sorted(starts))}")
    return text.upper()


def _tile_id(words: list[str], kind: str) -> str:
    tiles = {t.topic.lower(): t.id for t in load().tiles.values()}
    return _by_name(words, tiles, "topics", kind)


def _card_id(words: list[str], kind: str) -> str:
    cards = {c.name.lower(): c.id for c in load().cards.values()}
    return _by_name(words, cards, "Magazine cards", kind)


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
        usage = "usage: publish <card> now|round (or immediate|periodic) [hot-topic domain]"

        def slot_of(word: str) -> str | None:
            low = word.lower()
            if low in SLOT_WORDS:
                return SLOT_WORDS[low]
            slots = [s for s in REWARD_SLOTS if s.startswith(low)] if low else []
            return slots[0] if len(slots) == 1 else None

        # the card may be a name of several words: the reward word comes after it
        at = next((i for i in range(len(args) - 1, 0, -1) if slot_of(args[i]) is not None), None)
        if at is None:
            if len(args) >= 2:
                raise ActionParseError(
                    f"'publish': reward must be now or round (immediate or periodic), not '{args[-1]}'")
            raise ActionParseError(usage)
        rest = args[at + 1:]
        if len(rest) > 1:
            raise ActionParseError(usage)
        hot = _domain(rest[0], cls.KIND) if rest and rest[0] != "-" else None
        slot = slot_of(args[at])
        assert slot is not None
        return cls(_card_id(args[:at], cls.KIND), slot, hot)


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
        if not args:
            raise ActionParseError("usage: develop <tile id or topic>")
        return cls(_tile_id(args, cls.KIND))


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
        if not args:
            raise ActionParseError("usage: pick <tile id or topic>|-")
        return cls(None if args == ["-"] else _tile_id(args, cls.KIND))


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
        if not args:
            raise ActionParseError("usage: discard <card id or name>")
        return cls(_card_id(args, cls.KIND))


ACTION_CLASSES: tuple[type[Action], ...] = (
    Place, Buy, Publish, Contract, Pass, Develop, Bonus, Pick, Hot, Discard,
)
