"""The public scrambler API: modes, defaults, lengths, seeds, results and errors."""
import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from model import Cube, CubeLabError
from model.limits import MAX_SIZE
from scramble import DESCRIPTIONS, MODES, default_length, default_mode, modes_for, scramble

ROOT = Path(__file__).resolve().parents[2]
RULE_MODES = ['random-moves', 'simple', 'dynamic-judgement']


def test_defaults_per_size():
    assert default_mode(2) == 'random-state' and modes_for(2)[0] == 'random-state'
    assert default_mode(5) == 'random-moves' and modes_for(5)[0] == 'random-moves'
    assert set(modes_for(2)) == set(MODES)
    assert [default_length(n, 'random-moves') for n in (2, 3, 4, 5, 6, 12)] == [25, 30, 40, 60, 80, 200]
    assert [default_length(n, 'dynamic-judgement') for n in (2, 3, 4, 9, 10, 20)] == [11, 20, 40, 160, 190, 490]
    assert default_length(7, 'simple') == 20 and default_length(2, 'random-state') is None


def test_descriptions_say_what_each_mode_is_for():
    assert set(DESCRIPTIONS) == set(MODES)
    assert 'fewer intact blocks than a random state' in DESCRIPTIONS['dynamic-judgement']
    assert 'not more random' in DESCRIPTIONS['dynamic-judgement']


@pytest.mark.parametrize('mode', RULE_MODES)
def test_length_overrides(mode):
    for length in (1, 7, 55):
        result = scramble(6, mode, length=length, seed=length)
        assert result.length == length == len(result.text.split())


@pytest.mark.parametrize('kwargs, words', [
    (dict(size=1), 'between 2 and 50'),
    (dict(size=51), 'between 2 and 50'),
    (dict(size='3'), 'whole number'),
    (dict(size=3, mode='scrambled'), "unknown scramble mode 'scrambled': choose one of random-state, random-moves"),
    (dict(size=4, length=0), 'between 1 and'),
    (dict(size=4, length=2.5), 'whole number'),
    (dict(size=2, mode='random-state', length=10), 'as long as its solution'),
    (dict(size=2, seed=1, rng=random.Random(1)), 'not both'),
])
def test_bad_requests_say_what_is_wrong(kwargs, words):
    with pytest.raises(CubeLabError, match=words):
        scramble(**kwargs)


@pytest.mark.parametrize('mode', RULE_MODES + ['random-state'])
def test_seeded_runs_are_identical_and_seeds_differ(mode):
    size = 2 if mode == 'random-state' else 4
    first = scramble(size, mode, seed=42)
    assert scramble(size, mode, seed=42) == first
    assert scramble(size, mode, seed=43).text != first.text


def test_unseeded_runs_differ():
    assert scramble(5).text != scramble(5).text


_SCRIPT = ("import json; from scramble import scramble; "
           "print(json.dumps([scramble(n, m, seed='s%d' % n).to_dict() for n, m in "
           "[(2, 'random-state'), (2, 'dynamic-judgement'), (3, 'simple'), (4, 'random-moves'), "
           "(5, 'dynamic-judgement')]]))")


def test_seeded_output_is_byte_identical_across_processes():
    outputs = []
    for hash_seed in ('1', '2'):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, '-c', _SCRIPT], cwd=ROOT, env=env,
                              capture_output=True, text=True, check=True)
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1]
    here = [scramble(n, m, seed=f's{n}').to_dict() for n, m in
            [(2, 'random-state'), (2, 'dynamic-judgement'), (3, 'simple'), (4, 'random-moves'),
             (5, 'dynamic-judgement')]]
    assert json.loads(outputs[0]) == here


def test_result_holds_text_state_and_scores():
    result = scramble(3, 'dynamic-judgement', seed=5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.mode = 'simple'
    data = result.to_dict()
    assert set(data) == {'scramble', 'length', 'mode', 'size', 'facelets', 'scores'}
    assert data['scramble'] == result.text and len(data['scores']) == data['length'] == 20
    cube = result.cube()
    assert isinstance(cube, Cube) and cube.to_facelets() == result.facelets and not cube.is_solved()
    assert scramble(4, 'random-moves', seed=1).scores is None


def test_the_largest_cube_scrambles_in_every_mode_that_serves_it():
    assert modes_for(MAX_SIZE) == ('random-moves', 'simple', 'dynamic-judgement')
    for mode in modes_for(MAX_SIZE):
        result = scramble(MAX_SIZE, mode, length=30, seed=1)
        assert Cube(MAX_SIZE).apply(result.moves).to_facelets() == result.facelets
