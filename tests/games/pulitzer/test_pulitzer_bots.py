"""Pulitzer bots: legal, fast, finish games, and the expert beats the novice."""

from __future__ import annotations

import time

import pytest

from paperboy.engine import Bot, InvalidOptionError
from paperboy.games.pulitzer import GAME

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]


def play(n, options, seed, levels, timings=None):
    st = GAME.new_game(NAMES[:n], options, seed)
    bots = [GAME.make_bot(levels[i % len(levels)], seed * 10 + i) for i in range(n)]
    while not st.is_over():
        seat = st.to_act()[0]
        t = time.perf_counter()
        action = bots[seat].choose(st, seat)
        if timings is not None and bots[seat].level == "expert":
            timings.append(time.perf_counter() - t)
        st.play(seat, action)  # checked: bots only play legal moves
    return st


def test_make_bot_levels() -> None:
    assert isinstance(GAME.make_bot("novice", 1), Bot)
    assert GAME.make_bot("expert", 1).level == "expert"
    with pytest.raises(InvalidOptionError):
        GAME.make_bot("grandmaster", 1)


def test_bot_games_of_every_table_size_finish() -> None:
    # Speed (100 games, move times) is measured by `paperboy bench`, not in tests.
    configs = [(3, {}), (4, {"events": True}), (5, {"mode": "chronicle"}), (2, {}), (1, {})]
    for k in range(15):
        n, options = configs[k % len(configs)]
        st = play(n, options, k, ["expert", "novice"])
        assert len(st.result().totals) == n


def test_expert_beats_novice_more_often_than_not() -> None:
    wins = {"expert": 0, "novice": 0}
    for seed in range(12):
        st = play(4, {}, seed, ["expert", "novice"])
        for w in st.result().winners:
            wins["expert" if w % 2 == 0 else "novice"] += 1
    assert wins["expert"] > wins["novice"]
