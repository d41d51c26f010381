"""Chess clocks and round timers for the real-time game played on one keyboard.

Both clocks read time from an injectable ``time_source`` (``time.monotonic`` by default)
so tests can drive them with a fake clock. Time only counts while a clock is running and
not paused; the UI pauses clocks while a handoff screen is up or the app is suspended.
A clock saved with ``to_dict`` comes back paused from ``from_dict`` so a resumed game
keeps the time that was left and nobody loses time while the menu is open.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

TimeSource = Callable[[], float]


class _Pausable:
    """Pause and resume, shared by both clocks: a paused clock books no time to anyone."""

    time_source: TimeSource
    paused: bool
    _since: float | None

    def _commit(self) -> None:
        """Book the time since the last checkpoint."""
        raise NotImplementedError

    def _runs(self) -> bool:
        """Whether time is counting for someone (paused or not)."""
        raise NotImplementedError

    def pause(self) -> None:
        """Freeze time (handoff screen, app suspended) without forgetting who runs."""
        if self.paused:
            return
        self._commit()
        self.paused = True
        self._since = None

    def resume(self) -> None:
        """Undo :meth:`pause`; the running time counts again."""
        if not self.paused:
            return
        self.paused = False
        self._since = self.time_source() if self._runs() else None


class ChessClock(_Pausable):
    """One countdown per seat; at most one of them runs at a time.

    Args:
        seconds_per_player: Starting time per seat, as a list (seat = index) or a mapping
            seat -> seconds.
        time_source: A function returning seconds (monotonic).
    """

    def __init__(self, seconds_per_player: Mapping[int, float] | Sequence[float],
                 time_source: TimeSource = time.monotonic) -> None:
        if isinstance(seconds_per_player, Mapping):
            limits = {int(k): float(v) for k, v in seconds_per_player.items()}
        else:
            limits = {i: float(v) for i, v in enumerate(seconds_per_player)}
        if any(v < 0 for v in limits.values()):
            raise ValueError("clock times may not be negative")
        self.limits: dict[int, float] = limits
        self._used: dict[int, float] = {seat: 0.0 for seat in limits}
        self.time_source = time_source
        self.running: int | None = None
        self.paused = False
        self._since: float | None = None

    # --- control ------------------------------------------------------------------
    def _commit(self) -> None:
        """Book the time since the last checkpoint to the running seat."""
        if self.running is not None and self._since is not None:
            now = self.time_source()
            self._used[self.running] += max(0.0, now - self._since)
            self._since = now

    def _check_seat(self, seat: int) -> None:
        if seat not in self.limits:
            raise ValueError(f"seat {seat} has no clock")

    def start(self, seat: int) -> None:
        """Stop whichever clock runs and start ``seat``'s (it ticks once not paused)."""
        self._check_seat(seat)
        self._commit()
        self.running = seat
        self._since = None if self.paused else self.time_source()

    def stop(self) -> None:
        """Stop the running clock; no seat's time runs afterwards."""
        self._commit()
        self.running = None
        self._since = None

    def _runs(self) -> bool:
        return self.running is not None

    def add_time(self, seat: int, seconds: float) -> None:
        """Give ``seat`` extra time (negative takes time away, e.g. a walk between tables)."""
        self._check_seat(seat)
        self._commit()
        self._used[seat] -= float(seconds)

    # --- reading ------------------------------------------------------------------
    @property
    def ticking(self) -> bool:
        """True while some seat's time is actually counting down."""
        return self.running is not None and not self.paused

    def used(self, seat: int) -> float:
        """Seconds ``seat`` has spent so far (may exceed its limit if nobody stopped it)."""
        self._check_seat(seat)
        spent = self._used[seat]
        if seat == self.running and self._since is not None:
            spent += max(0.0, self.time_source() - self._since)
        return spent

    def remaining(self, seat: int) -> float:
        """Seconds left for ``seat``, never below zero."""
        return max(0.0, self.limits[seat] - self.used(seat))

    def expired(self, seat: int) -> bool:
        """True once ``seat`` has no time left."""
        return self.remaining(seat) <= 0.0

    # --- persistence --------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-safe snapshot (time used so far is committed into it)."""
        return {
            "type": "chess",
            "limits": {str(k): v for k, v in self.limits.items()},
            "used": {str(k): self.used(k) for k in self.limits},
            "running": self.running,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], time_source: TimeSource = time.monotonic) -> ChessClock:
        """Rebuild a clock; it comes back paused with the same running seat."""
        try:
            clock = cls({int(k): float(v) for k, v in d["limits"].items()}, time_source)
            for key, value in d["used"].items():
                clock._check_seat(int(key))
                clock._used[int(key)] = float(value)
            running = d.get("running")
            clock.paused = True
            if running is not None:
                clock._check_seat(int(running))
                clock.running = int(running)
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise ValueError(f"bad chess clock data: {exc}") from None
        return clock


class RoundTimer(_Pausable):
    """A single countdown (the round timer of a real-time round).

    Args:
        seconds: Length of the round.
        time_source: A function returning seconds (monotonic).
    """

    def __init__(self, seconds: float, time_source: TimeSource = time.monotonic) -> None:
        if seconds < 0:
            raise ValueError("a timer may not be negative")
        self.seconds = float(seconds)
        self.time_source = time_source
        self.running = False
        self.paused = False
        self._used = 0.0
        self._since: float | None = None

    def _commit(self) -> None:
        if self._since is not None:
            now = self.time_source()
            self._used += max(0.0, now - self._since)
            self._since = now

    def start(self) -> None:
        """Start (or continue) the countdown."""
        self._commit()
        self.running = True
        self._since = None if self.paused else self.time_source()

    def stop(self) -> None:
        """Stop the countdown, keeping the time used."""
        self._commit()
        self.running = False
        self._since = None

    def reset(self, seconds: float | None = None) -> None:
        """Stop and rewind to a full round (optionally of a new length)."""
        if seconds is not None:
            if seconds < 0:
                raise ValueError("a timer may not be negative")
            self.seconds = float(seconds)
        self.running = False
        self._used = 0.0
        self._since = None

    def _runs(self) -> bool:
        return self.running

    @property
    def ticking(self) -> bool:
        """True while time is actually counting down."""
        return self.running and not self.paused

    def used(self) -> float:
        """Seconds used so far."""
        spent = self._used
        if self._since is not None:
            spent += max(0.0, self.time_source() - self._since)
        return spent

    def remaining(self) -> float:
        """Seconds left, never below zero."""
        return max(0.0, self.seconds - self.used())

    def expired(self) -> bool:
        """True once the round's time is up."""
        return self.remaining() <= 0.0

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe snapshot."""
        return {"type": "round", "seconds": self.seconds, "used": self.used(), "running": self.running}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], time_source: TimeSource = time.monotonic) -> RoundTimer:
        """Rebuild a timer; it comes back paused."""
        try:
            timer = cls(float(d["seconds"]), time_source)
            timer._used = float(d["used"])
            timer.running = bool(d.get("running", False))
            timer.paused = True
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"bad round timer data: {exc}") from None
        return timer


Clock = ChessClock | RoundTimer


def clock_from_dict(d: Mapping[str, Any], time_source: TimeSource = time.monotonic) -> Clock:
    """Rebuild either kind of clock from its ``to_dict`` form (paused)."""
    if not isinstance(d, Mapping):
        raise TypeError("clock data must be a mapping")
    kind = d.get("type")
    if kind == "chess":
        return ChessClock.from_dict(d, time_source)
    if kind == "round":
        return RoundTimer.from_dict(d, time_source)
    raise ValueError(f"unknown clock type {kind!r}")
