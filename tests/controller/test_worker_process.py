"""Real solves, scrambles and the first-run table build run in
worker processes (not threads of the window's process), report their real stage,
and stop at once when cancelled or when the window closes."""
import os
import time

import pytest

from controller import Message, Progress
from controller.worker import WorkDone, Worker
from model import Alg, Cube, Move
from scramble.rules import default_length, layer_sets, random_moves

from ctrl_frames import settle
from said import said


def running(pid: int) -> bool:
    """Alive and not a zombie waiting for its reaper."""
    try:
        stat = open(f'/proc/{pid}/stat').read()
    except OSError:
        return False
    return stat.rsplit(')', 1)[1].split()[0] != 'Z'


def scramble_alg(n, seed=1):
    import random
    return Alg(random_moves(layer_sets(n), default_length(n), random.Random(seed)))


def scrambled(n, seed=1):
    return Cube(n).apply(scramble_alg(n, seed))


def poll_until(worker_or_session, wanted, limit=300.0):
    """Poll (like frames would) until `wanted(events so far)`; returns the events."""
    poll = getattr(worker_or_session, 'poll', None) or (lambda: worker_or_session.update(1 / 60))
    seen, deadline = [], time.monotonic() + limit
    while time.monotonic() < deadline:
        seen += poll()
        if wanted(seen):
            return seen
        time.sleep(0.02)
    raise AssertionError(f'gave up waiting; saw {seen[-5:]}')


@pytest.mark.tables
def test_a_real_solve_runs_in_a_process_of_its_own():
    worker = Worker()
    cube = Cube(4).apply("Rw U 2F' R D2 3Lw Uw' 2R2 B")
    worker.solve(cube)
    pid = worker.job.pid
    assert pid is not None and pid != os.getpid() and worker.job.process.is_alive()
    deadline = time.monotonic() + 20                     # the job puts itself in a session of its
    while os.getsid(pid) != pid and time.monotonic() < deadline:   # own: its own CPU share
        time.sleep(0.01)
    assert os.getsid(pid) == pid != os.getsid(0)
    events = poll_until(worker, lambda seen: any(isinstance(e, WorkDone) for e in seen))
    done = events[-1]
    assert done.error is None and cube.copy().apply(done.result.moves).is_solved()
    assert done.result.stages and worker.kind is None and not worker.job
    assert done.result.extra == {'size': 4, 'hurried': done.result.hurried}   # the Solution crosses whole
    assert isinstance(done.result.hurried, tuple)


@pytest.mark.tables
def test_progress_names_the_real_stage_not_the_table_build():
    """Item 14: a big solve said 'Building solver tables (first use only)' all along."""
    worker = Worker()
    worker.solve(scrambled(9))
    events = poll_until(worker, lambda seen: any(isinstance(e, WorkDone) for e in seen))
    texts = [e.line.render('en') for e in events if isinstance(e, Progress)]
    stages = [t.split(':')[0] for t in texts]
    assert 'Solving the centres' in stages and 'Pairing the edges' in stages
    assert stages.index('Solving the centres') < stages.index('Pairing the edges')
    assert not any('table' in t.lower() for t in texts)
    fractions = [e.fraction for e in events if isinstance(e, Progress)]
    assert fractions == sorted(fractions) and len(set(fractions)) > 5
    assert any('left' in t for t in texts)               # an estimate once it can make one


def test_cancel_stops_the_solve_at_once_and_leaves_the_cube(make_session):
    session = make_session(12, speed='instant')
    start = scrambled(12)
    session.play(scramble_alg(12))
    settle(session)
    assert session.cube == start
    session.solve()
    process = session.background.worker.job.process
    poll_until(session, lambda seen: any(isinstance(e, Progress) and 'centres' in e.line.render('en') for e in seen))
    session.cancel()
    assert not process.is_alive()                         # stopped, not left running
    assert not session.busy
    events = session.update(1 / 60)
    assert ('Solve cancelled: the cube is as it was', 'info') in said(events)
    assert Progress(1.0, job='work') in events            # the progress bar goes
    settle(session)
    assert session.cube == start and session.playlist_kind == 'alg'      # no solution came
    session.cancel()
    assert ('Nothing to cancel', 'info') in said(session.update(0))


def test_a_size_change_stops_the_solve_for_the_old_cube(make_session):
    session = make_session(12, speed='instant')
    session.play("Rw U 2F' R D2 3Lw")
    settle(session)
    session.solve()
    process = session.background.worker.job.process
    session.set_size(5)
    assert not process.is_alive() and not session.busy


def test_scrambles_run_in_a_process_too(make_session):
    session = make_session(5, speed='instant')
    session.scramble('random-moves')
    assert session.background.worker.job.pid != os.getpid()
    assert session.wait_for_worker(60)
    settle(session)
    assert not session.cube.is_solved() and session.playlist_kind == 'scramble'


def test_closing_stops_every_worker_process(make_session, tmp_path, monkeypatch):
    """Item 5: the window's close stops the solve and the table build."""
    monkeypatch.setenv('CUBELAB_CACHE_DIR', str(tmp_path / 'empty-cache'))
    session = make_session(12)
    assert session.warm_up() is True                      # the cache lacks the 3x3 tables
    session.play("Rw U 2F' R D2 3Lw")
    settle(session)
    session.solve()
    processes = [session.background.worker.job.process, session.background.worker._tables.process]
    assert all(p.is_alive() for p in processes)
    session.close()
    assert not any(p.is_alive() for p in processes)


