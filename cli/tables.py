"""`main.py tables`: build the solvers' lookup tables ahead of time, or show where they live."""
from __future__ import annotations

import importlib
import time

from solver.tables import cache_dir

from .progress import ProgressBar

#: (label, module, function that loads or builds that solver's tables)
TABLE_SETS = (
    ('2x2 optimal', 'solver.pocket', 'distances'),
    ('3x3 two-phase', 'solver.twophase', 'load_tables'),
    ('NxN reduction', 'solver.reduction', 'load_tables'),
)


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
    if args.build:
        for label, module, function in TABLE_SETS:
            try:
                load = getattr(importlib.import_module(module), function)
            except (ImportError, AttributeError):
                continue
            bar = ProgressBar(label, always=True)
            start = time.perf_counter()
            load(bar)
            bar.done(f" in {time.perf_counter() - start:.1f} s")
    return 0
