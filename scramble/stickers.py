"""Moves acting on sticker arrays: one gather per move, for scorers that try many moves."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.geometry import geometry
from model.rotations import AXIS_TURN, INVERSE, ROTATE_DIRECTION, ROTATIONS

FACE_BYTES = np.frombuffer(b'URFDLB', dtype=np.uint8)


class StickerMoves:
    """Facelet permutations of moves on the n-cube: after `move`, facelet i
    shows the sticker that was on facelet `source(move)[i]`, so
    `colors[source(move)]` is the colour array (facelet order) after it."""

    def __init__(self, n: int):
        self.n = n
        g = geometry(n)
        self._positions = 2 * g.facelet_coords - (n - 1)             # doubled, centred
        self._dirs = g.facelet_dir
        self._index = np.full((g.n_slots, 6), -1, dtype=np.int64)
        self._index[g.facelet_slot, g.facelet_dir] = np.arange(6 * n * n)
        self._geometry = g
        self._cache: dict[Move, np.ndarray] = {}

    def source(self, move: Move) -> np.ndarray:
        src = self._cache.get(move)
        if src is None:
            axis, lo, hi, q = move.turn(self.n)
            layer = self._geometry.facelet_coords[:, axis]
            moved = np.nonzero((layer >= lo) & (layer <= hi))[0]
            back = int(INVERSE[AXIS_TURN[axis][q]])                   # where a sticker came from
            pos = self._positions[moved] @ ROTATIONS[back].T
            slot = self._geometry.slot_of_position(pos)
            src = np.arange(6 * self.n * self.n, dtype=np.int32)
            src[moved] = self._index[slot, ROTATE_DIRECTION[back, self._dirs[moved]]]
            self._cache[move] = src
        return src


@lru_cache(maxsize=4)
def sticker_moves(n: int) -> StickerMoves:
    """The shared StickerMoves of the n-cube."""
    return StickerMoves(n)


def facelets_after(n: int, moves) -> str:
    """Facelet string (face letters) of a solved n-cube after `moves`."""
    table = sticker_moves(n)
    colors = np.repeat(np.arange(6, dtype=np.uint8), n * n)
    for move in moves:
        colors = colors[table.source(move)]
    return FACE_BYTES[colors].tobytes().decode('ascii')
