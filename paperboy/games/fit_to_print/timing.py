"""Fit to Print's clocks as the session runs them (the game's :class:`~paperboy.engine.timing.Timing`).

In the modes with a round timer each paper (a player, or a Newsroom team) has its own
countdown of the round's length, one chess clock per round. Only the acting person's
countdown runs; the time they spend travels to the engine inside each move as
``clock_ms``, and the engine's count (``used_ms``) is what the rules read: finishing
tokens go by it and a paper whose time is used up is printed. A person whose countdown
runs out while thinking is made to say Print. In real-time mode the bot editors grab
tiles beside the person, each whenever its own time falls behind the person's clock.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from paperboy.engine import Action
from paperboy.engine.timing import Timeout, Timing

from .actions import Print, Return


class FitToPrintTiming(Timing):
    """One countdown per paper in every mode with a round timer."""

    prefix = "ftp-"

    def clock_name(self, state: Any) -> str | None:
        if not state.has_clock() or state.phase != "round":
            return None
        return f"{self.prefix}day{state.day}"

    def clock_count(self, state: Any) -> int:
        return len(state.units)

    def limit_ms(self, state: Any) -> int:
        return int(state.limit_ms())

    def clock_of(self, state: Any, seat: int) -> int:
        return int(state.unit_of(seat))

    def owner(self, state: Any, clock: int) -> int:
        # The Layout Editor says Print for a Newsroom team; elsewhere the player.
        return int(state.editor_seat(clock))

    def charged_ms(self, state: Any, clock: int) -> int:
        return int(state.units[clock]["used_ms"])

    def finished(self, state: Any, clock: int) -> bool:
        return bool(state.units[clock]["status"] == "printed")

    def with_time(self, action: Action, ms: int) -> Action | None:
        if getattr(action, "clock_ms", None) != 0:
            return None  # no clock field, or the time is already given
        return dataclasses.replace(action, clock_ms=ms)  # type: ignore[call-arg]

    def timeout(self, state: Any, clock: int) -> Timeout | None:
        seat = self.owner(state, clock)
        if self.finished(state, clock) or seat not in state.to_act():
            return None
        # Family mode: a tile in hand must go back first; that move uses the last of the
        # clock, so the engine prints the paper with it.
        action: Action = Return() if state.mode == "family" and state.units[clock]["pending"] else Print()
        name = state.unit_name(clock)
        return Timeout(seat, action, f"{name}'s clock ran out: the paper goes to print (Round timer).")

    def paces_bots(self, state: Any) -> bool:
        return bool(state.mode == "real-time")


TIMING = FitToPrintTiming()
