"""Practise: timed solves on the session's cube, kept in the history the moment they end.

Scramble -> optional WCA inspection -> the timer starts at the first layer
turn (whole-cube rotations are free during inspection) -> it stops when the
cube is solved in any orientation -> the solve is committed to the history.

The timer follows the hands, not the animation: each turn counts from the
moment its key or drag arrived (the time the view passes with the input, see
Session.timed), the solve ends at the input whose turn solves the cube, and
while an attempt runs the animation never holds the input back; so the times
do not depend on the speed setting.

It watches the session the way the view does: `observe(events)` gets the list
`Session.update(dt)` returned, each frame, and returns what it has to say
(`practise` events below). Only a scramble asked for here (`scramble()`)
starts an attempt, once it has played; scrambles, solves and turns made
elsewhere leave the timer and the history alone. The attempt ends without
being kept if it is abandoned (the page was left), the cube is changed by
anything but turns (undo of the scramble, reset, a jump) or the solver plays.

While the page is shown, the next scramble for the cube's size and Practise's
mode is made ahead (next_scramble.py), so that Scramble plays one at once; a
press before it is made says how long it has left and plays it when it comes.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from model import Alg, Cube
from storage import History, HistoryReadOnly
from timing import AVERAGES, DNF, PLUS2, Attempt, Inspection, Solve, format_ms, result_text, summary

from .events import Event, Message, TurnQueued
from .next_scramble import NextScramble
from .plot_drawing import PlotDrawing
from .progress_text import Left

__all__ = ['AVERAGES', 'DNF', 'PLUS2', 'Practise', 'format_ms']   # and the events below: what the view uses

IDLE, SCRAMBLING, INSPECTING, READY, RUNNING, DONE = 'idle', 'scrambling', 'inspecting', 'ready', 'running', 'done'
#: The states of an attempt under way (asked for and not yet ended).
UNDER_WAY = (SCRAMBLING, INSPECTING, READY, RUNNING)
#: The states in which turns are timed.
LIVE = (INSPECTING, READY, RUNNING)
#: Seconds between two sayings of the time a pressed Scramble still waits for.
WAIT_TOLD_EVERY = 1.0


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

    @property
    def result_text(self) -> str:
        """The time as the timer shows it: once solved, the result with its penalty
        by the rule the list and the messages use (timing.result_text)."""
        return result_text(self.time_ms, self.penalty) if self.state == DONE else self.time_text


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
        self._asked = False                       # a scramble asked for here is on its way
        self._cues_given = 0
        self._kept: SolveKept | None = None       # said once the solving turn is on screen
        self.plot = PlotDrawing()
        self.next = NextScramble(session.background.worker.scrambler.stand_in)
        self._waiting_for: tuple[int, str] | None = None   # Scramble pressed before the next was made
        self._wait_told = 0.0

    # -- input ---------------------------------------------------------------------
    def scramble(self, mode: str | None = None) -> None:
        """Scramble for a new attempt: the scramble made ahead for this size and mode
        at once, or once it is made if it is under way, else one the session's worker
        makes; the attempt starts once this scramble has played."""
        session = self.session
        self._adopted = session.playlist
        session.timed = False
        key = (session.size, mode or session.practise_scramble_mode())
        self._waiting_for = None
        if session.busy:
            session.scramble(key[1])                # refused: the user's own job runs
        elif self.next.ready(*key):
            session.background.play_scramble(self.next.take(*key), key[1])
        elif self.next.running(*key):
            self._waiting_for = key
            self._tell_wait()
        else:
            session.scramble(key[1])
        self.state, self.attempt, self._asked = SCRAMBLING, None, True

    def abandon(self) -> bool:
        """Drop the attempt without keeping it (the page was left, a replay began);
        a scramble playing now will not start one either. True if an attempt
        (or the scramble for one) was under way."""
        under_way = self.state in UNDER_WAY
        if self.state != DONE:
            self.state, self.attempt = IDLE, None
        self._asked, self._waiting_for = False, None
        self._adopted = self.session.playlist
        self.session.timed = False
        return under_way

    @property
    def waiting(self) -> bool:
        """Scramble was pressed and waits for the scramble being made ahead."""
        return self._waiting_for is not None

    def close(self) -> None:
        """Stop making the next scramble (the window is closing)."""
        self.next.close()

    def reload_last(self) -> None:
        """The last kept solve as the history has it now (its penalty may have been
        changed in the list): the timer shows its result by the list's rule."""
        if self.last is not None:
            self.last = self.history.solve(self.last.id) or self.last

    def set_inspection(self, on: bool) -> None:
        self.inspection = bool(on)

    # -- each frame ------------------------------------------------------------------
    def observe(self, events: list[Event]) -> list[PractiseEvent]:
        """Follow the session after one update(); returns what happened to the attempt."""
        now = self._clock()
        out: list[PractiseEvent] = []
        if self.attempt is not None and self.state in LIVE:
            for event in events:
                if isinstance(event, TurnQueued):
                    self._turn(event, now, out)
                    if self.state not in LIVE:
                        break
            if self.state in LIVE:
                self._check_still_ours(out)
        if self.state == INSPECTING:
            self._cues(now, out)
        if self._kept is not None and self.session.active is None:
            out.append(self._kept)
            self._kept = None
        self._adopt_scramble(now, out)
        self._next_scramble()
        return out

    def _next_scramble(self) -> None:
        """Keep the next scramble made ahead for the cube's size and Practise's mode
        (once the user's own job is done), and play it if Scramble waits for it."""
        session = self.session
        self.next.poll()
        key = (session.size, session.practise_scramble_mode())
        waiting = self._waiting_for
        if waiting is not None and (waiting != key or not self._asked):
            self._waiting_for = waiting = None       # the size changed, or the page was left
        if waiting is not None and not session.busy:
            if self.next.ready(*key):
                self._waiting_for = None
                session.background.play_scramble(self.next.take(*key), key[1])
            elif not self.next.running(*key):        # it failed: the worker makes one (or says why not)
                self._waiting_for = None
                session.scramble(key[1])
            elif self._clock() - self._wait_told >= WAIT_TOLD_EVERY:
                self._tell_wait()
        if not session.busy:
            self.next.keep_ready(*key)

    def _tell_wait(self) -> None:
        """How long the next scramble still takes, on the status line."""
        self._wait_told = self._clock()
        left = self.next.seconds_left()
        self.session.say(Message.of('practise.next_wait', left=Left(left, fine=True)) if left is not None
                         else Message.of('practise.next_wait_unknown'))

    def _turn(self, event: TurnQueued, now: float, out: list) -> None:
        """A turn queued: timed from its input (a playlist's turn from now), and the
        cube as it is once that turn is made decides whether it solved it."""
        if event.source == 'solution':
            self._abandon('practise.abandoned_solver', out)
            return
        at = now if event.at is None else event.at
        if self.attempt.turn(event.move, at):
            self.state = RUNNING
            out.append(TimerStarted())
        self._cube.apply(event.move)
        if self.state == RUNNING and self._cube.is_solved():
            solve = self.attempt.finish(at)
            self.session.timed = False
            try:
                self.last = self.history.add(solve, self.history.current_session(solve.size).id)
            except HistoryReadOnly:
                self._abandon('practise.not_kept_read_only', out)
                return
            self.state = DONE
            self._kept = SolveKept(self.last)

    def _check_still_ours(self, out: list) -> None:
        """A jump (undo of the scramble, reset, replay, new size) ends the attempt."""
        session = self.session
        if session.active is None and not session.cube.same_look(self._cube):
            self._abandon('practise.abandoned_changed', out)

    def _abandon(self, reason: str, out: list) -> None:
        self.state, self.attempt = IDLE, None
        self.session.timed = False
        out.append(AttemptAbandoned(reason))

    def _cues(self, now: float, out: list) -> None:
        cue = Inspection(self.attempt.inspection_elapsed(now)).cue
        if cue is not None and cue > self._cues_given:
            self._cues_given = cue
            out.append(InspectionCue(cue))

    def _adopt_scramble(self, now: float, out: list) -> None:
        """The scramble asked for here, once it has played, starts an attempt."""
        session = self.session
        moves = session.scramble_played(self._adopted) if self._asked else None
        if moves is None:
            return
        self._adopted, self._asked = moves, False
        text = str(Alg(moves))
        mode = session.playlist_label or session.default_scramble_mode()     # the mode it was made in
        self.attempt = Attempt(session.size, text, mode, when_ms=int(self._wall() * 1000))
        self._cube = session.cube.copy()
        self._cues_given = 0
        self._kept: SolveKept | None = None       # said once the solving turn is on screen
        if self.inspection:
            self.attempt.begin_inspection(now)
        self.state = INSPECTING if self.inspection else READY
        session.timed = True
        out.append(AttemptReady(text, self.inspection))

    # -- display ---------------------------------------------------------------------
    def clock(self) -> Clock:
        """The timer as it stands (call each frame for the live display)."""
        now = self._clock()
        attempt = self.attempt
        if attempt is None or self.state == DONE:
            last = self.last if self.state == DONE else None
            if last is None:
                return Clock(self.state, 0, 0, 0.0, None, '')
            return Clock(self.state, last.time_ms, last.counts()['stm'], last.tps, None, last.penalty)
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

    def start_step_plot(self, names, times, method_name: str, labels: dict[str, str] | None = None,
                        colours=None, width: float = 6.4, height: float = 3.2) -> bool:
        """Start drawing the session's step times on `self.plot` (a stacked bar per solve,
        `times[k][i]` solve k's time in step `names[i]`, step i in `colours[i]`); taken
        as `start_plot`'s. False while an earlier drawing is not taken yet."""
        n = self.session.size
        practise_session = self.history.current_session(n, create=False)
        return self.plot.start_steps(names, times, f"{n}x{n} · {practise_session.name} · {method_name}",
                                     labels, colours, width, height)
