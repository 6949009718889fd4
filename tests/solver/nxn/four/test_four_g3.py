"""Tsai's route on the 4x4: the wing orbits of G3, separations, and the restricted pairing beam."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.stickers import seq_gather
from solver.nxn.four import g3 as sep, separation as fs, tsai as ps
from solver.nxn.four.g3_beam import pair_beam


def test_g3_splits_the_wing_slots_into_two_orbits_one_of_each_in_every_edge_slot():
    for axis in range(3):
        s = sep.split(axis)
        assert sorted(s.low.tolist() + s.high.tolist()) == list(range(24))
        assert (s.low // 2 == s.high // 2).all()
        for j in range(len(s.moves)):                      # the moves keep each orbit
            assert sorted(s.to_low[j].tolist()) == list(range(12))


@pytest.mark.tables
def test_a_g3_scramble_is_paired_and_its_centres_solved_in_g3():
    rng = random.Random(4)
    t = sep.tables()
    edge, _, _ = fs.code_maps()
    for axis in range(3):
        colors = Cube(4).apply([rng.choice(sep.g3_moves(axis)) for _ in range(12)]).facelet_colors()
        dist, cmask = fs.centre_distance(colors[None], axis)
        assert dist[0] != sep.UNSEEN
        low, high = sep.positions(colors, axis, edge, fs.wing_codes(colors))
        tri, cen = sep.start_state(t, axis, low, high, int(cmask[0]))
        cost, start, path = pair_beam(axis, tri[None], np.array([cen]), np.array([0]), 2000)[0]
        assert cost <= 12
        assert ps.reduced(colors[seq_gather(4, path)])


@pytest.mark.tables
def test_separations_leave_every_edge_one_wing_in_each_orbit():
    rng = random.Random(9)
    moves = [rng.choice(sep.g3_moves(0)) for _ in range(10)]
    colors = Cube(4).apply(moves + [Move('R', 1, 1, 1), Move('U', 1, 1, 1), Move('R', 1, 1, -1)]).facelet_colors()
    edge, _, _ = fs.code_maps()
    for path in fs.separations(colors, 0, 0, 4):
        codes = fs.wing_codes(colors[seq_gather(4, path)])
        s = sep.split(0)
        assert sorted(edge[codes[s.low]].tolist()) == list(range(12))
