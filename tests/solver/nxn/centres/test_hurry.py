"""The centres stage's fast finish (past the deadline), on the model: every centre home,
wing parity untouched, and its colour bookkeeping agrees with the moves it writes."""
import random

import numpy as np
import pytest

from model import Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver.deadline import Deadline
from solver.nxn.centres.greedy import CentreSolver
from solver.nxn.routes import solve_centres
from solver.nxn.centres.hurry import finish_fast
from solver.nxn.centres.tuning import HURRY_TWO_STEP_OPTIONS
from solver.nxn.parity import odd_wing_orbits, prevent_oll_parity


def scrambled(n: int, seed: int) -> Cube:
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(seed)))
    return cube.apply(prevent_oll_parity(cube))


def centres_solved(cube: Cube) -> bool:
    n = cube.n
    grid = cube.facelet_colors().reshape(6, n, n)[:, 1:n - 1, 1:n - 1]
    return all(len(np.unique(face)) == 1 for face in grid)


@pytest.mark.parametrize('n, seed', [(4, 1), (4, 2), (5, 3), (6, 4), (7, 5), (8, 6), (11, 7), (16, 8)])
def test_fast_finish_solves_centres_on_the_model(n, seed):
    cube = scrambled(n, seed)
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    finish_fast(solver)
    after = cube.copy().apply(solver.moves)
    assert centres_solved(after)
    assert odd_wing_orbits(after) == []
    centres = solver.centre_idx                      # its own colours agree with the model's
    assert np.array_equal(solver.colors[centres], after.facelet_colors()[centres])


def test_fast_finish_takes_over_from_the_greedy_half_way():
    n = 9
    cube = scrambled(n, 11)
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    for _ in range(5):
        solver.step()
    finish_fast(solver)
    assert centres_solved(cube.copy().apply(solver.moves))


def test_a_passed_deadline_hands_centres_to_the_fast_finish(monkeypatch):
    """Past the deadline the stage stops stepping the greedy."""
    import solver.nxn.centres.greedy as greedy
    used = []
    monkeypatch.setattr(greedy, 'finish_fast', lambda s: used.append(s) or finish_fast(s))
    cube = scrambled(6, 12)
    moves = solve_centres(6, cube.facelet_colors(), 0, Deadline(0))
    assert len(used) == 1 and centres_solved(cube.copy().apply(moves))



@pytest.mark.parametrize('n, seed', [(16, 21), (20, 1)])
def test_the_fast_finish_gets_unstuck_without_the_greedys_slow_step(n, seed, monkeypatch):
    """The fast finish never takes the greedy's full step (a batch search,
    then hundreds of whole-cube rectangle searches, most of its time on
    50x50) when no single commutator gains: a short two-step of its own does (on
    these states, with commutators played both ways round from 13x13, the
    fast finish's own escapes suffice: the two-step, when asked, is asked short)."""
    cube = scrambled(n, seed)
    solver = CentreSolver(n, cube.facelet_colors(), random.Random(0))
    monkeypatch.setattr(CentreSolver, 'step', lambda self: pytest.fail("the greedy's full step was taken"))
    looked = []
    real = CentreSolver._two_step
    monkeypatch.setattr(CentreSolver, '_two_step',
                        lambda self, first=False, wanted=None: looked.append(wanted) or real(self, first, wanted))
    finish_fast(solver)
    assert centres_solved(cube.copy().apply(solver.moves))
    assert set(looked) <= {HURRY_TWO_STEP_OPTIONS}
