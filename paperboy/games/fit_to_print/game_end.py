"""Game End: totals over the three days, the ad revenue race, winners and achievements.

With three or more papers the single lowest ad revenue goes out of business; with two,
the poorer paper loses 10 points when more than $5 behind; Family and Turn-based games
take 5 points from a single lowest; Solo needs $12. Ties go to the better last finishing
token. Puzzles are scored against their tiers and every ad must be placed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .achievements import evaluate_achievements, scenario_outcome
from .scoring import CATEGORIES

if TYPE_CHECKING:
    from .state import FitToPrintState


def unit_totals(state: FitToPrintState) -> tuple[list[int], list[int], list[dict[str, int]]]:
    """Each paper's points, dollars and points by category over the rounds scored so far."""
    totals, dollars, breakdowns = [], [], []
    for u in state.units:
        bd = dict.fromkeys(CATEGORIES, 0)
        for s in u["scores"]:
            for k, v in s["categories"].items():
                bd[k] += v
        totals.append(sum(s["total"] for s in u["scores"]))
        dollars.append(sum(s["dollars"] for s in u["scores"]))
        breakdowns.append(bd)
    return totals, dollars, breakdowns


def final_result(state: FitToPrintState) -> dict[str, Any]:
    """The end of the game: ad revenue penalties or closure, winners (ties by finishing
    token), the puzzle tier or scenario outcome, and the achievements earned."""
    totals, dollars, bds = unit_totals(state)
    n = len(state.units)
    eliminated: list[int] = []
    penalties = [0] * n
    extra: dict[str, Any] = {"mode": state.mode, "dollars": dollars}
    low = min(dollars) if dollars else 0
    single_low = [i for i in range(n) if dollars[i] == low]
    if state.mode in ("family", "turn-based"):
        if n > 1 and len(single_low) == 1:
            penalties[single_low[0]] = -5
    elif state.mode == "puzzle":
        pz = state.cat.puzzles[int(state.options.get("puzzle", 1))]
        # Every ad must lie face up on the paper (a flipped ad is not "placed without conflict").
        ads_left = [t for t in pz.tiles if state.cat.tiles[t].kind == "ad"
                    and not (t in state.units[0]["placed"] and state.units[0]["placed"][t][2])]
        total = totals[0]
        tier = sum(1 for t in pz.tiers if total >= t)
        extra.update(puzzle=pz.number, incomplete=bool(ads_left), tier=0 if ads_left else tier,
                     tiers=list(pz.tiers))
    elif n == 1:
        if dollars[0] < 12:
            eliminated.append(0)
        extra["min_ad"] = 12
    elif n == 2:
        # Two players: instead of closing, the poorer paper loses 10 points when it is more
        # than $5 behind, and may still win.
        if abs(dollars[0] - dollars[1]) > 5:
            penalties[0 if dollars[0] < dollars[1] else 1] = -10
    elif len(single_low) == 1:
        eliminated.append(single_low[0])
    totals = [t + p for t, p in zip(totals, penalties, strict=True)]
    for i, p in enumerate(penalties):
        bds[i]["ad_penalty"] = p
        bds[i]["ad_revenue"] = dollars[i]
    if state.mode == "puzzle" and extra.get("incomplete"):
        winners: list[int] = []
    else:
        eligible = [i for i in range(n) if i not in eliminated]
        winners = []
        if eligible:
            best = max(totals[i] for i in eligible)
            tied = [i for i in eligible if totals[i] == best]
            if len(tied) > 1 and all(state.units[i]["tokens"] and state.units[i]["tokens"][-1] for i in tied):
                tied = [min(tied, key=lambda i: state.units[i]["tokens"][-1])]
            winners = tied
    if state.mode == "scenario":
        extra["scenario"] = scenario_outcome(state, totals, dollars, bds)
    extra["achievement_mode"] = state.achievement_mode()
    extra["achievements"] = evaluate_achievements(state, totals, dollars, bds, winners)
    return {"totals": totals, "breakdown": bds, "winners": winners, "eliminated": eliminated, "extra": extra}
