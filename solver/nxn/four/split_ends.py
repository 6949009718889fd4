"""4x4 phase 2 walked up to three moves past its shortest, to ends whose wings are separated already (as Tsai's phase 2 does).

A phase-2 end needs a few more moves (separation.py) before an axis's G3
can pair its wings. Phase-2 solutions a few moves longer than the
shortest often end with the wings separated for some axis, and so reach a
G3 start sooner. Which wing of each edge sits low is no table coordinate
(every choice of one wing an edge would be one), so, as TPR does, every
phase-2 solution up to that length is walked, its wings carried along,
and each end is tested for the split. The walk is numpy, a layer at a time,
every state of the layer at once; past `cap` states still to move a layer
keeps a random (seeded) share of them, so its time stays bounded.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Alg, Move
from model.stickers import seq_gather

from . import g3, phases
from .phase2_walk import walk
from .wings import wing_ids

#: Extra moves over the shortest phase 1 + 2 (in moves) that the walk allows.
EXTRA = 3
#: Most states with moves still to make a layer of the walk keeps (about: a
#: random share of them past it; every end is kept and tested).
CAP = 10000


def wing_homes(colors: np.ndarray) -> np.ndarray:
    """Per wing slot (g3.wing_slots) of a 4x4 colour array: the solved slot
    of the wing in it (wings.wing_ids), which a move only carries along."""
    slots, hand, ids = wing_ids()
    return np.array([ids[(hand[i], int(colors[a]), int(colors[b]))] for i, (a, b) in enumerate(slots.tolist())],
                    dtype=np.uint8)


@lru_cache(maxsize=3)
def _wing_gathers(axis: int) -> np.ndarray:
    return np.array([g3.slot_perm(m) for m in phases.phase2_moves(axis)])


def separated(homes: np.ndarray, axis: int) -> np.ndarray:
    """Per row of wing homes (wing_homes): every edge has one wing in
    `axis`'s low slots and one in its high, an even number of them away
    from their home set (what G3 can pair)."""
    s = g3.split(axis)
    low = homes[:, s.low].astype(np.int64)                   # an edge's two wings: slots 2e, 2e + 1
    one_each = (np.int64(1) << (low >> 1)).sum(axis=1) == 4095
    away = ~s.is_low[low]
    return one_each & (away.sum(axis=1) % 2 == 0)


def split_ends(colors: np.ndarray, extra: int = EXTRA, cap: int = CAP) -> dict[int, list[list[Move]]]:
    """Per G3 axis: centre moves through phases 1 and 2 (wings even) that
    leave a 4x4 colour array's wings separated for that axis, each
    phase 1 + 2 `extra` moves over the shortest at most (before merging)."""
    t = phases.tables()
    starts = phases.phase1_starts(t, colors)[:phases.PHASE2_STARTS]
    total = starts[0][0] + extra
    found: dict[int, list[list[Move]]] = {0: [], 1: [], 2: []}
    rng = np.random.default_rng(0)                   # the same spread of states every solve
    for axis in range(3):
        chosen = [s for s in starts if s[4] == axis and s[0] <= total]
        if not chosen:
            continue
        moves = phases.phase2_moves(axis)
        homes = np.array([wing_homes(colors[seq_gather(4, s[2])]) for s in chosen])
        for rows, wings, roots, path in walk(axis, np.array([s[5] for s in chosen]), np.array([s[6] for s in chosen]),
                                             np.array([total - len(s[2]) for s in chosen]), homes,
                                             _wing_gathers(axis), cap, rng):
            for b in range(3):
                for k in np.flatnonzero(separated(wings, b)).tolist():
                    found[b].append(list(chosen[int(roots[k])][2]) + [moves[j] for j in path[k].tolist()])
    return {b: [list(Alg(m).simplify(commute=False)) for m in ms] for b, ms in found.items()}
