"""Deadline: the moment a solve must be done by, which its stages check as they go.

Past it, a stage stops improving and finishes by its fastest way (longer
solutions, but every answer stays complete); a stage that has no faster way
(the beginner's method) raises OutOfTime instead. `Deadline(None)` never passes.
"""
from __future__ import annotations

import time

from model import CubeLabError


class Deadline:
    """`seconds` from now (None: no limit), on the performance counter."""

    __slots__ = ('at', 'start')

    def __init__(self, seconds: float | None = None):
        self.start = time.perf_counter()
        self.at = None if seconds is None else self.start + seconds

    def part(self, fraction: float) -> Deadline:
        """The deadline `fraction` of the way from this one's start to its
        end: the share an early stage gets, leaving time for the rest."""
        out = Deadline(None)
        out.start = self.start
        out.at = None if self.at is None else self.start + fraction * (self.at - self.start)
        return out

    def passed(self) -> bool:
        return self.at is not None and time.perf_counter() >= self.at

    def check(self, what: str) -> None:
        """For a stage that cannot finish early: OutOfTime once the deadline has passed."""
        if self.passed():
            raise OutOfTime(what, self.at - self.start)

    def remaining(self) -> float | None:
        """Seconds left (never below 0), or None without a limit."""
        return None if self.at is None else max(0.0, self.at - time.perf_counter())


class OutOfTime(CubeLabError):
    """A solve that has no shorter way to finish ran past its deadline
    (the beginner's method: half a lesson is no answer)."""

    def __init__(self, what: str, seconds: float):
        super().__init__(f"{what} ran out of time: not done within --timeout {seconds:g} s")
        self.seconds = seconds


#: No limit: stages that get no deadline use this one.
NONE = Deadline(None)
