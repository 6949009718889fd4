"""The exact G3 distance of a 4x4's wing pairing, over all twelve edges at once (TPR's phase-3 edge table).

With the wings separated (g3.py), which low wing each high wing will pair
with is a permutation: f[k] = the high index of the partner of the wing at
low index k, every edge paired when f is the identity. A G3 move m takes f
to H[m] f L[m]^-1 (its maps of high and low indices), always an even
permutation from the identity, so 12!/2 states. The four rotations about
the axis that keep each orbit in place (and G3's moves among themselves)
conjugate f without changing its distance: f is stored by its class under
them, told by where the four edges that no G3 axis face touches hold their
partners (one of 12*11*10*9 placements, up to rotation) and how the other
eight stand (8!/2). The table holds the distance up to DEPTH, and DEPTH + 1
(a lower bound) past it: about 60 MB for axis 0; the other two axes map
onto it by a whole-cube rotation.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import factorial
from typing import Callable

import numpy as np

from model import Move

from ...cache import TableSet
from . import g3

TABLES_NAME = 'pairs4'
TABLES_VERSION = 1
#: The distance the table is exact to (states further are marked DEPTH + 1).
DEPTH = 10
UNSEEN = 255
_PLACED = 11880                            # placements of the four middle edges' partners
_REST = factorial(8) // 2                  # the other eight, of the parity left
#: Lehmer weights of the eight's first six digits (the seventh is the parity).
_WEIGHTS = np.array([factorial(7 - i) // 2 for i in range(6)], dtype=np.int64)
#: States expanded at once while building.
CHUNK = 1 << 17


def _rotation_maps(axis: int, seq: list[Move]) -> tuple[np.ndarray, bool]:
    """(sigma, swapped): where a whole-cube rotation takes each index of axis
    0's split, from `axis`'s split, and whether it takes low wings to high."""
    src, dst = g3.split(axis), g3.split(0)
    perm = np.arange(24)
    for m in seq:
        perm = perm[g3.slot_perm(m)]
    fwd = np.empty(24, dtype=np.int64)
    fwd[perm] = np.arange(24)                  # the wing in slot s goes to slot fwd[s]
    index = np.zeros(24, dtype=np.int64)
    index[dst.low] = np.arange(12)
    index[dst.high] = np.arange(12)
    to = fwd[src.low]
    return index[to], bool(~dst.is_low[to].all())


#: Rotations taking each axis onto axis 0 (x), and axis 0's own four.
_ONTO_X = {0: [], 1: [Move('z', 1, 1, -1)], 2: [Move('y', 1, 1, 1)]}
_SYMS = ([], [Move('x', 1, 1, 2)], [Move('y', 1, 1, 2)], [Move('y', 1, 1, 2), Move('x', 1, 1, 2)])


@lru_cache(maxsize=1)
def frame() -> 'Frame':
    return Frame()


class Frame:
    """Axis 0's symmetry classes of placements and the maps that reach them."""

    def __init__(self):
        s = g3.split(0)
        sig = []
        for seq in _SYMS:
            sigma, swapped = _rotation_maps(0, seq)
            assert not swapped
            sig.append(sigma)
        self.sig = np.array(sig, dtype=np.uint8)                 # (4, 12) index maps
        self.sig_inv = np.argsort(self.sig, axis=1).astype(np.intp)
        # the middle edges: no face of axis 0 touches them (their wings stay put under its halves)
        on_axis = np.zeros(12, dtype=bool)
        for j, m in enumerate(s.moves):
            if m.end == 1 and m.face in 'RL':
                on_axis |= s.to_low[j] != np.arange(12)
        self.middle = np.flatnonzero(~on_axis)
        assert len(self.middle) == 4
        for sigma in self.sig:
            assert set(sigma[self.middle].tolist()) == set(self.middle.tolist())
        self.is_middle = ~on_axis
        rest = np.flatnonzero(on_axis)
        self.rest_rank = np.zeros(12, dtype=np.int8)            # a rest value's rank among the eight
        self.rest_rank[rest] = np.arange(8)
        self.rest = rest
        # conjugating a placement: value middle[i] at position p goes to value sigma(middle[i]) at sigma(p)
        places = _unrank_places(np.arange(_PLACED))             # (11880, 4) positions of middle[0..3]
        pos_of = {int(v): i for i, v in enumerate(self.middle)}
        conj = np.zeros((4, _PLACED), dtype=np.int64)
        for t, sigma in enumerate(self.sig):
            moved = np.zeros_like(places)
            for i, v in enumerate(self.middle):
                moved[:, pos_of[int(sigma[v])]] = sigma[places[:, i]]
            conj[t] = _rank_places(moved)
        best = conj.min(axis=0)
        reps = np.unique(best)
        self.cls = np.searchsorted(reps, best).astype(np.int32)  # a placement's class
        self.sym = conj.argmin(axis=0).astype(np.int8)           # the rotation that reaches its class's placement
        self.rep = reps                                          # each class's placement
        self.classes = len(reps)
        # rotations that keep a class's placement (beyond the identity)
        self.stab = [[t for t in range(1, 4) if conj[t, r] == r] for r in reps.tolist()]
        self.stab_mask = np.zeros((4, self.classes), dtype=bool)
        for c, ts in enumerate(self.stab):
            for t in ts:
                self.stab_mask[t, c] = True
        self.size = self.classes * _REST
        # the fast route to an index (lookup): for each placement, the positions of f
        # whose values, moved by its class's rotation, are the eight in their order
        free = np.ones((self.classes, 12), dtype=bool)
        free[np.arange(self.classes)[:, None], _unrank_places(reps)] = False
        free = np.nonzero(free)[1].reshape(self.classes, 8)             # each row ascending
        self.src = np.take_along_axis(self.sig_inv[self.sym.astype(np.int64)], free[self.cls], axis=1)
        self.val_rank = np.zeros((4, 12), dtype=np.int64)
        for t in range(4):
            self.val_rank[t] = np.where(self.is_middle[self.sig[t]], 0, self.rest_rank[self.sig[t]])
        self.head, self.tail = _half_ranks()
        # the same route's tables read by the four middle values' positions packed
        # base 12 (a placement's rank not needed), for moved_index
        placed = np.stack(np.unravel_index(np.arange(12 ** 4), (12,) * 4), axis=1)
        distinct = np.array([len(set(p)) == 4 for p in placed.tolist()])
        raw_of = np.zeros(12 ** 4, dtype=np.intp)
        raw_of[distinct] = _rank_places(placed[distinct])
        self.cls_base_at = self.cls[raw_of].astype(np.int64) * _REST
        self.sym12_at = self.sym[raw_of].astype(np.intp) * 12
        self.src_at = self.src[raw_of]
        self.onto = {a: _rotation_maps(a, _ONTO_X[a]) for a in range(3)}
        self.moves_onto = {a: _moves_onto(a, *self.onto[a]) for a in range(3)}

    # -- indices -------------------------------------------------------------------
    def index(self, f: np.ndarray) -> np.ndarray:
        """The table index of each row of f ((N, 12) uint8, axis 0's frame)."""
        return self._indices(f)[0]

    def lookup(self, f: np.ndarray, inv: np.ndarray) -> np.ndarray:
        """index(f), given f's inverse too (the search keeps both)."""
        n = len(f)
        raw = _rank_places(inv[:, self.middle].astype(np.int64))
        sym = self.sym[raw].astype(np.int64)
        flat = f.reshape(-1)[(np.arange(n, dtype=np.int64) * 12)[:, None] + self.src[raw]]
        r = self.val_rank.reshape(-1)[sym[:, None] * 12 + flat]
        a = ((r[:, 0] * 8 + r[:, 1]) * 8 + r[:, 2]) * 8 + r[:, 3]
        b = ((r[:, 4] * 8 + r[:, 5]) * 8 + r[:, 6]) * 8 + r[:, 7]
        return self.cls[raw].astype(np.int64) * _REST + (self.head[a] + self.tail[b]) // 2

    def moved_index(self, f: np.ndarray, inv: np.ndarray, rows: np.ndarray, move: 'MoveReads') -> np.ndarray:
        """index(apply(f[rows], low, high)) for one move, read from the parents'
        rows without building the children's: only the four middle values'
        positions and the eight entries the index reads are moved."""
        at = (rows * 12)[:, None]
        p = move.low[inv.reshape(-1)[at + move.middle_cols]]
        code = ((p[:, 0] * 12 + p[:, 1]) * 12 + p[:, 2]) * 12 + p[:, 3]
        vals = f.reshape(-1)[at + move.src[code]]
        r = move.val_rank[self.sym12_at[code][:, None] + vals]
        a = ((r[:, 0] * 8 + r[:, 1]) * 8 + r[:, 2]) * 8 + r[:, 3]
        b = ((r[:, 4] * 8 + r[:, 5]) * 8 + r[:, 6]) * 8 + r[:, 7]
        return self.cls_base_at[code] + (self.head[a] + self.tail[b]) // 2

    def move_reads(self, low: np.ndarray, high: np.ndarray) -> 'MoveReads':
        """What moved_index needs of one move with index maps (low, high)."""
        low_inv, high_inv = np.argsort(low), np.argsort(high)
        return MoveReads(low=low.astype(np.intp), middle_cols=high_inv[self.middle].astype(np.intp),
                         src=low_inv[self.src_at].astype(np.uint8),
                         val_rank=self.val_rank[:, high].reshape(-1))

    def _indices(self, f: np.ndarray):
        """(index, the class, the conjugated rows): the class's own rotation applied."""
        n = len(f)
        places = np.empty((n, 4), dtype=np.int64)
        for i, v in enumerate(self.middle.tolist()):
            places[:, i] = (f == v).argmax(axis=1)
        raw = _rank_places(places)
        cls, sym = self.cls[raw], self.sym[raw]
        g = self.conjugate(f, sym)
        return cls.astype(np.int64) * _REST + self._rest_index(g), cls, g

    def conjugate(self, f: np.ndarray, sym: np.ndarray) -> np.ndarray:
        """sigma f sigma^-1 for each row's rotation sym."""
        vals = self.sig[sym[:, None], f]                      # sigma(f[k]) at k
        return np.take_along_axis(vals, self.sig_inv[sym], axis=1)

    def _rest_index(self, g: np.ndarray) -> np.ndarray:
        """The eight non-middle values' order, in Lehmer rank over 2."""
        n = len(g)
        v = self.rest_rank[g[~self.is_middle[g]].reshape(n, 8)]
        out = np.zeros(n, dtype=np.int64)
        for i in range(6):
            out += (v[:, i + 1:] < v[:, i:i + 1]).sum(axis=1) * _WEIGHTS[i]
        return out

    def all_indices(self, f: np.ndarray) -> np.ndarray:
        """Every index that stands for a row's state (several where its class's
        placement is kept by a rotation): the table is filled at all of them."""
        idx, cls, g = self._indices(f)
        out = [idx]
        for t in range(1, 4):
            rows = np.flatnonzero(self.stab_mask[t, cls])
            if len(rows):
                h = self.conjugate(g[rows], np.full(len(rows), t, dtype=np.int64))
                out.append(cls[rows].astype(np.int64) * _REST + self._rest_index(h))
        return np.concatenate(out)

    def states(self, idx: np.ndarray) -> np.ndarray:
        """A state (N, 12) uint8 for each index: its class's placement, the
        eight in the order the index says, the parity made even."""
        cls, rest = idx // _REST, idx % _REST
        n = len(idx)
        places = _unrank_places(self.rep[cls])
        f = np.zeros((n, 12), dtype=np.uint8)
        f[np.arange(n)[:, None], places] = self.middle[None, :]
        order = _unrank8(rest * 2)
        free = np.ones((n, 12), dtype=bool)
        free[np.arange(n)[:, None], places] = False
        cols = np.nonzero(free)[1].reshape(n, 8)
        f[np.arange(n)[:, None], cols] = self.rest[order]
        odd = parity(f) == 1
        a, b = cols[odd, 6], cols[odd, 7]
        r = np.flatnonzero(odd)
        f[r, a], f[r, b] = f[r, b], f[r, a].copy()
        return f

    # -- other axes ------------------------------------------------------------------
    def onto_x(self, axis: int, f: np.ndarray) -> np.ndarray:
        """An axis's state f (a row of 12) in axis 0's frame."""
        sigma, swapped = self.onto[axis]
        f = np.asarray(f, dtype=np.int64)
        if swapped:
            f = np.argsort(f)                       # the high wings' partners, low indices of axis 0
        out = np.zeros(12, dtype=np.uint8)
        out[sigma] = sigma[f]
        return out


