"""CFOP on the 3x3: every solve solves, each step's goal holds after its moves (checked on the
model Cube, held with the cross face down), and the cross is as short as an independent
breadth-first search finds."""
import random

import pytest

from model import Alg, Cube, CubeLabError
from model.last_layer import read_last_layer
from model.patterns import rotation_names
from model.stickers import move_gather
from solver import cfop
from solver.twophase.random_state import random_state_facelets
from storage.case_files import load_case_set

SETS = {name: load_case_set(name) for name in ('f2l', 'oll', 'pll', 'oll2', 'pll2')}
NAMES = {'2look': ['cross', 'f2l 1', 'f2l 2', 'f2l 3', 'f2l 4', 'eo', 'co', 'cp', 'ep', 'auf'],
         'full': ['cross', 'f2l 1', 'f2l 2', 'f2l 3', 'f2l 4', 'oll', 'pll', 'auf']}
SOLVED = ''.join(f * 9 for f in 'URFDLB')
CROSS = (28, 25, 32, 16, 34, 52, 30, 43)
SLOTS = ((29, 26, 15, 23, 12), (27, 44, 24, 21, 41), (33, 53, 42, 50, 39), (35, 17, 51, 48, 14))
COLOURS = ('white', 'red', 'green', 'yellow', 'orange', 'blue')


def random_cube(seed: int) -> Cube:
    return Cube.from_facelets(random_state_facelets(random.Random(seed)))


def held(cube: Cube, colour: str = 'white') -> str:
    """The cube's facelets by centres, held with the colour's centre on D."""
    for rotation in rotation_names():
        turned = cube.copy().apply(rotation) if rotation else cube.copy()
        if int(turned.facelet_colors()[31]) == COLOURS.index(colour):
            return turned.to_facelets(by_centres=True)
    raise AssertionError(colour)


def home(s: str, spots) -> bool:
    return all(s[i] == SOLVED[i] for i in spots)


def goal(step: str, s: str) -> bool:
    pairs = sum(home(s, slot) for slot in SLOTS)
    if step == 'cross':
        return home(s, CROSS)
    if step.startswith('f2l'):
        return home(s, CROSS) and pairs >= int(step[-1])
    layer = read_last_layer(s)
    if layer is None:
        return False
    return {'eo': not any(layer.flips), 'co': layer.oriented, 'oll': layer.oriented,
            'cp': layer.oriented and layer.corners_in_place,
            'ep': any(layer.turned(after=j).solved for j in range(4)),
            'pll': any(layer.turned(after=j).solved for j in range(4)), 'auf': s == SOLVED}[step]


def check(cube: Cube, lesson, mode: str, colour: str = 'white') -> None:
    assert [s.name for s in lesson.steps] == NAMES[mode]
    now = cube.copy()
    for step in lesson.steps:
        chunked = Cube(3).apply([m for c in step.chunks for m in c.moves])
        assert chunked == Cube(3).apply(step.moves)
        now.apply(step.moves)
        assert goal(step.name, held(now, colour)), (step.name, lesson.text)
    assert cube.copy().apply(lesson.moves).is_solved()


@pytest.mark.parametrize('mode', ['2look', 'full'])
def test_cfop_solves_random_states_step_by_step(mode):
    for seed in range(15):
        cube = random_cube(seed)
        check(cube, cfop.solve(cube, SETS, mode), mode)


@pytest.mark.slow
@pytest.mark.parametrize('mode', ['2look', 'full'])
def test_cfop_solves_a_hundred_random_states(mode):
    lengths = []
    for seed in range(1000, 1100):
        cube = random_cube(seed)
        lesson = cfop.solve(cube, SETS, mode)
        check(cube, lesson, mode)
        lengths.append(lesson.length)
    if mode == 'full':
        assert sum(lengths) / len(lengths) <= 60


