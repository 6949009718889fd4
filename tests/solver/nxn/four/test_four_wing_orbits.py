"""The 4x4 wings' G3 orbits and split edges, checked on the model cube."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_AXIS, FACE_ORDER
from solver.nxn.four import wing_orbits

ALL = [Move(f, 1, w, a) for f in FACE_ORDER for w in (1, 2) for a in (1, -1, 2)]


def _history(moves) -> np.ndarray:
    """The slot of each wing, followed through `moves` by the slot permutations."""
    at = np.arange(24)
    for move in moves:
        inv = np.argsort(wing_orbits.slot_perm(move))          # slot s's wing goes to inv[s]
        at = inv[at]
    return at


def test_wings_read_off_the_colours_follow_the_moves():
    rng = random.Random(3)
    for _ in range(5):
        moves = [rng.choice(ALL) for _ in range(25)]
        colors = Cube(4).apply(moves).facelet_colors()
        assert (wing_orbits.where(colors) == _history(moves)).all()


@pytest.mark.parametrize('axis', range(3))
def test_g3_keeps_each_orbit_and_every_edge_has_a_slot_of_each(axis):
    o = wing_orbits.orbit(axis)
    assert (o[0::2] != o[1::2]).all()
    for move in wing_orbits.g3_moves(axis):
        assert (o[wing_orbits.slot_perm(move)] == o).all()
    # an outer quarter turn of the axis's faces mixes the orbits
    for f in FACE_ORDER:
        if FACE_AXIS[f] == axis:
            assert (o[wing_orbits.slot_perm(Move(f, 1, 1, 1))] != o).any()


@pytest.mark.parametrize('axis', range(3))
def test_g3_states_keep_every_wing_oriented_and_every_edge_split(axis):
    rng = random.Random(axis)
    g3 = wing_orbits.g3_moves(axis)
    colors = Cube(4).apply([rng.choice(g3) for _ in range(40)]).facelet_colors()
    assert wing_orbits.oriented_count(colors, axis) == 24
    assert wing_orbits.split_count(colors, axis) == 12
    assert wing_orbits.orient_mask(colors, axis) == wing_orbits.home_mask(axis)


def test_outer_turns_keep_edges_split_and_slices_unsplit_them():
    for f in FACE_ORDER:
        colors = Cube(4).apply([Move(f, 1, 1, 1)]).facelet_colors()
        assert [wing_orbits.split_count(colors, a) for a in range(3)] == [12, 12, 12]
        # the 8 wings of the turned layer leave their orbits on the face's own axis only
        assert [wing_orbits.oriented_count(colors, a) for a in range(3)] == [16 if a == FACE_AXIS[f] else 24
                                                                      for a in range(3)]
    colors = Cube(4).apply([Move('R', 2, 2, 1)]).facelet_colors()
    assert [wing_orbits.split_count(colors, a) for a in range(3)] == [8, 8, 8]
