"""All-bot simulation of many games (``paperboy simulate``)."""

from __future__ import annotations

import statistics
import time
from collections import Counter
from typing import Any

from ..engine import Game, Rng

MAX_STEPS = 100_000


def play_bot_game(game: Game, players: int, level: str, options: dict[str, Any], seed: int):
    """Play one game with a bot in every seat; return (state, number of actions)."""
    names = [f"Bot {i + 1}" for i in range(players)]
    state = game.new_game(names, options, seed)
    seeds = Rng(seed ^ 0x5EED)
    bots = [game.make_bot(level, seed=seeds.next64()) for _ in range(players)]
    steps = 0
    while not state.is_over():
        acting = state.to_act()
        seat = acting[steps % len(acting)]
        state.apply(seat, bots[seat].choose(state, seat))
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"{game.name} did not end after {MAX_STEPS} actions (seed {seed})")
    return state, steps


def run_simulation(game: Game, count: int, players: int, level: str, options: dict[str, Any],
                   seed: int) -> dict[str, Any]:
    """Play ``count`` games and summarise totals, categories and winners."""
    started = time.perf_counter()
    totals: list[int] = []
    categories: dict[str, list[float]] = {}
    extras: dict[str, list[float]] = {}
    wins: Counter[int] = Counter()
    eliminated = 0
    actions = 0
    for i in range(count):
        state, steps = play_bot_game(game, players, level, options, seed + i)
        actions += steps
        result = state.result()
        totals.extend(result.totals)
        for breakdown in result.breakdown:
            for key, value in breakdown.items():
                if isinstance(value, int | float):
                    categories.setdefault(key, []).append(value)
        for key, value in result.extra.items():
            if isinstance(value, list) and len(value) == players and all(
                    isinstance(v, int | float) and not isinstance(v, bool) for v in value):
                extras.setdefault(key, []).extend(value)
        for w in result.winners:
            wins[w] += 1
        eliminated += len(result.eliminated)
    seconds = time.perf_counter() - started
    return {
        "game": game.id,
        "games": count,
        "players": players,
        "level": level,
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
        "eliminated": eliminated,
    }


def format_summary(name: str, s: dict[str, Any]) -> str:
    lines = [
        f"{name}: {s['games']} games, {s['players']} player(s), {s['level']} bots, seed {s['seed']}",
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
    return "\n".join(lines)
