"""4x4 phase 2 walked a move or two past its shortest, to ends whose wings are separated already (as Tsai's phase 2 does).

A phase-2 end needs a few more moves (separation.py) before an axis's G3
can pair its wings. Phase-2 solutions a move or two longer than the
shortest often end with the wings separated for some axis, and so reach a
G3 start sooner. Which wing of each edge sits low is no table coordinate
(every choice of one wing an edge would be one), so, as TPR does, every
phase-2 solution up to that length is walked, its wings carried along,
and each end is tested for the split. The walk is numpy, a layer at a time,
every state of the layer at once; past `cap` states a layer keeps a random
(seeded) share of them, so its time stays bounded.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Alg, Move
from model.faces import FACE_AXIS, FACE_INDEX
from model.stickers import seq_gather

from . import g3, phases
from .wings import wing_ids

#: Extra moves over the shortest phase 1 + 2 (in moves) that the walk allows.
EXTRA = 2
#: Most states a layer of the walk keeps (about: a random share of them past it).
CAP = 40000


def wing_homes(colors: np.ndarray) -> np.ndarray:
    """Per wing slot (g3.wing_slots) of a 4x4 colour array: the solved slot
    of the wing in it (wings.wing_ids), which a move only carries along."""
    slots, hand, ids = wing_ids()
    return np.array([ids[(hand[i], int(colors[a]), int(colors[b]))] for i, (a, b) in enumerate(slots.tolist())],
                    dtype=np.uint8)


@lru_cache(maxsize=3)
def _walk_tables(axis: int):
    """Phase 2's moves of `axis` as numpy: wing gathers and which move may follow which."""
    moves = phases.phase2_moves(axis)
    gathers = np.array([g3.slot_perm(m) for m in moves])
    m_axis = np.array([FACE_AXIS[m.face] for m in moves])
    m_order = np.array([FACE_INDEX[m.face] * 4 + m.end for m in moves])
    ok = np.ones((len(moves) + 1, len(moves)), dtype=bool)
    for p in range(len(moves)):
        ok[p] = (m_axis != m_axis[p]) | (m_order > m_order[p])
    return gathers, ok


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
        ops = t.ops2[axis]
        dist = np.frombuffer(t.phase2[axis], dtype=np.uint8)
        gathers, ok = _walk_tables(axis)
        n_moves = len(ops.moves)
        mask = np.array([s[5] for s in chosen], dtype=np.int64)
        par = np.array([s[6] for s in chosen], dtype=np.int64)
        left = np.array([total - len(s[2]) for s in chosen], dtype=np.int64)
        wings = np.array([wing_homes(colors[seq_gather(4, s[2])]) for s in chosen])
        root = np.arange(len(chosen))
        prev = np.full(len(chosen), n_moves)
        history = []
        while len(mask):
            ends = np.flatnonzero(left == 0)
            for b in range(3):
                for r in ends[separated(wings[ends], b)].tolist():
                    path = g3.walk_back(history, r, ops.moves) if history else []
                    found[b].append(list(chosen[int(root[r])][2]) + path)
            live = np.flatnonzero(left > 0)
            if not len(live):
                break
            kids = []
            for j in range(n_moves):
                r = live[ok[prev[live], j]]
                nm = ops.apply(mask[r], j)
                npar = par[r] ^ ops.flips[j]
                keep = dist[ops.rank(nm) * 2 + npar] <= left[r] - 1
                kids.append((r[keep], np.full(int(keep.sum()), j), nm[keep], npar[keep]))
            parent, move, mask, par = (np.concatenate(x) for x in zip(*kids))
            if len(parent) > cap:
                pick = np.flatnonzero(rng.random(len(parent)) < cap / len(parent))
                parent, move, mask, par = parent[pick], move[pick], mask[pick], par[pick]
            wings = wings[parent][np.arange(len(parent))[:, None], gathers[move]]
            left, prev, root = left[parent] - 1, move, root[parent]
            history.append((parent, move))
    return {b: [list(Alg(m).simplify(commute=False)) for m in ms] for b, ms in found.items()}
