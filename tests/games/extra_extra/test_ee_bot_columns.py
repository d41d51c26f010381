"""Expert bots take Columns (a weak spot measured over seeded games)."""

from __future__ import annotations

from paperboy.engine import find_game
from paperboy.tools.simulate import play_bot_game


def test_expert_bots_claim_columns_in_six_player_centre_spreads() -> None:
    game = find_game("extra-extra")
    options = game.resolve_options({"scenario": 8})
    seats = columns = 0
    for seed in range(3):
        state, _ = play_bot_game(game, 6, "expert", options, seed)
        for breakdown in state.result().breakdown:
            seats += 1
            columns += breakdown.get("column", 0) > 0
    # before the fix the median seat had no Column; now at least a third of the seats claim one
    assert columns * 3 >= seats, f"only {columns} of {seats} expert seats claimed a Column"
