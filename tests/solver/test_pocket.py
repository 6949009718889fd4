"""The 2x2 optimal solver: its table against the known counts and an independent BFS on the model."""
import random

import numpy as np
import pytest

from model import Alg, Cube, CubeLabError, InvalidCubeError, Move
from solver import pocket

SOLVED = 'UUUURRRRFFFFDDDDLLLLBBBB'
MOVES = [Move(f, 1, 1, a) for f in 'URF' for a in (1, 2, -1)]


def test_built_table_has_exactly_the_known_distance_counts():
    table = pocket.build_distances()
    assert table.shape == (3_674_160,)
    counts = np.bincount(table, minlength=256)
    assert tuple(counts[:12]) == (1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644)
    assert counts[12:].sum() == 0


def test_cached_table_is_the_built_one():
    assert np.array_equal(pocket.distances(), pocket.build_distances())


def _bfs_on_model(depth):
    """Facelet strings by optimal distance, found by turning model cubes."""
    levels = [{SOLVED: Cube(2)}]
    seen = {SOLVED}
    for _ in range(depth):
        nxt = {}
        for cube in levels[-1].values():
            for move in MOVES:
                child = cube.copy().apply(move)
                key = child.to_facelets()
                if key not in seen:
                    seen.add(key)
                    nxt[key] = child
        levels.append(nxt)
    return levels


def test_distances_and_solutions_agree_with_a_bfs_on_the_model():
    levels = _bfs_on_model(4)
    assert [len(level) for level in levels] == [1, 9, 54, 321, 1847]
    for depth, level in enumerate(levels):
        for key, cube in level.items():
            assert pocket.distance(Cube.from_facelets(key, size=2)) == depth
            solution = pocket.solve(cube)
            assert solution.length == depth
            assert cube.copy().apply(solution.moves).is_solved()


def test_random_states_are_solved_optimally():
    rng = random.Random(4)
    table = pocket.distances()
    for _ in range(300):
        index = rng.randrange(pocket.N_STATES)
        scrambled = Cube(2).apply(Alg(pocket.optimal_moves(index)).inverse())
        assert pocket.state_index(scrambled) == index
        solution = pocket.solve(Cube.from_facelets(scrambled.to_facelets(colors=True), size=2))
        assert solution.length == table[index] <= 11
        assert all(m.face in 'URF' for m in solution.moves)
        assert scrambled.apply(solution.moves).is_solved()


def test_an_antipode_takes_eleven_moves():
    index = int(np.nonzero(pocket.distances() == 11)[0][0])
    cube = Cube(2).apply(Alg(pocket.optimal_moves(index)).inverse())
    solution = pocket.solve(cube)
    assert solution.length == 11 and solution.stages[0].moves == solution.moves
    assert cube.apply(solution.moves).is_solved()


def test_any_whole_cube_orientation_is_solved():
    scramble = "R U2 F' U R' F2 U' R2"
    plain = pocket.distance(Cube(2).apply(scramble))
    for rotation in ('x', 'y2', "z'", 'x y', "x2 z'"):
        cube = Cube(2).apply(rotation).apply(scramble)
        assert pocket.distance(cube) == plain
        assert cube.apply(pocket.solve(cube).moves).is_solved()


def _with(changes):
    text = list(SOLVED)
    for index, letter in changes.items():
        text[index] = letter
    return ''.join(text)


@pytest.mark.parametrize('text, reason, words', [
    (_with({3: 'D', 13: 'U'}), 'piece', 'mirror image'),   # URF and DFR show mirror images
    (_with({3: 'R'}), 'count', 'each colour must appear 4 times'),
    (_with({3: 'F', 4: 'U', 9: 'R'}), 'twist', 'one corner is twisted'),
    (_with({13: 'U', 11: 'R', 6: 'F', 2: 'D', 8: 'L', 17: 'F'}), 'duplicate', 'appears twice'),
    ('UUUURRRRGGGGDDDDLLLLBBBB', 'letter', 'mixes'),
    (SOLVED[:-1], 'length', '24 stickers'),
    (SOLVED[:-1] + 'X', 'letter', "unknown letter 'X'"),
])
def test_impossible_states_say_what_is_wrong(text, reason, words):
    """Strings are read by the model before a solver sees them."""
    with pytest.raises(InvalidCubeError, match=words) as info:
        pocket.solve(Cube.from_facelets(text, size=2))
    assert info.value.reason == reason


def test_only_2x2_cubes():
    with pytest.raises(CubeLabError, match='2x2'):
        pocket.solve(Cube(3))


@pytest.mark.parametrize('not_a_cube', [SOLVED, None, 42])
def test_only_model_cubes_are_taken(not_a_cube):
    with pytest.raises(CubeLabError, match='Cube.from_facelets'):
        pocket.solve(not_a_cube)
