"""Golden bot games: speed work on the Magazine bots must not change a single move.

Each case plays one seeded all-bot game and folds every move (the seat and the action's
repr, in order) into a fingerprint. The fingerprints were recorded with the bots as they
were before their speed work (the expert's tie-break draws taken only for the moves that
can still win); the same fold over 16 seeds of each table gave identical fingerprints
after it. Novice seats are included: their noise is drawn from the bot's own random
stream, so skipping or adding a draw anywhere changes their moves.

Regenerate only for a deliberate change of the bots' play: ``PYTHONPATH=tests python
tests/games/magazine/test_mg_bot_moves_golden.py`` prints the table.
"""

from __future__ import annotations

from typing import Any

import pytest
from bot_fingerprint import print_expected, table_fingerprint

# (players, level per seat, options): 2, 3 and 4 players, hidden money, novices beside experts
TABLES: list[tuple[int, tuple[str, ...], dict[str, Any]]] = [
    (2, ("expert", "expert"), {}),
    (2, ("expert", "novice"), {"hidden_money": True}),
    (3, ("expert",) * 3, {}),
    (4, ("expert",) * 4, {}),
    (4, ("expert", "novice") * 2, {"hidden_money": True, "first_player": "3"}),
]

# (table, seed) -> (fingerprint, number of moves), recorded before the speed work
EXPECTED: dict[tuple[int, int], tuple[str, int]] = {
    (0, 1): ("c9270a120b6a5e93", 89),
    (0, 2): ("518a51fbcf7c7096", 97),
    (0, 3): ("2821ffbb27e1def7", 85),
    (1, 1): ("1b518f16bb0c0c2d", 83),
    (1, 2): ("9dbaedb08dfd2968", 96),
    (1, 3): ("9729c81b16ac2e61", 81),
    (2, 1): ("7834624e83a1d570", 126),
    (2, 2): ("a09291891b53534b", 131),
    (2, 3): ("9b06a48ba63243d2", 129),
    (3, 1): ("e813c28a5b2376c1", 176),
    (3, 2): ("5476fb47d47e6342", 176),
    (3, 3): ("b375676584717fd2", 178),
    (4, 1): ("a63dd01c61d370ea", 168),
    (4, 2): ("6ad22e1d40e5e085", 164),
    (4, 3): ("0c4b3a1c0e9075a5", 178),
}


@pytest.mark.parametrize("table,seed", sorted(EXPECTED))
def test_bots_make_the_same_moves_as_before_their_speed_work(table: int, seed: int) -> None:
    assert table_fingerprint("magazine", TABLES, table, seed) == EXPECTED[(table, seed)]


if __name__ == "__main__":
    print_expected("magazine", TABLES, EXPECTED)
