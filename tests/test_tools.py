"""The bench and simulation tools: formatting and the simulation summary (no timings)."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import os
from pathlib import Path
from typing import Any

import pytest
import toygame

from paperboy.engine import find_game
from paperboy.tools import bench, bench_repaint
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


#: The keys ``paperboy bench --json`` had before this round; scripts read them.
KEPT_KEYS = {
    "": {"python", "cpus", "start", "repaint", "games"},
    "start": {"minimal_s", "paperboy_s", "ratio", "target_ratio"},
    "repaint": {"menu", "target_p95_ms"},
    "repaint.menu": {"p50_ms", "p95_ms"},
}


def _screen(p95: float) -> dict[str, Any]:
    return {"p50_ms": p95 / 2, "p95_ms": p95, "cpu_p95_ms": p95 / 3, "keys_timed": 40,
            "by_key": {"down": {"p95_ms": p95 / 2, "n": 20, "unpainted": 0},
                       "enter": {"p95_ms": p95, "n": 19, "unpainted": 1}},
            "screens": ["MagazineScreen"], "keys": ["down", "enter"]}


def _results() -> dict[str, Any]:
    """A full bench result as ``run_bench`` returns it: every figure, some over target."""
    return {
        "python": "3.11", "cpus": 2,
        "start": {"minimal_s": 0.40, "paperboy_s": 0.44, "ratio": 1.10, "target_ratio": 1.15, "runs": 5,
                  "minimal_cpu_s": 0.35, "paperboy_cpu_s": 0.39, "cpu_ratio": 1.11,
                  "menu_rss_mib": 37.0, "minimal_rss_mib": 34.0},
        "memory": {"minimal": {"rss_mib": 34.0, "peak_mib": 34.4, "screen": "Screen"},
                   "menu": {"rss_mib": 37.0, "peak_mib": 37.4, "screen": "MenuScreen"},
                   "magazine": {"rss_mib": 70.0, "peak_mib": 71.0, "screen": "MagazineScreen"},
                   "target_mib": 64.0},
        "repaint": {"menu": _screen(6.0), "magazine": _screen(12.0), "target_p95_ms": 8.0},
        "repaint_80x24": {"menu": _screen(5.0), "magazine": _screen(7.0), "target_p95_ms": 8.0},
        "repaint_anchor": {"100x32": {"p50_ms": 4.0, "p95_ms": 7.5, "cpu_p95_ms": 3.0, "keys_timed": 40},
                           "80x24": {"p50_ms": 3.5, "p95_ms": 7.0, "cpu_p95_ms": 2.5, "keys_timed": 40}},
        "games": {"magazine": {
            "playouts": {"games_per_s": 10, "actions_per_s": 25000, "players": 4},
            "bots": {"level": "master", "players": 4, "p50_ms": 1, "p95_ms": 3, "max_ms": 9,
                     "simulate_100_s": 10, "target_p95_ms": 250, "target_simulate_100_s": 60},
            "autosave": {"actions": 5, "mean_ms": 1, "p95_ms": 2, "target_ms": 5},
        }},
    }


def _figure_lines(text: str) -> list[str]:
    """Every line that reports a measured figure (the playouts line has its own owner)."""
    return [line for line in text.splitlines()[1:]
            if line.strip() and line.startswith((" ", "start", "memory", "key to repaint"))
            and not line.strip().startswith("random playouts")]


def test_every_figure_line_ends_ok_or_slow_against_its_target() -> None:
    text = format_bench(_results())
    lines = _figure_lines(text)
    assert len(lines) == 1 + 2 + 4 + 3  # start, memory x2, repaint x4, bots x2 + autosave
    assert all(line.endswith((" ok", " SLOW")) for line in lines), text
    verdict = {line.split("  ")[0].strip(): line.rsplit(" ", 1)[1] for line in lines}
    assert verdict["start to menu"] == "ok"
    assert verdict["memory: menu"] == "ok" and verdict["memory: magazine"] == "SLOW"
    assert verdict["key to repaint: menu (100x32)"] == "ok"
    assert verdict["key to repaint: magazine (100x32)"] == "SLOW"
    assert verdict["key to repaint: magazine (80x24)"] == "ok"


def test_each_figure_shows_the_anchor_measured_in_the_same_run() -> None:
    lines = _figure_lines(format_bench(_results()))
    start = next(line for line in lines if line.startswith("start to menu"))
    assert "minimal Textual app 0.400 s" in start and "ratio 1.10" in start and "<= 1.15" in start
    memory = next(line for line in lines if line.startswith("memory: magazine"))
    assert "71.0 MiB" in memory and "minimal Textual app 34.4 MiB" in memory and "< 64 MiB" in memory
    repaint = next(line for line in lines if line.startswith("key to repaint: magazine (80x24)"))
    assert "bare grid p95  7.00 ms" in repaint and "< 8 ms" in repaint
    assert "slowest key enter p95 7.0 ms, 1 keys not repainted within 3 s" in repaint


def test_a_screen_that_could_not_be_measured_is_reported_slow() -> None:
    results = _results()
    results["repaint"]["magazine"] = {"error": "NoMatches: no game screen"}
    results["memory"]["menu"] = {"error": "exit status 1: boom"}
    lines = _figure_lines(format_bench(results))
    broken = [line for line in lines if "not measured" in line]
    assert len(broken) == 2 and all(line.endswith(" SLOW") for line in broken)
    assert any("NoMatches: no game screen" in line for line in broken)


def test_results_saved_before_this_round_still_format() -> None:
    old = copy.deepcopy(_results())
    for key in ("memory", "repaint_80x24", "repaint_anchor"):
        del old[key]
    for key in ("runs", "minimal_cpu_s", "paperboy_cpu_s", "cpu_ratio", "menu_rss_mib", "minimal_rss_mib"):
        del old["start"][key]
    old["repaint"] = {"menu": {"p50_ms": 2.0, "p95_ms": 5.0}, "target_p95_ms": 8.0}
    text = format_bench(old)
    assert all(line.endswith((" ok", " SLOW")) for line in _figure_lines(text))
    assert "key to repaint: menu (100x32)" in text


def test_repaint_results_keep_the_keys_scripts_read(monkeypatch: pytest.MonkeyPatch) -> None:
    # one game screen keeps the test short (bench_repaint's own module holds what it reads)
    monkeypatch.setattr(bench_repaint, "GAMES", ["magazine"])
    # the menu's Enter opens a set-up form (about a second each); the keys' shape is what counts
    monkeypatch.setattr(bench_repaint, "MENU_KEYS", ["down", "up"])
    result = bench.bench_repaint(presses=3, size=(80, 24), fresh=False, replies=2)
    assert KEPT_KEYS["repaint"] | {"magazine"} <= set(result)
    for screen in ("menu", "magazine"):
        assert KEPT_KEYS["repaint.menu"] <= set(result[screen]), result[screen]
        assert set(result[screen]["by_key"]) <= set(result[screen]["keys"])
    assert result["magazine"]["keys"] == ["down", "down", "up", "enter", "u", "p", "r", "b"]
    assert result["magazine"]["screens"][0] == "MagazineScreen"
    assert set(result["magazine"]["bot_reply"]) == {"p50_ms", "p95_ms", "cpu_p95_ms", "n", "unpainted"}


def test_a_screen_measured_in_a_fresh_process_gives_the_same_figures_as_in_this_one() -> None:
    # what the bench runs for each screen: its own Python process, one line of JSON back
    fresh = bench_repaint.measure_in_fresh_process("magazine", 2, (80, 24), replies=2)
    here = bench_repaint.measure_screen("magazine", 2, (80, 24), replies=2)
    assert set(fresh) == set(here) and fresh["keys"] == here["keys"], fresh
    assert fresh["keys_timed"] == 2 and fresh["screens"] == ["MagazineScreen"]


def test_a_timed_repaint_includes_the_escape_codes_a_terminal_would_be_sent(monkeypatch: pytest.MonkeyPatch) -> None:
    # the bench runs the app headless, where Textual writes nothing: the frame's escape codes
    # (what a terminal is sent) are made inside the timed span all the same
    from textual._compositor import ChopsUpdate, LayoutUpdate

    made: list[int] = []
    for update in (ChopsUpdate, LayoutUpdate):
        render = update.render_segments

        def noted(self: Any, console: Any, render: Any = render) -> str:
            codes = render(self, console)
            made.append(len(codes))
            return codes  # type: ignore[no-any-return]

        monkeypatch.setattr(update, "render_segments", noted)
    timed = asyncio.run(bench_repaint._repaint_samples(["down", "up"], bench_repaint._anchor_app, 4, (40, 10)))
    assert len(timed["wall"]) == 4 and made and all(made)


def test_bot_replies_are_timed_in_a_game_played_through_the_screen() -> None:
    # the person plays random legal moves through the screen; each bot move is one sample
    timed = asyncio.run(bench_repaint._game_reply_samples(
        bench_repaint._whole_game_factory(find_game("pulitzer")), (80, 24), replies=5))
    assert len(timed["bot_wall"]) == len(timed["bot_cpu"]) == 5
    assert all(0 < cpu for cpu in timed["bot_cpu"])
    assert all(0 < wall < 3000 for wall in timed["bot_wall"])


def test_a_bot_move_that_changes_nothing_in_view_is_counted_not_timed() -> None:
    # Fit to Print at 80x24: a bot's pick in the hidden draft shows nothing; timed, it ran on
    # past the next bot's pacing timer to that move's repaint (126 ms, 6 December)
    from paperboy.tui.screens.game import BOT_DELAY

    timed = asyncio.run(bench_repaint._game_reply_samples(
        bench_repaint._whole_game_factory(find_game("fit-to-print")), (80, 24), replies=8))
    assert timed["bot_unpainted"] > 0
    assert len(timed["bot_wall"]) == 8 and max(timed["bot_wall"]) < BOT_DELAY * 1000


def test_a_bot_move_that_changes_nothing_in_view_is_not_timed_to_a_later_repaint_of_something_else() -> None:
    # a line in view drawn anew every 20 ms (Fit to Print's clock, each second of a round):
    # a bot's hidden pick was timed to its next repaint (100-120 ms, 7 December)
    from textual.widgets import Static

    base = bench_repaint._whole_game_factory(find_game("fit-to-print"))
    ticks = [0]

    def make(seed: int) -> Any:
        app = base(seed)

        def tick() -> None:
            ticks[0] += 1
            with contextlib.suppress(Exception):  # (before the screen is up, or as it closes)
                screen = app.screen
                clocks = screen.query("#test-clock")
                if not clocks:
                    clock = Static(id="test-clock")
                    clock.styles.dock = "top"
                    screen.mount(clock)
                else:
                    clocks.first(Static).update(f"clock {ticks[0]}")

        app.call_later(lambda: app.set_interval(0.02, tick))
        return app

    timed = asyncio.run(bench_repaint._game_reply_samples(make, (80, 24), replies=8))
    assert ticks[0] > 10
    assert timed["bot_unpainted"] > 0 and len(timed["bot_wall"]) == 8


def test_a_screen_that_cannot_be_measured_in_its_own_process_says_why() -> None:
    result = bench_repaint.measure_in_fresh_process("no-such-game", 2, (80, 24), replies=2)
    assert set(result) == {"error"} and "no-such-game" in result["error"]


def test_start_results_keep_the_keys_scripts_read() -> None:
    if bench.paperboy_command() is None:
        pytest.skip("the paperboy command is not installed")
    result = bench.bench_start(runs=1)
    assert KEPT_KEYS["start"] <= set(result)
    assert result["runs"] == 1 and len(result["paperboy_runs_s"]) == 1
    assert result["menu_rss_mib"] > 0 and result["minimal_rss_mib"] > 0


def test_run_bench_keeps_every_top_level_key_and_adds_the_new_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    def measured(name: str) -> Any:
        def stand_in(*args: Any, **kwargs: Any) -> dict[str, Any]:
            calls.append(name)
            return {"measured": name}
        return stand_in

    for name in ("bench_start", "bench_memory", "bench_repaint", "bench_repaint_anchor", "bench_playouts",
                 "bench_bots", "bench_autosave", "bench_replay"):
        monkeypatch.setattr(bench, name, measured(name))
    monkeypatch.setattr(bench, "GAMES", ["magazine"])
    results = bench.run_bench(quick=True)
    assert KEPT_KEYS[""] <= set(results)
    assert {"memory", "repaint_80x24", "repaint_anchor"} <= set(results)
    assert set(results["games"]["magazine"]) >= {"playouts", "bots", "autosave"}
    assert calls.count("bench_repaint") == 2  # 100x32 and 80x24
    assert "replay" in results and "bench_replay" in calls


def test_the_screens_are_measured_in_rounds_one_after_the_other(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    def measured(name: str) -> Any:
        def stand_in(*args: Any, **kwargs: Any) -> dict[str, Any]:
            calls.append(name)
            return {"magazine": _screen(6.0 + len(calls)), "target_p95_ms": 8.0}
        return stand_in

    for name in ("bench_start", "bench_memory", "bench_repaint", "bench_repaint_anchor", "bench_playouts",
                 "bench_bots", "bench_autosave", "bench_replay"):
        monkeypatch.setattr(bench, name, measured(name))
    monkeypatch.setattr(bench, "GAMES", ["magazine"])
    bench.run_bench(repaint_rounds=2)
    screens = [name for name in calls if name.startswith("bench_repaint")]
    # a round is both sizes and the anchor; the second round comes after the whole first
    assert screens == ["bench_repaint", "bench_repaint", "bench_repaint_anchor"] * 2


def _with_replies(p95: float, reply_p95: float) -> dict[str, Any]:
    return {**_screen(p95), "bot_reply": {"p50_ms": 2.0, "p95_ms": reply_p95, "cpu_p95_ms": reply_p95 - 1,
                                          "n": 100, "unpainted": 0}}


def test_each_screen_line_gives_the_least_of_its_rounds_and_lists_every_round() -> None:
    first = {"magazine": _with_replies(6.0, 9.5), "menu": _screen(4.0), "target_p95_ms": 8.0}
    second = {"magazine": _with_replies(7.5, 7.0), "menu": {"error": "boom"}, "target_p95_ms": 8.0}
    best = bench.best_round([first, second])
    # the keys from the round of the least key p95, the replies from that of the least reply p95
    assert best["magazine"]["p95_ms"] == 6.0 and best["magazine"]["bot_reply"]["p95_ms"] == 7.0
    assert [r["p95_ms"] for r in best["magazine"]["rounds"]] == [6.0, 7.5]
    assert [r["bot_p95_ms"] for r in best["magazine"]["rounds"]] == [9.5, 7.0]
    # a round that failed leaves the other's figures, and is listed as failed
    assert best["menu"]["p95_ms"] == 4.0 and best["menu"]["rounds"][1] == {"error": "boom"}
    assert best["target_p95_ms"] == 8.0
    results = _results()
    results["repaint"] = best
    text = format_bench(results)
    keys = next(line for line in text.splitlines() if line.startswith("key to repaint: magazine (100x32)"))
    replies = next(line for line in text.splitlines() if line.startswith("bot reply to repaint: magazine (100x32)"))
    assert "least of 2 rounds (p95 6.0 / 7.5 ms)" in keys and keys.endswith(" ok")
    assert "least of 2 rounds (p95 9.5 / 7.0 ms)" in replies and replies.endswith(" ok")
    menu = next(line for line in text.splitlines() if line.startswith("key to repaint: menu (100x32)"))
    assert "(p95 4.0 / failed ms)" in menu
    assert "measured in 2 rounds" in text
    # one round: its own figures, no rounds listed
    assert bench.best_round([first]) is first and "rounds" not in format_bench(_results())


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


def test_bot_replies_are_their_own_line_never_part_of_a_key() -> None:
    results = _results()
    results["repaint"]["magazine"]["bot_reply"] = {"p50_ms": 3.0, "p95_ms": 9.5, "cpu_p95_ms": 2.0, "n": 12}
    text = format_bench(results)
    bot = [line for line in text.splitlines() if line.startswith("bot reply to repaint: magazine (100x32)")]
    assert len(bot) == 1 and bot[0].endswith(" SLOW") and "12 bot moves" in bot[0]
    assert "pacing timer" in text  # the bench says how Enter and the replies are timed
    key = next(line for line in text.splitlines() if line.startswith("key to repaint: magazine (100x32)"))
    assert "p95  12.00 ms" in key  # the key's own figure is unchanged by the replies


def test_bench_game_screens_share_one_scratch_data_dir_removed_at_exit(tmp_path: Path) -> None:
    import subprocess
    import sys

    # in a process of its own: the scratch directory goes when that process exits
    code = ("import os; from paperboy.engine import find_game; from paperboy.tools import bench_repaint as b\n"
            "b._game_screen_factory(find_game('magazine')); b._game_screen_factory(find_game('pulitzer'))\n"
            "print(b._scratch_data_dir()); print(os.environ['PAPERBOY_DATA_DIR'])\n"
            "print(os.path.isdir(b._scratch_data_dir()))")
    env = {k: v for k, v in os.environ.items() if k != "PAPERBOY_DATA_DIR"}
    env["TMPDIR"] = str(tmp_path)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    scratch, data_dir, existed = out.stdout.split()
    assert scratch == data_dir and existed == "True"
    assert os.path.dirname(scratch) == str(tmp_path)
    assert list(tmp_path.iterdir()) == []  # removed when the process exited