@dataclass(frozen=True)
class MoveReads:
    """One move's maps as Frame.moved_index reads them: low (where a low
    index goes), the parents' inverse columns that become the middle values'
    positions, the eight positions read for each placement (packed base 12)
    in the parent's frame, and the value ranks with the high map folded in."""
    low: np.ndarray
    middle_cols: np.ndarray
    src: np.ndarray
    val_rank: np.ndarray


def _moves_onto(axis: int, sigma: np.ndarray, swapped: bool) -> tuple[np.ndarray, np.ndarray]:
    """(low maps, high maps) (moves, 12) of axis 0 acting as each of `axis`'s
    G3 moves acts, once its states are in axis 0's frame."""
    src, dst = g3.split(axis), g3.split(0)
    lows, highs = [], []
    inv = np.argsort(sigma)
    for j in range(len(src.moves)):
        lo = sigma[src.to_low[j][inv]]                 # sigma L sigma^-1
        hi = sigma[src.to_high[j][inv]]
        if swapped:
            lo, hi = hi, lo
        match = [k for k in range(len(dst.moves))
                 if (dst.to_low[k] == lo).all() and (dst.to_high[k] == hi).all()]
        assert len(match) == 1, (axis, j)
        lows.append(dst.to_low[match[0]])
        highs.append(dst.to_high[match[0]])
    return np.array(lows), np.array(highs)


