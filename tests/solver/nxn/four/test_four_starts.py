"""The 4x4 edge beam's starts: the shortest centre solution of each wing state, checked on the model."""
import random

import numpy as np

from model import Cube
from model.metrics import count
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.four import phases
from solver.nxn.four.starts import one_per_wing_state
from solver.nxn.pieces import wing_facelets


def test_one_start_per_wing_state_shortest_first():
    cube = Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(21)))
    colors = cube.facelet_colors()
    pool = phases.centre_solutions(colors, 60)
    starts = one_per_wing_state(colors, pool, 20)
    cells = wing_facelets(4)[:, 1:3].ravel()
    wings = [cube.copy().apply(m).facelet_colors()[cells].tobytes() for m in pool]
    # each start is the first of the pool to reach its wing state, and no state repeats
    assert starts == [m for i, m in enumerate(pool) if wings[i] not in wings[:i]][:20]
    assert len({cube.copy().apply(m).facelet_colors()[cells].tobytes() for m in starts}) == len(starts)
    assert [count(m, 'htm', 4) for m in starts] == sorted(count(m, 'htm', 4) for m in starts)
    for moves in starts:
        grid = cube.copy().apply(moves).facelet_colors().reshape(6, 4, 4)[:, 1:3, 1:3]
        assert all(len(np.unique(face)) == 1 for face in grid)


def test_the_reduction_asks_for_the_starts_seed_by_seed():
    cube = Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(22)))
    colors = cube.facelet_colors()
    starts = one_per_wing_state(colors, phases.centre_solutions(colors, phases.POOL), phases.SOLUTIONS)
    assert [phases.centre_solution(colors, seed) for seed in range(len(starts) + 2)] == starts + [starts[-1]] * 2
