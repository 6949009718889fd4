"""solver.cfop.progress reads CFOP's checklist from the cube: on random states, after each
step of a CFOP solve that step and every one before it reads done, and the next step with
moves does not; the stickers that matter for the cross and F2L steps include their pieces."""
import random

import pytest

from model import Alg, Cube
from scramble.rules import layer_sets, random_moves
from solver import cfop
from solver.cfop.progress import matter, progress, step_names
from storage.case_files import load_case_set


@pytest.mark.parametrize('last_layer, seed', [('2look', 1), ('2look', 2), ('full', 3), ('full', 4)])
def test_each_step_reads_done_after_its_moves(last_layer, seed):
    cube = Cube(3).apply(Alg(random_moves(layer_sets(3), 25, random.Random(seed))))
    sets = {name: load_case_set(name) for name in cfop.SETS[last_layer]}
    lesson = cfop.solve(cube, sets, last_layer)
    keys = list(step_names(last_layer))
    assert [s.key for s in lesson.steps] == keys
    assert [s.done for s in progress(cube, last_layer)] == [not any(s.moves for s in lesson.steps[:k + 1])
                                                             for k in range(len(keys))]
    for k, step in enumerate(lesson.steps):
        if step.chunks:
            pieces = set(step.chunks[0].pieces)
            wanted = matter(cube, step.key)
            assert wanted is None or pieces <= set(wanted), step.key
        cube = cube.apply(Alg(step.moves))
        states = progress(cube, last_layer)
        assert all(s.done for s in states[:k + 1]), (step.key, states)
        later = next((j for j in range(k + 1, len(keys)) if lesson.steps[j].moves), None)
        if later is not None:
            assert not states[later].done
    assert cube.is_solved()


def test_each_f2l_step_counts_its_own_pair():
    """After the cross and one pair, the first F2L line reads 1 of 1 pair and the other
    three 0 of 1 (not the whole F2L's 1 of 4 on every line)."""
    cube = Cube(3).apply(Alg(random_moves(layer_sets(3), 25, random.Random(5))))
    sets = {name: load_case_set(name) for name in cfop.SETS['2look']}
    lesson = cfop.solve(cube, sets, '2look')
    keys = list(step_names('2look'))
    for step in lesson.steps[:keys.index('f2l 1') + 1]:
        cube = cube.apply(Alg(step.moves))
    f2l = [s for s in progress(cube, '2look') if s.key.startswith('f2l')]
    assert [(s.done, s.count, s.total, s.unit) for s in f2l] == [
        (True, 1, 1, 'pairs'), (False, 0, 1, 'pairs'), (False, 0, 1, 'pairs'), (False, 0, 1, 'pairs')]
