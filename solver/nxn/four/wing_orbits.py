"""The 4x4's wings seen from a TPR-style last phase: which wing sits where, and whether edges are split.

A three-phase 4x4 solver (Chen Shuang's TPR) ends its reduction in
G3(axis) = <outer quarter turns of the four faces off `axis`, half turns of
the two on it, wide half turns of every face>. G3 keeps the 24 wing slots
in two orbits of 12 (one slot of each in every edge), so an edge can be
paired there only when its two wings sit in different orbits: the edge is
*split*. A wing is *oriented* when it sits in the orbit of its own solved
slot; every wing oriented is the stronger goal a 12-of-24 mask can hold
(the slots holding the wings whose home is in orbit 0), and it leaves
every edge split.

Wings are told from a colour array (wings.wing_ids): no move history is
needed, so a stage can ask this of any state it reaches.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.stickers import seq_gather

from .g3 import g3_moves
from .wings import wing_ids

N_SLOTS = 24
AXES = 3


@lru_cache(maxsize=256)
def slot_perm(move: Move) -> np.ndarray:
    """p with wing_after[i] = wing_before[p[i]] over the 24 wing slots
    (slot 2e + k: edge e's wing at coordinate k + 1, pieces.wing_facelets)."""
    slots, _, _ = wing_ids()
    of = np.full(96, -1, dtype=np.int64)
    of[slots[:, 0]] = np.arange(N_SLOTS)
    of[slots[:, 1]] = np.arange(N_SLOTS)
    p = of[seq_gather(4, [move])[slots[:, 0]]]
    assert (p >= 0).all()
    return p


@lru_cache(maxsize=AXES)
def orbit(axis: int) -> np.ndarray:
    """Each slot's orbit (0 or 1) under G3(axis); slot 0's orbit is 0."""
    root = list(range(N_SLOTS))

    def find(x: int) -> int:
        while root[x] != x:
            x = root[x]
        return x
    for move in g3_moves(axis):
        for s, t in enumerate(slot_perm(move).tolist()):
            root[find(s)] = find(t)
    zero = find(0)
    out = np.array([0 if find(s) == zero else 1 for s in range(N_SLOTS)], dtype=np.int64)
    assert out.sum() == N_SLOTS // 2
    return out


def wings(colors: np.ndarray) -> np.ndarray:
    """The wing (named by its solved slot) in each slot of a 4x4 colour array."""
    slots, hand, ids = wing_ids()
    return np.array([ids[(hand[i], int(colors[a]), int(colors[b]))] for i, (a, b) in enumerate(slots.tolist())])


def where(colors: np.ndarray) -> np.ndarray:
    """The slot of each wing (inverse of wings)."""
    out = np.empty(N_SLOTS, dtype=np.int64)
    out[wings(colors)] = np.arange(N_SLOTS)
    return out


def split_count(colors: np.ndarray, axis: int) -> int:
    """Edges whose two wings sit in different G3(axis) orbits."""
    o = orbit(axis)[where(colors)]
    return int((o[0::2] != o[1::2]).sum())


def oriented_count(colors: np.ndarray, axis: int) -> int:
    """Wings in the G3(axis) orbit of their own solved slot."""
    o = orbit(axis)
    return int((o[where(colors)] == o).sum())


def home_mask(axis: int) -> int:
    """The slots of orbit 0: every wing oriented when they hold the wings whose home they are."""
    return sum(1 << s for s in np.flatnonzero(orbit(axis) == 0).tolist())


def orient_mask(colors: np.ndarray, axis: int) -> int:
    """The slots holding the wings whose home is in orbit 0 (home_mask when every wing is oriented)."""
    o = orbit(axis)
    w = wings(colors)
    return sum(1 << s for s in range(N_SLOTS) if o[w[s]] == 0)