@pytest.mark.tables
def test_the_table_build_runs_at_low_priority_and_reports_quietly(make_session, tmp_path, monkeypatch):
    """Item 16: with no tables in the cache, warm_up builds them in a nicer process
    and reports as 'tables' progress; a Solve meanwhile says how long is left."""
    monkeypatch.setenv('CUBELAB_CACHE_DIR', str(tmp_path / 'empty-cache'))
    session = make_session(3)
    assert session.warm_up() is True and session.tables_building
    builder = session.background.worker._tables.process
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    poll_until(session, lambda seen: os.getpriority(os.PRIO_PROCESS, builder.pid) >= min(mine + 10, 19), 30)
    events = poll_until(session, lambda seen: sum(isinstance(e, Progress) and e.job == 'tables'
                                                  and e.fraction > 0.03 for e in seen) >= 2, 240)
    quiet = [e for e in events if isinstance(e, Progress) and e.job == 'tables']
    assert quiet[-1].text.startswith('Solver tables (first run): ')
    session.press(Move('R'))
    session.solve()
    said = [e.text for e in session.update(0) if isinstance(e, Message)]
    assert any(t.startswith('The solver tables are still being built') for t in said)
    session.close()
    assert not builder.is_alive()


@pytest.mark.tables
def test_after_the_3x3_tables_the_first_run_builds_the_centre_tables(make_session, tmp_path, monkeypatch):
    """The window's solves have a deadline, under which the 5x5 takes
    its table-driven centres only once their tables are on disk; so the first
    run builds the 4x4's and 5x5's centre tables after the 3x3's, in the same
    quiet low-priority way, and nothing the user starts waits for them. (The
    5x5's G3 pairing tables, four minutes' build, are given, as the 3x3's are.)"""
    import solver
    from solver.cache import table_path
    from solver.nxn.five import pairing
    from solver.nxn.reduction import CENTRE_TABLES
    from solver.twophase.tables import TABLES_NAME, TABLES_VERSION
    solver.prepare_tables()                                 # the 3x3's, in the run's cache
    pairing.tables()                                        # the 5x5's G3 pairing (the longest build), too
    held = [tables for sets in CENTRE_TABLES.values() for tables, _ in sets]
    for tables in held:                                     # an earlier test may have loaded them
        tables.forget()
    cache = tmp_path / 'cache-with-the-3x3-and-g3-pairing-tables-only'
    cache.mkdir()
    for path in (table_path(TABLES_NAME, TABLES_VERSION), table_path(pairing.TABLES_NAME, pairing.TABLES_VERSION)):
        (cache / path.name).symlink_to(path)
    monkeypatch.setenv('CUBELAB_CACHE_DIR', str(cache))
    assert solver.tables_cached() and not solver.centre_tables_cached()
    session = make_session(5)
    assert session.warm_up() is True
    assert not session.tables_building                      # no solve or scramble waits for these
    builder = session.background.worker._tables.process
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    poll_until(session, lambda seen: os.getpriority(os.PRIO_PROCESS, builder.pid) >= min(mine + 10, 19), 30)
    events = poll_until(session, lambda seen: any(isinstance(e, Progress) and e.text == 'Solver tables ready'
                                                  for e in seen), 600)
    fractions = [e.fraction for e in events if isinstance(e, Progress) and e.job == 'tables']
    assert len(fractions) >= 3 and fractions == sorted(fractions)
    assert not [e for e in events if isinstance(e, Message) and e.level == 'error'], events
    assert solver.centre_tables_cached()
    assert session.background.worker._tables is None and session.warm_up() is False   # nothing left to build
    session.close()
    for tables in held:                                     # not kept from this test's folder
        tables.forget()


@pytest.mark.tables
@pytest.mark.parametrize('n', [4, 6])
def test_even_cubes_come_back_in_the_home_orientation(make_session, n):
    """Item 17: an even cube ends solved in its home orientation in the window too."""
    session = make_session(n, speed='instant')
    session.play("Rw U 2F' R D2 Lw' Uw B2 x" if n == 4 else "3Rw U 2F' R D2 3Lw' Uw B2 y")
    settle(session)
    session.solve()
    assert session.wait_for_worker(300)
    settle(session)
    assert session.cube == Cube(n)


_ORPHAN = """
import sys, time
from controller.worker import Worker
from model import Cube
worker = Worker()
worker.solve(Cube(20).apply("Rw U 2F' R D2 3Lw' Uw B2 5R 7U2 9F' 4Dw"))
print(worker.job.pid, flush=True)
time.sleep(600)
"""


def test_a_job_ends_when_the_window_dies_without_closing():
    """Killed outright (no close, no atexit), the window leaves no solve running on."""
    import signal
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    window = subprocess.Popen([sys.executable, '-c', _ORPHAN], cwd=root, stdout=subprocess.PIPE, text=True)
    try:
        job = int(window.stdout.readline())
        time.sleep(1.0)
        os.kill(job, 0)                                   # solving
    finally:
        window.send_signal(signal.SIGKILL)
        window.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if not running(job):
            return
        time.sleep(0.1)
    os.kill(job, signal.SIGKILL)
    raise AssertionError('the solve went on after its window died')
