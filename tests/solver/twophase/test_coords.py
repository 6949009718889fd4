"""Coordinate level: the per-cube coordinates agree with the batch ones."""
from __future__ import annotations

import random

import numpy as np

from solver.twophase import coords
from solver.twophase.cubie import random_cubie


def test_root_coordinates_match_the_batch_ones():
    rng = random.Random(8)
    cubes = [random_cubie(rng) for _ in range(200)]
    cp, co, ep, eo = coords.cubie_arrays(cubes)
    batch = np.stack([coords.twist_of(co), coords.flip_of(eo), coords.slice_sorted_of(ep),
                      coords.corners_of(cp), coords.u_edges_of(ep), coords.d_edges_of(ep)], axis=1)
    assert batch.tolist() == [list(coords.root_coords(c)) for c in cubes]


