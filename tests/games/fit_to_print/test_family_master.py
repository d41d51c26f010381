"""Fit to Print's master in Family mode: it leaves each decision to its own bot with the
think time, and that bot keeps a tile only face up and where it adds to the paper (the
expert keeps tiles that score nothing, face down too)."""

from __future__ import annotations

import time

from games.fit_to_print.ftp_helpers import play_until

from paperboy.engine.protocol import SearchFocus
from paperboy.engine.registry import find_game
from paperboy.engine.search import SearchBot
from paperboy.games.fit_to_print.actions import Place, Return
from paperboy.games.fit_to_print.evaluate import search_focus

GAME = find_game("fit-to-print")


def _family_game_until(seed: int, stop):
    """An expert Family game from ``seed`` up to the first move of a seat where ``stop``
    holds for the expert's choice; returns (state, seat, that choice)."""
    state = GAME.new_game(["Ann", "Bob"], {"mode": "family"}, seed)
    bots = [GAME.make_bot("expert", seed=seed + i) for i in range(2)]
    return play_until(state, bots, stop)


def _master_policy(state, seat):
    bot = GAME.make_bot("expert", seed=3)
    bot.plays_for_master = True  # as the master marks its own bot
    bot.deadline = time.perf_counter() + 0.25  # and hands it the think time
    return bot.choose(state, seat)


def test_the_master_leaves_every_family_decision_to_its_own_bot_with_the_think_time() -> None:
    state, seat, _ = _family_game_until(1, lambda st, s, a: st.units[s]["pending"] is not None)
    assert search_focus(state, seat) == SearchFocus(think=False)
    analysis = SearchBot(GAME, 3, think_ms=250).analyse(state, seat)
    assert analysis.iterations == 0 and not analysis.searched
    assert analysis.action == analysis.policy
    state.check(seat, analysis.action)


def test_the_master_returns_a_family_tile_the_expert_would_put_face_down() -> None:
    state, seat, expert = _family_game_until(
        1, lambda st, s, a: isinstance(a, Place) and a.face == "down" and a.tile == st.units[s]["pending"])
    assert isinstance(_master_policy(state, seat), Return)
    assert isinstance(SearchBot(GAME, 3, think_ms=250).choose(state, seat), Return)
    # the same with a fixed number of simulations (no think time): the rule is the master's
    assert isinstance(SearchBot(GAME, 3, think_ms=None, iterations=8).choose(state, seat), Return)
    assert expert.face == "down"


def test_the_master_keeps_a_family_tile_that_adds_points_face_up() -> None:
    state, seat, expert = _family_game_until(1, lambda st, s, a: isinstance(a, Place))
    master = _master_policy(state, seat)
    assert isinstance(master, Place) and master.face == "up" and master.tile == expert.tile
    state.check(seat, master)
