"""Feasibility bench for the 4x4's Tsai route: pairing edges in the three-phase solvers' last group.

TPR-style 4x4 solvers finish centres and pair edges together in
G3 = <U, D, F, B, R2, L2, Uw2, Dw2, Fw2, Bw2, Rw2, Lw2>. G3 splits the 24
wing slots into two orbits of 12, one slot of each in every edge, so a
state can be paired in G3 only when every edge has one wing in each orbit
("separated"). This bench measures, without touching the solver:

  split     edges with their two wings in different orbits, after our
            centre stage (random-moves states, the first centre solution)
  G3 beam   moves a beam over G3 needs to pair every edge and solve the
            centres from random G3 states (separated by construction),
            guided by a pattern table of 3 edges (144^3 entries, exact in
            G3, built here) and the centres' phase-3 table

Every move list the beam returns is replayed on the model cube. Its figures
are in docs/benchmarks.md.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_four_g3.py [--count K] [--width W]
"""
from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time

import numpy as np

from model import Cube, Move
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.four import masks as four_masks, phases
from solver.nxn.pieces import wing_facelets

G3 = ([Move(f, 1, 1, a) for f in 'UDFB' for a in (1, -1, 2)] + [Move(f, 1, 1, 2) for f in 'RL']
      + [Move(f, 1, 2, 2) for f in 'URFDLB'])
FACE = np.array(['UDFBRL'.index(m.face) for m in G3])
AXIS = FACE // 2
UNREACHED = 255


def slot_maps(moves: list[Move]) -> np.ndarray:
    """(moves, 24): the wing slot each slot's wing goes to (slot 2e + k: edge e's k-th wing)."""
    W = wing_facelets(4)[:, 1:3]
    slot_of = {int(W[e, k, j]): 2 * e + k for e in range(12) for k in range(2) for j in range(2)}
    out = np.zeros((len(moves), 24), dtype=np.int64)
    for i, move in enumerate(moves):
        g = seq_gather(4, [move])
        for e in range(12):
            for k in range(2):
                out[i, slot_of[int(g[W[e, k, 0]])]] = 2 * e + k
    return out


def orbits(maps: np.ndarray) -> np.ndarray:
    """Each slot's orbit (0 or 1) under the moves of `maps`."""
    root = list(range(24))

    def find(x: int) -> int:
        while root[x] != x:
            x = root[x]
        return x
    for f in maps:
        for s in range(24):
            root[find(s)] = find(int(f[s]))
    names = sorted({find(s) for s in range(24)})
    assert len(names) == 2
    return np.array([names.index(find(s)) for s in range(24)])


