"""The next Practise scramble, made ahead in a worker process while the user solves,
inspects or idles, so that pressing Scramble does not wait for one.

A random-state scramble takes seconds on a 4x4 (a solve of a random state), so
Practise keeps one ready. It is made for one size and mode: a change of either
discards it, and each one is handed out once (`take`). Its process is its own,
not the worker's one job: the user's Solve, or a scramble on another page,
starts at once beside it. Nothing here plays it: Practise has the session's
background play what `take` gives.
"""
from __future__ import annotations

import time
from typing import Any

from . import progress_text
from .jobs import Plug
from .worker import Job


class NextScramble:
    """One scramble made ahead for `key` (size, mode); `stand_in` a test's scrambler."""

    def __init__(self, stand_in: Plug | None = None):
        self.stand_in = stand_in
        self.key: tuple[int, str] | None = None
        self.jobs_started = 0                   # how many scrambles were made ahead (tests count)
        self._job: Job | None = None
        self._result: Any = None
        self._failed = False                    # the last try for `key` failed: not tried again
        self._fraction = 0.0                    # the running job's last reported progress
        self._took: dict[tuple[int, str], float] = {}   # seconds the last one for a key took

    def keep_ready(self, n: int, mode: str) -> None:
        """Have a scramble for (n, mode) made, or hold the one made; anything for
        another size or mode is dropped."""
        key = (n, mode)
        if key != self.key:
            self.discard()
            self.key = key
        if self._job is None and self._result is None and not self._failed:
            self._job = Job('next_scramble', key, self.stand_in)
            self._fraction = 0.0
            self.jobs_started += 1

    def poll(self) -> None:
        """Take in the running job's progress and result (never blocks)."""
        job = self._job
        if job is None:
            return
        for fraction, _stage in job.progress():
            self._fraction = fraction
        if job.done:
            self._job = None
            if job.error is None:
                self._result = job.result
                self._took[self.key] = time.monotonic() - job.started
            else:                               # the press makes its own, which says why it fails
                self._failed = True

    @property
    def held(self) -> Any:
        """The scramble made and not handed out yet (None while none)."""
        return self._result

    def ready(self, n: int, mode: str) -> bool:
        return self.key == (n, mode) and self._result is not None

    def running(self, n: int, mode: str) -> bool:
        """A scramble for (n, mode) is being made."""
        return self.key == (n, mode) and self._job is not None

    def failed(self, n: int, mode: str) -> bool:
        return self.key == (n, mode) and self._failed

    def take(self, n: int, mode: str) -> Any:
        """The scramble made for (n, mode), handed out once; None if none is ready."""
        if not self.ready(n, mode):
            return None
        result, self._result = self._result, None
        return result

    def seconds_left(self) -> float | None:
        """An estimate of the running job's time left: from how long the last one for
        this size and mode took, else from its progress where it reports some (a
        random-state scramble reports only its table loading); at least a second;
        None when neither says (the job has overrun the last one's time, say)."""
        job = self._job
        if job is None:
            return None
        elapsed = time.monotonic() - job.started
        took = self._took.get(self.key, 0.0)
        left = took - elapsed if took > elapsed else progress_text.seconds_left(self._fraction, elapsed)
        return None if left is None else max(1.0, left)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the scramble under way is made (tests and scripts, not the UI)."""
        return self._job.wait(timeout) if self._job is not None else True

    def discard(self) -> None:
        """Stop the job under way and drop the scramble held (a size or mode change, closing)."""
        if self._job is not None:
            self._job.stop()
            self._job = None
        self._result, self._failed, self.key = None, False, None

    close = discard
