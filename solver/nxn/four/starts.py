"""Which 4x4 centre solutions an edge beam starts from: one per wing state.

A beam from several centre solutions merges starts that leave the same
wings, and many of the shortest differ only in the order of moves that
leave the wings alike. Taking the shortest solution of each wing state from
a larger pool gives the beam as many different starts for the same width.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.stickers import seq_gather

from ..pieces import wing_facelets


@lru_cache(maxsize=1)
def _wing_cells() -> np.ndarray:
    return wing_facelets(4)[:, 1:3].ravel()


def one_per_wing_state(colors: np.ndarray, solutions: list[list[Move]], count: int) -> list[list[Move]]:
    """The first `count` of `solutions` (shortest first) that leave the
    wings of the 4x4 colour array `colors` in a state none before them did."""
    return one_per_state(colors, solutions, count, _wing_cells())


def one_per_state(colors: np.ndarray, solutions: list[list[Move]], count: int,
                  cells: np.ndarray | None = None) -> list[list[Move]]:
    """The first `count` of `solutions` that leave the 4x4 colour array
    `colors` (its facelets `cells` only, if given) in a state none before
    them did."""
    seen, out = set(), []
    for moves in solutions:
        after = colors[seq_gather(4, moves)] if cells is None else colors[seq_gather(4, moves)[cells]]
        key = after.tobytes()
        if key not in seen:
            seen.add(key)
            out.append(moves)
            if len(out) == count:
                break
    return out
