"""`main.py solve --timeout` at the sizes the app allows: the size limit is
where the solvers' fastest complete solve still ends in tens of seconds
(a shorter --timeout stops the solve with a message), and sizes past it
are refused at once."""
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

from model.limits import MAX_SIZE
from scramble import scramble

ROOT = Path(__file__).resolve().parents[2]


def cli(*args, timeout=60):
    return subprocess.run([sys.executable, 'main.py', *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


@pytest.mark.parametrize('size', ['51', '70', '100'])
def test_sizes_past_the_limit_are_refused_before_solving(size):
    start = time.perf_counter()
    out = cli('solve', '--size', size, '--timeout', '1', '--alg', "R U Rw'")
    assert out.returncode == 1 and 'Traceback' not in out.stderr, out.stderr
    assert out.stderr.startswith(f"error: cube size must be between 2 and {MAX_SIZE}, not {size}")
    assert time.perf_counter() - start < 30


@pytest.mark.tables
def test_the_largest_size_under_a_short_timeout_stops_with_the_time_it_needs():
    """A scrambled MAX_SIZE cube under --timeout 1: its fastest way takes tens of
    seconds, so the solve stops soon after the limit and says how long the
    size needs (tests/cli/test_solve_deadline.py bounds the time it takes)."""
    moves = scramble(MAX_SIZE, 'random-moves', seed=1).text
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = cli('solve', '--size', str(MAX_SIZE), '--timeout', '1', '--alg', moves, timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert out.returncode == 1 and 'Traceback' not in out.stderr, out.stderr
    assert out.stderr.startswith(f"error: no solution within 1 s: a {MAX_SIZE}x{MAX_SIZE} needs about "), out.stderr
    assert out.stdout == ''
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    assert cpu < 10, f"{cpu:.0f} s CPU"
