"""The bots' layout search: a randomised greedy packer scored by the real scorer.

Tiles go one by one to the spot that scores and fits best (touching borders and
neighbours, so little white space is left; photos beside the articles they score); a
fixed number of orderings and centerpiece spots are tried and the best complete paper
by the round's own scoring (:func:`evaluate`) wins. Attempts are counted, never timed,
so a bot's choice does not depend on the machine's speed; only the master, which thinks
for a time anyway, may try more of them until its think time runs out (``deadline``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable

from paperboy.engine import Rng

from .board import Paper, Placed, Spot, breaking_news_forbids, centerpiece_spots, clash_rule, geometry
from .components import BreakingNews, Character, Tile, catalogue
from .scoring import RoundRules, ScoreInput, score_round

#: Points a dollar of ad revenue is worth to a bot (the expert raises it in the ad race).
AD_WEIGHT = 1.2


def evaluate(paper: Paper, desk_left: int, rules: RoundRules, character: Character | None = None,
             ad_weight: float = AD_WEIGHT) -> float:
    """Bot objective for one paper: its solo-style round points plus weighted dollars."""
    solo_rules = RoundRules(rules.day, "solo" if rules.mode == "multi" else rules.mode, rules.bn,
                            rules.empty_squares_mod)
    s = score_round([ScoreInput(paper, desk_left, character, 1)], solo_rules)[0]
    return s.raw_total + ad_weight * s.dollars


def _photo_gain(t: Tile, other: Tile) -> bool:
    """Whether ``t`` next to face-up ``other`` scores a photo point (either way round)."""
    if t.kind == "photo" and other.kind == "article":
        return other.colour in t.scores or other.mood in t.scores
    if t.kind == "article" and other.kind == "photo":
        return t.colour in other.scores or t.mood in other.scores
    return False


def _relations(tiles: Iterable[Tile], others: Iterable[Tile]) -> dict[str, dict[str, int]]:
    """For each of ``tiles``: the ``others`` it may not touch face up (1) or scores a photo with (2)."""
    others = list(others)
    rel: dict[str, dict[str, int]] = {}
    for t in tiles:
        row: dict[str, int] = {}
        for o in others:
            if clash_rule(t, o):
                row[o.id] = 1
            elif _photo_gain(t, o):
                row[o.id] = 2
        rel[t.id] = row
    return rel


def _greedy(paper: Paper, tiles: list[Tile], bn: BreakingNews | None, rng: Rng, noise: float,
            no_facedown: bool, rel: dict[str, dict[str, int]] | None = None
            ) -> tuple[dict[str, tuple[int, int, bool]], list[str]]:
    """One greedy packing pass; returns placements and the tiles left over.

    Each tile goes to the free spot with the most contact (borders and neighbours) plus a
    bonus per photo pairing, face up where no face-up neighbour forbids it, otherwise to the
    snuggest spot face down. The paper is tracked as bitmasks (see :class:`Geometry`);
    ``rel`` (from :func:`_relations`) may be passed to reuse the tile pairings across passes.
    """
    side = paper.side
    geom = geometry(side)
    at = geom.spot
    occ_mask = 0
    if paper.cp is not None and paper.cp_at is not None:
        occ_mask |= at(paper.cp.h, paper.cp.w, paper.cp_at[0], paper.cp_at[1]).mask
    # Face-up tiles on the paper and their squares: the only ones a newcomer may clash with.
    faces: list[tuple[str, int]] = []
    for p in paper.placed.values():
        m = at(p.tile.h, p.tile.w, p.r, p.c).mask
        occ_mask |= m
        if p.up:
            faces.append((p.tile.id, m))
    if rel is None:
        rel = _relations(tiles, [p.tile for p in paper.placed.values()] + list(tiles))
    order = sorted(tiles, key=lambda t: -(t.squares + (2.0 if t.kind == "photo" else 0.0)
                                          + noise * 4 * rng.random()))
    random = rng.random
    placed: dict[str, tuple[int, int, bool]] = {}
    left: list[str] = []
    for t in order:
        clash_mask = 0
        gain_masks: list[int] = []
        rel_t = rel[t.id]
        for oid, m in faces:
            kind = rel_t.get(oid)
            if kind == 1:
                clash_mask |= m
            elif kind == 2:
                gain_masks.append(m)
        # Scores are never negative, so -1 stands for "nothing yet"; ties keep the first spot.
        v: float
        best_v = -1.0
        best: Spot | None = None
        any_free = False
        table = geom.fit_table(t.h, t.w)
        cands: list[tuple[float, int, Spot]] = []
        for k, (mask, pm, edges, s) in enumerate(table):
            if mask & occ_mask:
                continue
            any_free = True
            if pm & clash_mask or (bn is not None and breaking_news_forbids(bn, side, t, s.r, s.c)):
                continue
            v = edges + (pm & occ_mask).bit_count()
            if gain_masks:
                for m in gain_masks:
                    if pm & m:
                        v += 1.5
            if noise:
                cands.append((-v, k, s))
            elif v > best_v:
                best_v, best = v, s
        if cands:
            # Best base score first: once a spot's base plus the whole noise cannot beat the
            # best so far, no later one can, so their noise is never drawn. The winner has
            # the same distribution as drawing noise for every spot.
            cands.sort()
            best_k = -1
            for neg, k, s in cands:
                if -neg + noise <= best_v:
                    break
                v = -neg + noise * random()
                if v > best_v or (v == best_v and k < best_k):
                    best_v, best, best_k = v, s, k
        if best is not None:
            spot = best
            is_up = True
        elif any_free and not no_facedown:
            # No face-up spot: the snuggest free spot takes it face down (noise drawn only now).
            down_v = -1.0
            for mask, pm, edges, s in table:
                if not mask & occ_mask:
                    v = edges + (pm & occ_mask).bit_count() + (noise * random() if noise else 0.0)
                    if v > down_v:
                        down_v, spot = v, s
            is_up = False
        else:
            left.append(t.id)
            continue
        placed[t.id] = (spot.r, spot.c, is_up)
        occ_mask |= spot.mask
        if is_up:
            faces.append((t.id, spot.mask))
    return placed, left


def _try_flips(trial: Paper, placed: dict[str, tuple[int, int, bool]], value: float, desk_left: int,
               rules: RoundRules, character: Character | None, ad_weight: float = AD_WEIGHT) -> float:
    """Turn face down each newly placed article whose flip raises the paper's value.

    A flip loses the article's own points (at least 1) and can only lower every other count
    (photos, centerpiece and Breaking News matches, colour sets); all it can win back is the
    mood penalty it shrinks. So a flip whose mood gain is no more than the article's points
    cannot win and is not scored at all, except under the two cards that pay for a balanced
    mood or face-down tiles.
    """
    mood_counts = rules.mode != "family"
    pays = (rules.bn is not None and rules.bn.effect.get("kind") == "balanced") or (
        character is not None and character.power == "facedown_points")
    good = bad = 0
    for p in trial.placed.values():
        if p.up and p.tile.kind == "article":
            if p.tile.mood == "good":
                good += p.tile.icons
            else:
                bad += p.tile.icons
    for tid in list(placed):
        p = trial.placed[tid]
        t = p.tile
        if not p.up or t.kind != "article":
            continue
        g2, b2 = (good - t.icons, bad) if t.mood == "good" else (good, bad - t.icons)
        gain = abs(good - bad) - abs(g2 - b2) if mood_counts else 0
        if not pays and gain <= t.points:
            continue
        p.up = False
        v2 = evaluate(trial, desk_left, rules, character, ad_weight)
        if v2 > value:
            value = v2
            placed[tid] = (p.r, p.c, False)
            good, bad = g2, b2
        else:
            p.up = True
    return value


def plan_layout(paper: Paper, desk: list[Tile], rules: RoundRules, rng: Rng, max_attempts: int,
                character: Character | None = None, no_facedown: bool = False, move_cp: bool = True,
                ad_weight: float = AD_WEIGHT, deadline: float | None = None, at_least: int = 0,
                ) -> tuple[tuple[int, int] | None, dict[str, tuple[int, int, bool]], float]:
    """Search layouts for ``desk`` on ``paper`` (its tiles stay); return (cp spot, placements, value).

    ``max_attempts`` layouts are tried, or fewer if ``deadline`` (a ``time.perf_counter()``
    value) passes first, but never fewer than ``at_least``."""
    cp_spots: list[tuple[int, int] | None] = [paper.cp_at]
    if move_cp and paper.cp is not None:
        cp_spots = list(centerpiece_spots(paper, paper.cp, rules.bn)) or [paper.cp_at]
    best: tuple[float, tuple[int, int] | None, dict[str, tuple[int, int, bool]]] | None = None
    rel = _relations(desk, [p.tile for p in paper.placed.values()] + list(desk))
    attempt = 0
    while True:
        cp_at = cp_spots[attempt % len(cp_spots)]
        trial = Paper(paper.side, paper.cp, cp_at, dict(paper.placed))
        noise = 0.0 if attempt < len(cp_spots) else 1.0 + (attempt % 3)
        placed, left = _greedy(trial, desk, rules.bn, rng, noise, no_facedown, rel)
        for tid, (r, c, up) in placed.items():
            trial.placed[tid] = Placed(catalogue().tiles[tid], r, c, up)
        value = evaluate(trial, len(left), rules, character, ad_weight)
        # Flipping an article face down can fix the mood.
        if not no_facedown:
            value = _try_flips(trial, placed, value, len(left), rules, character, ad_weight)
        if best is None or value > best[0]:
            best = (value, cp_at, placed)
        attempt += 1
        # Attempts are counted, not timed, so a bot's choice never depends on machine speed
        # (unless a deadline is given: the master's own layout, within its think time).
        if attempt >= max_attempts or (deadline is not None and attempt >= at_least
                                       and time.perf_counter() >= deadline):
            break
    assert best is not None
    return best[1], best[2], best[0]
