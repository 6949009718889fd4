"""The solve being timed: its move log and clock, from scramble to solved.

The timer starts at the first turn of a layer; whole-cube rotations before it
(inspection) are logged with negative times so a replay reaches the same
states. Pure: the caller passes every time (seconds from any monotonic clock).
"""
from __future__ import annotations

from model import Move
from model.metrics import ROTATION, move_kind

from .inspection import penalty_for
from .solve import DNF, NONE, Solve, tps


class Attempt:
    """One try at a scrambled cube. `begin_inspection(t)` (optional),
    `turn(move, t)` for every move, `finish(t)` when solved -> Solve."""

    def __init__(self, size: int, scramble: str, mode: str = '', when_ms: int = 0):
        self.size, self.scramble, self.mode, self.when_ms = size, scramble, mode, when_ms
        self._inspection_at: float | None = None
        self._start: float | None = None
        self._pending: list[tuple[Move, float]] = []       # before the timer starts
        self.moves: list[tuple[str, int]] = []
        self.stm = 0
        self.inspection_ms: int | None = None
        self.penalty = NONE
        self.finished: Solve | None = None

    @property
    def inspecting(self) -> bool:
        return self._inspection_at is not None and self._start is None

    @property
    def started(self) -> bool:
        return self._start is not None

    def begin_inspection(self, now: float) -> None:
        self._inspection_at = now

    def inspection_elapsed(self, now: float) -> float:
        return 0.0 if self._inspection_at is None else now - self._inspection_at

    def turn(self, move: Move, now: float) -> bool:
        """Log a move made at `now`; returns True when it started the timer."""
        if self.finished is not None:
            return False
        started = False
        if self._start is None:
            if move_kind(move, self.size) == ROTATION:
                self._pending.append((move, now))
                return False
            self._start_timer(now)
            started = True
        self.moves.append((str(move), self._ms(now)))
        if move_kind(move, self.size) != ROTATION:
            self.stm += 1
        return started

    def _start_timer(self, now: float) -> None:
        self._start = now
        if self._inspection_at is not None:
            elapsed = now - self._inspection_at
            self.inspection_ms = round(elapsed * 1000)
            self.penalty = penalty_for(elapsed)
        self.moves = [(str(m), self._ms(t)) for m, t in self._pending]
        self._pending = []

    def _ms(self, now: float) -> int:
        return round((now - self._start) * 1000)

    def elapsed_ms(self, now: float) -> int:
        """The time on the clock (0 before the first layer turn; frozen once finished)."""
        if self.finished is not None:
            return self.finished.time_ms
        return 0 if self._start is None else max(0, self._ms(now))

    def tps(self, now: float) -> float:
        return tps(self.stm, self.elapsed_ms(now))

    def abandon_penalty(self, now: float) -> str:
        """Inspection ran past 17 s without a turn: the attempt is a DNF."""
        return DNF if self.inspecting and penalty_for(self.inspection_elapsed(now)) == DNF else NONE

    def finish(self, now: float) -> Solve:
        """The cube is solved at `now`: the kept solve."""
        if self.finished is None:
            if self._start is None:
                self._start_timer(now)
            self.finished = Solve(when_ms=self.when_ms, size=self.size, scramble=self.scramble,
                                  time_ms=self._ms(now), penalty=self.penalty, mode=self.mode,
                                  moves=tuple(self.moves), inspection_ms=self.inspection_ms)
        return self.finished
