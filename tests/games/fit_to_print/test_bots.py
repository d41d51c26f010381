"""Bots: both levels finish every mode; the expert is quick and beats the novice."""

from __future__ import annotations

import statistics
import time

import pytest

from paperboy.engine import Bot
from paperboy.games.fit_to_print import GAME


def play(n: int, options: dict, level: str, seed: int) -> tuple[object, list[float]]:
    s = GAME.new_game([f"B{i}" for i in range(n)], options, seed=seed)
    bots = [GAME.make_bot(level, seed * 10 + i) for i in range(n)]
    times = []
    steps = 0
    while not s.is_over():
        seat = s.to_act()[0]
        t = time.perf_counter()
        action = bots[seat].choose(s, seat)
        times.append(time.perf_counter() - t)
        s.play(seat, action)
        steps += 1
        assert steps < 3000
    return s, times


def test_make_bot_returns_engine_bots() -> None:
    assert isinstance(GAME.make_bot("expert", 1), Bot)
    with pytest.raises(ValueError):
        GAME.make_bot("grandmaster")


@pytest.mark.parametrize(("n", "options"), GAME.test_configs(), ids=lambda v: str(v))
def test_novice_bots_finish_every_mode(n: int, options: dict) -> None:
    s, _ = play(n, options, "novice", 2)
    assert len(s.result().totals) == n


def test_expert_solo_game_scores() -> None:
    s, times = play(1, {"mode": "solo"}, "expert", 5)
    assert s.result().totals[0] > 20


def test_expert_four_player_game_ends_cleanly() -> None:
    s, _ = play(4, {}, "expert", 1)
    r = s.result()
    assert len(r.winners) >= 1 and all(len(u["scores"]) == 3 for u in s.units)


def test_expert_outscores_novice_in_solo() -> None:
    expert = statistics.mean(play(1, {"mode": "solo"}, "expert", seed)[0].result().totals[0] for seed in range(3))
    novice = statistics.mean(play(1, {"mode": "solo"}, "novice", seed)[0].result().totals[0] for seed in range(3))
    assert expert > novice


def test_family_mode_expert_beats_the_novice_over_seeded_games() -> None:
    """Family mode once played the same for both levels (a weak spot measured at 49%)."""
    from paperboy.tools.simulate import run_simulation

    summary = run_simulation(GAME, 16, 2, ["expert", "novice"], GAME.resolve_options({"mode": "family"}), seed=1)
    expert, novice = summary["by_level"]["expert"], summary["by_level"]["novice"]
    assert expert["wins"] > novice["wins"]
    assert expert["mean_total"] > novice["mean_total"]


def test_expert_rarely_goes_out_of_business_against_novices() -> None:
    """The expert watches the ad-revenue race (the poorest paper goes out of business)."""
    from paperboy.tools.simulate import play_bot_game, rotated_levels

    options = GAME.resolve_options({})
    out = seats = 0
    for game_no in range(20):
        levels = rotated_levels(["expert", "novice", "novice"], game_no)
        state, _ = play_bot_game(GAME, 3, levels, options, 100 + game_no)
        out += levels.index("expert") in state.result().eliminated
        seats += 1
    # one seat in three goes out in every game; on these seeds the expert used to in 4 of 20
    assert out * 6 <= seats, f"the expert went out of business in {out} of {seats} games"


def test_real_time_bots_print_a_paper_on_the_shortest_custom_timer() -> None:
    """Bots keep a share of the clock for layout, so a 30-second round still fills a paper."""
    from paperboy.tools.simulate import run_simulation

    options = GAME.resolve_options({"mode": "real-time", "timer": "custom", "timer_seconds": 30})
    summary = run_simulation(GAME, 4, 2, ["expert", "novice"], options, seed=1)
    for level in ("expert", "novice"):
        # a fixed one-minute reserve used to send bots to layout with an empty desk (0 articles)
        assert summary["by_level"][level]["mean_by_category"]["articles"] >= 3, level


def _layout_turn(seed: int = 3) -> tuple[object, int]:
    """A 2-player standard game at the first layout step of a paper with tiles on its desk."""
    s = GAME.new_game(["A", "B"], {}, seed=seed)
    bots = [GAME.make_bot("expert", seed * 10 + i) for i in range(2)]
    for _ in range(3000):
        seat = s.to_act()[0]
        unit = s.units[s.unit_of(seat)]
        if s.phase == "round" and unit["status"] == "layout" and len(unit["desk"]) >= 4:
            return s, seat
        s.apply(seat, bots[seat].choose(s, seat))
    raise AssertionError("no layout step found")


@pytest.mark.parametrize("given", ["none", "passed", "ahead"])
def test_the_masters_own_layout_tries_more_orderings_while_its_think_time_lasts(monkeypatch, given: str) -> None:
    """``Bot.deadline`` (the master's think time, for a layout it does not search): more of
    the layout search's orderings until then, never fewer than the expert's own 30."""
    from paperboy.games.fit_to_print import bots as ftp_bots
    from paperboy.games.fit_to_print import layout_search

    state, seat = _layout_turn()
    passes: list[int] = []
    values: list[float] = []
    real_greedy, real_plan = layout_search._greedy, ftp_bots.plan_layout
    monkeypatch.setattr(layout_search, "_greedy", lambda *a, **k: passes.append(1) or real_greedy(*a, **k))

    def plan(*args, **kwargs):
        result = real_plan(*args, **kwargs)
        values.append(result[2])
        return result

    monkeypatch.setattr(ftp_bots, "plan_layout", plan)
    monkeypatch.setattr(ftp_bots, "MASTER_ATTEMPTS", 120)  # 1,000 in play: a second here
    expert = GAME.make_bot("expert", 5)
    expert.choose(state, seat)
    assert len(passes) == expert.budget == 30
    passes.clear()
    bot = GAME.make_bot("expert", 5)  # the same stream: the first 30 orderings are the expert's
    bot.deadline = {"none": None, "passed": time.perf_counter() - 1, "ahead": time.perf_counter() + 60}[given]
    bot.choose(state, seat)
    expected = {"none": 30, "passed": 30, "ahead": 120}[given]
    assert len(passes) == expected
    assert values[1] >= values[0]  # the best of more orderings is never worse
