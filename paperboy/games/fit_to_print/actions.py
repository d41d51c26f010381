"""Fit to Print actions and their text forms.

Every action may carry ``clock_ms``: the clock time the acting player (or team) spent on
it, measured by the session, so the engine stays deterministic. In text it is written last
as ``@<ms>`` (``flip @2300``, ``place T012 3 2 down @1500``) and left out when zero.
Rows and columns count from 0 at the top left of the paper.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from paperboy.engine import Action, ActionParseError


def _split_clock(kind: str, args: list[str]) -> tuple[list[str], int]:
    if args and args[-1].startswith("@"):
        try:
            ms = int(args[-1][1:])
        except ValueError:
            raise ActionParseError(f"'{kind}': clock time must look like @1500 (milliseconds)") from None
        return args[:-1], ms
    return args, 0


@dataclass(frozen=True)
class FtpAction(Action):
    """Base: positional words, then an optional ``@ms`` clock time."""

    KIND: ClassVar[str] = "ftp"
    WORDS: ClassVar[tuple[str, ...]] = ()

    def words(self) -> list[str]:
        return [str(getattr(self, w)) for w in self.WORDS]

    def format(self) -> str:
        parts = [self.KIND, *self.words()]
        ms = getattr(self, "clock_ms", 0)
        if ms:
            parts.append(f"@{ms}")
        return " ".join(parts)

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        args, ms = _split_clock(cls.KIND, args)
        if len(args) != len(cls.WORDS):
            usage = " ".join(f"<{w}>" for w in cls.WORDS)
            raise ActionParseError(f"'{cls.KIND}' takes: {cls.KIND} {usage} [@ms]".replace("  ", " "))
        values: dict[str, object] = {}
        hints = {f.name: f.type for f in dataclasses.fields(cls)}
        for name, word in zip(cls.WORDS, args, strict=True):
            if hints.get(name) in (int, "int"):
                try:
                    values[name] = int(word)
                except ValueError:
                    raise ActionParseError(f"'{cls.KIND}': {name} must be a whole number, not '{word}'") from None
            else:
                values[name] = word.upper() if name in ("tile", "cp") else word
        values["clock_ms"] = ms
        return cls(**values)


@dataclass(frozen=True)
class Flip(FtpAction):
    """Flip the next face-down tile of the centre pile (a reveal)."""

    KIND: ClassVar[str] = "flip"
    clock_ms: int = 0


@dataclass(frozen=True)
class Keep(FtpAction):
    """Keep the tile just flipped (to the desk)."""

    KIND: ClassVar[str] = "keep"
    clock_ms: int = 0


@dataclass(frozen=True)
class Return(FtpAction):
    """Put the tile just flipped (or taken, in Family mode) back face up."""

    KIND: ClassVar[str] = "return"
    clock_ms: int = 0


@dataclass(frozen=True)
class Take(FtpAction):
    """Take a face-up tile from the centre."""

    KIND: ClassVar[str] = "take"
    WORDS: ClassVar[tuple[str, ...]] = ("tile",)
    tile: str = ""
    clock_ms: int = 0


@dataclass(frozen=True)
class Draw(FtpAction):
    """Take a face-down tile straight to the desk (Turn-based step 3; a reveal)."""

    KIND: ClassVar[str] = "draw"
    clock_ms: int = 0


@dataclass(frozen=True)
class Layout(FtpAction):
    """Say "Layout!": stop reporting (Newsroom: the Reporter stops after a last delivery)."""

    KIND: ClassVar[str] = "layout"
    clock_ms: int = 0


@dataclass(frozen=True)
class Place(FtpAction):
    """Place a tile (from the desk, or move one already on the paper; ``CP`` = centerpiece)."""

    KIND: ClassVar[str] = "place"
    WORDS: ClassVar[tuple[str, ...]] = ("tile", "row", "col")
    tile: str = ""
    row: int = 0
    col: int = 0
    face: str = "up"
    clock_ms: int = 0

    def words(self) -> list[str]:
        out = [self.tile, str(self.row), str(self.col)]
        if self.face != "up":
            out.append(self.face)
        return out

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        args, ms = _split_clock(cls.KIND, args)
        face = "up"
        if len(args) == 4:
            face = args[3].lower()
            if face not in ("up", "down"):
                raise ActionParseError("'place': the face must be up or down")
            args = args[:3]
        if len(args) != 3:
            raise ActionParseError("'place' takes: place <tile> <row> <col> [up|down] [@ms]")
        try:
            row, col = int(args[1]), int(args[2])
        except ValueError:
            raise ActionParseError("'place': row and column must be whole numbers") from None
        return cls(args[0].upper(), row, col, face, ms)


@dataclass(frozen=True)
class Remove(FtpAction):
    """Take a tile off the paper back to the desk."""

    KIND: ClassVar[str] = "remove"
    WORDS: ClassVar[tuple[str, ...]] = ("tile",)
    tile: str = ""
    clock_ms: int = 0


@dataclass(frozen=True)
class Rotate(FtpAction):
    """Try to turn a tile: always refused (Layout rule 3); it exists so the refusal is explicit."""

    KIND: ClassVar[str] = "rotate"
    WORDS: ClassVar[tuple[str, ...]] = ("tile",)
    tile: str = ""
    clock_ms: int = 0


@dataclass(frozen=True)
class Print(FtpAction):
    """Say "Print!" and take the next finishing token."""

    KIND: ClassVar[str] = "print"
    clock_ms: int = 0


@dataclass(frozen=True)
class Choose(FtpAction):
    """Choose a centerpiece for the next round (or the game, in Turn-based mode)."""

    KIND: ClassVar[str] = "choose"
    WORDS: ClassVar[tuple[str, ...]] = ("cp",)
    cp: str = ""
    clock_ms: int = 0


@dataclass(frozen=True)
class Discard(FtpAction):
    """Turn-based special action: discard a desk tile to ``rearrange`` or ``search``."""

    KIND: ClassVar[str] = "discard"
    WORDS: ClassVar[tuple[str, ...]] = ("tile", "power")
    tile: str = ""
    power: str = ""
    clock_ms: int = 0

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        action = super().parse_args(args)
        assert isinstance(action, Discard)
        return Discard(action.tile, action.power.lower(), action.clock_ms)


@dataclass(frozen=True)
class Done(FtpAction):
    """Finish the current optional step (Turn-based flips/rearranging, final placements)."""

    KIND: ClassVar[str] = "done"
    clock_ms: int = 0


@dataclass(frozen=True)
class Deliver(FtpAction):
    """Newsroom: the Reporter walks the desk over to the Layout Editor and back."""

    KIND: ClassVar[str] = "deliver"
    clock_ms: int = 0


ACTION_CLASSES: tuple[type[Action], ...] = (
    Flip, Keep, Return, Take, Draw, Layout, Place, Remove, Rotate, Print, Choose, Discard, Done, Deliver,
)
