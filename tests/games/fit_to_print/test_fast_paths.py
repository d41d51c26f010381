"""The fast paths (footprint bitmasks, cached white areas, the bots' flip shortcut) give the
same answers as the plain rule checks they replace, on many random papers."""

from __future__ import annotations

from paperboy.engine import Rng
from paperboy.games.fit_to_print.board import (
    Paper,
    Placed,
    neighbours,
    placement_problem,
    tile_spots,
    white_areas,
)
from paperboy.games.fit_to_print.components import DAYS, catalogue
from paperboy.games.fit_to_print.layout_search import _greedy, _try_flips, evaluate
from paperboy.games.fit_to_print.scoring import RoundRules


def _random_papers(seed: int, count: int):
    """Papers packed by the bots' greedy pass from random tiles, some flipped face down."""
    cat = catalogue()
    rng = Rng(seed)
    ids = sorted(cat.tiles)
    cps = [*cat.starting.values(), *cat.double.values()]
    for k in range(count):
        day = DAYS[k % 3]
        side = cat.side_for(day)
        cp = rng.choice(cps)
        cp_at = (side.star[0] - rng.randbelow(cp.h), side.star[1] - rng.randbelow(cp.w))
        paper = Paper(side, cp, cp_at, {})
        tiles = [cat.tiles[t] for t in rng.sample(ids, 4 + rng.randbelow(12))]
        placed, _ = _greedy(paper, tiles, None, rng, 1.0 + rng.randbelow(3), False)
        for tid, (r, c, up) in placed.items():
            paper.placed[tid] = Placed(cat.tiles[tid], r, c, up and rng.random() > 0.15)
        yield rng, paper


def test_tile_spots_agree_with_placement_problem() -> None:
    cat = catalogue()
    ids = sorted(cat.tiles)
    checked = 0
    for rng, paper in _random_papers(1, 45):
        side = paper.side
        cards = [None] + [b for b in cat.breaking_news.values() if b.day == side.day]
        bn = cards[rng.randbelow(len(cards))]
        for tid in rng.sample(ids, 6) + list(paper.placed)[:2]:
            tile = cat.tiles[tid]
            occ = paper.occupancy(skip=tid)
            for up in (True, False):
                expected = [(r, c) for r in range(side.rows - tile.h + 1) for c in range(side.cols - tile.w + 1)
                            if placement_problem(paper, tile, r, c, up, bn, occ) is None]
                assert tile_spots(paper, tile, up, bn, occ) == expected
                checked += 1
    assert checked > 500


def _plain_flood_fill(paper: Paper) -> list[list[tuple[int, int]]]:
    occ = paper.occupancy()
    empty = {cell for cell in paper.side.region if cell not in occ}
    areas = []
    while empty:
        start = empty.pop()
        stack, area = [start], [start]
        while stack:
            for n in neighbours(stack.pop()):
                if n in empty:
                    empty.remove(n)
                    stack.append(n)
                    area.append(n)
        areas.append(sorted(area))
    areas.sort(key=lambda a: (-len(a), a))
    return areas


def test_white_areas_match_a_plain_flood_fill() -> None:
    sizes = set()
    for rng, paper in _random_papers(2, 60):
        # Take some tiles off again so big and oddly shaped areas turn up too.
        for tid in list(paper.placed):
            if rng.random() < 0.4:
                del paper.placed[tid]
        areas = white_areas(paper)
        assert areas == _plain_flood_fill(paper)
        sizes.add((len(areas), len(areas[0]) if areas else 0))
    assert len(sizes) > 10


def _every_flip(trial: Paper, placed: dict, value: float, desk_left: int, rules: RoundRules, character) -> float:
    """The flip trial without the shortcut: score every newly placed face-up article face down."""
    for tid in list(placed):
        p = trial.placed[tid]
        if p.up and p.tile.kind == "article":
            p.up = False
            v2 = evaluate(trial, desk_left, rules, character)
            if v2 > value:
                value = v2
                placed[tid] = (p.r, p.c, False)
            else:
                p.up = True
    return value


def test_flip_shortcut_skips_only_flips_that_cannot_pay() -> None:
    cat = catalogue()
    characters = [None, *cat.characters.values()]
    modes = ("solo", "multi", "family", "turn", "puzzle")
    for k, (rng, paper) in enumerate(_random_papers(3, 90)):
        side = paper.side
        cards = [None] + [b for b in cat.breaking_news.values() if b.day == side.day]
        rules = RoundRules(side.day, modes[k % len(modes)], cards[rng.randbelow(len(cards))])
        character = characters[rng.randbelow(len(characters))]
        placed = {tid: (p.r, p.c, p.up) for tid, p in paper.placed.items()}
        value = evaluate(paper, 1, rules, character)
        fast_paper, slow_paper = paper.copy(), paper.copy()
        fast_placed, slow_placed = dict(placed), dict(placed)
        fast = _try_flips(fast_paper, fast_placed, value, 1, rules, character)
        slow = _every_flip(slow_paper, slow_placed, value, 1, rules, character)
        assert (fast, fast_placed) == (slow, slow_placed)
