"""`main.py tables`: build the solvers' lookup tables ahead of time, or show where they live."""
from __future__ import annotations

import sys
import time

from solver import cache, prepare_all_tables
from solver.cache import cache_dir, on_lock_wait

from .progress import ProgressBar, tell_lock_wait


def add_parser(sub) -> None:
    p = sub.add_parser(
        'tables', help="build the solver tables now, or print where they are cached",
        description="The solvers' tables are generated on this machine (never downloaded) the "
                    "first time they are needed and cached in the user cache directory "
                    "(CUBELAB_CACHE_DIR overrides it). --build makes them all now, with a "
                    "progress bar; --where prints the directory.")
    p.add_argument('--build', action='store_true', help="build (or check and load) every table set")
    p.add_argument('--where', action='store_true', help="print the cache directory")
    p.set_defaults(run=run)


def run(args) -> int:
    if not (args.build or args.where):
        args.where = True
    if args.where:
        print(cache_dir())
        if cache.relative_setting is not None:
            print(f"note: {cache.CACHE_ENV}={cache.relative_setting!r} is a relative path, read "
                  f"against the folder CubeLab started in", file=sys.stderr)
    if args.build:
        bar = ProgressBar('building the solver tables', always=True)
        start = time.perf_counter()
        with on_lock_wait(tell_lock_wait):
            prepare_all_tables(bar)             # one bar across every table set
        bar.done(f" in {time.perf_counter() - start:.1f} s")
    return 0
