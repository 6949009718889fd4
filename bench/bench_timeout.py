"""How well `main.py solve --timeout S` holds on big cubes: wall and CPU seconds per size.

Usage: python bench/bench_timeout.py [--sizes 7 24 50] [--timeout 1] [--seed 1]
Each solve runs as the command line does (a fresh process), so start-up
and the size's first-use tables are in the figures; CPU seconds are the
child's user+system time, which other load on the machine does not inflate.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> tuple[str, float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run([sys.executable, str(ROOT / 'main.py'), *args], capture_output=True, text=True,
                         check=True, env=os.environ.copy()).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out, wall, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sizes', type=int, nargs='+', default=[7, 24, 50])
    ap.add_argument('--timeout', type=float, nargs='+', default=[1.0, 10.0])
    ap.add_argument('--seed', type=int, default=1)
    args = ap.parse_args()
    print('| N | --timeout | wall s | CPU s | solve s (reported) | moves | OBTM |')
    print('|---|---|---|---|---|---|---|')
    for n in args.sizes:
        scramble = run('scramble', '--size', str(n), '--seed', str(args.seed))[0].strip()
        for timeout in args.timeout:
            out, wall, cpu = run('solve', '--size', str(n), '--timeout', str(timeout), '--json', '--alg', scramble)
            d = json.loads(out)
            print(f"| {n} | {timeout:g} | {wall:.2f} | {cpu:.2f} | {d['seconds']:.2f} | {d['length']} | {d['htm']} |",
                  flush=True)


if __name__ == '__main__':
    main()
