"""NxN reduction solver on random-moves scrambles: solved rate, move counts, time.

Scrambles come from the random-moves scrambler (spec section 3, seeded);
every solution is replayed on the scrambled model cube. Move counts are in
the outer block turn metric (OBTM: Rw, 3Rw count 1, an inner block such as
2R or 2-3R counts 2), counted by the model's metrics module (`htm` with the
size known), not by the solver; `btm` counts every block as 1. The move
targets are on the mean (the peers' figures are means; the 4x4's on its
max as well), the 4x4-7x7 time targets on the median wall time a solve.

    .venv/bin/python bench/bench_nxn.py [--sizes 4 5 7] [--count K] [--seed S] [--jobs J]

With --jobs > 1 sizes run in parallel processes (times then include the
contention; run the sizes with time targets on their own to quote times).
`cpu s` is the solving process's CPU time per solve (`cpu max` the most
one solve took, `cpu med` the median): on a shared machine
it is the figure to compare, while the targets are checked on wall time.
A size's first solve in a process builds its move tables (kept in memory):
it is done on a scramble of its own before the timed ones and shown as
`first s`, so the per-solve times are those of a warm solver. Each size
runs in a process of its own, whose peak resident memory is `peak MB`.
"""
from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from model import Cube
from model.metrics import count
from scramble.rules import default_length, layer_sets, random_moves
from solver.nxn import solve

COUNTS = {**{n: 50 for n in range(4, 13)}, 20: 10, 30: 10, 50: 10}
#: The 4x4 to 7x7 marks: mean moves (OBTM), the most moves (4x4), and the
#: median wall seconds a solve.
MOVE_TARGET = {4: 45, 5: 80, 6: 150, 7: 210}
MAX_MOVE_TARGET = {4: 52}
TIME_TARGET = {4: 1.5, 5: 5.0, 6: 5.0, 7: 5.0}
#: The big-cube marks: centre-stage OBTM per centre piece from 13x13 up,
#: 50x50's whole solution, and 30x30's and 50x50's times (wall, the slowest solve).
CENTRE_PIECE_TARGET = {n: 2.0 for n in range(13, 101)}
BIG_MOVE_TARGET = {50: 30000}
BIG_TIME_TARGET = {30: 30.0, 50: 60.0}
#: The memory mark (MB) for any solve: the size's process's peak resident memory.
MEMORY_TARGET = 1024
STAGES = {'centres': ('centres',), 'edges': ('edges',), 'parity': ('parity',), '3x3': ('phase 1', 'phase 2')}


def bench_size(n: int, count_: int, seed: int) -> dict:
    rng = random.Random(seed * 1000 + n)
    start = time.perf_counter()
    solve(Cube(n).apply(random_moves(layer_sets(n), default_length(n), random.Random(f'warm-up {seed} {n}'))))
    first = time.perf_counter() - start
    obtm, btm, seconds, cpu, solved = [], [], [], [], 0
    stage_obtm = {name: [] for name in STAGES}
    for _ in range(count_):
        cube = Cube(n).apply(random_moves(layer_sets(n), default_length(n), rng))
        start, start_cpu = time.perf_counter(), time.process_time()
        solution = solve(cube)
        seconds.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        solved += cube.copy().apply(solution.moves).is_solved()
        obtm.append(count(solution.moves, 'htm', n))
        btm.append(solution.length)
        for name, parts in STAGES.items():
            stage_obtm[name].append(sum(count(s.moves, 'htm', n) for s in solution.stages if s.name in parts))
    return {'n': n, 'count': count_, 'solved': solved, 'mean': statistics.mean(obtm), 'max': max(obtm),
            'btm': statistics.mean(btm), 'mean_s': statistics.mean(seconds), 'max_s': max(seconds),
            'med_s': statistics.median(seconds), 'first_s': first,
            'cpu_s': statistics.mean(cpu), 'cpu_max': max(cpu), 'cpu_med': statistics.median(cpu),
            'stages': {name: statistics.mean(v) for name, v in stage_obtm.items()},
            'peak_mb': resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sizes', type=int, nargs='*', default=sorted(COUNTS))
    ap.add_argument('--count', type=int, help='cubes per size (default: 50, 10 for N >= 20)')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--jobs', type=int, default=1, help='sizes solved in parallel processes')
    args = ap.parse_args(argv)
    header = (f"{'N':>3} {'solved':>9} {'OBTM':>7} {'max':>5} {'/N^2':>5} {'BTM':>7} "
              f"{'centres':>8} {'edges':>6} {'parity':>6} {'3x3':>5} {'mean s':>7} {'med s':>6} {'max s':>7} {'cpu s':>6} {'cpu max':>7} {'cpu med':>7} {'first s':>7} {'peak MB':>7}  targets")
    print(header, flush=True)
    jobs = [(n, args.count or COUNTS.get(n, 10), args.seed) for n in args.sizes]
    ok = True
    with ProcessPoolExecutor(max_workers=max(1, args.jobs), max_tasks_per_child=1) as pool:   # a process per size
        for r in pool.map(bench_size, *zip(*jobs)):
            n = r['n']
            notes = []
            if n in MOVE_TARGET:
                notes.append(f"mean <= {MOVE_TARGET[n]}: {'ok' if r['mean'] <= MOVE_TARGET[n] else 'MISSED'}")
            if n in MAX_MOVE_TARGET:
                notes.append(f"max <= {MAX_MOVE_TARGET[n]}: {'ok' if r['max'] <= MAX_MOVE_TARGET[n] else 'MISSED'}")
            if n in TIME_TARGET:
                notes.append(f"median <= {TIME_TARGET[n]:g} s: {'ok' if r['med_s'] <= TIME_TARGET[n] else 'MISSED'}")
            per_piece = r['stages']['centres'] / (6 * (n - 2) ** 2)
            if n in CENTRE_PIECE_TARGET:
                notes.append(f"centres {per_piece:.2f}/piece <= {CENTRE_PIECE_TARGET[n]:g}: "
                             f"{'ok' if per_piece <= CENTRE_PIECE_TARGET[n] else 'MISSED'}")
            if n in BIG_MOVE_TARGET:
                notes.append(f"mean <= {BIG_MOVE_TARGET[n]}: {'ok' if r['mean'] <= BIG_MOVE_TARGET[n] else 'MISSED'}")
            if n in BIG_TIME_TARGET:
                notes.append(f"time <= {BIG_TIME_TARGET[n]:g} s: "
                             f"{'ok' if r['max_s'] <= BIG_TIME_TARGET[n] else 'MISSED'}")
            notes.append(f"memory <= 1 GB: {'ok' if r['peak_mb'] <= MEMORY_TARGET else 'MISSED'}")
            ok &= r['solved'] == r['count']
            st = r['stages']
            print(f"{n:>3} {r['solved']:>4}/{r['count']:<4} {r['mean']:>7.1f} {r['max']:>5} {r['mean'] / n / n:>5.2f} "
                  f"{r['btm']:>7.1f} {st['centres']:>8.1f} {st['edges']:>6.1f} {st['parity']:>6.1f} {st['3x3']:>5.1f} "
                  f"{r['mean_s']:>7.2f} {r['med_s']:>6.2f} {r['max_s']:>7.2f} {r['cpu_s']:>6.2f} {r['cpu_max']:>7.2f} {r['cpu_med']:>7.2f} {r['first_s']:>7.2f} {r['peak_mb']:>7.0f}  {'; '.join(notes)}", flush=True)
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
