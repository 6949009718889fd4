"""`main.py solve --timeout T` is a hard limit at every size: an answer or a
clear message by T plus its grace (deadline.grace), process start-up aside,
for a plain solve, --json and a batch; any solution printed solves the cube."""
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from model import Alg, Cube
from scramble import scramble
from solver.deadline import grace

ROOT = Path(__file__).resolve().parents[2]
def slack(startup: float) -> float:
    """Seconds allowed on top of the promise: a little, and more on a machine whose
    other work slows everything (start-up included) down."""
    return 0.5 + startup / 2


def run(*args, stdin=None, timeout=120):
    start = time.perf_counter()
    out = subprocess.run([sys.executable, 'main.py', *args], cwd=ROOT, input=stdin, capture_output=True,
                         text=True, timeout=timeout)
    return out, time.perf_counter() - start


@pytest.fixture(scope='module')
def startup():
    """Wall seconds of a `solve` with nothing to solve at the largest size: start-up,
    reading the scramble, building the cube, printing."""
    out, seconds = run('solve', '--size', '50', '--alg', "R R'")
    assert out.returncode == 0 and out.stdout == '\n', out.stderr
    return seconds


def scrambled(n: int) -> str:
    return scramble(n, 'random-moves', seed=1).text


def check_answer(n: int, alg: str, out, seconds: float) -> str:
    """The outcome of a solve: 'solved' with a solution that solves the cube
    (replayed here on the model), or 'message' with the clear error."""
    assert 'Traceback' not in out.stderr, out.stderr
    if out.returncode == 0:
        moves = json.loads(out.stdout)['moves'] if out.stdout.startswith('{') else out.stdout.strip()
        assert Cube(n).apply(Alg.parse(alg, n)).apply(Alg.parse(moves, n)).is_solved()
        return 'solved'
    assert out.returncode == 1, (out.returncode, out.stderr)
    assert out.stdout == ''
    assert out.stderr.startswith(f"error: no solution within {seconds:g} s"), out.stderr
    assert 'try --timeout ' in out.stderr and out.stderr.count('\n') == 1, out.stderr
    return 'message'


@pytest.mark.tables
@pytest.mark.parametrize('n', [20, 30, 50])
@pytest.mark.parametrize('as_json', [False, True])
def test_a_big_cube_answers_within_the_timeout_and_its_grace(n, as_json, startup):
    alg = scrambled(n)
    out, seconds = run('solve', '--size', str(n), '--timeout', '1', '--alg', alg, *(['--json'] if as_json else []))
    outcome = check_answer(n, alg, out, 1)
    assert seconds < startup + 1 + grace(1) + slack(startup), (seconds, startup, outcome)
    if n == 50:                  # the fastest way takes tens of seconds: the message, with the size's figure
        assert outcome == 'message'
        assert "a 50x50 needs about " in out.stderr, out.stderr


@pytest.mark.tables
@pytest.mark.slow
def test_each_line_of_a_batch_is_bounded(startup):
    algs = [scrambled(30), scramble(30, 'random-moves', seed=2).text]
    out, seconds = run('solve', '--size', '30', '--timeout', '1', '--jobs', '1', '--alg', '-',
                       stdin='\n'.join(algs) + '\n')
    assert 'Traceback' not in out.stderr, out.stderr
    assert out.returncode in (0, 1)
    lines = out.stdout.split('\n')[:-1]
    assert len(lines) == 2
    for number, (alg, line) in enumerate(zip(algs, lines), 1):
        if line:
            assert Cube(30).apply(Alg.parse(alg, 30)).apply(Alg.parse(line, 30)).is_solved()
        else:
            assert f"error: line {number}: no solution within 1 s" in out.stderr, out.stderr
    assert seconds < startup + 2 * (1 + grace(1)) + slack(startup), (seconds, startup)


@pytest.mark.tables
def test_a_timeout_long_enough_gives_a_solution():
    """The hard limit stops only what cannot finish: a 6x6 with room to spare is solved."""
    alg = scrambled(6)
    out, _ = run('solve', '--size', '6', '--timeout', '20', '--alg', alg)
    assert check_answer(6, alg, out, 20) == 'solved'
