"""The background worker: one solve or scramble at a time, in a process of its own,
reported back to the session as events when it polls once per frame.

Solves, scrambles and the first-run table build run in worker processes
(controller/jobs.py), so the window's render loop never competes with them
for the GIL and Cancel can stop one at once. Tests take the same path: their
stand-in solvers and scramblers are `jobs.Plug`s, run in the process.
"""
from __future__ import annotations

import multiprocessing
import os
import time
from dataclasses import dataclass
from typing import Any

from model import Cube

from . import jobs, progress_text
from .backends import Scrambler, Solver
from .strings import phrase
from .events import Progress

#: Modules the fork server imports once, so that each job starts in milliseconds.
PRELOAD = ['controller.jobs', 'model', 'solver', 'solver.nxn', 'solver.twophase', 'scramble']
#: Seconds a terminated worker process gets before it is killed.
STOP_GRACE = 0.5


@dataclass(frozen=True, slots=True)
class WorkDone:
    """A job ended: `result` (a Solution or Scramble) or `error`. `cube` is the
    cube a solve began from; `mode` the scramble mode asked for."""
    kind: str
    result: Any
    error: BaseException | None
    cube: Cube | None = None
    mode: str = ''


def _context():
    """'forkserver' where there is one (each job a fork of a clean server that
    has the solver imported), else 'spawn'; never a fork of the window."""
    if 'forkserver' in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context('forkserver')
        context.set_forkserver_preload(PRELOAD)
        return context
    return multiprocessing.get_context('spawn')


class Job:
    """Runs `jobs.run(kind, request)` in a worker process (`stand_in`: a test's
    solver or scrambler, imported there) and takes in what it sends back."""

    def __init__(self, kind: str, request: tuple, stand_in: jobs.Plug | None = None, **context):
        self.kind = kind
        self.request = request
        self.context = context
        self.started = time.monotonic()
        self.result: Any = None
        self.error: BaseException | None = None
        self._reports: list[tuple[float, str]] = []
        self._done = False
        process_context = _context()
        self._conn, child_end = process_context.Pipe(duplex=False)
        environment = {name: os.environ.get(name) for name in jobs.ENVIRONMENT}
        self.process = process_context.Process(target=jobs.run, args=(child_end, kind, request, environment, stand_in),
                                               name=f'cubelab-{kind}', daemon=True)
        self.process.start()
        child_end.close()

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def _read(self, timeout: float = 0.0) -> None:
        """Take in what the process sent (waiting up to `timeout` for the first message)."""
        try:
            while not self._done and self._conn.poll(timeout):
                timeout = 0.0
                message = self._conn.recv()
                if message[0] == 'progress':
                    self._reports.append((message[1], message[2]))
                elif message[0] == 'done':
                    self._end(result=message[1])
                else:
                    self._end(error=_error(message))
        except (EOFError, OSError):            # the process ended without a word: killed or crashed
            code = self.process.exitcode
            self._end(error=RuntimeError(f"the {self.kind} worker stopped unexpectedly (exit code {code})"))

    def _end(self, result: Any = None, error: BaseException | None = None) -> None:
        self.result, self.error, self._done = result, error, True
        self._conn.close()
        self.process.join(0)                  # reaped now if it has ended; never waited for here

    def progress(self) -> list[tuple[float, str]]:
        self._read()
        reports, self._reports = self._reports, []
        return reports

    @property
    def done(self) -> bool:
        self._read()
        return self._done

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (tests and scripts only)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self._done:
            left = 1.0 if deadline is None else deadline - time.monotonic()
            if left <= 0:
                return False
            self._read(min(left, 1.0))
        return True

    def stop(self) -> None:
        """Terminate the process now (SIGTERM, then SIGKILL if it lingers)."""
        if not self._done:
            self._done = True
            self._conn.close()
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(STOP_GRACE)
            if self.process.is_alive():
                self.process.kill()
                self.process.join(STOP_GRACE)


