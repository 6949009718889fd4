"""How long each size's unhurried route takes: the figures behind solver/route_time.py.

Usage: python bench/bench_route_time.py [--sizes 8 12 20 30 50] [--seeds 1] [--timeout S [--cpu-clock]]

Each solve runs `solver.solve_cube` without a deadline (or with --timeout S,
as `main.py solve --timeout S` does) in a fresh process, as the command line
and the window's solves do, so the size's first-use set-up is in the figures;
the 3x3 tables are loaded before the clock starts (every process has them
before its first solve). The times are CPU seconds (time.process_time) of
the solve, of its centres and of its centres and edges together: on a shared
machine the figures to compare; on an idle one a solve's wall time is about
its CPU time. `hurried` lists the stages that cut their work short.
With --timeout S the solve is strict, as `main.py solve --timeout S`; with
--cpu-clock too, its deadline and hard limit run on the solve's CPU clock
(the 3x3 stage's search keeps its own wall clock).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r'''
import json, sys, time
import solver
from model import Alg, Cube
from model.metrics import count
from scramble import scramble
n, seed, timeout = int(sys.argv[1]), int(sys.argv[2]), None if sys.argv[3] == 'none' else float(sys.argv[3])
if sys.argv[4] == 'cpu':
    import types
    import solver.deadline
    solver.deadline.time = types.SimpleNamespace(perf_counter=time.process_time)
cube = Cube(n).apply(Alg.parse(scramble(n, 'random-moves', seed=seed).text, n))
solver.prepare_tables()
marks = {}
def progress(fraction, stage):
    marks.setdefault(stage, time.process_time())
start, wall = time.process_time(), time.perf_counter()
solution = solver.solve_cube(cube, timeout=timeout, progress=progress, strict=timeout is not None)
end = time.process_time()
print(json.dumps({'cpu': end - start, 'wall': time.perf_counter() - wall,
                  'centres': marks.get('edges', end) - start, 'paired': marks.get('three', end) - start,
                  'obtm': count(solution.moves, 'htm', n), 'hurried': list(solution.hurried)}))
'''


def measure(n: int, seed: int, timeout: float | None, cpu_clock: bool = False) -> dict:
    """One solve in a fresh process: its figures (see the module's docstring)."""
    out = subprocess.run([sys.executable, '-c', CHILD, str(n), str(seed), 'none' if timeout is None else str(timeout),
                          'cpu' if cpu_clock else 'wall'],
                         cwd=ROOT, capture_output=True, text=True, env=os.environ | {'PYTHONPATH': str(ROOT)})
    if out.returncode:
        raise SystemExit(f"{n}x{n} seed {seed} failed: {out.stderr.strip()[-400:]}")
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sizes', type=int, nargs='+', default=[8, 12, 20, 30, 50])
    ap.add_argument('--seeds', type=int, nargs='+', default=[1])
    ap.add_argument('--timeout', type=float, default=None, help="a deadline, as --timeout S (default: none)")
    ap.add_argument('--cpu-clock', action='store_true',
                    help="the deadline reads the solve's CPU clock, not the wall clock: the solve as it "
                         "would run alone on an idle core (on a shared machine the others' load eats it)")
    args = ap.parse_args()
    print('| N | seed | CPU s | centres CPU s | centres + edges CPU s | wall s | OBTM | hurried |')
    print('|---|---|---|---|---|---|---|---|')
    for n in args.sizes:
        for seed in args.seeds:
            r = measure(n, seed, args.timeout, args.cpu_clock)
            print(f"| {n} | {seed} | {r['cpu']:.1f} | {r['centres']:.1f} | {r['paired']:.1f} | {r['wall']:.1f} "
                  f"| {r['obtm']} | {', '.join(r['hurried']) or 'no'} |", flush=True)


if __name__ == '__main__':
    main()
