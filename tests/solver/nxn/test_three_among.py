"""The 3x3 stage over several reduced states: the least offset + solution length wins."""
import random

import pytest

from model import Cube
from scramble.rules import layer_sets, random_moves
from solver.nxn.three import likeliest, solve_three_among

pytestmark = pytest.mark.tables


def _three(seed: int, moves: int) -> Cube:
    return Cube(3).apply(random_moves(layer_sets(3), moves, random.Random(seed)))


def test_the_least_offset_plus_length_wins_and_solves_its_state():
    near, far = _three(1, 3), _three(2, 25)
    states = [far.to_facelets(), near.to_facelets()]
    i, solution = solve_three_among(states, [0, 0], 5.0)
    assert i == 1 and len(solution.moves) <= 3
    assert near.copy().apply(solution.moves).is_solved()
    # the same near state, 30 moves dearer to reach: the far one wins (a 3x3 takes 20 at most)
    i, solution = solve_three_among(states, [0, 30], 5.0)
    assert i == 0 and len(solution.moves) <= 20
    assert far.copy().apply(solution.moves).is_solved()


def test_a_solved_state_needs_no_moves():
    i, solution = solve_three_among([_three(3, 20).to_facelets(), Cube(3).to_facelets()], [5, 2], 1.0)
    assert i == 1 and solution.moves == ()


def test_with_room_for_phase_2_the_search_still_solves_the_winner():
    states = [_three(4, 25).to_facelets(), _three(5, 25).to_facelets(), _three(6, 4).to_facelets()]
    i, solution = solve_three_among(states, [3, 0, 20], 5.0, min_room=7)
    assert i in (0, 1) and len(solution.moves) <= 20
    assert Cube.from_facelets(states[i], size=3).apply(solution.moves).is_solved()


def test_likeliest_takes_the_least_offsets_then_the_easier_states():
    near, far = _three(7, 3).to_facelets(), _three(8, 25).to_facelets()
    assert likeliest([far, near, far], [1, 2, 0], 2, 0.0) == [2, 0]
    # weighted, a state 3 moves from solved outranks a scrambled one one move cheaper to reach
    assert likeliest([far, near], [30, 31], 1, 0.5) == [1]
    assert likeliest([far, near], [30, 31], 5, 0.0) == [0, 1]
