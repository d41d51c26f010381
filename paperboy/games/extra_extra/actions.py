"""Extra! Extra! actions: small frozen values with a text form that round-trips.

Page numbers count from 1; page ``0`` means the copy desk (its row and column are written
``0 0``). Rows and columns count from 1 at the top-left square of the page, exactly as the
newspaper grid labels them; the dict form (saves) keeps them counted from 0, so saves are
unchanged. Card lists are comma-separated ids (``[]`` for none).

Examples::

    place LON 100                      reporter on London with a $100 fee
    sell PH-NY-BUS,CP-TOK-HOM          sell two cards
    stringer BS-03 PH-BER-SPO          play a Stringer for a card under Berlin
    cuttings 1 2                       take 1 copy and 2 photo cuttings from the Morgue
    newswire FT-NY-NI1 PH-ROM-LEI      spend a Newswire card, take cards from the Newswire
    story T2-05 PH-NY-BUS,PH-LON-BUS 0 0 - 1 1 1   claim a story (cards, copy/photo
                                       cuttings, Extra! Extra! card, page, row, col)
    headline FT-NY-HC1,CP-PAR-HOM,PH-NY-HOM
    column FT-NY-HC1,CP-PAR-HOM,PH-NY-BUS,CP-TOK-LEI 0 0   (copy and photo cuttings)
    interview T3-04 FT-NY-NI1,FT-LON-NI2,FT-PAR-NI1
    late S4                            Late-Breaking News copies the 4-size Story space
    classified PH-PAR-XW 1 3 2         claim a Crossword tile onto page 1, row 3, col 2
    ad 2 B 1 1 3                       a 2-size ad, B side up, at page 1 row 1 col 3
    move T3-04 B 1 2 1                 Typesetting: move/turn a tile (page 0 = copy desk)
    discard PH-NY-BUS                  hand limit at the end of the round
    pass                               decline the current choice
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, TypeVar

from paperboy.engine import Action, Event
from paperboy.engine.errors import ActionParseError


@dataclass(frozen=True)
class OnPage(Action):
    """A move that puts a tile at ``page``, ``row``, ``col``: the text form counts from 1.

    The fields (and the dict form saves keep) count rows and columns from 0; the text form
    shows them as the newspaper grid labels them, from 1. On the copy desk (page 0) there
    is no square, and the text form writes ``0 0``.
    """

    def format(self) -> str:
        return Action.format(dataclasses.replace(self, **_shifted(self, +1)))

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        raw = super().parse_args(args)
        page, row, col = (getattr(raw, name) for name in ("page", "row", "col"))
        if page == 0:
            if (row, col) != (0, 0):
                raise ActionParseError(
                    f"'{cls.KIND}': on the copy desk (page 0) write row and column as 0 0"
                )
            return raw
        if row < 1 or col < 1:
            raise ActionParseError(
                f"'{cls.KIND}': rows and columns count from 1, as the newspaper grid labels them"
            )
        return dataclasses.replace(raw, **_shifted(raw, -1))


OnPageT = TypeVar("OnPageT", bound=OnPage)
_new_object = object.__new__


def placed_at(template: OnPageT, page: int, row: int, col: int) -> OnPageT:
    """``dataclasses.replace(template, page=page, row=row, col=col)`` for long move lists:
    the same value, made without running the constructor again (the other fields are
    the template's, already made)."""
    action = _new_object(type(template))
    fields = action.__dict__
    fields.update(template.__dict__)
    fields["page"] = page
    fields["row"] = row
    fields["col"] = col
    return action


def event(kind: str, text: str, data: dict[str, Any] | None = None, reveal: bool = False) -> Event:
    """``Event(kind, text, data, reveal)``, the same value, made without the frozen
    dataclass's constructor (a move makes one or two, and it was most of their cost)."""
    made = _new_object(Event)
    fields = made.__dict__
    fields["kind"] = kind
    fields["text"] = text
    fields["data"] = {} if data is None else data
    fields["reveal"] = reveal
    return made


def _shifted(action: Action, step: int) -> dict[str, int]:
    """Row and column moved by ``step`` (unchanged on the copy desk, page 0)."""
    page, row, col = (getattr(action, name) for name in ("page", "row", "col"))
    if page == 0:
        return {"row": row, "col": col}
    return {"row": row + step, "col": col + step}


@dataclass(frozen=True)
class Place(Action):
    """Phase 6: put a reporter on a space with a fee (multiple of $100)."""

    KIND = "place"
    space: str
    fee: int = 0


@dataclass(frozen=True)
class Pass(Action):
    """Decline the current choice (sell nothing, skip a Stringer, end Typesetting...)."""

    KIND = "pass"


PASS = Pass()  # the one value move lists offer (actions are values: shared)


@dataclass(frozen=True)
class Sell(Action):
    """Sell cards: first-round sale (up to 6) or the Sales space (up to 3)."""

    KIND = "sell"
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class PlayStringer(Action):
    """Phase 5: discard a Stringer to take one card from under any city."""

    KIND = "stringer"
    stringer: str
    card: str


@dataclass(frozen=True)
class TakeCuttings(Action):
    """Morgue: take this many copy and photo cuttings."""

    KIND = "cuttings"
    copy: int
    photo: int


@dataclass(frozen=True)
class TakeNewswire(Action):
    """Newswire: spend a Newswire/Interview card and take cards from the Newswire slots."""

    KIND = "newswire"
    discard: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class ClaimStory(OnPage):
    """Story space: spend cards/cuttings for a story tile and place it (page 0 = copy desk)."""

    KIND = "story"
    tile: str
    cards: tuple[str, ...]
    copy_cuttings: int
    photo_cuttings: int
    extra: str | None
    page: int
    row: int
    col: int


@dataclass(frozen=True)
class ClaimHeadline(Action):
    """Titles: spend three cards for your Headline."""

    KIND = "headline"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class ClaimColumn(Action):
    """Titles: spend a Headline/Column card and three news cards (or cuttings) for the Column."""

    KIND = "column"
    cards: tuple[str, ...]
    copy_cuttings: int = 0
    photo_cuttings: int = 0


@dataclass(frozen=True)
class Interview(Action):
    """Interview: spend Newswire/Interview cards equal to a placed story's size."""

    KIND = "interview"
    tile: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class LateBreaking(Action):
    """Late-Breaking News: act as if on a space with a down-turned corner."""

    KIND = "late"
    space: str


@dataclass(frozen=True)
class ClaimClassified(OnPage):
    """Classifieds: spend a classifieds card for the matching tile and place it."""

    KIND = "classified"
    card: str
    page: int
    row: int
    col: int


@dataclass(frozen=True)
class TakeAd(OnPage):
    """Advertising: take an ad of a size not taken before and place it on a page."""

    KIND = "ad"
    size: int
    side: str
    page: int
    row: int
    col: int


@dataclass(frozen=True)
class MoveTile(OnPage):
    """Typesetting: move, turn or flip a story/classifieds tile (page 0 = copy desk)."""

    KIND = "move"
    tile: str
    side: str
    page: int
    row: int
    col: int


@dataclass(frozen=True)
class Discard(Action):
    """End of round: discard down to the hand limit."""

    KIND = "discard"
    cards: tuple[str, ...]


ACTION_CLASSES: tuple[type[Action], ...] = (
    Place, Pass, Sell, PlayStringer, TakeCuttings, TakeNewswire, ClaimStory, ClaimHeadline,
    ClaimColumn, Interview, LateBreaking, ClaimClassified, TakeAd, MoveTile, Discard,
)
