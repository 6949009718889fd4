"""NxN reduction solver on random-moves scrambles: solved rate, move counts, time.

Scrambles come from the random-moves scrambler (spec section 3, seeded);
every solution is replayed on the scrambled model cube. Moves are counted
one per Move (a block of inner slices such as 2-3Rw counts 1); `obtm`
also shows the strict outer block turn metric, where a block not touching
an outer face counts 2.

    .venv/bin/python bench/bench_nxn.py [--sizes 4 5 7] [--count K] [--seed S]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from model import Cube
from scramble.rules import default_length, layer_sets, random_moves
from solver.reduction import solve

COUNTS = {**{n: 50 for n in range(4, 13)}, 20: 10, 30: 10}
MOVE_TARGET = {4: 90, 5: 160, 7: 400}
TIME_TARGET = {n: 5.0 for n in range(4, 8)} | {30: 60.0}


def obtm(moves) -> int:
    return sum(1 if m.start == 1 else 2 for m in moves)


def bench_size(n: int, count: int, seed: int) -> dict:
    rng = random.Random(seed * 1000 + n)
    lengths, strict, seconds, solved = [], [], [], 0
    for _ in range(count):
        cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), rng))
        start = time.perf_counter()
        solution = solve(cube)
        seconds.append(time.perf_counter() - start)
        solved += cube.copy().apply(solution.moves).is_solved()
        lengths.append(solution.length)
        strict.append(obtm(solution.moves))
    return {'n': n, 'count': count, 'solved': solved, 'mean': statistics.mean(lengths), 'max': max(lengths),
            'obtm': statistics.mean(strict), 'mean_s': statistics.mean(seconds), 'max_s': max(seconds)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sizes', type=int, nargs='*', default=sorted(COUNTS))
    ap.add_argument('--count', type=int, help='cubes per size (default: 50, 10 for N >= 20)')
    ap.add_argument('--seed', type=int, default=1)
    args = ap.parse_args(argv)
    print(f"{'N':>3} {'solved':>9} {'mean':>7} {'max':>5} {'obtm':>7} {'mean s':>7} {'max s':>7}  targets")
    ok = True
    for n in args.sizes:
        r = bench_size(n, args.count or COUNTS.get(n, 10), args.seed)
        notes = []
        if n in MOVE_TARGET:
            notes.append(f"moves <= {MOVE_TARGET[n]}: {'ok' if r['max'] <= MOVE_TARGET[n] else 'MISSED'}")
        if n in TIME_TARGET:
            notes.append(f"time <= {TIME_TARGET[n]:g} s: {'ok' if r['max_s'] <= TIME_TARGET[n] else 'MISSED'}")
        ok &= r['solved'] == r['count']
        print(f"{n:>3} {r['solved']:>4}/{r['count']:<4} {r['mean']:>7.1f} {r['max']:>5} {r['obtm']:>7.1f} "
              f"{r['mean_s']:>7.2f} {r['max_s']:>7.2f}  {'; '.join(notes)}", flush=True)
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
