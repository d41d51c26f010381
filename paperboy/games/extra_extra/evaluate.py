"""Extra! Extra!'s evaluation for the master bot's search (``Game.provisional_scores``).

A simulation cut short is judged by each newspaper's Circulation Points so far (tiles on a
page) plus part of the paper in progress: stories waiting on the Copy Desk (they score
once laid out, if a page has room), the cards in hand and the cuttings that make the next
stories, and a little for money (it breaks ties and pays the reporters: $100 is worth a
tenth of a point, less than the smallest tile, so money never outweighs a story).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import ExtraState

#: Share of a Copy Desk story's points counted (it still needs room on a page).
DESK_SHARE = 0.5
#: Worth of a card in hand and of a cutting (the material of future stories).
CARD_WORTH = 0.4
CUTTING_WORTH = 0.25
#: Points per $100 of money (money is counted in dollars: $400 a round of income).
MONEY_POINTS = 0.1


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
                         + CUTTING_WORTH * sum(p["cut"].values()) + MONEY_POINTS * p["money"] / 100)
    return totals
