"""Slice-flip-slice: S X S', the cheap way to pair several wings at once.

S turns a block of inner slices, which lines wings of one edge up with
wings of another; X is a short outer sequence that swaps an edge of the
slice's ring out, turning each ring face as often one way as the other, so
S' puts every centre back. Candidates are generated for every axis and kept
only if a simulation shows the centres are untouched.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER
from model.stickers import seq_gather

from ...deadline import stop_if_late
from ..layers import slice_move, widened
from ..obtm import obtm
from ..pieces import centre_mask, wing_facelets
from .tuning import BLOCK_LIMIT, DOUBLE_SIZES

#: Ring faces in turning order around each axis (x: U F D B; y: F R B L; z: U R D L).
_RING = {0: 'UFDB', 1: 'FRBL', 2: 'URDL'}


def outer_parts(axis: int, long: bool = True) -> list[list[Move]]:
    """X candidates: Q V Q' and the flip Q V Q' Q2 Q' Q2' Q, with Q, Q2
    neighbouring ring faces and V a face on the slice axis."""
    ring = _RING[axis]
    caps = [f for f in FACE_ORDER if FACE_AXIS[f] == axis]
    out = []
    for i, q in enumerate(ring):
        for qa in (1, -1):
            Q, Qi = Move(q, 1, 1, qa), Move(q, 1, 1, -qa)
            for v in caps:
                for va in (1, -1, 2):
                    V = Move(v, 1, 1, va)
                    out.append([Q, V, Qi])
                    if not long:
                        continue
                    for q2 in (ring[(i + 1) % 4], ring[(i - 1) % 4]):
                        for fa in (1, -1):
                            F2, F2i = Move(q2, 1, 1, fa), Move(q2, 1, 1, -fa)
                            out.append([Q, V, Qi, F2, Qi, F2i, Q])
    return out


def _slice_sets(n: int, axis: int, blocks) -> list[tuple[tuple[int, ...], tuple[Move, ...]]]:
    """(layers, S) for every S: one block, or on some sizes a layer and its
    mirror (each way, as wide as they go) or the outer blocks up to them,
    widened (3Rw 3Lw'), which can pair wings of both at once. A block next
    to a face also comes widened to take the face along (Rw for 2R): half
    the OBTM, and other outer edges come into the slice."""
    def turns(lo, hi, s):
        narrow = slice_move(n, axis, lo, hi, s)
        return [m for m in (narrow, widened(n, narrow)) if m is not None]

    out = []
    for lo, hi in blocks:
        for s in (1, -1):
            out += [(tuple(range(lo, hi + 1)), (S,)) for S in turns(lo, hi, s)]
    if n in DOUBLE_SIZES:
        for t in range(1, (n - 1) // 2):
            u = n - 1 - t                                 # the mirror layer: the same wing orbit
            out += [((t, u), (turns(t, t, s1)[-1], turns(u, u, s2)[-1]))
                    for s1 in (1, -1) for s2 in (1, -1)]
            if t > 1:
                layers = tuple(range(1, t + 1)) + tuple(range(u, n - 1))
                out += [(layers, (turns(1, t, s1)[-1], turns(u, n - 2, s2)[-1]))
                        for s1 in (1, -1) for s2 in (1, -1)]
    return out


class FlipMacros:
    """Every valid S X S' of the n-cube: moves, and gathers over wing facelets."""

    def __init__(self, n: int):
        self.n = n
        W = wing_facelets(n)
        self.wing_idx = W[:, 1:n - 1, :].reshape(-1)
        centres = np.nonzero(centre_mask(n))[0]
        face = np.arange(6 * n * n) // (n * n)
        mid = (n - 1) / 2
        if n <= BLOCK_LIMIT:
            blocks = [(a, b) for a in range(1, n - 1) for b in range(a, n - 1)
                      if b < mid or a > mid]
        else:
            blocks = [(a, a) for a in range(1, n - 1) if a != mid]
        self.moves, gathers, self.blocks, self.slices = [], [], [], []
        for axis in range(3):
            parts = outer_parts(axis, long=n <= BLOCK_LIMIT)
            short = [x for x in parts if len(x) == 3]     # for two blocks: the long X paired no shorter (5-7)
            for layers, S in _slice_sets(n, axis, blocks):
                stop_if_late()
                for x in parts if len(S) == 1 else short:
                    seq = list(S) + x + [m.inverse() for m in reversed(S)]
                    g = seq_gather(n, seq)
                    if (face[g[centres]] != face[centres]).any():
                        continue
                    self.moves.append(seq)
                    self.blocks.append(layers)
                    self.slices.append(S)
                    gathers.append(g[self.wing_idx])
        self.gather = np.array(gathers, dtype=np.int32)
        self.cost = np.array([obtm(m) for m in self.moves], dtype=np.float64)

    def within(self, ts, free=()) -> np.ndarray:
        """Indices of the macros whose slices all lie in layers ts or free
        and meet ts (all if ts is None)."""
        if ts is None:
            return np.arange(len(self.moves))
        allowed, wanted = set(ts) | set(free), set(ts)
        return np.array([i for i, layers in enumerate(self.blocks)
                         if allowed.issuperset(layers) and not wanted.isdisjoint(layers)], dtype=np.int64)


@lru_cache(maxsize=4)
def flip_macros(n: int) -> FlipMacros:
    return FlipMacros(n)
