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


def test_format_bench_holds_playouts_to_the_actions_per_second_target() -> None:
    def line_for(cpu_rate: int) -> str:
        results = {
            "python": "3.11", "cpus": 2,
            "start": {"minimal_s": 0.2, "paperboy_s": 0.22, "ratio": 1.1, "target_ratio": 1.3},
            "repaint": {"target_p95_ms": 16.0},
            "games": {"toy": {
                "playouts": {"games_per_s": 10, "actions_per_s": cpu_rate - 500, "players": 6,
                             "cpu_actions_per_s": cpu_rate, "target_actions_s": 20000},
                "bots": {"level": "expert", "players": 4, "p50_ms": 1, "p95_ms": 3, "max_ms": 4,
                         "simulate_100_s": 10, "target_p95_ms": 250, "target_simulate_100_s": 60},
                "autosave": {"actions": 5, "mean_ms": 1, "p95_ms": 2, "target_ms": 5},
            }},
        }
        return next(line for line in format_bench(results).splitlines() if "random playouts" in line)

    fast, slow = line_for(25000), line_for(12000)
    assert fast.rstrip().endswith("ok") and "6p" in fast and "20000" in fast
    assert slow.endswith("SLOW")


def test_bench_playouts_plays_the_largest_table_at_default_options() -> None:
    from paperboy.tools.bench import TARGETS, bench_playouts

    result = bench_playouts(toygame.GAME, 0.0)
    options = toygame.GAME.resolve_options({})
    assert result["players"] == toygame.GAME.player_range(options)[1]
    assert result["target_actions_s"] == TARGETS["playout_actions_s"] == 20000
    assert {"games_per_s", "actions_per_s", "cpu_actions_per_s"} <= set(result)
