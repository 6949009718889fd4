"""4x4 centres' phase 2 walked in numpy: every solution of a given length from many phase-1 ends at once.

masks.paths walks phase 2's table down one solution at a time in Python;
here a layer of the walk is every state at once (the second pair's mask,
the wing parity, the moves left), each move's children kept where the
table allows them to finish in time, so the whole tree of solutions costs a
few numpy calls a layer. Whatever else the caller needs at the ends (the
wings, the centres' colours) rides along as rows gathered by each move.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterator

import numpy as np

from model.faces import FACE_AXIS, FACE_INDEX

from . import phases


@lru_cache(maxsize=3)
def successors(axis: int) -> np.ndarray:
    """ok[p, j]: phase-2 move j may follow move p (the last row: no move yet).
    Turns of one axis in a row go in one fixed order (they commute) and
    never repeat a layer block, as masks.paths walks them."""
    moves = phases.phase2_moves(axis)
    m_axis = np.array([FACE_AXIS[m.face] for m in moves])
    m_order = np.array([FACE_INDEX[m.face] * 4 + m.end for m in moves])
    ok = np.ones((len(moves) + 1, len(moves)), dtype=bool)
    for p in range(len(moves)):
        ok[p] = (m_axis != m_axis[p]) | (m_order > m_order[p])
    return ok


@lru_cache(maxsize=3)
def compact(axis: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Phase 2 of `axis` over its own states only (the second pair's 8
    pieces among the 16 positions off the first pair's axis: 12,870 masks):
    their ranks (sorted), moved[state, move] (a state's index), and
    dist[state, wing parity] from phase 2's table. A move is then one read."""
    t = phases.tables()
    ops = t.ops2[axis]
    off = [i for i in range(24) if not phases.axis_mask(axis) >> i & 1]
    masks = np.array([sum(1 << off[k] for k in c) for c in combinations(range(16), 8)], dtype=np.int64)
    ranks = ops.rank(masks)
    order = np.argsort(ranks)
    ranks, masks = ranks[order], masks[order]
    moved = np.stack([np.searchsorted(ranks, ops.rank(ops.apply(masks, j))) for j in range(len(ops.moves))],
                     axis=1).astype(np.int32)
    dist = np.frombuffer(t.phase2[axis], dtype=np.uint8).reshape(-1, 2)[ranks]
    return ranks, moved, dist


def walk(axis: int, masks: np.ndarray, pars: np.ndarray, lefts: np.ndarray, carried: np.ndarray,
         gathers: np.ndarray, cap: int | None = None,
         rng: np.random.Generator | None = None) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]]:
    """Phase 2 of `axis` from starts (second pair's mask, wing parity, moves
    left), every solution of exactly those moves: yields, a layer at a
    time, the rows that have finished (no move left), their carried rows
    (each start's `carried` row, gathered by gathers[move] a move), their
    starts, and their phase-2 paths (move indices, a row each). Past `cap`
    rows with moves still to make, a layer keeps a random share of those
    (`rng`); every finished row is kept."""
    ranks, moved, dist = compact(axis)
    ok = successors(axis)
    n_moves = moved.shape[1]
    state = np.searchsorted(ranks, phases.tables().ops2[axis].rank(masks.astype(np.int64)))
    par, left = pars.astype(np.int64), lefts.astype(np.int64)
    root = np.arange(len(state))
    prev = np.full(len(state), n_moves)
    history: list = []
    while len(state):
        done = np.flatnonzero(left == 0)
        if len(done):
            yield done, carried[done], root[done], move_indices(history, done)
        live = np.flatnonzero(left > 0)
        if not len(live):
            return
        ns = moved[state[live]]                                   # (live rows, moves) at once
        npar = par[live, None] ^ flips(axis)[None, :]
        fine = ok[prev[live]] & (dist[ns, npar] <= left[live, None] - 1)
        at, move = np.nonzero(fine)
        parent, state, par = live[at], ns[at, move], npar[at, move]
        going = left[parent] > 1                                  # rows that will have children
        if cap is not None and going.sum() > cap:
            pick = np.flatnonzero(~going | (rng.random(len(parent)) < cap / going.sum()))
            parent, move, state, par = parent[pick], move[pick], state[pick], par[pick]
        carried = carried[parent][np.arange(len(parent))[:, None], gathers[move]]
        left, prev, root = left[parent] - 1, move, root[parent]
        history.append((parent, move))


@lru_cache(maxsize=3)
def flips(axis: int) -> np.ndarray:
    """1 for the phase-2 moves of `axis` that change the wings' parity."""
    return phases.tables().ops2[axis].flips


def move_indices(history: list, rows: np.ndarray) -> np.ndarray:
    """(len(rows), depth): the phase-2 move indices that led to each of a layer's rows."""
    out = np.zeros((len(rows), len(history)), dtype=np.int64)
    for d in range(len(history) - 1, -1, -1):
        parent, move = history[d]
        out[:, d] = move[rows]
        rows = parent[rows]
    return out
