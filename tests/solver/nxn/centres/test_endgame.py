"""The big cubes' endgame look-ahead: options weighed with the best batch after them."""
import random

import numpy as np
import pytest

from model import Cube, Move
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres.endgame import look_ahead, played_cost
from solver.nxn.centres.greedy import CentreSolver


def test_played_cost_counts_merges_with_the_last_move():
    r, r2, u = Move('R', 1, 1, 1), Move('R', 1, 1, -1), Move('U', 1, 1, 1)
    assert played_cost([], [r, u]) == 2
    assert played_cost([r], [r2, u]) == 0            # R then R' cancel: R's move is saved too
    assert played_cost([r], [r, u]) == 1             # R R is one half turn
    assert played_cost([u], [r, u]) == 2


def _late_solver(n=14):
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(4)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    while solver.wrong() > 0.1 * len(solver.centre_idx):
        solver.step()
    return solver


@pytest.mark.slow
def test_look_ahead_picks_a_gaining_option_and_leaves_the_solver_as_it_was():
    solver = _late_solver()
    colors, moves = solver.colors, list(solver.moves)
    options = [m for _, m in solver._turned_batch(top=3)]
    assert options
    chosen = look_ahead(solver, options + [[Move('U', 1, 1, 1)]])        # a face turn gains nothing
    assert chosen is not None and any(chosen is o for o in options)
    assert solver.colors is colors and solver.moves == moves
    assert solver.score(solver.colors[np.arange(len(colors))]) == solver.score(colors)
    value, best = solver._turned_batch()                 # the caches still answer for the state now
    n = solver.n
    solver2 = CentreSolver(n, solver.colors, random.Random(0), target=solver.target.reshape(6, n * n)[:, n + 1])
    solver2.moves = list(solver.moves)
    assert (value, best) == solver2._turned_batch()


@pytest.mark.slow
def test_top_batches_come_best_first_and_each_gains():
    solver = _late_solver(13)
    before = solver.score(solver.colors)
    batches = solver._turned_batch(top=4)
    assert 1 <= len(batches) <= 4
    assert batches[0] == solver._turned_batch()
    from model.stickers import seq_gather
    for _, moves in batches:
        assert solver.score(solver.colors[seq_gather(solver.n, moves)]) > before


@pytest.mark.slow
def test_the_late_greedy_still_solves_every_centre():
    solver = _late_solver(13)
    solver.solve()
    assert solver.wrong() == 0
