"""The numpy-batched phase 1: every solution applied with the model, exhaustive searches as short as search.py's."""
from __future__ import annotations

import random

from model import Cube
from solver.twophase import random_state_facelets, solve, solve_among, to_moves
from solver.twophase.cubie import SOLVED, CubieCube
from solver.twophase.layered import LayeredSearch
from solver.twophase.search import TwoPhaseSearch, step_clock
from twophase_cases import SUPERFLIP, cube_of, only_face_turns, solves


def _best(engine, tables, cubes, offsets=None):
    """(cube index, moves as model Moves) of an exhaustive search (no target,
    no time limit reached): the fewest offset + moves there are."""
    search = engine(tables, cubes, 0, 600, False, offsets or [0] * len(cubes))
    search.run()
    return search.best_which, to_moves(search.best)


def _scrambled(rng, n):
    moves = [rng.randrange(18) for _ in range(n)]
    return SOLVED.apply(moves), moves


def test_random_states_are_solved_in_20_moves_at_most():
    rng = random.Random(31)
    for _ in range(25):
        facelets = random_state_facelets(rng)
        solution = solve(cube_of(facelets), timeout=0.3, layered=True)
        assert solves(facelets, solution.moves), (facelets, solution.text)
        assert only_face_turns(solution.moves)
        assert solution.length <= 20
        assert solution.phase1 + solution.phase2 == solution.length


def test_exhaustive_searches_are_as_short_as_the_node_at_a_time_search(tables):
    rng = random.Random(17)
    for n in (3, 5, 6, 7, 7, 8, 8):
        cube, moves = _scrambled(rng, n)
        _, layered = _best(LayeredSearch, tables, [cube])
        _, plain = _best(TwoPhaseSearch, tables, [cube])
        assert solves(cube.to_facelets(), layered)
        assert len(layered) == len(plain) <= n, (moves, layered, plain)


def test_several_cubes_with_moves_spent_choose_the_least_in_all(tables):
    rng = random.Random(5)
    cubes = [_scrambled(rng, n)[0] for n in (8, 6, 7, 5)]
    offsets = [0, 4, 1, 3]
    which, moves = _best(LayeredSearch, tables, cubes, offsets)
    plain_which, plain = _best(TwoPhaseSearch, tables, cubes, offsets)
    assert solves(cubes[which].to_facelets(), moves)
    assert offsets[which] + len(moves) == offsets[plain_which] + len(plain)


def test_solve_among_takes_the_cheapest_cube():
    near = Cube(3).apply("R U F")
    far = Cube.from_facelets(random_state_facelets(random.Random(8)), size=3)
    which, solution = solve_among([far, near], [0, 2], timeout=1.0)
    assert which == 1 and solution.length == 3
    assert near.copy().apply(solution.moves).is_solved()


def test_a_step_clock_buys_the_same_search_every_time(tables):
    cube = CubieCube.from_facelets(random_state_facelets(random.Random(12)))
    found = []
    for _ in range(2):
        search = LayeredSearch(tables, cube, 0, 0.2, False, clock=step_clock(20_000))
        search.run()
        found.append(to_moves(search.best))
    assert found[0] == found[1]
    assert solves(cube.to_facelets(), found[0])


def test_superflip_needs_20_and_gets_them():
    solution = solve(cube_of(SUPERFLIP), timeout=300, layered=True)   # stops at the first 20
    assert solves(SUPERFLIP, solution.moves)
    assert solution.length == 20


def test_a_cube_in_the_subgroup_takes_phase_2_alone(tables):
    cube = SOLVED.apply([0, 4, 10, 7, 1])                        # U R2 D2 F2 U2: no phase 1 to do
    _, moves = _best(LayeredSearch, tables, [cube])
    assert solves(cube.to_facelets(), moves) and len(moves) <= 5
    assert all(m.face in 'UD' or m.amount == 2 for m in moves)


def test_a_repeatable_solve_does_not_read_the_time(monkeypatch):
    """repeatable=True: the same moves with the wall clock leaping ahead a minute
    at every look as without; a timed search stops at its first solution then."""
    import solver.twophase.search as search_module

    cube = Cube.from_facelets(random_state_facelets(random.Random(3)), size=3)
    quiet = solve(cube, max_length=17, timeout=20.0, repeatable=True)
    now = [0.0]

    def leaping() -> float:
        now[0] += 60.0
        return now[0]

    monkeypatch.setattr(search_module.time, 'perf_counter', leaping)
    assert solve(cube, max_length=17, timeout=20.0, repeatable=True).moves == quiet.moves
    assert solve(cube, max_length=17, timeout=20.0).length > quiet.length
    assert solves(cube.to_facelets(), quiet.moves)
