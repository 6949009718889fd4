"""Where the pieces and stickers of an n-cube are: slots, facelets, layers.

Everything here depends only on the size, is computed once per size and
shared by every Cube of that size. A slot is a place a piece can be (a surface
cubie position); a facelet is one sticker place (a slot and a direction).
Only the surface is ever enumerated, so memory grows with the stickers (n^2),
never with the n^3 cells of the whole block.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from .move import Turn
from .rotations import AXIS_TURN, COMPOSE, ROTATIONS

#: Piece kinds by how many stickers a piece shows.
CORNER, EDGE, CENTRE = 'corner', 'edge', 'centre'
_TURN_CACHE_LIMIT = 8192


class Geometry:
    """Slots and facelets of the n-cube, and the slot permutation of each turn.

    Coordinates: x from L (0) to R (n-1), y from D to U, z from B to F.
    `positions` holds them doubled and centred (2i - (n-1)) so that the 24
    rotation matrices act on them directly.
    """

    def __init__(self, n: int):
        self.n = n
        self.slot_at = SlotIndex(n)
        self.coords = self.slot_at.coords                     # (P, 3) layer indices
        self.n_slots = len(self.coords)
        self.positions = 2 * self.coords - (n - 1)            # (P, 3) doubled, centred
        extreme = (self.coords == 0) | (self.coords == n - 1)
        self.n_stickers = extreme.sum(axis=1)                 # 3 corner, 2 edge, 1 centre
        self.kind = np.array([CENTRE, EDGE, CORNER], dtype=object)[self.n_stickers - 1]
        self._build_facelets()
        self._turns: dict[Turn, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}

    # -- facelets ------------------------------------------------------------
    def _build_facelets(self) -> None:
        n = self.n
        r, c = np.indices((n, n)).reshape(2, -1)
        top, last = n - 1, n - 1
        # (x, y, z) of each sticker, face by face in U R F D L B order, row by
        # row as seen looking at that face in the standard net.
        per_face = [
            (c, np.full_like(c, top), r),                 # U: back row first
            (np.full_like(c, last), top - r, last - c),   # R
            (c, top - r, np.full_like(c, last)),          # F
            (c, np.zeros_like(c), last - r),              # D: front row first
            (np.zeros_like(c), top - r, c),               # L
            (last - c, top - r, np.zeros_like(c)),        # B
        ]
        coords = np.concatenate([np.stack(f, axis=1) for f in per_face])
        self.facelet_coords = coords                                        # (6n^2, 3)
        self.facelet_slot = self.slot_at[tuple(coords.T)]
        self.facelet_dir = np.repeat(np.arange(6), n * n)
        assert (self.facelet_slot >= 0).all()

    # -- turns ---------------------------------------------------------------
    def turn_table(self, turn: Turn) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(dst, src, compose_row) for a turn: the piece in slot src[i] goes to
        slot dst[i] and its orientation o becomes compose_row[o]."""
        table = self._turns.get(turn)
        if table is None:
            axis, lo, hi, q = turn
            layer = self.coords[:, axis]
            src = np.nonzero((layer >= lo) & (layer <= hi))[0]
            rot = int(AXIS_TURN[axis][q])
            moved = (self.coords[src] * 2 - (self.n - 1)) @ ROTATIONS[rot].T
            dst = self.slot_at[tuple(((moved + (self.n - 1)) // 2).T)]
            table = (dst, src, COMPOSE[rot].copy())
            if len(self._turns) >= _TURN_CACHE_LIMIT:
                self._turns.clear()
            self._turns[turn] = table
        return table

    def turning_slots(self, turn: Turn) -> np.ndarray:
        """Slots whose pieces a turn moves (before it moves them)."""
        return self.turn_table(turn)[1]

    def turning_facelets(self, turn: Turn) -> np.ndarray:
        """Facelets whose stickers a turn moves: exactly those in its layers."""
        layer = self.facelet_coords[:, turn.axis]
        return np.nonzero((layer >= turn.lo) & (layer <= turn.hi))[0]

    # -- orbits --------------------------------------------------------------
    @property
    def orbit(self) -> np.ndarray:
        """orbit[s] = the smallest slot that a whole-cube rotation takes s to:
        slots in one orbit hold interchangeable pieces."""
        if not hasattr(self, '_orbit'):
            images = np.einsum('rij,pj->rpi', ROTATIONS, self.positions)
            idx = self.slot_at[tuple(((images + (self.n - 1)) // 2).transpose(2, 0, 1))]
            self._orbit = idx.min(axis=0)
        return self._orbit

    def slot_of_position(self, position: np.ndarray) -> np.ndarray:
        """Slot index for doubled, centred positions (any leading shape)."""
        p = (np.asarray(position) + (self.n - 1)) // 2
        return self.slot_at[p[..., 0], p[..., 1], p[..., 2]]


class SlotIndex:
    """Slot number of a cell, indexed like an (n, n, n) array (`slot_at[x, y, z]`,
    arrays of coordinates too): -1 inside the cube. Slots are the surface
    cells in (x, y, z) order; each x-plane is either a whole face (x = 0 or
    n-1) or the ring around an inner plane, so two n x n tables suffice."""

    def __init__(self, n: int):
        y, z = np.indices((n, n))
        border = (y == 0) | (y == n - 1) | (z == 0) | (z == n - 1)
        self.face = np.arange(n * n).reshape(n, n)
        self.ring = np.full((n, n), -1, dtype=np.int64)
        self.ring[border] = np.arange(int(border.sum()))
        self.is_face = np.zeros(n, dtype=bool)
        self.is_face[[0, n - 1]] = True
        per_plane = np.where(self.is_face, n * n, int(border.sum()))
        self.start = np.concatenate(([0], np.cumsum(per_plane)[:-1]))
        whole = np.stack([y.ravel(), z.ravel()], axis=1)
        ring = np.stack([y[border], z[border]], axis=1)
        planes = [whole if self.is_face[x] else ring for x in range(n)]
        self.coords = np.concatenate([np.column_stack([np.full(len(yz), x), yz])
                                      for x, yz in enumerate(planes)])

    def __getitem__(self, key):
        x, y, z = (np.asarray(k) for k in key)
        within = np.where(self.is_face[x], self.face[y, z], self.ring[y, z])
        return np.where(within >= 0, self.start[x] + within, -1)[()]


@lru_cache(maxsize=64)
def geometry(n: int) -> Geometry:
    """The shared Geometry of the n-cube."""
    return Geometry(n)
