"""Magazine's evaluation for the master bot's search (``Game.provisional_scores``).

A simulation cut short is judged by each player's reputation (PR) so far plus what the
end of the game would add now (the end table for the tiles owned, 1 PR per 5K of money,
counted smoothly), the payouts the periodic cards held can still bring at today's
article counts, and a little for each draft that can still develop in a later season.
Reputation only moves in jumps (end-of-round payouts, the final table), so without this a
short simulation sees nothing of a good purchase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .end_of_game import final_entry
from .rewards import reward_gain

if TYPE_CHECKING:
    from .state import MagazineState

#: Share of the projected periodic payouts counted (the articles may change; rivals claim).
PERIODIC_SHARE = 0.8
#: Worth of a draft that can still develop this game (about one article's payouts).
DRAFT_WORTH = 0.8


def provisional_scores(state: MagazineState) -> list[float]:
    """Each seat's PR as the game stands, counting what the end of the game and the cards
    held will add; the final totals once the game is over."""
    count = len(state.players)
    if state.final is not None:
        return [float(e["total"]) for e in state.final]
    board = state.data.board
    rounds_left = board.rounds - state.round + 1  # payouts still to come, this round's included
    money_rate = 1 / board.money_block
    seasons_left = {s for r in range(state.round, board.rounds + 1) for s in board.round_seasons[r - 1]}
    out = []
    for seat in range(count):
        tiles = [state.tile(t) for t in state.tiles[seat]]
        entry = final_entry(state.pr[seat], 0, [t.level for t in tiles])
        score = entry["total"] + max(0, state.money[seat]) * money_rate
        articles = state.articles(seat)
        drafts = state.drafts(seat)
        periodic = [state.card(c).periodic for c in state.cards[seat]]
        periodic += [state.card(c).periodic for c in state.board_cards if state.claims[c]["periodic"] == seat]
        for reward in periodic:
            money, pr = reward_gain(reward, articles, len(drafts), None)
            score += PERIODIC_SHARE * rounds_left * (pr + money * money_rate)
        score += DRAFT_WORTH * sum(1 for t in drafts if any(s in seasons_left for s in state.tile(t).seasons))
        out.append(score)
    return out
