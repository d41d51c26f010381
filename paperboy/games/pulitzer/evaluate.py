"""Pulitzer's evaluation for the master bot's search (``Game.provisional_scores``).

The standing of ``result()`` already counts the points a player holds (coins, H.R., reach,
the pins' Report values). A simulation cut short also weighs what will turn into points:
money and Contacts (they buy Photos, Buses and H.R. before the last round), and the
highlighted pins a player still lacks to qualify (fewer than five means they cannot win,
so each missing pin costs more as the rounds run out).

Points are not the whole story: a player without five highlighted pins cannot win, so the
search also asks for each seat's chance of winning (``win_chances``): its chance of
qualifying, measured over expert games by rounds left and pins held, times its chance of
ending above each rival who qualifies.
"""

from __future__ import annotations

import math
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


#: The chance that a player qualifies by the end (five highlighted pins or more), by the
#: rounds left after the current one (row: 0 in the last round) and the highlighted pins
#: held now (column: 0 to 5 or more). Measured over expert games: 200 of 2 players (The
#: Pentagon Papers) and 60 of 5 (investigation), seeds 1000 and up, the position seen every
#: fifth action (some 60,000 observations; the two tables agreed within a few points, so
#: they are pooled; a cell seen fewer than 30 times follows its neighbours).
QUALIFY_CHANCE = (
    (0.00, 0.00, 0.00, 0.07, 0.38, 1.00),
    (0.00, 0.00, 0.04, 0.30, 0.64, 1.00),
    (0.03, 0.14, 0.27, 0.48, 0.79, 1.00),
    (0.10, 0.26, 0.43, 0.65, 0.86, 0.99),
    (0.20, 0.46, 0.56, 0.78, 0.92, 0.98),
    (0.38, 0.54, 0.70, 0.85, 0.92, 1.00),
    (0.49, 0.67, 0.76, 0.88, 0.95, 1.00),
    (0.63, 0.71, 0.82, 0.90, 0.95, 1.00),
)
#: How far a points lead is from certain, in points (the spread of what is still to come):
#: a lead of this much wins about 73% of the time, in the last round (``POINTS_SPREAD``)
#: and growing with each round left (``POINTS_SPREAD_PER_ROUND``).
POINTS_SPREAD = 5.0
POINTS_SPREAD_PER_ROUND = 2.5


def win_chances(state: PulitzerState) -> list[float] | None:
    """Each seat's chance of winning (``Game.win_chances``): its chance of qualifying times,
    for every rival, the chance that the rival does not qualify or ends below it on points.

    A player who cannot qualify cannot win, whatever their lead: a search judging by points
    alone, even with a penalty for each missing pin, prefers a big lead with four pins to a
    small one with five. Chronicle mode (everyone is scored) is left to the points.
    """
    if state.s["over"] or (state.options.get("mode") == "chronicle" and not state.pentagon):
        return None
    rounds = state.tables["rounds"]
    row = QUALIFY_CHANCE[min(len(QUALIFY_CHANCE) - 1, max(0, rounds - state.s["round"]))]
    count = state.n
    points = [float(t) for t in state.result().totals]
    left = max(0, rounds - state.s["round"]) / max(1, rounds - 1)
    contact = state.tables["contact_value"]
    for seat in range(count):
        p = state.player(seat)
        points[seat] += MONEY_POINTS * left * (p["money"] + p["contacts"] * contact)
    qualify = [0.0 if state.player(seat)["eliminated"] else row[min(QUALIFY, state.highlighted_pins(seat))]
               for seat in range(count)]
    spread = POINTS_SPREAD + POINTS_SPREAD_PER_ROUND * max(0, rounds - state.s["round"])
    chances = []
    for seat in range(count):
        chance = qualify[seat]
        for other in range(count):
            if other != seat and chance:
                ahead = 1.0 / (1.0 + math.exp(-(points[seat] - points[other]) / spread))
                chance *= 1.0 - qualify[other] + qualify[other] * ahead
        chances.append(chance)
    return chances

