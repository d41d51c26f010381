"""Plain-text formatting of scorepad reports (``paperboy score``)."""

from __future__ import annotations

from typing import Any


def format_score_report(name: str, report: dict[str, Any]) -> str:
    """Render a scorepad report as an aligned table.

    A game may render its own table as ``text``; otherwise a report holds ``players``: a list
    of ``{"name", "breakdown": {category: value}, "total"}`` and optionally ``notes`` (list of
    strings, e.g. conflicts resolved).
    Other keys are printed as ``key: value`` lines.
    """
    if isinstance(report.get("text"), str):
        return report["text"].rstrip()
    lines = [f"{name} scorepad"]
    players = report.get("players", [])
    categories: list[str] = []
    for p in players:
        for key in p.get("breakdown", {}):
            if key not in categories:
                categories.append(key)
    if players:
        names = [str(p.get("name", f"Player {i + 1}")) for i, p in enumerate(players)]
        width = max([len(c) for c in categories] + [5]) + 2
        cols = [max(len(n), 6) + 2 for n in names]
        lines.append("".ljust(width) + "".join(n.rjust(w) for n, w in zip(names, cols, strict=True)))
        for cat in categories:
            row = cat.ljust(width)
            for p, w in zip(players, cols, strict=True):
                row += str(p.get("breakdown", {}).get(cat, "")).rjust(w)
            lines.append(row)
        row = "TOTAL".ljust(width)
        for p, w in zip(players, cols, strict=True):
            row += str(p.get("total", "")).rjust(w)
        lines.append(row)
    for key, value in report.items():
        if key in {"players", "notes", "game"}:  # the game's id: its name heads the table
            continue
        lines.append(f"{_words(key)}: {_plain(value)}")
    for note in report.get("notes", []):
        lines.append(f"note: {note}")
    return "\n".join(lines)


def _words(key: str) -> str:
    """A report key as words for people: ``winners`` -> ``Winners``."""
    words = str(key).replace("_", " ")
    return words[:1].upper() + words[1:]


def _plain(value: Any) -> str:
    """A report value without Python's list or dict syntax (``['Kevin']`` -> ``Kevin``)."""
    if isinstance(value, list | tuple):
        return ", ".join(_plain(v) for v in value) if value else "none"
    if isinstance(value, dict):
        return ", ".join(f"{_words(k)} {_plain(v)}" for k, v in value.items()) if value else "none"
    return str(value)
