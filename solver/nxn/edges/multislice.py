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
from model.blocks import layer_turns, rewrite_runs
from model.faces import FACE_ORDER
from model.stickers import move_gather, seq_gather

from ...deadline import stop_if_late
from ..layers import slice_move
from ..pieces import reference_t, wing_facelets
from .flips import outer_parts
from .tuning import SET_UP_BELOW

#: Face turns that may go first: free, as they move whole edges.
_FACE_TURNS = [[Move(f, 1, 1, a)] for f in FACE_ORDER for a in (1, -1, 2)]
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

    def __init__(self, n: int, ts, free=(), commutators: bool = True):
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
        self.xs: list[tuple[int, list[Move], list[Move]]] = []
        after, before, refer = [], [], []
        for axis in range(3):
            for x in outer_parts(axis, long=False):
                for y in ([], [m.inverse() for m in reversed(x)]) if commutators else ([],):
                    self.xs.append((axis, x, y))
                    gx = seq_gather(n, x + y)
                    gy, gm = seq_gather(n, y), seq_gather(n, x)
                    bx, rx = gx[pos], gx[refs]
                    for t in self.layers:
                        stop_if_late()
                        for q in _QUARTERS:
                            s = slice_move(n, axis, t, t, q if q != 3 else -1)
                            g = move_gather(n, s)[gm[move_gather(n, s.inverse())[gy[pos]]]]
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
        self.xcost = np.array([len(x) + len(y) for _, x, y in self.xs], dtype=np.float64)
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

    def step(self, colors: np.ndarray, moves: list[Move], hurry: bool = False):
        """(pairs per move, moves) of the best multi-slice step after `moves`
        (their tail may merge), below SET_UP_BELOW also after a free face turn."""
        best = self.best(colors, 0.0, tail(self.n, moves))
        if best[0] < SET_UP_BELOW and not hurry:
            for turn in _FACE_TURNS:
                value, found = self.best(colors[seq_gather(self.n, turn)], best[0], tail(self.n, moves + turn), 1)
                if found is not None:
                    best = (value, turn + found)
        return best

    def best(self, colors: np.ndarray, floor: float = 0.0, tail=None, extra: int = 0):
        """(pairs per move, moves) of the best multi-slice S X S' beating
        `floor`, or (floor, None)."""
        return self.plan(colors, floor, tail, extra)[:2]

    def plan(self, colors: np.ndarray, floor: float = 0.0, tail=None, extra: int = 0):
        """(pairs per move, moves, pairs gained, OBTM) of the best multi-slice
        S X S' beating `floor`, or (floor, None, 0, 0). `tail` (axis, the
        quarter turns of layers 0..n-1 like slice_move's amounts) is the
        same-axis run the moves so far end with: an S on that axis merges
        with it, costing the boundaries where the merged run changes more
        than the run alone has (S X1 X2 S' is S X1 S' S X2 S'). `extra`:
        moves played before it, counted in its cost."""
        gain = self.gains(colors)                         # (X, L, 3)
        n = self.n
        nx = gain.shape[0]
        full = np.zeros((nx, n, 4))                       # every coordinate, turn 0..3
        full[:, :, 1:] = -1e9
        full[:, self.coord, 1:] = gain
        penalty, base = self._penalties(tail)
        lam = max(floor, float(gain.max()) / 7.0 - 1e-6)
        best = (floor, None, 0, 0)
        fixed = self.xcost - base + extra                 # no fewer boundaries than the tail's own
        # An X whose positive gains all together pair no more than lam per
        # fixed move cannot beat lam; nor, as lam only grows, one whose best
        # turns gain no more than lam per move at lam.
        keep = np.nonzero(np.maximum(gain, 0).max(axis=2).sum(axis=1) > lam * fixed)[0]
        for _ in range(_ROUNDS):
            if not len(keep):
                break
            turns, changes, total, value = _dp(full[keep], penalty[keep], lam)
            cost = fixed[keep] + changes
            ratio = np.where(total > 0, total / np.maximum(cost, 1), 0.0)
            i = int(np.argmax(ratio))
            if ratio[i] <= lam + 1e-9:
                break
            lam = float(ratio[i])
            best = (lam, self._moves(int(keep[i]), turns[i]), int(total[i]), int(cost[i]))
            keep = keep[value - lam * fixed[keep] > 1e-9]
        return best

    def _penalties(self, tail):
        """(X, n, from, to) boundary costs in OBTM before each coordinate
        (S and S' each pay one where the turn changes; on the tail's axis S
        pays where the merged run changes), and per X the tail's own. (The
        faces' turns are the tail's alone: they cost the same merged or not.)"""
        n = self.n
        change = (np.arange(4)[:, None] != np.arange(4)[None, :]).astype(np.float64)
        axes = np.array([axis for axis, _, _ in self.xs])
        penalty = np.broadcast_to(2 * change, (len(self.xs), n, 4, 4)).copy()
        base = np.zeros(len(self.xs))
        if tail is not None:
            axis, f1 = tail
            f1 = np.asarray(f1)
            a = np.arange(4)
            merged = ((a[None, :, None] + f1[:-1, None, None]) % 4
                      != (a[None, None, :] + f1[1:, None, None]) % 4)      # (n-1, from, to)
            on = axes == axis
            penalty[on, 1:] = change + merged
            base[on] = int((f1[1:] != f1[:-1]).sum())
        return penalty, base

    def _moves(self, i: int, quarters: np.ndarray) -> list[Move]:
        axis, x, y = self.xs[i]
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
        return s + list(x) + [m.inverse() for m in reversed(s)] + list(y)


def _dp(full: np.ndarray, penalty: np.ndarray, lam: float):
    """Per X: the layer turns (0..3 each, 0 at both faces) maximising gain
    less lam times the boundary costs: (turns (X, n), boundary cost, gain,
    that gain less lam times that cost)."""
    nx, n, _ = full.shape
    score = np.full((nx, 4), -1e18)
    score[:, 0] = 0.0
    back = np.zeros((nx, n, 4), dtype=np.int64)
    for t in range(1, n):
        cand = score[:, :, None] - lam * penalty[:, t]                 # (X, from, to)
        back[:, t] = cand.argmax(axis=1)
        score = cand.max(axis=1) + full[:, t]
    turns = np.zeros((nx, n), dtype=np.int64)
    state = np.zeros(nx, dtype=np.int64)                       # the last face: no turn
    rows = np.arange(nx)
    for t in range(n - 1, 0, -1):
        turns[:, t] = state
        state = back[rows, t, state]
    unit = penalty[rows[:, None], np.arange(1, n)[None], turns[:, :-1], turns[:, 1:]]
    total = np.take_along_axis(full, turns[:, :, None], axis=2)[..., 0].sum(axis=1)
    return turns, unit.sum(axis=1), total, score[:, 0]


@lru_cache(maxsize=4)
def multi_slice(n: int, ts, free=()) -> MultiSlice:
    return MultiSlice(n, ts, free)


def tail(n: int, moves: list[Move]):
    """(axis, quarter turns of layers 0..n-1 as slice_move amounts mod 4) of
    the same-axis run `moves` end with, or None."""
    if not moves:
        return None
    axis = moves[-1].turn(n).axis
    start = len(moves)
    while start and moves[start - 1].turn(n).axis == axis:
        start -= 1
    return axis, (-np.array(layer_turns(moves[start:], n))) % 4
