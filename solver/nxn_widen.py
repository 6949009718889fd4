"""Outer block turns: the cheapest way to write a stage's sequence in OBTM.

In the outer block turn metric a block that includes an outer face (Rw, 3Rw)
counts 1 and an inner block (2R, 2-3R) counts 2. An inner block next to a
face can be widened to take the face along; what the face turn changes is
often harmless (a face's centres turning in place and back, whole edges
moving while pairs are counted), so each stage keeps a widened sequence
whenever its own score says the result is no worse.
"""
from __future__ import annotations

from itertools import product
from typing import Callable

import numpy as np

from model import Move

from .nxn_stickers import seq_gather

OPPOSITE = {'U': 'D', 'D': 'U', 'R': 'L', 'L': 'R', 'F': 'B', 'B': 'F'}
MAX_CHOICES = 6          # widenable moves tried in every combination; beyond, one by one


def obtm(moves) -> int:
    """Length in the outer block turn metric: inner blocks count 2. The
    stages' quick count, for moves written from their nearer face as the
    solver writes them; model.metrics.count(moves, 'htm', n) is the full
    one (a test checks they agree)."""
    return sum(1 if m.start == 1 else 2 for m in moves)


def widened(n: int, move: Move) -> Move | None:
    """The outer block turning `move`'s layers plus the face next to them
    (None when the block is outer already or touches no face)."""
    if move.start == 1:
        return None
    if move.start == 2:
        return Move(move.face, 1, move.end, move.amount)
    if move.end == n - 1:
        return Move(OPPOSITE[move.face], 1, n - move.start + 1, -move.amount)
    return None


def cheapest(n: int, colors: np.ndarray, moves: list[Move],
             score: Callable[[np.ndarray], int]) -> list[Move]:
    """`moves` with inner blocks widened where the stage's `score` of the
    result stays at least what the sequence as written reaches."""
    wide = [widened(n, m) for m in moves]
    spots = [i for i, w in enumerate(wide) if w is not None]
    if not spots:
        return moves
    need = score(colors[seq_gather(n, moves)])

    def variant(chosen) -> list[Move]:
        return [wide[i] if i in chosen else m for i, m in enumerate(moves)]

    if len(spots) <= MAX_CHOICES:
        best = moves
        for mask in product((False, True), repeat=len(spots)):
            chosen = {i for i, on in zip(spots, mask) if on}
            if not chosen:
                continue
            seq = variant(chosen)
            if obtm(seq) < obtm(best) and score(colors[seq_gather(n, seq)]) >= need:
                best = seq
        return best
    chosen: set[int] = set()
    for i in spots:
        seq = variant(chosen | {i})
        if score(colors[seq_gather(n, seq)]) >= need:
            chosen.add(i)
    return variant(chosen)
