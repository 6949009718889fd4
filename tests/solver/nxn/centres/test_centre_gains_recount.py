"""The big-cube centre greedy's cell gains, recounted only where a step changed the colours."""
import random

import numpy as np
import pytest

from model import Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres import greedy
from solver.nxn.centres.greedy import CentreSolver

pytestmark = pytest.mark.slow


def test_gains_recounted_where_steps_changed_colours_match_counting_them_whole(monkeypatch):
    """Through a whole 13x13 greedy solve the gains now_gains keeps agree with
    counting every cell afresh, and late steps took the partial recount;
    the solution, replayed on the model, solves every centre."""
    n = 13
    partial = []
    real = greedy.cells_moving
    monkeypatch.setattr(greedy, 'cells_moving', lambda *a: partial.append(1) or real(*a))
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(21)))
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    while solver.wrong():
        assert (solver.now_gains() == solver.rect.cell_gains(solver.colors)).all()
        solver.step()
    assert partial
    grid = cube.copy().apply(solver.moves).facelet_colors().reshape(6, n, n)[:, 1:n - 1, 1:n - 1]
    assert all(len(np.unique(face)) == 1 for face in grid)
