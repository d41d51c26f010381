"""Fit to Print's master in Newsroom mode: its own bot is its whole play there (nothing is
searched), and its Reporter fills the paper: it counts only the tiles not yet on the paper
against the paper's empty squares, where the expert's Reporter also counts the squares already
laid out and so stops with about a third of the paper empty. The expert is unchanged."""

from __future__ import annotations

from games.fit_to_print.ftp_helpers import play_until

from paperboy.engine import Rng
from paperboy.engine.registry import find_game
from paperboy.games.fit_to_print.actions import Deliver, Flip, Layout, Take
from paperboy.games.fit_to_print.evaluate import search_focus

GAME = find_game("fit-to-print")
PLAYERS = 4


def _expert_game_until(seed: int, stop):
    """An all-expert Newsroom game from ``seed`` up to the first decision where ``stop`` holds;
    returns (state, seat, the expert's choice there)."""
    state = GAME.new_game([f"P{i}" for i in range(PLAYERS)], {"mode": "newsroom"}, seed)
    seeds = Rng(seed ^ 0x5EED)
    bots = [GAME.make_bot("expert", seed=seeds.next64()) for _ in range(PLAYERS)]
    return play_until(state, bots, stop)


def _master_bot():
    bot = GAME.make_bot("expert", seed=3)
    bot.plays_for_master = True  # as the master marks its own bot
    return bot


def test_the_masters_reporter_keeps_reporting_where_the_expert_stops_with_the_paper_half_empty() -> None:
    def expert_stops_early(st, seat, action) -> bool:
        if st.phase != "round" or not st.is_reporter(seat) or not isinstance(action, Layout):
            return False
        unit = st.units[st.unit_of(seat)]
        # well within the clock (not the stop for lack of time both bots make)
        return (len(st.paper(st.unit_of(seat)).empty_cells()) >= 8 and bool(st.pile_down)
                and unit["used_ms"] < st.limit_ms() // 2)

    state, seat, expert = _expert_game_until(1, expert_stops_early)
    assert isinstance(expert, Layout)
    master = _master_bot().choose(state, seat)
    assert isinstance(master, (Flip, Take, Deliver)), master


def test_the_master_does_not_search_in_newsroom_mode() -> None:
    state, seat, _ = _expert_game_until(2, lambda st, s, a: st.phase == "round" and st.is_reporter(s))
    assert search_focus(state, seat).think is False


def test_the_masters_reporter_walks_over_once_where_the_expert_walks_with_four_tiles() -> None:
    def expert_walks(st, seat, action) -> bool:
        return st.phase == "round" and st.is_reporter(seat) and isinstance(action, Deliver)

    state, seat, expert = _expert_game_until(1, expert_walks)
    unit = state.units[state.unit_of(seat)]
    assert len(unit["carry"]) == 4 and not unit["reporter_done"]
    master = _master_bot().choose(state, seat)
    assert isinstance(master, (Flip, Take)), master
