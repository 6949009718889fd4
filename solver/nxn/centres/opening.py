"""Centres opening: a beam search over moves that swap whole columns between faces.

Early in the centres stage the cheapest progress is the one a person makes:
A P A' (A a block of slices, P a face it passes through) trades a column of
pieces on one face for a row on another in three to five OBTM moves, and a
slice block half turn swaps two pairs of columns. Neither changes the wing
parity the parity stage set. A greedy choice of these stalls quickly,
because a good trade often waits for a face turn or a first trade to line
pieces up; a narrow beam over them, scored by moves spent plus pieces still
off their face, gets many pieces home for under one move each. It returns
the path to the state with the fewest moves spent plus a charge per piece
still off (tuning.OPENING_FINISH); the greedy commutator search (greedy.py)
finishes the job.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..beam import Best, first_unseen, search, trace
from ..layers import slice_move, widened
from ..obtm import merge_savings, obtm
from ..pieces import centre_mask
from .tuning import OPENING_FINISH, OPENING_H_WEIGHT, OPENING_MAX_DEPTH, OPENING_PATIENCE


class Openings:
    """Every candidate sequence for size n as a permutation of the centre cells."""

    def __init__(self, n: int):
        self.cells = np.nonzero(centre_mask(n))[0]
        local = np.full(6 * n * n, -1, dtype=np.int64)
        local[self.cells] = np.arange(len(self.cells))
        fixed = np.array([f * n * n + (n * n) // 2 for f in range(6)]) if n % 2 else np.zeros(0, np.int64)
        found: dict[bytes, tuple[int, str, list[Move], np.ndarray]] = {}
        for seq in _sequences(n):
            g = seq_gather(n, seq)
            if (g[fixed] != fixed).any():           # odd cubes: the fixed centres stay
                continue
            perm = local[g[self.cells]]
            key, cost = perm.tobytes(), obtm(seq)
            if key not in found or (cost, str(seq)) < found[key][:2]:
                found[key] = (cost, str(seq), seq, perm)
        found.pop(np.arange(len(self.cells)).tobytes(), None)
        items = sorted(found.values(), key=lambda x: x[:2])
        self.costs = np.array([c for c, _, _, _ in items], dtype=np.int64)
        self.seqs = [s for _, _, s, _ in items]
        self.perms = np.array([p for _, _, _, p in items], dtype=np.int64)
        self.joins = _Joins(self.seqs)


def _sequences(n: int):
    """Face turns, slice block half turns, and A P^p A' for every slice
    block A (played wide where it touches a face) and face P it passes through."""
    for face in FACE_ORDER:
        for p in (1, -1, 2):
            yield [Move(face, 1, 1, p)]
    k = n - 2
    for axis in range(3):
        ring = [f for f in FACE_ORDER if FACE_AXIS[f] != axis]
        for lo in range(1, k + 1):
            for hi in range(lo, k + 1):
                if (lo, hi) == (1, k):
                    continue                       # the whole inside: a cube rotation and faces
                yield [slice_move(n, axis, lo, hi, 2)]
                for amount in (1, -1, 2):
                    a = slice_move(n, axis, lo, hi, amount)
                    a = widened(n, a) or a
                    for face in ring:
                        for p in (1, -1, 2):
                            yield [a, Move(face, 1, 1, p), a.inverse()]


class _Joins:
    """What a sequence saves when it follows another and their touching
    turns (the same layers) merge: one turn's cost, both when they cancel.
    Two turns of one face in a row are ruled out: their merged turn is a
    sequence of its own."""

    def __init__(self, seqs):
        ends = sorted({m for s in seqs for m in (s[0], s[-1])}, key=str)
        index = {m: i for i, m in enumerate(ends)}
        self.saved = merge_savings(ends)
        self.last = np.array([index[s[-1]] for s in seqs])
        self.first = np.array([index[s[0]] for s in seqs])
        self.single = np.array([len(s) == 1 for s in seqs])

    def saving(self, before: np.ndarray) -> np.ndarray:
        """(len(before), sequences) OBTM saved after each sequence in `before`."""
        out = self.saved[self.last[before]][:, self.first]
        return np.where((out > 0) & self.single[before][:, None] & self.single[None, :], NEVER, out)


NEVER = 10 ** 6


@lru_cache(maxsize=4)
def openings(n: int) -> Openings:
    return Openings(n)


def centres_opening(n: int, colors: np.ndarray, target: np.ndarray, width: int,
                    finish: float = OPENING_FINISH, deadline: Deadline = NONE) -> list[Move]:
    """Moves for the first part of the centres stage: the path, found by a
    beam `width` wide, to the state with the least OBTM spent plus
    `finish` per centre piece still off its face. `target` is each
    facelet's colour when solved. Past `deadline` the best path found so
    far is kept."""
    op = openings(n)
    beam = _OpeningBeam(op, colors[op.cells].astype(np.uint8), target[op.cells].astype(np.uint8), width, finish)
    best = search(beam, Best(finish * float((beam.states[0] != beam.goal).sum())), OPENING_MAX_DEPTH, deadline,
                  OPENING_PATIENCE)
    if best.at is None:
        return []
    return [m for j in trace(beam.history, *best.at, len(op.costs)) for m in op.seqs[j]]


class _OpeningBeam:
    """The opening's beam (beam.Beam): states are the centre cells' colours,
    a child is a state after one of the candidate sequences."""

    def __init__(self, op: Openings, start: np.ndarray, goal: np.ndarray, width: int, finish: float):
        self.op, self.goal, self.width, self.finish = op, goal, width, finish
        self.states, self.g, self.last = start[None], np.zeros(1), np.full(1, -1)
        self.history: list[np.ndarray] = []
        self.seen = {start.tobytes(): 0.0}

    def expand(self, depth: int, best: Best) -> None:
        op = self.op
        self.kids = self.states[:, op.perms].reshape(-1, len(self.goal))            # (W * P, cells)
        step = op.costs[None, :] - np.where(self.last[:, None] >= 0, op.joins.saving(np.maximum(self.last, 0)), 0)
        kg = (self.g[:, None] + step).ravel().astype(np.float64)
        kg[kg < -NEVER / 2] = np.inf                                       # two turns of one face in a row
        self.kg, self.wrong = kg, (self.kids != self.goal).sum(axis=1)
        score = kg + self.finish * self.wrong
        i = int(np.argmin(score))
        best.offer(float(score[i]), (depth, i))

    def stuck(self, depth: int, best: Best) -> bool:
        return False

    def keep(self, best: Best) -> bool:
        kids, kg, wrong = self.kids, self.kg, self.wrong
        order = np.nonzero((wrong > 0) & (kg < best.score))[0]
        order = order[np.argsort((kg + OPENING_H_WEIGHT * wrong)[order], kind='stable')]
        picked = np.array(first_unseen(((r, kids[r].tobytes(), kg[r]) for r in order.tolist()), self.seen,
                                       self.width), dtype=np.int64)
        if not len(picked):
            return False
        self.history.append(picked)
        self.states, self.g, self.last = kids[picked], kg[picked], picked % len(self.op.costs)
        return True
