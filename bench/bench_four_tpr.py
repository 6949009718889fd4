"""Feasibility bench for a TPR-style 4x4 phase 2: centres' phase-2 goal and every wing oriented for G3 at once.

Pairing in G3(axis) (outer quarter turns off the axis, halves on it, wide
half turns) needs every edge split (one wing in each orbit), which our
centres alone do not leave (bench_four_g3.py). This bench measures
what a phase 2 that also orients every wing (four.wing_orbits: each wing in its
home orbit, a 12-of-24 mask with one goal) would cost: IDA* over our phase-2
moves on two exact tables (the phase-2 centre table with wing parity, and
the orientation mask's distance under the same moves, 2.7M entries per
(first-pair axis, G3 axis), built here), for each G3 axis; and where its
end leaves the centres for G3 (an exact table of the plus-colour mask
under G3 moves, built here).

Its figures are in docs/benchmarks.md. Every move list is replayed on the colour masks it was searched on.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_four_tpr.py [--count K]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from model import Cube
from model.faces import FACE_AXIS, FACE_INDEX
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.four import masks, phases, wings
from solver.nxn.four import wing_orbits as split

UNSEEN = masks.UNSEEN


class Tables:
    def __init__(self):
        self.t = phases.tables()
        self.ops = [masks.MaskOps(phases.phase2_moves(a)) for a in range(3)]
        self.wops = [masks.MaskOps(phases.phase2_moves(a), split.slot_perm) for a in range(3)]
        self.orient = {(a, x): masks.bfs(self.wops[a], [split.home_mask(x)], 12, False).tobytes()
                       for a in range(3) for x in range(3)}
        self.g3ops = [masks.MaskOps(split.g3_moves(x)) for x in range(3)]
        self.g3centres = [masks.bfs(self.g3ops[x], [phases.PLUS_MASK], 12, False) for x in range(3)]


def ida(tab: Tables, a: int, x: int, cmask: int, par: int, omask: int, max_nodes: int = 2_000_000):
    """Shortest phase-2 moves (first pair on axis a) to the phase-2 centre
    goal with every wing oriented for G3(x), or None past max_nodes."""
    ops, wops, d2, dO = tab.ops[a], tab.wops[a], tab.t.phase2[a], tab.orient[(a, x)]
    moves = ops.moves
    axis = [FACE_AXIS[m.face] for m in moves]
    order = [(FACE_INDEX[m.face], m.end) for m in moves]
    flips = ops.flips.tolist()
    nodes, path = [0], []

    def h(c: int, p: int, o: int) -> int:
        return max(d2[ops.rank1(c) * 2 + p], dO[wops.rank1(o)])

    def walk(c: int, p: int, o: int, g: int, bound: int, prev: int) -> bool:
        nodes[0] += 1
        hh = h(c, p, o)
        if hh == 0:
            return True
        if g + hh > bound or nodes[0] > max_nodes:
            return False
        for j in range(len(moves)):
            if prev >= 0 and axis[j] == axis[prev] and order[j] <= order[prev]:
                continue
            path.append(j)
            if walk(ops.apply1(c, j), p ^ flips[j], wops.apply1(o, j), g + 1, bound, j):
                return True
            path.pop()
        return False

    bound = h(cmask, par, omask)
    while nodes[0] <= max_nodes:
        if walk(cmask, par, omask, 0, bound, -1):
            return [moves[j] for j in path], nodes[0]
        bound += 1
    return None, nodes[0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--count', type=int, default=6)
    ap.add_argument('--seed', type=int, default=1)
    args = ap.parse_args(argv)
    start = time.process_time()
    tab = Tables()
    print(f"tables {time.process_time() - start:.0f} s; G3 centre states {[int((g != UNSEEN).sum()) for g in tab.g3centres]}")
    rng = random.Random(args.seed * 1000 + 4)
    plain, oriented, g3_ready, found = [], [], 0, 0
    pairs = sorted({masks.colour_pair(c) for c in range(6)}, key=min)
    for s in range(args.count):
        colors = Cube(4).apply(random_moves(layer_sets(4), default_length(4), rng)).facelet_colors()
        moves = phases.centre_solutions(colors, 1)[0]
        cols = [int(c) for c in colors[masks.positions()]]
        # phase 1 of our best solution: its shortest prefix with a pair on an axis
        k, p1, a = next((k, p, b) for k in range(len(moves) + 1) for p in pairs for b in range(3)
                        if masks.colour_mask(masks.play(cols, moves[:k]), p) == phases.axis_mask(b))
        after = masks.play(cols, moves[:k])
        q = next(p for p in pairs if p != p1)
        c1 = colors[seq_gather(4, moves[:k])]
        par, qmask = wings.wing_parity(c1), masks.colour_mask(after, q)
        plain.append(tab.t.phase2[a][tab.t.ops2[a].rank1(qmask) * 2 + par])
        best = None
        t0 = time.process_time()
        for x in range(3):
            omask = split.orient_mask(c1, x)
            path, nodes = ida(tab, a, x, qmask, par, omask)
            if path is None:
                continue
            found += 1
            cm, p, om = qmask, par, omask                    # replay on the masks
            for m in path:
                j = tab.ops[a].moves.index(m)
                cm, p, om = tab.ops[a].apply1(cm, j), p ^ masks.flips_wings(m), tab.wops[a].apply1(om, j)
            assert tab.t.phase2[a][tab.t.ops2[a].rank1(cm) * 2 + p] == 0 and om == split.home_mask(x)
            end = masks.play(after, path)
            on = tuple(masks.colour_pair(end[4 * FACE_INDEX[f]]) for f in 'URF')
            g3 = min(int(tab.g3centres[x][tab.g3ops[x].rank1(masks.colour_mask(end, plus))])
                     for axes, plus in phases.orientations() if axes == on)
            g3_ready += g3 != UNSEEN
            best = len(path) if best is None else min(best, len(path))
        oriented.append(best)
        print(f"state {s}: phase 1 {k}, phase 2 {plain[-1]}, with wings oriented {best} "
              f"({time.process_time() - t0:.1f} s)", flush=True)
    done = [o for o in oriented if o is not None]
    print(f"phase 2 alone {statistics.mean(plain):.1f}; with every wing oriented {statistics.mean(done):.1f} "
          f"({len(done)}/{len(oriented)} states); ends G3-ready {g3_ready}/{found}")
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
