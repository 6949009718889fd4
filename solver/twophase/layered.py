"""The two-phase search with phase 1 walked in numpy, a batch of nodes per step: the solver's search.

search.py walks phase 1 one node at a time in Python, and nearly all of a
search's time goes there. Here each step expands a batch of phase-1
nodes of one depth, of every direction of every cube, at once: their
children by all 18 moves in a few table reads each, kept where the
phase-1 table (mod 3, read against the parent's exact distance) lets
them reach the subgroup in the moves left. The batches go depth first,
so the memory stays small and solutions come early. Each batch's phase-1
ends are screened in numpy (the phase-2 tables' bounds against the best
so far) and the few left get search.py's own phase 2, cheapest first.
Several times the nodes a second: sooner to a first solution and to a
target length, and shorter within a time limit.

The moves tried, the order rules and what counts as a solution are
search.py's, but a symmetric cube's first moves that conjugate into each
other are all tried (search.py tries one of each). Under a StepClock it
counts the nodes search.py would have looked at the clock for.
"""
from __future__ import annotations

import weakref

import numpy as np

from .cubie import N_MOVE, PHASE2_MOVES
from .pruning import BASE3_DIGIT
from .search import DIST_STEP, NEXT_PHASE1, SearchDone, TwoPhaseSearch, phase2_search

#: Most nodes expanded in one numpy step (each has 18 children): larger
#: batches cost fewer calls, smaller ones keep memory low and look at the
#: clock more often.
BATCH = 4096


def _plain(a, dtype=None) -> np.ndarray:
    """A cached table as a plain ndarray (a memmap's indexing is slow)."""
    plain = np.asarray(a).view(np.ndarray)
    return plain if dtype is None else plain.astype(dtype)


