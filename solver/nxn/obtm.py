"""The outer block turn metric as the NxN stages count it, and what merging touching turns saves.

In OBTM a block that includes an outer face (R, Rw, 3Rw) counts 1 and an
inner block (2R, 2-3R) counts 2. The stages write every move from its nearer
face, so the count needs no size; model.metrics.count(moves, 'htm', n) is
the full one (a test checks they agree).
"""
from __future__ import annotations

import numpy as np

from model import Move


def obtm(moves) -> int:
    """Length in the outer block turn metric: inner blocks count 2."""
    return sum(1 if m.start == 1 else 2 for m in moves)


def merge_savings(moves: list[Move]) -> np.ndarray:
    """saved[i, j]: OBTM saved when moves[j] is played right after moves[i]
    and the two merge as Alg.simplify(commute=False) merges them: nothing
    for different layers, one turn's cost when they make one turn, both
    when they cancel. The searches price a sequence after another with it."""
    layers: dict[tuple, int] = {}
    ids = np.array([layers.setdefault((m.face, m.start, m.end), len(layers)) for m in moves])
    amounts = np.array([m.amount for m in moves])
    cost = np.array([obtm([m]) for m in moves])
    same = ids[:, None] == ids[None, :]
    cancel = (amounts[:, None] + amounts[None, :]) % 4 == 0
    return np.where(same, cost[:, None] * (1 + cancel), 0)


def merge_savings_after(move: Move, moves: list[Move]) -> np.ndarray:
    """merge_savings([move] + moves)[0, 1:] without the whole square: what
    each of `moves` saves played right after `move` (a beam prices
    thousands of first actions after each start's last move)."""
    key = (move.face, move.start, move.end)
    same = np.array([(m.face, m.start, m.end) == key for m in moves], dtype=bool)
    cancel = np.array([(move.amount + m.amount) % 4 == 0 for m in moves], dtype=bool)
    return np.where(same, obtm([move]) * (1 + cancel), 0)
