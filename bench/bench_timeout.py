"""How well `main.py solve --timeout S` holds on big cubes: wall and CPU seconds per size.

Usage: python bench/bench_timeout.py [--sizes 4 5 7 12 20 30 50] [--timeout 1 5] [--seed 1]
Each solve runs as the command line does (a fresh process), so start-up
and the size's first-use tables are in the figures; CPU seconds are the
child's user+system time, which other load on the machine does not inflate.
A solve that cannot finish by S and its grace is stopped (exit 1): its row
says so, with the message.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, stopped_ok: bool = False) -> tuple[str, float, float, float, str]:
    """(stdout, wall s, CPU s, peak RSS MB, stderr) of one `main.py` run in a fresh
    process; with `stopped_ok` an exit code of 1 (a solve stopped at its limit) is no failure."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, str(ROOT / 'main.py'), *args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=os.environ.copy())
    out = child.stdout.read()
    err = child.stderr.read()            # (one short line at most: no pipe fills up)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode and not (stopped_ok and child.returncode == 1):
        raise SystemExit(f"main.py {' '.join(args[:3])} ... failed with exit code {child.returncode}: {err}")
    return out, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, err


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sizes', type=int, nargs='+', default=[4, 5, 7, 12, 20, 30, 50])
    ap.add_argument('--timeout', type=float, nargs='+', default=[1.0, 5.0])
    ap.add_argument('--seed', type=int, default=1)
    args = ap.parse_args()
    print('| N | --timeout | wall s | CPU s | peak MB | solve s (reported) | moves | HTM |')
    print('|---|---|---|---|---|---|---|---|')
    for n in args.sizes:
        scramble = run('scramble', '--size', str(n), '--seed', str(args.seed))[0].strip()
        for timeout in args.timeout:
            out, wall, cpu, peak, err = run('solve', '--size', str(n), '--timeout', str(timeout), '--json',
                                            '--alg', scramble, stopped_ok=True)
            if not out:
                print(f"| {n} | {timeout:g} | {wall:.2f} | {cpu:.2f} | {peak:.0f} | stopped: {err.strip()} | | |",
                      flush=True)
                continue
            d = json.loads(out)
            print(f"| {n} | {timeout:g} | {wall:.2f} | {cpu:.2f} | {peak:.0f} | {d['seconds']:.2f} | {d['length']} "
                  f"| {d['htm']} |",
                  flush=True)


if __name__ == '__main__':
    main()
