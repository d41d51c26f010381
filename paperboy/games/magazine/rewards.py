"""Magazine reward arithmetic: what a reward pays for a given set of articles.

Pure functions so rules and worked examples can be tested without a game in progress.
The Hot Topic, when it counts, adds one article in its chosen domain.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .components import DOMAINS, Reward, TopicTile


def domain_counts(tiles: Iterable[TopicTile]) -> dict[str, int]:
    """Number of tiles per domain (every domain present, possibly 0)."""
    counts = dict.fromkeys(DOMAINS, 0)
    for tile in tiles:
        counts[tile.domain] += 1
    return counts


def completed_sets(tiles: Iterable[TopicTile]) -> int:
    """Completed sets: how many times the player owns one tile of every domain."""
    return min(domain_counts(tiles).values())


def reward_count(reward: Reward, articles: Mapping[str, int], hot: str | None = None) -> int:
    """The number a counted reward multiplies: articles, sets or different domains."""
    kind = reward.kind
    if kind == "variety":
        return sum(1 for d in DOMAINS if articles.get(d, 0) > 0 or hot == d)
    if kind not in ("domain", "either", "pair"):
        raise ValueError(f"reward kind {kind} is not counted from articles")
    first = reward.domains[0]
    count = articles.get(first, 0) + (1 if hot == first else 0)
    if kind == "domain":
        return count
    second = reward.domains[1]
    other = articles.get(second, 0) + (1 if hot == second else 0)
    # "either": the player picks a domain; the larger count always pays at least as much
    return max(count, other) if kind == "either" else min(count, other)


def reward_gain(reward: Reward, articles: Mapping[str, int], drafts: int,
                hot: str | None = None) -> tuple[int, int]:
    """(money in K, PR) paid by a counted or per-draft reward.

    Args:
        reward: the reward.
        articles: developed articles per domain.
        drafts: number of undeveloped drafts.
        hot: the Hot Topic's domain if it counts for this player, else None.
    """
    if reward.kind == "per_draft":
        return reward.money * drafts, reward.pr * drafts
    n = reward_count(reward, articles, hot)
    if reward.kind == "variety":
        return min(reward.cap, reward.money * n), 0
    return reward.money * n, reward.pr * n
