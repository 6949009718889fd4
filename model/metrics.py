"""Move-count metrics: how long an algorithm is in HTM, QTM, STM and ETM.

Every move is first classed as a rotation, an outer block (its layers include
an outer layer: R, Rw, 3Rw, and on a known size also e.g. 2-3Rw on a 3x3,
which is Lw') or an inner block (no outer layer: M, E, S,
m e s, 2R, 2-3Rw on N >= 4), and its amount reduced to 0, 1 or 2 quarter
turns (R3 is R', R4 is nothing). Then, per move:

=========  ========  ===========  ===========  =====================
metric     rotation  outer block  inner block  name
=========  ========  ===========  ===========  =====================
``htm``    0         1            2            half-turn (face-turn) metric;
                                               for N >= 4 this is the outer
                                               block turn metric (OBTM)
``qtm``    0         quarters     2*quarters   quarter-turn metric
``stm``    0         1            1            slice-turn metric
``etm``    1         1            1            execution-turn metric
=========  ========  ===========  ===========  =====================

An inner block a..b counts 2 in HTM because it is the outer block 1..b turned
one way and the outer block 1..a-1 turned back (M = R L' x'); a half turn is
two quarter turns in QTM. A move whose amount is a multiple of 4 changes
nothing and counts 0 in every metric.

Without a size, a move is classed by how it is written (a layer number > 1 or
M E S m e s means inner). With a size `n` the resolved layers decide, so e.g.
`2R` on a 2x2 (which is the L layer) is an outer block.

Checks (see tests/model/test_alg.py): T-perm R U R' U' R' F R2 U' R' U' R U R' F'
is 14 HTM / 15 QTM; the superflip U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2
is 20 HTM; H-perm M2 U M2 U2 M2 U M2 is 7 STM, 11 HTM, 20 QTM.
"""
from __future__ import annotations

from typing import Iterable

from .faces import INNER, ROTATIONS, SLICES
from .move import Move

METRICS = ('htm', 'qtm', 'stm', 'etm')
ROTATION, OUTER, INNER_BLOCK = 'rotation', 'outer', 'inner'


def move_kind(move: Move, n: int | None = None) -> str:
    """'rotation', 'outer' or 'inner' (see the module docstring)."""
    if n is None:
        if move.face in ROTATIONS:
            return ROTATION
        if move.face in SLICES or move.face in INNER or move.start > 1:
            return INNER_BLOCK
        return OUTER
    turn = move.turn(n)
    if turn.lo == 0 and turn.hi == n - 1:
        return ROTATION
    if turn.lo == 0 or turn.hi == n - 1:
        return OUTER
    return INNER_BLOCK


def move_count(move: Move, metric: str = 'htm', n: int | None = None) -> int:
    """What one move counts in `metric`."""
    metric = check_metric(metric)
    q = move.amount % 4
    quarters = min(q, 4 - q)
    if quarters == 0:
        return 0
    kind = move_kind(move, n)
    if metric == 'etm':
        return 1
    if kind == ROTATION:
        return 0
    if metric == 'stm':
        return 1
    blocks = 2 if kind == INNER_BLOCK else 1
    if metric == 'htm':
        return blocks
    return blocks * quarters                      # qtm


def count(moves: Iterable[Move], metric: str = 'htm', n: int | None = None) -> int:
    """Length of a move sequence in `metric` ('htm', 'qtm', 'stm', 'etm')."""
    metric = check_metric(metric)
    return sum(move_count(m, metric, n) for m in moves)


def check_metric(metric: str) -> str:
    name = str(metric).lower()
    if name not in METRICS:
        raise ValueError(f"unknown metric {metric!r}: use one of {', '.join(METRICS)}")
    return name
