"""The beginner's method's bounds: the sizes it takes (past LARGEST a clear
refusal before anything of that size is built) and its deadline (OutOfTime,
never a half lesson)."""
import random
import time

import pytest

from model import Cube, CubeLabError, Move
from model.limits import MAX_SIZE
from solver import beginner
from solver.deadline import Deadline, OutOfTime


def scrambled(n: int, seed: int = 1) -> Cube:
    rng = random.Random(seed)
    moves = []
    for _ in range(10 * n):
        depth = rng.randint(1, n // 2)
        moves.append(Move(rng.choice('URFDLB'), 1 if depth == 1 else rng.randint(1, depth), depth,
                          rng.choice((1, 2, -1))))
    return Cube(n).apply(moves)


@pytest.mark.parametrize('n', [beginner.LARGEST + 1, 20, MAX_SIZE])
@pytest.mark.parametrize('entry', ['solve', 'hint', 'prepare'])
def test_sizes_past_the_largest_are_refused_at_once(n, entry):
    cube = scrambled(n)
    start = time.perf_counter()
    with pytest.raises(CubeLabError, match=f"up to {beginner.LARGEST}x{beginner.LARGEST}, not {n}x{n}"):
        if entry == 'prepare':
            beginner.prepare(n, cube.facelet_colors())
        else:
            getattr(beginner, entry)(cube)
    assert time.perf_counter() - start < 1.0


def test_a_passed_deadline_stops_the_method():
    with pytest.raises(OutOfTime, match=r"ran out of time: not done within --timeout 0\.01 s"):
        beginner.solve(scrambled(5), timeout=0.01)


def test_a_deadline_stops_it_between_chunks():
    """A big cube's lesson has hundreds of chunks: the deadline is seen soon after it passes."""
    cube = scrambled(7)
    beginner.prepare(7, cube.facelet_colors())         # imports and the plan, outside the clock
    start = time.perf_counter()
    with pytest.raises(OutOfTime):
        beginner.solve(cube, timeout=0.5)
    assert time.perf_counter() - start < 5.0


def test_no_deadline_and_a_long_one_give_the_same_lesson():
    cube = scrambled(4, 3)
    assert beginner.solve(cube).moves == beginner.solve(cube, timeout=600).moves


def test_deadline_check_names_the_limit():
    Deadline(None).check('anything')
    late = Deadline(0.0)
    with pytest.raises(OutOfTime) as caught:
        late.check("the beginner's method")
    assert caught.value.seconds == 0.0
    assert str(caught.value).startswith("the beginner's method ran out of time")
