"""Pruning level: both phases' tables are distances (0 on the goal, neighbours at most one apart)."""
from __future__ import annotations

import random

import numpy as np

from solver.twophase import coords
from solver.twophase.cubie import MOVE_CUBES, PHASE2_MOVES, SOLVED, random_cubie


def test_phase1_table_is_a_distance(tables):
    """0 exactly on the subgroup, and neighbours differ by at most one: with
    the walk down (phase1_depth) always finding a step, that is the distance."""
    rng = random.Random(12)
    for _ in range(150):
        cube = random_cubie(rng)
        twist, flip, slc = coords.root_coords(cube)[:3]
        d = tables.phase1_depth(flip, twist, slc)
        assert 0 < d <= 12
        for m in range(18):
            twist2, flip2, slc2 = coords.root_coords(cube * MOVE_CUBES[m])[:3]
            assert abs(tables.phase1_depth(flip2, twist2, slc2) - d) <= 1
    assert tables.phase1_depth(0, 0, 5) == 0  # slice edges in the slice, in any order


def test_phase2_table_is_a_distance(tables):
    rng = random.Random(13)
    for _ in range(300):
        cube = SOLVED.apply([rng.choice(PHASE2_MOVES) for _ in range(40)])
        corners, ud = coords.root_coords(cube)[3], coords.ud_edges_of(np.array([cube.ep]))[0]
        d = tables.phase2_depth(corners, int(ud))
        near = []
        for m in PHASE2_MOVES:
            c2 = cube * MOVE_CUBES[m]
            near.append(tables.phase2_depth(coords.root_coords(c2)[3], int(coords.ud_edges_of(np.array([c2.ep]))[0])))
        assert all(abs(x - d) <= 1 for x in near if max(x, d) < 15)
        assert d == 0 or d == 15 or min(near) == d - 1
    assert tables.phase2_depth(0, 0) == 0


