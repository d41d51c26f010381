"""Achievements 1-25 and scenario pass/fail, evaluated when a game ends.

Both read the per-round score sheets the state keeps for each unit (player or team).
Single-day modes (Puzzle, Turn-based) earn no achievements: every achievement speaks of a
three-day game. Players keep their achievements in three sets, as the rulebook's
achievement sheet does: the standard game, games with rule modifications, and scenarios.

This module reads a finished game through :class:`FinishedGame` only (the state is one),
so it does not import the state: the state imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from .components import catalogue

#: The achievement sets, in the order the Players screen lists them (``FitToPrintGame.achievement_sets``).
ACHIEVEMENT_SETS = ("standard", "modifications", "scenarios")

#: Other spellings of the sets (the game's option says "rule-modifications").
SET_ALIASES = {"rule-modifications": "modifications", "rules-modifications": "modifications",
               "scenario": "scenarios"}


def achievement_set(name: object) -> str | None:
    """The achievement set called ``name`` (aliases accepted), or ``None`` if there is none."""
    text = SET_ALIASES.get(str(name), str(name))
    return text if text in ACHIEVEMENT_SETS else None


def earned_by_seat(extra: Mapping[str, Any]) -> dict[int, tuple[str, list[int]]]:
    """``{seat: (set, [numbers])}`` from a final result's ``extra`` (see ``FitToPrintGame.achievements``)."""
    chosen = achievement_set(extra.get("achievement_mode"))
    earned = extra.get("achievements")
    if chosen is None or not isinstance(earned, Mapping):
        return {}
    out: dict[int, tuple[str, list[int]]] = {}
    for seat, numbers in earned.items():
        if str(seat).isdigit() and isinstance(numbers, list) and numbers:
            out[int(seat)] = (chosen, list(numbers))
    return out


class FinishedGame(Protocol):
    """What the evaluation reads of a game (a ``FitToPrintState`` is one)."""

    mode: str
    options: dict[str, Any]
    units: list[dict[str, Any]]


def _mood_total(unit: dict[str, Any]) -> int:
    return sum(s.get("mood_penalty", s["categories"]["mood"]) for s in unit["scores"])


def _white_bonus(sheet: dict[str, Any]) -> int:
    return int(sheet.get("white_bonus", sheet["categories"]["white_space"]))


def _negative_points(unit: dict[str, Any]) -> int:
    return sum(v for s in unit["scores"] for v in s["categories"].values() if v < 0)


class _Finish:
    """One unit's finished game, as the achievements read it."""

    __slots__ = ("bd", "dollars", "others_best", "total", "unit", "won")

    def __init__(self, total: int, dollars: int, bd: dict[str, int], unit: dict[str, Any], won: bool,
                 others_best: int) -> None:
        self.total = total
        self.dollars = dollars
        self.bd = bd
        self.unit = unit
        self.won = won
        self.others_best = others_best


def _all_three(values: list[Any], ok: Callable[[Any], bool]) -> bool:
    return len(values) == 3 and ok(values[0]) and ok(values[1]) and ok(values[2])


#: Each achievement kind's test of a finished game against the achievement's value.
_MET: dict[str, Callable[[_Finish, int], bool]] = {
    "total_at_least": lambda f, v: f.total >= v,
    "articles_at_least": lambda f, v: f.bd["articles"] >= v,
    "photos_at_least": lambda f, v: f.bd["photos"] >= v,
    "centerpiece_at_least": lambda f, v: f.bd["centerpiece"] >= v,
    "dollars_at_least": lambda f, v: f.dollars >= v,
    "sunday_full": lambda f, v: len(f.unit["scores"]) == 3 and f.unit["scores"][2]["empty"] == 0,
    "single_photo_at_least": lambda f, v: any(p >= v for s in f.unit["scores"] for p in s["photo_points"]),
    "first_token_all": lambda f, v: _all_three(f.unit["tokens"], lambda t: t == 1),
    "top_white_space_all": lambda f, v: _all_three(f.unit["scores"], lambda s: _white_bonus(s) >= 3),
    "mood_total_at_least": lambda f, v: _mood_total(f.unit) >= v,
    "win_mood_total_at_most": lambda f, v: f.won and _mood_total(f.unit) <= v,
    "win_not_most_points": lambda f, v: f.won and f.others_best > f.total,
    "win_negative_at_most": lambda f, v: f.won and _negative_points(f.unit) + f.bd.get("ad_penalty", 0) <= v,
    "no_leftover_all": lambda f, v: _all_three(f.unit["desk_counts"], lambda d: d == 0),
}


