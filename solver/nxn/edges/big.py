"""Big cubes' edges (n > BLOCK_LIMIT): even cubes pair their inner wings as a virtual 4x4's.

An even cube's two innermost wings of each edge are the references the
outer wings pair to, so they pair first. Group the layers as
[0, {1..h-1}, {h..n-2}, n-1] (h = n/2): each group turn is a 4x4 turn of
the same OBTM (Rw -> hRw, 2R -> 2-hR), the inner wings h-1 and h are the
4x4's wings, and its centres are solid blocks of the solved real ones, so
the 4x4's edge pairing (its opening beam, PLL parity counted) pairs them
in about half the greedy's moves, moving the outer wings as it likes. PLL parity is then settled: the outer
pass turns no inner layer for good. The greedy (pairer.py, with its
multi-slice flips, multislice.py) pairs the outer wings.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Callable

import numpy as np

from model import Move
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from .pairer import pair_edges, pair_orbits, progress_part


def _groups(n: int) -> list[list[int]]:
    h = n // 2
    return [[0], list(range(1, h)), list(range(h, n - 1)), [n - 1]]


@lru_cache(maxsize=8)
def _virtual_index(n: int) -> np.ndarray:
    """The real facelet each virtual 4x4 facelet shows (rows 0, h-1, h, n-1)."""
    h = n // 2
    rows = [0, h - 1, h, n - 1]
    return np.array([f * n * n + rows[r] * n + rows[c] for f in range(6) for r in range(4) for c in range(4)])


def real_move(n: int, move: Move) -> Move:
    """The n-cube turn of the groups the virtual 4x4 `move` turns."""
    g = _groups(n)
    return Move(move.face, g[move.start - 1][0] + 1, g[move.end - 1][-1] + 1, move.amount)


def pair_inner(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE) -> list[Move]:
    """Moves (centres kept) pairing each edge's wings h-1 and h of an even n-cube."""
    return [real_move(n, m) for m in pair_edges(4, colors[_virtual_index(n)], seed, deadline)]


def pair_edges_big(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                   progress: Callable[[float], None] | None = None) -> list[Move]:
    """Moves pairing every wing of an n-cube with solved centres; `progress`
    is told the share of wings paired, roughly."""
    if n % 2:
        return pair_edges(n, colors, seed, deadline, progress)
    h = n // 2
    inner = pair_inner(n, colors, seed, deadline)
    outer = tuple(t for t in range(1, n - 1) if t not in (h - 1, h))
    share = 2 / (n - 2)
    if progress is not None:
        progress(share)
    return inner + pair_orbits(n, colors[seq_gather(n, inner)], seed, random.Random(seed), outer,
                               deadline=deadline, progress=progress_part(progress, share, 1))[0]
