"""The 3x3 two-phase solver: every solution applied with the model, short cubes
optimal, special positions, and our facelet reading checked against kociemba."""
from __future__ import annotations

import os
import random

import numpy as np
import pytest

from model import Cube, CubeLabError, InvalidCubeError, Move
from solver.twophase import coords, random_state_facelets, solve, solve_to
from solver.twophase import tables as twophase_tables
from solver.twophase.cubie import MOVE_CUBES, PHASE2_MOVES, SOLVED, CubieCube, parse_moves, random_cubie

SUPERFLIP = 'UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB'
CHECKERBOARD = 'UDUDUDUDURLRLRLRLRFBFBFBFBFDUDUDUDUDLRLRLRLRLBFBFBFBFB'
SOLVED_FACELETS = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'


@pytest.fixture(scope='session', autouse=True)
def tables(tmp_path_factory):
    """Build the tables once, into a private cache folder."""
    old = os.environ.get('CUBELAB_CACHE_DIR')
    os.environ['CUBELAB_CACHE_DIR'] = str(tmp_path_factory.mktemp('cubelab-cache'))
    twophase_tables._loaded = None
    seen = []
    loaded = twophase_tables.load(progress=seen.append)
    assert seen and seen[-1] == 1.0 and seen == sorted(seen)
    yield loaded
    twophase_tables._loaded = None
    if old is None:
        del os.environ['CUBELAB_CACHE_DIR']
    else:
        os.environ['CUBELAB_CACHE_DIR'] = old


def cube_of(facelets: str) -> Cube:
    return Cube.from_facelets(facelets, size=3)


def solves(facelets: str, moves) -> bool:
    return cube_of(facelets).apply(moves).is_solved()


def only_face_turns(moves) -> bool:
    return all(isinstance(m, Move) and m.face in 'URFDLB' and (m.start, m.end) == (1, 1)
               and m.amount in (1, 2, -1) for m in moves)


def test_random_states_default_mode():
    rng = random.Random(2024)
    lengths = []
    for _ in range(200):
        facelets = random_state_facelets(rng)
        solution = solve(cube_of(facelets))
        assert solves(facelets, solution.moves), (facelets, solution.text)
        assert only_face_turns(solution.moves)
        assert solution.length <= 20
        assert solution.phase1 + solution.phase2 == solution.length
        lengths.append(solution.length)
    assert sum(lengths) / len(lengths) <= 20


def test_random_states_fast_mode_and_model_cubes():
    rng = random.Random(7)
    for _ in range(100):
        facelets = random_state_facelets(rng)
        cube = Cube.from_facelets(facelets, size=3)
        solution = solve(cube, fast=True)
        assert cube.copy().apply(solution.moves).is_solved()
        assert solution.length <= 24


def test_colour_letters_are_accepted():
    facelets = random_state_facelets(random.Random(3))
    colours = facelets.translate(str.maketrans('URFDLB', 'WRGYOB'))
    assert solves(facelets, solve(cube_of(colours)).moves)


def test_solved_gives_empty_solution():
    solution = solve(cube_of(SOLVED_FACELETS))
    assert solution.moves == () and solution.length == 0 and solution.text == ''


def _exact_distances_to_5():
    """Distance of states <= 5 moves from solved, by brute force: a table of
    everything within 3 moves, then two more moves from the other side."""
    within3 = {SOLVED.to_facelets(): 0}
    frontier = [SOLVED]
    for d in range(1, 4):
        nxt = []
        for c in frontier:
            for mv in MOVE_CUBES:
                n = c * mv
                key = n.to_facelets()
                if key not in within3:
                    within3[key] = d
                    nxt.append(n)
        frontier = nxt
    ball2 = [(0, CubieCube())] + [(1, mv) for mv in MOVE_CUBES] + [(2, a * b) for a in MOVE_CUBES for b in MOVE_CUBES]

    def distance(c: CubieCube) -> int:
        return min(k + within3[(c * y).to_facelets()] for k, y in ball2 if (c * y).to_facelets() in within3)
    return distance


def test_states_up_to_5_moves_are_solved_optimally():
    distance = _exact_distances_to_5()
    rng = random.Random(11)
    for n in (1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5):
        scramble = [rng.randrange(18) for _ in range(n)]
        cube = SOLVED.apply(scramble)
        solution = solve(cube_of(cube.to_facelets()))
        assert solves(cube.to_facelets(), solution.moves)
        assert solution.length == distance(cube), (scramble, solution.text)


def test_one_move_cube():
    assert solve(cube_of('UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB')).text == "R'"


def test_superflip_in_20():
    solution = solve(cube_of(SUPERFLIP), timeout=30)
    assert solves(SUPERFLIP, solution.moves)
    assert solution.length == 20  # optimal; two-phase may need a while


def test_checkerboard():
    solution = solve(cube_of(CHECKERBOARD))
    assert solves(CHECKERBOARD, solution.moves)
    assert solution.length == 6


def test_solve_to_reaches_the_goal():
    rng = random.Random(5)
    for _ in range(10):
        start, goal = random_state_facelets(rng), random_state_facelets(rng)
        solution = solve_to(cube_of(start), cube_of(goal))
        assert Cube.from_facelets(start, size=3).apply(solution.moves) == Cube.from_facelets(goal, size=3)
        assert solution.length <= 20


