"""Permutation parity: whether an arrangement of pieces takes an odd number of swaps."""
from __future__ import annotations

from typing import Sequence


def permutation_parity(perm: Sequence[int]) -> int:
    """0 for an even permutation of 0..k-1, 1 for an odd one (by cycle lengths)."""
    seen = [False] * len(perm)
    parity = 0
    for i in range(len(perm)):
        j, length = i, 0
        while not seen[j]:
            seen[j] = True
            j = int(perm[j])
            length += 1
        if length:
            parity ^= (length - 1) & 1
    return parity
