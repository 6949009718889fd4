"""Cubie level: our facelet reading and moves agree with kociemba and the model; random cubies are valid and varied."""
from __future__ import annotations

import random

import pytest

from model import Cube
from solver.twophase import random_state_facelets
from solver.twophase.cubie import SOLVED, CubieCube, parse_moves, random_cubie


def test_our_facelets_agree_with_kociemba():
    kociemba = pytest.importorskip('kociemba')
    rng = random.Random(99)
    for _ in range(50):
        cube = random_cubie(rng)
        facelets = cube.to_facelets()
        assert CubieCube.from_facelets(facelets) == cube
        assert cube.apply(parse_moves(kociemba.solve(facelets))).is_solved()


def test_our_moves_agree_with_the_model():
    rng = random.Random(1)
    for _ in range(30):
        moves = [rng.randrange(18) for _ in range(25)]
        text = ' '.join('URFDLB'[m // 3] + ('', '2', "'")[m % 3] for m in moves)
        assert SOLVED.apply(moves).to_facelets() == Cube(3).apply(text).to_facelets()


def test_random_states_are_valid_and_varied():
    rng = random.Random(0)
    states = {random_state_facelets(rng) for _ in range(200)}
    assert len(states) == 200
    for s in list(states)[:50]:
        Cube.from_facelets(s, size=3)  # raises if impossible
    # each corner slot holds every corner about equally often (8 * 200 draws)
    counts = [0] * 8
    for _ in range(1600):
        counts[random_cubie(rng).cp[0]] += 1
    assert min(counts) > 120


