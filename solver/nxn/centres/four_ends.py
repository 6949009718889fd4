"""4x4 centres stopped after their second phase: starts for a beam that finishes them while pairing edges.

Phase 3 (four.py) only turns outer layers and wide halves, which the edge
beam turns too (edges.joint4): stopping the centres after phase 2 lets one
search spend each of those turns on the centres and the wings at once.
"""
from __future__ import annotations

import numpy as np

from model import Alg, Move
from model.stickers import seq_gather

from ..obtm import obtm
from . import four

#: Phase-2 ends kept per whole (phase 1 + 2 + the phase-3 distance) length
#: over the shortest: a longer end rarely pairs cheaply enough to win.
#: Other ways of choosing the beam's starts, measured by the reduction (the
#: shortest of the beam's finals: centres + joint beam + PLL fix, OBTM),
#: bench_nxn seed 1's first 20 states (main 32.2; 50 states 32.24; seed 2's
#: 50: 32.96), gained nothing beyond the beam's own noise (its jitter seeds
#: 1 and 2: 32.6, 32.3): a SLACK 2 pool ranked by this length + half a wing
#: unpaired 32.1 (50: 32.24; seed 2's first 20 32.6 against 32.65); ranked
#: by the beam's own order (OBTM + 3 a loose wing + 4 a phase-3 move) 32.5;
#: its ends 80-160 instead 32.75; round robin over the phase-1 solutions
#: 32.2 (50: 32.28; seed 2's 50: 32.56 against 32.96); 120 starts 32.35;
#: the beam keeping at most 2.5% of its width a start 31.95 (50: 32.28; 5%
#: 32.15, 10% 32.35, 1.25% 32.45); two beams half as wide, from ends 0-80
#: and 80-160, 32.25. A wider phase-1/2 search (four.PHASE1_SOLUTIONS 1500,
#: PHASE2_STARTS 300) finds ends 0.55 shorter (15.7 -> 15.15 with phase 3's
#: distance) yet reduces in 32.9, for 0.6 s more. What an end's wings cost
#: does differ: on seed 1's 20th state each end alone in a 2000-wide beam
#: reduces in 28-30 after R2 L' D' ... and 34-37 after R2 D' L' ..., and
#: only a per-end beam tells them apart (300 wide, 44 ms an end); one narrow
#: beam over a 270-end pool (1000-4000 wide) reaches 35 there, and one
#: 100-300-wide beam per phase-1 solution choosing the 80 (0.5 s more) 32.35.
SLACK = 1


def phase2_ends(colors: np.ndarray, count: int) -> list[list[Move]]:
    """Up to `count` move lists that take a 4x4 colour array's centres
    through phases 1 and 2 (wings even), each leaving a different state,
    by OBTM plus the phase-3 distance left, shortest first."""
    t = four.tables()
    start_par = four.wing_parity(colors)
    colours = [int(c) for c in colors[four.positions()]]
    pairs = sorted({four._pair(c) for c in range(6)}, key=min)
    starts = []
    for pair in pairs:
        mask = four._colour_mask(colours, pair)
        d = t.phase1[t.ops1.rank1(mask)]
        for length in (d, d + 1):
            for path in four._paths(t.ops1, t.phase1, mask, 0, length, False, four.PHASE1_SOLUTIONS):
                moves1 = [four.PHASE1_MOVES[j] for j in path]
                after = four._play(colours, moves1)
                axis = next(a for a in range(3) if four._colour_mask(after, pair) == four.axis_mask(a))
                q = next(p for p in pairs if p != pair)
                par = (start_par + sum(four.flips_wings(m) for m in moves1)) % 2
                qmask = four._colour_mask(after, q)
                d2 = t.phase2[axis][t.ops2[axis].rank1(qmask) * 2 + par]
                starts.append((length + d2, len(starts), moves1, after, axis, qmask, par, d2))
    starts.sort(key=lambda s: s[:2])
    found = []
    for _, _, moves1, after, axis, qmask, par, d2 in starts[:four.PHASE2_STARTS]:
        ops = t.ops2[axis]
        for path in four._paths(ops, t.phase2[axis], qmask, par, d2, True, four.PHASE2_SOLUTIONS):
            moves2 = [ops.moves[j] for j in path]
            d3, _ = four._phase3(t, four._play(after, moves2))
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
    t = four.tables()
    d3, mask = four._phase3(t, [int(c) for c in colors[seq_gather(4, moves)][four.positions()]])
    path = four._paths(t.ops3, t.phase3, mask, 0, d3, False, 1)[0]
    return list(Alg(list(moves) + [four.PHASE3_MOVES[j] for j in path]).simplify(commute=False))
