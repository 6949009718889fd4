"""Centres opening: its candidate sequences and the beam search over them."""
import random

import numpy as np
import pytest

from model import Cube
from model.metrics import count
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres.greedy import centre_targets
from solver.nxn.centres.opening import NEVER, centres_opening, openings
from solver.nxn.centres.tuning import OPENING_FINISH as FINISH
from solver.nxn.obtm import obtm
from solver.nxn.parity import odd_wing_orbits
from solver.nxn.pieces import centre_mask
from solver.nxn.merging import merge_moves


@pytest.mark.parametrize('n', [4, 5, 7])
def test_every_opening_sequence_keeps_wing_parity_and_fixed_centres(n):
    op = openings(n)
    rng = random.Random(n)
    picks = rng.sample(range(len(op.seqs)), 60)
    for i in picks:
        seq = op.seqs[i]
        cube = Cube(n).apply(seq)
        assert odd_wing_orbits(cube) == [], seq           # no wing orbit made odd
        colors = cube.facelet_colors()
        if n % 2:
            mid = [f * n * n + n * n // 2 for f in range(6)]
            assert (colors[mid] == Cube(n).facelet_colors()[mid]).all(), seq
        assert op.costs[i] == count(seq, 'htm', n)
        # the stored permutation is what the model does to the centre cells
        scrambled = Cube(n).apply("Rw U 2F' Dw2 L' B")
        start = scrambled.facelet_colors()
        moved = scrambled.apply(seq).facelet_colors()
        assert np.array_equal(moved[op.cells], start[op.cells][op.perms[i]])


def test_joins_save_what_merging_the_touching_turns_saves():
    op = openings(6)
    rng = random.Random(6)
    before = np.array(rng.sample(range(len(op.seqs)), 40))
    saving = op.joins.saving(before)
    for row, i in enumerate(before):
        touching = [int(k) for k in np.nonzero(saving[row])[0][:10]]
        for j in rng.sample(range(len(op.seqs)), 40) + touching:
            a, b = op.seqs[i], op.seqs[j]
            if saving[row, j] >= NEVER:
                assert len(a) == len(b) == 1 and a[0].face == b[0].face
                continue
            joined = a[:-1] + merge_moves([a[-1], b[0]]) + b[1:]
            assert saving[row, j] == obtm(a + b) - obtm(joined)


def test_sequences_are_distinct_and_cheapest_first():
    op = openings(5)
    assert len({p.tobytes() for p in op.perms}) == len(op.perms)
    assert (np.diff(op.costs) >= 0).all()
    assert set(op.costs.tolist()) <= {1, 2, 3, 4, 5}


@pytest.mark.parametrize('n,width', [(4, 30), (5, 10), (7, 10)])
def test_opening_trades_moves_for_pieces_home(n, width):
    rng = random.Random(n)
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), rng))
    colors = cube.facelet_colors()
    target = np.repeat(centre_targets(n, colors), n * n)
    mask = np.nonzero(centre_mask(n))[0]

    def off(c):
        return int((c[mask] != target[mask]).sum())

    moves = centres_opening(n, colors, target, width)
    after = cube.copy().apply(moves).facelet_colors()
    spent = count(merge_moves(moves), 'htm', n)
    assert moves and off(after) < off(colors)
    # what the beam minimises: moves spent plus FINISH per piece still off
    assert spent + FINISH * off(after) < FINISH * off(colors)
    assert centres_opening(n, colors, target, width) == moves          # deterministic


def test_opening_of_solved_centres_is_empty():
    colors = Cube(6).apply("R U F'").facelet_colors()
    target = np.repeat(centre_targets(6, colors), 36)
    assert centres_opening(6, colors, target, 10) == []
