"""Magazine experts do not waste buys on zero-star tiles that can never develop.

Measured over seeded 4-player expert games: a zero-star tile whose seasons have all
passed scores nothing at the end and never becomes an article, so the only reason to buy
it is to complete a set of domains (drafts count), which lets its owner keep one more
Magazine card.
"""

from __future__ import annotations

from paperboy.engine import Rng, find_game
from paperboy.games.magazine.actions import Buy
from paperboy.games.magazine.bots import _Estimate


def test_expert_buys_a_never_developing_zero_star_tile_only_to_complete_a_set() -> None:
    game = find_game("magazine")
    wasted = buys = 0
    for seed in range(4):
        state = game.new_game(["A", "B", "C", "D"], {}, seed)
        seeds = Rng(seed)
        bots = [game.make_bot("expert", seed=seeds.next64()) for _ in range(4)]
        steps = 0
        while not state.is_over():
            acting = state.to_act()
            seat = acting[steps % len(acting)]
            action = bots[seat].choose(state, seat)
            if isinstance(action, Buy):
                buys += 1
                tile_id = state.board_tiles[action.space - 1]
                tile = state.tile(tile_id)
                estimate = _Estimate(state, seat)
                if tile.level == 0 and estimate.develop_round(tile_id) is None:
                    owned = estimate.owned
                    others = min(v for d, v in owned.items() if d != tile.domain)
                    completes_set = owned[tile.domain] == min(owned.values()) and owned[tile.domain] + 1 <= others
                    wasted += not completes_set
            state.apply(seat, action)
            steps += 1
    assert buys > 50
    assert wasted == 0
