"""Demo positions the tools open on a game screen: ``paperboy screenshots`` and ``bench``.

Each game with its own screen has a module here declaring ``DEMOS``, a :class:`Demos`:
sessions with Ann at the keyboard against bots (no autosave), played on to a position
worth showing. They are test and tool helpers, kept out of the product's screens.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...session import Session

#: game id -> the module (in this package) declaring its demos
_MODULES = {
    "fit-to-print": "fit_to_print",
    "extra-extra": "extra_extra",
    "pulitzer": "pulitzer",
    "magazine": "magazine",
}


@dataclass(frozen=True)
class Demos:
    """One game's demo positions.

    Attributes:
        screenshots: Named sessions for ``paperboy screenshots`` (one picture each).
        bench: The busy position ``paperboy bench`` presses the game's bench keys on, or
            None for the game's first test set-up a few moves in.
    """

    screenshots: Callable[[], dict[str, Session]]
    bench: Callable[[], Session] | None = None


def demos_for(game_id: str) -> Demos | None:
    """The demo positions of ``game_id``, or None for a game without any."""
    name = _MODULES.get(game_id)
    if name is None:
        return None
    demos = importlib.import_module(f"{__name__}.{name}").DEMOS
    assert isinstance(demos, Demos)
    return demos
