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

``tiles`` counts and ``[[player.tile]]`` entries add up. Levels are 0-3 stars. The
result gives, per player, the table points for 1-, 2- and 3-star tiles, 1 PR per full
5K, the total, and the winner(s): most PR, then most topic tiles, else shared.
Errors raise :class:`~paperboy.engine.ScorepadError` naming the line and the problem.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

from paperboy.engine import ScorepadError

from .data import DOMAINS, load
from .state import final_entry, tiebreak

_PLAYER_KEYS = {"name", "reputation", "money", "tiles", "tile"}
_TILE_KEYS = {"level", "domain", "topic", "developed"}


class _Lines:
    """Finds the line of a player's table or key, so errors can point at it."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.headers = [i + 1 for i, line in enumerate(self.lines) if re.match(r"\s*\[\[\s*player\s*\]\]", line)]

    def of(self, player: int, key: str | None = None, nth: int = 0) -> int:
        if player >= len(self.headers):
            return 1
        start = self.headers[player]
        end = self.headers[player + 1] if player + 1 < len(self.headers) else len(self.lines) + 1
        if key is None:
            return start
        pattern = re.compile(rf"\s*(\[\[\s*player\.{key}\s*\]\]|{key}\s*=)")
        hits = [n for n in range(start, end) if pattern.match(self.lines[n - 1])]
        return hits[nth] if nth < len(hits) else start


def _fail(line: int, message: str) -> ScorepadError:
    return ScorepadError(f"line {line}: {message}")


def _whole(value: Any, line: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(line, f"{what} must be a whole number, not {value!r}")
    if value < 0:
        raise _fail(line, f"{what} may not be negative ({value})")
    return value


def score_file(text: str) -> dict[str, Any]:
    """Score a Magazine scorepad document; see the module docstring for the format."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = re.search(r"line (\d+)", str(exc))
        line = match.group(1) if match else str(max(1, len(text.splitlines())))
        raise ScorepadError(f"line {line}: not valid TOML ({exc})") from None
    lines = _Lines(text)
    extra = [k for k in doc if k != "player"]
    if extra:
        raise _fail(1, f"unknown top-level key '{extra[0]}' (expected [[player]] tables)")
    players = doc.get("player")
    if not isinstance(players, list) or not players:
        raise _fail(1, "no [[player]] table: describe each player's final board")
    if len(players) > 4:
        raise _fail(lines.of(4), f"Magazine has at most 4 players, this file has {len(players)}")
    in_box = {lv: sum(1 for t in load().tiles.values() if t.level == lv) for lv in range(4)}
    used = dict.fromkeys(range(4), 0)
    rows: list[dict[str, Any]] = []
    names: set[str] = set()
    for p, raw in enumerate(players):
        head = lines.of(p)
        unknown = [k for k in raw if k not in _PLAYER_KEYS]
        if unknown:
            raise _fail(lines.of(p, unknown[0]), f"player {p + 1}: unknown key '{unknown[0]}' "
                        f"(known: {', '.join(sorted(_PLAYER_KEYS))})")
        name = raw.get("name", f"Player {p + 1}")
        if not isinstance(name, str) or not name.strip():
            raise _fail(lines.of(p, "name"), f"player {p + 1}: name must be non-empty text")
        if name in names:
            raise _fail(lines.of(p, "name"), f"player {p + 1}: the name '{name}' is used twice")
        names.add(name)
        for key in ("reputation", "money"):
            if key not in raw:
                raise _fail(head, f"player {p + 1} ({name}): '{key}' is missing")
        reputation = _whole(raw["reputation"], lines.of(p, "reputation"), f"{name}'s reputation")
        money = _whole(raw["money"], lines.of(p, "money"), f"{name}'s money")
        levels: list[int] = []
        counts = raw.get("tiles", {})
        if not isinstance(counts, dict):
            raise _fail(lines.of(p, "tiles"), f"{name}: 'tiles' must be a table of level = count")
        for key, value in counts.items():
            if key not in ("0", "1", "2", "3"):
                raise _fail(lines.of(p, "tiles"), f"{name}: tile level must be 0, 1, 2 or 3, not '{key}'")
            levels += [int(key)] * _whole(value, lines.of(p, "tiles"), f"{name}'s {key}-star tile count")
        listed = raw.get("tile", [])
        if not isinstance(listed, list):
            raise _fail(lines.of(p, "tile"), f"{name}: write each tile as a [[player.tile]] table")
        for i, tile in enumerate(listed):
            line = lines.of(p, "tile", i)
            bad = [k for k in tile if k not in _TILE_KEYS]
            if bad:
                raise _fail(line, f"{name}'s tile {i + 1}: unknown key '{bad[0]}' "
                            f"(known: {', '.join(sorted(_TILE_KEYS))})")
            level = tile.get("level")
            if isinstance(level, bool) or level not in (0, 1, 2, 3):
                raise _fail(line, f"{name}'s tile {i + 1}: level must be 0, 1, 2 or 3 stars, not {level!r}")
            if "domain" in tile and tile["domain"] not in DOMAINS:
                raise _fail(line, f"{name}'s tile {i + 1}: unknown domain {tile['domain']!r} "
                            f"(domains: {', '.join(DOMAINS)})")
            levels.append(level)
        for lv in range(4):
            used[lv] += levels.count(lv)
            if used[lv] > in_box[lv]:
                raise _fail(head, f"more {lv}-star tiles than the {in_box[lv]} in the game")
        entry = final_entry(reputation, money, levels)
        rows.append({
            "name": name, "reputation": reputation, "money": money,
            "tiles": {str(lv): levels.count(lv) for lv in range(4)}, "tile_count": len(levels),
            "breakdown": {"reputation in play": reputation, "1-star tiles": entry["level1"],
                          "2-star tiles": entry["level2"], "3-star tiles": entry["level3"],
                          "money left": entry["money"]},
            "total": entry["total"],
        })
    winners = tiebreak([r["total"] for r in rows], [r["tile_count"] for r in rows])
    return {
        "game": "magazine", "players": rows, "winners": [rows[w]["name"] for w in winners],
    }
