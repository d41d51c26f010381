"""The bench and simulation tools: formatting and the simulation summary (no timings)."""

from __future__ import annotations

import toygame

from paperboy.tools.bench import format_bench, percentile
from paperboy.tools.simulate import format_summary, run_simulation


def test_percentile_picks_the_ranked_value() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) in (50.0, 51.0)
    assert percentile(values, 95) == 95.0
    assert percentile([], 95) == 0.0


def test_format_bench_flags_targets_missed() -> None:
    results = {
        "python": "3.11", "cpus": 2,
        "start": {"minimal_s": 0.2, "paperboy_s": 0.4, "ratio": 2.0, "target_ratio": 1.3},
        "repaint": {"menu": {"p50_ms": 2.0, "p95_ms": 5.0}, "target_p95_ms": 16.0},
        "games": {"toy": {
            "playouts": {"games_per_s": 10, "actions_per_s": 100, "players": 2},
            "bots": {"level": "expert", "players": 4, "p50_ms": 1, "p95_ms": 300, "max_ms": 400,
                     "simulate_100_s": 10, "target_p95_ms": 250, "target_simulate_100_s": 60},
            "autosave": {"actions": 5, "mean_ms": 1, "p95_ms": 2, "target_ms": 5},
        }},
    }
    text = format_bench(results)
    start_line = next(line for line in text.splitlines() if line.startswith("start to menu"))
    assert start_line.endswith("SLOW")
    bot_line = next(line for line in text.splitlines() if "bot move" in line)
    assert "SLOW" in bot_line and "4p" in bot_line
    assert "key to repaint: menu" in text


def test_simulation_summary_counts_games_and_wins() -> None:
    summary = run_simulation(toygame.GAME, 6, 2, "novice", {"rounds": 2}, seed=3)
    assert summary["games"] == 6 and summary["players"] == 2
    assert sum(summary["wins_by_seat"].values()) >= 6
    assert "bids" in summary["median_by_category"]
    assert "6 games" in format_summary("Sealed Bids", summary)
