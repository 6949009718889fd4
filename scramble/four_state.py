"""A uniformly random reachable 4x4 state, drawn piece by piece (no moves).

What a real 4x4 can reach, with every piece told apart (the model's view: the
24 centre pieces are labelled too). A quarter turn of an outer layer cycles
4 corners (odd), 8 wings in two 4-cycles (even) and the face's 4 centres
(odd); a quarter turn of an inner layer cycles 4 wings (odd) and 8 centres in
two 4-cycles (even). Every move is a product of those, so on every reachable
state

    corner permutation parity == labelled centre permutation parity,

while the wing parity is free (an inner quarter turn changes it alone), as
are the corners' orientations but for their total twist (0 mod 3). The 24
wings take any permutation; a wing has one way to sit in each slot. Since
the 4 centres of a colour look alike, swapping two of them changes the
labelled parity and nothing visible: every colour arrangement of the centres
(24!/4!^6 of them) goes with every corner and wing state. So the looks are
uniform when corners (8! 3^7, the whole-cube orientation included: no
centre fixes it), wings (24!) and centres are drawn independently and
uniformly, the centre labels then matched to the corner parity.
"""
from __future__ import annotations

import random
from functools import lru_cache

import numpy as np

from model import Cube
from model.geometry import geometry
from model.parity import permutation_parity
from model.rotations import ROTATIONS
from model.validation import twist_total

SIZE = 4


class _Kind:
    """One kind of piece (corners, wings or centres): its slots, and for
    each slot and piece the rotations that put that piece in that slot."""

    def __init__(self, slots: np.ndarray):
        g = geometry(SIZE)
        self.slots = slots
        index = {int(s): i for i, s in enumerate(slots)}
        # piece_at[r, i]: the piece whose home a rotation r maps onto slot i
        piece_at = g.slot_of_position(np.einsum('kj,rji->rki', g.positions[slots], ROTATIONS))
        self.rotations = [[[] for _ in slots] for _ in slots]        # [slot i][piece j] -> rotations
        for r in range(len(ROTATIONS)):
            for i, p in enumerate(piece_at[r]):
                self.rotations[i][index[int(p)]].append(r)

    def place(self, rng: random.Random, perm: np.ndarray, ori: np.ndarray) -> list[int]:
        """Shuffle this kind's pieces into its slots, each in a random one of
        the ways it fits; returns the piece index in each slot."""
        order = list(range(len(self.slots)))
        rng.shuffle(order)
        for i, j in enumerate(order):
            self.put(i, j, perm, ori, rng)
        return order

    def put(self, i: int, j: int, perm, ori, rng: random.Random | None = None) -> None:
        """Piece j into slot i (the first way it fits without rng)."""
        options = self.rotations[i][j]
        perm[self.slots[i]] = self.slots[j]
        ori[self.slots[i]] = options[0] if rng is None or len(options) == 1 else options[rng.randrange(len(options))]


@lru_cache(maxsize=1)
def _kinds() -> tuple[_Kind, _Kind, _Kind]:
    g = geometry(SIZE)
    return tuple(_Kind(np.nonzero(g.n_stickers == k)[0]) for k in (3, 2, 1))


@lru_cache(maxsize=None)
def centre_colour(slot: int) -> int:
    """The face (U R F D L B = 0..5) a 4x4 centre slot is on: its piece's colour."""
    g = geometry(SIZE)
    return int(g.facelet_dir[np.nonzero(g.facelet_slot == slot)[0][0]])


def random_state(rng: random.Random) -> Cube:
    """A uniformly random reachable 4x4 state (module docstring: what is drawn, and why it is uniform)."""
    corners, wings, centres = _kinds()
    cube = Cube(SIZE)
    perm, ori = cube.perm, cube.ori
    corner_order = corners.place(rng, perm, ori)
    last = len(corner_order) - 1
    for r in corners.rotations[last][corner_order[last]]:   # the last corner's twist: total 0
        ori[corners.slots[last]] = r
        if twist_total(SIZE, perm, ori) == 0:
            break
    wings.place(rng, perm, ori)
    centre_order = centres.place(rng, perm, ori)
    if permutation_parity(centre_order) != permutation_parity(corner_order):
        a, b = _same_colour_pair(centres, centre_order)
        centre_order[a], centre_order[b] = centre_order[b], centre_order[a]
        centres.put(a, centre_order[a], perm, ori)
        centres.put(b, centre_order[b], perm, ori)
    return cube


def _same_colour_pair(centres: _Kind, order: list[int]) -> tuple[int, int]:
    """Two centre slots holding pieces of one colour (swapping them changes nothing visible)."""
    seen: dict[int, int] = {}
    for i, j in enumerate(order):
        colour = centre_colour(int(centres.slots[j]))
        if colour in seen:
            return seen[colour], i
        seen[colour] = i
    raise AssertionError("six colours, 24 centres: some colour repeats")


def parities(cube: Cube) -> tuple[int, int, int]:
    """(corner, wing, labelled centre) permutation parities of a 4x4 state."""
    out = []
    for kind in _kinds():
        index = {int(s): i for i, s in enumerate(kind.slots)}
        out.append(permutation_parity([index[int(cube.perm[s])] for s in kind.slots]))
    return tuple(out)
