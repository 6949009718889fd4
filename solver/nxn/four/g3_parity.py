"""The PLL parity a G3 pairing will leave, known before any wing is paired (as TPR's phase 3 knows it).

Once every edge's wings are paired, the 3x3 the 4x4 reduces to has PLL
parity when its corner and edge permutations differ in parity. In G3 each
edge's low wing (g3.py) already says where that edge will sit, so the
parity to come is the corner permutation's parity against the low wings'
(each read against the colours the centres will end with). Each G3 move
changes that bit by a fixed amount, so the pairing beam
(g3.Split.pll_flips) carries it a state at a time and can prefer
pairings that need no PLL fix.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model.parity import permutation_parity
from model.rotations import FACE_SEEN

from ...twophase.cubie import CORNER_FACELETS
from . import g3

PICK = (0, 2, 3)                     # a 3x3 sticker's row or column on the 4x4 (corners only)


@lru_cache(maxsize=1)
def corner_facelets() -> np.ndarray:
    """(8, 3) 4x4 facelets of each corner slot."""
    out = []
    for slots in CORNER_FACELETS:
        out.append([f // 9 * 16 + PICK[f % 9 // 3] * 4 + PICK[f % 3] for f in slots])
    return np.array(out)


def _parity(colors: np.ndarray, slots: np.ndarray, face_colour: np.ndarray) -> int:
    """Parity of the pieces' permutation over `slots` (rows of facelets),
    each piece told by its colour set, each slot's home set read off the
    faces its facelets lie on."""
    home = {frozenset(face_colour[row // 16].tolist()): i for i, row in enumerate(slots)}
    return permutation_parity([home[frozenset(colors[row].tolist())] for row in slots])


def start_parity(colors: np.ndarray, axis: int, frame: int) -> int:
    """1 when a 4x4 colour array (colour pairs on axes, wings separated for
    `axis`) paired in G3 with its centres solved as orientation `frame`
    (an index of FACE_SEEN) would have PLL parity, before any move."""
    face_colour = FACE_SEEN[frame].astype(np.int64)      # the colour each face ends with
    low_edges = g3.wing_slots()[g3.split(axis).low]     # (12, 2): one wing slot an edge slot
    return _parity(colors, corner_facelets(), face_colour) ^ _parity(colors, low_edges, face_colour)
