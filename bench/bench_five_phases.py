"""The 5x5 phase by phase: our centres' phases 1 and 2 and the edges made ready for G3, beside cube555's phases.

cube555 reduces a 5x5 in five phases (centres apart on one axis, on the
other two, edges made ready, then two phases that pair them and finish the
centres), then solves the 3x3. This bench measures where the moves go, on
the same states as bench_peers.py (random-moves scrambles of 300 moves):

  ours      the fewest moves of the centres' phase-2 ends (five_tables), and
            from the ENDS shortest of them, per axis, the fewest moves in
            all once five/separation.py has made the edges ready for that
            axis's G3 (replayed on the model and checked), with its time
  cube555   its answer's moves per phase (its own separators), when its
            built folder is given (see bench_peers.py for how to build it)

    PYTHONPATH=$PWD .venv/bin/python bench/bench_five_phases.py [--count K] [--seed S] [--ends E]
        [--cube555 DIR]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

from bench.bench_peers import CUBE555, PeerProcess, peer_facelets, states
from model.stickers import seq_gather
from solver.nxn.centres import five_tables
from solver.nxn.centres.five_parity import five_wing_parity
from solver.nxn.five import separation
from solver.nxn.obtm import obtm


def ours(colors: np.ndarray, ends_kept: int) -> tuple[int, list[tuple[int, float]]]:
    """(phase-2 moves, per axis (phases 1 to 3 moves, seconds))."""
    ends = sorted(five_tables.phase2_ends(colors, five_tables.BEAM, five_wing_parity(colors)),
                  key=lambda e: obtm(e[0]))[:ends_kept]
    arrays = np.array([colors[seq_gather(5, e[0])] for e in ends])
    spent = np.array([obtm(e[0]) for e in ends])
    out = []
    for axis in range(3):
        start = time.perf_counter()
        found = separation.separations(arrays, axis, spent, most=1)
        seconds = time.perf_counter() - start
        if not found:
            out.append((-1, seconds))
            continue
        row, choice, moves = found[0]
        if not separation.is_ready(arrays[row][seq_gather(5, moves)], axis, choice):
            raise AssertionError(f"axis {axis}: the separation leaves the edges unready")
        out.append((int(spent[row]) + len(moves), seconds))
    return int(spent.min()), out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--count', type=int, default=8)
    ap.add_argument('--seed', type=int, default=2027)
    ap.add_argument('--ends', type=int, default=20, help="phase-2 ends the separation starts from")
    ap.add_argument('--cube555', type=Path, help="cube555's built folder (dist/, lib/twophase.jar)")
    args = ap.parse_args(argv)
    if args.cube555 and not (args.cube555 / 'dist').is_dir():
        print(f"error: {args.cube555} has no dist/ folder: build cube555 there first "
              f"(bench_peers.py's docstring says how)", file=sys.stderr)
        return 2
    cubes = states(5, args.count, args.seed)
    peer = PeerProcess(CUBE555, args.cube555) if args.cube555 else None
    phase2, best, per_phase = [], [], []
    try:
        print(f"{'state':>5} {'p1+2':>5} {'p1-3 axis 0, 1, 2 (s)':<40} {'cube555 per phase':<30}")
        for i, cube in enumerate(cubes):
            p2, axes = ours(cube.facelet_colors(), args.ends)
            phase2.append(p2)
            reached = [moves for moves, _ in axes if moves >= 0]
            best.append(min(reached) if reached else None)
            peer_text = ''
            if peer:
                text, _, _ = peer.solve(peer_facelets(cube))
                counts = [len(part.split()) for part in text.split('.')]
                per_phase.append(counts)
                peer_text = ' '.join(map(str, counts))
            axes_text = ', '.join(f"{m} ({s:.2f})" for m, s in axes)
            print(f"{i:>5} {p2:>5} {axes_text:<40} {peer_text:<30}", flush=True)
    finally:
        if peer:
            peer.close()
    found = [b for b in best if b is not None]
    print(f"ours: phases 1-2 {statistics.mean(phase2):.1f}, phases 1-3 (best axis) "
          f"{statistics.mean(found):.1f} on {len(found)}/{len(cubes)}")
    if per_phase:
        means = [statistics.mean(c[k] for c in per_phase) for k in range(min(map(len, per_phase)))]
        print('cube555 per phase: ' + ' '.join(f"{m:.1f}" for m in means)
              + f"; phases 1-3 {sum(means[:3]):.1f}")
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
