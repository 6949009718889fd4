"""5x5 centres by table-driven phases: orbit maps and tables against the model,
solutions checked on the model cube (centres home, fixed centres kept, wings even)."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from scramble.rules import default_length, layer_sets, random_moves
from solver.deadline import Deadline
from solver.nxn import solve
from solver.nxn.centres import five_tables, stage
from solver.nxn.routes import solve_centres
from solver.nxn.obtm import obtm
from solver.nxn.parity import odd_wing_orbits, prevent_oll_parity


def scrambled(seed: int) -> Cube:
    cube = Cube(5).apply(random_moves(layer_sets(5), default_length(5), random.Random(seed)))
    return cube.apply(prevent_oll_parity(cube))


def centres_home(cube: Cube) -> bool:
    grid = cube.facelet_colors().reshape(6, 5, 5)[:, 1:4, 1:4]
    return all(len(np.unique(face)) == 1 for face in grid)


def test_orbit_perms_agree_with_the_model():
    rng = random.Random(1)
    for orbit in 'xt':
        for move in rng.sample(five_tables.PHASE1_MOVES, 8):
            before = Cube(5).apply(random_moves(layer_sets(5), 30, rng))
            colours = [int(c) for c in before.facelet_colors()[five_tables.orbit_positions(orbit)]]
            after = before.copy().apply([move]).facelet_colors()[five_tables.orbit_positions(orbit)]
            assert five_tables._play(colours, [move], orbit) == [int(c) for c in after]


def test_phase3_moves_keep_every_piece_on_its_axis():
    for move in five_tables.PHASE3_MOVES + five_tables.phase3_rest_moves():
        after = Cube(5).apply([move]).facelet_colors().reshape(6, 5, 5)
        for f, face in enumerate(FACE_ORDER):
            opposite = 'UDRLFB'['UDRLFB'.index(face) ^ 1]
            assert {int(c) for c in after[f, 1:4, 1:4].ravel()} <= {f, FACE_ORDER.index(opposite)}
    for move in five_tables.phase3_rest_moves():           # and the rest's moves keep U and D whole
        after = Cube(5).apply([move]).facelet_colors().reshape(6, 5, 5)
        assert (after[0, 1:4, 1:4] == 0).all() and (after[3, 1:4, 1:4] == 3).all()


@pytest.mark.tables
@pytest.mark.parametrize('name, comps', [('p3_first', 2), ('p3_rest', 4)])
def test_phase3_tables_are_exact_distances(name, comps):
    """Every state but the goal has a move one step nearer and none nearer
    still (checked on every state of the small table and a sample of the big one)."""
    t = five_tables.tables()
    dist = np.frombuffer(getattr(t, name), dtype=np.uint8)
    maps = np.array(t.maps_first if comps == 2 else t.maps_rest)
    assert (dist < 255).all() and (dist == 0).sum() == 1
    states = np.arange(len(dist)) if len(dist) < 10 ** 5 else \
        np.random.default_rng(3).integers(0, len(dist), 20000)
    digits = [(states // 70 ** (comps - 1 - c)) % 70 for c in range(comps)]
    best = np.full(len(states), 255)
    for j in range(maps.shape[0]):
        idx = np.zeros(len(states), dtype=np.int64)
        for c in range(comps):
            idx = idx * 70 + maps[j, c][digits[c]]
        best = np.minimum(best, dist[idx])
    d = dist[states].astype(int)
    assert ((best == d - 1) | (d == 0)).all()


@pytest.mark.tables
@pytest.mark.parametrize('seed', range(3))
def test_solutions_solve_the_centres_on_the_model_keeping_fixed_centres_and_wings(seed):
    cube = scrambled(seed)
    assert odd_wing_orbits(cube) == []
    solutions = five_tables.centre_solutions(cube.facelet_colors())
    assert solutions
    assert [obtm(s) for s in solutions] == sorted(obtm(s) for s in solutions)
    for moves in solutions:
        assert all(m.start == 1 and m.end in (1, 2) for m in moves)      # the fixed centres never move
        after = cube.copy().apply(moves)
        assert centres_home(after)
        assert odd_wing_orbits(after) == []
        assert obtm(moves) <= 45                        # the commutator route took about 71


@pytest.mark.tables
def test_solved_centres_need_no_moves():
    assert five_tables.centre_solutions(Cube(5).apply([Move('R', 1, 1, 1), Move('U', 1, 1, 2)]).facelet_colors())[0] == []


@pytest.mark.tables
def test_the_whole_5x5_solve_takes_the_table_route_and_is_verified():
    cube = scrambled(11)
    solution = solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    centres = next(s for s in solution.stages if s.name == 'centres')
    assert obtm(centres.moves) <= 45


def test_a_tight_deadline_or_a_lost_search_takes_the_commutator_route(monkeypatch):
    cube = scrambled(12)
    assert not five_tables.usable(Deadline(1.0))
    moves = solve_centres(5, cube.facelet_colors(), 0, Deadline(1.0))
    assert centres_home(cube.copy().apply(moves))
    monkeypatch.setattr(stage, 'five_solution', lambda colors, seed: None)
    moves = solve_centres(5, cube.facelet_colors(), 0)
    assert centres_home(cube.copy().apply(moves))


@pytest.mark.tables
def test_the_command_line_and_window_timeout_still_takes_the_table_route():
    """`main.py solve` and the window give the solve a 10 s deadline: the
    centres' share of it must leave room for the phases."""
    import solver
    from controller.jobs import SOLVE_TIMEOUT
    cube = scrambled(13)
    five_tables.tables()
    solution = solver.solve_cube(cube, timeout=SOLVE_TIMEOUT)
    assert cube.copy().apply(solution.moves).is_solved()
    centres = next(s for s in solution.stages if s.name == 'centres')
    assert obtm(centres.moves) <= 45


@pytest.mark.tables
def test_more_finishes_give_more_distinct_solutions_as_short(monkeypatch):
    """Each of the best phase-3 starts is finished PHASE3_FINISHES shortest
    ways: solutions that leave the wings elsewhere, more starts for the
    reduction's edge beam; the shortest stays the shortest."""
    colors = scrambled(4).facelet_colors()
    assert five_tables.PHASE3_FINISHES > 1
    many = five_tables.centre_solutions(colors, count=1000)
    monkeypatch.setattr(five_tables, 'PHASE3_FINISHES', 1)
    few = five_tables.centre_solutions(colors, count=1000)
    assert len(many) > len(few) and len(many) > 16
    assert len({tuple(m) for m in many}) == len(many)
    assert obtm(many[0]) == obtm(few[0])
    assert {tuple(m) for m in few} <= {tuple(m) for m in many}
