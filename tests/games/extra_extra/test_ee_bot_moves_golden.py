"""Golden bot games: speed work on the Extra! Extra! bots must not change a single move.

Each case plays one seeded all-bot game and folds every move (the seat and the action's
repr, in order) into a fingerprint. The fingerprints were recorded with the bots as they
were before their speed work (the per-decision caches, ``bot_planning.page_score``,
``spaces.available_spaces``); the same fold over 40 seeds of each table gave identical
fingerprints after it. Novice seats are included: their noise is drawn from the bot's own
random stream, so skipping or adding a draw anywhere changes their moves.

Regenerate only for a deliberate change of the bots' play: ``PYTHONPATH=tests python
tests/games/extra_extra/test_ee_bot_moves_golden.py`` prints the table.
"""

from __future__ import annotations

from typing import Any

import pytest
from bot_fingerprint import print_expected, table_fingerprint

# (players, level per seat, options)
TABLES: list[tuple[int, tuple[str, ...], dict[str, Any]]] = [
    (2, ("expert", "expert"), {}),
    (2, ("expert", "novice"), {"scenario": 6, "deadline": 3, "dallas": True}),
    (6, ("expert",) * 6, {}),
    (6, ("expert", "novice") * 3, {}),
    (4, ("novice",) * 4, {"scenario": 3, "paper": "broadsheet"}),
    (5, ("expert",) * 5, {"scenario": 9, "paper": "tabloid"}),
]

# (table, seed) -> (fingerprint, number of moves), recorded before the speed work
EXPECTED: dict[tuple[int, int], tuple[str, int]] = {
    (0, 1): ("ca50e18861a0c09b", 35),
    (0, 2): ("9bde1742a94f91a3", 50),
    (0, 3): ("e25fdfb6cfbbd7d0", 58),
    (1, 1): ("682373e861144930", 39),
    (1, 2): ("d1bca89f45652fc2", 37),
    (1, 3): ("9add6015f5c19945", 41),
    (2, 1): ("9768b1a23bcd2325", 104),
    (2, 2): ("b0182f546f5f60fa", 186),
    (2, 3): ("13336c9290a115a7", 145),
    (3, 1): ("0431f8890b6830b3", 104),
    (3, 2): ("604b5388d8b006ec", 143),
    (3, 3): ("65e24cda05bfe28e", 137),
    (4, 1): ("a67f1a03479efe40", 227),
    (5, 1): ("4af6928ef46d1e36", 282),
}


@pytest.mark.parametrize("table,seed", sorted(EXPECTED))
def test_bots_make_the_same_moves_as_before_their_speed_work(table: int, seed: int) -> None:
    assert table_fingerprint("extra-extra", TABLES, table, seed) == EXPECTED[(table, seed)]


if __name__ == "__main__":
    print_expected("extra-extra", TABLES, EXPECTED)
