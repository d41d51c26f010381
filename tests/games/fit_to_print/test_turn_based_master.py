"""Fit to Print's master in turn-based mode: its own bot (the search's first choice) takes the
face-up tile that adds most to its paper, counts dollars only against the poorest rival, and
chooses its centerpiece by its own table of turn-based scores; the expert is unchanged."""

from __future__ import annotations

import statistics

from games.fit_to_print.ftp_helpers import play_until

from paperboy.engine import Rng
from paperboy.engine.protocol import SearchFocus
from paperboy.engine.registry import find_game
from paperboy.games.fit_to_print.actions import Choose, Draw, Take
from paperboy.games.fit_to_print.bots import TB_MASTER_CP, _cp_estimate
from paperboy.games.fit_to_print.components import catalogue
from paperboy.games.fit_to_print.evaluate import search_focus

GAME = find_game("fit-to-print")
PLAYERS = 6


def _bots(seed: int, master_seat: int | None = None) -> list:
    seeds = Rng(seed ^ 0x5EED)
    bots = [GAME.make_bot("expert", seed=seeds.next64()) for _ in range(PLAYERS)]
    if master_seat is not None:
        bots[master_seat].plays_for_master = True  # as the master marks its own bot
    return bots


def _master_bot():
    bot = GAME.make_bot("expert", seed=3)
    bot.plays_for_master = True
    return bot


def _game_until(seed: int, stop):
    """An all-expert turn-based game from ``seed`` up to the first decision where ``stop``
    holds; returns (state, seat, the expert's choice there)."""
    state = GAME.new_game([f"P{i}" for i in range(PLAYERS)], {"mode": "turn-based"}, seed)
    bots = _bots(seed)
    return play_until(state, bots, stop)


def test_the_masters_own_bot_chooses_the_centerpiece_by_its_turn_based_table() -> None:
    state, seat, _ = _game_until(1, lambda st, s, a: st.phase == "tb_choose")
    cat = catalogue()
    # the expert's estimate puts S1 first, the master's own turn-based scores 9A
    assert _cp_estimate(cat.centerpiece("S1")) > _cp_estimate(cat.centerpiece("9A"))
    assert TB_MASTER_CP["9A"] > TB_MASTER_CP["S1"]
    state.cp_offer = ["S1", "9A"]
    assert GAME.make_bot("expert", seed=3).choose(state, seat) == Choose("S1")
    assert _master_bot().choose(state, seat) == Choose("9A")
    # no simulation can tell two centerpieces apart: the search leaves the choice to that bot
    assert search_focus(state, seat) == SearchFocus(think=False)


def test_the_masters_own_take_is_the_tile_that_adds_most_and_ignores_the_face_down_order() -> None:
    def picking(st, s, a) -> bool:
        return isinstance(a, Take | Draw) and st.units[s]["placed"] and len(st.pile_up) >= 6

    state, seat, _ = _game_until(2, picking)
    bot = _master_bot()
    choice = bot.choose(state, seat)
    assert isinstance(choice, Take | Draw)
    paper = state.paper(seat)
    rules = bot._rules(state)
    left = len(state.units[seat]["desk"])
    weight = bot._tb_ad_weight(state, seat)
    from paperboy.games.fit_to_print.layout_search import evaluate

    before = evaluate(paper, left, rules, ad_weight=weight)
    gains = {t: bot._tb_gain(state, paper, catalogue().tiles[t], left, rules, before, weight)
             for t in state.pile_up}
    if isinstance(choice, Take):
        assert gains[choice.tile] == max(gains.values())
    assert paper.placed == state.paper(seat).placed  # the trial placements were all taken back
    # what lies face down is judged as a set, so its order (unseen) changes nothing
    for k in range(3):
        other = state.clone()
        Rng(k).shuffle(other.pile_down)
        assert _master_bot().choose(other, seat) == choice


def test_the_masters_own_bot_takes_other_tiles_than_the_expert() -> None:
    differ = 0
    for seed in (1, 2, 3):
        state = GAME.new_game([f"P{i}" for i in range(PLAYERS)], {"mode": "turn-based"}, seed)
        bots = _bots(seed)
        master = _master_bot()
        step = 0
        while not state.is_over():
            acting = state.to_act()
            seat = acting[step % len(acting)]
            action = bots[seat].choose(state, seat)
            if seat == 0 and isinstance(action, Take | Draw):
                differ += master.choose(state, seat) != action
            state.apply(seat, action)
            step += 1
    assert differ >= 5


def test_the_masters_own_turn_based_play_outscores_the_experts() -> None:
    """One such bot among five experts, seats rotating: it wins well above its fair share
    (1 in 6) and scores more on average (the expert's own play wins about 1 in 6)."""
    wins = 0.0
    mine: list[int] = []
    others: list[int] = []
    games = 24
    for game in range(games):
        seed = 700 + game
        me = game % PLAYERS
        state = GAME.new_game([f"P{i}" for i in range(PLAYERS)], {"mode": "turn-based"}, seed)
        bots = _bots(seed, me)
        step = 0
        while not state.is_over():
            acting = state.to_act()
            seat = acting[step % len(acting)]
            state.apply(seat, bots[seat].choose(state, seat))
            step += 1
        result = state.result()
        wins += (me in result.winners) / len(result.winners)
        mine.append(result.totals[me])
        others.extend(t for i, t in enumerate(result.totals) if i != me)
    assert wins >= 8
    assert statistics.fmean(mine) >= statistics.fmean(others) + 2
