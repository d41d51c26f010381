"""All-bot simulation of many games (``paperboy simulate``) and level statistics.

Seats may play at different bot levels (``--seat expert,novice``). The levels rotate one
seat per game so that no level keeps the advantage of a seat (playing first, sitting
next to a strong neighbour), and the summary gives each level's win share with a 95%
interval next to its fair share, plus its mean score per scoring category.
"""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from ..engine import Game, Rng

MAX_STEPS = 100_000

#: z for a two-sided 95% interval
Z95 = 1.959964


def play_bot_game(game: Game, players: int, level: str | Sequence[str], options: dict[str, Any], seed: int,
                  think_ms: int | None = None, think_log: list[float] | None = None):
    """Play one game with a bot in every seat; return (state, number of actions).

    ``level`` is one level for every seat, or one level per seat. ``think_ms`` sets the
    think time of searching (master) bots; ``think_log`` collects their decision times (ms).
    """
    levels = [level] * players if isinstance(level, str) else list(level)
    if len(levels) != players:
        raise ValueError(f"{players} seats need {players} levels, not {len(levels)}")
    names = [f"Bot {i + 1}" for i in range(players)]
    state = game.new_game(names, options, seed)
    seeds = Rng(seed ^ 0x5EED)
    bots = [game.make_bot(levels[i], seed=seeds.next64()) for i in range(players)]
    for bot in bots:
        if think_ms is not None and hasattr(bot, "think_ms"):
            bot.think_ms = think_ms
    steps = 0
    while not state.is_over():
        acting = state.to_act()
        seat = acting[steps % len(acting)]
        bot = bots[seat]
        if think_log is not None and hasattr(bot, "think_ms"):
            started = time.perf_counter()
            action = bot.choose(state, seat)
            think_log.append((time.perf_counter() - started) * 1000)
        else:
            action = bot.choose(state, seat)
        state.apply(seat, action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"{game.name} did not end after {MAX_STEPS} actions (seed {seed})")
    return state, steps


