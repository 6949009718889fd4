"""The move sets the centres greedy draws on besides commutators: free face turns and cheap sequences.

A face turn moves no centre piece off its face, so it is free for the
centre count and can line pieces up with a slice before a commutator.
Cheap sequences are slice half turns and A P A' (A a slice block, P a face
it passes through): none changes a wing orbit's parity, which the parity
stage has already made even, as a quarter turn of one slice would.
"""
from __future__ import annotations

from functools import lru_cache

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
    Returns them and their costs; ShortScores scores them all at once."""
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


class ShortScores:
    """Weighted centre scores of every cheap sequence (short_moves' order),
    read off their differences from a reference: a slice half turn moves
    4 rows of centres, and A P A' places every centre where the face turn
    P alone would, but for a few rows. So each sequence's score is the
    score after its reference (no move, or P) plus a sum over the few
    places where the two differ; on 50x50 a few MB where whole gathers
    took about 300 MB, and a scoring of all of them is as cheap."""

    def __init__(self, n: int):
        idx = np.nonzero(centre_mask(n))[0]
        refs = [[]] + [[Move(f, 1, 1, a)] for f in FACE_ORDER for a in (1, -1, 2)]
        self.ref_gathers = np.stack([seq_gather(n, r)[idx] for r in refs]).astype(np.int32)   # (R, P)
        seqs = short_moves(n)[0]
        self.ref = np.empty(len(seqs), dtype=np.int64)
        seq_of, places, src, ref_src = [], [], [], []
        for i, seq in enumerate(seqs):
            r = 0 if len(seq) == 1 else refs.index([seq[1]])
            g = seq_gather(n, seq)[idx]
            d = np.nonzero(g != self.ref_gathers[r])[0]
            self.ref[i] = r
            seq_of.append(np.full(len(d), i, dtype=np.int32))
            places.append(d.astype(np.int32))
            src.append(g[d].astype(np.int32))
            ref_src.append(self.ref_gathers[r][d])
        self.count = len(seqs)
        self.seq_of, self.places = np.concatenate(seq_of), np.concatenate(places)
        self.src, self.ref_src = np.concatenate(src), np.concatenate(ref_src)

    def scores(self, colors: np.ndarray, target: np.ndarray, weight: np.ndarray) -> np.ndarray:
        """Each sequence's weighted count of centres on their face after it
        (int64), for colours `colors` (every facelet) and the centres'
        `target` colours and `weight`s (centre order)."""
        ref_scores = (colors[self.ref_gathers] == target).view(np.uint8).astype(np.int64) @ weight   # (R,)
        t = target[self.places]
        delta = ((colors[self.src] == t).view(np.int8) - (colors[self.ref_src] == t).view(np.int8)) \
            * weight[self.places]
        return ref_scores[self.ref] + np.bincount(self.seq_of, delta, self.count).astype(np.int64)


@lru_cache(maxsize=2)
def short_scores(n: int) -> ShortScores:
    return ShortScores(n)
