"""The engine's Fisher-Yates shuffle with its generator inlined.

:func:`shuffle` makes exactly the draws of ``Rng.shuffle`` (SplitMix64, rejection sampling
for ``randbelow``) and leaves the generator in the same state, so games and saves do not
change; it only avoids two Python calls per element, which the tile pile (shuffled at
set-up and after every round) pays about 120 times each time.
"""

from __future__ import annotations

from typing import Any

from paperboy.engine import Rng

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
#: ``randbelow(n)`` keeps a draw below ``_LIMIT[n]`` (the largest multiple of ``n`` under 2**64).
_LIMIT = [0] + [(1 << 64) - ((1 << 64) % n) for n in range(1, 257)]


def shuffle(rng: Rng, seq: list[Any]) -> None:
    """``rng.shuffle(seq)``, the same result and the same generator state afterwards."""
    if len(seq) >= len(_LIMIT):
        rng.shuffle(seq)
        return
    state = rng.state
    limits = _LIMIT
    for i in range(len(seq) - 1, 0, -1):
        n = i + 1
        limit = limits[n]
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                break
        j = z % n
        seq[i], seq[j] = seq[j], seq[i]
    rng.state = state
