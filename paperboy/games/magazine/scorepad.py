"""Magazine scorepad: the final scoring of a finished game described in a TOML file.

Format (see also ``SCOREPAD.md`` beside this module)::

    # one [[player]] table per player, in seating order
    [[player]]
    name = "Kevin"
    reputation = 48        # PR on the reputation track before the final scoring
    money = 17             # money left, in K
    tiles = { 1 = 3, 2 = 2, 3 = 1 }   # topic tiles (drafts or articles) per level

    [[player]]
    name = "Elsa"
    reputation = 51
    money = 9
    [[player.tile]]        # tiles may also be listed one by one by their attributes
    level = 2
    domain = "art"         # optional: nature, social, urban, art, knowledge
    [[player.tile]]
    level = 0

``tiles`` counts and ``[[player.tile]]`` entries add up. Levels are 0-3 stars; no level
(and no domain of a level) may hold more tiles than the box, nor the players more money
than the money cards. The result gives, per player, the table points for 1-, 2- and 3-star tiles, 1 PR per full
5K, the total, and the winner(s): most PR, then most topic tiles, else shared.
Errors raise :class:`~paperboy.engine.ScorepadError` naming the line and the problem.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from paperboy.engine.scorepad import load

from .components import DOMAINS
from .components import load as load_data
from .end_of_game import final_entry, tiebreak

_PLAYER_KEYS = ("name", "reputation", "money", "tiles", "tile")
_TILE_KEYS = ("level", "domain", "topic", "developed")
_LEVELS = ("0", "1", "2", "3")
#: the money cards of the box, in K: 20 x 1K, 20 x 2K, 10 x 5K, 10 x 10K
MONEY_IN_BOX = 210
#: no printed limit on the reputation track (the lap markers go on); a sanity cap
MAX_REPUTATION = 999


def score_file(text: str) -> dict[str, Any]:
    """Score a Magazine scorepad document; see the module docstring for the format."""
    doc = load(text)
    doc.check_keys(["player"], "top level (expected [[player]] tables)")
    players = doc.tables("player", 1, 4, "Magazine players ([[player]] tables, 1 to 4)")
    box = Counter((t.domain, t.level) for t in load_data().tiles.values())
    in_box = {lv: sum(n for (_, level), n in box.items() if level == lv) for lv in range(4)}
    used: Counter[int] = Counter()
    used_domain: Counter[tuple[str, int]] = Counter()
    money_total = 0
    rows: list[dict[str, Any]] = []
    names: set[str] = set()
    for p, raw in enumerate(players):
        raw.check_keys(_PLAYER_KEYS, f"player {p + 1}")
        name = raw.text("name", f"Player {p + 1}", what=f"player {p + 1}'s name")
        if name in names:
            raise raw.error("name", f"player {p + 1}: the name '{name}' is used twice")
        names.add(name)
        reputation = raw.integer("reputation", 0, MAX_REPUTATION, what=f"{name}'s reputation")
        money = raw.integer("money", 0, MONEY_IN_BOX, what=f"{name}'s money")
        money_total += money
        if money_total > MONEY_IN_BOX:
            raise raw.error("money", f"the players hold {money_total}K in all, but the money cards "
                                     f"add up to {MONEY_IN_BOX}K")
        counts = raw.counts("tiles", _LEVELS, 0, {str(lv): in_box[lv] for lv in range(4)},
                            what=f"{name}'s tiles at level")
        levels = {lv: counts[str(lv)] for lv in range(4)}
        for i, tile in enumerate(raw.tables("tile", 0, sum(in_box.values()), "[[player.tile]]")):
            tile.check_keys(_TILE_KEYS, f"{name}'s tile {i + 1}")
            level = tile.integer("level", 0, 3, what=f"{name}'s tile {i + 1}: level (stars)")
            if "domain" in tile:
                domain = tile.choice("domain", DOMAINS, what=f"{name}'s tile {i + 1}: domain")
                used_domain[domain, level] += 1
                if used_domain[domain, level] > box[domain, level]:
                    raise tile.error("domain", f"more {level}-star {domain} tiles than the "
                                               f"{box[domain, level]} in the game")
            if "topic" in tile:
                tile.text("topic", what=f"{name}'s tile {i + 1}: topic")
            tile.flag("developed", what=f"{name}'s tile {i + 1}: developed")
            levels[level] += 1
        for lv in range(4):
            used[lv] += levels[lv]
            if used[lv] > in_box[lv]:
                raise raw.error(None, f"more {lv}-star tiles than the {in_box[lv]} in the game")
        tile_levels = [lv for lv in range(4) for _ in range(levels[lv])]
        entry = final_entry(reputation, money, tile_levels)
        rows.append({
            "name": name, "reputation": reputation, "money": money,
            "tiles": {str(lv): levels[lv] for lv in range(4)}, "tile_count": len(tile_levels),
            "breakdown": {"reputation in play": reputation, "1-star tiles": entry["level1"],
                          "2-star tiles": entry["level2"], "3-star tiles": entry["level3"],
                          "money left": entry["money"]},
            "total": entry["total"],
        })
    winners = tiebreak([r["total"] for r in rows], [r["tile_count"] for r in rows])
    return {
        "game": "magazine", "players": rows, "winners": [rows[w]["name"] for w in winners],
    }
