"""Lines of centre cells for the big-cube batches: what a line's commutator costs, and its best subset.

A line is one slice against a set of slices (comms.py's commutator with one
block on one side): its cost in OBTM is fixed moves plus two turns of each
run of slices, one move each next to a face, two otherwise. greedy.py
takes lines by gain per move; refine_line picks each chosen line's subset.
"""
from __future__ import annotations

import numpy as np


def line_costs(g: np.ndarray, l_cost: np.ndarray):
    """For lines of cell gains g (..., k) (>= 0) of slices l costing
    l_cost (OBTM per block turn): the gain of the commutator of l against
    every slice that gains, and its OBTM length (a run of slices next to a
    face is an outer block: 1 move, not 2)."""
    pos = g > 0
    blocks = 2 * (pos[..., 0].astype(np.int32) + (pos[..., 1:] & ~pos[..., :-1]).sum(axis=-1))
    blocks -= pos[..., 0].astype(np.int32) + pos[..., -1]
    return g.sum(axis=-1, dtype=np.int32), 4 + 2 * l_cost + 2 * np.maximum(blocks, 1)


def line_block_cost(chosen: list[int], k: int) -> int:
    """OBTM the runs of slices `chosen` (sorted, of k) add to a commutator:
    each run twice, 1 move each time when next to a face, else 2."""
    cost, j = 0, 0
    while j < len(chosen):
        start = chosen[j]
        while j + 1 < len(chosen) and chosen[j + 1] == chosen[j] + 1:
            j += 1
        cost += 2 if start == 0 or chosen[j] == k - 1 else 4
        j += 1
    return cost


def refine_line(values: list, free: list, fixed: int, chosen: list[int]) -> list[int]:
    """The subset of a line's slices with the best gain per OBTM move:
    `values` their cell gains, `free` whether each may be taken, `fixed`
    the commutator's moves besides the runs (line_block_cost); starting
    from `chosen`. The line's own slice is never free, so no run spans
    the whole line. Dinkelbach's iteration on ratio = gain / moves: each
    round a linear pass finds the subset maximising gain - ratio * moves."""
    k = len(values)
    best, best_ratio = chosen, sum(values[j] for j in chosen) / (fixed + line_block_cost(chosen, k))
    for _ in range(4):
        lam = best_ratio
        neg = float('-inf')
        out_v, in_v = 0.0, neg
        back_in, back_out = [], []                 # True: came from "in" (run goes on / had ended)
        for j in range(k):
            new_out = max(out_v, in_v)
            back_out.append(in_v > out_v)
            if free[j]:
                start = out_v - lam * (2 if j == 0 else 4)
                back_in.append(in_v >= start)
                new_in = values[j] + max(in_v, start)
            else:
                back_in.append(False)
                new_in = neg
            out_v, in_v = new_out, new_in
        end_in = in_v + 2 * lam
        state_in = end_in > out_v
        chosen_now = []
        for j in range(k - 1, -1, -1):
            if state_in:
                chosen_now.append(j)
                state_in = back_in[j]
            else:
                state_in = back_out[j]
        chosen_now.reverse()
        if not chosen_now:
            break
        ratio = sum(values[j] for j in chosen_now) / (fixed + line_block_cost(chosen_now, k))
        if ratio <= best_ratio + 1e-12:
            break
        best, best_ratio = chosen_now, ratio
    return best


def line_slice_costs(k: int) -> np.ndarray:
    """OBTM cost of turning each of the k inner slices (1 next to a face)."""
    return np.where((np.arange(k) == 0) | (np.arange(k) == k - 1), 1, 2)
