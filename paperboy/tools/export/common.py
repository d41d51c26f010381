"""Small pieces the game exporters share: score rows and the winner line."""

from __future__ import annotations

from typing import Any

from paperboy.engine.text import clean_text

#: Breakdown keys whose heading is not just the key capitalised.
LABELS = {"hr": "H.R.", "extra": "Extra! Extra!"}


def category_label(key: str) -> str:
    """A breakdown key as a heading (``gone_to_press`` -> ``Gone to press``)."""
    if key in LABELS:
        return LABELS[key]
    text = str(key).replace("_", " ")
    return text[:1].upper() + text[1:]


def result_rows(result: dict[str, Any], seat: int) -> list[tuple[str, str]]:
    """``(category, points)`` rows of ``seat``'s breakdown in ``result().to_dict()``."""
    breakdown = result.get("breakdown", [])
    if seat >= len(breakdown):
        return []
    return [(clean_text(category_label(k)), str(v)) for k, v in breakdown[seat].items()]


def standing(result: dict[str, Any], names: list[str], seat: int) -> str:
    """``P1 wins`` / ``shared win: A and B`` / ``no winner``, and ``seat``'s place."""
    winners = [clean_text(names[w]) for w in result.get("winners", []) if w < len(names)]
    if not winners:
        head = "no winner"
    elif len(winners) == 1:
        head = f"winner: {winners[0]}"
    else:
        head = "shared win: " + " and ".join(winners)
    if seat in result.get("eliminated", []):
        head += f" · {clean_text(names[seat])} was out of the running"
    return head


def total_line(result: dict[str, Any], seat: int, unit: str = "points") -> str:
    """``57 points`` (with ★ for a winner)."""
    totals = result.get("totals", [])
    total = totals[seat] if seat < len(totals) else 0
    star = "★ " if seat in result.get("winners", []) else ""
    return f"{star}Total {total} {unit}"
