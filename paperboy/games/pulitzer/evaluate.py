"""Pulitzer's evaluation for the master bot's search (``Game.provisional_scores``).

The standing of ``result()`` already counts the points a player holds (coins, H.R., reach,
the pins' Report values). A simulation cut short also weighs what will turn into points:
money and Contacts (they buy Photos, Buses and H.R. before the last round), and the
highlighted pins a player still lacks to qualify (fewer than five means they cannot win,
so each missing pin costs more as the rounds run out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import PulitzerState

#: Points a dollar is worth with the whole game ahead (falls to nothing by the last round).
MONEY_POINTS = 1 / 300
#: Points each highlighted pin short of the five needed to qualify costs, at the end.
MISSING_PIN = 4.0
#: Pins needed to qualify.
QUALIFY = 5


def provisional_scores(state: PulitzerState) -> list[float]:
    """Each seat's points so far plus the worth of its money, Contacts and qualification."""
    result = state.result()
    totals = [float(t) for t in result.totals]
    if state.s["over"]:
        return totals
    rounds = state.tables["rounds"]
    left = max(0, rounds - state.s["round"]) / max(1, rounds - 1)  # 1 at the start, 0 in the last round
    contact = state.tables["contact_value"]
    chronicle = state.options.get("mode") == "chronicle" and not state.pentagon
    urgency = 1.0 - 0.6 * left  # a missing pin matters more as the end nears
    for seat in range(len(totals)):
        p = state.player(seat)
        totals[seat] += MONEY_POINTS * left * (p["money"] + p["contacts"] * contact)
        if not chronicle:
            totals[seat] -= MISSING_PIN * urgency * max(0, QUALIFY - state.highlighted_pins(seat))
    return totals
