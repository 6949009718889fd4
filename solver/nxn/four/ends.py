"""4x4 centres stopped after their second phase: starts for a beam that finishes them while pairing edges.

Phase 3 (centres.py) only turns outer layers and wide halves, which the edge
beam turns too (joint.py): stopping the centres after phase 2 lets one
search spend each of those turns on the centres and the wings at once.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Alg, Move
from model.stickers import seq_gather

from ..obtm import obtm
from . import phases
from .masks import paths, position_perm, positions
from .phase2_walk import walk
from .starts import one_per_state

#: Phase-2 ends kept per whole (phase 1 + 2 + the phase-3 distance) length
#: over the shortest: a longer end rarely pairs cheaply enough to win.
SLACK = 1


def phase2_ends(colors: np.ndarray, count: int) -> list[list[Move]]:
    """Up to `count` move lists that take a 4x4 colour array's centres
    through phases 1 and 2 (wings even), each leaving a different state,
    by OBTM plus the phase-3 distance left, shortest first."""
    t = phases.tables()
    starts = phases.phase1_starts(t, colors)[:phases.PHASE2_STARTS]
    ends, centres = [], []
    for axis in range(3):
        chosen = [s for s in starts if s[4] == axis]
        if not chosen:
            continue
        moves = t.ops2[axis].moves
        rows = np.array([s[3] for s in chosen], dtype=np.uint8)
        for _, after, roots, walked in walk(axis, np.array([s[5] for s in chosen]), np.array([s[6] for s in chosen]),
                                           np.array([s[7] for s in chosen]), rows, _centre_gathers(axis)):
            # each start's first PHASE2_SOLUTIONS in masks.paths' order (move indices, lexicographic)
            order = np.lexsort(tuple(walked.T[::-1]) + (roots,))
            roots, walked, after = roots[order], walked[order], after[order]
            first = np.searchsorted(roots, roots)                     # where each start's rows begin
            keep = np.arange(len(roots)) - first < phases.PHASE2_SOLUTIONS
            for r, path, a in zip(roots[keep].tolist(), walked[keep].tolist(), after[keep]):
                ends.append((chosen[r][2], [moves[j] for j in path]))
                centres.append(a)
    if not ends:
        return []
    d3 = phases.phase3_each(t, np.array(centres))
    est = np.array([phases.joined_length(a, b) for a, b in ends]) + d3
    found = []
    for k in np.flatnonzero(est <= est.min() + SLACK).tolist():      # joined_length: the merged OBTM
        moves = list(Alg(ends[k][0] + ends[k][1]).simplify(commute=False))
        found.append((obtm(moves) + int(d3[k]), str(moves), moves))
    found.sort(key=lambda f: f[:2])
    return one_per_state(colors, [moves for est, _, moves in found if est <= found[0][0] + SLACK], count)


@lru_cache(maxsize=3)
def _centre_gathers(axis: int) -> np.ndarray:
    return np.array([position_perm(m) for m in phases.phase2_moves(axis)])


def completed(colors: np.ndarray, moves: list[Move]) -> list[Move]:
    """`moves` (a phase-2 end of `colors`) and a shortest phase 3 after them."""
    t = phases.tables()
    d3, mask = phases.phase3(t, [int(c) for c in colors[seq_gather(4, moves)][positions()]])
    path = paths(t.ops3, t.phase3, mask, 0, d3, False, 1)[0]
    return list(Alg(list(moves) + [phases.PHASE3_MOVES[j] for j in path]).simplify(commute=False))
