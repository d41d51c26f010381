"""Magazine's evaluation for the master bot's search (``Game.provisional_scores``).

A simulation cut short is judged by each player's reputation (PR) so far plus what the
end of the game would add now (the end table for the tiles owned, 1 PR per 5K of money,
counted smoothly), the payouts the periodic cards held can still bring at today's
article counts, and something for each draft that can still develop in a later season.
Reputation only moves in jumps (end-of-round payouts, the final table), so without this a
short simulation sees nothing of a good purchase.

Money counts more while there are rounds left to spend it (it buys tiles): 1 PR per 5K at
the end, plus ``MONEY_SLOPE`` per K for each round after this one. Measured over 300
expert games at 4 players (seeds 3000-3299, 11,412 positions in rounds 1-5), the judge's
margin over the best rival then follows the final margin better: correlation 0.57 to
0.65 averaged over rounds 1-5 (round 1: 0.16 to 0.30, round 3: 0.59 to 0.71); at 2
players 0.57 to 0.62. (A least-squares fit of the final total on these features, round
by round, put money at 0.9-1.6 PR per K in rounds 1-3 and a developable draft at 0.8-7 PR.)

The master searches each decision to the end of the round it is in (``search_focus``):
the round's end is where reputation moves (the periodic payouts, the cards claimed), and
the simulation's last turns are the cheapest (players have passed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from paperboy.engine.protocol import SearchFocus

from .end_of_game import final_entry
from .rewards import reward_gain

if TYPE_CHECKING:
    from .state import MagazineState

#: Share of the projected periodic payouts counted (the articles may change; rivals claim).
PERIODIC_SHARE = 0.8
#: Worth of a draft that can still develop this game: the article it becomes feeds the
#: periodic cards and the rewards still to come (was 0.8; 4 follows the final margin best
#: among 0.8, 1.5, 2.5, 4, 6 and 8 with the money below).
DRAFT_WORTH = 4.0
#: PR per K of money for each round still to come after this one (money buys tiles), on
#: top of the end's 1 PR per 5K: 1 PR per K in round 1. (0.16 rather than 0, 0.04, 0.08,
#: 0.12, 0.2 or 0.24: the best of those at following the final margin.)
MONEY_SLOPE = 0.16
#: Most actions a simulation plays (it stops sooner, at the end of the round).
ROUND_HORIZON = 400


def provisional_scores(state: MagazineState) -> list[float]:
    """Each seat's PR as the game stands, counting what the end of the game and the cards
    held will add; the final totals once the game is over."""
    count = len(state.players)
    if state.final is not None:
        return [float(e["total"]) for e in state.final]
    board = state.data.board
    rounds_left = board.rounds - state.round + 1  # payouts still to come, this round's included
    money_rate = 1 / board.money_block + MONEY_SLOPE * (board.rounds - state.round)
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


def search_focus(state: MagazineState, seat: int) -> SearchFocus:
    """Where the master searches (``Game.search_focus``): every decision, each simulation
    played to the end of the round it starts in (the payouts and the cards claimed
    included), where the evaluation judges it."""
    start = state.round
    return SearchFocus(rollout_steps=ROUND_HORIZON, movers=lambda world: _this_round(world, start))


def _this_round(world: Any, start: int) -> list[int]:
    """The seats to move in a simulation: none once the round ``start`` is over."""
    return world.to_act() if world.round == start else []
