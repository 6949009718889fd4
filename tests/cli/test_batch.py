"""Batch solving and scrambling on several cores: `solve - --jobs N` and
`scramble --count K --jobs N` print what one process prints, in input order."""
import multiprocessing
import random
import subprocess
import sys
from pathlib import Path

import pytest

from cli.batch import ordered_map
from model import Cube

ROOT = Path(__file__).resolve().parents[2]


def cli(*args, stdin=None):
    return subprocess.run([sys.executable, 'main.py', *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=300)


def start_method(_item):
    return multiprocessing.get_start_method()


def square(x):
    return x * x


def test_workers_keep_order_and_never_fork_plainly():
    assert list(ordered_map(square, range(50), 2, 'test')) == [x * x for x in range(50)]
    assert set(ordered_map(start_method, range(4), 2, 'test')) <= {'forkserver', 'spawn'}


@pytest.mark.tables
def test_solve_batch_on_two_workers_solves_each_line_in_order():
    rng = random.Random(12)
    states = [Cube(3).apply(' '.join(rng.choice('URFDLB') + rng.choice(["", "'", "2"])
                                     for _ in range(25))).to_facelets() for _ in range(12)]
    lines = states[:5] + ['XYZ', Cube(3).to_facelets()] + states[5:]
    out = cli('solve', '-', '--jobs', '2', stdin='\n'.join(lines) + '\n')
    assert out.returncode == 1 and out.stderr.startswith('error: line 6: ')
    answers = out.stdout.split('\n')[:-1]
    assert len(answers) == len(lines) and answers[5] == '' and answers[6] == ''
    for state, answer in zip(lines, answers):
        if state != 'XYZ':
            assert Cube.from_facelets(state).apply(answer).is_solved()
            assert len(answer.split()) <= 20


@pytest.mark.tables
def test_seeded_scrambles_do_not_depend_on_jobs():
    one = cli('scramble', '--size', '3', '--count', '5', '--seed', 'batch', '--jobs', '1')
    two = cli('scramble', '--size', '3', '--count', '5', '--seed', 'batch', '--jobs', '2')
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout and len(set(one.stdout.splitlines())) == 5


def test_bad_jobs_is_an_error():
    out = cli('scramble', '--size', '3', '--count', '2', '--jobs', '0')
    assert out.returncode == 1 and out.stderr.startswith('error: --jobs')
