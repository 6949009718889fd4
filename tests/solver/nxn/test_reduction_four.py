"""4x4 reduction: whole solutions solve, stages reach their goals, the 3x3 stage's target is kept."""
import random

import pytest

from model import Cube, Move
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn import reduction
from solver.nxn.three import solve_three


def scrambled(seed: int) -> Cube:
    return Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(seed)))


def centres_solved(grid) -> bool:
    middle = grid[:, 1:3, 1:3].reshape(6, 4)
    return bool((middle == middle[:, :1]).all())


def edges_paired(grid) -> bool:
    return bool((grid[:, 0, 1] == grid[:, 0, 2]).all() and (grid[:, 3, 1] == grid[:, 3, 2]).all()
                and (grid[:, 1, 0] == grid[:, 2, 0]).all() and (grid[:, 1, 3] == grid[:, 2, 3]).all())


@pytest.mark.parametrize('seed', [11, 12])
def test_4x4_solution_solves_and_each_stage_reaches_its_goal(seed):
    cube = scrambled(seed)
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    work = cube.copy()
    names = [s.name for s in solution.stages]
    assert names.index('centres') < names.index('edges')
    assert names[0] == 'centres'                          # wing parity is the centres' (no parity turn first)
    for stage in solution.stages:
        work.apply(stage.moves)
        grid = work.facelet_colors().reshape(6, 4, 4)
        if stage.name == 'centres':
            # the edges' first turn may have merged into the centres' last
            # (the beam prices that merge), or cancelled it: then one turn
            # of the same layers, or one more turn, ends them
            last = stage.moves[-1]
            fixes = ([[last.inverse(), last.with_amount(a)] for a in (1, -1, 2)]
                     + [[Move(f, 1, w, a)] for f in 'URFDLB' for w in (1, 2) for a in (1, -1, 2)])
            assert centres_solved(grid) or any(
                centres_solved(work.copy().apply(fix).facelet_colors().reshape(6, 4, 4)) for fix in fixes)
        if stage.name == 'edges':
            assert centres_solved(grid) and edges_paired(grid)
    assert work.is_solved()


def test_solve_three_honours_its_target_length():
    three = Cube(3).apply(random_moves(layer_sets(3), 25, random.Random(3)))
    facelets = three.to_facelets()
    solution = solve_three(facelets, 5.0, 19)
    assert len(solution.moves) <= 19
    assert three.copy().apply(solution.moves).is_solved()


def test_4x4_three_stage_keeps_to_a_given_timeout(three_calls):
    seen = three_calls
    cube = scrambled(5)
    assert cube.copy().apply(reduction.solve(cube, timeout=30.0).moves).is_solved()
    assert cube.copy().apply(reduction.solve(cube).moves).is_solved()
    # each solve shares the 3x3 stage's time among the pairings it tries
    assert seen and all(length == reduction.THREE_TARGET[4][0] for _, length in seen)
    assert all(t <= reduction.THREE_TARGET[4][1] for t, _ in seen)
    assert abs(sum(t for t, _ in seen) - 2 * reduction.THREE_TARGET[4][1]) < 0.1


def test_4x4_edge_beam_starts_from_every_kept_centre_solution(beam_starts):
    """The 4x4 edge beam starts from up to four.SOLUTIONS centre solutions
    (more starts let it find cheaper pairings: 36 for 12 saves about 0.5
    OBTM), the shortest of each wing state among four.POOL, each a real one:
    centres solved on the model, its OBTM the cost it starts with."""
    from model.metrics import count
    from solver.nxn.centres import four
    from solver.nxn.centres.four_starts import one_per_wing_state
    seen = beam_starts
    cube = scrambled(13)
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    starts, costs = seen[0]
    assert reduction.TRIES[4][:2] == (four.SOLUTIONS, four.SOLUTIONS)
    assert 12 < len(starts) <= four.SOLUTIONS
    assert costs == sorted(costs)
    colors = cube.facelet_colors()
    centres = sorted(one_per_wing_state(colors, four.centre_solutions(colors, four.POOL), four.SOLUTIONS),
                     key=lambda c: (count(c, 'htm', 4), str(c)))
    assert [count(c, 'htm', 4) for c in centres] == costs
    for moves, colors in zip(centres, starts):
        after = cube.copy().apply(moves).facelet_colors()
        assert (after == colors).all() and centres_solved(after.reshape(6, 4, 4))
