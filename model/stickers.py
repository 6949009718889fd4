"""Moves as gathers over a flat sticker-colour array: one numpy index per move.

Searches that try many moves only care about colours, so they keep a flat
array in facelet order (U R F D L B, row by row) and play a move as
`colors[move_gather(n, move)]`: after the move, facelet i shows the sticker
that was on facelet `move_gather(n, move)[i]`. The Cube stays the judge of
a finished result; this is the fast path for scorers and solvers.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from .faces import FACE_ORDER
from .geometry import geometry
from .move import Move
from .rotations import AXIS_TURN, ROTATE_DIRECTION, ROTATIONS

#: Face letters by colour index (facelet-string order), for colour arrays -> text.
FACE_BYTES = np.frombuffer(FACE_ORDER.encode('ascii'), dtype=np.uint8)


class Stickers:
    """Where each facelet of the n-cube is, and a lookup from place to index."""

    def __init__(self, n: int):
        g = geometry(n)
        self.n = n
        self.coords = g.facelet_coords                       # (6n^2, 3) layer indices
        self.dirs = g.facelet_dir                            # (6n^2,) direction index
        self.index = np.full((n, n, n, 6), -1, dtype=np.int64)
        self.index[self.coords[:, 0], self.coords[:, 1], self.coords[:, 2], self.dirs] = \
            np.arange(len(self.dirs))

    def gather(self, move: Move) -> np.ndarray:
        """Index array g with new_colors = colors[g] after `move`."""
        axis, lo, hi, q = move.turn(self.n)
        n = self.n
        src = np.arange(len(self.dirs))
        inside = np.nonzero((self.coords[:, axis] >= lo) & (self.coords[:, axis] <= hi))[0]
        r = int(AXIS_TURN[axis][q])
        pos = 2 * self.coords[inside] - (n - 1)
        new_pos = (pos @ ROTATIONS[r].T + (n - 1)) // 2
        dir_idx = ROTATE_DIRECTION[r, self.dirs[inside]]
        dst = self.index[new_pos[:, 0], new_pos[:, 1], new_pos[:, 2], dir_idx]
        gather = src.copy()
        gather[dst] = inside
        return gather


@lru_cache(maxsize=16)
def stickers(n: int) -> Stickers:
    return Stickers(n)


_GATHER_CACHE: dict[tuple[int, Move], np.ndarray] = {}
_GATHER_BUDGET = 16_000_000     # indices kept in the cache in all (128 MB)


def move_gather(n: int, move: Move) -> np.ndarray:
    """Cached gather index of one move on the n-cube. The cache keeps the moves
    used last (a big cube's solve uses a few thousand, each many times over, in
    runs: its commutators' slices, then another face's): when full, the one
    used longest ago goes."""
    key = (n, move)
    g = _GATHER_CACHE.pop(key, None)
    if g is None:
        g = stickers(n).gather(move)
        while _GATHER_CACHE and (len(_GATHER_CACHE) + 1) * 6 * n * n > _GATHER_BUDGET:
            del _GATHER_CACHE[next(iter(_GATHER_CACHE))]
    _GATHER_CACHE[key] = g                  # (the last entry: the newest)
    return g


def seq_gather(n: int, moves) -> np.ndarray:
    """One gather index for a whole move sequence."""
    g = np.arange(6 * n * n)
    for move in moves:
        g = g[move_gather(n, move)]
    return g


def facelets_after(n: int, moves) -> str:
    """Facelet string (face letters) of a solved n-cube after `moves`."""
    colors = np.repeat(np.arange(6, dtype=np.uint8), n * n)
    return FACE_BYTES[colors[seq_gather(n, moves)]].tobytes().decode('ascii')
