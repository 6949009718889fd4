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

from .nxn_comms import FACE_AXIS, centre_mask, slice_move
from .nxn_stickers import seq_gather
from .nxn_widen import obtm, widened
from .nxn_wings import wing_facelets

#: Ring faces in turning order around each axis (x: U F D B; y: F R B L; z: U R D L).
_RING = {0: 'UFDB', 1: 'FRBL', 2: 'URDL'}
BLOCK_LIMIT = 8       # above this size: single-slice S, 3-move X, no look-ahead (time, memory)


def _outer_parts(axis: int, long: bool = True) -> list[list[Move]]:
    """X candidates: Q V Q' and the flip Q V Q' Q2 Q' Q2' Q, with Q, Q2
    neighbouring ring faces and V a face on the slice axis."""
    ring = _RING[axis]
    caps = [f for f in 'URFDLB' if FACE_AXIS[f] == axis]
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
        self.moves, gathers, self.blocks = [], [], []
        for axis in range(3):
            parts = _outer_parts(axis, long=n <= BLOCK_LIMIT)
            for lo, hi in blocks:
                for s in (1, -1):
                    narrow = slice_move(n, axis, lo, hi, s)
                    # The block widened to take its face along (Rw for 2R) costs
                    # half in OBTM and brings other outer edges into the slice.
                    for S in filter(None, (narrow, widened(n, narrow))):
                        for x in parts:
                            seq = [S] + x + [S.inverse()]
                            g = seq_gather(n, seq)
                            if (face[g[centres]] != face[centres]).any():
                                continue
                            self.moves.append(seq)
                            self.blocks.append((lo, hi))
                            gathers.append(g[self.wing_idx])
        self.gather = np.array(gathers, dtype=np.int32)
        self.cost = np.array([obtm(m) for m in self.moves], dtype=np.float64)

    def within(self, ts) -> np.ndarray:
        """Indices of the macros whose slices all lie in layers ts (all if None)."""
        if ts is None:
            return np.arange(len(self.moves))
        allowed = set(ts)
        return np.array([i for i, (lo, hi) in enumerate(self.blocks)
                         if all(t in allowed for t in range(lo, hi + 1))], dtype=np.int64)


@lru_cache(maxsize=4)
def flip_macros(n: int) -> FlipMacros:
    return FlipMacros(n)
