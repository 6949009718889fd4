"""The 4x4's restricted pairing beam: G3's single moves finish the centres and pair every edge at once.

A state is the four edge triples' packed low and high indices and the
compact centre index (g3.start_state), with the PLL parity to come
(g3_parity.py). Each depth's children are made for every (state, move) at
once; the cheap part of the order (moves spent, the centre distance, the
triples' sum) picks a few widths of them, and only those get the coupled
centre-and-edge distance (twelve table reads a state) that completes the
order, the copies dropped and the width kept.
"""
from __future__ import annotations

import numpy as np

from . import g3

#: Children whose full order is worked out first, in widths; then every other
#: child whose cheap order is below the width-th full order so far.
SHORTLIST = 2
#: Children (the fullest-ordered first, in widths) the copies are dropped among.
KEPT = 1.5
#: The key that marks a child past the cost bound (dropped).
PAST = 1 << 40
_MULT = np.random.default_rng(5).integers(1, 1 << 63, size=10, dtype=np.uint64) | np.uint64(1)
_V = np.arange(1728)
#: A packed triple's three indices: _LOW_DIGIT[d] the d-th times 12 (an edge's
#: low index in the coupled table's edge part), _HIGH_DIGIT[d] the d-th.
_HIGH_DIGIT = np.stack([_V // 144, _V // 12 % 12, _V % 12]).astype(np.int32)
_LOW_DIGIT = _HIGH_DIGIT * 12


def _cheapest(key: np.ndarray, count: int) -> np.ndarray:
    """Indices of the `count` smallest keys (all of them when fewer), any order."""
    return np.argpartition(key, count)[:count] if len(key) > count else np.arange(len(key))


def _complete(full, rows, key, kt, kc, kcd, coupled, cw: int) -> None:
    """full[rows]: the cheap order `key` raised by the coupled distance (the
    centres with each edge paired: twelve reads a state) where it exceeds
    the centres' own. kt is by triple part first (8, children)."""
    if not len(rows):
        return
    base = kc[rows].astype(np.int32) * 144
    both = None
    for k in range(4):
        low, high = kt[2 * k, rows], kt[2 * k + 1, rows]
        for d in range(3):
            got = coupled[base + _LOW_DIGIT[d, low] + _HIGH_DIGIT[d, high]]
            both = got if both is None else np.maximum(both, got, out=both)
    r = key[rows]
    full[rows] = np.where(r >= PAST, PAST, r + cw * np.maximum(both.astype(np.int64) - kcd[rows], 0))


def _edge_estimate(pdb, tri) -> np.ndarray:
    """The four triples' pattern distances summed, for packed parts (8, states)."""
    total = pdb[tri[0] * 1728 + tri[1]].astype(np.int64)
    for k in (2, 4, 6):
        total += pdb[tri[k] * 1728 + tri[k + 1]]
    return total


def pair_beam(axis: int, tris: np.ndarray, cens: np.ndarray, costs: np.ndarray, width: int,
              edge_weight: float = 1.0, centre_weight: float = 2.0, depth_max: int = 24, slack: int = 1,
              pars: np.ndarray | None = None, pll_cost: int = 0):
    """Beam over G3's single moves from starts (g3.start_state, moves spent),
    ordered by moves spent + centre_weight * the coupled centre distance +
    edge_weight * the triples' sum: every (cost, start, moves) found with
    each edge paired and the centres solved, up to `slack` over the
    cheapest, cheapest first. With `pars` (each start's PLL parity to
    come, g3_parity.py) a pairing left with PLL parity costs `pll_cost`
    more, and states of either parity are kept apart. Not on beam.search:
    it keeps every end within `slack` and drops copies within a round only,
    which the shared skeleton's one best answer and lasting duplicate check
    would change."""
    t = g3.tables()
    s = g3.split(axis)
    _, cdist, cmove = t.cen[axis]
    n_moves = len(s.moves)
    tm = t.tri_moves[axis].reshape(-1)                        # (move, low/high, packed) flat, int32
    cmove_flat = cmove.reshape(-1).astype(np.int64)
    pdb, coupled = t.triples[axis], t.coupled[axis]
    ok_after = g3.successors(s.moves)
    side = (np.arange(8, dtype=np.int32) % 2) * 1728
    tri = np.ascontiguousarray(tris.astype(np.int32).T)     # (8, states): each triple part's packed indices
    cen, spent = cens.astype(np.int64), costs.astype(np.int64)
    par = np.zeros(len(cen), dtype=np.int64) if pars is None else pars.astype(np.int64)
    flips = s.pll_flips if pars is not None else np.zeros(n_moves, dtype=np.int64)
    root = np.arange(len(cen))
    prev = np.full(len(cen), n_moves)
    eh = _edge_estimate(pdb, tri)
    history, done = [], []
    best = None
    cw, ew = int(round(centre_weight * 4)), int(round(edge_weight * 4))
    for depth in range(depth_max):
        for r in np.flatnonzero((cdist[cen] == 0) & (eh == 0)).tolist():
            cost = int(spent[r]) + pll_cost * int(par[r])
            done.append((cost, int(root[r]), depth, r))
            best = cost if best is None else min(best, cost)
        if depth == depth_max - 1 or (best is not None and spent.min() >= best + slack):
            break
        parent, move = np.nonzero(ok_after[prev])
        at = move.astype(np.int32) * 3456
        kt = np.empty((8, len(parent)), dtype=np.int32)
        for k in range(8):
            kt[k] = tm[at + (side[k] + tri[k])[parent]]
        kc = cmove_flat[cen[parent] * n_moves + move]
        ncost = spent[parent] + 1
        keh = _edge_estimate(pdb, kt)
        kcd = cdist[kc].astype(np.int64)
        key = ncost * 4 + cw * kcd + ew * keh
        if best is not None:
            key[ncost >= best + slack + 1] = PAST
        full = np.full(len(key), -1, dtype=np.int64)          # the full order, where worked out
        _complete(full, _cheapest(key, SHORTLIST * width), key, kt, kc, kcd, coupled, cw)
        if len(key) > SHORTLIST * width:
            bar = np.partition(full[full >= 0], width)[width]
            _complete(full, np.flatnonzero((full < 0) & (key < bar)), key, kt, kc, kcd, coupled, cw)
        done_rows = np.flatnonzero(full >= 0)
        rows = done_rows[_cheapest(full[done_rows], int(KEPT * width))]
        npar = par[parent[rows]] ^ flips[move[rows]]
        sig = kc[rows].astype(np.uint64) * _MULT[8] + npar.astype(np.uint64) * _MULT[9]
        for k in range(8):
            sig += kt[k, rows].astype(np.uint64) * _MULT[k]
        order = np.argsort(full[rows], kind='stable')
        _, first = np.unique(sig[order], return_index=True)
        keep = order[first]
        if len(keep) > width:
            keep = keep[np.argpartition(full[rows][keep], width)[:width]]
        keep = keep[full[rows][keep] < PAST]
        if not len(keep):
            break
        npar = npar[keep]
        keep = rows[keep]
        tri, cen, spent, prev, par, eh = kt[:, keep], kc[keep], ncost[keep], move[keep], npar, keh[keep]
        root = root[parent[keep]]
        history.append((parent[keep], move[keep]))
    done.sort(key=lambda d: d[0])
    kept = [d for d in done if d[0] <= done[0][0] + slack]
    paths = {}
    for at in {d[2] for d in kept}:                      # every end found at one depth walked back at once
        rows = [d[3] for d in kept if d[2] == at]
        paths.update(zip(((at, r) for r in rows), g3.walk_back_all(history[:at], np.array(rows), s.moves)))
    return [(cost, start, paths[at, r]) for cost, start, at, r in kept]
