"""While another process builds the solver tables, no command waits without
saying so: `tables --build` and `solve` without --timeout print a note naming
the lock as they start waiting (with --timeout, solve gives up at its limit
with an error: tests/cli/test_cli_bounds.py)."""
import fcntl
import os
import select
import subprocess
import sys
import time

from main_runs import MAIN, ROOT

from solver.pocket import TABLE_NAME, TABLE_VERSION

NOTE = "note: another CubeLab is building the solver tables"


def said_while_locked(folder, *args) -> str:
    """What main.py ARGS writes on stderr (until the note, at most 20 s) while
    the 2x2 table's lock is held as another process's build holds it."""
    with open(folder / f"{TABLE_NAME}-v{TABLE_VERSION}.lock", 'a+b') as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        child = subprocess.Popen([sys.executable, MAIN, *args], cwd=ROOT, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, env=os.environ | {'CUBELAB_CACHE_DIR': str(folder)})
        try:
            said, end = '', time.monotonic() + 20
            while NOTE not in said and time.monotonic() < end:
                if select.select([child.stderr], [], [], 0.1)[0]:
                    chunk = os.read(child.stderr.fileno(), 4096)
                    if not chunk:
                        break
                    said += chunk.decode()
        finally:
            child.kill()
            child.wait()
            child.stderr.close()
    return said


def test_tables_build_says_it_waits_for_another_cubelab(tmp_path):
    said = said_while_locked(tmp_path, 'tables', '--build')
    assert NOTE in said and f"{TABLE_NAME}-v{TABLE_VERSION}.lock" in said, said
    assert 'Traceback' not in said


def test_solve_without_a_timeout_says_it_waits_for_another_cubelab(tmp_path):
    said = said_while_locked(tmp_path, 'solve', 'UUUURRRRFFFFDDDDLLLLBBBB')
    assert said.startswith(NOTE), said
