"""What a game with clocks tells the session about time (``Game.timing``).

A game whose players act against chess clocks gives the session a :class:`Timing`. The
session keeps the clocks (one chess clock per round, one countdown per clock index),
runs the clock of the person at the keyboard, charges the time they spend to the moves
they make, forces the game's timeout move when a clock runs out and paces bots against
the wall clock where the game asks for it. The game only answers questions about its
state; it never reads a clock itself, so engine, bots and replays stay deterministic.

Nothing here depends on a particular game or on the session.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action
    from .protocol import State


@dataclass(frozen=True)
class Timeout:
    """The move a clock that ran out forces: ``seat`` plays ``action``; ``text`` says so."""

    seat: int
    action: Action
    text: str


class Timing:
    """A game's timing policy: which clocks run now and what their time means.

    Clocks are numbered ``0 .. clock_count - 1`` (a player, or a team sharing one clock).
    Subclasses implement every method; the engine's own count of time (``charged_ms``)
    is what the rules read, the session's clocks only measure people.
    """

    #: Names of this game's clocks in the session (and its save) start with this.
    prefix: str = ""

    def clock_name(self, state: State) -> str | None:
        """The name of the chess clock that runs now (one per round), or ``None`` when no
        clock runs (between rounds, modes without clocks, the game over)."""
        raise NotImplementedError

    def clock_count(self, state: State) -> int:
        """How many countdowns the chess clock has."""
        raise NotImplementedError

    def limit_ms(self, state: State) -> int:
        """The starting time of every countdown."""
        raise NotImplementedError

    def clock_of(self, state: State, seat: int) -> int:
        """The countdown ``seat``'s moves spend."""
        raise NotImplementedError

    def owner(self, state: State, clock: int) -> int:
        """The seat that answers for countdown ``clock`` (whose timeout move it makes)."""
        raise NotImplementedError

    def charged_ms(self, state: State, clock: int) -> int:
        """The time the game has charged to ``clock`` so far this round."""
        raise NotImplementedError

    def finished(self, state: State, clock: int) -> bool:
        """Whether ``clock``'s owner is done for this round (its time no longer counts)."""
        raise NotImplementedError

    def with_time(self, action: Action, ms: int) -> Action | None:
        """``action`` carrying ``ms`` of clock time, or ``None`` if it carries no time (or
        already carries some)."""
        raise NotImplementedError

    def timeout(self, state: State, clock: int) -> Timeout | None:
        """The move that ``clock`` running out forces now, or ``None`` if none is possible."""
        raise NotImplementedError

    def paces_bots(self, state: State) -> bool:
        """Whether bots act on the wall clock beside people (a bot moves whenever its own
        charged time is behind the running clock), rather than taking turns."""
        raise NotImplementedError
