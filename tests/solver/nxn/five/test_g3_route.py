"""The 5x5's G3 route: what it finds reduces the cube (checked on the model), the solver takes it
where its tables are built, and its mod-3 tables give exact distances."""
import random

import numpy as np
import pytest

from model import Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver.deadline import Deadline
from solver.nxn import mod3, reduction
from solver.nxn.five import g3_route, pairing, pairing_tables
from solver.nxn.obtm import obtm
from solver.stage_words import G3_WORDS

pytestmark = pytest.mark.tables


def scrambled(seed: int) -> Cube:
    return Cube(5).apply(random_moves(layer_sets(5), default_length(5), random.Random(seed)))


def reduced(cube: Cube) -> bool:
    """Every face's centre block one colour and every edge's three stickers on a face alike."""
    g = cube.facelet_colors().reshape(6, 5, 5)
    centres = (g[:, 1:4, 1:4].reshape(6, 9) == g[:, 2:3, 2].reshape(6, 1)).all()
    rows = [g[:, 0, 1:4], g[:, 4, 1:4], g[:, 1:4, 0], g[:, 1:4, 4]]
    return bool(centres and all((r == r[:, :1]).all() for r in rows))


@pytest.mark.parametrize('seed', [101, 102])
def test_the_route_reduces_the_cube_in_its_parts(seed):
    cube = scrambled(seed)
    clock = {}
    frame = next(g3_route.routes(cube.facelet_colors(), clock=clock))
    assert 1 <= len(frame) <= g3_route.SETTINGS.hand_on
    for found in frame:
        check_parts(cube, found)
    assert set(clock) == set(g3_route.PARTS) and all(s >= 0 for s in clock.values())


def check_parts(cube: Cube, found: g3_route.Found) -> None:
    after_centres = cube.copy().apply(found.centres)
    grid = after_centres.facelet_colors().reshape(6, 5, 5)[:, 1:4, 1:4].reshape(6, 9)
    opposite = {0: 3, 1: 4, 2: 5, 3: 0, 4: 1, 5: 2}
    for f in range(6):                                     # phases 1-2: each face holds its pair's colours
        assert set(grid[f].tolist()) <= {f, opposite[f]}
    assert not reduced(after_centres) and reduced(after_centres.apply(found.edges))
    assert found.counts['p13'] >= obtm(found.centres)
    assert len(found.edges) >= found.counts['p4'] + found.counts['p5']


def test_nothing_is_found_past_the_deadline():
    assert next(g3_route.routes(scrambled(103).facelet_colors(), deadline=Deadline(0.0)), None) is None


def test_the_solver_takes_the_g3_route_and_its_solution_solves(three_calls):
    cube = scrambled(104)
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    assert len(three_calls) == 1 and three_calls[0][2] >= 1      # the frame's reductions, one 3x3 search
    stages = {s.name: s for s in solution.stages}
    assert (stages['centres'].description, stages['edges'].description) == G3_WORDS
    assert obtm(solution.moves) <= 90


def test_phase_four_distances_are_exact_along_random_walks():
    """From the goal, k moves reach a state at most k away; and every state
    off the goal has a neighbour exactly one nearer, none two nearer (what a
    breadth-first distance is, and what the mod-3 walk relies on)."""
    four = pairing.tables().four
    moves = len(four.fr.moves)
    rng = np.random.default_rng(5)
    state = np.full(200, pairing_tables.edge_goal(four.fr))
    for k in range(1, 9):
        state = np.array([four.step_edges(int(j), state[i:i + 1])[0]
                          for i, j in enumerate(rng.integers(0, moves, len(state)))])
        d = mod3.exact(four.edges, state, four.step_edges, moves)
        assert (d <= k).all() and (d[state != pairing_tables.edge_goal(four.fr)] > 0).all()
        near = np.stack([mod3.exact(four.edges, four.step_edges(j, state), four.step_edges, moves)
                         for j in range(moves)])
        off = d > 0
        assert (near[:, off].min(axis=0) == d[off] - 1).all() and (np.abs(near - d) <= 1).all()


def test_a_frame_with_no_four_edges_outside_the_kept_ring_starts_after_a_third_axis_quarter_turn(monkeypatch):
    """On this state every frame's separations leave fewer than four edges
    with no piece in the ring phase 4 keeps; the third axis's quarter turns
    (in G3) change the ring's pieces and the route goes on from there."""
    rng = random.Random('peers 3 5')
    cube = [Cube(5).apply(random_moves(layer_sets(5), 300, rng)) for _ in range(10)][9]
    built = []
    real = g3_route.Plan

    def spy(*args, **kwargs):
        plan = real(*args, **kwargs)
        built.append(plan)
        return plan

    monkeypatch.setattr(g3_route, 'Plan', spy)
    frame = next(g3_route.routes(cube.facelet_colors()))
    assert all(p.lower is None for p in built if len(p.rows) == len(p.found))
    assert any(len(p.rows) == len(p.found) * len(g3_route.PREFIXES) and p.lower is not None for p in built)
    for found in frame:
        check_parts(cube, found)


def test_a_cube_turned_whole_is_reduced_around_its_own_centres():
    """The fixed centres, not the face names, say each face's colour: a
    scramble that turns the whole cube is reduced and solved as it stands."""
    cube = Cube(5).apply('x y').apply(random_moves(layer_sets(5), default_length(5), random.Random(105)))
    for found in next(g3_route.routes(cube.facelet_colors())):
        assert reduced(cube.copy().apply(found.centres + found.edges))
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
