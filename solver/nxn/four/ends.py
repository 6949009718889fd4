"""4x4 centres stopped after their second phase: starts for a beam that finishes them while pairing edges.

Phase 3 (centres.py) only turns outer layers and wide halves, which the edge
beam turns too (joint.py): stopping the centres after phase 2 lets one
search spend each of those turns on the centres and the wings at once.
"""
from __future__ import annotations

import numpy as np

from model import Alg, Move
from model.stickers import seq_gather

from ..obtm import obtm
from . import phases
from .masks import paths, play, positions
from .starts import one_per_state

#: Phase-2 ends kept per whole (phase 1 + 2 + the phase-3 distance) length
#: over the shortest: a longer end rarely pairs cheaply enough to win.
SLACK = 1


def phase2_ends(colors: np.ndarray, count: int) -> list[list[Move]]:
    """Up to `count` move lists that take a 4x4 colour array's centres
    through phases 1 and 2 (wings even), each leaving a different state,
    by OBTM plus the phase-3 distance left, shortest first."""
    t = phases.tables()
    starts = phases.phase1_starts(t, colors)
    found = []
    for _, _, moves1, after, axis, qmask, par, d2 in starts[:phases.PHASE2_STARTS]:
        ops = t.ops2[axis]
        for path in paths(ops, t.phase2[axis], qmask, par, d2, True, phases.PHASE2_SOLUTIONS):
            moves2 = [ops.moves[j] for j in path]
            d3, _ = phases.phase3(t, play(after, moves2))
            moves = list(Alg(moves1 + moves2).simplify(commute=False))
            found.append((obtm(moves) + d3, str(moves), moves))
    found.sort(key=lambda f: f[:2])
    return one_per_state(colors, [moves for est, _, moves in found if est <= found[0][0] + SLACK], count)


def completed(colors: np.ndarray, moves: list[Move]) -> list[Move]:
    """`moves` (a phase-2 end of `colors`) and a shortest phase 3 after them."""
    t = phases.tables()
    d3, mask = phases.phase3(t, [int(c) for c in colors[seq_gather(4, moves)][positions()]])
    path = paths(t.ops3, t.phase3, mask, 0, d3, False, 1)[0]
    return list(Alg(list(moves) + [phases.PHASE3_MOVES[j] for j in path]).simplify(commute=False))
