"""Commutator scoring checked against plain numpy and a brute-force search."""
import random

import numpy as np
import pytest

from model import Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres.greedy import centre_targets
from solver.nxn.centres.rectangles import Rectangles, _running, piece_weights
from solver.nxn.pieces import centre_mask


@pytest.mark.parametrize('dtype', [np.int16, np.int32])
def test_running_max_and_min_match_numpy_accumulate(dtype):
    rng = np.random.default_rng(3)
    p = rng.integers(-500, 500, size=(7, 3, 4, 5)).astype(dtype)
    before = p.copy()
    for op in (np.maximum, np.minimum):
        assert np.array_equal(_running(op, p), op.accumulate(p, axis=0))
        assert np.array_equal(_running(op, p, reverse=True), op.accumulate(p[::-1], axis=0)[::-1])
    assert np.array_equal(p, before)                                      # input untouched


@pytest.mark.parametrize('n', [5, 6])
def test_best_rectangle_is_the_best_gain_per_move_of_all(n):
    """Rectangles.best against every (shape, L, M) scored one by one: the
    gains it reports are real and none beats it per OBTM move."""
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(n)))
    colors = cube.facelet_colors()
    target = np.where(centre_mask(n), np.repeat(centre_targets(n, colors), n * n), -1)
    rect = Rectangles(n, target, piece_weights(n))
    gains = rect.cell_gains(colors).astype(np.int64)
    gain, c, li, mi = rect.best(colors)
    assert gain > 0
    assert gains[c, li[0]:li[1], mi[0]:mi[1]].sum() == gain
    assert li[1] <= mi[0] or mi[1] <= li[0]                        # L and M disjoint
    best = max(gains[s, la:lb, ma:mb].sum() / rect.cost((la, lb), (ma, mb))
               for s in range(len(rect.cycles.shapes)) for la, lb in rect.intervals for ma, mb in rect.intervals
               if lb <= ma or mb <= la)
    assert gain / rect.cost(li, mi) == pytest.approx(best)
    # and the commutator does what the scores say to the centre count
    after = cube.copy().apply(rect.moves(c, li, mi)).facelet_colors()
    home = piece_weights(n) * (colors == target)
    assert (piece_weights(n) * (after == target)).sum() - home.sum() == gain