def apply(f: np.ndarray, low: np.ndarray, high: np.ndarray) -> np.ndarray:
    """f after a move with index maps (low, high): f'[low[k]] = high[f[k]]."""
    out = np.empty_like(f)
    out[:, low] = high.astype(np.uint8)[f]
    return out


def _half_ranks() -> tuple[np.ndarray, np.ndarray]:
    """Lehmer rank of an order of 0..7 as head[first four packed base 8] +
    tail[last four packed]: the first four's digits depend on them alone, the
    last four's on their order among themselves."""
    v = np.arange(4096)
    d = np.stack([v >> 9, v >> 6 & 7, v >> 3 & 7, v & 7], axis=1)
    head = np.zeros(4096, dtype=np.int64)
    tail = np.zeros(4096, dtype=np.int64)
    for i in range(4):
        head += (d[:, i] - (d[:, :i] < d[:, i:i + 1]).sum(axis=1)) * factorial(7 - i)
        tail += (d[:, i + 1:] < d[:, i:i + 1]).sum(axis=1) * factorial(3 - i)
    return head, tail


def _rank_places(p: np.ndarray) -> np.ndarray:
    a, b, c, d = p[:, 0], p[:, 1], p[:, 2], p[:, 3]
    b2 = b - (b > a)
    c2 = c - (c > a) - (c > b)
    d2 = d - (d > a) - (d > b) - (d > c)
    return ((a * 11 + b2) * 10 + c2) * 9 + d2


