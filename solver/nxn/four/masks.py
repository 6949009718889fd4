"""The 4x4's 24 centre positions as bit masks: ranking, move tables, exact tables and walks down them.

A table-driven phase's state is which positions hold some set of colours: a
bit mask of the 24 positions, ranked among the masks with as many bits
(C(24, 8) = 735,471 at most). MaskOps moves and ranks masks three bytes at
a time; bfs fills a phase's exact distance table from its goals; paths
walks a table down to the goal. The 4x4 centre phases (centres.py), the
5x5's (centres.five_tables) and the G3 tables (g3.py) are built with them.
"""
from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_INDEX, FACE_ORDER, OPPOSITE
from model.stickers import seq_gather

from ..pieces import centre_mask

N_POS = 24                          # centre positions, 4 a face in face order U R F D L B
UNSEEN = 255


@lru_cache(maxsize=1)
def positions() -> np.ndarray:
    """Facelet index of each centre position of the 4x4."""
    return np.nonzero(centre_mask(4))[0]


@lru_cache(maxsize=64)
def position_perm(move: Move) -> np.ndarray:
    """p with colours_after[i] = colours_before[p[i]] over the 24 positions."""
    idx = positions()
    local = np.full(96, -1, dtype=np.int64)
    local[idx] = np.arange(N_POS)
    p = local[seq_gather(4, [move])[idx]]
    assert (p >= 0).all()
    return p


def flips_wings(move: Move) -> bool:
    """A wide quarter turn is an odd permutation of the 4x4's wings."""
    return move.end == 2 and move.amount % 2 == 1


class MaskOps:
    """Bit masks of positions moved by a list of moves, and ranked, three bytes at a time
    (`perm`: a move's permutation of the 24 positions; the 4x4's centres by default)."""

    def __init__(self, moves: list[Move], perm: Callable[[Move], np.ndarray] | None = None):
        self.moves = moves
        self.flips = np.array([flips_wings(m) for m in moves], dtype=np.int64)
        tables = np.zeros((len(moves), 3, 256), dtype=np.int64)
        values = np.arange(256)
        for j, move in enumerate(moves):
            for i, src in enumerate((perm or position_perm)(move).tolist()):
                b, q = divmod(src, 8)
                tables[j, b] |= ((values >> q) & 1) << i
        self.tables = tables
        # the same, flat with the moves minor ((byte, value, move)): one state's children by every move
        # read neighbouring entries
        self.by_value = np.ascontiguousarray(tables.transpose(1, 2, 0)).reshape(-1)
        self.pop = np.array([bin(v).count('1') for v in range(256)], dtype=np.int64)
        self.rank_bytes = _rank_bytes()
        # rank's reads, flat: byte 0's row for no bits below, bytes 1 and 2 at bits below * 256 + value
        self.rank_flat = (self.rank_bytes[0, 0], self.rank_bytes[1].ravel(), self.rank_bytes[2].ravel())
        # rank's reads of the low two bytes at once: their part of the rank, and their bits set * 256
        low = np.arange(1 << 16)
        b0, b1 = low & 255, low >> 8
        self.rank_low = (self.rank_flat[0][b0] + self.rank_flat[1][(self.pop[b0] << 8) | b1]).astype(np.int32)
        self.bits_low = ((self.pop[b0] + self.pop[b1]) << 8).astype(np.int32)
        # Python lists for the searches' scalar steps
        self.t = [[row.tolist() for row in t] for t in tables]
        self.r = [[row.tolist() for row in rb] for rb in self.rank_bytes]
        self.p = self.pop.tolist()

    def apply(self, masks: np.ndarray, j: int) -> np.ndarray:
        t = self.tables[j]
        return t[0][masks & 255] | t[1][(masks >> 8) & 255] | t[2][masks >> 16]

    def rank(self, masks: np.ndarray) -> np.ndarray:
        low = masks & 0xFFFF
        return self.rank_low[low] + self.rank_flat[2][self.bits_low[low] | (masks >> 16)]

    def apply1(self, mask: int, j: int) -> int:
        t = self.t[j]
        return t[0][mask & 255] | t[1][(mask >> 8) & 255] | t[2][mask >> 16]

    def rank1(self, mask: int) -> int:
        b0, b1 = mask & 255, (mask >> 8) & 255
        c0 = self.p[b0]
        return self.r[0][0][b0] + self.r[1][c0][b1] + self.r[2][c0 + self.p[b1]][mask >> 16]


