"""Batch solving and scrambling on several cores: `solve - --jobs N` and
`scramble --count K --jobs N` print what one process prints, in input order."""
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cli.batch import ordered_map
from model import Cube, CubeLabError

ROOT = Path(__file__).resolve().parents[2]


def cli(*args, stdin=None):
    return subprocess.run([sys.executable, 'main.py', *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=300)


def start_method(_item):
    return multiprocessing.get_start_method()


def square(x):
    return x * x


def die_on_seven(x):
    if x == 7:
        os.kill(os.getpid(), signal.SIGKILL)    # as the kernel's out-of-memory killer would
    return x


def cache_folder(_item):
    return os.environ.get('CUBELAB_CACHE_DIR')


def test_workers_see_the_environment_of_each_run(monkeypatch, tmp_path):
    """The forkserver outlives a pool; a later pool's workers still see the
    parent's environment as it is then, not as it was when the server started."""
    for name in ('first', 'second'):
        monkeypatch.setenv('CUBELAB_CACHE_DIR', str(tmp_path / name))
        assert set(ordered_map(cache_folder, range(6), 2, 'test')) == {str(tmp_path / name)}


def test_workers_keep_order_and_never_fork_plainly():
    assert list(ordered_map(square, range(50), 2, 'test')) == [x * x for x in range(50)]
    assert set(ordered_map(start_method, range(4), 2, 'test')) <= {'forkserver', 'spawn'}


def test_a_worker_that_dies_is_an_error_not_a_wait():
    """The results before the dead worker's item come out; then a CubeLabError
    (a one-line message for the user), and no worker is left running."""
    start = time.monotonic()
    got = []
    with pytest.raises(CubeLabError, match='worker process ended'):
        for result in ordered_map(die_on_seven, range(100), 2, 'test'):
            got.append(result)
    assert got == list(range(len(got))) and len(got) <= 7
    assert time.monotonic() - start < 60
    assert not multiprocessing.active_children()


def test_a_reader_that_stops_early_ends_the_workers():
    results = ordered_map(square, range(1000), 2, 'test')
    assert [next(results) for _ in range(3)] == [0, 1, 4]
    results.close()
    assert not multiprocessing.active_children()


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
