"""Running a subcommand's items on every core: `solve -` and `scramble --count`.

Items go to worker processes started with 'forkserver' (or 'spawn' where
there is none), never plain fork, so no worker inherits locks or threads of
the parent. Results come back in input order and are printed as they arrive.
Each worker loads the solver tables once, on its first item; the table cache
memory-maps them, so every worker reads the same pages. A worker that dies
(killed, out of memory) ends the run with an error, never a wait for a
result that will not come: concurrent.futures notices the dead process,
where multiprocessing.Pool would wait forever.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from itertools import islice
from typing import Callable, Iterable, Iterator, TypeVar

from model import CubeLabError

Item = TypeVar('Item')
Result = TypeVar('Result')

#: The most workers --jobs may ask for.
MAX_JOBS = 256
#: Items in flight per worker: enough to keep each busy, few enough that a
#: long input is read as the work goes, not all at once.
AHEAD = 4


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:                  # not on Linux
        return os.cpu_count() or 1


def check_jobs(jobs: int | None) -> int:
    """--jobs as a worker count: None means every core."""
    if jobs is None:
        return default_jobs()
    if not 1 <= jobs <= MAX_JOBS:
        raise CubeLabError(f"--jobs must be between 1 and {MAX_JOBS}, not {jobs}")
    return jobs


def ordered_map(work: Callable[[Item], Result], items: Iterable[Item], jobs: int,
                label: str) -> Iterator[Result]:
    """work(item) for each item, in input order, each yielded as soon as it and
    those before it are done; in `jobs` worker processes when jobs > 1 (`work`
    must then be a module-level function). A count of items done is shown on
    stderr when it is a terminal."""
    counter = _Counter(label)
    try:
        if jobs <= 1:
            for item in items:
                yield work(item)
                counter.tick()
            return
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context('forkserver' if 'forkserver' in methods else 'spawn')
        pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=start_worker,
                                   initargs=(dict(os.environ),))
        finished = False
        try:
            items = iter(items)
            pending: deque[Future] = deque(pool.submit(work, item) for item in islice(items, jobs * AHEAD))
            while pending:
                result = _result(pending.popleft())
                pending.extend(pool.submit(work, item) for item in islice(items, 1))
                yield result
                counter.tick()
            finished = True
        finally:
            if finished:
                pool.shutdown()
            else:
                _stop(pool)
    finally:
        counter.done()


def _result(future: Future):
    """The future's result; a worker that died is a CubeLabError, not a traceback."""
    try:
        return future.result()
    except BrokenProcessPool as exc:
        raise CubeLabError("a worker process ended before its work was done (killed, or out of "
                           "memory?); try fewer --jobs") from exc


def _stop(pool: ProcessPoolExecutor) -> None:
    """End the pool at once (Ctrl-C, an error, or a reader that stopped):
    nothing queued starts, and the workers are ended rather than waited for.
    (Python 3.14's terminate_workers does this; before it, the executor's own
    table of its processes is the only way to reach them.)"""
    workers = list((getattr(pool, '_processes', None) or {}).values())   # shutdown forgets them
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        if worker.is_alive():
            worker.terminate()
    for worker in workers:
        worker.join(timeout=5)


def start_worker(environment: dict[str, str]) -> None:
    """In each worker: the parent's environment as it is now (a forkserver's
    children inherit the server's, as it was when the first pool started it:
    the cache and data folders must be the ones this run names), and Ctrl-C
    ignored: it reaches the whole process group, and the parent alone answers
    it (it stops the pool), so no worker prints a traceback."""
    os.environ.clear()
    os.environ.update(environment)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class _Counter:
    """`label: 120 done, 35.2/s` redrawn at most ~10 times a second on a terminal."""

    def __init__(self, label: str):
        self.label = label
        self.enabled = sys.stderr is not None and sys.stderr.isatty()
        self.count = 0
        self.start = self.last = time.monotonic()

    def tick(self) -> None:
        self.count += 1
        now = time.monotonic()
        if self.enabled and now - self.last >= 0.1:
            self.last = now
            rate = self.count / max(now - self.start, 1e-9)
            sys.stderr.write(f"\r{self.label}: {self.count} done, {rate:.1f}/s")
            sys.stderr.flush()

    def done(self) -> None:
        if self.enabled and self.last > self.start:
            sys.stderr.write('\r\x1b[K')
            sys.stderr.flush()
