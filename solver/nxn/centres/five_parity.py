"""The 5x5's wing parity read off its colours, so that its centres can end the wing orbit even.

A 5x5 without its middle layers is a 4x4: its wings at coordinates 1 and 3
are the 4x4's wings, so the 4x4's colour reading (four/wings.py) tells
their permutation's parity. The 5x5's centre phases start from it and end
the orbit even (no parity turn first), and its commutator route plays the
one wide quarter turn first where it is odd.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move

from ..four.wings import wing_parity

N = 5
#: The wide quarter turn that flips the wing orbit's parity (parity.prevent_oll_parity's).
PARITY_TURN = Move('R', 1, 2, 1)


@lru_cache(maxsize=1)
def _outer_index() -> np.ndarray:
    """The 5x5 facelet each facelet of its outer 4x4 (rows 0, 1, 3, 4) shows."""
    rows = (0, 1, 3, 4)
    return np.array([f * N * N + rows[r] * N + rows[c] for f in range(6) for r in range(4) for c in range(4)])


def five_wing_parity(colors: np.ndarray) -> int:
    """1 when a 5x5 colour array's 24 wings are an odd permutation of their slots."""
    return wing_parity(colors[_outer_index()])


def parity_turns(colors: np.ndarray) -> list[Move]:
    """The wide quarter turn that makes the wing orbit even, where it is odd."""
    return [PARITY_TURN] if five_wing_parity(colors) else []
