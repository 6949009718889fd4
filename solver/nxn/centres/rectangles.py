"""Scoring centre commutators on a colour array: which rectangle, cell or scattered block gains most.

Every commutator of comms.py moves the pieces of a rectangle L x M of
(slice, slice) cells; what it gains is the sum over those cells of the
pieces it brings home minus those it takes away, each weighted by what
fixing it late would cost (piece_weights). Summing cell gains over
rectangles with prefix sums finds the best rectangle per OBTM move for
every shape at once.
"""
from __future__ import annotations

import numpy as np

from model import Move

from ..layers import layer_runs
from .comms import centre_cycles, comm_cost, comm_moves
from .mixed import mixed_moves, mixed_scattered
from .tuning import BATCH_FROM, MAX_BLOCK, SCATTER_ROUNDS, SHORT_BLOCK_LIMIT, WIDEN_SCATTERED
from .widen import widen


def piece_weights(n: int) -> np.ndarray:
    """Per facelet, what fixing a centre piece there costs late: half the
    OBTM length of the commutator for its cell (4 when both its rows are
    next to a face, up to 6 when neither is). Gains are weighted by it, so
    the cheap early moves go to the pieces that are dear to fix at the end."""
    r, c = np.indices((n, n))
    cost_r = np.where((r == 1) | (r == n - 2), 1, 2)
    cost_c = np.where((c == 1) | (c == n - 2), 1, 2)
    return np.tile((2 + cost_r + cost_c).ravel(), 6).astype(np.int64)


