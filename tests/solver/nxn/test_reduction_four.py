"""4x4 reduction: whole solutions solve, stages reach their goals, the 3x3 stage's target is kept."""
import random

import pytest

from model import Cube, Move
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn import reduction, routes
from solver.nxn.four import route as four_route
from solver.nxn.three import solve_three

pytestmark = pytest.mark.tables


def scrambled(seed: int) -> Cube:
    return Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(seed)))


def centres_solved(grid) -> bool:
    middle = grid[:, 1:3, 1:3].reshape(6, 4)
    return bool((middle == middle[:, :1]).all())


def pairs_on_axes(grid) -> bool:
    """Each face's centres are of its colour or the opposite face's."""
    middle = grid[:, 1:3, 1:3].reshape(6, 4)
    opposite = {0: 3, 1: 4, 2: 5, 3: 0, 4: 1, 5: 2}
    pair = [{int(middle[f, 0]), opposite[int(middle[f, 0])]} for f in range(6)]
    return all(set(middle[f].tolist()) <= pair[f] for f in range(6)) and pair[0] == pair[3]


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
            # the centres stop after their phase 2, each colour pair on one
            # axis (the edge beam finishes them, four.joint); the edges'
            # first action may cancel or merge with the centres' last two
            # turns (the beam prices that), and their first turns on the
            # centres' last axis join the centres (join_stages): then up to
            # two turns end them
            colors = work.facelet_colors()
            turns = [[Move(f, 1, w, a)] for f in 'URFDLB' for w in (1, 2) for a in (1, -1, 2)]
            fixes = [[]] + turns + [a + b for a in turns for b in turns]
            assert any(pairs_on_axes(colors[seq_gather(4, fix)].reshape(6, 4, 4)) for fix in fixes)
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
    # each solve runs one 3x3 search, over all the pairings it hands on, in the stage's time
    target, seconds = routes.route(4).three
    assert len(seen) == 2 and all(t == seconds for t, _, _ in seen)
    assert all(length == (target if states == 1 else None) for _, length, states in seen)


def test_4x4_edge_beam_starts_from_every_kept_phase_2_end(monkeypatch):
    """The 4x4 edge beam starts from up to JOINT_STARTS centre solutions
    stopped after phase 2 (four.ends), each a real one: its colours
    the model's after its moves, its OBTM the cost it starts with."""
    from model.metrics import count
    from solver.nxn.four.ends import phase2_ends
    seen = []
    real = four_route.pair_joint

    def spy(starts, costs, *args, **kwargs):
        seen.append((starts, costs))
        return real(starts, costs, *args, **kwargs)

    monkeypatch.setattr(four_route, 'pair_joint', spy)
    monkeypatch.setattr(four_route, 'separated_reductions', lambda colors, by: [])  # Tsai's route finds nothing:
    monkeypatch.setattr(four_route, 'FALLBACK_SHARE', 1)                         # the joint beam, whole
    cube = scrambled(13)
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    starts, costs = seen[0]
    assert 12 < len(starts) <= four_route.JOINT_STARTS
    ends = phase2_ends(cube.facelet_colors(), four_route.JOINT_STARTS)
    assert [count(c, 'htm', 4) for c in ends] == costs
    for moves, colors in zip(ends, starts):
        after = cube.copy().apply(moves).facelet_colors()
        assert (after == colors).all() and pairs_on_axes(after.reshape(6, 4, 4))
