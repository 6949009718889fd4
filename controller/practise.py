"""Practise: timed solves on the session's cube, kept in the history the moment they end.

Scramble -> optional WCA inspection -> the timer starts at the first layer
turn (whole-cube rotations are free during inspection) -> it stops when the
cube is solved in any orientation -> the solve is committed to the history.

It watches the session the way the view does: `observe(events)` gets the list
`Session.update(dt)` returned, each frame, and returns what it has to say
(`practise` events below). Any scramble that finishes playing starts an
attempt. The attempt ends without being kept if the cube is changed by
anything but turns (undo of the scramble, reset, a jump) or the solver plays.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from model import Alg, Cube
from storage import History, HistoryReadOnly
from timing import AVERAGES, DNF, PLUS2, Attempt, Inspection, Solve, format_ms, summary

from .events import Event, TurnFinished
from .plot_drawing import PlotDrawing

__all__ = ['AVERAGES', 'DNF', 'PLUS2', 'Practise', 'format_ms']   # and the events below: what the view uses

IDLE, SCRAMBLING, INSPECTING, READY, RUNNING, DONE = 'idle', 'scrambling', 'inspecting', 'ready', 'running', 'done'


@dataclass(frozen=True, slots=True)
class AttemptReady:
    """The scramble has played: inspection (or the wait for the first turn) begins."""
    scramble: str
    inspection: bool


@dataclass(frozen=True, slots=True)
class InspectionCue:
    """`seconds` (8 or 12) of inspection have gone by."""
    seconds: int


@dataclass(frozen=True, slots=True)
class TimerStarted:
    """The first layer turn: the clock runs."""


@dataclass(frozen=True, slots=True)
class SolveKept:
    """The cube is solved; `solve` (with its database id) is on disk."""
    solve: Solve


@dataclass(frozen=True, slots=True)
class AttemptAbandoned:
    """The attempt ended without a solve to keep; `reason` is a catalogue key."""
    reason: str


PractiseEvent = AttemptReady | InspectionCue | TimerStarted | SolveKept | AttemptAbandoned


@dataclass(frozen=True, slots=True)
class Clock:
    """What the timer shows now."""
    state: str
    time_ms: int
    moves: int
    tps: float
    inspection: Inspection | None
    penalty: str

    @property
    def time_text(self) -> str:
        return format_ms(self.time_ms)


class Practise:
    """Timed attempts on `session`'s cube, kept in `history`. `clock` gives
    seconds (monotonic), `wall` the Unix time; tests pass their own."""

    def __init__(self, session, history: History | None = None, *, inspection: bool = True,
                 clock: Callable[[], float] = time.monotonic, wall: Callable[[], float] = time.time):
        self.session = session
        self.history = history if history is not None else History()
        self.inspection = inspection
        self._clock, self._wall = clock, wall
        self.state = IDLE
        self.attempt: Attempt | None = None
        self.last: Solve | None = None
        self._cube: Cube | None = None            # the attempt's cube, turn by turn
        self._adopted: object = None              # the scramble playlist already started
        self._cues_given = 0
        self.plot = PlotDrawing()

    # -- input ---------------------------------------------------------------------
    def scramble(self, mode: str | None = None) -> None:
        """Scramble for a new attempt (the session scrambles in its worker)."""
        self.session.scramble(mode)
        self.state = SCRAMBLING
        self.attempt = None

    def abandon(self) -> None:
        """Drop the attempt without keeping it (the page was left, a replay began);
        a scramble playing now will not start one either."""
        if self.state != DONE:
            self.state, self.attempt = IDLE, None
        self._adopted = self.session.playlist

    def set_inspection(self, on: bool) -> None:
        self.inspection = bool(on)

    # -- each frame ------------------------------------------------------------------
    def observe(self, events: list[Event]) -> list[PractiseEvent]:
        """Follow the session after one update(); returns what happened to the attempt."""
        now = self._clock()
        out: list[PractiseEvent] = []
        if self.attempt is not None and self.state in (INSPECTING, READY, RUNNING):
            for event in events:
                if isinstance(event, TurnFinished):
                    self._turn(event, now, out)
                    if self.state == DONE:
                        break
            if self.state in (INSPECTING, READY, RUNNING):
                self._check_still_ours(out)
        if self.state == INSPECTING:
            self._cues(now, out)
        self._adopt_scramble(now, out)
        return out

    def _turn(self, event: TurnFinished, now: float, out: list) -> None:
        if self.session.playlist_kind == 'solution':
            self._abandon('practise.abandoned_solver', out)
            return
        if self.attempt.turn(event.move, now):
            self.state = RUNNING
            out.append(TimerStarted())
        self._cube.apply(event.move)
        if self.state == RUNNING and self._cube.is_solved():
            solve = self.attempt.finish(now)
            try:
                self.last = self.history.add(solve, self.history.current_session(solve.size).id)
            except HistoryReadOnly:
                self._abandon('practise.not_kept_read_only', out)
                return
            self.state = DONE
            out.append(SolveKept(self.last))

    def _check_still_ours(self, out: list) -> None:
        """A jump (undo of the scramble, reset, replay, new size) ends the attempt."""
        session = self.session
        if session.active is None and not session.cube.same_look(self._cube):
            self._abandon('practise.abandoned_changed', out)

    def _abandon(self, reason: str, out: list) -> None:
        self.state, self.attempt = IDLE, None
        out.append(AttemptAbandoned(reason))

    def _cues(self, now: float, out: list) -> None:
        cue = Inspection(self.attempt.inspection_elapsed(now)).cue
        if cue is not None and cue > self._cues_given:
            self._cues_given = cue
            out.append(InspectionCue(cue))

    def _adopt_scramble(self, now: float, out: list) -> None:
        """A scramble that has finished playing starts an attempt (once)."""
        session = self.session
        moves = session.playlist
        if (session.playlist_kind != 'scramble' or moves is self._adopted or session.active is not None
                or session.play_index < len(moves) or session.busy):
            return
        self._adopted = moves
        text = str(Alg(moves))
        mode = session.default_scramble_mode()
        self.attempt = Attempt(session.size, text, mode, when_ms=int(self._wall() * 1000))
        self._cube = session.cube.copy()
        self._cues_given = 0
        if self.inspection:
            self.attempt.begin_inspection(now)
        self.state = INSPECTING if self.inspection else READY
        out.append(AttemptReady(text, self.inspection))

    # -- display ---------------------------------------------------------------------
    def clock(self) -> Clock:
        """The timer as it stands (call each frame for the live display)."""
        now = self._clock()
        attempt = self.attempt
        if attempt is None:
            last = self.last if self.state == DONE else None
            return Clock(self.state, last.time_ms if last else 0, 0, 0.0, None, last.penalty if last else '')
        inspection = Inspection(attempt.inspection_elapsed(now)) if self.state == INSPECTING else None
        penalty = inspection.penalty if inspection is not None else attempt.penalty
        return Clock(self.state, attempt.elapsed_ms(now), attempt.stm, attempt.tps(now), inspection, penalty)

    def stats(self, size: int | None = None):
        """The statistics of the current practise session of `size` (default: the cube's)."""
        practise_session = self.history.current_session(size or self.session.size, create=False)
        return summary(self.history.results(practise_session.id))

    def start_plot(self, labels: dict[str, str] | None = None, width: float = 6.4, height: float = 3.2) -> bool:
        """Start drawing the current practise session's plot (results, rolling ao5 and
        ao12) on `self.plot`; take its RGBA pixels, (h, w, 4) uint8, top row first, with
        `self.plot.take()`. False while an earlier drawing is not taken yet."""
        n = self.session.size
        practise_session = self.history.current_session(n, create=False)
        results = self.history.results(practise_session.id) if practise_session.id else []
        return self.plot.start(results, f"{n}x{n} · {practise_session.name}", labels, width, height)