class Rectangles:
    """Commutator scoring for one n-cube and one target colouring.

    `target` gives each facelet's colour when solved (-1 off the centres);
    gains are weighted by `weight` (piece_weights); with `halves` the
    shapes include the half-turn ones (comms.CentreCycles)."""

    def __init__(self, n: int, target: np.ndarray, weight: np.ndarray, halves: bool = False):
        self.n, self.k = n, n - 2
        self.target = target
        self.cycles = centre_cycles(n, halves)
        self.cell_weight = weight[self.cycles.dst[..., 0]]          # (C, l, m)
        # gains and their rectangle sums in 16 bits where they fit (twice the
        # most a rectangle can gain, 3 pieces a cell at weight 6): faster scans
        self.sums = np.int16 if 2 * 18 * self.k * self.k < 2 ** 15 else np.int32
        self.cell_weight_sums = self.cell_weight.astype(self.sums)
        k = self.k
        longest = k if n <= SHORT_BLOCK_LIMIT else MAX_BLOCK
        # cross-axis shapes (comms.CROSS_PICK) only in lines: rectangles and
        # scattered blocks may span their cells next to a face, left out
        self.plain = np.array([shape.axis_m is None for shape in self.cycles.shapes])
        self.intervals = np.array([(a, b) for a in range(k) for b in range(a + 1, min(a + longest, k) + 1)])

    def cell_gains(self, colors: np.ndarray, target=None) -> np.ndarray:
        """(..., C, l, m) weighted gain of each single-cell commutator."""
        cy = self.cycles
        t = (self.target if target is None else target)[cy.dst]
        now = (colors[..., cy.src] == t).view(np.int8) - (colors[..., cy.dst] == t).view(np.int8)
        gain = (now[..., 0] + now[..., 1] + now[..., 2]).astype(self.sums)     # -3..3
        return np.where(cy.valid, gain * self.cell_weight_sums, 0)

    def best(self, colors: np.ndarray, target=None):
        """(gain, shape index, L interval, M interval) of the rectangle with
        the best gain per OBTM move (blocks next to a face cost half)."""
        return self.best_of(colors[None], target)[0]

    def best_of(self, colorings: np.ndarray, target=None) -> list:
        """best for each row of `colorings` (T, F), scored together.

        For every shape and slice block M, the best block L left or right of
        M is a maximum-sum run over L's column sums, and the best L touching
        a face a best prefix or suffix: O(k) per (shape, M)."""
        return self.best_of_gains(self.cell_gains(colorings, target))

    def best_of_gains(self, gains: np.ndarray, shapes: np.ndarray | None = None) -> list:
        """best_of from cell gains (T, C', l, m) already counted; `shapes`:
        the shape index of each of the C' (default every shape). Shapes
        left out must have no cell that gains: they cannot hold the best."""
        T, C, k = gains.shape[0], gains.shape[1], self.k
        plain = self.plain if shapes is None else self.plain[shapes]
        if not plain.all():
            gains = np.where(plain[:, None, None], gains, 0)
        if C == 0:
            return [(0, 0, self.intervals[0], self.intervals[0])] * T
        a, b = self.intervals[:, 0], self.intervals[:, 1]
        s = np.zeros((T, C, k, k + 1), dtype=self.sums)
        s[..., 1:] = gains.cumsum(axis=-1, dtype=self.sums)
        cols = s[..., b] - s[..., a]                                 # (T, C, l, M)
        # prefix sums over l, l first: the scans then run over whole slabs
        p = np.zeros((k + 1, T, C, len(a)), dtype=self.sums)
        p[1:] = cols.transpose(2, 0, 1, 3).cumsum(axis=0, dtype=self.sums)
        left = _running(np.maximum, p - _running(np.minimum, p))
        rev_max = _running(np.maximum, p, reverse=True)
        right = _running(np.maximum, rev_max - p, reverse=True)
        rows = np.arange(len(a))
        anywhere = np.maximum(left[a, :, :, rows], right[b, :, :, rows]).transpose(1, 2, 0)   # (T, C, M)
        rev_min = _running(np.minimum, p, reverse=True)
        touching = np.maximum(_running(np.maximum, p)[a, :, :, rows],
                              p[k].transpose(2, 0, 1) - rev_min[b, :, :, rows]).transpose(1, 2, 0)
        m_cost = np.where((a == 0) | (b == k), 1, 2)                 # block_cost of M
        # comm_cost: 4 + 2 * (L's block cost, 1 touching a face else 2) + 2 * M's
        value = np.maximum(touching / (6 + 2 * m_cost), anywhere / (8 + 2 * m_cost))
        best_at = value.reshape(T, -1).argmax(axis=1)
        out = []
        for t in range(T):
            c, mi = divmod(int(best_at[t]), len(a))
            shape = c if shapes is None else int(shapes[c])
            if anywhere[t, c, mi] <= 0:
                out.append((0, shape, self.intervals[0], self.intervals[0]))
                continue
            lo, hi = a[mi], b[mi]
            edge = touching[t, c, mi] / (6 + 2 * m_cost[mi]) >= anywhere[t, c, mi] / (8 + 2 * m_cost[mi])
            best = int(touching[t, c, mi] if edge else anywhere[t, c, mi])
            out.append(self._find_l(p[:, t, c, mi], best, edge, lo, hi, shape, mi))
        return out

    def _find_l(self, pm, best, edge, lo, hi, c, mi):
        k = self.k
        for la in range(k):
            for lb in range(la + 1, k + 1):
                if edge and la != 0 and lb != k:
                    continue
                if (lb <= lo or la >= hi) and pm[lb] - pm[la] == best:
                    return best, c, np.array([la, lb]), self.intervals[mi]
        raise AssertionError("best rectangle not found")

    def cost(self, li, mi) -> int:
        """OBTM length of the rectangle commutator for intervals li, mi."""
        return comm_cost(self.n, [(li[0] + 1, li[1])], [(mi[0] + 1, mi[1])])

    def moves(self, c: int, li, mi) -> list[Move]:
        """The commutator of shape c for intervals li, mi."""
        return comm_moves(self.n, self.cycles.shapes[c], [(li[0] + 1, li[1])], [(mi[0] + 1, mi[1])])

    def stuck(self, colors: np.ndarray, target=None):
        """best for getting unstuck: on big cubes only single cells, which
        is all a swap needs and a fraction of the work."""
        if self.n < BATCH_FROM:
            return self.best(colors, target)
        return self.stuck_of(self.cell_gains(colors, target))

    def stuck_of(self, gains: np.ndarray):
        """stuck on big cubes from the cell gains already counted: the best single cell."""
        gains = np.where(self.cycles.valid, gains.astype(np.int32), -10 ** 6)
        c, l, m = np.unravel_index(int(np.argmax(gains)), gains.shape)
        return int(gains[c, l, m]), int(c), np.array([l, l + 1]), np.array([m, m + 1])

    def scattered(self, colors: np.ndarray, gains: np.ndarray | None = None):
        """(gain per move, moves) of the best commutator whose L is every
        column that gains, however scattered: one Move per run of columns,
        so big cubes fix many pieces per commutator (`gains`: colors' cell
        gains when already counted). Below BATCH_FROM, M is
        then widened the same way (every row that gains with that L), and L
        again, while the gain per move grows; from BATCH_FROM the result is
        then re-chosen by widen.widen (raw gains, every run priced)."""
        if gains is None:
            gains = self.cell_gains(colors)                         # (C, l, m)
        if not self.plain.all():
            gains = np.where(self.plain[:, None, None], gains, 0)
        C, k = gains.shape[0], self.k
        a, b = self.intervals[:, 0], self.intervals[:, 1]
        s = np.zeros((C, k + 1, k), dtype=np.int32)                # (C, m prefix, l): rows gathered whole
        np.cumsum(gains.transpose(0, 2, 1), axis=1, out=s[:, 1:])
        v = s[:, b] - s[:, a]                                       # (C, M, l)
        inside = (np.arange(k)[None, :] >= a[:, None]) & (np.arange(k)[None, :] < b[:, None])
        take = (v > 0) & ~inside[None]
        runs = take[:, :, 0].astype(np.int32) + (take[:, :, 1:] & ~take[:, :, :-1]).sum(axis=2)
        total = np.where(take, v, 0).sum(axis=2)
        edge_runs = take[:, :, 0].astype(np.int32) + take[:, :, -1]     # runs played as outer blocks
        m_cost = np.where((a == 0) | (b == k), 1, 2)
        value = total / (4 + 2 * m_cost + 2 * np.maximum(2 * runs - edge_runs, 1))
        c, mi = np.unravel_index(int(np.argmax(value)), value.shape)
        if self.n >= BATCH_FROM and self.cycles.shapes[-1].b_first:      # each l in its better direction
            mixed, take_m, back = mixed_scattered(v, inside, m_cost)
            h, hi = np.unravel_index(int(np.argmax(mixed)), mixed.shape)
            if mixed[h, hi] > max(value[c, mi], 0):
                fwd = take_m[h, hi] & ~back[h, hi]
                bwd = take_m[h, hi] & back[h, hi]
                return float(mixed[h, hi]), mixed_moves(self.n, self.cycles.shapes[h],
                                                        layer_runs((np.nonzero(fwd)[0] + 1).tolist()),
                                                        layer_runs((np.nonzero(bwd)[0] + 1).tolist()),
                                                        [(int(a[hi]) + 1, int(b[hi]))])
        if total[c, mi] <= 0:
            return 0.0, None
        l_set = take[c, mi].copy()
        m_set = inside[mi].copy()
        best = (float(value[c, mi]), l_set, m_set)
        g = gains[c]
        for _ in range(SCATTER_ROUNDS):   # M: every row that gains with L; L again
            m_set = (g[l_set].sum(axis=0) > 0) & ~l_set
            l_set = (g[:, m_set].sum(axis=1) > 0) & ~m_set
            if not l_set.any() or not m_set.any():
                break
            got = int(g[np.ix_(l_set, m_set)].sum())
            ls = layer_runs((np.nonzero(l_set)[0] + 1).tolist())
            ms = layer_runs((np.nonzero(m_set)[0] + 1).tolist())
            v = got / comm_cost(self.n, ls, ms)
            if v > best[0]:
                best = (v, l_set, m_set)
        if self.n >= BATCH_FROM and WIDEN_SCATTERED:
            wl, wm, got, moves = widen(g, self.cycles.valid[c], np.nonzero(best[1])[0].tolist(),
                                       np.nonzero(best[2])[0].tolist())
            if got > best[0] * moves:
                best = (got / moves, np.isin(np.arange(k), wl), np.isin(np.arange(k), wm))
        ls = layer_runs((np.nonzero(best[1])[0] + 1).tolist())
        ms = layer_runs((np.nonzero(best[2])[0] + 1).tolist())
        return best[0], comm_moves(self.n, self.cycles.shapes[c], ls, ms)


def _running(op, p: np.ndarray, reverse: bool = False) -> np.ndarray:
    """op.accumulate over axis 0 (from the end when `reverse`), one row at a
    time: for a few long rows this is many times faster than accumulate."""
    out = p.copy()
    rows = range(len(p) - 2, -1, -1) if reverse else range(1, len(p))
    step = 1 if reverse else -1
    for i in rows:
        op(out[i + step], p[i], out=out[i])
    return out
