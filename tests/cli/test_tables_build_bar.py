"""`main.py tables --build` shows one progress bar across every table set it
builds, not one per set: the 2x2's and the 4x4 centres' tables (seconds to
build) are built here into a cache that holds the other sets already."""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from main_runs import MAIN, ROOT

from solver.cache import cache_dir

BUILT_HERE = ('pocket_distance', 'centres4')


@pytest.mark.tables
def test_tables_build_shows_one_bar_across_the_sets(tmp_path):
    kept = [path for path in Path(cache_dir()).glob('*.npy') if path.name.split('-v')[0] not in BUILT_HERE]
    for path in kept:                        # the slow sets, as the session's cache holds them
        shutil.copyfile(path, tmp_path / path.name)
    out = subprocess.run([sys.executable, MAIN, 'tables', '--build'], cwd=ROOT, capture_output=True, timeout=600,
                         env=os.environ | {'CUBELAB_CACHE_DIR': str(tmp_path)})   # bytes: '\r' kept as written
    said = out.stderr.decode()
    assert out.returncode == 0, said
    lines = [line for line in said.split('\n') if line]      # '\r' redraws the one line
    assert len(lines) == 1 and re.fullmatch(r'.*\] done in [0-9.]+ s', lines[0]), said
    draws = [d for d in said.rstrip('\n').split('\r') if d]
    assert len(draws) >= 2 and all(d.startswith('building the solver tables [') for d in draws), draws
    shown = [float(m) for m in re.findall(r'([0-9.]+)%', said)]
    assert shown == sorted(shown) and shown[-1] < 100     # one fraction, rising across the sets
    assert {p.name.split('-v')[0] for p in tmp_path.glob('*.npy')} >= set(BUILT_HERE)
