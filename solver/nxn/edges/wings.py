"""Wing commutators of the n-cube: the [A_t, P' Q P] that 3-cycle wings and nothing else.

A wing is one piece of a composite edge, named by its edge slot (0..11) and
its coordinate t (1..n-2) along that edge. [A_t, P' Q P] with A_t the single
inner slice at t, P an outer face across the slice and Q an outer face
parallel to it moves exactly three wings and nothing else (the supports meet
only in wings), so pairing can cycle wings without touching solved centres.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER
from model.stickers import seq_gather

from ...deadline import stop_if_late
from ..layers import layer_runs, slice_move, widened
from ..pieces import wing_facelets


@dataclass(frozen=True)
class WingShape:
    axis: int
    s: int
    p_face: str
    p: int
    q_face: str
    q: int

    def moves(self, n: int, t: int) -> list[Move]:
        a = slice_move(n, self.axis, t, t, self.s)
        y = [Move(self.p_face, 1, 1, -self.p), Move(self.q_face, 1, 1, self.q), Move(self.p_face, 1, 1, self.p)]
        return [a] + y + [a.inverse()] + [m.inverse() for m in reversed(y)]

    def block_moves(self, n: int, layers) -> list[Move]:
        """The same commutator with the slices at every layer in `layers`
        turned together (one Move per run of neighbouring layers)."""
        a = [slice_move(n, self.axis, lo, hi, self.s) for lo, hi in layer_runs(sorted(layers))]
        y = [Move(self.p_face, 1, 1, -self.p), Move(self.q_face, 1, 1, self.q), Move(self.p_face, 1, 1, self.p)]
        return a + y + [m.inverse() for m in a] + [m.inverse() for m in reversed(y)]

    def cost(self, n: int, layers) -> int:
        """OBTM of block_moves as played: a slice block next to a face is
        widened (layers.widened), which keeps the wing cycle unless Q turns that
        very face; Y is three outer turns."""
        total = 6
        for lo, hi in layer_runs(sorted(layers)):
            wide = widened(n, slice_move(n, self.axis, lo, hi, self.s))
            total += 2 if wide is not None and wide.face != self.q_face else 4
        return total


class WingCycles:
    """Every wing 3-cycle commutator of the n-cube, with the facelets it moves.

    For candidate i: moves[i] plays it; dst[i], src[i] (6 facelets each):
    after it, colors[dst] = old colors[src]."""

    def __init__(self, n: int):
        self.n = n
        W = self.W = wing_facelets(n)
        wing_of = np.full(6 * n * n, -1, dtype=np.int64)
        for e in range(12):
            for t in range(1, n - 1):
                wing_of[W[e, t]] = e * n + t
        self.wing_of = wing_of
        shapes = [WingShape(axis, s, pf, p, qf, q)
                  for axis in range(3) for s in (1, -1)
                  for pf in FACE_ORDER if FACE_AXIS[pf] != axis for p in (1, -1)
                  for qf in FACE_ORDER if FACE_AXIS[qf] == axis for q in (1, -1, 2)]
        layers = [t for t in range(1, n - 1) if 2 * t != n - 1]
        ident = np.arange(6 * n * n)
        self.items, dst, src, cost = [], [], [], []
        for shape in shapes:
            stop_if_late()
            for t in layers:
                g = seq_gather(n, shape.moves(n, t))
                moved = np.nonzero(g != ident)[0]
                if len(moved) != 6 or (wing_of[moved] < 0).any():
                    continue
                self.items.append((shape, t))
                cost.append(shape.cost(n, [t]))
                dst.append(moved)
                src.append(g[moved])
        self.dst = np.array(dst)
        self.src = np.array(src)
        self.cost = np.array(cost, dtype=np.float64)

    def moves(self, i: int) -> list[Move]:
        shape, t = self.items[i]
        return shape.moves(self.n, t)

    def restricted(self, ts) -> WingCycles:
        """The commutators moving only wings at coordinates in ts (all if None)."""
        if ts is None:
            return self
        keep = np.isin(self.wing_of[self.dst] % self.n, list(ts)).all(axis=1)
        new = WingCycles.__new__(WingCycles)
        new.n, new.W, new.wing_of = self.n, self.W, self.wing_of
        new.items = [item for item, k in zip(self.items, keep) if k]
        new.dst, new.src, new.cost = self.dst[keep], self.src[keep], self.cost[keep]
        return new


@lru_cache(maxsize=8)
def wing_cycles(n: int) -> WingCycles:
    return WingCycles(n)
