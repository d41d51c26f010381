"""Golden bot games: speed work on the Pulitzer bots must not change a single move.

Each case plays one seeded all-bot game and folds every move (the seat and the action's
repr, in order) into a fingerprint. The fingerprints were recorded with the bots as they
were before their speed work (the per-column and per-row Kiosk tables, the batched noise
draws); the same fold over 8 seeds of each table gave identical fingerprints after it.
Novice seats are included: their noise is drawn from the bot's own random stream, so
skipping or adding a draw anywhere changes their moves.

Regenerate only for a deliberate change of the bots' play: ``PYTHONPATH=tests python
tests/games/pulitzer/test_pz_bot_moves_golden.py`` prints the table.
"""

from __future__ import annotations

from typing import Any

import pytest
from bot_fingerprint import print_expected, table_fingerprint

# (players, level per seat, options): The Pentagon Papers (2 players), the 3-5 player
# board with and without Events, Investigation and Chronicle modes
TABLES: list[tuple[int, tuple[str, ...], dict[str, Any]]] = [
    (2, ("expert", "expert"), {}),
    (2, ("expert", "novice"), {}),
    (3, ("expert",) * 3, {"events": True}),
    (4, ("expert", "novice") * 2, {"mode": "chronicle", "events": True}),
    (5, ("expert",) * 5, {"events": True}),
]

# (table, seed) -> (fingerprint, number of moves), recorded before the speed work
EXPECTED: dict[tuple[int, int], tuple[str, int]] = {
    (0, 1): ("e37efb92c48956f1", 182),
    (0, 2): ("df622cba876430dc", 172),
    (0, 3): ("3f26ce5e9925d154", 170),
    (1, 1): ("a7bcb28305f3499d", 165),
    (1, 2): ("29718b48729b1b83", 166),
    (1, 3): ("df05d8d2d41c6733", 158),
    (2, 1): ("bc8ac76c164bd3cd", 238),
    (2, 2): ("299157be41439fd1", 251),
    (2, 3): ("ba0e4aec2e5275eb", 242),
    (3, 1): ("8a0191f372747a03", 287),
    (3, 2): ("1698b037ad6132f3", 292),
    (3, 3): ("95ff08d663314c9b", 295),
    (4, 1): ("9e0e20f14349acae", 373),
    (4, 2): ("3db23bada24ac79d", 367),
    (4, 3): ("087c12f6f29c35ce", 362),
}


@pytest.mark.parametrize("table,seed", sorted(EXPECTED))
def test_bots_make_the_same_moves_as_before_their_speed_work(table: int, seed: int) -> None:
    assert table_fingerprint("pulitzer", TABLES, table, seed) == EXPECTED[(table, seed)]


if __name__ == "__main__":
    print_expected("pulitzer", TABLES, EXPECTED)