def wilson_interval(successes: float, trials: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (a 95% interval by default).

    Works with fractional successes (tied wins are shared between the winners).
    """
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def rotated_levels(levels: Sequence[str], game_index: int) -> list[str]:
    """The seat levels of game ``game_index``: the list turned one seat per game."""
    shift = game_index % len(levels)
    return list(levels[-shift:]) + list(levels[:-shift]) if shift else list(levels)


def run_simulation(game: Game, count: int, players: int, level: str | Sequence[str], options: dict[str, Any],
                   seed: int, progress: Callable[[int], None] | None = None,
                   think_ms: int | None = None) -> dict[str, Any]:
    """Play ``count`` games and summarise totals, categories, winners and levels.

    ``level`` is one level for every seat or a list of one level per seat; with a list the
    levels rotate across games. ``progress`` is called with 1 after each game.
    """
    seat_levels = [level] * players if isinstance(level, str) else list(level)
    mixed = len(set(seat_levels)) > 1
    started = time.perf_counter()
    totals: list[int] = []
    categories: dict[str, list[float]] = {}
    extras: dict[str, list[float]] = {}
    wins: Counter[int] = Counter()
    level_wins: defaultdict[str, float] = defaultdict(float)
    level_seats: Counter[str] = Counter()
    level_totals: dict[str, list[float]] = {}
    level_categories: dict[str, dict[str, list[float]]] = {}
    eliminated = 0
    actions = 0
    think_log: list[float] = []
    for i in range(count):
        levels = rotated_levels(seat_levels, i) if mixed else seat_levels
        state, steps = play_bot_game(game, players, levels, options, seed + i, think_ms, think_log)
        actions += steps
        result = state.result()
        totals.extend(result.totals)
        for seat, breakdown in enumerate(result.breakdown):
            per_level = level_categories.setdefault(levels[seat], {})
            for key, value in breakdown.items():
                if isinstance(value, int | float) and not isinstance(value, bool):
                    categories.setdefault(key, []).append(value)
                    per_level.setdefault(key, []).append(value)
        for seat, total in enumerate(result.totals):
            level_seats[levels[seat]] += 1
            level_totals.setdefault(levels[seat], []).append(total)
        for key, value in result.extra.items():
            if isinstance(value, list) and len(value) == players and all(
                    isinstance(v, int | float) and not isinstance(v, bool) for v in value):
                extras.setdefault(key, []).extend(value)
        for w in result.winners:
            wins[w] += 1
            level_wins[levels[w]] += 1 / len(result.winners)
        eliminated += len(result.eliminated)
        if progress is not None:
            progress(1)
    seconds = time.perf_counter() - started
    by_level: dict[str, Any] = {}
    for name in dict.fromkeys(seat_levels):
        seats = level_seats[name]
        low, high = wilson_interval(level_wins[name], seats)
        by_level[name] = {
            "seats": seats,
            "wins": round(level_wins[name], 3),
            "win_share": round(level_wins[name] / seats, 4) if seats else 0.0,
            "interval_95": [round(low, 4), round(high, 4)],
            "fair_share": round(1 / players, 4),
            "mean_total": round(statistics.fmean(level_totals[name]), 2) if level_totals.get(name) else 0,
            "mean_by_category": {k: round(statistics.fmean(v), 2)
                                 for k, v in sorted(level_categories.get(name, {}).items())},
        }
    return {
        "game": game.id,
        "games": count,
        "players": players,
        "level": seat_levels[0] if not mixed else ",".join(seat_levels),
        "seat_levels": seat_levels,
        "options": options,
        "seed": seed,
        "seconds": round(seconds, 3),
        "actions": actions,
        "median_total": statistics.median(totals) if totals else 0,
        "mean_total": round(statistics.fmean(totals), 2) if totals else 0,
        "min_total": min(totals, default=0),
        "max_total": max(totals, default=0),
        "median_by_category": {k: statistics.median(v) for k, v in sorted(categories.items())},
        "median_extra": {k: statistics.median(v) for k, v in sorted(extras.items())},
        "wins_by_seat": {str(k): wins[k] for k in range(players)},
        "by_level": by_level,
        "eliminated": eliminated,
        "think": think_summary(think_log, think_ms),
    }


def think_summary(times: list[float], think_ms: int | None) -> dict[str, Any] | None:
    """Median and 95th percentile of the searching bots' decision times (ms), if any played."""
    from ..engine.search import DEFAULT_THINK_MS

    searched = sorted(t for t in times if t > 0.5)  # one legal move: answered at once
    if not searched:
        return None
    return {"budget_ms": think_ms if think_ms is not None else DEFAULT_THINK_MS, "decisions": len(searched),
            "median_ms": round(searched[len(searched) // 2], 1),
            "p95_ms": round(searched[min(len(searched) - 1, int(0.95 * len(searched)))], 1)}


def think_line(think: dict[str, Any]) -> str:
    """The master's think times as the CLI prints them (from :func:`think_summary`)."""
    return (f"  master think time: budget {think['budget_ms']} ms, median {think['median_ms']} ms, "
            f"95th percentile {think['p95_ms']} ms over {think['decisions']} decisions")


def format_summary(name: str, s: dict[str, Any]) -> str:
    """The summary as the CLI prints it."""
    seat_levels = s.get("seat_levels", [s["level"]])
    bots = f"{s['level']} bots" if len(set(seat_levels)) == 1 else f"seats {', '.join(seat_levels)} (rotating)"
    lines = [
        f"{name}: {s['games']} games, {s['players']} player(s), {bots}, seed {s['seed']}",
        f"  time {s['seconds']:.2f} s ({s['actions']} actions)",
        f"  total score  median {s['median_total']}  mean {s['mean_total']}  "
        f"range {s['min_total']}..{s['max_total']}",
    ]
    for key, value in s["median_by_category"].items():
        lines.append(f"  {key:<24} median {value}")
    for key, value in s["median_extra"].items():
        lines.append(f"  {key:<24} median {value}")
    wins = ", ".join(f"seat {k}: {v}" for k, v in s["wins_by_seat"].items())
    lines.append(f"  wins  {wins}")
    if s["eliminated"]:
        lines.append(f"  eliminated seats: {s['eliminated']}")
    by_level = s.get("by_level", {})
    if by_level:
        lines.append("  level      seats   win share   95% interval    fair   mean score")
        for level, row in by_level.items():
            low, high = row["interval_95"]
            lines.append(f"  {level:<10} {row['seats']:>5}   {row['win_share']:>8.1%}   "
                         f"{low:>6.1%}-{high:<6.1%}  {row['fair_share']:>6.1%}   {row['mean_total']:>7}")
        if len(by_level) > 1:
            categories = sorted({c for row in by_level.values() for c in row["mean_by_category"]})
            if categories:
                lines.append("  mean by category  " + "".join(f"{lv:>12}" for lv in by_level))
                for cat in categories:
                    cells = "".join(f"{by_level[lv]['mean_by_category'].get(cat, ''):>12}" for lv in by_level)
                    lines.append(f"    {cat:<16}{cells}")
    if s.get("think"):
        lines.append(think_line(s["think"]))
    return "\n".join(lines)
