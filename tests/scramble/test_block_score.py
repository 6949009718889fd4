"""The block score on stickers, against a direct count over cubie pairs, and the uniform references."""
import random
from fractions import Fraction

import numpy as np
import pytest

from model import Cube
from model.geometry import CENTRE
from scramble import scramble
from scramble.blocks import block_score, block_scorer
from scramble.quality import (EDGE_FLIP_UNIFORM, flipped_edges, home_pieces, odd_parity, total_variation,
                              uniform_block_score, uniform_home_colour)


def score_by_cubie_pairs(cube):
    """The spec's definition, pair by pair over cubie positions in the 3-D grid."""
    g, n = cube.geometry, cube.n
    colour = {}                                       # (slot, direction) -> colour
    for f, c in enumerate(cube.facelet_colors()):
        colour[(int(g.facelet_slot[f]), int(g.facelet_dir[f]))] = int(c)
    dirs = {}
    for (slot, d) in colour:
        dirs.setdefault(slot, set()).add(d)
    total = 0
    for a in range(g.n_slots):
        for axis in range(3):
            step = np.zeros(3, dtype=int)
            step[axis] = 1
            x, y, z = g.coords[a] + step
            if max(x, y, z) >= n or g.slot_at[x, y, z] < 0:
                continue
            b = int(g.slot_at[x, y, z])
            common = dirs[a] & dirs[b]
            if g.kind[a] != CENTRE and g.kind[b] != CENTRE:
                total += 4 * all(colour[(a, d)] == colour[(b, d)] for d in common)
            else:
                (d,) = common
                total += colour[(a, d)] == colour[(b, d)]
    return total


@pytest.mark.parametrize('n', range(2, 10))
def test_solved_score(n):
    assert block_score(Cube(n)) == block_scorer(n).solved == 12 * (n - 1) * (n + 2)


@pytest.mark.parametrize('n', [2, 3, 4, 5, 6])
def test_sticker_score_equals_the_cubie_pair_definition(n):
    rng = random.Random(n)
    for length in (1, 3, 40):
        cube = scramble(n, 'random-moves', length=length, rng=rng).cube()
        assert block_score(cube) == score_by_cubie_pairs(cube)


def test_batch_scores_equal_single_scores():
    scorer = block_scorer(4)
    cubes = [scramble(4, 'random-moves', length=k, seed=k).cube() for k in (1, 2, 5, 30)]
    batch = scorer.score(np.stack([c.facelet_colors() for c in cubes]))
    assert list(batch) == [block_score(c) for c in cubes]


def test_uniform_references():
    assert uniform_block_score(2) == Fraction(16, 7)
    assert uniform_block_score(3) == 8
    assert uniform_block_score(4) == 12 + Fraction(120, 23)    # corner-wing 4, wing-wing 48/23, 8, 72/23
    assert uniform_home_colour(3) == Fraction(14, 54) and uniform_home_colour(4) == Fraction(1, 6)
    assert uniform_home_colour(2, fixed_corner=True) == Fraction(13, 48) and uniform_home_colour(2) == Fraction(1, 6)
    assert sum(EDGE_FLIP_UNIFORM) == 1 and EDGE_FLIP_UNIFORM[0] == Fraction(1, 2048)


def test_2x2_random_state_mean_score_is_sixteen_sevenths():
    rng = random.Random(5)
    scores = [block_score(scramble(2, 'random-state', rng=rng).cube()) for _ in range(3000)]
    assert abs(np.mean(scores) - 16 / 7) < 0.15


def test_3x3_measures_on_known_states():
    assert flipped_edges(Cube(3)) == 0 and flipped_edges(Cube(3).apply('F')) == 4
    assert flipped_edges(Cube(3).apply("R U R' F2 B2 U2")) == 0
    assert home_pieces(Cube(3).apply('U'), 'corner') == 4 and home_pieces(Cube(3).apply('U'), 'edge') == 8
    assert odd_parity(Cube(3).apply('U')) and not odd_parity(Cube(3).apply('U2'))
    assert block_scorer(3).solved_pairs(Cube(3).facelet_colors()) == 24
    assert block_scorer(3).solved_pairs(Cube(3).apply('R').facelet_colors()) == 20
    assert total_variation([1, 1], [1, 1]) == 0 and total_variation([1, 0], [0, 1]) == 1
