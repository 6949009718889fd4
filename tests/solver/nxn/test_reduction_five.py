"""5x5 reduction: where the joint beam is not taken, the edge beam starts from every kept centre solution; the 3x3 stage's target is kept."""
import random

import pytest

from model import Cube
from model.metrics import count
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn import reduction, routes
from solver.nxn.centres import five_tables
from solver.nxn.centres.five_parity import five_wing_parity
from solver.nxn.five import g3_route

pytestmark = pytest.mark.tables


def scrambled(seed: int) -> Cube:
    return Cube(5).apply(random_moves(layer_sets(5), default_length(5), random.Random(seed)))


def test_5x5_edge_beam_starts_from_every_kept_centre_solution(beam_starts, monkeypatch):
    """Where the joint beam is not taken (five.route), one edge beam starts
    from five_tables.SOLUTIONS centre solutions (main took the best 6 and
    paired each on its own), each a real one: centres solved on the model,
    its OBTM the cost it starts with; the solve keeps one of them."""
    monkeypatch.setattr(five_tables, 'usable', lambda deadline: False)    # the joint route's test only
    seen = beam_starts
    cube = scrambled(34)
    solution = reduction.solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    assert len(seen) == 1
    starts, costs = seen[0]
    colors = cube.facelet_colors()
    centres = five_tables.centre_solutions(colors, wing_parity=five_wing_parity(colors))
    assert len(starts) == len(centres) > 6 and five_tables.SOLUTIONS > 6
    assert [count(c, 'htm', 5) for c in centres] == costs == sorted(costs)
    for moves, colors in zip(centres, starts):
        after = cube.copy().apply(moves).facelet_colors()
        grid = after.reshape(6, 5, 5)[:, 1:4, 1:4].reshape(6, 9)
        assert (after == colors).all() and (grid == grid[:, :1]).all()


def test_5x5_three_stage_searches_all_the_pairings_at_once_in_its_time(three_calls, monkeypatch):
    monkeypatch.setattr(g3_route, 'ready', lambda: False)                   # the joint beam's pairings
    seen = three_calls
    cube = scrambled(32)
    assert cube.copy().apply(reduction.solve(cube).moves).is_solved()
    _, seconds = routes.route(5).three
    assert len(seen) == 1
    timeout, target, states = seen[0]
    assert target is None and states > 1 and timeout == seconds
