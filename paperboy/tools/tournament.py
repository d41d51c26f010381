"""Round-robin bot tournaments with Bradley-Terry ratings (``paperboy tournament``).

With two players every pair of levels meets ``games`` times, seats alternating. At a
larger table every game seats the levels in turn (the seating rotates one place per
game) and each game counts as one meeting for every pair of seats of different levels:
a winner beats a non-winner; otherwise the higher total wins and equal totals share the
point. Ratings come from a Bradley-Terry model fitted by the MM algorithm, shown on the
Elo scale (400 points = 10:1 odds) averaging 1500; the 95% intervals
come from a parametric bootstrap over games.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from ..engine import Game, Rng
from .simulate import play_bot_game, rotated_levels, think_line, think_summary

#: one virtual drawn meeting between every two levels keeps ratings finite when a level wins all
PRIOR_DRAWS = 1.0
BOOTSTRAP = 200

#: (level a, level b, points of a out of 1) for one meeting
Meeting = tuple[str, str, float]


def schedule(levels: Sequence[str], players: int, games: int) -> list[list[str]]:
    """The seat levels of every game of the tournament."""
    if players == 2:
        out: list[list[str]] = []
        for a, b in combinations(levels, 2):
            out.extend([a, b] if i % 2 == 0 else [b, a] for i in range(games))
        return out
    base = [levels[i % len(levels)] for i in range(players)]
    return [rotated_levels(base, g) for g in range(games)]


def meetings(levels: Sequence[str], winners: Sequence[int], totals: Sequence[float]) -> list[Meeting]:
    """The pairwise results of one game between seats of different levels."""
    out: list[Meeting] = []
    for i, j in combinations(range(len(levels)), 2):
        if levels[i] == levels[j]:
            continue
        wi, wj = i in winners, j in winners
        if wi != wj:
            points = 1.0 if wi else 0.0
        elif totals[i] != totals[j]:
            points = 1.0 if totals[i] > totals[j] else 0.0
        else:
            points = 0.5
        out.append((levels[i], levels[j], points))
    return out


def bradley_terry(levels: Sequence[str], games: Sequence[Meeting], iterations: int = 200) -> dict[str, float]:
    """Fit Bradley-Terry strengths (MM algorithm) and return Elo-scale ratings."""
    wins = {lv: 0.0 for lv in levels}
    pair_count: dict[tuple[str, str], float] = {}
    for a, b in combinations(levels, 2):
        pair_count[(a, b)] = PRIOR_DRAWS
        wins[a] += PRIOR_DRAWS / 2
        wins[b] += PRIOR_DRAWS / 2
    for a, b, points in games:
        key = (a, b) if (a, b) in pair_count else (b, a)
        pair_count[key] += 1
        wins[a] += points
        wins[b] += 1 - points
    strength = {lv: 1.0 for lv in levels}
    for _ in range(iterations):
        new = {}
        for lv in levels:
            denom = 0.0
            for (a, b), n in pair_count.items():
                if lv in (a, b):
                    other = b if lv == a else a
                    denom += n / (strength[lv] + strength[other])
            new[lv] = wins[lv] / denom if denom else strength[lv]
        scale = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        strength = {lv: v / scale for lv, v in new.items()}
    return {lv: 1500 + 400 * math.log10(strength[lv]) for lv in levels}


def run_tournament(game: Game, levels: Sequence[str], games: int, players: int, options: dict[str, Any],
                   seed: int, progress: Callable[[int], None] | None = None,
                   think_ms: int | None = None) -> dict[str, Any]:
    """Play the tournament and return ratings, intervals and the pairwise table.

    ``think_ms`` is the master bots' think time per decision; their decision times are
    summarised (median and 95th percentile, decisions with one legal move left out).
    """
    plan = schedule(levels, players, games)
    per_game: list[list[Meeting]] = []
    seat_wins = {lv: 0.0 for lv in levels}
    seat_games = {lv: 0 for lv in levels}
    think_log: list[float] = []
    for index, seat_levels in enumerate(plan):
        state, _ = play_bot_game(game, players, seat_levels, options, seed + index, think_ms, think_log)
        result = state.result()
        per_game.append(meetings(seat_levels, result.winners, result.totals))
        for seat, level in enumerate(seat_levels):
            seat_games[level] += 1
            if seat in result.winners:
                seat_wins[level] += 1 / len(result.winners)
        if progress is not None:
            progress(1)
    flat = [m for game_meetings in per_game for m in game_meetings]
    ratings = bradley_terry(levels, flat)
    rng = Rng(seed ^ 0xB007)
    samples: dict[str, list[float]] = {lv: [] for lv in levels}
    for _ in range(BOOTSTRAP):
        # A parametric bootstrap: games drawn with replacement, each meeting replayed as a
        # coin weighted by the fitted odds. (Resampling the results alone gives a zero-width
        # interval when one level won every meeting.)
        drawn = []
        for _ in per_game:
            for a, b, _points in per_game[rng.randbelow(len(per_game))]:
                p_a = 1 / (1 + 10 ** ((ratings[b] - ratings[a]) / 400))
                drawn.append((a, b, 1.0 if rng.random() < p_a else 0.0))
        for lv, value in bradley_terry(levels, drawn, iterations=60).items():
            samples[lv].append(value)
    table: list[dict[str, Any]] = []
    for lv in levels:
        values = sorted(samples[lv])
        low = values[int(0.025 * (len(values) - 1))]
        high = values[int(0.975 * (len(values) - 1))]
        table.append({
            "level": lv, "rating": round(ratings[lv]), "interval_95": [round(low), round(high)],
            "games": seat_games[lv], "wins": round(seat_wins[lv], 2),
            "win_share": round(seat_wins[lv] / seat_games[lv], 4) if seat_games[lv] else 0.0,
        })
    table.sort(key=lambda row: -row["rating"])
    pairwise: dict[str, dict[str, float]] = {}
    for a in levels:
        for b in levels:
            if a == b:
                continue
            points = [p if x == a else 1 - p for x, y, p in flat if {x, y} == {a, b}]
            if points:
                pairwise.setdefault(a, {})[b] = round(sum(points) / len(points), 4)
    return {
        "game": game.id, "levels": list(levels), "players": players, "games": len(plan),
        "games_per_pairing": games if players == 2 else None, "options": options, "seed": seed,
        "ratings": table, "pairwise": pairwise,
        "method": "Bradley-Terry (MM), Elo scale, mean 1500; 95% parametric bootstrap over games",
        "think": think_summary(think_log, think_ms),
    }


def format_tournament(name: str, t: dict[str, Any]) -> str:
    """The rating table as the CLI prints it."""
    lines = [f"{name} tournament: {', '.join(t['levels'])}; {t['players']} players; "
             f"{t['games']} games; seed {t['seed']}",
             "  level        rating   95% interval   games    wins   win share"]
    for row in t["ratings"]:
        low, high = row["interval_95"]
        lines.append(f"  {row['level']:<10} {row['rating']:>8}   {low:>5}..{high:<6}  {row['games']:>6}  "
                     f"{row['wins']:>6}   {row['win_share']:>8.1%}")
    if t["pairwise"]:
        levels = t["levels"]
        lines.append("  points per meeting (row against column)")
        lines.append("  " + " " * 10 + "".join(f"{lv:>10}" for lv in levels))
        for a in levels:
            cells = "".join(f"{'-':>10}" if a == b else f"{t['pairwise'].get(a, {}).get(b, 0):>10.1%}"
                            for b in levels)
            lines.append(f"  {a:<10}{cells}")
    if t.get("think"):
        lines.append(think_line(t["think"]))
    lines.append(f"  ({t['method']})")
    return "\n".join(lines)