class _Arrays:
    """The tables as numpy arrays (views of the cached ones where possible),
    and the rules of search.py's move order as masks."""

    def __init__(self, a: dict):
        self.flip_move = _plain(a['flip_move'], np.int32)
        self.twist_move = _plain(a['twist_move'], np.int32)
        self.slice_move = _plain(a['slice_sorted_move'], np.int32)
        self.corners_move = _plain(a['corners_move'], np.int32)
        self.u_edges_move = _plain(a['u_edges_move'], np.int32)
        self.d_edges_move = _plain(a['d_edges_move'], np.int32)
        self.merge = _plain(a['ud_edges_from_u_and_d'], np.int32)
        # each flipslice's class's first index (under 2 ** 28) times 16 plus its symmetry: one read for both
        first = _plain(a['flipslice_class'], np.int64) * 2187
        self.fs_packed = ((first << 4) | _plain(a['flipslice_sym'], np.int64)).astype(np.uint32)
        self.slice_fs = (np.arange(11880, dtype=np.int32) // 24) * 2048
        self.twist_conj = _plain(a['twist_conj'], np.int32).ravel()
        self.p1 = _plain(a['phase1_prune'])
        self.p2 = _plain(a['phase2_prune'])
        self.co_class = _plain(a['corners_class'], np.int32)
        self.co_sym = _plain(a['corners_sym'])
        self.ud_conj = _plain(a['ud_edges_conj'], np.int32)
        self.cornslice = _plain(a['cornslice_depth'])
        self.digit = np.array(BASE3_DIGIT, dtype=np.int32)
        self.step = np.array(DIST_STEP, dtype=np.int32)
        ok = np.zeros((N_MOVE + 1, N_MOVE), dtype=bool)
        for prev, allowed in enumerate(NEXT_PHASE1):
            ok[prev, list(allowed)] = True
        self.ok = ok
        self.leaves = np.ones(N_MOVE, dtype=bool)      # moves that can leave the subgroup
        self.leaves[list(PHASE2_MOVES)] = False

    def phase1_distance(self, dist: np.ndarray, flip: np.ndarray, twist: np.ndarray,
                        slc: np.ndarray) -> np.ndarray:
        """Exact phase-1 distances of children whose parents are `dist` away."""
        packed = self.fs_packed[self.slice_fs[slc] + flip]
        idx = (packed >> 4) + self.twist_conj[(twist << 4) + (packed & 15)]
        return self.step[3 * dist + self.digit[(self.p1[idx // 5].astype(np.int32) << 3) + idx % 5]]

    def phase2_bound(self, corners: np.ndarray, ud: np.ndarray) -> np.ndarray:
        """Lower bounds on phase 2's length (the corners-edges table)."""
        idx = 40320 * self.co_class[corners].astype(np.int64) + self.ud_conj[ud, self.co_sym[corners]]
        return (self.p2[idx >> 1] >> ((idx & 1) << 2)) & 15


_arrays: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def arrays_of(tables) -> _Arrays:
    """The numpy tables of a loaded Tables (made once per Tables)."""
    found = _arrays.get(tables)
    if found is None:
        found = _arrays[tables] = _Arrays(tables.arrays)
    return found


class LayeredSearch(TwoPhaseSearch):
    """TwoPhaseSearch with phase 1 expanded in numpy batches: the same kind
    of answers, several times the nodes a second."""

    def run(self) -> None:
        self.arrays = arrays_of(self.t)
        super().run()

    def _search_depth(self, roots: list[tuple], depth1: int) -> None:
        """Every phase-1 solution of exactly depth1 moves, of all the roots
        that can still beat the best at once."""
        live = [r for r in roots if r[0] <= depth1 and depth1 + r[-1] + self.min_room < self.best_len]
        if live:
            self._phase1(live, depth1)

    def _phase1(self, roots: list[tuple], depth1: int) -> None:
        """Every phase-1 solution of exactly depth1 moves from these roots,
        each handed to phase 2 (best first), batch by batch."""
        a = self.arrays
        col = list(zip(*roots))
        start = (np.array(col[0], dtype=np.int32), np.array(col[3], dtype=np.int32),
                 np.array(col[4], dtype=np.int32), np.array(col[5], dtype=np.int32),
                 np.full(len(roots), N_MOVE), np.arange(len(roots)),
                 np.zeros((len(roots), 0), dtype=np.uint8))
        table = np.array([r[6:9] + r[11:] for r in roots], dtype=np.int64)   # corners, u, d edges, offset
        stack = [start]
        advance = getattr(self.clock, 'advance', None)
        while stack:
            dist, flip, twist, slc, prev, root, path = stack.pop()
            togo = depth1 - path.shape[1]
            if togo == 0:
                self._ends(roots, table[root], root, path, slc)
                continue
            if advance is not None and togo > 3:
                advance(len(dist) - 1)                      # search.py looks once a node here
            if self.best is not None and self.clock() > self.deadline:
                raise SearchDone
            ok = a.ok[prev]
            if togo < 5:
                ok = ok & (a.leaves | (dist != 0)[:, None])   # in the subgroup: leave it, or wait
            if togo == 1:
                ok = ok & a.leaves
            f2 = a.flip_move[flip]                                   # (nodes, 18): every move's child
            t2 = a.twist_move[twist]
            s2 = a.slice_move[slc]
            d2 = a.phase1_distance(dist[:, None], f2, t2, s2)
            keep = ok & ((d2 == 1) if togo == 2 else (d2 == 0) if togo == 1 else (d2 < togo))
            rows, moves = np.nonzero(keep)
            if not len(rows):
                continue
            children = (d2[rows, moves], f2[rows, moves], t2[rows, moves], s2[rows, moves],
                        moves, root[rows], np.concatenate([path[rows], moves[:, None].astype(np.uint8)], axis=1))
            for lo in reversed(range(0, len(rows), BATCH)):
                stack.append(tuple(c[lo:lo + BATCH] for c in children))

    def _ends(self, roots: list[tuple], at_root: np.ndarray, root: np.ndarray, path: np.ndarray,
              slc: np.ndarray) -> None:
        """Phase 2 from phase-1 ends (their roots' corners, u and d edges and
        offset; root index, moves, slice_sorted): those whose phase-2 bound
        still beats the best, the cheapest first."""
        a = self.arrays
        n1 = path.shape[1]
        corners, ue, de, offset = at_root.T
        for k in range(n1):
            m = path[:, k]
            corners = a.corners_move[corners, m]
            ue = a.u_edges_move[ue, m]
            de = a.d_edges_move[de, m]
        ud = a.merge[24 * ue + de % 24]
        cs = a.cornslice[24 * corners + slc].astype(np.int64)
        low = np.maximum(cs, a.phase2_bound(corners, ud).astype(np.int64))
        room = np.minimum(self.best_len - offset - n1, self.max_phase2)
        rows = np.flatnonzero(low < room)
        rows = rows[np.argsort(offset[rows] + low[rows], kind='stable')]
        path2: list[int] = []
        phase2 = phase2_search(self.t, path2)
        for r in rows.tolist():
            _, rot, inv, *_, which, off = roots[int(root[r])]
            limit = min(self.best_len - off - n1, self.max_phase2)
            path1 = path[r].tolist()
            prev = path1[-1] if path1 else N_MOVE
            co, u, s = int(corners[r]), int(ud[r]), int(slc[r])
            for togo2 in range(int(low[r]), limit):
                if phase2(co, u, s, togo2, prev):
                    self.record(path1 + path2, n1, rot, inv, which)
                    path2.clear()
                    break
