"""Deadline: the moment a solve must be done by, which its stages check as they go.

Past it, a stage stops improving and finishes by its fastest way (longer
solutions, but every answer stays complete); a stage that has no faster way
(the beginner's method) raises OutOfTime instead. `Deadline(None)` never passes.

A hard limit (`hard_limit`) is the moment past which even the fastest way
stops: every long loop of the solvers, their per-size set-up included, calls
`stop_if_late`, which raises OutOfTime once the innermost limit set in this
context has passed. It is a context variable, not an argument, so the
tables each size builds once (and caches) check it without it being part of
what they are cached by.

A stage's share of a deadline (`part(fraction, stage)`) remembers, in a
record it shares with the whole solve's deadline, that the stage was told
its time had passed: the stage then cut its work short (fewer tries, a beam
stopped, its fastest finish), and the solution is hurried (`hurried`).
"""
from __future__ import annotations

import time
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator

from model import CubeLabError


class Deadline:
    """`seconds` from now (None: no limit), on the performance counter."""

    __slots__ = ('at', 'start', 'stage', 'record')

    def __init__(self, seconds: float | None = None):
        self.start = time.perf_counter()
        self.at = None if seconds is None else self.start + seconds
        self.stage: str | None = None
        self.record: list[str] = []

    def part(self, fraction: float, stage: str | None = None) -> Deadline:
        """The deadline `fraction` of the way from this one's start to its
        end: the share an early stage gets, leaving time for the rest. With
        `stage`, its passing is noted in this deadline's record under that name."""
        out = Deadline(None)
        out.start = self.start
        out.at = None if self.at is None else self.start + fraction * (self.at - self.start)
        out.stage, out.record = stage or self.stage, self.record
        return out

    def passed(self) -> bool:
        """Whether the deadline has passed (a stage asking then cuts its work
        short, so its name goes into the record)."""
        if self.at is None or time.perf_counter() < self.at:
            return False
        self.note()
        return True

    def note(self) -> None:
        """Put this deadline's stage into the record: it took a faster route
        than its unhurried one because of the deadline (too little time left)."""
        if self.stage is not None and self.stage not in self.record:
            self.record.append(self.stage)

    def hurried(self) -> tuple[str, ...]:
        """The stages that were told their share of this deadline had
        passed, in the order they were told."""
        return tuple(self.record)

    def check(self, what: str) -> None:
        """For a stage that cannot finish early: OutOfTime once the deadline has passed."""
        if self.passed():
            raise OutOfTime(what, self.at - self.start)

    def remaining(self) -> float | None:
        """Seconds left (never below 0), or None without a limit."""
        return None if self.at is None else max(0.0, self.at - time.perf_counter())


class OutOfTime(CubeLabError):
    """A solve that has no shorter way to finish ran past its deadline
    (the beginner's method: half a lesson is no answer), or any solve past
    its hard limit (`hard_limit`)."""

    def __init__(self, what: str, seconds: float, message: str | None = None):
        super().__init__(message or f"{what} ran out of time: not done within --timeout {seconds:g} s")
        self.seconds = seconds


#: No limit: stages that get no deadline use this one.
NONE = Deadline(None)

#: What a hard limit allows past its deadline: this share of it, at least
#: GRACE_MIN seconds (the command line's promise: an answer or a message
#: by then, process start-up aside).
GRACE_SHARE, GRACE_MIN = 0.1, 1.0
#: The share of the grace the solvers may use: the rest covers the longest
#: stretch between two checks and writing the answer out.
GRACE_USED = 0.8

_limit: ContextVar[tuple[float, float] | None] = ContextVar('hard_limit', default=None)


def grace(seconds: float) -> float:
    """Seconds past a deadline of `seconds` that a hard limit allows."""
    return max(GRACE_MIN, GRACE_SHARE * seconds)


@contextmanager
def hard_limit(seconds: float | None) -> Iterator[None]:
    """Within the block, stop_if_late raises OutOfTime once `seconds` plus
    part of its grace have passed (None: no limit set here)."""
    if seconds is None:
        yield
        return
    token = _limit.set((time.perf_counter() + seconds + GRACE_USED * grace(seconds), seconds))
    try:
        yield
    finally:
        _limit.reset(token)


def stop_if_late(what: str = "the solve") -> None:
    """OutOfTime once the hard limit of this context has passed (none: never)."""
    limit = _limit.get()
    if limit is not None and time.perf_counter() >= limit[0]:
        raise OutOfTime(what, limit[1])
