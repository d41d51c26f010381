"""Page planning for the bots: how well the empty squares of a page can still be filled.

A page's empty squares are a bit mask (bit ``row * width + col``). ``min_singles``
counts the squares no story shape could cover (they need classifieds or ads);
``room_for`` finds a spot for a story of a given size. Both are cached: the bots ask
the same questions many times per game.
"""

from __future__ import annotations

from functools import lru_cache

#: Scenarios where the master's own bot (``Bot.plays_for_master``) plays the race to fill
#: the paper (the first paper filled takes the 15-point Gone to Press card and ends the
#: game): it claims a Column only where the page keeps room for every story size it still
#: needs (``bots.ExtraBot._column_keeps_room``), and it collects the news cards of one
#: colour for the 6-size story on the desk (``bots.ExtraBot._six_focus``, worth
#: ``SIX_CARD_WORTH`` each). Scenario 9's centre spread holds a headline, a 4-square column
#: and one story of every size in 24 squares: an expert that took the column was stuck
#: without room for its 6-size story in a quarter of 200 expert games at 2 players, and at
#: 6 players 429 of the 1,000 losing seats of 200 games had every size but the 6 (one 6-size
#: story shows on the desk at a time). The expert's rules with these two changes, against
#: experts (seats alternating or turning, seeds 1001-1800 and 5001-5600): 2 players 64.6%
#: of 800 games (the expert against itself 50.9%), 6 players 26.9% of 600 (15.0%).
#: It also plans each story size its paper lacks, largest first (``ExtraBot._race_place``):
#: it takes that size's Story space first when its hand, with one free city's cards and/or
#: one free Morgue space's cuttings, would pay for a story of that size on the desk (those
#: spaces activate before the Story spaces), then the spaces of the plan. The expert only
#: values a Story space once its hand pays, after its cities, and by then a rival may hold
#: it. With that plan, 6 players (seeds 5001-5600 and 9001-9600): 48.0% of 1,200 (without
#: it 26.1%); 2 players: 73.8% of 800 (seeds 1001-1800, without it 64.6%).
MASTER_RACE_SCENARIOS = frozenset({9})
#: A news card's worth to the master's own bot in ``MASTER_RACE_SCENARIOS`` when it is of
#: the colour chosen for the 6-size story and an icon that story still lacks (or already in
#: hand): more than a card of the bot's own speciality (2.2).
SIX_CARD_WORTH = 3.0

#: the story shapes (width, height) a page can be tiled with, largest first
SHAPES = ((3, 2), (2, 3), (2, 2), (3, 1), (1, 3), (2, 1), (1, 2))


@lru_cache(maxsize=300_000)
def min_singles(width: int, mask: int) -> int:
    """Fewest 1x1 squares left when the cells in ``mask`` are covered by story shapes.

    Bit ``r * width + c`` is the cell at row r, column c. The lowest set bit is the first
    empty cell in reading order, which must be the top-left corner of whatever covers it.
    """
    if mask == 0:
        return 0
    low = mask & -mask
    i = low.bit_length() - 1
    r, c = divmod(i, width)
    best = 1 + min_singles(width, mask & ~low)
    if best == 1:
        return 1
    for sw, sh in SHAPES:
        if c + sw > width:
            continue
        bits = 0
        ok = True
        for dr in range(sh):
            for dc in range(sw):
                b = 1 << ((r + dr) * width + c + dc)
                if not mask & b:
                    ok = False
                    break
                bits |= b
            if not ok:
                break
        if not ok:
            continue
        v = min_singles(width, mask & ~bits)
        if v < best:
            best = v
            if best == 0:
                break
    return best


@lru_cache(maxsize=4096)
def story_spots(width: int, height: int, size: int) -> tuple[int, ...]:
    dims = {2: ((2, 1), (1, 2)), 3: ((3, 1), (1, 3)), 4: ((2, 2),), 6: ((3, 2), (2, 3))}[size]
    out = []
    for w, h in dims:
        for r in range(height - h + 1):
            for c in range(width - w + 1):
                bits = 0
                for dr in range(h):
                    for dc in range(w):
                        bits |= 1 << ((r + dr) * width + c + dc)
                out.append(bits)
    return tuple(out)


@lru_cache(maxsize=300_000)
def room_for(width: int, height: int, mask: int, size: int) -> int:
    """Bits of the first spot where a story of ``size`` fits in ``mask`` (0 if none)."""
    for bits in story_spots(width, height, size):
        if mask & bits == bits:
            return bits
    return 0


@lru_cache(maxsize=300_000)
def page_score(width: int, height: int, mask: int, missing: tuple[int, ...]) -> float:
    """How well a page with empty squares ``mask`` can still be finished (higher is better):
    -3 per square no story shape can cover, -40 per story size in ``missing`` (required by
    the page and not there yet, largest first) that finds no room once the larger ones
    have taken theirs."""
    score = -3.0 * min_singles(width, mask)
    for req in missing:
        bits = room_for(width, height, mask, req)
        if not bits:
            score -= 40.0
        else:
            mask &= ~bits
    return score


@lru_cache(maxsize=65_536)
def pay_colour(copy: int, photo: int, size: int, own: str, icons: tuple[tuple[str, int, int], ...],
               has_editor: bool, copy_pairs: int, photo_pairs: int) -> tuple[str, int] | None:
    """``LayoutPlanner.feasible`` on plain values: the best colour to pay a story tile of ``size``
    needing ``copy``/``photo`` icons with a hand holding ``icons`` (colour, copy, photo),
    cuttings pairs standing in for missing icons, a Copy Editor for one icon of one's own
    speciality. Returns (colour, own-speciality units) or None."""
    best = None
    for spec, nc, np_ in icons:
        dc = max(0, copy - nc)
        dp = max(0, photo - np_)
        ed = 1 if (spec == own and has_editor) else 0
        uc = min(dc, copy_pairs)
        up = min(dp, photo_pairs)
        if 2 * (uc + up) > size:
            continue
        short = dc - uc + dp - up
        if short > ed:
            continue
        if short == 0 and nc + np_ == 0:
            continue
        units = min(nc, copy) + min(np_, photo) + short if spec == own else 0
        value = (3 if spec == own else 0) - (3 if short else 0)
        if best is None or value > best[2]:
            best = (spec, units, value)
    return None if best is None else (best[0], best[1])
