"""What runs in a worker process: solves, scrambles and table builds, plain data in and out.

The window's process draws a frame at a time and holds the GIL while it
does; a solve on a thread of that process would share the GIL with the
render loop and take up to twice as long. So the worker (worker.py) starts
each job in a process of its own (never forked from the window: Panda3D's
GL and thread state must not be copied) and reads what `run` sends back on
a pipe: only tuples of numbers and strings cross it, never our objects.

    ('progress', fraction, text)         at most ~20 a second
    ('done', result)                     see `solve`, `scramble`, `tables`
    ('error', 'user' | 'internal', message, reason or None)
"""
from __future__ import annotations

import os
import time
from typing import Callable

#: Seconds between two progress messages (the last one of a stage always goes).
PROGRESS_EVERY = 0.05
#: Seconds a solve may spend on further tries (as `main.py solve`'s --timeout default):
#: the window and the command line find the same solutions in the same time.
SOLVE_TIMEOUT = 10.0
#: How often a job checks that the window is still there.
WATCH_SECONDS = 0.5
#: How much nicer than the window a background table build runs.
TABLES_NICENESS = 10

MoveTuple = tuple[str, int, int, int]
#: Environment variables each job takes from the window as it is now.
ENVIRONMENT = ('CUBELAB_CACHE_DIR',)


def move_tuple(move) -> MoveTuple:
    return (move.face, move.start, move.end, move.amount)


def run(conn, kind: str, request: tuple, environment: dict[str, str | None] | None = None) -> None:
    """The worker process's main: do one job, send its progress and result on `conn`.
    `environment` is the window's settings that a fork server started earlier
    would not have (the table cache folder, ENVIRONMENT)."""
    from model import CubeLabError
    _on_its_own()
    for name, value in (environment or {}).items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    report = _Reporter(conn)
    try:
        result = JOBS[kind](request, report)
    except (CubeLabError, ValueError, NotImplementedError) as exc:
        conn.send(('error', 'user', str(exc), getattr(exc, 'reason', None)))   # reason: the kind, for other languages
    except BaseException as exc:  # noqa: BLE001 - reported to the window as one line
        conn.send(('error', 'internal', f'{type(exc).__name__}: {exc}'))
    else:
        report.flush()
        conn.send(('done', result))
    finally:
        conn.close()


def _on_its_own() -> None:
    """A session of its own, so that Linux's per-session CPU sharing (autogroups) weighs
    the job as it weighs `main.py solve` run from a terminal, not as one more thread of
    the window (measured: a 20x20 solve took 2.5x as long inside the window's group on a
    loaded 2-core machine). Then, since signals to the window's session no longer reach
    it, a thread ends the job if its parent goes (the window, or the fork server that
    ends with the window)."""
    if hasattr(os, 'setsid'):
        try:
            os.setsid()
        except OSError:                   # already a session leader
            pass
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_SECONDS)
        os._exit(1)
    import threading
    threading.Thread(target=watch, name='cubelab-parent-watch', daemon=True).start()


class _Reporter:
    """progress(fraction, text): sent at most every PROGRESS_EVERY seconds, and at
    once when the text (the stage) changes."""

    def __init__(self, conn):
        self.conn, self.last, self.text, self.pending = conn, 0.0, None, None

    def __call__(self, fraction: float, text: str = '') -> None:
        now = time.monotonic()
        self.pending = ('progress', float(fraction), str(text))
        if text != self.text or now - self.last >= PROGRESS_EVERY:
            self.flush()
            self.last, self.text = now, text

    def flush(self) -> None:
        if self.pending is not None:
            self.conn.send(self.pending)
            self.pending = None


def solve(request: tuple[int, str], progress: Callable[[float, str], None]) -> tuple:
    """(n, facelets) -> (moves, stages, seconds): moves as MoveTuples, stages as
    (name, moves, description). The moves are checked to solve the cube here."""
    import solver
    from model import Cube
    n, facelets = request
    cube = Cube.from_facelets(facelets, n)
    solution = solver.solve_cube(cube, timeout=SOLVE_TIMEOUT, progress=progress)
    if not cube.copy().apply(solution.moves).is_solved():
        raise RuntimeError("the solver returned moves that do not solve the cube")
    stages = tuple((s.name, tuple(map(move_tuple, s.moves)), s.description) for s in solution.stages)
    return tuple(map(move_tuple, solution.moves)), stages, float(solution.seconds)


def scramble(request: tuple[int, str | None], progress: Callable[[float, str], None]) -> tuple:
    """(n, mode or None) -> (mode, moves as MoveTuples)."""
    import scramble as scrambler
    n, mode = request
    result = scrambler.scramble(n, mode, progress=progress)
    return result.mode, tuple(map(move_tuple, result.moves))


def tables(request: tuple[str], progress: Callable[[float, str], None]) -> tuple:
    """(which,) -> (): build a table set if the cache lacks it, at low priority:
    'solver' the 3x3's (which 3x3 solves and random-state scrambles wait
    for), 'centres' the 4x4's and 5x5's centre tables."""
    import solver
    try:
        os.nice(TABLES_NICENESS)
    except (AttributeError, OSError):       # no nice on this system: build at normal priority
        pass
    (which,) = request
    (solver.prepare_centre_tables if which == 'centres' else solver.prepare_tables)(progress)
    return ()


JOBS: dict[str, Callable[[tuple, Callable[[float, str], None]], tuple]] = {
    'solve': solve, 'scramble': scramble, 'tables': tables}