class G3Edges:
    """Wing slots, orbits and a 3-edge pattern table in G3."""

    def __init__(self):
        self.maps = slot_maps(G3)
        self.orbit = orbits(self.maps)
        low, high = np.flatnonzero(self.orbit == 0), np.flatnonzero(self.orbit == 1)
        self.index = np.zeros(24, dtype=np.int64)
        self.index[low], self.index[high] = np.arange(12), np.arange(12)
        self.low_maps = self.index[self.maps[:, low]]
        self.high_maps = self.index[self.maps[:, high]]
        self.low_edge, self.high_edge = low // 2, high // 2
        # each edge's wing that starts in orbit 0, and its other wing
        self.wing0 = np.array([2 * e if self.orbit[2 * e] == 0 else 2 * e + 1 for e in range(12)])
        self.wing1 = self.wing0 ^ 1
        self.table = self._pattern_table()

    def _pattern_table(self) -> np.ndarray:
        """Moves to pair 3 edges, by (orbit-0 slot, orbit-1 slot) of each."""
        dist = np.full(144 ** 3, UNREACHED, dtype=np.uint8)
        goals = []
        for edges in itertools.permutations(range(12), 3):
            code = 0
            for e in edges:
                code = code * 144 + int(np.flatnonzero(self.low_edge == e)[0]) * 12 + int(np.flatnonzero(self.high_edge == e)[0])
            goals.append(code)
        front = np.array(goals, dtype=np.int64)
        dist[front] = 0
        depth = 0
        while len(front):
            digits = [(front // 144 ** p) % 144 for p in (2, 1, 0)]
            found = []
            for m in range(len(G3)):
                code = np.zeros(len(front), dtype=np.int64)
                for d in digits:
                    code = code * 144 + self.low_maps[m][d // 12] * 12 + self.high_maps[m][d % 12]
                fresh = code[dist[code] == UNREACHED]
                dist[fresh] = depth + 1
                found.append(fresh)
            front = np.unique(np.concatenate(found))
            depth += 1
        return dist.astype(np.int32)

    def bound(self, where: np.ndarray) -> np.ndarray:
        """Sum over four disjoint edge triples of their table distance (where: (N, 24) slot of each wing)."""
        total = np.zeros(len(where), dtype=np.int32)
        for triple in range(4):
            code = np.zeros(len(where), dtype=np.int64)
            for e in range(3 * triple, 3 * triple + 3):
                code = code * 144 + self.index[where[:, self.wing0[e]]] * 12 + self.index[where[:, self.wing1[e]]]
            total += self.table[code]
        return total

    def paired(self, where: np.ndarray) -> np.ndarray:
        return (where[:, self.wing0] // 2 == where[:, self.wing1] // 2).all(axis=1)


def g3_beam(g: G3Edges, where: np.ndarray, mask: int, width: int, centres_too: bool = True,
            max_depth: int = 30) -> list[Move] | None:
    """G3 moves that pair every edge, and with `centres_too` solve the centres
    (mask: four's phase-3 centre mask) as well, or None."""
    ops = four_masks.MaskOps(G3)
    t = ops.tables
    centre_dist = np.frombuffer(phases.tables().phase3, dtype=np.uint8).astype(np.int32)
    M = len(G3)
    wheres, masks, last = where[None, :], np.array([mask]), np.array([-1])
    paths: list[tuple[int, ...]] = [()]
    seen = set()
    for depth in range(1, max_depth + 1):
        n = len(wheres)
        kids = g.maps[:, wheres].transpose(1, 0, 2).reshape(n * M, 24)
        kid_masks = (t[:, 0, :][:, masks & 255] | t[:, 1, :][:, (masks >> 8) & 255]
                     | t[:, 2, :][:, masks >> 16]).T.ravel()
        prev = np.maximum(last, 0)[:, None]
        allowed = ~((last[:, None] >= 0) & ((FACE[None, :] == FACE[prev])
                                              | ((AXIS[None, :] == AXIS[prev]) & (FACE[None, :] < FACE[prev])))).ravel()
        centres = centre_dist[ops.rank(kid_masks)] if centres_too else np.zeros(len(kids), dtype=np.int32)
        paired = g.paired(kids)
        done = np.flatnonzero(allowed & paired & (centres == 0))
        if len(done):
            r = int(done[0])
            return [G3[j] for j in paths[r // M] + (r % M,)]
        key = depth + g.bound(kids) + centres + 100 * (paired & (centres > 0)) + (1 << 20) * ~allowed
        keep = []
        for r in np.argsort(key, kind='stable')[:4 * width].tolist():
            state = kids[r].tobytes() + int(kid_masks[r]).to_bytes(4, 'little')
            if state not in seen:
                seen.add(state)
                keep.append(r)
                if len(keep) == width:
                    break
        keep = np.array(keep)
        wheres, masks, last = kids[keep], kid_masks[keep], keep % M
        paths = [paths[r // M] + (r % M,) for r in keep.tolist()]
    return None


def wing_slots(moves: list[Move]) -> np.ndarray:
    """The slot of each wing (by its solved slot) after `moves` from solved."""
    where = np.arange(24)
    for move in moves:
        where = slot_maps([move])[0][where]
    return where


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--count', type=int, default=6)
    ap.add_argument('--width', type=int, default=10000)
    ap.add_argument('--seed', type=int, default=1)
    args = ap.parse_args(argv)
    start = time.perf_counter()
    g = G3Edges()
    print(f"3-edge G3 table: {(g.table != UNREACHED).sum()} states, max {g.table[g.table != UNREACHED].max()} moves, "
          f"{time.perf_counter() - start:.1f} s")
    rng = random.Random(args.seed * 1000 + 4)
    split = []
    for _ in range(args.count):
        scramble = random_moves(layer_sets(4), default_length(4), rng)
        centres = phases.centre_solutions(Cube(4).apply(scramble).facelet_colors(), 1)[0]
        where = wing_slots(list(scramble) + list(centres))
        split.append(int((g.orbit[where[g.wing0]] != g.orbit[where[g.wing1]]).sum()))
    print(f"edges split across the G3 orbits after our centres: mean {statistics.mean(split):.1f} of 12 {split}")
    rng = random.Random(args.seed)
    ops = four_masks.MaskOps(G3)
    for centres_too in (False, True):
        lengths, seconds = [], []
        for _ in range(args.count):
            scramble = [rng.choice(G3) for _ in range(40)]
            where = np.arange(24)
            mask = phases.PLUS_MASK
            for move in scramble:
                where = g.maps[G3.index(move)][where]
                mask = ops.apply1(mask, G3.index(move))
            t0 = time.perf_counter()
            moves = g3_beam(g, where, mask, args.width, centres_too)
            seconds.append(time.perf_counter() - t0)
            if moves is not None:
                after = Cube(4).apply(scramble).apply(moves)
                assert edges_paired(after) and (not centres_too or after.is_solved() or centres_solved(after))
            lengths.append(None if moves is None else len(moves))
        done = [n for n in lengths if n is not None]
        print(f"G3 beam (width {args.width}) from random G3 states, {'pairing and centres' if centres_too else 'pairing only'}: "
              f"{len(done)}/{len(lengths)} found, mean {statistics.mean(done) if done else float('nan'):.1f} moves "
              f"{lengths}, {statistics.mean(seconds):.1f} s each")
    return 0


def edges_paired(cube: Cube) -> bool:
    """Both wings of every edge show the same colours (read off the model's facelets)."""
    W = wing_facelets(4)[:, 1:3]
    colors = cube.facelet_colors()
    return bool((colors[W[:, 0]] == colors[W[:, 1]]).all())


def centres_solved(cube: Cube) -> bool:
    grid = cube.facelet_colors().reshape(6, 4, 4)[:, 1:3, 1:3].reshape(6, 4)
    return bool((grid == grid[:, :1]).all())


if __name__ == '__main__':
    raise SystemExit(main())
