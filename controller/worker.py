"""The background worker: one solve or scramble at a time in a daemon thread,
reported back to the session as events when it polls once per frame."""
from __future__ import annotations

import logging
import queue
import threading
from dataclasses import dataclass
from typing import Any, Callable

from model import Cube

from .backends import Scrambler, Solver
from .events import Progress

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class WorkDone:
    """A job ended: `result` (a Solution or Scramble) or `error`. `cube` is the
    cube a solve began from; `mode` the scramble mode asked for."""
    kind: str
    result: Any
    error: BaseException | None
    cube: Cube | None = None
    mode: str = ''


class Job:
    """Runs `fn(progress)` in a thread. `progress(fraction, text)` may be
    called from the thread; nothing here blocks the caller."""

    def __init__(self, kind: str, fn: Callable[[Callable[[float, str], None]], Any], **context):
        self.kind = kind
        self.context = context
        self._fn = fn
        self._progress: queue.SimpleQueue = queue.SimpleQueue()
        self._done = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name=f'cubelab-{kind}', daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.result = self._fn(self._report)
        except BaseException as exc:  # reported to the user by the session, logged here
            if not isinstance(exc, (ValueError, NotImplementedError)):
                log.exception("%s job failed", self.kind)
            self.error = exc
        finally:
            self._done.set()

    def _report(self, fraction: float, text: str = '') -> None:
        self._progress.put((float(fraction), str(text)))

    def progress(self) -> list[tuple[float, str]]:
        """Progress reports since the last call."""
        out = []
        while True:
            try:
                out.append(self._progress.get_nowait())
            except queue.Empty:
                return out

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (tests and shutdown only)."""
        return self._done.wait(timeout)


class Worker:
    """Starts solves and scrambles and turns what they report into events.
    It knows nothing of the session: the session asks, polls and decides."""

    def __init__(self, solver: Callable | None = None, scrambler: Callable | None = None):
        self.solver = Solver(solver)
        self.scrambler = Scrambler(scrambler)
        self._job: Job | None = None
        self._orphans: list[Job] = []     # dropped jobs, kept until their threads end

    @property
    def kind(self) -> str | None:
        """'solve' or 'scramble' while a job runs, else None."""
        return self._job.kind if self._job is not None else None

    def drop(self) -> None:
        """Forget the running job: its result will never be reported."""
        if self._job is not None:
            self._orphans.append(self._job)
            self._job = None

    def solve(self, cube: Cube) -> None:
        """Solve a copy of `cube`; the solution is checked before it is reported."""
        cube, solver = cube.copy(), self.solver

        def work(progress):
            solution = solver.solve(cube.copy(), progress)
            if not cube.copy().apply(solution.moves).is_solved():
                raise RuntimeError("the solver returned moves that do not solve the cube")
            return solution
        self._job = Job('solve', work, cube=cube)

    def scramble(self, n: int, mode: str | None, chosen: str) -> None:
        """Scramble an n-cube (`mode` None: the default, `chosen`, for messages)."""
        scrambler, solver = self.scrambler, self.solver

        def work(progress):
            if scrambler.uses_solver(chosen):
                solver.warm_up(n, progress)
            return scrambler.scramble(n, mode, progress)
        self._job = Job('scramble', work, mode=chosen)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the job is done (tests and scripts, not the UI)."""
        return self._job.wait(timeout) if self._job is not None else True

    def poll(self) -> list[Progress | WorkDone]:
        """Progress since the last poll, then WorkDone if the job ended. Never blocks."""
        self._orphans = [job for job in self._orphans if not job.done]
        job = self._job
        if job is None:
            return []
        events: list[Progress | WorkDone] = [Progress(f, t) for f, t in job.progress()]
        if job.done:
            self._job = None
            events.append(WorkDone(job.kind, job.result, job.error, **job.context))
        return events
