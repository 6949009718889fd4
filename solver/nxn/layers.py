"""Layer blocks: naming inner slice blocks, and widening them into outer blocks to save OBTM.

An inner block next to a face (2R, or 2-3R on a 4x4) can be widened to take
the face along (Rw, 3Rw): 1 OBTM instead of 2. What the face turn changes is
often harmless (a face's centres turning in place and back, whole edges
moving while pairs are counted), so each stage keeps a widened sequence
whenever its own score says the result is no worse.
"""
from __future__ import annotations

from itertools import product
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACES, OPPOSITE
from model.stickers import move_gather, seq_gather

from .obtm import obtm

#: The face on the + end of axes x, y, z: slice blocks are written from it.
POSITIVE_FACE = {axis: f for f, (axis, plus) in FACES.items() if plus}
MAX_CHOICES = 6          # widenable moves tried in every combination; beyond, one by one (time)


def slice_move(n: int, axis: int, lo: int, hi: int, amount: int) -> Move:
    """Inner layers lo..hi (coordinates along axis) turned like the + face."""
    return Move(POSITIVE_FACE[axis], n - hi, n - lo, amount)


def layer_runs(values):
    """[(lo, hi)] runs of consecutive integers in a sorted list: the layer
    blocks one slice move each can turn."""
    out = []
    for v in values:
        if out and out[-1][1] == v - 1:
            out[-1] = (out[-1][0], v)
        else:
            out.append((v, v))
    return out


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
    # One by one, left to right: each try is the gather of the moves before
    # it as chosen so far, the widened move, then the (untouched) moves
    # after it, so the sequence is composed once, not once per try.
    after, at_spot = {}, set(spots)
    g = np.arange(6 * n * n)
    for j in range(len(moves) - 1, spots[0] - 1, -1):
        if j in at_spot:
            after[j] = g
        g = move_gather(n, moves[j])[g]
    chosen: set[int] = set()
    before, at = np.arange(6 * n * n), 0
    for i in spots:
        for m in moves[at:i]:
            before = before[move_gather(n, m)]
        tried = before[move_gather(n, wide[i])]
        if score(colors[tried[after[i]]]) >= need:
            chosen.add(i)
            before = tried
        else:
            before = before[move_gather(n, moves[i])]
        at = i + 1
    return variant(chosen)
