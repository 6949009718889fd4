"""Slice-flip-slice macros, checked on the model cube: centres kept, wings moved as the tables say."""
import random

import numpy as np
import pytest

from model import Cube
from model.metrics import count
from solver.nxn.edges.flips import flip_macros
from solver.nxn.parity import odd_wing_orbits
from solver.nxn.pieces import centre_mask, wing_facelets


@pytest.mark.parametrize('n', [4, 5, 7, 9])
def test_every_macro_keeps_centres_and_wing_parity(n):
    macros = flip_macros(n)
    mask = np.nonzero(centre_mask(n))[0]
    solved = Cube(n).facelet_colors()
    start = Cube(n).apply("Rw U2 F' 2D L2 B")
    for i in random.Random(n).sample(range(len(macros.moves)), 80):
        seq = macros.moves[i]
        cube = Cube(n).apply(seq)
        assert np.array_equal(cube.facelet_colors()[mask], solved[mask]), seq
        assert odd_wing_orbits(cube) == [], seq
        assert macros.cost[i] == count(seq, 'htm', n)
        # the stored gather is what the model does to the wing facelets
        after = start.copy().apply(seq).facelet_colors()
        assert np.array_equal(after[macros.wing_idx], start.facelet_colors()[macros.gather[i]])


@pytest.mark.parametrize('n', [5, 6, 8])
def test_wings_off_the_slices_move_as_whole_edges(n):
    """Outside its slice layers a macro only moves whole edges: the wings of
    one edge there stay together, so no pair it does not aim at breaks."""
    macros = flip_macros(n)
    W = wing_facelets(n)
    edge_of = np.full(6 * n * n, -1)
    for e in range(12):
        edge_of[W[e, 1:n - 1].ravel()] = e
    slot = Cube(n).geometry.facelet_slot
    for i in random.Random(n).sample(range(len(macros.moves)), 60):
        perm = Cube(n).apply(macros.moves[i]).perm
        # a wing's coordinate reads t or n-1-t once its edge is turned over
        others = [t for t in range(1, n - 1) if t not in macros.blocks[i] and n - 1 - t not in macros.blocks[i]]
        for e in range(12):
            came_from = {int(perm[slot[W[e, t, 0]]]) for t in others}
            edges = {int(edge_of[np.nonzero(slot == s)[0]].max()) for s in came_from}
            assert len(edges) <= 1, (macros.moves[i], e)


def test_within_picks_macros_by_their_layers():
    n = 7
    macros = flip_macros(n)
    inner = macros.within((2, 4), free=(1, 5))
    assert 0 < len(inner) < len(macros.moves)
    for i in inner:
        layers = set(macros.blocks[i])
        assert layers <= {1, 2, 4, 5} and layers & {2, 4}
