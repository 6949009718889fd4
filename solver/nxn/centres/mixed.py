"""Mixed lines: one slice m against slices l of which some cycle their cells forward, others back.

A commutator played A first, [A_L1, B] (B = P A_M' P'), followed by its
twin played B first on the same M, [B, A_L2], is A_L1 B A_L1' A_L2 B' A_L2'
once B' B cancels: the cost of one commutator of L1 and L2 against M
(each run of slices turned twice) that cycles the cells of L1 one way
round and those of L2 the other. So each slice l of the line takes the
direction in which its cell gains more (comms.CommShape.b_first gives
both), where a plain line needs every cell to gain the same way.
"""
from __future__ import annotations

import numpy as np

from model import Move

from .comms import CommShape, comm_moves


def mixed_view(gains: np.ndarray, half: int, keys=None):
    """(best, back) for the mixed lines (h, m) of shape pairs h (A first)
    and h + half (its twin, B first): best[h, m, l] = the larger gain of
    the cell (l, m) in either direction (>= 0), back where B first gains
    more. `keys` (h, m) arrays: only those lines, as (len, k) arrays."""
    if keys is None:
        fwd, bwd = gains[:half].transpose(0, 2, 1), gains[half:].transpose(0, 2, 1)
    else:
        h, m = keys
        fwd, bwd = gains[h, :, m], gains[h + half, :, m]
    return np.maximum(fwd, bwd), bwd > fwd


def mixed_costs(best: np.ndarray, back: np.ndarray, l_cost: np.ndarray):
    """Gain and OBTM length of each mixed line taking every slice that
    gains, in its better direction: each run of slices of one direction is
    turned twice (1 move a turn next to a face, else 2), besides the 4
    face turns and m's two turns (l_cost: m's cost a turn)."""
    pos = best > 0
    new = pos[..., 1:] & (~pos[..., :-1] | (back[..., 1:] != back[..., :-1]))
    runs = pos[..., 0].astype(np.int32) + new.sum(axis=-1)
    blocks = 2 * runs - pos[..., 0] - pos[..., -1]
    return best.sum(axis=-1, dtype=np.int32), 4 + 2 * l_cost + 2 * np.maximum(blocks, 1)


def mixed_moves(n: int, shape: CommShape, forward, backward, ms) -> list[Move]:
    """The moves of the mixed line: `shape` (played A first) with slice
    blocks `forward` ((lo, hi) runs) against `ms`, then its twin played B
    first with `backward`, the B' B between them left out."""
    if not forward or not backward:
        twin = shape if forward else CommShape(shape.axis, shape.face, shape.s, shape.p, shape.m, True)
        return comm_moves(n, twin, forward or backward, ms)
    a = comm_moves(n, shape, forward, ms)
    b = comm_moves(n, CommShape(shape.axis, shape.face, shape.s, shape.p, shape.m, True), backward, ms)
    cut = len(a) - (2 + len(ms))                 # a ends with B' = P M' P', b starts with B
    return a[:cut] + b[2 + len(ms):]
