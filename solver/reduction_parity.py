"""Parity of the reduction: the two states a 3x3 solver cannot finish, prevented or fixed.

OLL parity (one edge flipped) is an odd permutation of some wing orbit; it
is prevented before the centres with one slice quarter turn per odd orbit,
and every later stage keeps wing orbits even (1 move instead of a 15-move
algorithm). PLL parity (two edges swapped, even cubes only) shows up only
once edges are paired; it is fixed by one algorithm that swaps two edges
and keeps centres and pairs.
"""
from __future__ import annotations

import numpy as np

from model import Cube, Move
from model.parity import permutation_parity

from .nxn_comms import slice_move


def wing_orbit_slots(n: int, t: int) -> np.ndarray:
    """Slots of the wing orbit at coordinates t and n-1-t along edges."""
    g = Cube(n).geometry
    c = g.coords
    extreme = (c == 0) | (c == n - 1)
    is_edge = extreme.sum(axis=1) == 2
    along = np.where(extreme, -1, c).max(axis=1)
    return np.nonzero(is_edge & ((along == t) | (along == n - 1 - t)))[0]


def odd_wing_orbits(cube: Cube) -> list[int]:
    """Depths t (1 <= t < (n-1)/2) whose wing orbit is an odd permutation."""
    n, odd = cube.n, []
    for t in range(1, (n - 1 + 1) // 2):
        if 2 * t == n - 1:
            continue
        slots = wing_orbit_slots(n, t)
        local = np.searchsorted(slots, cube.perm[slots])
        if permutation_parity(local):
            odd.append(t)
    return odd


def prevent_oll_parity(cube: Cube) -> list[Move]:
    """One slice quarter turn per odd wing orbit, to play before the centres."""
    return [slice_move(cube.n, 0, t, t, 1) for t in odd_wing_orbits(cube)]


def pll_parity_fix(n: int) -> list[Move]:
    """Swap the UF and UB edges of an even cube, keeping centres and pairs:
    r2 U2 r2 Uw2 r2 Uw2 with r = all inner R-side layers, Uw = the U half."""
    h = n // 2
    r2 = Move('R', 2, h, 2)
    uw2 = Move('U', 1, h, 2)
    u2 = Move('U', 1, 1, 2)
    return [r2, u2, r2, uw2, r2, uw2]
