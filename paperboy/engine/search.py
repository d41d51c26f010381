"""The ``master`` bot: information-set Monte Carlo tree search over the engine contract.

The search knows nothing of any game. It uses only the contract (``to_act``,
``legal_actions``, ``apply``, ``is_over``, ``result``) and ``Game.determinize``, and it
never reads the real state beyond what ``determinize`` keeps: every iteration starts
from a fresh *determinization* (a copy in which all the searching seat cannot see has
been resampled), so the bot plays on what its seat's view shows.

One iteration (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012):

1. determinize the real state for the searching seat (one copy, then changed in place:
   the copy is the only clone an iteration makes);
2. walk down one shared tree whose edges are ``(seat, action)``: among the children
   legal in this determinization, pick by UCB, where a child's exploration term counts
   how often it was *available* rather than how often its parent was visited;
3. add one child, the game's ``expert`` bot's choice first (then others, as visits
   grow: progressive widening keeps wide nodes, hundreds of placements, narrow; at the
   root in the order of the expert's ranking when its bot gives one, ``ranked``);
4. play on with the expert bot (the rollout policy; ``opponent_level`` may name a cheaper
   bot for the other seats) for a short horizon (``rollout_steps`` actions);
5. judge the position reached: a per-seat value vector in [0, 1] (win share when the game
   is over, blended with the score margin; at the horizon the game's own evaluation,
   ``Game.provisional_scores``, which counts what is in progress: a paper being laid
   out, pinned evidence, drafts that will develop, and where the game gives them its
   estimate of each seat's chance of winning, ``Game.win_chances``, in place of the win
   share), and add each seat's value to the nodes where that seat chose.

The game may narrow the search (``Game.search_focus``, asked on the first determinization,
so it sees only what the seat sees): leave a decision to the policy at once (a step of a
plan it already made), set the rollout horizon, or name the seats that move in a
simulation (none: the simulation stops there and is judged). The default searches every
decision as above.

The move played is the expert's own choice unless another root move scored better by
``OVERRULE_Z`` standard errors over at least ``OVERRULE_VISITS`` simulations: with the
few simulations a quarter of a second buys in pure Python, noise must not overrule a
good policy (the master then mostly plays the expert's move); with more think time
the evidence grows and the search decides more often.

Simultaneous phases need nothing special: each node's mover is a seat from
``to_act()`` (the searching seat at the root), and a move of one seat leaves the others
to act at the next node. The budget is wall-clock time (``think_ms``) and/or an
iteration cap (``iterations``, which makes the search deterministic for a seed: tests
use it). A decision with a single legal action returns at once.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .errors import InvalidOptionError, PaperboyError
from .protocol import Bot, Game, SearchFocus, State, score_margins
from .rng import Rng
from .think import DEFAULT_THINK_MS as DEFAULT_THINK_MS
from .think import MAX_THINK_MS as MAX_THINK_MS
from .think import MIN_THINK_MS as MIN_THINK_MS

#: Share of the think time kept in hand (the decision must end within its budget).
SAFETY = 0.12
#: Actions a rollout plays before the game's evaluation judges the position.
ROLLOUT_STEPS = 16
#: The bot level that plays the other seats' moves in rollouts (``None``: the policy's).
#: Measured at 60 ms of CPU a decision: the novice bought no more simulations (a
#: simulation's cost is mostly the determinization and the engine, not the bot) and its
#: careless replies misled the search (Magazine: mean margin +8 against +15 with the
#: expert; Pulitzer: about the same), so the expert plays every seat.
OPPONENT_LEVEL: str | None = None
#: UCB exploration constant (values are in [0, 1]).
EXPLORATION = 0.7
#: Progressive widening: a node may have ``ceil(WIDEN * sqrt(visits + 1))`` children.
WIDEN = 1.0
#: How many standard errors better a move must score to overrule the rollout policy's
#: choice (a few noisy simulations must not: measured, they made the master worse).
OVERRULE_Z = 1.5
#: Fewest simulations of a move before it may overrule the policy's choice.
OVERRULE_VISITS = 3
#: Root moves beyond the policy's own are tried best first by the policy bot's ranking
#: when it gives one (an optional ``ranked(state, seat)``: the legal actions, best first),
#: at random otherwise: with a few dozen simulations and progressive widening only a
#: handful of root moves are ever tried, so which ones matters.
ROOT_ORDER = True
#: Floor of a move's value variance (a handful of equal results is not certainty).
MIN_VARIANCE = 0.01
#: Weight of the win share (against the score margin) at the end of a game.
WIN_WEIGHT = 0.75


MASTER = "master"


def quick_levels(game: Game) -> tuple[str, ...]:
    """The game's bot levels that answer at once (all but ``master``, which thinks)."""
    return tuple(level for level in game.bot_levels if level != MASTER) or game.bot_levels


