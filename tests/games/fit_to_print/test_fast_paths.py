"""The fast paths (footprint bitmasks, cached white areas, the bots' flip shortcut) give the
same answers as the plain rule checks they replace, on many random papers."""

from __future__ import annotations

from paperboy.engine import Rng
from paperboy.games.fit_to_print import GAME
from paperboy.games.fit_to_print.board import (
    CP_KEY,
    Paper,
    Placed,
    clash_rule,
    neighbours,
    placement_problem,
    tile_spots,
    white_areas,
)
from paperboy.games.fit_to_print.components import DAYS, catalogue
from paperboy.games.fit_to_print.layout_search import _greedy, _try_flips, evaluate
from paperboy.games.fit_to_print.phases import placements, placements_by_cells
from paperboy.games.fit_to_print.scoring import RoundRules, _no_clash
from paperboy.games.fit_to_print.shuffle import shuffle
from paperboy.games.fit_to_print.state import FitToPrintState


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


def test_pile_shuffle_makes_the_engine_rng_draws() -> None:
    for seed in range(8):
        for size in (0, 1, 2, 7, 12, 120, 300):
            engine, batched = Rng(seed * 977 + size), Rng(seed * 977 + size)
            a, b = list(range(size)), list(range(size))
            engine.shuffle(a)
            shuffle(batched, b)
            assert (a, engine.state) == (b, batched.state)


def test_pile_shuffle_skips_rejected_draws_as_the_engine_does() -> None:
    # Rejections are too rare to meet with the real table; a quarter-size one rejects 3 in 4.
    tight = [0] + [(1 << 62) - (1 << 62) % n for n in range(1, 257)]
    for seed in range(6):
        plain, batched = Rng(seed), Rng(seed)
        a, b = list(range(120)), list(range(120))
        for i in range(len(a) - 1, 0, -1):
            r = plain.next64()
            while r >= tight[i + 1]:
                r = plain.next64()
            j = r % (i + 1)
            a[i], a[j] = a[j], a[i]
        shuffle(batched, b, tight)
        assert (a, plain.state) == (b, batched.state)


def _paper_state(paper: Paper, bn_id: str | None) -> FitToPrintState:
    """A 2-player game whose seat 0 lays out ``paper`` (its day, centerpiece, tiles, card)."""
    s = GAME.new_game(["Ann", "Bob"], {}, seed=3)
    assert isinstance(s, FitToPrintState) and paper.cp is not None and paper.cp_at is not None
    s.day = DAYS.index(paper.side.day)
    s.bn[s.day] = bn_id
    u = s.units[0]
    u["cp"], u["cp_at"], u["status"] = paper.cp.id, list(paper.cp_at), "layout"
    u["placed"] = {tid: [p.r, p.c, p.up] for tid, p in paper.placed.items()}
    return s


def test_placements_from_bitmasks_match_the_square_by_square_listing() -> None:
    cat = catalogue()
    ids = sorted(cat.tiles)
    listed = 0
    for rng, paper in _random_papers(4, 25):
        cards = [None] + [bid for bid, b in cat.breaking_news.items() if b.day == paper.side.day]
        s = _paper_state(paper, cards[rng.randbelow(len(cards))])
        s.options["scenario"] = 13 if rng.random() < 0.2 else 1
        tiles = [t for t in rng.sample(ids, 8) if t not in paper.placed] + list(paper.placed)[:3]
        facedown = rng.random() < 0.8
        fast = placements(s, 0, tiles, facedown)
        assert fast == placements_by_cells(s, 0, tiles, facedown)
        listed += len(fast)
    assert listed > 300


def _clashes(paper: Paper) -> bool:
    occ = paper.occupancy()
    return any(p.up and other not in (None, CP_KEY, tid) and paper.placed[other].up
               and clash_rule(p.tile, paper.placed[other].tile)
               for tid, p in paper.placed.items() for cell in p.cells() for other in map(occ.get, neighbours(cell)))


def _tidy(paper: Paper) -> bool:
    """Every piece inside the region and none overlapping (where the bitmasks decide alone)."""
    cells = [cell for p in paper.placed.values() for cell in p.cells()]
    if paper.cp is not None and paper.cp_at is not None:
        cells += [(paper.cp_at[0] + i, paper.cp_at[1] + j) for i in range(paper.cp.h) for j in range(paper.cp.w)]
    return len(set(cells)) == len(cells) and all(cell in paper.side.region for cell in cells)


def test_clash_check_from_bitmasks_matches_the_square_by_square_check() -> None:
    seen = set()
    for rng, paper in _random_papers(5, 60):
        for p in paper.placed.values():  # face-down tiles turned up may now touch a twin
            p.up = p.up or rng.random() < 0.5
        clash = _clashes(paper)
        # Never "no clash" when there is one; exact on tidy papers (else the slow check runs).
        assert _no_clash(paper) == (not clash and _tidy(paper))
        seen.add((clash, _tidy(paper)))
    assert {(True, True), (False, True)} <= seen
