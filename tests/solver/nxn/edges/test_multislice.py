"""Multi-slice slice-flip-slice: the pairs it promises are the pairs it makes, centres kept."""
import random

import numpy as np
import pytest

from model import Cube
from model.metrics import count
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.routes import solve_centres
from solver.nxn.edges.multislice import MultiSlice
from solver.nxn.edges.pairer import EdgePairer
from solver.nxn.parity import prevent_oll_parity
from solver.nxn.pieces import centre_mask

pytestmark = pytest.mark.slow


@pytest.mark.parametrize('n,ts', [(11, None), (12, tuple(t for t in range(1, 11) if t not in (5, 6)))])
def test_plan_gains_what_it_promises(n, ts):
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(n)))
    cube.apply(prevent_oll_parity(cube))
    colors = cube.apply(solve_centres(n, cube.facelet_colors())).facelet_colors()
    if n % 2 == 0:                                        # pair the inner wings first, as pair_edges does
        inner = EdgePairer(n, colors, random.Random(0), (5, 6), parallel=False, free=ts)
        inner.solve()
        colors = inner.colors
    multi = MultiSlice(n, ts)
    pairer = EdgePairer(n, colors, random.Random(0), ts)
    mask = np.nonzero(centre_mask(n))[0]
    for _ in range(6):
        ratio, moves, gain, cost = multi.plan(pairer.colors)
        assert moves is not None and gain > 0
        after = pairer.colors[seq_gather(n, moves)]
        assert np.array_equal(after[mask], pairer.colors[mask])
        assert pairer.score(after) - pairer.score() == gain
        assert count(moves, 'htm', n) <= cost
        pairer.colors = after
