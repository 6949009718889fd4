"""Parity stage: prevention makes exactly the odd wing orbits even; the PLL fix swaps two edges and nothing else."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.metrics import count
from model.parity import permutation_parity
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.parity import odd_wing_orbits, pll_parity_fix, prevent_oll_parity, wing_orbit_slots
from solver.nxn.pieces import centre_mask, reference_t, wing_facelets
from solver.nxn.three import has_oll_parity, has_pll_parity, three_by_three


def _orbit_parities(cube: Cube) -> list[int]:
    """Each wing orbit's permutation parity, computed here from the model's slots."""
    n, out = cube.n, []
    for t in range(1, (n - 1) // 2 + (n % 2 == 0)):
        if 2 * t == n - 1:
            continue
        slots = wing_orbit_slots(n, t)
        out.append(permutation_parity([int(np.searchsorted(slots, cube.perm[s])) for s in slots]))
    return out


@pytest.mark.parametrize('n', [4, 5, 6, 7, 8, 9])
def test_prevention_makes_every_wing_orbit_even_in_a_move_per_change(n):
    for seed in range(4):
        cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(100 * n + seed)))
        odd = odd_wing_orbits(cube)
        assert odd == [t + 1 for t, p in enumerate(_orbit_parities(cube)) if p]
        fix = prevent_oll_parity(cube)
        assert all(m.face == 'R' and m.start == 1 and abs(m.amount) == 1 for m in fix)
        assert len(fix) == count(fix, 'htm', n) <= len(odd) + 1
        assert odd_wing_orbits(cube.copy().apply(fix)) == []


def test_prevention_flips_exactly_the_odd_orbits():
    n = 8
    for layers in ([2], [3], [2, 4], [2, 3, 4]):
        cube = Cube(n).apply([Move('R', t, t, 1) for t in layers])    # slice t: a 4-cycle of orbit t-1
        assert odd_wing_orbits(cube) == [t - 1 for t in layers]
        fixed = cube.copy().apply(prevent_oll_parity(cube))
        assert odd_wing_orbits(fixed) == []
    assert prevent_oll_parity(Cube(n)) == []


@pytest.mark.parametrize('n', [4, 6, 8])
def test_pll_fix_swaps_two_edges_and_keeps_centres_and_pairs(n):
    cube = Cube(n).apply(pll_parity_fix(n))
    colors = cube.facelet_colors()
    mask = np.nonzero(centre_mask(n))[0]
    assert np.array_equal(colors[mask], Cube(n).facelet_colors()[mask])
    W = wing_facelets(n)
    ref = colors[W[:, reference_t(n)]]
    assert all((colors[W[:, t]] == ref).all() for t in range(1, n - 1))      # every edge still paired
    facelets = three_by_three(n, colors)
    assert has_pll_parity(facelets) and not has_oll_parity(facelets)
    edge_stickers = [9 * f + i for f in range(6) for i in (1, 3, 5, 7)]   # corners are the 3x3 stage's
    solved = Cube(3).to_facelets()
    assert sum(facelets[i] != solved[i] for i in edge_stickers) == 4      # two edges swapped
    assert odd_wing_orbits(cube) == []
    assert count(pll_parity_fix(n), 'htm', n) == 7
    # played on a reduced cube with PLL parity it removes it
    reduced = Cube(n).apply("R U R' U' R' F R2 U' R' U' R U R' F'").apply(pll_parity_fix(n))
    assert has_pll_parity(three_by_three(n, reduced.facelet_colors()))
    assert not has_pll_parity(three_by_three(n, reduced.apply(pll_parity_fix(n)).facelet_colors()))
