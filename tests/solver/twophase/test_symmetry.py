"""Symmetry level: the 48 cube symmetries form a group and conjugation maps face turns to face turns."""
from __future__ import annotations

import random

from solver.twophase.cubie import MOVE_CUBES, random_cubie
from solver.twophase.symmetry import CONJ_MOVE, N_SYM, SYM_CUBES, SYM_INVERSE, conjugate


def test_symmetries_are_distinct_and_closed_under_products():
    keys = {(tuple(s.cp), tuple(s.co), tuple(s.ep), tuple(s.eo)) for s in SYM_CUBES}
    assert len(keys) == N_SYM == 48
    for a in SYM_CUBES[::5]:
        for b in SYM_CUBES[::7]:
            p = a * b
            assert (tuple(p.cp), tuple(p.co), tuple(p.ep), tuple(p.eo)) in keys


def test_inverses_undo():
    for s in range(N_SYM):
        assert (SYM_CUBES[s] * SYM_CUBES[SYM_INVERSE[s]]).is_solved()


def test_conjugating_a_product_conjugates_each_move():
    """S (X M) S^-1 = (S X S^-1)(S M S^-1), and S M S^-1 is the face turn CONJ_MOVE says."""
    rng = random.Random(5)
    for s in range(0, N_SYM, 3):
        x = random_cubie(rng)
        for m in range(0, 18, 4):
            assert conjugate(x * MOVE_CUBES[m], s) == conjugate(x, s) * MOVE_CUBES[CONJ_MOVE[s][m]]
