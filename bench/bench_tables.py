"""Every cached solver table built from nothing: each set's size on disk and build time, and the total.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_tables.py

The tables are built into a fresh temporary cache directory (CUBELAB_CACHE_DIR
is set to it before any table is asked for; it is removed at the end), one
set after another in this process, as `main.py tables --build` builds them
(solver.table_sets: the 2x2's, the 3x3's, then every reduction route's, each
set once however many sizes share it). A set's size is
that of the files its build added to the directory; the total is every file
the directory holds at the end, checked against the 500 MB mark (MB = 10^6
bytes). `cpu s` is this process's CPU time for the build: on a shared
machine it is the fairer figure.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from solver import table_sets
from solver.cache import CACHE_ENV

#: The mark for all cached tables together, in bytes.
TOTAL_MARK = 500 * 10**6


def files(folder: Path) -> dict[str, int]:
    """Size of each table file in `folder` (lock files aside)."""
    return {p.name: p.stat().st_size for p in folder.iterdir() if p.is_file() and p.suffix != '.lock'}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix='cubelab-bench-tables-') as tmp:
        folder = Path(tmp)
        os.environ[CACHE_ENV] = tmp
        print(f"{'table set':<18} {'file':<26} {'MB':>7} {'build s':>8} {'cpu s':>7}", flush=True)
        build_s = cpu_s = 0.0
        for label, load in table_sets():
            before = files(folder)
            start, start_cpu = time.perf_counter(), time.process_time()
            load()
            seconds, cpu = time.perf_counter() - start, time.process_time() - start_cpu
            build_s, cpu_s = build_s + seconds, cpu_s + cpu
            added = {name: size for name, size in files(folder).items() if name not in before}
            names = ', '.join(sorted(added)) or '(nothing new)'
            print(f"{label:<18} {names:<26} {sum(added.values()) / 1e6:>7.1f} {seconds:>8.1f} {cpu:>7.1f}",
                  flush=True)
        total = sum(files(folder).values())
        verdict = 'ok' if total <= TOTAL_MARK else 'MISSED'
        print(f"{'total':<18} {len(files(folder)):>3} files{'':<16} {total / 1e6:>7.1f} {build_s:>8.1f} {cpu_s:>7.1f}"
              f"  <= {TOTAL_MARK / 1e6:.0f} MB: {verdict}", flush=True)
    return 0 if total <= TOTAL_MARK else 1


if __name__ == '__main__':
    sys.exit(main())
