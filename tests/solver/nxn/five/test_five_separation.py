"""5x5 edges made ready for G3: the invariant it rests on, its moves, its table
and its answers, checked on the model."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres import five_tables
from solver.nxn.centres.five_parity import five_wing_parity
from solver.nxn.five import separation as sep
from solver.nxn.four import g3
from solver.nxn.obtm import obtm

OUTER = [Move(f, 1, 1, a) for f in FACE_ORDER for a in (1, -1, 2)]


def _reduced(seed: int) -> np.ndarray:
    """A reduced 5x5 (outer turns only) with its edges every which way."""
    rng = random.Random(seed)
    return Cube(5).apply([rng.choice(OUTER) for _ in range(40)]).facelet_colors()


@pytest.mark.parametrize('axis', range(3))
def test_in_a_reduced_cube_the_low_wing_is_home_low_exactly_where_the_midge_is_oriented(axis):
    s = g3.split(axis)
    seen = set()
    for seed in range(12):
        colors = _reduced(seed)
        low_of, high_of = sep.wing_homes(colors, axis)
        word = sep.midge_orientation(colors, axis)[0]
        for k in range(12):
            low_slot = int(s.low[k])
            home_low_there = low_slot in low_of[0]
            seen.add((home_low_there, int(word[low_slot // 2])))
    assert seen == {(True, 0), (False, 1)}


@pytest.mark.parametrize('axis', range(3))
def test_orientation_words_move_as_the_midges_do(axis):
    rng = random.Random(axis)
    table = sep.orientation_moves(axis)
    bits = 1 << np.arange(12)
    for _ in range(30):
        cube = Cube(5).apply([rng.choice(sep.MOVES) for _ in range(12)] + [rng.choice(OUTER) for _ in range(3)])
        before = int((sep.midge_orientation(cube.facelet_colors(), axis)[0] * bits).sum())
        j = rng.randrange(len(sep.MOVES))
        after = int((sep.midge_orientation(cube.apply([sep.MOVES[j]]).facelet_colors(), axis)[0] * bits).sum())
        assert table[j][before] == after


def test_g3_moves_flip_no_midge_and_the_other_quarter_turns_flip_four():
    rng = random.Random(7)
    for axis in range(3):
        g3_moves = g3.g3_moves(axis)
        cube = Cube(5).apply([rng.choice(g3_moves) for _ in range(60)])
        assert not sep.midge_orientation(cube.facelet_colors(), axis).any()
        for j, m in enumerate(sep.MOVES):
            flipped = bin(int(sep.orientation_moves(axis)[j][0])).count('1')
            assert flipped == (0 if m in g3_moves else 4), (axis, m)


@pytest.mark.tables
def test_the_centre_table_is_a_distance():
    """0 exactly on the G3-solvable patterns with every midge oriented, and a
    move changes it by at most one."""
    t = sep.tables()
    rng = np.random.default_rng(0)
    rank = sep.pattern_rank()
    for axis in range(3):
        dist = t.centres[axis].astype(np.int64)
        goals = np.flatnonzero(dist == 0)
        assert set((goals % 2048).tolist()) == {0}
        assert np.array_equal(np.unique(goals // 2048), sep.g3_centres(axis))
        mv = sep.Moves(axis)
        four = np.flatnonzero(rank != 255)
        index = rng.integers(0, len(dist), 20000)
        c, w = index // 2048, index % 2048
        word = w << 1 | (np.array([bin(v).count('1') for v in range(2048)])[w] & 1)
        for j in range(len(sep.MOVES)):
            kid = ((rank[mv.x[j][four[c // 70]]] * 70 + rank[mv.t[j][four[c % 70]]]) * 2048
                   + (mv.orient[j][word] >> 1))
            assert (np.abs(dist[kid] - dist[index]) <= 1).all()


def _check_ready(colors: np.ndarray, axis: int, choice: int) -> None:
    """Every edge has one wing in G3's low slots, the chosen one; each midge's
    orientation is its edge's choice bit; the centres' pairs are on their axes
    and their patterns on the axis's faces are ones G3 reaches from solved."""
    s = g3.split(axis)
    bits = sep.choice_bits()[choice]
    low_of, high_of = sep.wing_homes(colors, axis)
    chosen = np.where(bits == 1, high_of[0], low_of[0])
    other = np.where(bits == 1, low_of[0], high_of[0])
    assert s.is_low[chosen].all() and not s.is_low[other].any()
    word = sep.midge_orientation(colors, axis)[0]
    assert (word == bits[sep.midge_edges(colors[None])[0]]).all()
    rank = sep.pattern_rank()
    pattern = (rank[sep.plus_bits(colors[None], 'x', axis)] * 70 + rank[sep.plus_bits(colors[None], 't', axis)])
    assert int(pattern[0]) in set(sep.g3_centres(axis).tolist())


def _phase_two_ends(seed: int, count: int) -> tuple[np.ndarray, np.ndarray]:
    """A scrambled 5x5's `count` phase-2 ends of fewest moves: colour arrays, moves spent."""
    colors = Cube(5).apply(random_moves(layer_sets(5), default_length(5), random.Random(seed))).facelet_colors()
    ends = sorted(five_tables.phase2_ends(colors, five_tables.BEAM, five_wing_parity(colors)),
                  key=lambda e: obtm(e[0]))[:count]
    return np.array([colors[seq_gather(5, e[0])] for e in ends]), np.array([obtm(e[0]) for e in ends])


@pytest.mark.tables
def test_separations_from_phase_two_ends_leave_edges_and_centres_ready_for_g3():
    arrays, spent = _phase_two_ends(41, 6)
    for axis in range(3):
        found = sep.separations(arrays, axis, spent, most=4)
        assert found, axis
        totals = [spent[row] + len(moves) for row, _, moves in found]
        assert totals == sorted(totals)
        for row, choice, moves in found:
            assert all(m in sep.MOVES for m in moves)
            _check_ready(arrays[row][seq_gather(5, moves)], axis, choice)


@pytest.mark.tables
def test_a_few_separating_moves_from_solved_are_undone_in_as_few():
    rng = random.Random(5)
    for k in (0, 2, 4):
        moves = [rng.choice(sep.MOVES) for _ in range(k)]
        colors = Cube(5).apply(moves).facelet_colors()
        for axis in range(3):
            row, choice, found = sep.separations(colors, axis, most=1)[0]
            assert len(found) <= k
            _check_ready(colors[seq_gather(5, found)], axis, choice)


def test_is_ready_agrees_with_the_checks_and_refuses_an_unseparated_cube():
    solved = Cube(5).facelet_colors()
    assert sep.is_ready(solved, 0, 0)
    _check_ready(solved, 0, 0)
    assert not sep.is_ready(Cube(5).apply('R').facelet_colors(), 0, 0)
    assert not sep.is_ready(Cube(5).apply('Uw').facelet_colors(), 0, 0)


@pytest.mark.tables
def test_the_axes_searched_a_bound_at_a_time_come_fewest_moves_first_each_with_its_own_answer():
    arrays, spent = _phase_two_ends(41, 4)
    alone = {axis: sep.separations(arrays, axis, spent, most=4) for axis in range(3)}
    steps = list(sep.separations_by_bound(arrays, spent, most=4))
    together = {axis: found for step in steps for axis, found in step.items()}
    assert together == {axis: found for axis, found in alone.items() if found}
    assert sum(len(step) for step in steps) == len(together)
    fewest = [min(int(spent[row]) + len(moves) for found in step.values() for row, _, moves in found)
              for step in steps]
    assert fewest == sorted(set(fewest)) and len(steps) == 2       # this state's axes come in two bounds
