"""Last stage of the reduction: the reduced n-cube read as a 3x3 and solved by two-phase.

Once centres are solved and edges paired, corners, one wing per edge and one
centre per face are the whole state; their colours form a 3x3 facelet string
(faces named by the colour of their centre), and the 3x3 solution's face
turns are the n-cube's outer face turns.
"""
from __future__ import annotations

import numpy as np

from model import Cube, Move
from model.faces import FACE_ORDER
from model.parity import permutation_parity

from ..twophase.cubie import CubieCube

THREE_SECONDS = 0.5     # the 3x3 search's limit when the caller gives none (the best found
                        # by then is kept; a rare state needs about a second to reach 20 moves)


def three_by_three(n: int, colors: np.ndarray) -> str:
    """The 54-letter facelet string of a reduced n-cube's colour array."""
    grid = colors.reshape(6, n, n)
    mid = n // 2
    pick = np.array([0, mid, n - 1])
    small = grid[:, pick][:, :, pick]                     # (6, 3, 3)
    centre_color = small[:, 1, 1]
    letter = {int(c): FACE_ORDER[f] for f, c in enumerate(centre_color)}
    return ''.join(letter[int(c)] for c in small.ravel())


def has_pll_parity(facelets: str) -> bool:
    """Two edges swapped: corner and edge permutations of unequal parity."""
    cube = CubieCube.from_facelets(facelets)
    return permutation_parity(cube.cp) != permutation_parity(cube.ep)


def has_oll_parity(facelets: str) -> bool:
    """One edge flipped: an odd total edge flip."""
    return sum(CubieCube.from_facelets(facelets).eo) % 2 == 1


def solve_three(facelets: str, timeout: float | None = None, max_length: int = 20):
    """Two-phase Solution of the 3x3 state (outer face moves only): the first
    of at most `max_length` moves, or the best found within `timeout`."""
    from ..twophase import solve
    cube = Cube.from_facelets(facelets, size=3)
    return solve(cube, max_length=max_length, timeout=THREE_SECONDS if timeout is None else max(0.05, timeout))


def solve_three_among(facelets: list[str], offsets: list[int], timeout: float | None = None, min_room: int = 0,
                      clock=None):
    """(i, a two-phase Solution of facelets[i]) with offsets[i] + its length
    the least found within `timeout` (THREE_SECONDS if None): one search
    over all the states (twophase.solve_among, `min_room` and `clock` its own)."""
    from ..twophase import solve_among
    cubes = [Cube.from_facelets(f, size=3) for f in facelets]
    return solve_among(cubes, offsets, timeout=THREE_SECONDS if timeout is None else max(0.05, timeout),
                       min_room=min_room, clock=clock)


def likeliest(facelets: list[str], offsets: list[int], count: int, weight: float) -> list[int]:
    """Indices of the `count` states likeliest to give the fewest moves in
    all: the least offset + weight * twophase.phase1_bound (a cheap guess
    of the 3x3's length), the earlier on a tie."""
    from ..twophase import phase1_bound
    if len(facelets) <= count and not weight:
        return list(range(len(facelets)))
    bound = [phase1_bound(CubieCube.from_facelets(f)) if weight else 0 for f in facelets]   # (faces named by centres)
    return sorted(range(len(facelets)), key=lambda i: (offsets[i] + weight * bound[i], i))[:count]


def outer(moves) -> list[Move]:
    """3x3 moves as n-cube outer face turns (the same Move values)."""
    return [Move(m.face, 1, 1, m.amount) for m in moves]
