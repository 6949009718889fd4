"""Pairing the last two edges on big cubes where both wing orbits hold each
other's wings (found on the 7x7 the bench draws with random.Random(1001):
the edge step found no way on)."""
from __future__ import annotations

import numpy as np

from model import Cube
from solver.beginner.big import big_plan
from solver.beginner.method import run
from solver.nxn.pieces import wing_facelets

# the 7x7 above after its centres, as the plan holds it (colour digits, facelet order URFDLB);
# edges 0 and 11 each hold one wrong wing in each of the two wing orbits
STUCK_7 = ('044444350000035000004500000350000035000004222222052222215111113511111351111135111113511111330000024000001422222042222204222220422222042222200333334144444553333315333331533333153333315333331534434441111101444440144444014444401444440144444013333322555555155555215555521555552155555215555523222223')


def test_last_two_edges_with_both_orbits_crossed_are_paired():
    n = 7
    colors = np.array([int(c) for c in STUCK_7], dtype=np.int8)
    # a real 7x7 state: its colours are a permutation of a solved cube's
    assert sorted(colors.tolist()) == sorted(Cube(n).facelet_colors().tolist())
    planned = next(p for p in big_plan(n) if p.step.key == 'edges')
    steps, after = run(n, colors, [planned])
    wings = wing_facelets(n)[:, 1:n - 1]                  # (12 edges, 5 wings, 2 facelets)
    before = colors[wings]
    assert not (before == before[:, 2:3]).all()            # not paired to begin with
    shown = after[wings]
    assert (shown == shown[:, 2:3]).all()                 # every wing matches its edge's middle
    centres = [f for f in range(6 * n * n) if 0 < f % n < n - 1 and 0 < f % (n * n) // n < n - 1]
    assert (after[centres] == colors[centres]).all()       # the centres are kept
    algorithms = [c.algorithm for c in steps[0].chunks]
    assert 'edge-parity' in algorithms and 'last-two-edges' in algorithms
