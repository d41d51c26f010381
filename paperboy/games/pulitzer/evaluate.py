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
#: Points each highlighted pin short of the five needed to qualify costs, at the end (0.4
#: of it in the first round). An unqualified player cannot win, whatever their points. At
#: 4 the master traded pins for points: one master among four experts (250 ms, seeds 1-12)
#: had the best total in 8 of 12 games yet qualified in 3 and won 3 (the experts qualified
#: in 22 of 48 seats). At 16: qualified 6, won 4; at 30: qualified 8, won 6; seeds
#: 101-124: 30 qualified 15 and won 7, 50 qualified 13 and won 7. With ``paperboy simulate
#: pulitzer --seat master,expert,expert,expert,expert --think 250 --games 40``: 6 wins at 4,
#: 11 at 30. At 2 players (``tournament --games 20``, seed 1) 10 of 20 against 9 before.
MISSING_PIN = 30.0
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
