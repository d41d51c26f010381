"""Fit to Print's evaluation for the master bot's search (``Game.provisional_scores``).

Papers score only when a day ends, some 130 moves apart, so a short simulation sees
nothing in the standing itself. This judge counts, for each paper:

- the days already scored;
- today's paper as it lies now, by the round's own scoring (``round_so_far``: what Print
  would give, White Space Bonus against the other papers included), plus, while the
  paper is still being made, what one quick greedy layout of the tiles waiting on its
  desk would add: the unplaced-tile penalty of those it places is taken back, and a
  share (``LAYOUT_SHARE``) of the rest of its points and dollars counts (the expert's own
  layout will differ; the tiles it cannot place keep their penalty);
- the race for ad revenue where the mode has one: the dollars so far and in progress,
  against the penalty the game end gives (two papers: 10 points when more than $5
  behind; three or more: the poorest goes out of business; Solo: below $12), smoothed
  by how many days are left to catch up.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from paperboy.engine.protocol import SearchFocus
from paperboy.engine.rng import Rng

from .board import Placed
from .components import Tile, catalogue
from .game_end import unit_totals
from .layout_search import _greedy
from .scoring import RoundRules, ScoreInput, score_round

if TYPE_CHECKING:
    from .state import FitToPrintState

#: Share of a waiting tile's face value counted (it may not fit or may clash).
#: 0.4 rather than 0.7: over 40 expert-vs-expert games (seeds 3000-3039, 5016 positions)
#: the evaluation's margin follows the margin at the end of the day better (r 0.51 to
#: 0.57), and the master (8 simulations a decision) against the expert, seeds 1000-1019
#: seats alternating, won 11 of 20 instead of 7, mean margin +0.4 instead of -5.4.
DESK_SHARE = 0.4
#: Judge the waiting tiles by one quick greedy layout of them on the paper rather than by a
#: share of their face value: a layout sees what a tile is worth beside the others
#: (photos by their articles, the mood, colour sets, the centerpiece, white space). Over
#: the 40 expert games above (seeds 3000-3039, positions in a round) the judge's margin
#: follows the margin at the end of the day better: r 0.566 (face value) to 0.635, and the
#: final margin 0.531 to 0.557, with 0.4 of the layout's gain (0.6: 0.622, 0.8: 0.582).
DESK_BY_LAYOUT = True
#: Share of a quick layout's points and dollars (beyond the penalties taken back) counted.
LAYOUT_SHARE = 0.4
#: What going out of business (or missing Solo's $12) costs in points, in the judge's eyes.
OUT_OF_BUSINESS = 15.0
#: Modes whose game end takes only 5 points from the single poorest paper (no closure).
MILD_RACE_MODES = ("family", "turn-based")
#: Modes where each paper reports (Flip, Take, Keep, Return, Layout!) and then lays out
#: alone: the modes :func:`search_focus` narrows the master's search in.
GRAB_THEN_LAYOUT_MODES = ("standard", "solo", "scenario", "real-time")
#: Most actions a simulation of a grab decision plays (it stops sooner when every paper
#: has said Layout!): about the grabs left in a day once half of it has gone.
GRAB_HORIZON = 40
#: The search's focus while a paper lays out: none (the expert's layout plan is played).
_NO_SEARCH = SearchFocus(think=False)


def _tile_worth(tile: Tile) -> tuple[float, float]:
    """(points, dollars) a waiting tile will probably bring once laid out."""
    if tile.kind == "article":
        return 1.0 + DESK_SHARE * tile.points, 0.0
    if tile.kind == "photo":
        return 1.0 + DESK_SHARE * 1.0, 0.0
    return 1.0, DESK_SHARE * tile.dollars


def _layout_gain(state: FitToPrintState, unit: int, waiting: list[Tile]) -> tuple[float, float, float]:
    """What one greedy layout of the ``waiting`` tiles adds to ``unit``'s paper, scored as
    the bots' layout search scores a paper (alone): (the unplaced-tile penalty taken back,
    the other points, dollars). The tiles it cannot place keep their penalty."""
    from .modes import SCORE_MODE

    paper = state.paper(unit)
    bn = state.current_bn()
    mode = SCORE_MODE[state.mode]
    rules = RoundRules(state.day_name(), "solo" if mode == "multi" else mode, bn, "empty_squares" in state.mods())
    character = state.character(unit)
    before = score_round([ScoreInput(paper, len(waiting), character, 1)], rules)[0]
    placed, left = _greedy(paper, waiting, bn, Rng(0), 0.0, state.no_facedown())
    tiles = catalogue().tiles
    for tid, (r, c, up) in placed.items():
        paper.placed[tid] = Placed(tiles[tid], r, c, up)
    after = score_round([ScoreInput(paper, len(left), character, 1)], rules)[0]
    taken_back = after.categories["unplaced"] - before.categories["unplaced"]
    rest = after.raw_total - before.raw_total - taken_back
    return float(taken_back), float(rest), float(after.dollars - before.dollars)


def _behind(gap: float, width: float) -> float:
    """A smooth 0..1 "is behind by more than ``gap``" (logistic of ``gap / width``)."""
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, gap / width))))


def provisional_scores(state: FitToPrintState) -> list[float]:
    """Each seat's points as the game stands (its paper's, in Newsroom mode)."""
    if state.final is not None or state.phase == "over":
        return [float(t) for t in state.result().totals]
    totals, dollars, _ = unit_totals(state)
    points = [float(t) for t in totals]
    money = [float(d) for d in dollars]
    today = state.round_so_far()
    if today is not None:
        tiles = catalogue().tiles
        for i, (u, now) in enumerate(zip(state.units, today, strict=True)):
            # The round's total is floored at 0 and the desk's worth comes on top, so on a
            # paper still at 0 (while reporting) a tile taken counts a point more than on a
            # paper above 0. Kept on purpose: adding the worth before the floor (the exact
            # sum) made the master lay out too early (Flip overruled by Layout; 1 win in 8
            # against the expert, mean margin -11.5), as a 16-action simulation sees the
            # points of tiles laid out but never those of the tiles not taken.
            points[i] += now["total"]
            money[i] += now["dollars"]
            if u["status"] == "printed":
                continue
            waiting = [tiles[t] for t in u["desk"] + u["carry"] + ([u["pending"]] if u["pending"] else [])]
            if not waiting:
                continue
            if DESK_BY_LAYOUT:
                taken_back, gain, cash = _layout_gain(state, i, waiting)
                points[i] += taken_back + LAYOUT_SHARE * gain
                money[i] += LAYOUT_SHARE * cash
                continue
            # only what the paper still has room for will be laid out (the best first)
            room = len(state.paper(i).empty_cells())
            for tile in sorted(waiting, key=lambda t: -sum(_tile_worth(t)) / max(1, t.squares)):
                if tile.squares > room:
                    continue
                room -= tile.squares
                worth, cash = _tile_worth(tile)
                points[i] += worth
                money[i] += cash
    count = len(points)
    if state.mode in MILD_RACE_MODES:
        if count > 1:
            for i in range(count):
                poorest_other = min(m for j, m in enumerate(money) if j != i)
                points[i] -= 5 * _behind(poorest_other - money[i] - 0.5, width=1.5)
    elif state.mode != "puzzle":  # puzzles have tiers instead
        width = 1.0 + 2.0 * max(0, 2 - state.day)  # more days left, more room to catch up
        if count == 1:
            points[0] -= OUT_OF_BUSINESS * _behind(12 - money[0] - 0.5, width)
        elif count == 2:
            for i in range(2):
                points[i] -= 10 * _behind(money[1 - i] - money[i] - 5.5, width)
        else:
            for i in range(count):
                poorest_other = min(m for j, m in enumerate(money) if j != i)
                points[i] -= OUT_OF_BUSINESS * _behind(poorest_other - money[i] - 0.5, width)
    if state.mode == "newsroom":
        return [points[seat // 2] for seat in range(len(state.players))]
    return points


def search_focus(state: FitToPrintState, seat: int) -> SearchFocus:
    """Where the master searches (``Game.search_focus``): the tile grabs, not the layout.

    In the modes where a paper reports and then lays out alone, the decisions that matter
    are the grabs (Flip, Take, Keep or Return, when to say Layout!); a layout is many small
    Place steps of one plan, which a short simulation cannot judge (it sees a paper half
    laid out). So while the seat's paper lays out, and when it chooses the next day's
    centerpiece, the expert's choice is played at once; and a simulation of a grab lets
    only reporting papers move (a paper laying out waits: its plan would cost the
    simulation more than all the grabs) and runs until every paper has stopped reporting
    or for ``GRAB_HORIZON`` actions: the evaluation then counts the desks. (Stopping when
    the seat's own paper says Layout! made Layout! look best: the rivals' grabs after it
    went uncounted.)

    In Family mode nothing is searched: each decision (flip or take, where the tile goes,
    or back it goes) is the master's own bot's (``Bot.plays_for_master``), and that bot keeps a
    tile only face up where it adds to the paper (``bots.FAMILY_MASTER_MIN_GAIN``). The
    search, whose simulations are the expert's moves judged by the paper as it lies, saw
    no cost in a tile that scores nothing (face down, or a photo without its articles),
    though it takes squares later tiles would score on: it won about half its games.

    In turn-based mode every decision is searched but the choice of centerpiece, which the
    master's own bot makes by its table of turn-based scores (``bots.TB_MASTER_CP``).

    In Newsroom mode nothing is searched either: the master's own bot plays, and its Reporter
    fills the paper (``bots.NR_TARGET``), which the expert's Reporter, whose moves the
    simulations play, does not (its team prints with about a third of the paper empty).
    """
    if state.mode in ("family", "newsroom"):
        return _NO_SEARCH
    if state.phase == "tb_choose":
        # as in the other modes, a simulation cannot tell two centerpieces apart: the master's
        # own bot chooses by its table of turn-based scores (``bots.TB_MASTER_CP``)
        return _NO_SEARCH
    if state.mode not in GRAB_THEN_LAYOUT_MODES:
        return SearchFocus()
    if state.phase == "choose":
        # a centerpiece shows its worth only once tiles lie round it: a simulation that
        # ends within the next grabs cannot tell two apart (the expert's estimate decides)
        return _NO_SEARCH
    if state.phase != "round":
        return SearchFocus()
    status = state.units[state.unit_of(seat)]["status"]
    if status == "layout":
        return _NO_SEARCH
    if status != "reporting":
        return SearchFocus()
    return SearchFocus(rollout_steps=GRAB_HORIZON, movers=_reporting_seats)


def _reporting_seats(world: Any) -> Sequence[int]:
    """The seats a grab simulation moves: the reporting ones (none once all have stopped)."""
    if world.phase != "round":
        return ()
    units = world.units
    return [s for s in world.to_act() if units[s]["status"] == "reporting"]
