"""Pruning tables: move distances to the phase goals, by batch breadth-first search.

An entry of a symmetry-reduced table is (class of a symmetry-reduced
coordinate, raw coordinate conjugated into that class's frame); every entry
holds the exact distance of the state it stands for. The search expands
outwards from the goal while the frontier is small ("push") and, once most
entries are reached, asks each unreached entry whether a neighbour is on the
frontier ("pull"), which is cheaper late on. The phase-1 table is stored as
depth mod 3, five entries a byte in base 3 (the search recovers the full
depth from its parent's), the phase-2 table as full depth in 4 bits, so that each
phase-1 end point gets its phase-2 distance in one lookup.
"""
from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

import numpy as np

UNSEEN = 255
_CHUNK = 1 << 20  # entries per numpy batch (and per thread task, and per progress report)


class SymReducedGraph:
    """Neighbours of (class, raw) entries: class_move/class_sym are (moves,
    classes); raw_move_conj is (moves, n_raw * 16) with index raw*16 + sym;
    raw_conj is (n_raw, 16); stab a per-class mask of self-symmetries."""

    def __init__(self, n_raw, class_move, class_sym, raw_move_conj, raw_conj, stab):
        self.n_raw = n_raw
        self.class_move = np.ascontiguousarray(class_move, dtype=np.int32)
        self.class_base = self.class_move * np.int32(n_raw)  # first entry of the class reached
        self.class_sym = np.ascontiguousarray(class_sym, dtype=np.int32)
        self.raw_move_conj = np.ascontiguousarray(raw_move_conj, dtype=np.int32)
        self.raw_conj = np.ascontiguousarray(raw_conj, dtype=np.int32)
        self.stab = stab.astype(np.int32)
        self.n_moves = self.class_move.shape[0]
        self.size = self.class_move.shape[1] * n_raw

    def neighbours(self, cls: np.ndarray, raw16: np.ndarray, m: int) -> np.ndarray:
        # np.take(mode='clip') skips the bounds checks of a[idx]: indices are valid by construction
        nb = np.take(self.class_base[m], cls, mode='clip')
        sym = np.take(self.class_sym[m], cls, mode='clip')
        sym += raw16
        nb += np.take(self.raw_move_conj[m], sym, mode='clip')
        return nb

    def split(self, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        cls = (idx // self.n_raw).astype(np.int32)
        return cls, ((idx - cls * self.n_raw) * 16).astype(np.int32)

    def close_under_stabilizers(self, depth: np.ndarray, new: np.ndarray, d: int) -> None:
        """Entries of a self-symmetric class that stand for the same state as
        a reached one get the same depth."""
        cls = (new // self.n_raw).astype(np.int32)
        mask = self.stab[cls]
        sel = mask > 1
        new, cls, mask = new[sel], cls[sel], mask[sel]
        raw = new - cls * self.n_raw
        for s in range(1, 16):
            has = (mask >> s) & 1 == 1
            idx = cls[has] * self.n_raw + self.raw_conj[raw[has], s]
            idx = idx[depth[idx] == UNSEEN]
            depth[idx] = d


def bfs(graph: SymReducedGraph, goal: int = 0, progress: Callable[[float], None] | None = None,
        label: str = '') -> np.ndarray:
    """Full-depth uint8 distance of every entry from the goal entry. `progress` gets
    the share of entries reached, after every batch of entries searched (a level of
    the deepest tables takes minutes on a slow machine: a report per level is too few)."""
    depth = np.full(graph.size, UNSEEN, dtype=np.uint8)
    depth[goal] = 0
    graph.close_under_stabilizers(depth, np.array([goal]), 0)
    reached = int((depth == 0).sum())
    frontier_count = reached
    d = 0
    told = [0.0]                            # the share last told: it never goes back

    def tell(share: float) -> None:
        if progress and share > told[0]:
            told[0] = share
            progress(share)

    while reached < graph.size:
        unseen = graph.size - reached
        found = [0]                         # entries reached so far in this level (a few counted twice)

        def batch_done(count: int, before=reached) -> None:
            found[0] += count
            tell(min(before + found[0], graph.size - 1) / graph.size)

        if frontier_count * 2 < unseen:
            _push(graph, depth, d, batch_done)
        else:
            _pull(graph, depth, d, batch_done)
        count = int(np.count_nonzero(depth == d + 1))
        if count == 0:
            raise RuntimeError(f"{label}: {unseen} entries unreachable; the move or symmetry tables are wrong")
        reached += count
        frontier_count = count
        d += 1
        tell(reached / graph.size)
    return depth


def _push(graph, depth, d, batch_done):
    front = np.flatnonzero(depth == d)

    def expand(start):
        cls, raw16 = graph.split(front[start:start + _CHUNK])
        found = 0
        for m in range(graph.n_moves):
            nb = graph.neighbours(cls, raw16, m)
            nb = nb[np.take(depth, nb, mode='clip') == UNSEEN]
            depth[nb] = d + 1  # threads may race here, but all write the same value
            found += len(nb)
        return found

    _in_threads(expand, range(0, len(front), _CHUNK), batch_done)
    graph.close_under_stabilizers(depth, np.flatnonzero(depth == d + 1), d + 1)


def _pull(graph, depth, d, batch_done):
    def settle(start):
        cand = np.flatnonzero(depth[start:start + _CHUNK] == UNSEEN) + start
        cls, raw16 = graph.split(cand)
        found = 0
        for m in range(graph.n_moves):
            if len(cand) == 0:
                break
            hit = np.take(depth, graph.neighbours(cls, raw16, m), mode='clip') == d
            depth[cand[hit]] = d + 1
            found += int(np.count_nonzero(hit))
            miss = ~hit
            cand, cls, raw16 = cand[miss], cls[miss], raw16[miss]
        return found

    _in_threads(settle, range(0, graph.size, _CHUNK), batch_done)


def _in_threads(work, starts, done: Callable[[int], None]) -> None:
    """numpy releases the GIL in gathers and compares: use every core. `done` gets
    each batch's result, in order, on the calling thread."""
    starts = list(starts)
    workers = min(len(starts), os.cpu_count() or 1, 4)
    if workers <= 1:
        for start in starts:
            done(work(start))
        return
    with ThreadPoolExecutor(workers) as pool:
        for result in pool.map(work, starts):
            done(result)


def plain_bfs(move_a: np.ndarray, move_b: np.ndarray, moves) -> np.ndarray:
    """Distance over the product of two coordinates (entry a * n_b + b),
    without symmetry (small tables)."""
    n_a, n_b = len(move_a), len(move_b)
    depth = np.full(n_a * n_b, UNSEEN, dtype=np.uint8)
    depth[0] = 0
    d = 0
    while True:
        front = np.flatnonzero(depth == d)
        if len(front) == 0:
            break
        a, b = front // n_b, front % n_b
        for m in moves:
            nb = move_a[a, m].astype(np.int64) * n_b + move_b[b, m]
            nb = nb[depth[nb] == UNSEEN]
            depth[nb] = d + 1
        d += 1
    return depth


def pack_mod3_base3(depth: np.ndarray) -> np.ndarray:
    """Depth mod 3, five entries a byte in base 3: entry i is digit i%5 of byte i//5."""
    v = (depth % 3).astype(np.uint8)
    v = np.concatenate([v, np.zeros(-len(v) % 5, dtype=np.uint8)]).reshape(-1, 5)
    return (v[:, 0] + 3 * v[:, 1] + 9 * v[:, 2] + 27 * v[:, 3] + 81 * v[:, 4]).astype(np.uint8)


#: BASE3_DIGIT[8 * byte + k]: digit k of a byte packed by pack_mod3_base3.
BASE3_DIGIT = [(b // 3 ** k) % 3 if k < 5 else 0 for b in range(256) for k in range(8)]


def pack_nibbles(depth: np.ndarray) -> np.ndarray:
    """Full depth (clamped to 15) in 4 bits, entry i in the low nibble of byte i//2 if i is even."""
    v = np.minimum(depth, 15)
    v = np.concatenate([v, np.zeros(len(v) % 2, dtype=np.uint8)]).reshape(-1, 2)
    return (v[:, 0] | (v[:, 1] << 4)).astype(np.uint8)
