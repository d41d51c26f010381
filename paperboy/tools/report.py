"""Plain-text formatting of scorepad reports (``paperboy score``)."""

from __future__ import annotations

from typing import Any


def format_score_report(name: str, report: dict[str, Any]) -> str:
    """Render a scorepad report as an aligned table.

    A game may render its own table as ``text``; otherwise a report holds ``players``: a list of ``{"name", "breakdown": {category: value},
    "total"}`` and optionally ``notes`` (list of strings, e.g. conflicts resolved).
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
        if key in {"players", "notes"}:
            continue
        lines.append(f"{key}: {value}")
    for note in report.get("notes", []):
        lines.append(f"note: {note}")
    return "\n".join(lines)
