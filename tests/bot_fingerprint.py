"""One seeded all-bot game folded into a fingerprint, for the bot-moves golden tests.

Every move (the seat and the action's repr, in order) goes into a hash, so speed work on a
game's bots that changes a single move changes the fingerprint.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from paperboy.engine import Rng, find_game


def bot_game_fingerprint(game_id: str, levels: Sequence[str], options: dict[str, Any],
                         seed: int) -> tuple[str, int]:
    """Play the seeded game with one bot of ``levels[i]`` in seat ``i``; return the first 16
    hex digits of the moves' hash and the number of moves."""
    game = find_game(game_id)
    state = game.new_game([f"Bot {i + 1}" for i in range(len(levels))], options, seed)
    seeds = Rng(seed ^ 0x5EED)
    bots = [game.make_bot(level, seed=seeds.next64()) for level in levels]
    digest = hashlib.sha256()
    steps = 0
    while not state.is_over():
        acting = state.to_act()
        seat = acting[steps % len(acting)]
        action = bots[seat].choose(state, seat)
        digest.update(f"{seat}:{action!r};".encode())
        state.apply(seat, action)
        steps += 1
    return digest.hexdigest()[:16], steps


#: One table of a golden: (players, each seat's bot level, the game's options).
Table = tuple[int, Sequence[str], dict[str, Any]]


def table_fingerprint(game_id: str, tables: Sequence[Table], table: int, seed: int) -> tuple[str, int]:
    """The fingerprint of the seeded game at ``tables[table]``."""
    players, levels, options = tables[table]
    assert len(levels) == players
    return bot_game_fingerprint(game_id, levels, options, seed)


def print_expected(game_id: str, tables: Sequence[Table], expected: dict[tuple[int, int], Any]) -> None:
    """Print a golden's ``EXPECTED`` entries as they stand now (to record them again)."""
    for table, seed in sorted(expected):
        print(f"    {(table, seed)}: {table_fingerprint(game_id, tables, table, seed)!r},")