def check_think_ms(value: Any) -> int:
    """``value`` as a think time in ms, or ``InvalidOptionError`` saying what is allowed."""
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = value
    elif isinstance(value, str) and value.strip().isdigit():
        number = int(value.strip())
    else:
        number = None
    if number is None or not MIN_THINK_MS <= number <= MAX_THINK_MS:
        shown = value if isinstance(value, int | str) and len(str(value)) < 20 else type(value).__name__
        raise InvalidOptionError(f"the master bot's think time is a whole number of milliseconds from "
                                 f"{MIN_THINK_MS} to {MAX_THINK_MS}, not '{shown}'")
    return number


@dataclass
class Choice:
    """One root candidate: how the search rates ``action`` for the searching seat."""

    action: Action
    visits: int
    value: float   # mean search value in [0, 1]
    win: float     # share of the simulated games the seat won (or was ahead at the cut-off)
    margin: float  # mean score lead over the best other seat (own score when alone)
    finished: int  # how many of those simulated games reached the end
    variance: float = 0.0  # of the search value over those simulations


@dataclass
class Analysis:
    """What one search found: the action chosen and the evidence for it."""

    action: Action
    iterations: int
    seconds: float
    policy: Action | None
    choices: list[Choice] = field(default_factory=list)
    searched: bool = True  # False: the game leaves this kind of decision to the policy

    @property
    def best(self) -> Choice | None:
        return next((c for c in self.choices if c.action == self.action), None)

    def reason(self) -> str:
        """The evidence in words, e.g. "wins 61% of 40 simulated games, expected +3 points"."""
        best = self.best
        if best is None or best.visits == 0:
            if not self.searched:
                return "the expert's choice (the search leaves this kind of move to it)"
            if self.iterations == 0:
                return "the expert's choice (the think time ended before a simulation did)"
            return "the expert's choice (no simulation of another move did better)"
        played = f"{best.visits} simulated game{'s' if best.visits != 1 else ''}"
        if best.finished < best.visits:
            played += f" ({best.finished} played to the end)"
        margin = round(best.margin)
        points = f"expected {margin:+d} point{'s' if abs(margin) != 1 else ''} against the best rival"
        return f"wins {best.win:.0%} of {played}, {points}"


class _Node:
    __slots__ = ("children", "visits", "value", "square", "avail", "mover", "win", "margin", "finished", "action")

    def __init__(self, mover: int = -1, action: Action | None = None) -> None:
        self.children: dict[tuple[int, Action], _Node] = {}
        self.visits = 0
        self.value = 0.0
        self.square = 0.0
        self.avail = 0
        self.mover = mover
        self.action = action
        self.win = 0.0
        self.margin = 0.0
        self.finished = 0


@dataclass
class SearchStats:
    """What a searching bot has done so far, summed over its decisions (for measurement:
    ``paperboy tournament`` reports simulations per decision from it)."""

    decisions: int = 0
    simulations: int = 0
    rollout_moves: int = 0
    seconds: float = 0.0
    overruled: int = 0  # decisions where the search played another move than the policy's
    unsearched: int = 0  # decisions the game left to the policy (``SearchFocus.think`` false)

    def add(self, simulations: int, moves: int, seconds: float, overruled: bool, searched: bool = True) -> None:
        self.decisions += 1
        self.unsearched += int(not searched)
        self.simulations += simulations
        self.rollout_moves += moves
        self.seconds += seconds
        self.overruled += int(overruled)

    def per_decision(self) -> float:
        return self.simulations / self.decisions if self.decisions else 0.0