def _never(f: _Finish, value: int) -> bool:
    return False


def achievement_met(kind: str, value: int, *, total: int, dollars: int, bd: dict[str, int],
                    unit: dict[str, Any], won: bool, others_best: int) -> bool:
    """Whether one unit's finished game meets one achievement."""
    return _MET.get(kind, _never)(_Finish(total, dollars, bd, unit, won, others_best), value)


def evaluate_achievements(state: FinishedGame, totals: list[int], dollars: list[int],
                          bds: list[dict[str, int]], winners: list[int]) -> dict[str, list[int]]:
    """``{seat: [achievement numbers]}`` (seat as a string, JSON style)."""
    out: dict[str, list[int]] = {}
    three_days = state.mode not in ("puzzle", "turn-based")
    tests = [(_MET.get(ach.kind, _never), ach.value, ach.number) for ach in catalogue().achievements.values()]
    for unit_index, unit in enumerate(state.units):
        earned: list[int] = []
        if three_days:
            others = [t for j, t in enumerate(totals) if j != unit_index]
            finish = _Finish(totals[unit_index], dollars[unit_index], bds[unit_index], unit,
                             unit_index in winners, max(others) if others else -10**9)
            earned = [number for met, value, number in tests if met(finish, value)]
        seats = [2 * unit_index, 2 * unit_index + 1] if state.mode == "newsroom" else [unit_index]
        for seat in seats:
            out[str(seat)] = list(earned)
    return out


def goal_met(kind: str, value: int, unit: dict[str, Any], bd: dict[str, int]) -> bool:
    """Whether a scenario's additional goal holds for one unit."""
    scores = unit["scores"]
    if kind == "mood_each_round_at_least":
        return all(s.get("mood_penalty", s["categories"]["mood"]) >= value for s in scores)
    if kind == "white_space_each_round_at_least":
        return all(_white_bonus(s) >= value for s in scores)
    if kind in ("photos_at_least", "articles_at_least", "centerpiece_at_least"):
        return bd[kind.split("_")[0]] >= value
    if kind == "no_facedown":
        return not unit["facedown_ever"]
    if kind == "unplaced_each_round_at_most":
        return all(d <= value for d in unit["desk_counts"])
    return False


def scenario_outcome(state: FinishedGame, totals: list[int], dollars: list[int],
                     bds: list[dict[str, int]]) -> dict[str, Any]:
    """Pass/fail of the scenario for every unit against Min Ad, Min Pts and the goal."""
    sc = catalogue().scenarios[int(state.options.get("scenario", 1))]
    per: dict[str, Any] = {}
    for i, unit in enumerate(state.units):
        ad_ok = dollars[i] >= sc.min_ad
        pts_ok = totals[i] >= sc.min_pts
        goal_ok = goal_met(sc.goal[0], int(sc.goal[1]), unit, bds[i]) if sc.goal else True
        per[str(i)] = {"min_ad_met": ad_ok, "min_pts_met": pts_ok, "goal_met": goal_ok,
                       "passed": ad_ok and pts_ok and goal_ok}
    return {"number": sc.number, "difficulty": sc.difficulty, "min_ad": sc.min_ad, "min_pts": sc.min_pts,
            "goal": sc.goal[2] if sc.goal else None, "units": per}
