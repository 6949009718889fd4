"""What runs in a worker process: solves, scrambles and table builds.

The window's process draws a frame at a time and holds the GIL while it
does; a solve on a thread of that process would share the GIL with the
render loop and take up to twice as long. So the worker (worker.py) starts
each job in a process of its own (never forked from the window: Panda3D's
GL and thread state must not be copied) and reads what `run` sends back on
a pipe (results are pickled whole: a Solution with its stages and `extra`,
a Scramble):

    ('progress', fraction, text)         at most ~20 a second
    ('done', result)                     see `solve`, `scramble`, `tables`
    ('error', 'user' | 'internal', message, reason or None)

Tests put a stand-in in place of the solver or the scrambler with a `Plug`:
a module-level function, sent to the worker process by reference (its module
is imported there), so that tests run the same process path as the window.
"""
from __future__ import annotations

import functools
import os
import time
from dataclasses import dataclass
from typing import Any, Callable

#: Seconds between two progress messages (the last one of a stage always goes).
PROGRESS_EVERY = 0.05
#: Seconds a solve may spend on further tries where its request names none (and the
#: quick route's deadline on big cubes: controller.solve_time).
SOLVE_TIMEOUT = 10.0
#: How often a job checks that the window is still there.
WATCH_SECONDS = 0.5
#: How much nicer than the window a background table build runs.
TABLES_NICENESS = 10
#: How much nicer than the window the next Practise scramble, made ahead, runs: the
#: window and the user's own jobs go first.
AHEAD_NICENESS = 5

#: Environment variables each job takes from the window as it is now.
ENVIRONMENT = ('CUBELAB_CACHE_DIR',)


@dataclass(frozen=True, slots=True)
class Plug:
    """A stand-in for the solver or the scrambler (tests): `target` is a
    module-level function (it travels to the worker process by reference), called
    as the real one is, after `args` (plain data, such as a test's gate file):
    `solve(*args, cube, progress=...) -> Solution`,
    `scramble(*args, n, mode, progress=...) -> Scramble` (`.moves`, `.mode`)."""
    target: Callable[..., Any]
    args: tuple = ()

    def function(self) -> Callable[..., Any]:
        """The stand-in with its args bound."""
        return functools.partial(self.target, *self.args)


def run(conn, kind: str, request: tuple, environment: dict[str, str | None] | None = None,
        stand_in: Plug | None = None) -> None:
    """The worker process's main: do one job, send its progress and result on `conn`.
    `environment` is the window's settings that a fork server started earlier
    would not have (the table cache folder, ENVIRONMENT); `stand_in` replaces
    the solver or scrambler (tests)."""
    from model import CubeLabError
    _on_its_own()
    for name, value in (environment or {}).items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    report = _Reporter(conn)
    try:
        result = JOBS[kind](request, report, stand_in)
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


def solve(request: tuple, progress: Callable[[float, str], None], stand_in: Plug | None = None):
    """(n, facelets[, timeout]) -> a Solution whose moves are checked to solve the cube
    (solve_cube checks its own; a stand-in's are checked here, the same way). The
    deadline (SOLVE_TIMEOUT if the request names none) only hurries the stages: the
    command line's default deadline, and the window's, always get an answer."""
    import solver
    from model import Cube
    from solver.cache import on_lock_wait
    n, facelets, *rest = request
    timeout = rest[0] if rest else SOLVE_TIMEOUT
    cube = Cube.from_facelets(facelets, n)
    if stand_in is None:
        with on_lock_wait(lambda path: progress(0.0, 'waiting')):
            return solver.solve_cube(cube, timeout=timeout, progress=progress)
    return solver.finish(cube, stand_in.function()(cube.copy(), progress=progress))


def scramble(request: tuple[int, str | None], progress: Callable[[float, str], None], stand_in: Plug | None = None):
    """(n, mode or None) -> a Scramble (`.moves`, `.mode`)."""
    n, mode = request
    if stand_in is not None:
        return stand_in.function()(n, mode, progress=progress)
    import scramble as scrambler
    return scrambler.scramble(n, mode, progress=progress)


def next_scramble(request: tuple[int, str | None], progress: Callable[[float, str], None],
                  stand_in: Plug | None = None):
    """`scramble`, made ahead of the user's press at a lower priority."""
    _nicer(AHEAD_NICENESS)
    return scramble(request, progress, stand_in)


def _nicer(step: int) -> None:
    """Lower this process's priority by `step` (where the system has no nice: as it is)."""
    try:
        os.nice(step)
    except (AttributeError, OSError):
        pass


def case_scramble(request: tuple[str, str, int], progress: Callable[[float, str], None], stand_in: Plug | None = None):
    """(set name, case name, seed) -> a Scramble (`.moves`, `.mode` 'trainer') that sets up the
    case on a solved 3x3 (scramble/case_scramble.py)."""
    import random

    from scramble.case_scramble import case_scramble as make
    from scramble.scrambler import Scramble
    from storage.case_files import load_case_set
    set_name, case_name, seed = request
    case_set = load_case_set(set_name)
    moves = tuple(make(case_set, case_set.case(case_name), random.Random(seed)))
    return Scramble(3, 'trainer', moves, '')


def tables(request: tuple[str], progress: Callable[[float, str], None], stand_in: Plug | None = None) -> tuple:
    """(which,) -> (): build a table set if the cache lacks it, at low priority:
    'solver' the 3x3's (which 3x3 solves and random-state scrambles wait
    for), 'centres' the 4x4's and 5x5's centre tables."""
    import solver
    from solver.cache import on_lock_wait
    _nicer(TABLES_NICENESS)
    (which,) = request
    with on_lock_wait(lambda path: progress(0.0, 'waiting')):   # another CubeLab builds them: said
        (solver.prepare_centre_tables if which == 'centres' else solver.prepare_tables)(progress)
    return ()


JOBS: dict[str, Callable[[tuple, Callable[[float, str], None], Plug | None], Any]] = {
    'solve': solve, 'scramble': scramble, 'next_scramble': next_scramble, 'case_scramble': case_scramble,
    'tables': tables}
