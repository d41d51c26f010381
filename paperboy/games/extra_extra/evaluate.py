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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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


def provisional_scores(state: ExtraState) -> list[float]:
    """Each seat's points so far plus a share of what it is building."""
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
    return totals


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
