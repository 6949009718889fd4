"""4x4 centres by table-driven phases: tables against the model, solutions checked on the model cube."""
import random
from math import comb

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.four import masks, phases, wings
from solver.nxn.obtm import obtm
from solver.nxn.parity import odd_wing_orbits, prevent_oll_parity


def centre_colours(cube: Cube) -> list[int]:
    return [int(c) for c in cube.facelet_colors()[masks.positions()]]


def test_position_perms_agree_with_the_model():
    rng = random.Random(1)
    for move in rng.sample(phases.PHASE1_MOVES, 10):
        before = Cube(4).apply(random_moves(layer_sets(4), 20, rng))
        expected = centre_colours(before.copy().apply([move]))
        assert masks.play(centre_colours(before), [move]) == expected


def test_rank_is_a_bijection_onto_the_combinations():
    ops = masks.MaskOps(phases.PHASE3_MOVES)
    every = np.array([m for m in range(1 << 12)], dtype=np.int64) << 6     # all masks of 12 positions
    for bits in (3, 6):
        chosen = every[[bin(int(m)).count('1') == bits for m in every]]
        ranks = ops.rank(chosen)
        assert len(set(ranks.tolist())) == len(chosen)
        assert ranks.max() < comb(24, bits)
        assert [ops.rank1(int(m)) for m in chosen[:50]] == ranks[:50].tolist()


def test_phase1_distance_is_at_most_a_scramble_of_its_moves():
    t = phases.tables()
    rng = random.Random(2)
    for length in range(4):
        cube = Cube(4).apply(rng.choices(phases.PHASE1_MOVES, k=length))
        colours = centre_colours(cube)
        best = min(t.phase1[t.ops1.rank1(masks.colour_mask(colours, masks.colour_pair(c)))] for c in range(3))
        assert best <= length
    assert t.phase1[t.ops1.rank1(phases.axis_mask(0))] == 0


def test_phase3_moves_keep_every_pair_on_its_axis():
    cube = Cube(4)
    for move in phases.PHASE3_MOVES:
        after = cube.copy().apply([move]).facelet_colors().reshape(6, 16)
        for f, face in enumerate(FACE_ORDER):
            assert {int(c) for c in after[f][[5, 6, 9, 10]]} <= set(masks.colour_pair(f))


@pytest.mark.parametrize('seed', range(3))
def test_solutions_solve_the_centres_on_the_model_and_keep_wings_even(seed):
    cube = Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(seed)))
    cube.apply(prevent_oll_parity(cube))
    solutions = phases.centre_solutions(cube.facelet_colors(), count=3)
    assert solutions
    assert [obtm(s) for s in solutions] == sorted(obtm(s) for s in solutions)
    for moves in solutions:
        assert all(isinstance(m, Move) for m in moves)
        after = cube.copy().apply(moves)
        grid = after.facelet_colors().reshape(6, 4, 4)[:, 1:3, 1:3]
        assert all(len(np.unique(face)) == 1 for face in grid)
        assert odd_wing_orbits(after) == []
        assert obtm(moves) <= 24


def test_solved_centres_need_no_moves():
    assert phases.centre_solutions(Cube(4).apply([Move('R', 1, 1, 1), Move('U', 1, 1, 2)]).facelet_colors())[0] == []


def test_wing_parity_agrees_with_the_model():
    rng = random.Random(5)
    seen = set()
    for _ in range(40):
        cube = Cube(4).apply(random_moves(layer_sets(4), default_length(4), rng))
        parity = wings.wing_parity(cube.facelet_colors())
        assert parity == bool(odd_wing_orbits(cube))
        seen.add(parity)
    assert seen == {0, 1}
    assert wings.wing_parity(Cube(4).apply([Move('R', 1, 2, 1)]).facelet_colors()) == 1


@pytest.mark.parametrize('seed', range(3))
def test_solutions_from_odd_wings_solve_the_centres_and_leave_wings_even(seed):
    rng = random.Random(100 + seed)
    cube = Cube(4).apply(random_moves(layer_sets(4), default_length(4), rng))
    if not odd_wing_orbits(cube):
        cube.apply([Move('U', 1, 2, 1)])                  # a wide quarter turn: odd wings
    assert odd_wing_orbits(cube) == [1]
    for moves in phases.centre_solutions(cube.facelet_colors(), count=3):
        after = cube.copy().apply(moves)
        grid = after.facelet_colors().reshape(6, 4, 4)[:, 1:3, 1:3]
        assert all(len(np.unique(face)) == 1 for face in grid)
        assert odd_wing_orbits(after) == []



def test_joined_length_counts_only_the_merges_where_two_lists_meet():
    from model import Move
    from solver.nxn.four.phases import joined_length
    r, rw = Move('R', 1, 1, 1), Move('R', 1, 2, 1)
    u = Move('U', 1, 1, 1)
    assert joined_length([u, r], [r.with_amount(-1), u]) == 1             # R R' cancels, then U U merges
    assert joined_length([u, r], [r, u]) == 3                             # R R -> R2
    assert joined_length([u, rw], [r, u]) == 4                            # other layers: no merge
