"""Mixed lines: one slice m against slices l of which some cycle their cells forward, others back.

A commutator played A first, [A_L1, B] (B = P A_M' P'), followed by its
twin played B first on the same M, [B, A_L2], is A_L1 B A_L1' A_L2 B' A_L2'
once B' B cancels: the cost of one commutator of L1 and L2 against M
(each run of slices turned twice) that cycles the cells of L1 one way
round and those of L2 the other. So each slice l of the line takes the
direction in which its cell gains more (comms.CommShape.b_first gives
both), where a plain line needs every cell to gain the same way.
A row (one slice l against a set of m) mixes the same way for two moves
more: [B1, A_l][A_l, B2] (mixed_row_moves).
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from model import Move

from .comms import CommShape, comm_moves


def mixed_view(gains: np.ndarray, half: int, keys=None, rows: bool = False):
    """(best, back) for the mixed lines (h, m) of shape pairs h (A first)
    and h + half (its twin, B first): best[h, m, l] = the larger gain of
    the cell (l, m) in either direction (>= 0), back where B first gains
    more; with `rows` the lines (h, l), best[h, l, m]. `keys` (h, m), or
    (h, l): only those lines, as (len, k) arrays."""
    if keys is None:
        fwd, bwd = gains[:half], gains[half:]
        if not rows:
            fwd, bwd = fwd.transpose(0, 2, 1), bwd.transpose(0, 2, 1)
    else:
        h, x = keys
        fwd, bwd = (gains[h, x], gains[h + half, x]) if rows else (gains[h, :, x], gains[h + half, :, x])
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
        twin = shape if forward else replace(shape, b_first=True)
        return comm_moves(n, twin, forward or backward, ms)
    a = comm_moves(n, shape, forward, ms)
    b = comm_moves(n, replace(shape, b_first=True), backward, ms)
    cut = len(a) - (2 + len(ms))                 # a ends with B' = P M' P', b starts with B
    return a[:cut] + b[2 + len(ms):]


def mixed_block_cost(chosen: list[tuple[int, bool]], k: int) -> int:
    """OBTM the runs of a mixed line's slices add: `chosen` (slice, back),
    sorted by slice; a run is consecutive slices of one direction, turned
    twice, 1 move a turn next to a face, else 2."""
    cost, j = 0, 0
    while j < len(chosen):
        start = chosen[j][0]
        while j + 1 < len(chosen) and chosen[j + 1] == (chosen[j][0] + 1, chosen[j][1]):
            j += 1
        cost += 2 if start == 0 or chosen[j][0] == k - 1 else 4
        j += 1
    return cost


def refine_mixed(forward: list, backward: list, free: list, fixed: int,
                 chosen: list[tuple[int, bool]]) -> list[tuple[int, bool]]:
    """lines.refine_line for a mixed line: the slices and directions with
    the best gain per move, `forward` and `backward` each slice's cell
    gains (raw: a gap may be bridged), `free` whether it may be taken,
    starting from `chosen` ((slice, back) pairs). Dinkelbach's iteration,
    each round a pass over three states (out, in a forward run, in a
    backward run)."""
    k = len(forward)
    ratio = sum(backward[j] if b else forward[j] for j, b in chosen) / (fixed + mixed_block_cost(chosen, k))
    best = chosen
    neg = float('-inf')
    for _ in range(4):
        lam = ratio
        out_v, ins = 0.0, [neg, neg]
        trail = []                                  # per j: (out came from, [in came from] per direction)
        for j in range(k):
            start = out_v - lam * (2 if j == 0 else 4)
            from_out = 0 if out_v >= max(ins) else (1 if ins[0] >= ins[1] else 2)
            new_out = max(out_v, ins[0], ins[1])
            new_ins, came = [neg, neg], [0, 0]
            if free[j]:
                for d, values in ((0, forward), (1, backward)):
                    other = ins[1 - d] - lam * 4          # a new run straight after the other direction's
                    options = (ins[d], start, other)
                    pick = max(range(3), key=lambda i: options[i])
                    new_ins[d], came[d] = values[j] + options[pick], (1 + d, 0, 2 - d)[pick]
            trail.append((from_out, came))
            out_v, ins = new_out, new_ins
        ends = (out_v, ins[0] + 2 * lam, ins[1] + 2 * lam)
        state = max(range(3), key=lambda i: ends[i])
        now = []
        for j in range(k - 1, -1, -1):
            from_out, came = trail[j]
            if state == 0:
                state = from_out
            else:
                now.append((j, state == 2))
                state = came[state - 1]
        now.reverse()
        if not now:
            break
        r = sum(backward[j] if b else forward[j] for j, b in now) / (fixed + mixed_block_cost(now, k))
        if r <= ratio + 1e-12:
            break
        best, ratio = now, r
    return best


def mixed_row_moves(n: int, shape: CommShape, ls, forward, backward) -> list[Move]:
    """A mixed row: slice block(s) `ls` against `backward` ((lo, hi) runs)
    cycled back, then against `forward` cycled forward: [B1, A][A, B2]
    (B = P A_M' P'), whose A' A and P' P between them cancel, leaving
    B1' B2 as P M1 M2' P': two moves more than a plain line."""
    if not forward or not backward:
        twin = shape if forward else replace(shape, b_first=True)
        return comm_moves(n, twin, ls, forward or backward)
    first = comm_moves(n, replace(shape, b_first=True), ls, backward)
    second = comm_moves(n, shape, ls, forward)
    return first[:-(1 + len(ls))] + second[1 + len(ls):]


def mixed_scattered(v: np.ndarray, inside: np.ndarray, m_cost: np.ndarray):
    """Rectangles.scattered's commutators mixed: for each shape pair h and
    block M (v: (C, M, l) gains of slice l against M, A-first shapes then
    their twins), every l outside M that gains in either direction, each
    in its better one. Returns (value (half, M) gain per move, take, back
    (half, M, l))."""
    half = len(v) // 2
    best, back = np.maximum(v[:half], v[half:]), v[half:] > v[:half]
    take = (best > 0) & ~inside[None]
    new = take[..., 1:] & (~take[..., :-1] | (back[..., 1:] != back[..., :-1]))
    runs = take[..., 0].astype(np.int32) + new.sum(axis=-1)
    edge_runs = take[..., 0].astype(np.int32) + take[..., -1]
    total = np.where(take, best, 0).sum(axis=-1)
    return total / (4 + 2 * m_cost + 2 * np.maximum(2 * runs - edge_runs, 1)), take, back
