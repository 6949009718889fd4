"""The beginner's method on 3x3 and 2x2: it solves any valid state, step by step.

After every step its goal holds, checked by replaying each step's moves on the
model Cube (not on the solver's own colour arrays); steps already done are
kept; the 3x3 uses at most 8 catalogue algorithms besides set-up moves.
"""
import random

import pytest

from model import Alg, Cube, Move
from solver import beginner
from solver.beginner.catalogue import ALGORITHMS, CATALOGUE_3X3, INTUITIVE
from solver.beginner.plans import prepare
from solver.beginner.steps import step_pattern
from solver.twophase.random_state import random_state_facelets


def random_cube(n: int, seed: int) -> Cube:
    rng = random.Random(seed)
    if n == 3:
        return Cube.from_facelets(random_state_facelets(rng))
    faces = 'URFDLB'
    if n == 2:
        return Cube(n).apply(' '.join(rng.choice(faces) + rng.choice(['', "'", '2']) for _ in range(30)))
    moves = []
    for _ in range(12 * n):
        depth = rng.randint(1, n // 2)
        moves.append(Move(rng.choice(faces), 1 if depth == 1 else rng.randint(1, depth), depth,
                          rng.choice((1, 2, -1))))
    return Cube(n).apply(moves)


def check_lesson(cube: Cube) -> beginner.Lesson:
    """Solve, then replay step by step: each step's goal (its own test and
    its Pattern) holds after its moves, and the end is solved."""
    lesson = beginner.solve(cube)
    prepared = prepare(cube.n, cube.facelet_colors())
    plan = prepared.plan
    assert [s.key for s in lesson.steps] == [p.step.key for p in plan]
    work = cube.copy()
    for result, planned in zip(lesson.steps, plan):
        work.apply(result.moves)
        colors = planned.reader.read(prepared.seen(work.facelet_colors()))
        assert planned.step.done(colors, planned.target), result.key
        if planned.reader.n == cube.n:
            assert step_pattern(cube.n, planned).matches(work), result.key
        # each step's moves are its chunks' moves
        assert Cube(cube.n).apply(result.moves) == Cube(cube.n).apply([m for c in result.chunks for m in c.moves])
    assert work.is_solved()
    assert cube.copy().apply(lesson.moves).is_solved()
    return lesson


@pytest.mark.parametrize('seed', range(12))
def test_random_3x3_states_are_solved_step_by_step(seed):
    lesson = check_lesson(random_cube(3, seed))
    assert lesson.length < 150


@pytest.mark.parametrize('seed', range(6))
def test_random_2x2_states_are_solved_step_by_step(seed):
    check_lesson(random_cube(2, seed))


def test_centres_moved_by_slices_and_rotations():
    cube = random_cube(3, 99).apply("M E' S x y2")
    check_lesson(cube)


def test_solved_cube_needs_nothing():
    lesson = beginner.solve(Cube(3))
    assert lesson.moves == () and all(not s.chunks for s in lesson.steps)
    assert [s.key for s in lesson.steps] == ['cross', 'corners', 'middle', 'yellow-cross', 'yellow-edges',
                                             'corners-placed', 'corners-twisted']


def test_steps_already_done_are_kept():
    # the last layer scrambled by an algorithm that keeps the first two layers
    cube = Cube(3).apply('x2')       # white on D, yellow on U
    cube.apply("F R U R' U' F' U R U R' U R U2 R' U2")
    lesson = check_lesson(cube)
    assert [s.key for s in lesson.steps if s.chunks][0] in ('yellow-cross', 'yellow-edges', 'corners-placed',
                                                           'corners-twisted')
    assert not lesson.steps[0].chunks and not lesson.steps[1].chunks and not lesson.steps[2].chunks


def test_3x3_uses_at_most_eight_catalogue_algorithms():
    used = set()
    for seed in range(12):
        for step in beginner.solve(random_cube(3, seed)).steps:
            used |= {c.algorithm for c in step.chunks}
    used -= {INTUITIVE, 'setup'}
    assert used <= set(CATALOGUE_3X3) and len(CATALOGUE_3X3) <= 8


def test_chunks_name_real_pieces_and_targets():
    """Each chunk's pieces are where its pieces are before it and its targets
    where they end: after the chunk the targets show the pieces' colours."""
    cube = random_cube(3, 7)
    work = cube.copy()
    for step in beginner.solve(cube).steps:
        for chunk in step.chunks:
            before = work.facelet_colors()
            work.apply(chunk.moves)
            after = work.facelet_colors()
            assert (before[list(chunk.pieces)] == after[list(chunk.targets)]).all()
            assert chunk.explanation and chunk.algorithm in ALGORITHMS or chunk.algorithm == 'setup'
            body = chunk.moves[chunk.setup:]
            if chunk.algorithm in ('right-insert', 'left-insert', 'edge-right', 'edge-left', 'yellow-cross'):
                # the whole algorithm, less a first or last turn merged with the set-up
                # or the next chunk (the moves shown are those played)
                written = len(Alg.parse(ALGORITHMS[chunk.algorithm].text))
                assert written - 2 <= len(body) <= written


def test_json_shape():
    lesson = beginner.solve(random_cube(3, 3))
    data = lesson.to_json()
    assert set(data) >= {'moves', 'steps'}
    assert Cube(3).apply(Alg.parse(data['moves'])) == Cube(3).apply(lesson.moves)
    for step in data['steps']:
        assert set(step) >= {'name', 'moves', 'chunks'}
        for chunk in step['chunks']:
            assert set(chunk) >= {'moves', 'algorithm', 'explanation', 'pieces'}
            assert all(isinstance(f, int) and 0 <= f < 54 for f in chunk['pieces'])


@pytest.mark.parametrize('n, seed', [(4, 1), (4, 2), (5, 1)])
def test_big_cubes_are_solved_step_by_step(n, seed):
    """Centres face by face, edges paired, then the 3x3 steps with the parity
    steps; each step's goal holds after its moves (read through the plan's view)."""
    lesson = check_lesson(random_cube(n, seed))
    keys = [s.key for s in lesson.steps]
    assert keys[:5] == ['centre-U', 'centre-D', 'centre-F', 'centre-R', 'centre-B'] and keys[5] == 'edges'
    assert ('oll-parity' in keys) == (n % 2 == 0)


def test_even_cube_turned_whole_is_solved_in_its_own_orientation():
    cube = random_cube(4, 5).apply('x y')
    check_lesson(cube)
