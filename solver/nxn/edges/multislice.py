"""Slice-flip-slice with many slices at once: S X S' where S turns any set of layers.

With X a 3-move outer part (Q V Q', flips.py) that swaps one edge of the
ring out, each slice layer's wings go their own way: a wing leaving the
ring was turned by its own layer's slice only, one entering it is turned
back by its own layer only, and the reference wings (whose layers never
turn) move with X alone, which moves whole edges and so pairs nothing by
itself. So the pairs S X S' gains are the sum over its layers of what each
layer's single-slice macro gains, and on a big cube one X can carry the
gains of many layers: its cost is 3 + twice the outer block turns that
turn the layers as chosen (one per layer boundary where the turn changes).
For each X a dynamic programme over the layers picks the turn of each
(none, quarter either way, half) with the most pairs per move, the edge
analogue of the centres' line commutators.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.blocks import rewrite_runs
from model.stickers import move_gather, seq_gather

from ..layers import slice_move
from ..pieces import reference_t, wing_facelets
from .flips import _outer_parts

#: Slice turns tried per layer, as quarter turns about the + face (3 = -1).
_QUARTERS = (1, 2, 3)
#: Dinkelbach rounds at most for the best ratio (it converges in 2-4).
_ROUNDS = 8


class MultiSlice:
    """Per (axis, X, layer, turn): the counted wing positions the slice
    changes against X alone, as facelet indices (one facelet a wing):
    after[k] the facelet the wing there comes from, ref[k] the facelet its
    reference wing comes from (X alone), before[k] where it comes from
    under X alone. Padding points past the colour array."""

    def __init__(self, n: int, ts, free=()):
        self.n = n
        W = wing_facelets(n)
        ref = reference_t(n)
        wanted = set(range(1, n - 1)) if ts is None else set(ts) | set(free)
        counted = set(range(1, n - 1)) if ts is None else set(ts)
        counted -= {ref}
        self.layers = sorted(wanted - {ref, n - 1 - ref})
        pos = np.array([W[e, t, 0] for e in range(12) for t in sorted(counted)], dtype=np.int64)
        refs = np.array([W[e, ref, 0] for e in range(12) for t in sorted(counted)], dtype=np.int64)
        size = 6 * n * n
        self.xs: list[tuple[int, list[Move]]] = []
        after, before, refer = [], [], []
        for axis in range(3):
            for x in _outer_parts(axis, long=False):
                self.xs.append((axis, x))
                gx = seq_gather(n, x)
                bx, rx = gx[pos], gx[refs]
                for t in self.layers:
                    for q in _QUARTERS:
                        s = slice_move(n, axis, t, t, q if q != 3 else -1)
                        g = move_gather(n, s)[gx[move_gather(n, s.inverse())[pos]]]
                        changed = np.nonzero(g != bx)[0]
                        after.append(g[changed])
                        before.append(bx[changed])
                        refer.append(rx[changed])
        width = max(len(a) for a in after)
        shape = (len(self.xs), len(self.layers), len(_QUARTERS), width)

        def pad(rows, fill):
            out = np.full((len(rows), width), fill, dtype=np.int64)
            for i, r in enumerate(rows):
                out[i, :len(r)] = r
            return out.reshape(shape)

        self.after, self.before, self.refer = pad(after, size), pad(before, size), pad(refer, size + 1)
        self.coord = np.array(self.layers)
        self.partner = np.arange(size)
        self.partner[W[:, 1:n - 1, 0]] = W[:, 1:n - 1, 1]
        self.partner[W[:, 1:n - 1, 1]] = W[:, 1:n - 1, 0]

    def gains(self, colors: np.ndarray) -> np.ndarray:
        """(X, layer, turn) pairs gained."""
        packed = np.empty(len(colors) + 2, dtype=np.int16)
        packed[:-2] = colors.astype(np.int16) * 8 + colors[self.partner]
        packed[-2:] = (-1, -2)
        ref = packed[self.refer]
        return ((packed[self.after] == ref).sum(axis=-1, dtype=np.int64)
                - (packed[self.before] == ref).sum(axis=-1, dtype=np.int64))

    def best(self, colors: np.ndarray, floor: float = 0.0):
        """(pairs per move, moves) of the best multi-slice S X S' beating
        `floor`, or (floor, None)."""
        return self.plan(colors, floor)[:2]

    def plan(self, colors: np.ndarray, floor: float = 0.0):
        """(pairs per move, moves, pairs gained, OBTM) of the best multi-slice
        S X S' beating `floor`, or (floor, None, 0, 0)."""
        gain = self.gains(colors)                # (X, L, 3)
        n = self.n
        nx, nl = gain.shape[:2]
        full = np.zeros((nx, n, 4))                       # every coordinate, turn 0..3
        full[:, :, 1:] = -1e9
        full[:, self.coord, 1:] = gain
        lam = max(floor, float(gain.max()) / 7.0 - 1e-6)
        best = (floor, None, 0, 0)
        for _ in range(_ROUNDS):
            value, turns, changes, total = _dp(full, lam)
            cost = 3 + 2 * changes
            ratio = np.where(total > 0, total / cost, 0.0)
            i = int(np.argmax(ratio))
            if ratio[i] <= lam + 1e-9:
                break
            lam = float(ratio[i])
            best = (lam, self._moves(i, turns[i]), int(total[i]), int(cost[i]))
        return best

    def _moves(self, i: int, quarters: np.ndarray) -> list[Move]:
        axis, x = self.xs[i]
        n = self.n
        s = []
        t = 0
        while t < n:
            if quarters[t] == 0:
                t += 1
                continue
            u = t
            while u + 1 < n and quarters[u + 1] == quarters[t]:
                u += 1
            q = int(quarters[t])
            s.append(slice_move(n, axis, t, u, q if q != 3 else -1))
            t = u + 1
        s = rewrite_runs(s, n)
        return s + list(x) + [m.inverse() for m in reversed(s)]


def _dp(full: np.ndarray, lam: float):
    """Per X: the layer turns (0..3 each, 0 at both faces) maximising gain
    - lam * 2 * changes: (value, turns (X, n), changes, gain)."""
    nx, n, _ = full.shape
    change = (np.arange(4)[:, None] != np.arange(4)[None, :])       # (from, to)
    penalty = 2 * lam * change
    score = np.full((nx, 4), -1e18)
    score[:, 0] = 0.0
    back = np.zeros((nx, n, 4), dtype=np.int64)
    for t in range(1, n):
        cand = score[:, :, None] - penalty[None]                 # (X, from, to)
        back[:, t] = cand.argmax(axis=1)
        score = cand.max(axis=1) + full[:, t]
    turns = np.zeros((nx, n), dtype=np.int64)
    state = np.zeros(nx, dtype=np.int64)                       # the last face: no turn
    rows = np.arange(nx)
    value = score[:, 0]
    for t in range(n - 1, 0, -1):
        turns[:, t] = state
        state = back[rows, t, state]
    changes = (turns[:, 1:] != turns[:, :-1]).sum(axis=1)
    total = np.take_along_axis(full, turns[:, :, None], axis=2)[..., 0].sum(axis=1)
    return value, turns, changes, total


@lru_cache(maxsize=4)
def multi_slice(n: int, ts, free=()) -> MultiSlice:
    return MultiSlice(n, ts, free)
