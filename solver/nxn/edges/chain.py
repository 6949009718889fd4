"""7x7 edges in one beam, each wing judged against the wing beside it on the way in to the midge.

Paired against the midge alone, a wing that lands beside its inner
neighbour somewhere else earns nothing, though the two now travel together
for free. Here the opening beam (opening.py, with `mates`) counts each of
the links 1-2, 2-3 (the midge), 5-4 and 4-3 of every edge: blocks formed
anywhere count, and an edge is paired when all four hold. All four wing
orbits move in one search, so one slice turn can pair wings of several of
them. The greedy (pairer.py) finishes any wing the beam leaves, against
the midge, unless pairer.pair_edges (2 and 4 first, then 1 and 5) pairs
for less. 8 states, seed 0: 88.3 OBTM (width 448, 0.6 s) where
pair_edges took 90.4 (0.3 s).
"""
from __future__ import annotations

import random
from typing import Callable

import numpy as np

from model import Alg, Move
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..obtm import obtm
from .opening import edges_opening
from .pairer import EdgePairer, pair_edges
from .tuning import CHAIN_WIDTH

SIZES = (7,)


def chain_mates(n: int) -> tuple[tuple[int, int], ...]:
    """The links judged: each wing with its neighbour towards the middle."""
    mid = n // 2
    return tuple((t, t + 1) for t in range(1, mid)) + tuple((t, t - 1) for t in range(n - 2, mid, -1))


def pair_edges_chain(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                     progress: Callable[[float], None] | None = None) -> list[Move]:
    """Moves pairing every wing of an odd cube with solved centres (centres
    kept): the chained beam, then the greedy for what it leaves."""
    if n not in SIZES:
        raise ValueError(f"no chained edge pairing for {n}x{n}")
    ts = tuple(t for t in range(1, n - 1) if t != n // 2)
    opening = [] if deadline.passed() else edges_opening(n, colors, ts, (), seed, deadline, 0,
                                                         chain_mates(n), CHAIN_WIDTH)
    if progress is not None:
        progress(0.9)
    pairer = EdgePairer(n, colors[seq_gather(n, opening)], random.Random(seed), None, parallel=True,
                        shuffle=seed > 0)
    if pairer.unpaired() == 0:
        return opening
    # The beam stalls at times with a few links left (its flips cannot close
    # them cheaply), and the greedy spends about 4 OBTM a wing on those:
    # the split pairing may then be shorter.
    moves = opening + pairer.solve(deadline)
    other = pair_edges(n, colors, seed, deadline)
    return min((moves, other), key=lambda m: obtm(Alg(m).simplify(commute=False)))
