"""Pulitzer actions: frozen values with a text form that round-trips.

Placement: ``place 4 N1`` (Journalist 4 face down on Kiosk space N1), ``place X B3
+photo2 +management`` (with tokens), ``place 3 S2 up`` (face up, Grand Finale),
``request hr``, ``edit`` (use an Editing Room token), ``bail 3``, ``pass``.
Resolution decisions: ``pin a3 E07 L12`` (pin board space a3 using those cards; ``-``
for no line card in X), ``skip``, ``destroy b4``, ``choose <option>``, ``train <steps>
<contacts>``, ``buy photo2 <contacts>``. Any time on your turn: ``unpin``.
"""

from __future__ import annotations

from dataclasses import dataclass

from paperboy.engine import Action, ActionParseError

TOKEN_WORDS = ("newsroom", "registry", "photo1", "photo2", "management")


@dataclass(frozen=True)
class Place(Action):
    """Place a Journalist (``1``-``5`` or ``X``) face down on a space, maybe with tokens."""

    KIND = "place"
    journalist: str
    space: str
    tokens: tuple[str, ...] = ()
    faceup: bool = False

    def format(self) -> str:
        parts = [self.KIND, self.journalist, self.space]
        parts += [f"+{t}" for t in self.tokens]
        if self.faceup:
            parts.append("up")
        return " ".join(parts)

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        if len(args) < 2:
            raise ActionParseError("'place' needs a Journalist and a space: place <1-5|X> <space> [+token ...] [up]")
        journalist = args[0].upper()
        if journalist not in ("1", "2", "3", "4", "5", "X"):
            raise ActionParseError(f"'place': the Journalist must be 1-5 or X, not '{args[0]}'")
        space = _space_word(args[1])
        tokens: list[str] = []
        faceup = False
        for word in args[2:]:
            w = word.lower()
            if w == "up":
                faceup = True
            elif w.startswith("+") and w[1:] in TOKEN_WORDS:
                tokens.append(w[1:])
            else:
                raise ActionParseError(f"'place': unknown extra '{word}' (use +{' +'.join(TOKEN_WORDS)} or up)")
        # The canonical order puts the value token first and Management last.
        tokens.sort(key=lambda w: (w == "management", TOKEN_WORDS.index(w)))
        return cls(journalist, space, tuple(tokens), faceup)


def _space_word(word: str) -> str:
    return word.upper()


@dataclass(frozen=True)
class Request(Action):
    """Place a Request token in a Newspaper section."""

    KIND = "request"
    section: str

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        if len(args) != 1:
            raise ActionParseError("'request' takes a section: editing, newsroom, hr, management, registry, photo")
        return cls(args[0].lower())


@dataclass(frozen=True)
class Edit(Action):
    """Spend an Editing Room token: place two Journalists this turn."""

    KIND = "edit"


@dataclass(frozen=True)
class Pass(Action):
    """Stop placing for this round."""

    KIND = "pass"


@dataclass(frozen=True)
class Bail(Action):
    """Pay the bail of an arrested Journalist (start of a round)."""

    KIND = "bail"
    journalist: str

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        if len(args) != 1:
            raise ActionParseError("'bail' takes the arrested Journalist: bail <1-5|X>")
        return cls(args[0].upper())


@dataclass(frozen=True)
class Unpin(Action):
    """Discard the last evidence pinned in the previous round."""

    KIND = "unpin"


@dataclass(frozen=True)
class Pin(Action):
    """Pin a board space using an Evidence source and a Line source (``-`` in X)."""

    KIND = "pin"
    space: str
    evidence: str
    line: str | None = None

    def format(self) -> str:
        return f"pin {self.space} {self.evidence} {self.line or '-'}"

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        if len(args) not in (2, 3):
            raise ActionParseError("'pin' takes a space and cards: pin <space> <evidence> [<line>|-]")
        line = args[2] if len(args) == 3 else "-"
        return cls(args[0].lower(), _card_word(args[1]), None if line == "-" else _card_word(line))


def _card_word(word: str) -> str:
    if word.lower() in ("wilde", "wildl"):
        return "wildE" if word.lower() == "wilde" else "wildL"
    return word.upper()


@dataclass(frozen=True)
class Skip(Action):
    """Decline an optional step (no pin, no purchase, no training)."""

    KIND = "skip"


@dataclass(frozen=True)
class Destroy(Action):
    """Put a Destroyed Evidence token on a free highlighted space."""

    KIND = "destroy"
    space: str

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        if len(args) != 1:
            raise ActionParseError("'destroy' takes a board space: destroy <space>")
        return cls(args[0].lower())


@dataclass(frozen=True)
class Choose(Action):
    """Answer a pending choice (a space, a card, ``cash``, ``contact`` ...)."""

    KIND = "choose"
    option: str

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        if len(args) != 1:
            raise ActionParseError("'choose' takes one option")
        return cls(args[0])


@dataclass(frozen=True)
class Train(Action):
    """Advance the H.R. token ``steps`` spaces, paying ``contacts`` Contacts and the rest in $."""

    KIND = "train"
    steps: int
    contacts: int = 0


@dataclass(frozen=True)
class Buy(Action):
    """Buy a Photography token (``photo1`` or ``photo2``), paying ``contacts`` Contacts."""

    KIND = "buy"
    token: str
    contacts: int = 0

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        if len(args) not in (1, 2):
            raise ActionParseError("'buy' takes a token and Contacts: buy <photo1|photo2> [contacts]")
        try:
            contacts = int(args[1]) if len(args) == 2 else 0
        except ValueError:
            raise ActionParseError("'buy': contacts must be a whole number") from None
        return cls(args[0].lower(), contacts)


ACTION_CLASSES: tuple[type[Action], ...] = (
    Place, Request, Edit, Pass, Bail, Unpin, Pin, Skip, Destroy, Choose, Train, Buy,
)
