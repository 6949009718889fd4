"""Wing commutators, checked on the model cube: each 3-cycles exactly the wings it claims."""
import random

import numpy as np
import pytest

from model import Cube
from model.metrics import count
from solver.nxn.edges.wings import wing_cycles
from solver.nxn.layers import widened
from solver.nxn.pieces import reference_t, wing_facelets


def _moved_slots(cube: Cube) -> dict[int, int]:
    perm = cube.perm
    return {int(s): int(perm[s]) for s in np.nonzero(perm != np.arange(len(perm)))[0]}


@pytest.mark.parametrize('n', [4, 5, 6, 7])
def test_every_wing_commutator_moves_three_wings_and_nothing_else(n):
    wc = wing_cycles(n)
    slot = Cube(n).geometry.facelet_slot
    for i in random.Random(n).sample(range(len(wc.items)), 120):
        moves = wc.moves(i)
        cube = Cube(n).apply(moves)
        # the three wings' slots take the pieces the tables say, nothing else moves
        expected = dict(zip(slot[wc.dst[i]].tolist(), slot[wc.src[i]].tolist()))
        assert _moved_slots(cube) == expected and len(expected) == 3, wc.items[i]
        # and the stickers follow: colors[dst] = old colors[src]
        start = Cube(n).apply("Rw U2 F' 2D L2 B")
        before, after = start.facelet_colors(), start.copy().apply(moves).facelet_colors()
        assert np.array_equal(after[wc.dst[i]], before[wc.src[i]])
        changed = np.ones(6 * n * n, dtype=bool)
        changed[wc.dst[i]] = False
        assert np.array_equal(after[changed], before[changed])
        # its cost is that of the slice played wide where that keeps the cycle
        shape = wc.items[i][0]
        wide = [w if (w := widened(n, m)) is not None and w.face != shape.q_face else m for m in moves]
        assert wc.cost[i] == count(wide, 'htm', n)
        wings = wing_facelets(n)[:, 1:n - 1].ravel()
        assert np.array_equal(start.copy().apply(wide).facelet_colors()[wings], after[wings])


@pytest.mark.parametrize('n', [4, 5, 8])
def test_wing_facelets_are_the_two_stickers_of_each_wing(n):
    W = wing_facelets(n)
    slot = Cube(n).geometry.facelet_slot
    pieces = {int(slot[W[e, t, 0]]) for e in range(12) for t in range(1, n - 1)}
    assert len(pieces) == 12 * (n - 2)                    # every wing once
    assert (slot[W[:, 1:n - 1, 0]] == slot[W[:, 1:n - 1, 1]]).all()
    assert 1 <= reference_t(n) <= n - 2 and (n % 2 == 0 or reference_t(n) == n // 2)


def test_restricted_keeps_only_commutators_on_those_layers():
    n = 7
    wc = wing_cycles(n)
    inner = wc.restricted((2, 4))
    assert 0 < len(inner.items) < len(wc.items)
    assert set(np.unique(inner.wing_of[inner.dst] % n).tolist()) <= {2, 4}
