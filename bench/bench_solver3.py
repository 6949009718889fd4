"""Benchmark the 3x3 two-phase solver against RubikTwoPhase and kociemba (PyPI).

    python bench/bench_solver3.py [K] [--seed N] [--cache DIR] [--rtp-dir DIR] [--timeout S]

Prints the cold table build (into a fresh temporary cache, unless --cache
names one to reuse), load time and size, then solves the same K uniform
random states (default 200) with: ours (default: stop at <= 20 moves), ours
--fast (first solution), RubikTwoPhase stopping at <= 20 and at its first
solution, and kociemba. Every solution is applied with the model and must
solve. RubikTwoPhase keeps its tables in its working directory (--rtp-dir,
default /tmp/rtp; it builds them there on first import, ~8 minutes).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT)) if str(ROOT) not in sys.path else None

from model import Cube  # noqa: E402
from solver.cache import table_path  # noqa: E402
from solver.twophase import random_state_facelets, solve  # noqa: E402
from solver.twophase import tables as twophase_tables  # noqa: E402

SUPERFLIP = 'UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB'


def percentile(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q / 100 * (len(s) - 1))))]


def tables_report(cache: str | None) -> None:
    if cache:
        os.environ['CUBELAB_CACHE_DIR'] = cache
    else:
        os.environ['CUBELAB_CACHE_DIR'] = tempfile.mkdtemp(prefix='cubelab-bench-')
    path = table_path(twophase_tables.TABLES_NAME, twophase_tables.TABLES_VERSION)
    cold = not path.exists()
    t = time.perf_counter()
    twophase_tables.load()
    first = time.perf_counter() - t
    loads = []
    for _ in range(3):
        twophase_tables.forget()
        t = time.perf_counter()
        twophase_tables.load()
        loads.append(time.perf_counter() - t)
    print(f"tables: {'cold build' if cold else 'first load (cache reused)'} {first:.1f} s, "
          f"load {statistics.median(loads):.2f} s (median of 3), {path.stat().st_size / 1e6:.1f} MB at {path}")


def rtp_moves(text: str) -> str:
    """RubikTwoPhase prints 'R1 U3 F2 (3f)'; make it 'R U' F2'."""
    out = []
    for token in text.split():
        if token.startswith('('):
            break
        out.append(token[0] + {'1': '', '2': '2', '3': "'"}[token[1]])
    return ' '.join(out)


def run(name, states, solve_one):
    lengths, times = [], []
    for facelets in states:
        t = time.perf_counter()
        alg = solve_one(facelets)
        times.append(time.perf_counter() - t)
        cube = Cube.from_facelets(facelets, size=3).apply(alg)
        if not cube.is_solved():
            raise SystemExit(f"{name}: wrong solution {alg!r} for {facelets}")
        lengths.append(len(alg.split()) if isinstance(alg, str) else len(alg))
    return {'name': name, 'mean': statistics.mean(lengths), 'max': max(lengths),
            'median': statistics.median(times), 'p95': percentile(times, 95)}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('k', nargs='?', type=int, default=200)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--cache', help='reuse this table cache instead of a cold build')
    ap.add_argument('--rtp-dir', default='/tmp/rtp')
    ap.add_argument('--timeout', type=float, default=10.0)
    args = ap.parse_args(argv)

    tables_report(args.cache)
    rng = random.Random(args.seed)
    states = [random_state_facelets(rng) for _ in range(args.k)]
    print(f"{args.k} uniform random states, seed {args.seed}; every solution verified with the model")

    cubes = {f: Cube.from_facelets(f, size=3) for f in states}
    results = [run('ours (stop at <= 20)', states, lambda f: solve(cubes[f], timeout=args.timeout).moves),
               run('ours --fast (first)', states, lambda f: solve(cubes[f], fast=True, timeout=args.timeout).moves)]
    try:
        os.makedirs(args.rtp_dir, exist_ok=True)
        os.chdir(args.rtp_dir)
        if not Path('twophase', 'phase2_prun').exists():
            print(f"(RubikTwoPhase tables not in {args.rtp_dir}/twophase: importing it builds them, ~8 min)")
        with contextlib.redirect_stdout(io.StringIO()):  # it prints a line per table loaded
            import twophase.solver as rtp
        results.append(run('RubikTwoPhase, stop at <= 20', states,
                           lambda f: rtp_moves(rtp.solve(f, 20, args.timeout))))
        results.append(run('RubikTwoPhase, first solution', states,
                           lambda f: rtp_moves(rtp.solve(f, 30, args.timeout))))
    except ImportError:
        print("RubikTwoPhase not installed: skipped")
    finally:
        os.chdir(ROOT)
    try:
        import kociemba
        results.append(run('kociemba (C)', states, kociemba.solve))
    except ImportError:
        print("kociemba not installed: skipped")

    ref = {r['name']: r for r in results}
    print()
    print("| solver | mean moves | max | median s | p95 s |")
    print("|---|---|---|---|---|")
    for r in results:
        print(f"| {r['name']} | {r['mean']:.2f} | {r['max']} | {r['median']:.4f} | {r['p95']:.3f} |")
    ours, fast = ref['ours (stop at <= 20)'], ref['ours --fast (first)']
    if 'RubikTwoPhase, stop at <= 20' in ref:
        rtp20, rtp1 = ref['RubikTwoPhase, stop at <= 20'], ref['RubikTwoPhase, first solution']
        print(f"\nmedian ratio ours / RubikTwoPhase (<= 20): {ours['median'] / rtp20['median']:.2f}; "
              f"ours --fast / RubikTwoPhase first: {fast['median'] / rtp1['median']:.2f}")
    t = time.perf_counter()
    sf = solve(Cube.from_facelets(SUPERFLIP, size=3), timeout=args.timeout)
    print(f"superflip: {sf.length} moves in {time.perf_counter() - t:.2f} s: {sf.text}")


if __name__ == '__main__':
    main()