def test_default_is_two_look_and_the_cross_colour_is_chosen():
    cube = random_cube(7)
    check(cube, cfop.solve(cube, SETS), '2look')
    check(cube, cfop.solve(cube, SETS, 'full', cross='yellow'), 'full', 'yellow')
    turned = cube.copy().apply('x y')          # centres anywhere: the cross still goes on white
    check(turned, cfop.solve(turned, SETS), '2look')


def test_solved_and_last_layer_states_keep_every_step():
    lesson = cfop.solve(Cube(3), SETS, 'full')
    assert [s.name for s in lesson.steps] == NAMES['full'] and not lesson.moves
    sune = Cube(3).apply("x2 R U R' U R U2 R'")   # white held down: a Sune on the yellow top
    lesson = cfop.solve(sune, SETS, '2look')
    assert all(not s.chunks for s in lesson.steps[:5])
    check(sune, lesson, '2look')


def test_chunks_name_cases_and_say_the_shortest_cross():
    cube = random_cube(3)
    lesson = cfop.solve(cube, SETS, 'full')
    cross = lesson.steps[0].chunks[0]
    assert f"the shortest cross takes {len(lesson.steps[0].moves)} moves" in cross.explanation
    pairs = [c for s in lesson.steps[1:5] for c in s.chunks if c.algorithm != 'intuitive']
    assert pairs and all(c.algorithm.startswith('F2L ') and 'corner at' in c.explanation for c in pairs)
    assert {c.algorithm for c in pairs} <= {case.name for case in SETS['f2l'].cases}
    oll = lesson.steps[5].chunks
    assert not oll or oll[0].algorithm in {case.name for case in SETS['oll'].cases}
    for step in lesson.steps:
        for chunk in step.chunks:
            assert len(chunk.pieces) == len(chunk.targets) and all(0 <= f < 54 for f in chunk.pieces)


def test_bad_input_is_refused_with_a_reason():
    with pytest.raises(CubeLabError, match='3x3'):
        cfop.solve(Cube(4), SETS)
    with pytest.raises(CubeLabError, match='last layer'):
        cfop.solve(Cube(3), SETS, 'three-look')
    with pytest.raises(CubeLabError, match='case sets'):
        cfop.solve(Cube(3), {'f2l': SETS['f2l']}, 'full')
    with pytest.raises(CubeLabError, match='cross colour'):
        cfop.solve(Cube(3), SETS, cross='purple')


_EDGES = ((5, 10), (7, 19), (3, 37), (1, 46), (32, 16), (28, 25), (30, 43), (34, 52),
          (23, 12), (21, 41), (50, 39), (48, 14))


def cross_stickers(facelets: str) -> str:
    """The facelets with only the cross edges' stickers kept ('.' elsewhere)."""
    out = ['.'] * 54
    for a, b in _EDGES:
        if 'D' in (facelets[a], facelets[b]):
            out[a], out[b] = facelets[a], facelets[b]
    return ''.join(out)


def bfs_cross_length(facelets: str) -> int:
    """Breadth-first search over the cross edges' stickers alone, with the model's moves."""
    gathers = [move_gather(3, m) for m in Alg.parse("U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'", 3)]
    start, goal_text = cross_stickers(facelets), cross_stickers(SOLVED)
    seen, frontier, depth = {start}, [start], 0
    while goal_text not in seen:
        depth += 1
        nxt = []
        for s in frontier:
            for g in gathers:
                t = ''.join([s[i] for i in g])
                if t not in seen:
                    seen.add(t)
                    nxt.append(t)
        frontier = nxt
    return depth


def test_the_cross_is_as_short_as_a_breadth_first_search_finds():
    for seed in range(4):
        cube = random_cube(seed)
        rng = random.Random(seed)
        near = cube.copy().apply(cfop.solve(cube, SETS).steps[0].moves).apply(
            ' '.join(rng.choice('URFDLB') + rng.choice(['', "'", '2']) for _ in range(4)))
        cross = cfop.solve(near, SETS).steps[0].moves
        assert len(cross) == bfs_cross_length(held(near)) <= 4
        assert home(held(near.copy().apply(cross)), CROSS)
