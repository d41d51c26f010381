"""``paperboy bench`` reports the replay step time against its 50 ms target (format only, no timing)."""

from __future__ import annotations

from paperboy.tools.bench import TARGETS, format_bench


def results(p95_ms: float) -> dict:
    return {
        "python": "3.11", "cpus": 2,
        "start": {"minimal_s": 0.2, "paperboy_s": 0.2, "ratio": 1.0, "target_ratio": 1.3},
        "repaint": {"target_p95_ms": 16.0},
        "games": {},
        "replay": {"game": "extra-extra", "actions": 1231, "load_s": 1.5, "p50_ms": 1.0,
                   "p95_ms": p95_ms, "max_ms": 70.0, "target_ms": TARGETS["replay_step_ms"]},
    }


def test_replay_step_line_names_the_game_length_and_the_50_ms_target() -> None:
    assert TARGETS["replay_step_ms"] == 50.0
    line = next(x for x in format_bench(results(12.0)).splitlines() if x.startswith("replay step"))
    assert "1231 actions" in line and "p95  12.00 ms" in line and "target p95 < 50 ms" in line
    assert line.rstrip().endswith("ok")


def test_replay_step_line_flags_a_missed_target() -> None:
    line = next(x for x in format_bench(results(80.0)).splitlines() if x.startswith("replay step"))
    assert line.endswith("SLOW")
