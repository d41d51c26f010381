"""The targets of ``paperboy bench`` and the percentile every part of it reports."""

from __future__ import annotations

TARGETS = {
    "start_ratio": 1.15,
    "repaint_p95_ms": 8.0,
    "memory_mib": 64.0,
    "bot_p95_ms": 250.0,
    "simulate_100_s": 60.0,
    "autosave_ms": 5.0,
    "replay_step_ms": 50.0,
    "playout_actions_s": 20000,
}


def percentile(values: list[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1))))
    return ordered[k]
