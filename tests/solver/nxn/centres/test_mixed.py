"""Mixed lines (mixed.py) on the model cube: exactly the pieces claimed move, for the moves claimed."""
import random

import numpy as np
import pytest

from model import Cube
from solver.nxn.centres.comms import centre_cycles
from solver.nxn.centres.lines import line_slice_costs
from solver.nxn.centres.mixed import mixed_costs, mixed_moves
from solver.nxn.layers import layer_runs
from solver.nxn.obtm import obtm
from solver.nxn.pieces import centre_mask


def _moved(n: int, moves) -> dict[int, int]:
    cube = Cube(n)
    centres = np.unique(cube.geometry.facelet_slot[centre_mask(n)])
    perm = cube.apply(moves).perm
    return {int(s): int(perm[s]) for s in centres if perm[s] != s}


@pytest.mark.parametrize('n', [13, 14])
def test_a_mixed_line_cycles_its_forward_cells_one_way_and_its_backward_cells_the_other(n):
    cy = centre_cycles(n)
    half = len(cy.shapes) // 2
    k = n - 2
    slot = Cube(n).geometry.facelet_slot
    rng = random.Random(n)
    inner = [x for x in range(k) if 2 * (x + 1) != n - 1]
    for _ in range(25):
        h = rng.randrange(half)
        m = rng.choice(inner)
        ls = rng.sample([x for x in inner if x != m], rng.randint(2, 6))
        back = {x: rng.random() < 0.5 for x in ls}
        fwd = sorted(x for x in ls if not back[x])
        bwd = sorted(x for x in ls if back[x])
        moves = mixed_moves(n, cy.shapes[h], layer_runs([x + 1 for x in fwd]), layer_runs([x + 1 for x in bwd]),
                            [(m + 1, m + 1)])
        expected = {}
        for x in ls:
            c = h + half if back[x] else h
            expected.update(zip(slot[cy.dst[c, x, m]].tolist(), slot[cy.src[c, x, m]].tolist()))
        assert _moved(n, moves) == expected
        best = np.zeros(k, dtype=np.int16)
        best[ls] = 1
        backs = np.zeros(k, dtype=bool)
        backs[bwd] = True
        total, cost = mixed_costs(best, backs, line_slice_costs(k)[m])
        assert total == len(ls) and cost == obtm(moves)
