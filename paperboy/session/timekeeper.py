"""The session's side of time: the chess clocks of a game that gives a timing policy.

A game with clocks answers :class:`~paperboy.engine.timing.Timing` questions about its
state (which clock runs this round, whose move spends which countdown, what a timeout
forces). The :class:`Timekeeper` does the rest for one session, so screens only show
clocks and send ticks:

- one :class:`~paperboy.session.clocks.ChessClock` per round, kept in ``session.clocks``
  (and so in the save), made when the round's first tick or move needs it;
- the time the game charged without a person's clock (a walk between tables, a resumed
  save) booked onto the clock, so it is never handed back;
- the clock of the person at the keyboard running while they may act, and stopped while
  bots or nobody act (except where bots play on the wall clock beside people);
- a person's move carrying the time they spent on it;
- :meth:`Timekeeper.tick`: a clock that ran out forces the game's timeout move, and bots
  that play on the wall clock move whenever their own time falls behind the running clock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from paperboy.engine import Action, Event, PaperboyError
from paperboy.engine.timing import Timing

from .clocks import ChessClock

if TYPE_CHECKING:
    from .session import Session


class Timekeeper:
    """The clocks of one session whose game has a :class:`Timing` policy.

    Args:
        session: The session (or a read-only replay session, whose clocks never run).
        timing: The game's policy.
    """

    def __init__(self, session: Session | Any, timing: Timing) -> None:
        self.session = session
        self.timing = timing

    # --- the round's clock -----------------------------------------------------------
    def clock(self, create: bool = True) -> ChessClock | None:
        """This round's chess clock, made (and the earlier rounds' dropped) when ``create``;
        ``None`` when no clock runs now."""
        session, timing = self.session, self.timing
        state = session.state
        name = timing.clock_name(state)
        if name is None:
            return None
        clock = session.clocks.get(name)
        if isinstance(clock, ChessClock) or not create:
            return clock if isinstance(clock, ChessClock) else None
        for old in [k for k in session.clocks if k.startswith(timing.prefix)]:
            del session.clocks[old]
        limit = timing.limit_ms(state) / 1000
        clock = ChessClock({i: limit for i in range(timing.clock_count(state))}, session.time_source)
        session.clocks[name] = clock
        return clock

    def sync(self, at_keyboard: int | None) -> ChessClock | None:
        """Run the clock of the person at the keyboard while they may act; stop it otherwise.

        ``at_keyboard`` is the seat whose view the screen shows (``None``: nobody's, e.g.
        another screen covers the board). Time the game charged on its own is booked onto
        the clock first.
        """
        clock = self.clock()
        if clock is None:
            for other in self.session.clocks.values():
                if isinstance(other, ChessClock):
                    other.stop()
            return None
        timing, state = self.timing, self.session.state
        for i in range(timing.clock_count(state)):
            behind = timing.charged_ms(state, i) / 1000 - clock.used(i)
            if behind > 0.001:
                clock.add_time(i, -behind)
        humans = self.session.human_to_act()
        if at_keyboard is not None and at_keyboard in humans:
            mine = timing.clock_of(state, at_keyboard)
            if clock.running != mine:
                clock.start(mine)
        elif not (timing.paces_bots(state) and humans):
            clock.stop()
        return clock

    # --- reading -----------------------------------------------------------------------
    def _bot_clock(self, clock: int) -> bool:
        return bool(self.session.seats[self.timing.owner(self.session.state, clock)].is_bot)

    def left_ms(self) -> dict[int, int]:
        """Time left on every countdown this round (``{}`` when no clock runs).

        A bot's countdown and a finished one are the game's own count; a person's is what
        their running clock says, never more than the game's count allows.
        """
        clock = self.clock()
        if clock is None:
            return {}
        timing, state = self.timing, self.session.state
        limit = timing.limit_ms(state)
        out = {}
        for i in range(timing.clock_count(state)):
            game_left = max(0, limit - timing.charged_ms(state, i))
            if timing.finished(state, i) or self._bot_clock(i):
                out[i] = game_left
            else:
                out[i] = min(int(clock.remaining(i) * 1000), game_left)
        return out

    def running(self) -> int | None:
        """The countdown that is ticking now, or ``None``."""
        clock = self.clock(create=False)
        return clock.running if clock is not None and clock.ticking else None

    def spent_ms(self, seat: int) -> int:
        """Clock time to charge for ``seat``'s next move (never beyond the round's time)."""
        clock = self.clock(create=False)
        if clock is None:
            return 0
        timing, state = self.timing, self.session.state
        mine = timing.clock_of(state, seat)
        used = timing.charged_ms(state, mine)
        spent = int(clock.used(mine) * 1000) - used
        return max(0, min(spent, timing.limit_ms(state) - used))

    def stamp(self, seat: int, action: Action) -> Action:
        """``action`` carrying the time ``seat`` spent on it (unchanged when no clock runs
        or it carries its time already)."""
        if self.clock(create=False) is None:
            return action
        timed = self.timing.with_time(action, self.spent_ms(seat))
        return action if timed is None else timed

    # --- ticks ---------------------------------------------------------------------------
    def tick(self, at_keyboard: int | None = None, search_elsewhere: bool = False) -> list[Event]:
        """Force the timeout move of a person whose clock ran out; pace wall-clock bots.

        Returns the events of the moves made. A timeout comes first as a ``timeout`` event
        naming whose clock ran out (it is not kept in ``session.events``: the move it forced
        is). At most one move is made per tick, so a screen redraws between moves.
        With ``search_elsewhere`` a searching bot (one with a think time: the master) that is
        due is not run here: a ``bot_due`` event names its seat, and the caller runs it where
        its thinking does not block (a screen's worker thread).
        """
        session = self.session
        if session.is_over():
            return []
        clock = self.clock()
        if clock is None:
            return []
        timing, state = self.timing, session.state
        left = self.left_ms()
        for i in range(timing.clock_count(state)):
            if timing.finished(state, i) or self._bot_clock(i):
                continue
            if clock.expired(i) or left.get(i, 1) <= 0:
                timeout = timing.timeout(state, i)
                if timeout is None or timeout.seat not in session.human_to_act():
                    continue
                events = session.act(timeout.seat, timeout.action)
                return [Event("timeout", timeout.text, {"clock": i, "seat": timeout.seat}), *events]
        if at_keyboard is not None and timing.paces_bots(state) and at_keyboard in session.human_to_act():
            return self._pace_bots(clock.used(timing.clock_of(state, at_keyboard)) * 1000, search_elsewhere)
        return []

    def _pace_bots(self, person_ms: float, search_elsewhere: bool = False) -> list[Event]:
        """One bot whose own charged time is not ahead of the person's clock makes a move."""
        session = self.session
        state = session.state
        for seat in session.to_act():
            if not session.seats[seat].is_bot:
                continue
            if self.timing.charged_ms(state, self.timing.clock_of(state, seat)) > person_ms:
                continue
            if search_elsewhere and getattr(session.bot(seat), "think_ms", None):
                return [Event("bot_due", "", {"seat": seat})]
            try:
                return list(session.step_bot(seat))
            except PaperboyError as exc:
                return [Event("bot_error", f"Bot error: {exc}", {"seat": seat})]
        return []
