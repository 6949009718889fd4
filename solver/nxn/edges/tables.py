"""The pairer's candidates laid out for scoring: wing commutators and flip macros as index tables.

The greedy pairer scores every candidate from one colour array per step, so
each candidate's facelets are precomputed per size and set of wing layers:
which edge, coordinate and side each moved facelet is (CycleTable), and for
the flip macros which facelet each edge's wing comes from (MacroTable).
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ..pieces import reference_t
from .flips import flip_macros
from .wings import wing_cycles


class CycleTable:
    """The wing commutators moving only layers ts, with per moved facelet
    (K, 6): its edge e, coordinate t, side (which facelet of the wing) and
    partner (the column of the wing's other facelet). `whole` lists those
    that move a reference wing, scored edge by edge (edges, slot)."""

    def __init__(self, n: int, ts):
        wc = self.cycles = wing_cycles(n).restricted(ts)
        e = self.e = wc.wing_of[wc.dst] // n
        self.t = wc.wing_of[wc.dst] % n
        self.side = (wc.W[e, self.t, 1] == wc.dst).astype(np.int64)
        same = wc.wing_of[wc.dst][:, :, None] == wc.wing_of[wc.dst][:, None, :]
        same[:, np.arange(6), np.arange(6)] = False
        self.partner = same.argmax(axis=2)
        self.whole = np.nonzero((self.t == reference_t(n)).any(axis=1))[0]
        self.edges = np.full((len(self.whole), 3), 12, dtype=np.int64)   # 12 = padding row
        self.slot = np.zeros((len(self.whole), 6), dtype=np.int64)
        for row, i in enumerate(self.whole):
            uniq = list(dict.fromkeys(e[i].tolist()))
            self.edges[row, :len(uniq)] = uniq
            self.slot[row] = [uniq.index(x) for x in e[i]]
        self.shapes = list(dict.fromkeys(shape for shape, _ in wc.items))
        index = {shape: i for i, shape in enumerate(self.shapes)}
        self.shape_of = np.array([index[shape] for shape, _ in wc.items])
        self.layer_of = np.array([t for _, t in wc.items])


def wing_mates(n: int, ts, mates=()) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """By coordinate: the wing each is paired with (the reference, or with
    `mates` ((t, u) pairs) its partner), whether it is counted (each pair
    once), and whether its moves count (either wing of a pair)."""
    mate, counted = np.full(n, reference_t(n)), np.zeros(n, dtype=bool)
    if not mates:
        counted[list(ts) if ts is not None else slice(1, n - 1)] = True
        counted[reference_t(n)] = False
        return mate, counted, counted
    for t, u in mates:
        mate[t], mate[u] = u, t
        counted[t] = True
    return mate, counted, counted | counted[mate]


@lru_cache(maxsize=8)
def cycle_table(n: int, ts) -> CycleTable:
    return CycleTable(n, ts)


class MacroTable:
    """The flip macros whose slices lie in layers ts, laid out for scoring:
    rows[r] holds, 16 columns a macro (12 edges, then padding), the facelet
    each edge's wing at coordinate coords[r] comes from (reference first;
    with `mates`, each pair's two wings in turn: t, u, t, u, ...)."""

    def __init__(self, n: int, ts, free, mates=()):
        macros = flip_macros(n)
        keep = macros.within(ts, free)
        self.moves = [macros.moves[i] for i in keep]
        self.slices = [macros.slices[i] for i in keep]
        self.cost = macros.cost[keep]
        gather = macros.gather[keep]
        # Macros move whole wings, so a facelet's partner (the wing's other
        # facelet) is the same in every macro.
        self.partner = np.arange(6 * n * n)
        self.partner[gather[:, 0::2]] = gather[:, 1::2]
        ref = reference_t(n)
        coords = [ref] + [t for t in (ts if ts is not None else range(1, n - 1)) if t != ref]
        if mates:
            coords = [t for pair in mates for t in pair]
        first = gather[:, 0::2].reshape(len(keep), 12, n - 2)[:, :, np.array(coords) - 1]
        rows = np.empty((len(coords), len(keep), 16), dtype=np.int64)   # intp gathers fastest
        rows[:, :, :12] = first.transpose(2, 0, 1)
        first, other = (slice(0, None, 2), slice(1, None, 2)) if mates else (slice(0, 1), slice(1, None))
        rows[first, :, 12:] = 6 * n * n                   # padding that never pairs
        rows[other, :, 12:] = 6 * n * n + 1
        self.rows = rows.reshape(len(coords), -1)
        # Macros of one S lie together: S X1 X2 S' is (S X1 S')(S X2 S')
        # without S' S, so the others of its span extend one while S is out.
        self.groups = {}
        for j, S in enumerate(self.slices):
            lo, _ = self.groups.get(S, (j, j))
            self.groups[S] = (lo, j + 1)


@lru_cache(maxsize=8)
def macro_table(n: int, ts, free, mates=()) -> MacroTable:
    return MacroTable(n, ts, free, mates)
