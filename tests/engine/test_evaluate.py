"""The evaluation hook (``Game.provisional_scores`` / ``Game.evaluate``) the master's search
judges a simulation by when it stops before the end, and the short-horizon search itself.

Cheap: a few seeded random moves per test configuration, and the toy game for the search.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from toygame import Add, End, Peek, SealedBids

from paperboy.engine import GAMES, Game, Rng, find_game
from paperboy.engine.protocol import SearchFocus, score_margins
from paperboy.engine.search import SearchBot

RANDOM_MOVES = 8


def _names(count: int) -> list[str]:
    return ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"][:count]


def _positions(game: Game) -> list[Any]:
    out = []
    for index, (count, options) in enumerate(game.test_configs()):
        state = game.new_game(_names(count), options, 21 + index)
        rng = Rng(index)
        for _ in range(RANDOM_MOVES):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        out.append(state)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_provisional_scores_give_every_seat_a_finite_score_and_change_nothing(game_id: str) -> None:
    game = find_game(game_id)
    for state in _positions(game):
        before = state.digest()
        scores = game.provisional_scores(state)
        assert state.digest() == before
        assert len(scores) == len(state.players)
        assert all(isinstance(s, float) and math.isfinite(s) for s in scores)
        assert game.provisional_scores(state) == scores  # a function of the state alone
        margins = score_margins(scores)
        for seat in range(len(state.players)):
            assert game.evaluate(state, seat) == pytest.approx(margins[seat])


@pytest.mark.parametrize("game_id", GAMES)
def test_win_chances_are_none_or_one_chance_per_seat_and_change_nothing(game_id: str) -> None:
    game = find_game(game_id)
    for state in _positions(game):
        if state.is_over():
            continue
        before = state.digest()
        chances = game.win_chances(state)
        assert state.digest() == before
        if chances is not None:
            assert len(chances) == len(state.players)
            assert all(0.0 <= c <= 1.0 for c in chances)
            assert sum(chances) <= 1.0 + 1e-9  # one winner, or none (ties share)


def test_score_margins_are_the_lead_over_the_best_rival() -> None:
    assert score_margins([10.0, 4.0, 7.0]) == [3.0, -6.0, -3.0]
    assert score_margins([5.0, 5.0]) == [0.0, 0.0]
    assert score_margins([8.0]) == [8.0]  # alone: the score itself


def test_the_default_evaluation_is_the_score_margin_of_the_standing() -> None:
    game = SealedBids()
    state = game.new_game(["Ann", "Bob"], {}, 3)
    totals = [float(t) for t in state.result().totals]
    assert game.provisional_scores(state) == totals
    assert game.evaluate(state, 0) == score_margins(totals)[0]


def _toy_turn() -> tuple[SealedBids, Any, int]:
    """Sealed Bids in a play turn after a peek and one add: adding 2 more to the pile is worth a
    point more than adding 1, and two more than ending the turn."""
    game = SealedBids()
    state = game.new_game(["Ann", "Bob"], {"rounds": 3}, 5)
    while state.phase != "play":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    seat = state.to_act()[0]
    state.apply(seat, Peek())
    state.apply(seat, Add(1))
    assert state.legal_actions(seat) == [Add(1), Add(2), End()]
    return game, state, seat


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_short_horizon_search_finds_the_better_move_by_the_evaluation(seed: int) -> None:
    # The toy's bots move at random, so the policy's own choice is often worse: the
    # simulations, cut off two moves on and judged by the standing, overrule it.
    game, state, seat = _toy_turn()
    bot = SearchBot(game, seed, think_ms=None, iterations=80, rollout_steps=2)
    analysis = bot.analyse(state, seat)
    assert analysis.action == Add(2)
    # the horizon holds: no simulation played more than two rollout moves
    assert bot.stats.decisions == 1 and bot.stats.simulations == 80
    assert bot.stats.rollout_moves <= 2 * 80


def test_the_search_judges_a_cut_off_by_the_games_evaluation(monkeypatch) -> None:
    game, state, seat = _toy_turn()
    calls: list[int] = []
    real = SealedBids.provisional_scores

    def spy(self: Game, st: Any) -> list[float]:
        calls.append(1)
        return real(self, st)

    monkeypatch.setattr(SealedBids, "provisional_scores", spy)
    SearchBot(game, 7, think_ms=None, iterations=5, rollout_steps=1).analyse(state, seat)
    assert len(calls) == 1 + 5  # the standing at the root, then each simulation's cut-off


def test_a_move_simulated_once_is_not_overruled_on_the_spread_of_a_few_alike_results() -> None:
    from paperboy.engine.search import Choice, _pick

    policy, rival = Add(1), Add(2)
    # The rival's three results agree (no variance of its own), the policy's single one is
    # lower: the pooled spread of all six simulations keeps the policy's move.
    choices = [Choice(rival, 3, 0.6, 1.0, 1.0, 0, 0.0), Choice(policy, 1, 0.35, 0.0, -1.0, 0, 0.0),
               Choice(End(), 2, 0.1, 0.0, -3.0, 0, 0.01)]
    assert _pick(choices, policy) == policy
    # With many simulations the same gap is clear evidence.
    choices = [Choice(rival, 40, 0.6, 1.0, 1.0, 0, 0.02), Choice(policy, 30, 0.35, 0.0, -1.0, 0, 0.02)]
    assert _pick(choices, policy) == rival


class _FocusedBids(SealedBids):
    """The toy with a search focus: ``focus`` is what ``search_focus`` answers."""

    focus = SearchFocus()

    def search_focus(self, state: Any, seat: int) -> SearchFocus:
        return self.focus


def test_a_decision_the_game_leaves_to_the_policy_is_played_without_a_simulation(monkeypatch) -> None:
    game, state, seat = _toy_turn()
    focused = _FocusedBids()
    focused.focus = SearchFocus(think=False)
    worlds: list[int] = []
    real = SealedBids.determinize
    monkeypatch.setattr(SealedBids, "determinize", lambda self, st, s, rng: worlds.append(1) or real(self, st, s, rng))
    bot = SearchBot(focused, 3, think_ms=None, iterations=80, rollout_steps=2)
    analysis = bot.analyse(state, seat)
    assert analysis.iterations == 0 and not analysis.searched and analysis.choices == []
    assert analysis.action == analysis.policy  # the policy's own move (the toy's bot picks at random)
    assert len(worlds) == 1  # one look, for the policy's choice and the focus
    assert analysis.reason() == "the expert's choice (the search leaves this kind of move to it)"
    assert bot.stats.decisions == 1 and bot.stats.unsearched == 1 and bot.stats.simulations == 0


@pytest.mark.parametrize(("think", "think_ms", "given"), [
    (False, 200, True),  # left to the policy, with a think time: the policy may use it
    (True, 200, False),  # searched: the think time is the search's
    (False, None, False),  # a fixed number of simulations: the policy's own fixed effort
])
def test_a_decision_left_to_the_policy_gives_it_the_think_time(monkeypatch, think: bool,
                                                               think_ms: int | None, given: bool) -> None:
    import time

    from paperboy.engine.protocol import Bot

    game, state, seat = _toy_turn()
    focused = _FocusedBids()
    focused.focus = SearchFocus(think=think)
    seen: list[float | None] = []
    real = Bot.choose
    monkeypatch.setattr(Bot, "choose", lambda self, st, s: seen.append(self.deadline) or real(self, st, s))
    bot = SearchBot(focused, 3, think_ms=think_ms, iterations=3, rollout_steps=1)
    started = time.perf_counter()
    bot.analyse(state, seat)
    policy_deadline = seen[0]  # the policy's own choice comes first
    if given:
        assert policy_deadline is not None and started < policy_deadline <= started + 0.2
    else:
        assert policy_deadline is None
    assert all(d is None for d in seen[1:])  # the simulations' bots never get one
    assert bot._own_policy().deadline is None  # taken back once the move is chosen


def test_the_games_focus_sets_how_far_a_simulation_runs_and_who_moves_in_it(monkeypatch) -> None:
    game, state, seat = _toy_turn()
    focused = _FocusedBids()
    focused.focus = SearchFocus(rollout_steps=1, movers=lambda w: [s for s in w.to_act() if s == seat])
    moved: list[int] = []
    real_apply = type(state).apply

    def spy(self: Any, s: int, action: Any) -> Any:
        moved.append(s)
        return real_apply(self, s, action)

    monkeypatch.setattr(type(state), "apply", spy)
    bot = SearchBot(focused, seed=1, think_ms=None, iterations=80, rollout_steps=50)
    analysis = bot.analyse(state, seat)
    assert moved and set(moved) == {seat}  # the other seat never moved in a simulation
    assert bot.stats.rollout_moves <= 80  # the game's horizon (1), not the bot's (50)
    assert analysis.action == Add(2)  # and the search still finds the better move


class _ChancyBids(SealedBids):
    """The toy with its own estimate of who wins: ``chances`` whatever the standing."""

    chances: list[float] | None = None
    given: list[float] | None = None  # the provisional scores the search handed over

    def win_chances(self, state: Any, scores: list[float] | None = None) -> list[float] | None:
        self.given = scores
        return self.chances


def test_a_games_win_chances_judge_a_cut_off_in_place_of_the_margins_win_share() -> None:
    from paperboy.engine.search import WIN_WEIGHT, _backup, _Node

    game = _ChancyBids()
    state = game.new_game(["Ann", "Bob"], {}, 3)
    base = game.provisional_scores(state)
    assert score_margins(base) == [0.0, 0.0]  # level on points: the margins say 50-50

    def judged(chances: list[float] | None) -> tuple[float, float]:
        game.chances = chances
        mine, theirs = _Node(mover=0), _Node(mover=1)
        _backup([mine, theirs], state, 0, False, base, game)
        return mine.value, theirs.value

    assert judged(None) == (0.5, 0.5)
    assert game.given == base  # the scores the search worked out, not worked out again
    ann, bob = judged([0.9, 0.1])
    assert ann == pytest.approx(WIN_WEIGHT * 0.9 + (1 - WIN_WEIGHT) * 0.5)
    assert bob == pytest.approx(WIN_WEIGHT * 0.1 + (1 - WIN_WEIGHT) * 0.5)
    assert find_game("pulitzer").win_chances(find_game("pulitzer").new_game(["Ann", "Bob"], {}, 1)) is not None
    assert Game.win_chances(game, state) is None  # the contract's default: margins alone
