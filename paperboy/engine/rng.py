"""A small seeded random number generator whose whole state is one JSON-safe integer.

The standard ``random`` module is never used by game code: its global state is shared and
its state tuple is large. This generator is SplitMix64, which is fast in pure Python,
passes the usual statistical batteries for game use and serialises as a single int.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """Deterministic RNG: same seed, same sequence, on any machine."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = int(seed) & _MASK

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        if n & (n - 1) == 0:
            return self.next64() & (n - 1)
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next64()
            if r < limit:
                return r % n

    def randint(self, a: int, b: int) -> int:
        """Uniform integer in ``[a, b]`` inclusive."""
        return a + self.randbelow(b - a + 1)

    def random(self) -> float:
        """Uniform float in ``[0, 1)``."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return seq[self.randbelow(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.randbelow(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        """``k`` distinct elements in random order."""
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def to_int(self) -> int:
        return self.state

    @classmethod
    def from_int(cls, state: int) -> Rng:
        rng = cls(0)
        rng.state = int(state) & _MASK
        return rng
