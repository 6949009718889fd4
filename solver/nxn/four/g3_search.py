"""The 4x4's G3 pairing found shortest, from many separated starts at once (TPR's phase 3, in numpy).

Every start (a separated phase-2 end and its moves so far) is searched
under one bound on the whole length, raised a move at a time from the
cheapest start's lower bound: each depth expands every state still within
the bound at once, a state's lower bound being the most of the wings' exact
pairing distance (g3_pairs.py) and the centres' distance with the PLL
parity to come (g3.py's table) made even. States met twice at one depth are
kept once, with the cheapest start, and a depth keeps at most LAYER_CAP
of them, the least bounded first. The axes take each bound in turn,
the one whose last search was smallest first, and the first to reach
solved states (no PLL parity left) gives every pairing it found of that
length, as TPR's phase 3 stops at its first. A search that outgrows its
budget (or its deadline) gives up, and the caller falls back on the beam.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ...deadline import NONE, Deadline
from . import g3, g3_pairs

#: Bounds tried over the cheapest start's lower bound before giving up.
ROOM = 9
#: States the whole search may keep (over every depth, bound and axis); past
#: it the search gives up (and the caller falls back on the beam).
BUDGET = 1_500_000
#: States a depth keeps at most (those with the least moves plus lower
#: bound): past it a bound's search is a beam and may miss that bound's
#: pairings (a later bound finds them), which bounds the search's time.
LAYER_CAP = 30_000


def _key(f: np.ndarray, c: np.ndarray, p: np.ndarray, centres: int) -> np.ndarray:
    """One integer a state: the first eleven entries of f (the twelfth
    follows), the centre state (of `centres`) and the parity."""
    k = np.zeros(len(f), dtype=np.int64)
    for i in range(11):
        k = k * 12 + f[:, i]
    return (k * centres + c) * 2 + p


class _Axis:
    """One axis's starts, in axis 0's frame for the wings, and its tables."""

    def __init__(self, axis: int, fs, cens, pars, costs, pt):
        fr = pt.frame
        self.cpd = g3.tables().centre_parity[axis]
        cens, pars, costs = cens.astype(np.int64), pars.astype(np.int64), costs.astype(np.int64)
        # G3 keeps f's parity: an odd f never pairs
        live = (self.cpd[cens, pars] != g3.UNSEEN) & (g3_pairs.parity(fs) == 0)
        self.f = np.array([fr.onto_x(axis, f) for f in fs[live]], dtype=np.uint8).reshape(-1, 12)
        self.cen, self.par, self.spent = cens[live], pars[live], costs[live]
        self.root = np.flatnonzero(live)
        h = np.maximum(pt.dist[fr.index(self.f)], self.cpd[self.cen, self.par]).astype(np.int64)
        self.low_bound = int((self.spent + h).min()) if len(h) else None
        s = g3.split(axis)
        self.axis, self.moves, self.flips = axis, s.moves, s.pll_flips
        self.low, self.high = fr.moves_onto[axis]
        self.reads = _move_reads(axis)
        self.ok_after = g3.successors(s.moves, layers=True)
        t = g3.tables()
        self.cmove = t.cen[axis][2]
        self.cmove_by_move, self.cpd_flat = _centre_reads(axis)
        # the coupled table reads an edge by its own axis's indices
        self.coupled, self.back = t.coupled[axis], np.argsort(fr.onto[axis][0]).astype(np.int64)
        self.effort = 0


@lru_cache(maxsize=3)
def _centre_reads(axis: int) -> tuple[np.ndarray, np.ndarray]:
    """The centre move table a move to a row, and the centres-and-parity
    distance flat (centre * 2 + parity): one plain read each."""
    t = g3.tables()
    return np.ascontiguousarray(t.cen[axis][2].T), t.centre_parity[axis].reshape(-1)


@lru_cache(maxsize=3)
def _move_reads(axis: int) -> list[g3_pairs.MoveReads]:
    """Each of the axis's moves, as the pairing table's moved_index reads it."""
    fr = g3_pairs.frame()
    low, high = fr.moves_onto[axis]
    return [fr.move_reads(lo, hi) for lo, hi in zip(low, high)]


def pair_exact(starts: dict, budget: int = BUDGET, deadline: Deadline = NONE, layer_cap: int = LAYER_CAP):
    """Shortest G3 pairings from starts, by axis: (their wings' f in the
    axis's own frame (rows of 12), compact centre indices, PLL parities to
    come, moves spent). Every (axis, cost, start, moves) of the least cost
    found; [] when none within ROOM bounds, the budget or the deadline."""
    pt = g3_pairs.tables()
    axes = [_Axis(a, *st, pt) for a, st in starts.items()]
    axes = [x for x in axes if x.low_bound is not None]
    if not axes:
        return []
    first = min(x.low_bound for x in axes)
    left = budget
    for bound in range(first, first + ROOM):
        found = []
        for x in sorted(axes, key=lambda x: x.effort):      # the smallest search so far first
            if x.low_bound > bound:
                continue
            got = _bounded(x, bound, pt, left, deadline, layer_cap)
            if got is None:
                return found
            pairings, kept = got
            left -= kept
            x.effort = kept
            found += [(x.axis, *g) for g in pairings]
            if found:
                break
        if found:
            return found
    return []


def _bounded(x: _Axis, bound: int, pt, budget: int, deadline: Deadline, layer_cap: int):
    """(every pairing of exactly `bound` moves in all, the states kept), or
    None past `budget` states or the deadline."""
    fr = pt.frame
    f, cen, par, spent, root = x.f, x.cen, x.par, x.spent, x.root
    inv = np.argsort(f, axis=1).astype(np.uint8)
    h = np.maximum(pt.dist[fr.lookup(f, inv)], x.cpd[cen, par]).astype(np.int64)
    keep = spent + h <= bound
    f, inv, cen, par, spent, root = f[keep], inv[keep], cen[keep], par[keep], spent[keep], root[keep]
    prev = np.full(len(cen), len(x.moves))
    history, out, kept = [], [], 0
    ident = np.arange(12, dtype=np.uint8)
    while len(cen):
        solved = (spent == bound) & (x.cpd[cen, par] == 0) & (f == ident).all(axis=1)
        rows = np.flatnonzero(solved)
        if len(rows):
            paths = g3.walk_back_all(history, rows, x.moves)
            out += [(bound, int(root[r]), p) for r, p in zip(rows.tolist(), paths)]
        go = spent < bound
        if not go.any():
            break
        parts = [_children(x, j, bound, pt, f, inv, cen, par, spent, prev, go) for j in range(len(x.moves))]
        parent, move, kf, ki, kc, kp, ks, kh = (np.concatenate(p) for p in zip(*parts))
        # one copy of each state, the cheapest start's
        key = _key(kf, kc, kp, len(x.cmove))
        order = np.lexsort((ks, key))
        _, firsts = np.unique(key[order], return_index=True)
        rows = order[firsts]
        if len(rows) > layer_cap:
            rows = rows[np.argsort(ks[rows] + kh[rows], kind='stable')[:layer_cap]]
        kept += len(rows)
        if kept > budget or deadline.passed():
            return None
        history.append((parent[rows], move[rows]))
        f, inv, cen, par, spent, prev = kf[rows], ki[rows], kc[rows], kp[rows], ks[rows], move[rows]
        root = root[parent[rows]]
    return out, kept


def _children(x: _Axis, j: int, bound: int, pt, f, inv, cen, par, spent, prev, go):
    """Move j's children of the states that may take it, those within the bound
    (with their lower bounds): the centres first (one read), then the wings
    (the pairing table, read before the children are built), then the
    centres with each edge (the coupled table, twelve reads)."""
    rows = np.flatnonzero(x.ok_after[prev, j] & go)
    kc = x.cmove_by_move[j][cen[rows]]
    kp = par[rows] ^ x.flips[j]
    ks = spent[rows] + 1
    h = x.cpd_flat[kc * 2 + kp].astype(np.int64)
    ok = ks + h <= bound
    rows, kc, kp, ks, h = rows[ok], kc[ok], kp[ok], ks[ok], h[ok]
    np.maximum(h, pt.dist[pt.frame.moved_index(f, inv, rows, x.reads[j])], out=h)
    ok = ks + h <= bound
    rows, kc, kp, ks, h = rows[ok], kc[ok], kp[ok], ks[ok], h[ok]
    kf = g3_pairs.apply(f[rows], x.low[j], x.high[j])
    if len(rows):
        base = kc * 144
        worst = np.zeros(len(rows), dtype=np.uint8)
        edges = x.back[kf.T]                        # (12, N): each edge's partner, its axis's index
        for k0 in range(12):
            read = x.coupled[base + (x.back[k0] * 12 + edges[k0])]
            np.maximum(worst, read, out=worst)
        np.maximum(h, worst, out=h)
        ok = ks + worst <= bound
        rows, kf, kc, kp, ks, h = rows[ok], kf[ok], kc[ok], kp[ok], ks[ok], h[ok]
    ki = g3_pairs.apply(inv[rows], x.high[j], x.low[j])
    return rows, np.full(len(rows), j), kf, ki, kc, kp, ks, h
