"""The solve history at 10,000 solves: statistics and the history list, timed.

Fills a fresh database in a temporary folder with 10,000 solves of one 3x3
session (each with a 50-move log; one in 20 a +2, one in 50 a DNF), closes
it, then times from a cold open:
- open: History() on the file (with its integrity check);
- stats: the session's results read and every figure computed (what the
  Practise page and `main.py stats` show): target <= 50 ms;
- history list: the rows the Practise page's history list shows, read and
  formatted (controller.solve_log.rows): target <= 100 ms.
Each figure is the median of several runs, as wall-clock time and as the
CPU time of this process (on a machine shared with other work the wall time
grows with the load, printed too; the CPU time is the work these steps do).
Exit 1 if a CPU figure misses its target.

    .venv/bin/python bench/bench_history.py [--solves N] [--repeats R]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from controller.solve_log import rows as history_rows
from model import Alg
from scramble import scramble
from storage import History
from timing import DNF, NONE, PLUS2, Solve, format_ms, summary

TARGETS_MS = {'stats': 50.0, 'history list': 100.0}


def fill(path: Path, count: int, rng: random.Random) -> None:
    base = scramble(3, 'random-moves', seed=1)
    moves = tuple((str(m), i * 180) for i, m in enumerate(Alg.parse(base.text).inverse() * 2))
    with History(path) as history:
        session = history.current_session(3).id
        solves = []
        for i in range(count):
            penalty = DNF if i % 50 == 49 else PLUS2 if i % 20 == 19 else NONE
            solves.append(Solve(when_ms=1_700_000_000_000 + i * 30_000, size=3, scramble=f"{base.text} {i}",
                                time_ms=rng.randint(8000, 20000), penalty=penalty, mode='random-moves',
                                moves=moves, inspection_ms=rng.randint(3000, 12000)))
        name = history.session(session).name
        history.add_many((name, s) for s in solves)


def timed(function, repeats: int) -> tuple[float, float]:
    """Median (wall ms, CPU ms) of `repeats` calls."""
    walls, cpus = [], []
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        function()
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return statistics.median(walls), statistics.median(cpus)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--solves', type=int, default=10_000)
    parser.add_argument('--repeats', type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix='cubelab-bench-') as folder:
        path = Path(folder) / 'history.sqlite3'
        start = time.perf_counter()
        fill(path, args.solves, random.Random(15))
        print(f"filled {args.solves} solves in {time.perf_counter() - start:.1f} s "
              f"({path.stat().st_size / 1e6:.1f} MB)")
        opened = timed(lambda: History(path).close(), args.repeats)
        with History(path) as history:
            session = history.current_session(3).id
            stats_ms = timed(lambda: summary(history.results(session)), args.repeats)
            rows_ms = timed(lambda: history_rows(history, session), args.repeats)
            stats = summary(history.results(session))
            assert stats.count == args.solves and len(history_rows(history, session)) == args.solves
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'open':<14} wall {opened[0]:6.1f} ms  cpu {opened[1]:6.1f} ms")
    failed = False
    for name, (wall, cpu) in {'stats': stats_ms, 'history list': rows_ms}.items():
        ok = cpu <= TARGETS_MS[name]
        failed |= not ok
        print(f"{name:<14} wall {wall:6.1f} ms  cpu {cpu:6.1f} ms  (target <= {TARGETS_MS[name]:.0f} ms) "
              f"{'ok' if ok else 'MISSED'}")
    print(f"(best ao100 {format_ms(stats.best_average['ao100'])}, mean {format_ms(stats.mean)})")
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
