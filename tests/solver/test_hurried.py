"""A solve that its deadline hurried says so, stage by stage (Solution.hurried);
an unhurried one says nothing; the default deadline grows with the size so that
the unhurried route fits in it with room to spare (solver.route_time)."""
import time

import solver
from model import Alg, Cube
from scramble import scramble
from solver.deadline import Deadline
from solver.route_time import ROUTE, default_timeout, needed_timeout, route_seconds, shares


def test_a_stage_told_its_share_has_passed_goes_into_the_record():
    whole = Deadline(0.01)
    centres, edges = whole.part(0.4, 'centres'), whole.part(0.75, 'edges')
    assert not centres.passed() and whole.hurried() == ()
    time.sleep(0.02)
    assert centres.passed() and centres.passed() and whole.passed()   # (the whole one names no stage)
    assert whole.hurried() == ('centres',) == edges.hurried()
    edges.note()
    assert whole.hurried() == ('centres', 'edges')
    free = Deadline(None).part(0.4, 'centres')
    assert not free.passed() and free.hurried() == ()


def test_a_big_cube_hurried_by_its_deadline_says_which_stages():
    n = 12
    cube = Cube(n).apply(Alg.parse(scramble(n, 'random-moves', seed=2).text, n))
    hurried = solver.solve_cube(cube, timeout=0.001)
    assert cube.copy().apply(hurried.moves).is_solved()
    assert 'centres' in hurried.hurried and 'edges' in hurried.hurried


def test_an_unhurried_solve_says_nothing():
    for n, seed in ((4, 3), (9, 2)):
        cube = Cube(n).apply(Alg.parse(scramble(n, 'random-moves', seed=seed).text, n))
        assert solver.solve_cube(cube).hurried == ()


def test_the_default_deadline_leaves_each_stage_its_measured_time():
    for n in (8, 12, 16, 20, 30, 40, 50, 64):
        centres, edges = shares(n)
        assert default_timeout(n) >= 1.4 * max(route_seconds(n), needed_timeout(n)) and default_timeout(n) >= 10
        for size, c, ce, whole in ROUTE:
            if size == n:
                assert default_timeout(n) * centres >= c and default_timeout(n) * edges >= ce
    sizes = range(4, 101)
    timeouts = [default_timeout(n) for n in sizes]
    assert timeouts == sorted(timeouts) and default_timeout(50) >= 60
