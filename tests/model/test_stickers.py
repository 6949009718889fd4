"""Sticker gathers: every move's gather does to a colour array what the Cube does."""
import random

import numpy as np
import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from model.stickers import facelets_after, move_gather, seq_gather


def _all_moves(n: int) -> list[Move]:
    blocks = [Move(f, lo, hi, a) for f in FACE_ORDER for lo in range(1, n + 1) for hi in range(lo, n + 1)
              for a in (1, -1, 2) if (lo, hi) != (1, n)]               # all n layers: a rotation
    slices = 'MESmes' if n % 2 else 'mes' if n > 2 else ''
    return blocks + [Move(f, 1, 1, a) for f in slices + 'xyz' for a in (1, -1, 2)]


@pytest.mark.parametrize('n', [2, 3, 4, 5])
def test_every_move_gathers_what_the_cube_turns(n):
    start = Cube(n).apply("R U2 F' L D' B2" if n < 4 else "Rw U2 3Fw' L D' 2B2")
    colors = start.facelet_colors()
    for move in _all_moves(n):
        after = start.copy().apply([move]).facelet_colors()
        assert np.array_equal(colors[move_gather(n, move)], after), move


@pytest.mark.parametrize('n', [3, 6, 9])
def test_sequences_and_facelet_text_match_the_cube(n):
    rng = random.Random(n)
    moves = [rng.choice(_all_moves(n)) for _ in range(40)]
    cube = Cube(n).apply(moves)
    assert np.array_equal(Cube(n).facelet_colors()[seq_gather(n, moves)], cube.facelet_colors())
    assert facelets_after(n, moves) == cube.to_facelets()