def _unrank_places(r: np.ndarray) -> np.ndarray:
    r = np.asarray(r, dtype=np.int64)
    digits = [r // 990, r // 90 % 11, r // 9 % 10, r % 9]
    out = np.zeros((len(r), 4), dtype=np.int64)
    taken = np.zeros((len(r), 12), dtype=bool)
    for i, d in enumerate(digits):
        # the d-th free position
        free_rank = np.cumsum(~taken, axis=1) - 1
        pos = np.argmax((free_rank == d[:, None]) & ~taken, axis=1)
        out[:, i] = pos
        taken[np.arange(len(r)), pos] = True
    return out


def _unrank8(r: np.ndarray) -> np.ndarray:
    """Permutations of 0..7 from Lehmer ranks."""
    n = len(r)
    digits = np.zeros((n, 8), dtype=np.int64)
    rem = r.copy()
    for i in range(8):
        w = factorial(7 - i)
        digits[:, i] = rem // w
        rem = rem % w
    out = np.zeros((n, 8), dtype=np.int64)
    taken = np.zeros((n, 8), dtype=bool)
    for i in range(8):
        free_rank = np.cumsum(~taken, axis=1) - 1
        pos = np.argmax((free_rank == digits[:, i:i + 1]) & ~taken, axis=1)
        out[:, i] = pos
        taken[np.arange(n), pos] = True
    return out


def parity(f: np.ndarray) -> np.ndarray:
    """Each row's permutation parity."""
    inv = np.zeros(len(f), dtype=np.int64)
    for i in range(11):
        inv += (f[:, i + 1:] < f[:, i:i + 1]).sum(axis=1)
    return inv & 1


def build(progress: Callable[[float], None] | None = None) -> dict[str, np.ndarray]:
    """Breadth first from the identity, every index of a state filled."""
    report = progress or (lambda _: None)
    fr = frame()
    s = g3.split(0)
    dist = np.full(fr.size, UNSEEN, dtype=np.uint8)
    start = fr.all_indices(np.arange(12, dtype=np.uint8)[None, :])
    dist[start] = 0
    front = np.unique(start)
    # the share of the build each depth takes grows about 11-fold a depth
    weight = np.array([11.0 ** d for d in range(DEPTH)])
    share = np.cumsum(weight) / weight.sum()
    for depth in range(DEPTH):
        found = []
        last = depth == DEPTH - 1                # the last depth's states are not walked on
        for at in range(0, len(front), CHUNK):
            f = fr.states(front[at:at + CHUNK])
            for j in range(len(s.moves)):
                idx = fr.all_indices(apply(f, s.to_low[j], s.to_high[j]))
                idx = idx[dist[idx] == UNSEEN]
                dist[idx] = depth + 1
                if not last:
                    found.append(idx)
            report(float(share[depth - 1] if depth else 0) + (share[depth] - (share[depth - 1] if depth else 0))
                   * min(1.0, (at + CHUNK) / len(front)))
        front = np.unique(np.concatenate(found)) if found else np.zeros(0, dtype=np.int64)
    dist[dist == UNSEEN] = DEPTH + 1
    return {'dist': dist}


class Tables:
    def __init__(self, arrays: dict[str, np.ndarray]):
        self.dist = np.asarray(arrays['dist'])       # a plain view: indexing a memmap costs more
        self.frame = frame()


tables = TableSet(TABLES_NAME, TABLES_VERSION, build, Tables)
