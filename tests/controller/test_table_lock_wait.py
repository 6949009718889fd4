"""The window's solves and table builds say when they wait for another CubeLab's
table build (the 'waiting' stage, worded in every language), never silently."""
import os
import subprocess
import sys
from pathlib import Path

import solver
from controller import progress_text

ROOT = Path(__file__).resolve().parents[2]

#: A child that holds the 2x2 table's lock while the window's solve job runs
#: with a half-second bound on the wait, and prints the stages it reported.
CHILD = r'''
import fcntl, sys
from controller import jobs
from solver.cache import LockWaitError, lock_wait_until
from solver.pocket import TABLE_NAME, TABLE_VERSION
held = open(sys.argv[1] + f"/{TABLE_NAME}-v{TABLE_VERSION}.lock", 'a+b')
fcntl.flock(held.fileno(), fcntl.LOCK_EX)
reports = []
try:
    with lock_wait_until(0.5):
        jobs.solve((2, 'UUUURRRRFFFFDDDDLLLLBBBB'), lambda fraction, stage='': reports.append(stage))
except LockWaitError:
    print('gave up')
print(' '.join(reports))
'''


def test_a_window_solve_reports_that_it_waits_for_another_cubelab(tmp_path):
    out = subprocess.run([sys.executable, '-c', CHILD, str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, env=os.environ | {'CUBELAB_CACHE_DIR': str(tmp_path), 'PYTHONPATH': str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split('\n')[:2] == ['gave up', 'waiting'], out.stdout


def test_the_waiting_stage_and_line_are_worded_in_every_language():
    assert 'waiting' in solver.STAGES
    stage = progress_text.stage_name('waiting', 'solve')
    line = progress_text.tables_line(0.0, None, waiting=True)
    for language in ('en', 'fr'):
        assert 'CubeLab' in stage.render(language) and 'CubeLab' in line.render(language)
    assert stage.render('en') != stage.render('fr')