@lru_cache(maxsize=1)
def _rank_bytes() -> np.ndarray:
    """rank_bytes[b, c, v]: what byte b of a mask adds to its rank (the
    combinatorial number system: sum of C(position, bits up to it)) when c
    bits are set below it."""
    out = np.zeros((3, N_POS + 1, 256), dtype=np.int64)
    for b in range(3):
        for c in range(N_POS + 1):
            for v in range(256):
                total, j = 0, c
                for q in range(8):
                    if v >> q & 1:
                        j += 1
                        total += comb(8 * b + q, j)
                out[b, c, v] = total
    return out


def bfs(ops: MaskOps, goals: list[int], bits: int, parity: bool,
        progress: Callable[[float], None] | None = None) -> np.ndarray:
    """Distance to the nearest goal (parity 0) of every mask with `bits`
    bits (times two parities when `parity`), UNSEEN where unreachable.
    `progress` gets the share of entries reached after each move of each level."""
    width = 2 if parity else 1
    dist = np.full(comb(N_POS, bits) * width, UNSEEN, dtype=np.uint8)
    masks = np.array(goals, dtype=np.int64)
    pars = np.zeros(len(masks), dtype=np.int64)
    dist[ops.rank(masks) * width] = 0
    depth = 0
    reached, told = len(masks), 0.0
    while len(masks):
        found_m, found_p = [], []
        for j in range(len(ops.moves)):
            nm = ops.apply(masks, j)
            npar = pars ^ ops.flips[j] if parity else pars
            idx = ops.rank(nm) * width + npar
            new = dist[idx] == UNSEEN
            dist[idx[new]] = depth + 1
            found_m.append(nm[new])
            found_p.append(npar[new])
            if progress:
                share = min(reached + sum(len(f) for f in found_m), len(dist)) / len(dist)   # a few twice
                if share > told:
                    told = share
                    progress(share)
        masks, pars = np.concatenate(found_m), np.concatenate(found_p)
        _, first = np.unique(ops.rank(masks) * width + pars, return_index=True)
        masks, pars = masks[first], pars[first]
        reached += len(masks)
        depth += 1
    return dist


def paths(ops: MaskOps, dist: bytes, mask: int, par: int, length: int, parity: bool,
           limit: int) -> list[list[int]]:
    """Up to `limit` move-index paths of exactly `length` moves from (mask,
    par) to a goal, walking the exact table. Turns of one axis in a row go
    in one fixed order (they commute), and never repeat a layer block."""
    width = 2 if parity else 1
    moves = ops.moves
    axis = [FACE_AXIS[m.face] for m in moves]
    order = [(FACE_INDEX[m.face], m.end) for m in moves]
    flips = ops.flips.tolist()
    out: list[list[int]] = []
    path: list[int] = []

    def walk(mask: int, par: int, left: int, prev: int) -> None:
        if len(out) >= limit:
            return
        if left == 0:
            if dist[ops.rank1(mask) * width + par] == 0:
                out.append(list(path))
            return
        for j in range(len(moves)):
            if prev >= 0 and axis[j] == axis[prev] and order[j] <= order[prev]:
                continue
            nm = ops.apply1(mask, j)
            npar = par ^ flips[j] if parity else 0
            if dist[ops.rank1(nm) * width + npar] > left - 1:
                continue
            path.append(j)
            walk(nm, npar, left - 1, j)
            path.pop()

    walk(mask, par, length, -1)
    return out


_BITS = [1 << i for i in range(N_POS)]


def colour_mask(colours: list[int], wanted) -> int:
    """The mask of the 24 positions whose colour is in `wanted`."""
    return sum([bit for bit, c in zip(_BITS, colours) if c in wanted])


@lru_cache(maxsize=64)
def _position_list(move: Move) -> list[int]:
    return position_perm(move).tolist()


def play(colours: list[int], moves: list[Move]) -> list[int]:
    for move in moves:
        colours = [colours[i] for i in _position_list(move)]
    return colours


def colour_pair(colour: int) -> frozenset:
    return frozenset((colour, FACE_INDEX[OPPOSITE[FACE_ORDER[colour]]]))
