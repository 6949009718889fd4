"""Edges in one beam (7x7, 8x8), each wing judged against the wing beside it on the way in to the reference.

Paired against the reference wing alone (the midge, on even cubes an inner
wing), a wing that lands beside its inner neighbour somewhere else earns
nothing, though the two now travel together for free. Here the opening
beam (opening.py, with `mates`) counts every link between neighbouring
wings, from each end in to the reference (7x7: 1-2, 2-3, 5-4, 4-3): blocks
formed anywhere count, and an edge is paired when all its links hold. All
wing orbits move in one search, so one slice turn can pair wings of
several of them. pairer.pair_edges (inner wings first, then the outer
ones) finishes any wing the beam leaves, unless it pairs for less alone.
"""
from __future__ import annotations

import random
from typing import Callable

import numpy as np

from model import Alg, Move
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..obtm import obtm
from ..pieces import reference_t
from .opening import edges_opening, opening_from
from .pairer import EdgePairer, pair_edges
from .tuning import CHAIN_WIDTH

SIZES = (6, 7, 8)


def chain_mates(n: int) -> tuple[tuple[int, int], ...]:
    """The links judged: each wing with its neighbour towards the reference
    wing (pieces.reference_t: the midge, on even cubes the inner wing at n/2 - 1)."""
    ref = reference_t(n)
    return tuple((t, t + 1) for t in range(1, ref)) + tuple((t, t - 1) for t in range(n - 2, ref, -1))


def pair_edges_chain(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                     progress: Callable[[float], None] | None = None) -> list[Move]:
    """Moves pairing every wing of an n-cube (n in SIZES) with solved
    centres (centres kept): the chained beam, then pairer.pair_edges for
    what it leaves (or alone where that is shorter)."""
    if n not in SIZES:
        raise ValueError(f"no chained edge pairing for {n}x{n}")
    ts = tuple(t for t in range(1, n - 1) if not (n % 2 and t == n // 2))
    opening = [] if deadline.passed() else edges_opening(n, colors, ts, (), seed, deadline, 0,
                                                         chain_mates(n), CHAIN_WIDTH)
    if progress is not None:
        progress(0.9)
    after = colors[seq_gather(n, opening)]
    if EdgePairer(n, after, random.Random(seed)).unpaired() == 0:
        return opening
    # The beam stalls at times with a few links left (its flips cannot close
    # them cheaply): pairer.pair_edges finishes them (its greedy alone may
    # not, on even cubes), unless it pairs for less from the start.
    moves = opening + pair_edges(n, after, seed, deadline)
    if not opening:
        return moves
    other = pair_edges(n, colors, seed, deadline)
    return min((moves, other), key=lambda m: obtm(Alg(m).simplify(commute=False)))


def pairings_chain_from(n: int, starts: list[np.ndarray], costs: list[int], seed: int = 0,
                        deadline: Deadline = NONE, width: int | None = None, others: bool = False,
                        tails: list[list[Move]] | None = None) -> list[tuple[int, list[Move]]]:
    """The chained beam from several starts at once (colour arrays with
    solved centres, each `costs` OBTM already spent, `tails` its last
    moves): (start, moves pairing every wing), the fewest OBTM in all first;
    with `others`, the beam's other full pairings within FINALS_SLACK of
    its best follow (for the 3x3 stage to choose among). pairer.pair_edges
    finishes any wing the best path leaves (all of them past `deadline`);
    where the beam stalled, pairing that start by the pairer alone goes
    first if it is shorter."""
    if n not in SIZES:
        raise ValueError(f"no chained edge pairing for {n}x{n}")
    ts = tuple(t for t in range(1, n - 1) if not (n % 2 and t == n // 2))
    finals: list | None = [] if others else None
    if deadline.passed():                              # the pairer alone, from the cheapest start
        i, opening = min(range(len(starts)), key=lambda k: costs[k]), []
    else:
        i, opening = opening_from(n, starts, costs, ts, (), seed, deadline, 0, width or CHAIN_WIDTH, finals,
                                  tails, mates=chain_mates(n))
    after = starts[i][seq_gather(n, opening)]
    stalled = bool(opening) and EdgePairer(n, after, random.Random(seed)).unpaired() > 0
    if not opening or stalled:
        opening = opening + pair_edges(n, after, seed, deadline)
    best = (i, opening)
    found = [best] + [(j, moves) for _, j, moves in finals or () if (j, moves) != best]
    if stalled:                                        # the pairer alone may pair that start for less
        alone = (i, pair_edges(n, starts[i], seed, deadline))
        if obtm(Alg(alone[1]).simplify(commute=False)) < obtm(Alg(opening).simplify(commute=False)):
            found.insert(0, alone)
    return found
