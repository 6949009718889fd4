"""A trainer round's mistakes, on made-up move sequences: the accepted algorithm after any U
turn is none; a wrong first move is one; each turn that leaves the path again is one more;
turns that put it right, a half turn played as two quarter turns and rotations are none."""
from __future__ import annotations

import pytest

from model import Alg, Cube
from model.case_path import ExpectedPath, Mistakes, look
from model.cases import done, read_state
from storage.case_files import load_case_set

T_PERM = load_case_set('pll').case('T')
SUNE = load_case_set('oll2').case('Sune')
OWN_T = Alg.parse("L' U' L U L F' L2 U L U L' U' L F", 3)     # the T perm's mirror, from the left


def finished(case):
    return lambda cube: (lambda state: state is not None and done(case.step, state))(read_state('oll', cube))


def set_up(case, u='U'):
    """The case as a trainer scramble leaves it: its algorithm undone, then a U turn."""
    return Cube(3).apply(case.algs[0].inverse()).apply(u)


def mistakes(case, moves, algorithms=None, u='U'):
    cube = set_up(case, u)
    counted = Mistakes(ExpectedPath(cube, case.algs if algorithms is None else algorithms, finished(case)))
    for move in Alg.parse(moves, 3):
        cube.apply([move])
        counted.turned(cube)
    assert finished(case)(cube), 'the made-up sequence should end with the case done'
    return counted.count


T = str(T_PERM.algs[0])


@pytest.mark.parametrize('moves', [
    f"U' {T}",                       # the U turn, then the algorithm
    f"U U U {T}",                    # the same U turn as three quarter turns
    f"U' {T} U2",                    # a U turn after it
    f"U' {T.replace('R2', 'R R')}",  # its half turn as two quarter turns
    "U' R U R' y y' U' R' F R2 U' R' U' R U R' F'",    # a rotation and back, mid-algorithm
])
def test_the_accepted_path_has_no_mistakes(moves):
    assert mistakes(T_PERM, moves) == 0


def test_a_wrong_first_move_is_one_mistake_however_long_it_takes_to_undo():
    assert mistakes(T_PERM, f"F F' U' {T}") == 1
    assert mistakes(T_PERM, f"F F F2 U' {T}") == 1          # three turns off the path, one mistake
    assert mistakes(T_PERM, f"R R' U' {T}") == 1            # the algorithm's first turn before the U turn


def test_each_turn_that_leaves_the_path_again_is_one_more():
    assert mistakes(T_PERM, "U' R U R' D D' U' R' F R2 U' R' U' R U R' F'") == 1
    assert mistakes(T_PERM, "U' R U R' D D' U' R' L L' F R2 U' R' U' R U R' F'") == 2
    assert mistakes(T_PERM, "B B' U' R U R' D D' U' R' L L' F R2 U' R' U' R U R' F'") == 3


def test_the_users_own_algorithm_is_a_path_once_accepted():
    own = f"U {OWN_T}"
    assert mistakes(T_PERM, own) >= 1                          # not an algorithm of the set
    assert mistakes(T_PERM, own, algorithms=T_PERM.algs + (OWN_T,)) == 0


def test_an_orientation_case_is_lined_up_before_its_algorithm():
    """Sune set up with a U turn: the algorithm after the U turn back is none, the algorithm
    started without it is a mistake (put right by undoing its first turn)."""
    sune = str(SUNE.algs[0])
    assert mistakes(SUNE, sune, u='') == 0
    assert mistakes(SUNE, f"U' {sune}") == 0
    assert mistakes(SUNE, f"R R' U' {sune}") == 1


def test_the_look_is_the_same_from_every_side():
    cube = Cube(3).apply("R U F'")
    assert len({look(cube.copy().apply(turn)) for turn in ("", "y", "x2", "z'", "y x")}) == 1
    assert look(cube) != look(Cube(3).apply("R U F"))
