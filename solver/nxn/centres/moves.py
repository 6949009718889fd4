"""The move sets the centres greedy draws on besides commutators: free face turns and cheap sequences.

A face turn moves no centre piece off its face, so it is free for the
centre count and can line pieces up with a slice before a commutator.
Cheap sequences are slice half turns and A P A' (A a slice block, P a face
it passes through): none changes a wing orbit's parity, which the parity
stage has already made even, as a quarter turn of one slice would.
"""
from __future__ import annotations

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER
from model.stickers import seq_gather

from ..layers import slice_move, widened
from ..obtm import obtm
from ..pieces import centre_mask
from .tuning import SHORT_BLOCK_LIMIT

#: No turn, then every face quarter and half turn.
TURNS = [[]] + [[Move(f, 1, 1, a)] for f in FACE_ORDER for a in (1, -1, 2)]
#: Two face turns of different faces (each pair of opposite faces in one order only).
TWO_TURNS = [a + b for a in TURNS[1:] for b in TURNS[1:] if a[0].face != b[0].face and
             (FACE_AXIS[a[0].face] != FACE_AXIS[b[0].face] or a[0].face in 'URF')]


def short_moves(n: int):
    """Cheap sequences that keep every wing orbit's parity: slice half turns,
    and A P A' (A a slice block turn, P a face the block passes through).
    Returns them and their costs; short_gathers gives their gathers."""
    k = n - 2
    mid = (n - 1) / 2
    if n <= SHORT_BLOCK_LIMIT:
        blocks = [(a, b) for a in range(1, k + 1) for b in range(a, k + 1) if not a <= mid <= b]
    else:
        blocks = [(a, a) for a in range(1, k + 1) if a != mid]
    seqs = []
    for axis in range(3):
        ring = [f for f in FACE_ORDER if FACE_AXIS[f] != axis]
        for lo, hi in blocks:
            seqs.append([slice_move(n, axis, lo, hi, 2)])
            for amount in (1, -1, 2):
                a = slice_move(n, axis, lo, hi, amount)
                a = widened(n, a) or a            # the face turns and turns back: free
                for face in ring:
                    for p in (1, -1, 2):
                        seqs.append([a, Move(face, 1, 1, p), a.inverse()])
    return seqs, np.array([obtm(seq) for seq in seqs], dtype=np.float64)


def short_gathers(n: int) -> np.ndarray:
    """short_moves' gathers restricted to centres, one row each: built only
    when the greedy first asks (on 50x50 about 300 MB, which a solve past
    its deadline never needs), filled row by row so no larger temporary
    list of rows is ever held."""
    if n in _SHORT_CACHE:
        return _SHORT_CACHE[n]
    idx = np.nonzero(centre_mask(n))[0]
    seqs = short_moves(n)[0]
    gathers = np.empty((len(seqs), len(idx)), dtype=np.int32)
    for row, seq in enumerate(seqs):
        gathers[row] = seq_gather(n, seq)[idx]
    _SHORT_CACHE.clear()
    _SHORT_CACHE[n] = gathers
    return gathers


_SHORT_CACHE: dict = {}         # one size at a time: the gathers are large on big cubes
