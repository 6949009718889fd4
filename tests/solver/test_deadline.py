"""The hard limit: stop_if_late raises OutOfTime only inside hard_limit and only
once its time and most of its grace have passed; a strict solve that cannot
finish stops soon after with a message that says how long the size needs."""
import time

import pytest

import solver
from model import Alg, Cube
from scramble import scramble
from solver.deadline import GRACE_USED, OutOfTime, grace, hard_limit, stop_if_late
from solver.floor import fastest_seconds, suggested_timeout, too_slow


def test_grace_is_a_tenth_and_at_least_a_second():
    assert grace(1) == 1.0 and grace(0.05) == 1.0 and grace(30) == pytest.approx(3.0)


def test_stop_if_late_raises_only_past_the_innermost_limit():
    stop_if_late()                                   # no limit set: never
    with hard_limit(None):
        stop_if_late()
    with hard_limit(0.01):
        stop_if_late()                               # the grace is not used up yet
        time.sleep(0.01 + GRACE_USED * grace(0.01) + 0.05)
        with pytest.raises(OutOfTime, match="within --timeout 0.01 s"):
            stop_if_late()
        with hard_limit(100):                        # an inner limit replaces it while it lasts
            stop_if_late()
        with pytest.raises(OutOfTime):
            stop_if_late()
    stop_if_late()                                   # and leaving the block lifts it


def test_the_floor_grows_with_the_size_and_the_advice_leaves_room():
    times = [fastest_seconds(n) for n in range(20, 51)]
    assert times == sorted(times) and fastest_seconds(50) > 5 * fastest_seconds(10)
    for n in (4, 12, 20, 30, 50):
        assert suggested_timeout(n, 1) >= 1.5 * fastest_seconds(n) and suggested_timeout(n, 1) >= 2
    assert too_slow(50, 1).startswith("no solution within 1 s: a 50x50 needs about ")
    assert too_slow(50, 1).endswith(f"; try --timeout {suggested_timeout(50, 1)}")
    assert "try --timeout" in too_slow(4, 5)         # a size that should have made it: still advice


@pytest.mark.tables
def test_a_strict_solve_that_cannot_finish_stops_soon_after_its_limit():
    n = 30
    cube = Cube(n).apply(Alg.parse(scramble(n, 'random-moves', seed=1).text, n))
    start = time.perf_counter()
    with pytest.raises(OutOfTime, match=f"no solution within 0.2 s: a {n}x{n} needs about"):
        solver.solve_cube(cube, timeout=0.2, strict=True)
    assert time.perf_counter() - start < 0.2 + grace(0.2) + 0.5


@pytest.mark.tables
def test_a_strict_solve_with_room_is_a_solution():
    cube = Cube(5).apply("R u F' Rw2 d 3r B")
    solution = solver.solve_cube(cube, timeout=20, strict=True)
    assert cube.copy().apply(solution.moves).is_solved()
