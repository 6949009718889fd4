"""Measures of how scrambled a state is, with their exact values for a uniformly random state."""
from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np

from model import Cube
from model.faces import FACE_INDEX
from model.geometry import CENTRE, CORNER, EDGE, geometry
from model.parity import permutation_parity

from .blocks import block_scorer

#: Optimal 2x2 distances of all 3,674,160 states (half-turn metric), 0..11.
POCKET_COUNTS = (1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644)
#: Flipped edges k = 0..12 in a uniformly random 3x3: C(12, k) / 2^11 for even k.
EDGE_FLIP_UNIFORM = tuple(Fraction(comb(12, k), 2 ** 11) if k % 2 == 0 else Fraction(0) for k in range(13))
_U, _F, _D, _B = (FACE_INDEX[face] for face in 'UFDB')


def total_variation(counts, reference) -> float:
    """Total-variation distance between a histogram (counts) and a distribution."""
    counts = np.asarray(counts, dtype=float)
    reference = np.asarray([float(r) for r in reference])
    reference = reference / reference.sum()
    return 0.5 * float(np.abs(counts / counts.sum() - reference).sum())


def uniform_block_score(n: int) -> Fraction:
    """Expected block score of a uniformly random n-cube state (2x2: 16/7, 3x3: 8).

    A corner/edge pair matches when the one piece (of K, in o orientations,
    K*o = 24) that shows the right colours sits next door: 1/24 from another
    orbit, 1/(24 - o) from the same one. A centre pair matches with 1/6, or
    3/23 for two centres of one 24-piece orbit (4 of each colour)."""
    g, scorer = geometry(n), block_scorer(n)
    orbit, kind = g.orbit, g.kind
    total = Fraction(0)
    for a, b in zip(g.facelet_slot[scorer.edge_a1], g.facelet_slot[scorer.edge_b1]):
        if orbit[a] != orbit[b]:
            total += Fraction(4, 24)
        else:
            total += Fraction(4, 24 - (3 if kind[a] == CORNER else 1))
    for a, b in zip(g.facelet_slot[scorer.centre_a], g.facelet_slot[scorer.centre_b]):
        same = kind[a] == kind[b] == CENTRE and orbit[a] == orbit[b]
        total += Fraction(3, 23) if same else Fraction(1, 6)
    return total


def uniform_home_colour(n: int, fixed_corner: bool = False) -> Fraction:
    """Expected share of stickers on their own face in a uniformly random
    state: 1/6, except stickers that never move (the 6 centres of an odd
    cube; the DBL corner of a 2x2 scrambled with U R F only) are always home."""
    fixed = 6 if n % 2 else (3 if fixed_corner and n == 2 else 0)
    stickers = 6 * n * n
    return (fixed + Fraction(stickers - fixed, 6)) / stickers


def home_colour_fraction(colors: np.ndarray, n: int) -> float:
    """Share of stickers showing their own face's colour (white U, green F)."""
    return float((np.asarray(colors) == geometry(n).facelet_dir).mean())


def flipped_edges(cube: Cube) -> int:
    """3x3 edges that are misoriented (U/D, then F/B colour off the U/D, then F/B face)."""
    g = geometry(3)
    colors = cube.facelet_colors()
    flipped = 0
    for slot in np.nonzero(g.kind == EDGE)[0]:
        facelets = np.nonzero(g.facelet_slot == slot)[0]
        dirs = g.facelet_dir[facelets]
        primary = next((i for i in range(2) if dirs[i] in (_U, _D)), None)
        if primary is None:
            primary = next(i for i in range(2) if dirs[i] in (_F, _B))
        shown, other = colors[facelets[primary]], colors[facelets[1 - primary]]
        good = shown in (_U, _D) or (shown in (_F, _B) and other not in (_U, _D))
        flipped += not good
    return flipped


def home_pieces(cube: Cube, kind: str) -> int:
    """Pieces of a kind (corner, edge) in their home slot, any orientation."""
    slots = np.nonzero(cube.geometry.kind == kind)[0]
    return int((cube.perm[slots] == slots).sum())


def odd_parity(cube: Cube) -> bool:
    """True if the corners (equally, on 3x3, the edges) are an odd permutation."""
    slots = np.nonzero(cube.geometry.kind == CORNER)[0]
    position = {int(s): i for i, s in enumerate(slots)}
    return bool(permutation_parity([position[int(p)] for p in cube.perm[slots]]))
