"""`main.py solve --timeout` at the sizes the app allows: the size limit is
where the solvers' fastest complete solve (the floor under any --timeout)
still ends in tens of seconds, and sizes past it are refused at once."""
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


@pytest.mark.slow
@pytest.mark.tables
def test_the_largest_size_solves_under_a_short_timeout_in_bounded_time():
    """A scrambled MAX_SIZE cube under --timeout 1: complete, and in CPU time
    that stays within the floor of its fastest way (not minutes)."""
    moves = scramble(MAX_SIZE, 'random-moves', seed=1).text
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = cli('solve', '--size', str(MAX_SIZE), '--timeout', '1', '--alg', moves, timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip()
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    assert cpu < 90, f"{cpu:.0f} s CPU"