class Worker:
    """Starts solves and scrambles and turns what they report into events.
    It knows nothing of the session: the session asks, polls and decides."""

    def __init__(self, solver: jobs.Plug | None = None, scrambler: jobs.Plug | None = None):
        self.solver = Solver(solver)
        self.scrambler = Scrambler(scrambler)
        self._job: Job | None = None
        self._tables: Job | None = None
        self._tables_set: str | None = None         # 'solver' (the 3x3's) or 'centres'
        self._tables_progress: tuple[float, float] | None = None   # (fraction, when)
        self._tables_stage = ''                  # the build's last stage ('waiting': for another process)
        self._first_run = FirstRun()
        self._job_reported = False          # the running job has reported progress

    @property
    def kind(self) -> str | None:
        """'solve', 'scramble' or 'case_scramble' while a job runs, else None."""
        return self._job.kind if self._job is not None else None

    @property
    def job(self) -> Job | None:
        """The running job (its `started` time gives estimates)."""
        return self._job

    def drop(self) -> None:
        """Stop the running job: its result will never be reported."""
        if self._job is not None:
            self._job.stop()
            self._job = None

    cancel = drop

    def solve(self, cube: Cube, timeout: float = jobs.SOLVE_TIMEOUT) -> None:
        """Solve a copy of `cube` under a deadline of `timeout` seconds; the
        solution is checked before it is reported."""
        cube, self._job_reported = cube.copy(), False
        self._job = Job('solve', (cube.n, cube.to_facelets(), timeout), self.solver.stand_in, cube=cube)

    def scramble(self, n: int, mode: str | None, chosen: str) -> None:
        """Scramble an n-cube (`mode` None: the default, `chosen`, for messages)."""
        self._job_reported = False
        self._job = Job('scramble', (n, mode), self.scrambler.stand_in, mode=chosen)

    def scramble_case(self, set_name: str, case_name: str, seed: int) -> None:
        """A trainer scramble: one that sets up the named case of the set on a solved 3x3."""
        self._job_reported = False
        self._job = Job('case_scramble', (set_name, case_name, seed), None, mode='trainer')

    # -- the first-run table build -------------------------------------------------
    def warm_up(self) -> bool:
        """Start the fork server now (the first job then starts in milliseconds)
        and build the tables the cache lacks in a low-priority process: the
        3x3's first, then the 4x4's and 5x5's centre tables; True if a build started."""
        if self.solver.stand_in is not None:         # a test's solver needs no tables
            return False
        context = _context()
        if context.get_start_method() == 'forkserver':
            from multiprocessing import forkserver
            forkserver.ensure_running()
        return self._tables is None and self._build_missing_tables()

    def _build_missing_tables(self) -> bool:
        """Start the build of the first table set the cache lacks; False if none."""
        missing = [which for which, cached in (('solver', self.solver.tables_cached),
                                               ('centres', self.solver.centre_tables_cached)) if not cached()]
        if not missing:
            return False
        which = missing[0]
        self._first_run.plan(missing)
        self._tables, self._tables_set = Job('tables', (which,)), which
        self._tables_progress, self._tables_stage = None, ''
        return True

    @property
    def tables_running(self) -> bool:
        """Some first-run table build runs (the 3x3's or the bigger cubes')."""
        return self._tables is not None

    @property
    def tables_building(self) -> bool:
        """The 3x3 tables, which 3x3 solves and random-state scrambles wait for, are being built."""
        return self._tables is not None and self._tables_set == 'solver'

    def tables_seconds_left(self) -> float | None:
        """An estimate of the table build's time left, from its progress so far."""
        job, seen = self._tables, self._tables_progress
        if job is None or seen is None or seen[0] <= 0.02:
            return None
        fraction, when = seen
        return max(0.0, (when - job.started) * (1 - fraction) / fraction)

    def _poll_tables(self) -> list[Progress | WorkDone]:
        job = self._tables
        if job is None:
            return []
        reports = job.progress()
        events: list[Progress | WorkDone] = []
        now = time.monotonic()
        if reports:
            self._tables_progress = (reports[-1][0], now)
            fraction, self._tables_stage = reports[-1]
        if self._first_run.due(self._tables_set, reports[-1][0] if reports else None, now):
            overall = self._first_run.fraction
            events.append(Progress(overall, progress_text.tables_line(
                overall, self._first_run.seconds_left(now), waiting=self._tables_stage == 'waiting'), 'tables'))
        if reports:
            if self.tables_building and self._job is not None and not self._job_reported:   # a job waits
                stage = phrase('solving.stage_waiting_tables')
                events.append(Progress(fraction, progress_text.line(stage, fraction, self.tables_seconds_left())))
        if job.done:
            self._tables = None
            self._first_run.finished(self._tables_set)
            if job.error is None and self._tables_set == 'solver':
                self._build_missing_tables()           # the centre tables after the 3x3's
            events.append(WorkDone('tables', job.result, job.error))
        return events

    # -- polling ---------------------------------------------------------------
    def wait(self, timeout: float | None = None) -> bool:
        """Block until the job is done (tests and scripts, not the UI)."""
        return self._job.wait(timeout) if self._job is not None else True

    def poll(self) -> list[Progress | WorkDone]:
        """Progress since the last poll (the stage and an estimate of the time
        left, as a phrase), then WorkDone if the job ended. Never blocks."""
        events = self._poll_tables()
        job = self._job
        if job is None:
            return events
        now = time.monotonic()
        for fraction, stage in job.progress():
            self._job_reported = True
            left = progress_text.seconds_left(fraction, now - job.started)
            events.append(Progress(fraction, progress_text.line(progress_text.stage_name(stage, job.kind), fraction, left)))
        if job.done:
            self._job = None
            events.append(WorkDone(job.kind, job.result, job.error, **job.context))
        return events

    def shutdown(self) -> None:
        """Stop every worker process now (the window is closing)."""
        self.drop()
        if self._tables is not None:
            self._tables.stop()
            self._tables = None


