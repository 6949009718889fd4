"""5x5 route: no parity turn first (the centres end the wings even), the joint beam without the G3 route's tables,
and the commutator route without any."""
import random

import pytest

from model import Cube
from model.metrics import count
from scramble.rules import default_length, layer_sets, random_moves
from solver.deadline import Deadline
from solver.nxn import reduction, routes
from solver.nxn.centres import five_tables, stage
from solver.nxn.centres.five_parity import five_wing_parity
from solver.nxn.five import g3_route
from solver.nxn.five import route as five_route
from solver.nxn.parity import odd_wing_orbits
from solver.nxn.routes import solve_centres


def scrambled(seed: int) -> Cube:
    return Cube(5).apply(random_moves(layer_sets(5), default_length(5), random.Random(seed)))


def test_wing_parity_is_read_off_the_colours():
    rng = random.Random(3)
    for _ in range(60):
        cube = Cube(5).apply(random_moves(layer_sets(5), rng.randint(1, 40), rng))
        assert five_wing_parity(cube.facelet_colors()) == (1 in odd_wing_orbits(cube))


def test_the_commutator_route_plays_the_parity_turn_first_where_the_wings_are_odd():
    cube = next(c for c in map(scrambled, range(20, 40)) if odd_wing_orbits(c))
    moves = solve_centres(5, cube.facelet_colors(), 0, Deadline(1.0))
    after = cube.copy().apply(moves)
    grid = after.facelet_colors().reshape(6, 5, 5)[:, 1:4, 1:4].reshape(6, 9)
    assert (grid == grid[:, :1]).all() and not odd_wing_orbits(after)


@pytest.mark.tables
def test_without_the_g3_tables_the_5x5_solve_takes_the_joint_beam_with_no_parity_turn(monkeypatch):
    monkeypatch.setattr(g3_route, 'ready', lambda: False)
    seen = []
    real = five_route.pair_joint

    def spy(starts, costs, *args, **kwargs):
        seen.append((starts, costs))
        return real(starts, costs, *args, **kwargs)

    monkeypatch.setattr(five_route, 'pair_joint', spy)
    cube = next(c for c in map(scrambled, range(40, 60)) if odd_wing_orbits(c))
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    assert routes.route(5).reduce is five_route.reduce_five and len(seen) == 1
    starts, costs = seen[0]
    assert len(starts) == len(costs) > 10
    for colors in starts:                                  # each start has the U and D centres solved
        grid = colors.reshape(6, 5, 5)[:, 1:4, 1:4]
        assert (grid[0] == grid[0, 1, 1]).all() and (grid[3] == grid[3, 1, 1]).all()
    names = [s.name for s in solution.stages]
    assert 'parity' not in names and names[:2] == ['centres', 'edges']
    assert tuple(s.description for s in solution.stages[:2]) == routes.route(5).words
    reduced = sum(count(s.moves, 'htm', 5) for s in solution.stages if s.name in ('centres', 'edges'))
    assert reduced <= 78


@pytest.mark.tables
def test_without_the_tables_in_time_the_centres_come_first_and_one_edge_beam_pairs(monkeypatch):
    monkeypatch.setattr(five_tables, 'usable', lambda deadline: False)
    monkeypatch.setattr(stage, 'five_usable', lambda deadline: False)
    cube = next(c for c in map(scrambled, range(60, 80)) if odd_wing_orbits(c))
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
