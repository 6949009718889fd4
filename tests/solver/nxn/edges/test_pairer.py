"""The greedy edge pairer on its own (no opening beam): real centre-solved cubes, every wing paired."""
import random

import numpy as np
import pytest

from model import Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.routes import solve_centres
from solver.nxn.edges.pairer import EdgePairer
from solver.nxn.parity import prevent_oll_parity
from solver.nxn.pieces import centre_mask, reference_t, wing_facelets


def _centres_solved(n: int, seed: int) -> Cube:
    """A random scramble with wing parity prevented and centres solved: what
    the edge stage gets."""
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(seed)))
    cube.apply(prevent_oll_parity(cube))
    return cube.apply(solve_centres(n, cube.facelet_colors()))


def _unpaired(n: int, colors: np.ndarray, ts) -> int:
    """Wings at coordinates ts whose colours differ from their edge's reference wing."""
    W = wing_facelets(n)
    ref = colors[W[:, reference_t(n)]]
    return sum(int((colors[W[:, t]] != ref).any(axis=1).sum()) for t in ts)


# (n, phases): the wing layers paired in turn, as pair_edges orders them
@pytest.mark.parametrize('n,phases', [(4, [None]), pytest.param(5, [None], marks=pytest.mark.tables),
                                      pytest.param(6, [(2, 3), (1, 4)], marks=pytest.mark.tables),
                                      pytest.param(7, [None], marks=pytest.mark.tables), (9, [None])])
def test_pairer_pairs_every_wing_and_keeps_centres(n, phases):
    cube = _centres_solved(n, 50 + n)
    colors = cube.facelet_colors()
    mask = np.nonzero(centre_mask(n))[0]
    everything = [t for t in range(1, n - 1) if t != reference_t(n)]
    assert _unpaired(n, colors, everything) > 0
    moves = []
    for ts in phases:
        pairer = EdgePairer(n, colors, random.Random(n), ts)
        moves += pairer.solve()
        colors = pairer.colors
        assert _unpaired(n, colors, ts or everything) == 0
    after = cube.copy().apply(moves).facelet_colors()       # the model agrees with the pairer's colours
    assert np.array_equal(after, colors)
    assert np.array_equal(after[mask], cube.facelet_colors()[mask])
    assert _unpaired(n, after, everything) == 0


def test_score_counts_pairs_and_unpaired_the_rest():
    n = 5
    solved = Cube(n).facelet_colors()
    pairer = EdgePairer(n, solved, random.Random(0))
    assert pairer.unpaired() == 0 and pairer.score() == 12 * 2         # two wings an edge besides the midge
    broken = Cube(n).apply("2R U R' U' 2R'").facelet_colors()          # some pairs broken
    assert EdgePairer(n, broken, random.Random(0)).unpaired() == _unpaired(n, broken, (1, 3)) > 0
