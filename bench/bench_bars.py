"""The 6x6's and 7x7's bar pairing (centres/bars.py) asked for less: what a staged centre route would pay.

The bars route pairs every bar into one colour in one beam. A staged route
(one axis at a time, as the table-staged reductions do) would ask for less
at each stage. This bench runs the same beam from the same phase-A start
on the goals such a route would have, the colours renamed so that a bar
counts as paired when its pieces agree on what the goal asks:

  colour    every bar one colour (today's stage)
  axis      every bar's pieces of one axis
  rl        only the R and L pieces' bars paired, R and L alike
  r_l       only the R and L pieces' bars paired, each one colour

Each answer is replayed on the model and checked (inner blocks on their
faces, the goal's bars paired). States: random-moves scrambles as
bench_nxn.py makes them (its seed scheme, so `--seed` names the same states).

    PYTHONPATH=$PWD .venv/bin/python bench/bench_bars.py [--sizes 6 7] [--count 8] [--seed 99]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import numpy as np

from model import Cube
from model.faces import FACE_ORDER
from model.stickers import seq_gather
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn.centres.bars import bar_cells, inner_cells, pair_bars
from solver.nxn.centres.embedded import phase_a
from solver.nxn.obtm import obtm
from solver.nxn.parity import prevent_oll_parity


def _renaming(groups: list[str]) -> np.ndarray:
    """Colour -> the number of its group (faces named in one string share one)."""
    out = np.zeros(6, dtype=np.uint8)
    for k, faces in enumerate(groups):
        for f in faces:
            out[FACE_ORDER.index(f)] = k
    return out


GOALS = {
    'colour': _renaming(['U', 'R', 'F', 'D', 'L', 'B']),
    'axis': _renaming(['UD', 'RL', 'FB']),
    'rl': _renaming(['RL', 'UDFB']),
    'r_l': _renaming(['R', 'L', 'UDFB']),
}


def start(n: int, rng: random.Random) -> np.ndarray:
    """A scramble's colours once the parity turns and one phase-A solution (inner blocks solved) are played."""
    cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), rng))
    cube.apply(prevent_oll_parity(cube))
    colors = cube.facelet_colors()
    return colors[seq_gather(n, phase_a(n, colors, 1)[0])]


def check(n: int, before: np.ndarray, moves, renamed: np.ndarray) -> None:
    after = before[seq_gather(n, moves)]
    if not (after[inner_cells(n)] == before[inner_cells(n)]).all():
        raise AssertionError("the bar pairing moved an inner block")
    bars = renamed[after[bar_cells(n)]]
    if not (bars == bars[:, :1]).all():
        raise AssertionError("a bar the goal asks for is not paired")


def bench_size(n: int, count: int, seed: int) -> dict[str, tuple[list[int], list[float]]]:
    rng = random.Random(seed * 1000 + n)
    found = {goal: ([], []) for goal in GOALS}
    for _ in range(count):
        colors = start(n, rng)
        for goal, renaming in GOALS.items():
            clock = time.perf_counter()
            moves = pair_bars(n, renaming[colors])
            seconds = time.perf_counter() - clock
            check(n, colors, moves, renaming)
            found[goal][0].append(obtm(moves))
            found[goal][1].append(seconds)
    return found


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sizes', type=int, nargs='+', default=[6, 7], choices=[6, 7])
    ap.add_argument('--count', type=int, default=8)
    ap.add_argument('--seed', type=int, default=99)
    args = ap.parse_args(argv)
    if args.count < 1:
        ap.error("--count must be at least 1")
    print(f"bars paired from one phase-A solution, {args.count} states a size, seed {args.seed}")
    print(f"{'size':>4} {'goal':>7} {'OBTM mean':>10} {'max':>4} {'median s':>9}")
    for n in args.sizes:
        for goal, (moves, seconds) in bench_size(n, args.count, args.seed).items():
            print(f"{n:>4} {goal:>7} {statistics.mean(moves):>10.1f} {max(moves):>4} "
                  f"{statistics.median(seconds):>9.2f}", flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
