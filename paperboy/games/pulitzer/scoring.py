"""Pure final-scoring helpers shared by the game state and the scorepad."""

from __future__ import annotations

from collections.abc import Sequence


def reach_scores(houses: Sequence[dict[str, int]], colors: Sequence[str]) -> list[int]:
    """Reach points per player: 3 a house, +5 a colour majority (no ties), +10 a full set."""
    out = []
    for seat, mine in enumerate(houses):
        score = 3 * sum(mine.get(c, 0) for c in colors)
        for c in colors:
            others = [h.get(c, 0) for o, h in enumerate(houses) if o != seat]
            if mine.get(c, 0) > 0 and all(mine.get(c, 0) > x for x in others):
                score += 5
        score += 10 * min(mine.get(c, 0) for c in colors)
        out.append(score)
    return out


def chronicle_bonus(highlighted: int) -> int:
    """Chronicle mode: 20 points for 5 highlighted evidences, 35 for 8 or more."""
    return 35 if highlighted >= 8 else 20 if highlighted >= 5 else 0


def pick_winners(totals: Sequence[int], reports: Sequence[int], contacts: Sequence[int],
                 eligible: Sequence[bool]) -> list[int]:
    """Highest total among the eligible; ties by Report score, then by Contacts."""
    cands = [i for i in range(len(totals)) if eligible[i]]
    if not cands:
        return []
    key = {i: (totals[i], reports[i], contacts[i]) for i in cands}
    best = max(key.values())
    return [i for i in cands if key[i] == best]