class SearchBot(Bot):
    """The ``master`` level: ISMCTS with the game's expert bot as rollout policy.

    Args:
        game: The game (its ``make_bot("expert", ...)`` is the rollout policy and its
            ``determinize`` the only door to the real state).
        seed: The bot's seed.
        think_ms: Wall-clock budget per decision in ms (``None``: no time limit).
        iterations: Iteration cap per decision (``None``: no cap). With a cap and no time
            limit the search is deterministic for a seed.
        rollout_steps: Actions each rollout plays before the game's evaluation judges
            the position.
        policy_level: The bot level used for expansion order and the searching seat's
            rollout moves.
        opponent_level: The bot level that plays the other seats in rollouts (``None``:
            ``policy_level``).
    """

    def __init__(self, game: Game, seed: int = 0, think_ms: int | None = DEFAULT_THINK_MS,
                 iterations: int | None = None, rollout_steps: int = ROLLOUT_STEPS,
                 policy_level: str = "expert", level: str = "master",
                 opponent_level: str | None = OPPONENT_LEVEL) -> None:
        super().__init__(level, seed)
        if think_ms is None and iterations is None:
            raise InvalidOptionError("a search needs a think time or an iteration cap")
        self.game = game
        self.think_ms = think_ms
        self.iterations = iterations
        self.rollout_steps = rollout_steps
        self.policy_level = policy_level
        self.opponent_level = opponent_level if opponent_level in game.bot_levels else policy_level
        self.last: Analysis | None = None
        self.stats = SearchStats()
        self._policy_bot: Bot | None = None
        #: The slowest single rollout move seen (s): a rollout stops before a move that
        #: could run past the deadline, so a decision keeps within its think time.
        self._slowest = 0.0

    # --- the Bot contract ---------------------------------------------------------------
    def choose(self, state: State, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            self.last = Analysis(legal[0], 0, 0.0, None)
            return legal[0]
        return self.analyse(state, seat).action

    # --- search -------------------------------------------------------------------------
    def analyse(self, state: State, seat: int) -> Analysis:
        """Search from ``state`` for ``seat`` and return the choice with its evidence."""
        started = time.perf_counter()
        # Stop a little early: the answer itself takes a moment; the budget is for the
        # whole decision.
        deadline = math.inf if self.think_ms is None else started + self.think_ms * (1 - SAFETY) / 1000
        cap = self.iterations if self.iterations is not None else 1 << 62
        root = _Node()
        base: list[float] | None = None
        policy_at_root: Action | None = None
        root_order: list[Action] | None = None
        done = moves = 0
        focus = SearchFocus()
        self._slowest *= 0.5  # what the last decision saw, fading (positions change)
        while done < cap:
            # a new simulation starts only if its first moves can end in time (the slowest
            # move seen, e.g. a Fit to Print layout plan, could otherwise overrun the budget)
            if done and time.perf_counter() + self._slowest >= deadline:
                break
            world = self.game.determinize(state, seat, Rng(self.rng.next64()))
            if base is None:  # the standing now, as the seat sees it (a solo score is judged by its gain)
                base = self.game.provisional_scores(world)
                # The policy's own choice, by a bot kept from move to move (a plan it made
                # for this seat, e.g. a Fit to Print layout, carries on): the first move
                # searched, and the answer if time runs out before any simulation ends.
                # The game says whether and how to search this decision (on what the seat
                # sees). One it does not search gets the think time for the policy's own
                # move (``Bot.deadline``: a bot that can use it, e.g. Fit to Print's layout
                # plan, tries more); with a fixed number of simulations (no think time) the
                # policy keeps its own fixed effort.
                focus = self.game.search_focus(world, seat)
                policy = self._own_policy()
                if not focus.think and self.think_ms is not None:
                    policy.deadline = deadline
                try:
                    policy_at_root = policy.choose(world, seat)
                finally:
                    policy.deadline = None
                if not focus.think:
                    break
                ranked = getattr(policy, "ranked", None) if ROOT_ORDER else None
                root_order = [without_clock(a) for a in ranked(world, seat)] if ranked is not None else None
                if time.perf_counter() >= deadline and self.think_ms is not None:
                    break  # that choice took the whole think time (a long layout plan)
            bots: dict[tuple[int, str], Bot] = {}
            path, reached_end, played = self._iterate(root, world, seat, bots, deadline, policy_at_root, focus,
                                                      root_order)
            moves += played
            if not path:
                break
            _backup(path, world, seat, reached_end, base, self.game)
            root.visits += 1
            done += 1
        # Root moves were legal in the determinizations; the seat's own options follow from
        # what it sees, but the game's own check on the real state has the last word. (A
        # game's ``legal_actions`` may list only some forms of a move, e.g. Fit to Print
        # placements, so the check is used rather than membership of that list.)
        choices = [
            Choice(_timed(child.action, policy_at_root), child.visits,  # type: ignore[arg-type]
                   child.value / child.visits, child.win / child.visits, child.margin / child.visits,
                   child.finished, max(0.0, child.square / child.visits - (child.value / child.visits) ** 2))
            for (mover, _key), child in root.children.items()
            if mover == seat and child.visits
        ]
        choices.sort(key=lambda c: (-c.visits, -c.value))
        action = _pick(choices, policy_at_root) if choices else policy_at_root
        if action is None or not _allowed(state, seat, action):
            if policy_at_root is not None and _allowed(state, seat, policy_at_root):
                action = policy_at_root
            else:
                action = state.legal_actions(seat)[0]
        seconds = time.perf_counter() - started
        self.stats.add(done, moves, seconds, policy_at_root is not None and action != policy_at_root, focus.think)
        self.last = Analysis(action, done, seconds, policy_at_root, choices, focus.think)
        return self.last

    def _own_policy(self) -> Bot:
        if self._policy_bot is None:
            self._policy_bot = self.game.make_bot(self.policy_level, self.rng.next64())
            self._policy_bot.plays_for_master = True
        return self._policy_bot

    def _policy(self, bots: dict[tuple[int, str], Bot], seat: int, level: str) -> Bot:
        bot = bots.get((seat, level))
        if bot is None:
            bot = bots[(seat, level)] = self.game.make_bot(level, self.rng.next64())
        return bot

    def _iterate(self, root: _Node, world: State, seat: int, bots: dict[tuple[int, str], Bot],
                 deadline: float, root_policy: Action | None,
                 focus: SearchFocus, root_order: list[Action] | None = None) -> tuple[list[_Node], bool, int]:
        """One simulation in ``world``: the tree nodes it went through, whether it reached the
        end of the game, and how many rollout moves it played. Time running out stops it
        where it is (the position reached is judged like any other cut-off), and so does
        the game's ``focus`` (its horizon, or no seat left to move)."""
        node = root
        path: list[_Node] = []
        movers = focus.movers
        horizon = self.rollout_steps if focus.rollout_steps is None else focus.rollout_steps
        # --- selection and expansion
        while not world.is_over():
            acting = world.to_act() if movers is None else movers(world)
            if not acting:
                break
            mover = seat if node is root and seat in acting else acting[0]
            legal = world.legal_actions(mover)
            if not legal:
                break
            children = node.children
            available = []
            for action in legal:
                child = children.get((mover, without_clock(action)))
                if child is not None:
                    child.avail += 1
                    available.append(child)
            if len(available) < len(children):
                # a move the policy chose may be a form the legal list leaves out (a Fit to
                # Print placement): the game's check says whether it is playable here
                seen = {id(c) for c in available}
                for (who, _key), child in children.items():
                    if who == mover and id(child) not in seen and _allowed(world, mover, child.action):  # type: ignore[arg-type]
                        child.avail += 1
                        available.append(child)
            limit = math.ceil(WIDEN * math.sqrt(node.visits + 1))
            if len(available) < len(legal) and (len(available) < limit or not available):
                if node is root and root_policy is not None:
                    action = root_policy
                else:
                    action = self._policy(bots, mover, self.policy_level).choose(world, mover)
                if (mover, without_clock(action)) in children:
                    untried = [a for a in legal if (mover, without_clock(a)) not in children]
                    action = untried[self.rng.randbelow(len(untried))]
                    if node is root and root_order is not None:  # the policy's next best
                        keys = {without_clock(a): a for a in untried}
                        action = next((keys[k] for k in root_order if k in keys), action)
                child = children[(mover, without_clock(action))] = _Node(mover, action)
                child.avail = 1
                world.apply(mover, action)
                path.append(child)
                break
            node = _select(available)
            world.apply(mover, node.action)  # type: ignore[arg-type]
            path.append(node)
            if time.perf_counter() >= deadline:
                return path, world.is_over(), 0
        # --- rollout: the searching seat plays the policy, the others the cheaper level
        steps = 0
        now = time.perf_counter()
        while steps < horizon and not world.is_over():
            if now + self._slowest >= deadline:
                break
            acting = world.to_act() if movers is None else movers(world)
            if not acting:
                break
            mover = acting[steps % len(acting)]
            level = self.policy_level if mover == seat else self.opponent_level
            world.apply(mover, self._policy(bots, mover, level).choose(world, mover))
            steps += 1
            later = time.perf_counter()
            self._slowest = max(self._slowest, later - now)
            now = later
        return path, world.is_over(), steps


def _allowed(state: State, seat: int, action: Action) -> bool:
    try:
        state.check(seat, action)
    except PaperboyError:
        return False
    return True


def without_clock(action: Action) -> Action:
    """The action without the clock time a game may attach to it (Fit to Print's ``clock_ms``,
    the time a bot "spent"): two moves that differ only there are one edge of the tree."""
    if getattr(action, "clock_ms", 0):
        return dataclasses.replace(action, **{"clock_ms": 0})
    return action


def _timed(action: Action, policy: Action | None) -> Action:
    """``action`` charged the clock time the rollout policy took for its own choice here, so
    the master spends its clock like the expert does (never a free move)."""
    ms = getattr(policy, "clock_ms", 0)
    if ms and hasattr(action, "clock_ms"):
        return dataclasses.replace(action, **{"clock_ms": ms})
    return action


def _pick(choices: list[Choice], policy: Action | None) -> Action:
    """The move to play: the rollout policy's own choice unless another move scores better by
    more than ``OVERRULE_Z`` standard errors over at least ``OVERRULE_VISITS`` simulations.

    A move's standard error uses the larger of its own variance and the pooled variance of
    all the root's simulations: a handful of alike results (or a single one) says little
    about the spread, and the policy's move, simulated once, must not look certain."""
    mine = next((c for c in choices if policy is not None and without_clock(c.action) == without_clock(policy)), None)
    if mine is None:
        return choices[0].action
    total = sum(c.visits for c in choices)
    mean = sum(c.value * c.visits for c in choices) / total
    pooled = sum((c.variance + c.value * c.value) * c.visits for c in choices) / total - mean * mean

    def error(c: Choice) -> float:
        return max(c.variance, pooled, MIN_VARIANCE) / c.visits

    rivals = [c for c in choices if c is not mine and c.visits >= OVERRULE_VISITS
              and c.value - mine.value > OVERRULE_Z * math.sqrt(error(c) + error(mine))]
    if not rivals:
        return mine.action
    return max(rivals, key=lambda c: (c.value, c.visits)).action


def _select(available: Sequence[_Node]) -> _Node:
    """UCB over the children legal in this determinization (exploration by availability)."""
    best = available[0]
    best_score = -math.inf
    for child in available:
        if child.visits == 0:
            return child
        score = child.value / child.visits + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = child, score
    return best


def _backup(path: list[_Node], world: State, seat: int, over: bool, base: list[float], game: Game) -> None:
    """Add the value of the position reached to every node on the path, for its mover."""
    if not path:
        return
    result = world.result() if over else None
    totals = [float(t) for t in result.totals] if result is not None else game.provisional_scores(world)
    count = len(totals)
    if count == 1:
        margins = [totals[0] - base[0]]
    else:
        margins = score_margins(totals)
    scale = max(3.0, 0.1 * max(abs(t) for t in totals))
    values = [0.5 + 0.5 * math.tanh(m / scale) for m in margins]
    wins = [0.0] * count
    if result is not None:
        for w in result.winners:
            wins[w] = 1 / len(result.winners)
        values = [WIN_WEIGHT * wins[i] + (1 - WIN_WEIGHT) * values[i] for i in range(count)]
    else:
        chances = game.win_chances(world, totals)
        if chances is not None:  # the game's own estimate, weighed like a finished game's wins
            wins = [min(1.0, max(0.0, c)) for c in chances]
            values = [WIN_WEIGHT * wins[i] + (1 - WIN_WEIGHT) * values[i] for i in range(count)]
        else:
            wins = [float(m > 0) for m in margins]
    for node in path:
        node.visits += 1
        node.value += values[node.mover]
        node.square += values[node.mover] ** 2
    first = path[0]
    first.win += wins[seat]
    first.margin += margins[seat]
    first.finished += int(over)
