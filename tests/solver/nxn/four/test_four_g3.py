"""Tsai's route on the 4x4: the wing orbits of G3, separations, and the restricted pairing beam."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.stickers import seq_gather
from solver.nxn.four import g3 as sep, separation as fs, tsai as ps
from solver.nxn.four.g3_beam import pair_beam
from solver.nxn.four.g3_parity import start_parity
from solver.nxn.three import has_pll_parity, three_by_three


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


@pytest.mark.tables
def test_the_separations_of_several_states_walked_at_once_are_each_ones_own():
    rng = random.Random(9)
    states = []
    for axis_moves in (sep.g3_moves(0), sep.g3_moves(1)):
        moves = [rng.choice(axis_moves) for _ in range(10)]
        states.append(Cube(4).apply(moves + [Move('R', 1, 1, 1), Move('U', 1, 1, 1)]).facelet_colors())
    together = fs.separations_each(np.array(states), 0, 1, 6)
    assert together == [fs.separations(c, 0, 1, 6) for c in states]
    assert all(together)


def _separated_starts(rng, count):
    """(colors, axis) of 4x4s a few G3 moves and a separating detour from paired."""
    edge, _, _ = fs.code_maps()
    out = []
    while len(out) < count:
        axis = rng.randrange(3)
        moves = [rng.choice(sep.g3_moves(axis)) for _ in range(8)] + [Move('R', 1, 1, 1), Move('U', 1, 1, 1)]
        colors = Cube(4).apply(moves).facelet_colors()
        for path in fs.separations(colors, axis, 0, 1):
            out.append((colors[seq_gather(4, path)], axis))
    return out


@pytest.mark.tables
def test_the_g3_beam_knows_the_pll_parity_each_pairing_leaves_and_prices_it():
    """The tracked parity matches the reduced 3x3's; with a price on it the
    cheapest pairing handed back is priced as its parity says."""
    rng = random.Random(12)
    t = sep.tables()
    edge, _, _ = fs.code_maps()
    checked, seen = 0, set()
    for colors, axis in _separated_starts(rng, 8):
        dist, cmask, frame = fs.centre_state(colors[None], axis)
        if dist[0] == sep.UNSEEN:
            continue
        low, high = sep.positions(colors, axis, edge, fs.wing_codes(colors))
        tri, cen = sep.start_state(t, axis, low, high, int(cmask[0]))
        start = start_parity(colors, axis, int(frame[0]))
        for pll in (0, 7):                  # unpriced, pairings of either parity come back
            found = pair_beam(axis, tri[None], np.array([cen]), np.array([0]), 1000, slack=8,
                              pars=np.array([start]), pll_cost=pll)
            flips = sep.split(axis).pll_flips
            for cost, _, path in found[:6]:
                after = colors[seq_gather(4, path)]
                assert ps.reduced(after)
                tracked = start ^ int(sum(flips[sep.split(axis).moves.index(m)] for m in path) % 2)
                assert tracked == has_pll_parity(three_by_three(4, after))
                assert cost == len(path) + pll * tracked
                checked += 1
                seen.add(tracked)
            assert found[0][0] == min(c for c, _, _ in found)
    assert checked >= 10 and seen == {0, 1}
