"""Calibration helper (not a test): solo expert games, median points and ad revenue.

``python tests/games/fit_to_print/calibrate.py [GAMES]`` plays solo games with the expert
bot and prints the medians the issue targets (3-day total 45-70, ad revenue $12-20).
"""

from __future__ import annotations

import statistics
import sys

from paperboy.games.fit_to_print import GAME


def main(games: int) -> None:
    totals, dollars = [], []
    for seed in range(games):
        s = GAME.new_game(["Solo"], {"mode": "solo"}, seed=seed)
        bot = GAME.make_bot("expert", seed)
        while not s.is_over():
            s.play(0, bot.choose(s, 0))
        r = s.result()
        totals.append(r.totals[0])
        dollars.append(r.extra["dollars"][0])
    print(f"games {games}: median total {statistics.median(totals)}, median ad revenue "
          f"${statistics.median(dollars)}, quartiles {statistics.quantiles(totals, n=4)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
