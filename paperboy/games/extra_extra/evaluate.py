"""Extra! Extra!'s evaluation for the master bot's search (``Game.provisional_scores``).

A simulation cut short is judged by each newspaper's Circulation Points so far (tiles on a
page) plus part of the paper in progress: stories waiting on the Copy Desk (they score
once laid out, if a page has room), the cards in hand and the cuttings that make the next
stories, and a little for money (it breaks ties and pays the reporters: $100 is worth a
tenth of a point, less than the smallest tile, so money never outweighs a story).

Each page not yet gone to press is also judged by how well it can still be finished, as the
expert's layout planning judges it (``bot_planning.page_score``: squares no story shape can
cover, and story sizes the page requires that no longer find room): a simulation cut short
a few moves after a tile is placed cannot see that the tile blocked the page's 6-size story.

At a table of three or more the search also gets each seat's chance of winning
(``win_chances``: by points and by the race to fill the paper, the race also counted in
the points, ``race_points``) and simulates each decision
to the end of its round (``search_focus``): a reporter placed pays off only when it
activates, after every seat has placed all of theirs.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from paperboy.engine.protocol import SearchFocus

from . import bot_planning, layout

if TYPE_CHECKING:
    from .state import ExtraState

#: Share of a Copy Desk story's points counted (it still needs room on a page).
DESK_SHARE = 0.5
#: Worth of a card in hand and of a cutting (the material of future stories).
CARD_WORTH = 0.4
CUTTING_WORTH = 0.25
#: Points per $100 of money (money is counted in dollars: $400 a round of income).
MONEY_POINTS = 0.1
#: Points per unit of ``page_score`` (-3 a square only a classified or an ad can fill, -40
#: a required story size without room): 0.3 and 4 points.
LAYOUT_POINTS = 0.1
#: Most actions a simulation plays at a table of three or more (``search_focus``): a
#: 6-player round is some 43.
ROUND_HORIZON = 60
#: A seat's chance of winning at a table of three or more (``win_chances``), by scenario:
#: the weight of a provisional point, and of an empty square relative to the race
#: leader's. Fitted (conditional logit) to 300 expert games of 6 players per scenario,
#: sampled every 7 actions; where the squares weighed the wrong way (more empty squares
#: better, once the points are counted) they are left out. A point counts less where the
#: scores run high (the centre spreads) and the race counts where it decides the game
#: (scenarios 5, 8 and 9).
CHANCE_WEIGHTS: dict[int, tuple[float, float]] = {
    1: (0.22, 0.0), 2: (0.142, 0.0), 3: (0.135, 0.0), 4: (0.105, 0.0), 5: (0.135, 0.166),
    6: (0.148, 0.0), 7: (0.112, 0.0), 8: (0.057, 0.244), 9: (0.063, 0.208),
}


def provisional_scores(state: ExtraState) -> list[float]:
    """Each seat's points so far plus a share of what it is building, and at a table of
    three or more, where the scenario's ``CHANCE_WEIGHTS`` count the race to fill the
    paper, the race in points (``race_points``)."""
    result = state.result()
    totals = [float(t) for t in result.totals]
    if state.is_over():
        return totals
    story_cp = state.data.story_cp
    for seat in range(len(totals)):
        p = state.player(seat)
        desk = sum(story_cp[t["size"]] for t in p["tiles"] if not t["page"] and t["kind"] == "story")
        totals[seat] += (DESK_SHARE * desk + CARD_WORTH * len(p["hand"])
                         + CUTTING_WORTH * sum(p["cut"].values()) + MONEY_POINTS * p["money"] / 100
                         + LAYOUT_POINTS * layout_outlook(state, seat))
    race = race_points(state)
    return [t + r for t, r in zip(totals, race, strict=True)] if race is not None else totals


def race_points(state: ExtraState) -> list[float] | None:
    """Each seat's place in the race to fill the paper, in points, at a table of three or
    more where the scenario's ``CHANCE_WEIGHTS`` count it (``None`` elsewhere): 0 for the
    race leader, less the more squares a seat has still to cover than the leader has
    (``per_square / per_point`` points per ``empty / (1 + fewest)``, the same weight as in
    ``win_chances``, which reads the race from these points).

    Counted in the points, the race also weighs in the search's score margin (a quarter of
    each simulation's value, against the best rival): counted only in ``win_chances``, a
    point of margin moved the value some four times as much as a point of chance did, so
    the master went for points and let the experts win the race (scenario 9: more points
    than the experts on average, but fewer wins than an expert in its seat; every winner
    of 36 expert games had filled the paper). Measured at 6 players, one master among five
    experts, 250 ms, ``paperboy simulate``, 36 games a seed: scenario 8, seed 1001, 17 wins
    against 11 without; see the commit message for the other runs."""
    if state.n < 3:
        return None
    per_point, per_square = CHANCE_WEIGHTS.get(state.scenario.number, (0.1, 0.0))
    if not per_square:
        return None
    empty = [empty_squares(state, seat) for seat in range(state.n)]
    fewest = min(empty)
    return [-per_square / per_point * (e - fewest) / (1 + fewest) for e in empty]


def win_chances(state: ExtraState, scores: list[float] | None = None) -> list[float] | None:
    """Each seat's chance of winning (``Game.win_chances``) at a table of three or more: a
    share by ``exp(per_point * provisional score)`` (the scenario's ``CHANCE_WEIGHTS``). The
    provisional scores count the race to fill the paper (``race_points``: the first paper
    filled ends the game and takes the best Gone to Press card), so this is the fitted
    ``exp(per_point * points - per_square * empty / (1 + fewest))``. ``None`` at 2 players,
    where the search judges by the score margin. ``scores``: the provisional scores, if the
    caller has them.

    The search weighs these chances like the wins of a finished game. Without them a seat
    among five rivals was judged by its lead over the best of them, squeezed by tanh: most
    positions looked lost (the value under 0.1 in 58% of the master's decisions), so the
    search could not tell its moves apart."""
    if state.n < 3:
        return None
    per_point = CHANCE_WEIGHTS.get(state.scenario.number, (0.1, 0.0))[0]
    utility = [per_point * s for s in (provisional_scores(state) if scores is None else scores)]
    top = max(utility)
    weights = [math.exp(u - top) for u in utility]
    total = sum(weights)
    return [w / total for w in weights]


def empty_squares(state: ExtraState, seat: int) -> int:
    """Squares of the seat's pages not yet gone to press that no tile covers."""
    p = state.player(seat)
    masks = layout.page_masks(state, seat)
    empty = 0
    for i, spec in enumerate(state.pages):
        if not p["pressed"][i]:
            empty += spec.width * spec.height - masks[i].bit_count()
    return empty


def layout_outlook(state: ExtraState, seat: int) -> float:
    """The seat's pages not yet gone to press, by how well they can still be finished
    (``bot_planning.page_score``, 0 at best; the headline squares count as taken)."""
    p = state.player(seat)
    masks = layout.page_masks(state, seat)
    outlook = 0.0
    for i, spec in enumerate(state.pages):
        if p["pressed"][i]:
            continue
        width, height = spec.width, spec.height
        empty = ((1 << (width * height)) - 1) & ~masks[i]
        for r, c in spec.headline_cells():
            empty &= ~(1 << (r * width + c))
        have = {t["size"] for t in p["tiles"] if t["page"] == i + 1 and t["kind"] == "story"}
        missing = tuple(r for r in sorted(spec.required, reverse=True) if r not in have)
        outlook += bot_planning.page_score(width, height, empty, missing)
    return outlook


def search_focus(state: ExtraState, seat: int) -> SearchFocus:
    """Where the master searches (``Game.search_focus``): every decision; at a table of
    three or more each simulation runs to the end of the round it starts in (at most
    ``ROUND_HORIZON`` actions), so that a reporter placed reaches its activation before the
    evaluation judges the position (16 actions are a third of a 6-player round); at 2
    players the search's own horizon (about a round).

    In ``bot_planning.MASTER_RACE_SCENARIOS`` (scenario 9) whether to claim a Column is left to the
    master's own bot, which claims one only where the page keeps room for its stories: the
    simulations, played by experts and cut short, count the Column's 10 points but not the
    race it loses. So are the placements of its race plan (``bots.ExtraBot._race_place``: a
    Story space taken before the cards that pay for it, then the city or Morgue space that
    brings them): in the simulations the expert plays the searching seat and would not
    finish the plan."""
    if state.scenario.number in bot_planning.MASTER_RACE_SCENARIOS:
        pending = state.s["pending"]
        if pending is not None and pending["kind"] == "titles":
            return SearchFocus(think=False)
        if state.s["phase"] == "place" and _race_step(state, seat):
            return SearchFocus(think=False)
    if state.n < 3:
        return SearchFocus()
    start = state.s["round"]
    return SearchFocus(rollout_steps=ROUND_HORIZON, movers=lambda world: _this_round(world, start))


def _race_step(state: ExtraState, seat: int) -> bool:
    """True when the master's own bot places by its race plan (``ExtraBot._race_place``:
    a Story space it will pay for with the cities or the Morgue it takes next, or a
    space of that plan)."""
    from .bots import ExtraBot  # (bots imports the rules, which import this module)

    bot = ExtraBot("expert")
    bot.plays_for_master = True
    return bot._race_place(state, seat) is not None


def _this_round(world: Any, start: int) -> list[int]:
    """The seats to move in a simulation: none once the round ``start`` is over."""
    return world.to_act() if world.s["round"] == start else []  # type: ignore[no-any-return]
