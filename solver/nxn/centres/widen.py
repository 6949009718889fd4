"""A big-cube line widened into a rectangle: more slices on both sides of one commutator.

A line (lines.py) is one slice l against a set M; its commutator
[A_L, P A_M' P'] costs 4 moves plus two turns of each run of L and of M,
and cycles every cell of L x M. So a second slice l2 whose cells over the
same M gain (or lose less than they add) costs only its own two turns,
not a commutator of its own. widen() alternates: every slice whose cells
over M are worth their turns joins L (refine_line over the column sums),
then M is chosen again over L's row sums, while the gain per move grows.
Cells that gain nothing or lose are counted as they are (raw gains), so
a rectangle is only taken when it pays for what it breaks.
"""
from __future__ import annotations

import numpy as np

from .lines import line_block_cost, refine_line

#: Rounds of re-choosing L over M, then M over L: more finds wider
#: rectangles for a few small passes each.
WIDEN_ROUNDS = 2


def widen(g: np.ndarray, free: np.ndarray, ls: list[int], ms: list[int], fixed: int = 4):
    """(L, M, gain, moves) for the rectangle grown from the line ls x ms
    on one shape's raw cell gains g (k, k) (rows l, columns m), `free`
    (k, k) where a cell may be cycled; `fixed` the moves besides the runs.
    L and M stay disjoint and every cell of L x M free. The line itself
    comes back when no rectangle beats its gain per move."""
    k = len(g)
    gain = int(g[np.ix_(ls, ms)].sum())
    cost = fixed + line_block_cost(ls, k) + line_block_cost(ms, k)
    best = (list(ls), list(ms), gain, cost)
    for _ in range(WIDEN_ROUNDS):
        ls, ms = best[0], best[1]
        # L over M: a slice may join where all its cells over M are free
        rows = free[:, ms].all(axis=1)
        rows[ms] = False
        new_ls = refine_line(g[:, ms].sum(axis=1).tolist(), rows.tolist(),
                             fixed + line_block_cost(ms, k), ls)
        cols = free[new_ls].all(axis=0)
        cols[new_ls] = False
        new_ms = refine_line(g[new_ls].sum(axis=0).tolist(), cols.tolist(),
                             fixed + line_block_cost(new_ls, k), [m for m in ms if cols[m]] or ms)
        if not new_ms or not free[np.ix_(new_ls, new_ms)].all() or set(new_ls) & set(new_ms):
            break
        gain = int(g[np.ix_(new_ls, new_ms)].sum())
        cost = fixed + line_block_cost(new_ls, k) + line_block_cost(new_ms, k)
        if gain * best[3] <= best[2] * cost:
            break
        best = (new_ls, new_ms, gain, cost)
    return best