class FirstRun:
    """The whole first-run table build as one progress: each table set's fraction
    weighted by its measured build time (solver.first_run_seconds), and the time left
    from the pace so far. Told again at least every TELL_EVERY seconds, new report or
    not, so the estimate never sits still."""

    TELL_EVERY = 1.0

    def __init__(self):
        self.weights: dict[str, float] = {}
        self.done: set[str] = set()
        self.started: float | None = None
        self.fraction = 0.0
        self._told = None

    def plan(self, missing: list[str]) -> None:
        """The sets still to build (asked again as each one starts: the plan keeps its start)."""
        import solver
        if self.started is None:
            self.weights = {which: solver.first_run_seconds(which) for which in missing}
            self.started = time.monotonic()

    def due(self, which: str, reported: float | None, now: float) -> bool:
        """Take a set's new fraction (None: no new report); whether to tell the line now."""
        total = sum(self.weights.values())
        if which in self.weights and total > 0 and reported is not None:
            done = sum(w for name, w in self.weights.items() if name in self.done)
            self.fraction = max(self.fraction, min(1.0, (done + self.weights[which] * reported) / total))
        if reported is None and (self._told is None or now - self._told < self.TELL_EVERY):
            return False
        self._told = now
        return True

    def finished(self, which: str) -> None:
        self.done.add(which)

    def seconds_left(self, now: float) -> float | None:
        if self.started is None:
            return None
        return progress_text.seconds_left(self.fraction, now - self.started)


def _error(message: tuple) -> BaseException:
    """A worker's ('error', 'user' | 'internal', text[, reason]) as an exception again:
    an impossible cube keeps its reason, so the window can say it in its language."""
    if message[1] != 'user':
        return RuntimeError(message[2])
    if len(message) > 3 and message[3]:
        from model.errors import InvalidCubeError
        return InvalidCubeError(message[2], message[3])
    return ValueError(message[2])
