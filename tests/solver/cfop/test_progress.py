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
