"""4x4 edge opening and PLL parity: the beam's parity reading agrees with the 3x3 read, and it avoids the fix."""
import random

import numpy as np
import pytest

from model import Cube, Move
from solver.nxn.edges.opening import PllParity, actions, edges_opening
from solver.nxn.parity import pll_parity_fix
from solver.nxn.three import has_pll_parity, three_by_three


def _code(act, colors: np.ndarray) -> np.ndarray:
    return (colors.astype(np.uint8) * 8 + colors[act.partner].astype(np.uint8))[act.facelets]


@pytest.mark.parametrize('seed', range(8))
def test_parity_reading_agrees_with_the_three_by_three(seed):
    """A paired state (random outer turns, half the time the two-edge swap),
    read from an unpaired one random opening actions away."""
    rng = random.Random(seed)
    act = actions(4, (1, 2), ())
    paired = Cube(4).apply([Move(rng.choice('URFDLB'), 1, 1, rng.choice((1, -1, 2))) for _ in range(15)])
    if seed % 2:
        paired.apply(pll_parity_fix(4) + [Move('F', 1, 1, 1)])
    picks = [rng.randrange(len(act.seqs)) for _ in range(rng.randrange(1, 10))]
    flips = sum(int(act.corner_flips[j]) for j in picks) % 2
    unpaired = paired.copy().apply([m for j in picks for m in act.seqs[j]])
    pll = PllParity(4, unpaired.facelet_colors(), act)
    colors = paired.facelet_colors()
    assert pll(_code(act, colors), flips) == has_pll_parity(three_by_three(4, colors))


def test_parity_reading_sees_the_two_edge_swap():
    act = actions(4, (1, 2), ())
    solved = Cube(4).facelet_colors()
    pll = PllParity(4, solved, act)
    swapped = Cube(4).apply(pll_parity_fix(4)).facelet_colors()
    code = _code(act, swapped)
    flips = sum(m.start == 1 and m.amount % 2 for m in pll_parity_fix(4)) % 2
    assert pll(code, flips) and has_pll_parity(three_by_three(4, swapped))


@pytest.mark.parametrize('seed', range(3))
def test_opening_with_a_parity_cost_still_pairs_every_wing(seed):
    rng = random.Random(seed)
    cube = Cube(4)
    act = actions(4, (1, 2), ())
    for _ in range(30):
        cube.apply(act.seqs[rng.randrange(len(act.seqs))])
    cube.apply([Move('U', 1, 1, 1)])
    moves = edges_opening(4, cube.facelet_colors(), (1, 2), (), seed, pll_cost=7)
    grid = cube.copy().apply(moves).facelet_colors().reshape(6, 4, 4)
    assert (grid[:, 0, 1] == grid[:, 0, 2]).all() and (grid[:, 3, 1] == grid[:, 3, 2]).all()
    assert (grid[:, 1, 0] == grid[:, 2, 0]).all() and (grid[:, 1, 3] == grid[:, 2, 3]).all()
