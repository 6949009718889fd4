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
from .masks import colour_mask, colour_pair, flips_wings, paths, play, positions
from .wings import wing_parity

#: Phase-2 ends kept per whole (phase 1 + 2 + the phase-3 distance) length
#: over the shortest: a longer end rarely pairs cheaply enough to win.
SLACK = 1


def phase2_ends(colors: np.ndarray, count: int) -> list[list[Move]]:
    """Up to `count` move lists that take a 4x4 colour array's centres
    through phases 1 and 2 (wings even), each leaving a different state,
    by OBTM plus the phase-3 distance left, shortest first."""
    t = phases.tables()
    start_par = wing_parity(colors)
    colours = [int(c) for c in colors[positions()]]
    pairs = sorted({colour_pair(c) for c in range(6)}, key=min)
    starts = []
    for pair in pairs:
        mask = colour_mask(colours, pair)
        d = t.phase1[t.ops1.rank1(mask)]
        for length in (d, d + 1):
            for path in paths(t.ops1, t.phase1, mask, 0, length, False, phases.PHASE1_SOLUTIONS):
                moves1 = [phases.PHASE1_MOVES[j] for j in path]
                after = play(colours, moves1)
                axis = next(a for a in range(3) if colour_mask(after, pair) == phases.axis_mask(a))
                q = next(p for p in pairs if p != pair)
                par = (start_par + sum(flips_wings(m) for m in moves1)) % 2
                qmask = colour_mask(after, q)
                d2 = t.phase2[axis][t.ops2[axis].rank1(qmask) * 2 + par]
                starts.append((length + d2, len(starts), moves1, after, axis, qmask, par, d2))
    starts.sort(key=lambda s: s[:2])
    found = []
    for _, _, moves1, after, axis, qmask, par, d2 in starts[:phases.PHASE2_STARTS]:
        ops = t.ops2[axis]
        for path in paths(ops, t.phase2[axis], qmask, par, d2, True, phases.PHASE2_SOLUTIONS):
            moves2 = [ops.moves[j] for j in path]
            d3, _ = phases.phase3(t, play(after, moves2))
            moves = list(Alg(moves1 + moves2).simplify(commute=False))
            found.append((obtm(moves) + d3, str(moves), moves))
    found.sort(key=lambda f: f[:2])
    seen, out = set(), []
    for est, _, moves in found:
        if est > found[0][0] + SLACK:
            break
        key = colors[seq_gather(4, moves)].tobytes()
        if key not in seen:
            seen.add(key)
            out.append(moves)
            if len(out) == count:
                break
    return out


def completed(colors: np.ndarray, moves: list[Move]) -> list[Move]:
    """`moves` (a phase-2 end of `colors`) and a shortest phase 3 after them."""
    t = phases.tables()
    d3, mask = phases.phase3(t, [int(c) for c in colors[seq_gather(4, moves)][positions()]])
    path = paths(t.ops3, t.phase3, mask, 0, d3, False, 1)[0]
    return list(Alg(list(moves) + [phases.PHASE3_MOVES[j] for j in path]).simplify(commute=False))