@pytest.mark.parametrize('facelets', [
    SOLVED_FACELETS[:53],  # too short
    'UUUUUUUUFRRRRRRRRRFFFFFFFFUDDDDDDDDDLLLLLLLLLBBBBBBBBB',  # wrong counts
    'RUUUUUUUFRRRRRRRRRFFFFFFFFUDDDDDDDDDLLLLLLLLLBBBBBBBBB',
    CubieCube(co=[1] + [0] * 7).to_facelets(),  # twisted corner
    CubieCube(eo=[1] + [0] * 11).to_facelets(),  # flipped edge
    CubieCube(ep=[1, 0] + list(range(2, 12))).to_facelets(),  # two edges swapped
])
def test_invalid_cubes_get_the_models_message(facelets):
    with pytest.raises(InvalidCubeError) as err:
        solve(cube_of(facelets))
    assert str(err.value)


def test_other_sizes_are_refused():
    with pytest.raises(InvalidCubeError):
        solve(Cube(4))


@pytest.mark.parametrize('not_a_cube', [SOLVED_FACELETS, None, CubieCube()])
def test_only_model_cubes_are_taken(not_a_cube):
    with pytest.raises(CubeLabError, match='Cube.from_facelets'):
        solve(not_a_cube)


def test_our_facelets_agree_with_kociemba():
    kociemba = pytest.importorskip('kociemba')
    rng = random.Random(99)
    for _ in range(50):
        cube = random_cubie(rng)
        facelets = cube.to_facelets()
        assert CubieCube.from_facelets(facelets) == cube
        assert cube.apply(parse_moves(kociemba.solve(facelets))).is_solved()


def test_our_moves_agree_with_the_model():
    rng = random.Random(1)
    for _ in range(30):
        moves = [rng.randrange(18) for _ in range(25)]
        text = ' '.join('URFDLB'[m // 3] + ('', '2', "'")[m % 3] for m in moves)
        assert SOLVED.apply(moves).to_facelets() == Cube(3).apply(text).to_facelets()


def test_random_states_are_valid_and_varied():
    rng = random.Random(0)
    states = {random_state_facelets(rng) for _ in range(200)}
    assert len(states) == 200
    for s in list(states)[:50]:
        Cube.from_facelets(s, size=3)  # raises if impossible
    # each corner slot holds every corner about equally often (8 * 200 draws)
    counts = [0] * 8
    for _ in range(1600):
        counts[random_cubie(rng).cp[0]] += 1
    assert min(counts) > 120


def test_solution_reports_its_parts():
    solution = solve(cube_of(random_state_facelets(random.Random(4))))
    assert solution.seconds >= 0
    assert solution.text == ' '.join(str(m) for m in solution.moves)
    assert [s.name for s in solution.stages] == ['phase 1', 'phase 2']


def test_root_coordinates_match_the_batch_ones():
    rng = random.Random(8)
    cubes = [random_cubie(rng) for _ in range(200)]
    cp, co, ep, eo = coords.cubie_arrays(cubes)
    batch = np.stack([coords.twist_of(co), coords.flip_of(eo), coords.slice_sorted_of(ep),
                      coords.corners_of(cp), coords.u_edges_of(ep), coords.d_edges_of(ep)], axis=1)
    assert batch.tolist() == [list(coords.root_coords(c)) for c in cubes]


def test_phase1_table_is_a_distance(tables):
    """0 exactly on the subgroup, and neighbours differ by at most one: with
    the walk down (phase1_depth) always finding a step, that is the distance."""
    rng = random.Random(12)
    for _ in range(150):
        cube = random_cubie(rng)
        twist, flip, slc = coords.root_coords(cube)[:3]
        d = tables.phase1_depth(flip, twist, slc)
        assert 0 < d <= 12
        for m in range(18):
            twist2, flip2, slc2 = coords.root_coords(cube * MOVE_CUBES[m])[:3]
            assert abs(tables.phase1_depth(flip2, twist2, slc2) - d) <= 1
    assert tables.phase1_depth(0, 0, 5) == 0  # slice edges in the slice, in any order


def test_phase2_table_is_a_distance(tables):
    rng = random.Random(13)
    for _ in range(300):
        cube = SOLVED.apply([rng.choice(PHASE2_MOVES) for _ in range(40)])
        corners, ud = coords.root_coords(cube)[3], coords.ud_edges_of(np.array([cube.ep]))[0]
        d = tables.phase2_depth(corners, int(ud))
        near = []
        for m in PHASE2_MOVES:
            c2 = cube * MOVE_CUBES[m]
            near.append(tables.phase2_depth(coords.root_coords(c2)[3], int(coords.ud_edges_of(np.array([c2.ep]))[0])))
        assert all(abs(x - d) <= 1 for x in near if max(x, d) < 15)
        assert d == 0 or d == 15 or min(near) == d - 1
    assert tables.phase2_depth(0, 0) == 0


def test_a_cube_turned_as_a_whole_is_solved_where_it_stands():
    cube = Cube(3).apply("R U F' L2 D x y2 z'")
    solution = solve(cube)
    assert cube.copy().apply(solution.moves).is_solved()
    assert solution.length == 5
