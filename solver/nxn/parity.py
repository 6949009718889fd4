"""Parity of the reduction: the two states a 3x3 solver cannot finish, prevented or fixed.

OLL parity (one edge flipped) is an odd permutation of some wing orbit; it
is prevented before the centres with a few block quarter turns, and every
later stage keeps wing orbits even (a move or two instead of a 15-move
algorithm). PLL parity (two edges swapped, even cubes only) shows up only
once edges are paired; it is fixed by one algorithm that swaps two edges
and keeps centres and pairs.
"""
from __future__ import annotations

import numpy as np

from model import Cube, Move
from model.parity import permutation_parity


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
    """Outer block quarter turns that make every wing orbit even, to play
    before the centres.

    A quarter turn of one inner layer at depth t is a 4-cycle of orbit t's
    wings (odd); the outer layer's 4-cycles come in pairs (even). So the
    block of the R face and its t inner neighbours flips orbits 1..t, and
    one such block at each depth where "odd" changes between t and t+1
    flips exactly the odd orbits, each block counting 1 in OBTM."""
    odd = set(odd_wing_orbits(cube))
    return [Move('R', 1, t + 1, 1) for t in range(1, cube.n) if (t in odd) != (t + 1 in odd)]


def pll_parity_fix(n: int) -> list[Move]:
    """Swap two edges of an even cube, keeping centres and pairs (corners
    are the 3x3 stage's): Rw2 U2 Rw2 Uw2 r2 Uw2, r = all inner R-side layers,
    Rw = r with the R face, Uw = the U half; 7 in OBTM. (The third r2 must
    stay a slice: widened, it breaks pairs.)"""
    h = n // 2
    rw2, r2 = Move('R', 1, h, 2), Move('R', 2, h, 2)
    uw2 = Move('U', 1, h, 2)
    u2 = Move('U', 1, 1, 2)
    return [rw2, u2, rw2, uw2, r2, uw2]
