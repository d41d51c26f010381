"""Player statistics read from the profiles: ``paperboy stats [PLAYER] [--json]`` and the Players screen.

For each player and each game they finished: games, wins, best score, average total and
average per scoring category (over the games whose breakdown the profile kept), and the
scores over time; for Fit to Print also the achievements grid (every achievement of each
mode, earned or not, with the date it was first earned). The CLI and the TUI both read
:func:`player_stats`, so they always show the same numbers.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine import GAMES, find_game
from paperboy.engine.text import clean_text
from paperboy.session.profiles import Profile, Profiles

from .export.common import category_label

#: The game whose achievements the profiles keep.
ACHIEVEMENT_GAME = "fit-to-print"


def _round(value: float) -> float:
    return round(value, 1)


def game_stats(profile: Profile, game_id: str) -> dict[str, Any]:
    """One player's statistics in one game (JSON-safe).

    Keys: ``game``, ``name``, ``played``, ``wins``, ``best`` (from the profile's counters,
    which include games played before the history was kept), ``recorded`` (games in the
    history), ``average`` (of the recorded totals, or ``None``), ``categories``
    (``{category: average}`` over the recorded games) and ``scores`` (``[{date, score,
    won}]``, oldest first).
    """
    counters = profile.per_game.get(game_id)
    records = profile.games_of(game_id)
    categories: dict[str, float] = {}
    keys: list[str] = []
    for record in records:
        keys += [k for k in record.breakdown if k not in keys]
    for key in keys:
        values = [r.breakdown[key] for r in records if key in r.breakdown]
        categories[key] = _round(sum(values) / len(values))
    return {
        "game": game_id,
        "name": find_game(game_id).name,
        "played": counters.played if counters else 0,
        "wins": counters.wins if counters else 0,
        "best": counters.best if counters else None,
        "recorded": len(records),
        "average": _round(sum(r.score for r in records) / len(records)) if records else None,
        "categories": categories,
        "scores": [{"date": r.date, "score": r.score, "won": r.won} for r in records],
    }


def achievements_grid(profile: Profile) -> dict[str, list[dict[str, Any]]]:
    """Every Fit to Print achievement per mode: ``{mode: [{number, text, earned, date}]}``."""
    from paperboy.games.fit_to_print.achievements import ACHIEVEMENT_SETS
    from paperboy.games.fit_to_print.components import catalogue

    grid: dict[str, list[dict[str, Any]]] = {}
    for mode in ACHIEVEMENT_SETS:
        earned = set(profile.achievements.get(mode, []))
        grid[mode] = [{"number": n, "text": a.text, "earned": n in earned, "date": profile.achievement_date(mode, n)}
                      for n, a in sorted(catalogue().achievements.items())]
    return grid


def player_stats(profile: Profile) -> dict[str, Any]:
    """A player's statistics: totals, every game they finished, the achievements grid."""
    played = [g for g in GAMES if g in profile.per_game or profile.games_of(g)]
    return {
        "player": profile.name,
        "games": profile.games,
        "wins": profile.wins,
        "per_game": [game_stats(profile, g) for g in played],
        "achievements": achievements_grid(profile),
    }


__all__ = ["ACHIEVEMENT_GAME", "UnknownPlayerError", "achievements_grid", "category_label", "date_text",
           "format_stats", "game_stats", "player_stats", "stats_report"]


class UnknownPlayerError(ValueError):
    """``paperboy stats PLAYER`` names no profile."""


def stats_report(profiles: Profiles, player: str | None = None) -> dict[str, Any]:
    """Statistics of one player (by name, case-insensitively) or of everyone.

    Raises:
        UnknownPlayerError: No profile has that name.
    """
    names = profiles.names()
    if player is not None:
        match = [n for n in names if n == player] or [n for n in names if n.casefold() == player.casefold()]
        if not match:
            known = ", ".join(clean_text(n) for n in names) or "none yet"
            raise UnknownPlayerError(f"no player named '{clean_text(player)}' (players: {known})")
        names = match[:1]
    return {"players": [player_stats(profiles.get(n)) for n in names]}


def plural(count: int, word: str) -> str:
    """``1 game``, ``2 games``."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def _num(value: float | int | None) -> str:
    if value is None:
        return "—"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def date_text(stamp: str | None) -> str:
    """The date part of a stored time stamp (``2026-12-01``), or ``—``."""
    return stamp[:10] if stamp else "—"


def format_game(stats: dict[str, Any]) -> list[str]:
    """A game's statistics as text lines."""
    lines = [f"  {stats['name']}: {plural(stats['played'], 'game')}, {plural(stats['wins'], 'win')}, "
             f"best {_num(stats['best'])}, average {_num(stats['average'])}"]
    if stats["recorded"] < stats["played"]:
        lines.append(f"    (averages and chart from the {stats['recorded']} games recorded with their breakdown)")
    if stats["categories"]:
        width = max(len(category_label(k)) for k in stats["categories"]) + 2
        lines.append("    Average per category:")
        for key, value in stats["categories"].items():
            lines.append(f"      {clean_text(category_label(key)):<{width}}{_num(value):>7}")
    if stats["scores"]:
        scores = " ".join(f"{s['score']}{'★' if s['won'] else ''}" for s in stats["scores"][-20:])
        lines.append(f"    Scores over time (oldest first, ★ won): {scores}")
    return lines


def format_achievements(grid: dict[str, list[dict[str, Any]]]) -> list[str]:
    """The achievements grid as text: one line of numbers per mode, then the dates earned."""
    lines = ["  Fit to Print achievements (✓ earned):"]
    for mode, cells in grid.items():
        marks = " ".join(f"{c['number']:>2}{'✓' if c['earned'] else '·'}" for c in cells)
        count = sum(1 for c in cells if c["earned"])
        lines.append(f"    {mode:<14}{count:>2}/{len(cells)}  {marks}")
    for mode, cells in grid.items():
        for c in cells:
            if c["earned"]:
                lines.append(f"    {mode} {c['number']}: {c['text']} — earned {date_text(c['date'])}")
    return lines


def format_stats(report: dict[str, Any]) -> str:
    """The report of :func:`stats_report` as plain text."""
    if not report["players"]:
        return "No player profiles yet: finish a game with a named player to start one."
    out: list[str] = []
    for p in report["players"]:
        out.append(f"{clean_text(p['player'])}: {plural(p['games'], 'game')}, {plural(p['wins'], 'win')}")
        if not p["per_game"]:
            out.append("  No finished games yet.")
        for stats in p["per_game"]:
            out.extend(format_game(stats))
        if any(s["game"] == ACHIEVEMENT_GAME for s in p["per_game"]) or any(
                c["earned"] for cells in p["achievements"].values() for c in cells):
            out.extend(format_achievements(p["achievements"]))
        out.append("")
    return "\n".join(out).rstrip()
