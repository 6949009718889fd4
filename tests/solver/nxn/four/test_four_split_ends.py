"""4x4 phase 2 walked longer (split_ends.py): its ends keep the centres' pairs on axes, the wings even, and split for G3."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.four import g3, phases, split_ends as se, wing_orbits
from solver.nxn.four.masks import colour_pair, positions
from solver.nxn.four.wings import wing_parity


def _pairs_on_axes(colors: np.ndarray) -> bool:
    """Every face's centres show one colour pair, opposite faces the same pair."""
    centres = colors[positions()].reshape(6, 4)
    pairs = [frozenset().union(*(colour_pair(int(c)) for c in row)) for row in centres]
    return all(len(p) == 2 for p in pairs) and pairs[0] == pairs[3] and pairs[1] == pairs[4] and pairs[2] == pairs[5]


def _is_split(colors: np.ndarray, axis: int) -> bool:
    """Every edge split (wing_orbits, read off the colours) and an even number of wings out of their home orbit."""
    return wing_orbits.split_count(colors, axis) == 12 and (12 - wing_orbits.oriented_count(colors, axis) // 2) % 2 == 0


def test_separated_agrees_with_the_wing_orbits():
    rng = random.Random(3)
    for axis in range(3):
        for _ in range(20):
            moves = [rng.choice(g3.g3_moves(axis)) for _ in range(8)]
            moves += [rng.choice([Move('U', 1, 1, 1), Move('R', 1, 1, 1), Move('F', 1, 1, -1)]) for _ in range(rng.randrange(3))]
            colors = Cube(4).apply(moves).facelet_colors()
            homes = se.wing_homes(colors)[None]
            assert bool(se.separated(homes, axis)[0]) == _is_split(colors, axis)


@pytest.mark.tables
def test_split_ends_reach_phase_2_with_every_edge_split():
    count = 0
    for seed in (1, 2, 3):
        colors = Cube(4).apply(random_moves(layer_sets(4), default_length(4), random.Random(seed))).facelet_colors()
        starts = phases.phase1_starts(phases.tables(), colors)
        for axis, ends in se.split_ends(colors).items():
            for moves in ends:
                after = colors[seq_gather(4, moves)]
                assert _pairs_on_axes(after)
                assert wing_parity(after) == 0
                assert _is_split(after, axis)
                assert len(moves) <= starts[0][0] + se.EXTRA
                count += 1
    assert count >= 3
