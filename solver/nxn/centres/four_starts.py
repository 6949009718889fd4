"""Which 4x4 centre solutions the edge beam starts from: one per wing state.

The beam (edges.pairer.pair_edges_from) starts from every centre solution
the reduction keeps and merges starts that leave the same wings, so of the
36 shortest centre solutions only about 20 were starts of their own (many
differ only in the order of moves that leave the wings alike). Taking the
shortest solution of each wing state from a larger pool gives the beam as
many different starts for the same width: over bench_nxn's 50 states
(seed 1) centres + edges 36.66 -> 35.88 OBTM, the whole 55.48 -> 54.66, in
the same CPU time (2.44 s a solve against 2.46, run side by side).
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
    cells = _wing_cells()
    seen, out = set(), []
    for moves in solutions:
        key = colors[seq_gather(4, moves)[cells]].tobytes()
        if key not in seen:
            seen.add(key)
            out.append(moves)
            if len(out) == count:
                break
    return out
