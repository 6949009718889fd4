"""Move-table level: table[x, m] is the coordinate of "state x, then move m", checked against cubie arithmetic."""
from __future__ import annotations

import random

from solver.twophase import coords, movetables
from solver.twophase.cubie import MOVE_CUBES, N_MOVE, random_cubie


def test_twist_flip_and_corner_tables_follow_the_cubies():
    twist, flip, corners = movetables.twist_move(), movetables.flip_move(), movetables.corners_move()
    rng = random.Random(21)
    for _ in range(100):
        cube = random_cubie(rng)
        t, f, _, c = coords.root_coords(cube)[:4]
        for m in range(N_MOVE):
            after = coords.root_coords(cube * MOVE_CUBES[m])
            assert (twist[t, m], flip[f, m], corners[c, m]) == (after[0], after[1], after[3])


def test_a_move_then_its_inverse_is_the_identity_in_the_tables():
    twist = movetables.twist_move()
    for m in range(N_MOVE):
        inverse = m - m % 3 + (2 - m % 3)                  # U -> U', U2 -> U2, U' -> U
        assert (twist[twist[:, m], inverse] == range(coords.N_TWIST)).all()
