"""The timed attempt: rotations during inspection are free, the first layer turn starts the clock."""
from model import Alg, Cube
from timing import DNF, NONE, PLUS2, Attempt


def moves(text):
    return list(Alg.parse(text))


def test_timer_starts_at_the_first_layer_turn():
    attempt = Attempt(3, "R U", 'random-state', when_ms=1_700_000_000_000)
    attempt.begin_inspection(100.0)
    x, y = moves("y y'")   # a look around, back where it was
    assert not attempt.turn(x, 103.0) and not attempt.turn(y, 104.5)
    assert attempt.inspecting and attempt.elapsed_ms(106.0) == 0
    u_inv, r_inv = moves("U' R'")
    assert attempt.turn(u_inv, 105.0)              # the clock starts here
    assert not attempt.turn(r_inv, 106.25)
    assert attempt.elapsed_ms(106.0) == 1000 and attempt.stm == 2
    solve = attempt.finish(106.5)
    assert solve.time_ms == 1500 and solve.penalty == NONE and solve.inspection_ms == 5000
    assert solve.moves == (('y', -2000), ("y'", -500), ("U'", 0), ("R'", 1250))
    assert solve.counts() == {'htm': 2, 'stm': 2, 'etm': 4}
    assert solve.tps == 2 / 1.5
    # the log replays: scramble, then every move, leaves the cube solved
    cube = Cube(3).apply(solve.scramble).apply(solve.move_list())
    assert cube.is_solved()


def test_late_start_is_plus_two_then_dnf():
    late = Attempt(3, "R")
    late.begin_inspection(0.0)
    late.turn(moves("R'")[0], 16.0)
    assert late.finish(17.0).penalty == PLUS2
    later = Attempt(3, "R")
    later.begin_inspection(0.0)
    assert later.abandon_penalty(17.5) == DNF
    later.turn(moves("R'")[0], 18.0)
    assert later.finish(18.4).penalty == DNF


def test_without_inspection_there_is_no_penalty_and_clock_freezes_when_done():
    attempt = Attempt(2, "R2")
    attempt.turn(moves("R2")[0], 3.0)
    solve = attempt.finish(3.8)
    assert solve.penalty == NONE and solve.inspection_ms is None and solve.time_ms == 800
    assert attempt.elapsed_ms(99.0) == 800
    assert not attempt.turn(moves("R")[0], 100.0)
