"""The engine's Fisher-Yates shuffle, its draws worked out all at once.

:func:`shuffle` makes exactly the draws of ``Rng.shuffle`` (SplitMix64, rejection sampling
for ``randbelow``) and leaves the generator in the same state, so games and saves do not
change. The tile pile (about 120 tiles, shuffled at set-up and after every round) would
otherwise cost two Python calls and a dozen big-number steps per tile.

SplitMix64's k-th output depends only on ``state + k * GOLDEN``, so the next draws can be
made side by side: each one gets a 128-bit lane of one big integer (its 64 bits and 64 zero
bits, so a 64-bit product never reaches the next lane) and every step of the mix is one
operation on the whole integer. A draw that ``randbelow`` rejects (about one in 2**57 for
the pile) only shifts which draws the later tiles use; more are made if the batch runs out.
"""

from __future__ import annotations

import struct
from typing import Any

from paperboy.engine import Rng

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
#: ``randbelow(n)`` keeps a draw below ``LIMITS[n]`` (the largest multiple of ``n`` under 2**64).
LIMITS = [0] + [(1 << 64) - ((1 << 64) % n) for n in range(1, 257)]
#: Per batch size: (a 1 in every lane, lane k holding k + 1, the low 64 bits of every lane).
_LANES: dict[int, tuple[int, int, int]] = {}


def _lanes(count: int) -> tuple[int, int, int]:
    got = _LANES.get(count)
    if got is None:
        ones = sum(1 << (128 * k) for k in range(count))
        ramp = sum((k + 1) << (128 * k) for k in range(count))
        got = _LANES[count] = (ones, ramp, ones * _MASK)
    return got


def draws(state: int, count: int) -> list[int]:
    """The next ``count`` outputs of SplitMix64 from ``state`` (``Rng.next64`` ``count`` times)."""
    ones, ramp, low = _lanes(count)
    z = (state * ones + _GOLDEN * ramp) & low
    z = ((z ^ ((z >> 30) & low)) * _MIX1) & low
    z = ((z ^ ((z >> 27) & low)) * _MIX2) & low
    z ^= (z >> 31) & low
    return list(struct.unpack_from(f"<{2 * count}Q", z.to_bytes(16 * count, "little"))[::2])


def shuffle(rng: Rng, seq: list[Any], limits: list[int] = LIMITS) -> None:
    """``rng.shuffle(seq)``: the same order and the same generator state afterwards.

    ``limits`` is the rejection table (tests pass smaller ones to make rejections happen).
    """
    size = len(seq)
    if size >= len(limits):
        rng.shuffle(seq)
        return
    state = rng.state
    batch = draws(state, size + 3) if size > 1 else []
    used = 0
    for i in range(size - 1, 0, -1):
        n = i + 1
        while True:
            if used == len(batch):
                batch += draws((state + used * _GOLDEN) & _MASK, 8)
            r = batch[used]
            used += 1
            if r < limits[n]:
                break
        j = r % n
        seq[i], seq[j] = seq[j], seq[i]
    rng.state = (state + used * _GOLDEN) & _MASK
