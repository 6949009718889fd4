"""The case trainer: rounds of one case each (OLL, PLL, 2-look, F2L), timed and kept per case.

A round: the next case of the drill is drawn by spaced repetition (timing/case_drill.py),
a scramble that sets it up is made in the worker (scramble/case_scramble.py) and played;
then the clock waits for the first layer turn (the pause until it is the recognition
time), runs from that turn's input and stops at the input whose turn finishes the case:
its step done (OLL: the U face one colour; PLL: the last layer solved up to a U turn;
the 2-look steps: edges oriented, corners oriented, corners in place, edges in place;
F2L: the pair inserted). The round is kept in the history's trainer_results. Giving
up keeps it as failed.

Mistakes (model/case_path.py): a wrong first move, one that is not the start of any
accepted algorithm for the case (the set's algorithms and the user's own; U turns before it
aside), is a mistake, as is any later turn that leaves the path those algorithms take (a
half turn may be played as two quarter turns, rotations are free); turns made while off the
path, putting it right, add nothing until the cube is back on it. The count is kept with
the round in the history (trainer_results.mistakes) and summed in the case's statistics.

The user may choose their own algorithm for a case: it is read, and kept only if it
solves the case on the model (model/cases.py `solves`); else the reason is said.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from model import Alg, Cube, CubeLabError, NotationError
from model.case_path import ExpectedPath, Mistakes
from model.cases import Case, CaseSet, done, read_state, solves
from storage import History, HistoryReadOnly
from storage.case_files import SET_NAMES, load_case_set
from timing import format_ms
from timing.case_drill import CaseResult, CaseStats, case_stats, next_case

from .events import Event, TurnQueued
from .explain import Explanation

__all__ = ['SET_NAMES', 'Trainer', 'RoundReady', 'RoundKept', 'RoundAbandoned', 'format_ms']

IDLE, SCRAMBLING, READY, RUNNING, DONE = 'idle', 'scrambling', 'ready', 'running', 'done'
#: The face letters of a top view of the U layer, as a 5x5 grid (None: nothing drawn):
#: the U face in the middle, the side stickers of the U layer around it, F at the bottom.
TOP_VIEW = (
    (None, 'B3', 'B2', 'B1', None),
    ('L1', 'U1', 'U2', 'U3', 'R3'),
    ('L2', 'U4', 'U5', 'U6', 'R2'),
    ('L3', 'U7', 'U8', 'U9', 'R1'),
    (None, 'F1', 'F2', 'F3', None),
)
#: For an F2L pair, two more rows under the top view: the F face's lower rows and, beside
#: them, the R face's stickers next to the front-right slot.
SLOT_VIEW = (
    (None, 'F4', 'F5', 'F6', 'R4'),
    (None, 'F7', 'F8', 'F9', 'R7'),
)


@dataclass(frozen=True, slots=True)
class RoundReady:
    """The scramble has played: the clock waits for the first turn."""
    case: str


@dataclass(frozen=True, slots=True)
class RoundKept:
    """The case is solved (or given up: `result.time_ms` None) and kept in the history."""
    result: CaseResult


@dataclass(frozen=True, slots=True)
class RoundAbandoned:
    """The round ended without a result; `reason` is a catalogue key."""
    reason: str


class Trainer:
    """Rounds of cases on `session`'s 3x3, kept in `history`. `clock` gives seconds
    (monotonic, the view's input stamps), `wall` the Unix time; tests pass their own."""

    def __init__(self, session, history: History, *, clock: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time, rng: random.Random | None = None):
        self.session = session
        self.history = history
        self._clock, self._wall = clock, wall
        self.rng = rng or random.Random()
        self.state = IDLE
        self.case_set: CaseSet = load_case_set('pll2')
        self.drill: tuple[str, ...] = ()
        self.current: Case | None = None          # the case of the round under way or last
        self.last: CaseResult | None = None
        self.version = 0                           # grows whenever what the page shows changes
        self._adopted: object = None
        self._asked = False
        self._cube: Cube | None = None
        self._ready_at = self._first_at = 0.0
        self._mistakes: Mistakes | None = None
        self._scramble_text = ''
        self.choose_set('pll2')

    # -- the drill --------------------------------------------------------------------
    @property
    def set_name(self) -> str:
        return self.case_set.name

    def choose_set(self, name: str) -> None:
        """Drill every case of the set named (one of SET_NAMES)."""
        self.abandon()
        self.case_set = load_case_set(name)
        self.drill = tuple(case.name for case in self.case_set.cases)
        self.current = None
        self.version += 1

    @property
    def groups(self) -> tuple[str, ...]:
        seen: list[str] = []
        for case in self.case_set.cases:
            if case.group not in seen:
                seen.append(case.group)
        return tuple(seen)

    def drill_all(self) -> None:
        self.drill = tuple(case.name for case in self.case_set.cases)
        self.version += 1

    def drill_group(self, group: str) -> None:
        self.drill = tuple(case.name for case in self.case_set.cases if case.group == group)
        self.version += 1

    def toggle(self, name: str) -> None:
        """Put a case in the drill or take it out (the drill keeps the set's order)."""
        chosen = set(self.drill) ^ {self.case_set.case(name).name}
        self.drill = tuple(case.name for case in self.case_set.cases if case.name in chosen)
        self.version += 1

    # -- algorithms -------------------------------------------------------------------
    def algorithm(self, case: Case) -> str:
        """The algorithm drilled for the case: the user's choice, else the set's first."""
        return self.history.chosen_algs(self.set_name).get(case.name, case.algorithms[0])

    def choose_alg(self, case: Case, text: str) -> tuple[str, dict] | None:
        """Take the user's algorithm for the case if it solves it: None when kept, else
        (catalogue key, fields) saying why not."""
        text = ' '.join(text.split())
        if not text:
            self.history.choose_alg(self.set_name, case.name, None)
            self.version += 1
            return None
        try:
            alg = Alg.parse(text, 3)
        except NotationError as exc:
            return 'trainer.alg_unreadable', {'error': Explanation(exc)}     # said in the window's language
        start = Cube(3).apply(case.algs[0].inverse())
        if not solves(case.step, start, alg):
            return 'trainer.alg_does_not_solve', {'case': case.name}
        try:
            self.history.choose_alg(self.set_name, case.name, str(alg))
        except HistoryReadOnly:
            return 'trainer.not_kept_read_only', {}
        self.version += 1
        return None

    # -- statistics --------------------------------------------------------------------
    def results(self) -> list[CaseResult]:
        return self.history.trainer_results(self.set_name)

    def stats(self) -> dict[str, CaseStats]:
        return case_stats(self.results())

    @staticmethod
    def top_view(case: Case) -> tuple[tuple[str | None, ...], ...]:
        """The case as its default algorithm's inverse leaves it, seen from above: face letters
        (U R F D L B, the colour of that face's centre) on TOP_VIEW's grid, with the
        front-right slot's rows (SLOT_VIEW) below for an F2L case."""
        facelets = Cube(3).apply(case.algs[0].inverse()).to_facelets(by_centres=True)

        def letter(name):
            return None if name is None else facelets['URFDLB'.index(name[0]) * 9 + int(name[1]) - 1]
        grid = TOP_VIEW + (SLOT_VIEW if case.step == 'f2l' else ())
        return tuple(tuple(letter(name) for name in row) for row in grid)

    # -- rounds -----------------------------------------------------------------------
    def next_round(self) -> None:
        """Draw the next case and scramble for it (in the worker); the round starts once it has played."""
        if not self.drill:
            raise CubeLabError("the drill has no cases: choose some")
        if self.session.size != 3:
            self.session.set_size(3)
        self.abandon()
        self.current = self.case_set.case(next_case(self.drill, self.results(), self.rng))
        self._adopted = self.session.playlist
        self.session.timed = False
        self.session.scramble_case(self.set_name, self.current.name, self.rng.randrange(2 ** 32))
        self.state, self._asked = SCRAMBLING, True
        self.version += 1

    def give_up(self) -> CaseResult | None:
        """End the round under way as failed (kept so that the case comes back soon)."""
        if self.state not in (READY, RUNNING):
            return None
        now = self._clock()
        recognition = (self._first_at if self.state == RUNNING else now) - self._ready_at
        return self._keep(None, recognition, self._mistakes.count)

    def abandon(self) -> bool:
        """Drop the round without keeping it (the page was left). True if one was under way."""
        under_way = self.state in (SCRAMBLING, READY, RUNNING)
        if under_way:
            self.state = IDLE
            self.version += 1
        self._asked = False
        self._adopted = self.session.playlist
        self.session.timed = False
        return under_way

    def observe(self, events: list[Event]) -> list:
        """Follow the session after one update(); returns what happened to the round."""
        now = self._clock()
        out: list = []
        if self.state in (READY, RUNNING):
            for event in events:
                if isinstance(event, TurnQueued):
                    self._turn(event, now, out)
                    if self.state not in (READY, RUNNING):
                        break
            if self.state in (READY, RUNNING) and self.session.active is None \
                    and not self.session.cube.same_look(self._cube):
                self.state, self.session.timed = IDLE, False
                out.append(RoundAbandoned('trainer.abandoned_changed'))
        self._adopt_scramble(now, out)
        return out

    def elapsed_ms(self) -> int:
        """The clock as it shows now."""
        if self.state == RUNNING:
            return int(round((self._clock() - self._first_at) * 1000))
        if self.state == DONE and self.last is not None and self.last.time_ms is not None:
            return self.last.time_ms
        return 0

    def _turn(self, event: TurnQueued, now: float, out: list) -> None:
        if event.source == 'solution':
            self.state, self.session.timed = IDLE, False
            out.append(RoundAbandoned('trainer.abandoned_solver'))
            return
        at = now if event.at is None else event.at
        self._cube.apply(event.move)
        if event.move.is_rotation:
            return
        self._mistakes.turned(self._cube)
        if self.state == READY:
            self.state, self._first_at = RUNNING, at
        if self.finished(self.current, self._cube):
            kept = self._keep(int(round((at - self._first_at) * 1000)), self._first_at - self._ready_at,
                              self._mistakes.count)
            if kept is None:
                out.append(RoundAbandoned('trainer.not_kept_read_only'))
            else:
                out.append(RoundKept(kept))

    @staticmethod
    def finished(case: Case, cube: Cube) -> bool:
        """Whether the cube has the case's step done (what its algorithms leave, up to a U turn)."""
        state = read_state(case.step if case.step == 'f2l' else 'oll', cube)
        return state is not None and done(case.step, state)

    def accepted_algs(self, case: Case) -> tuple[Alg, ...]:
        """The algorithms a round of the case may follow: the set's and the user's own."""
        own = Alg.parse(self.algorithm(case), 3)
        return case.algs + ((own,) if own not in case.algs else ())

    def _keep(self, time_ms: int | None, recognition: float, mistakes: int) -> CaseResult | None:
        result = CaseResult(self.current.name, time_ms, max(0, int(round(recognition * 1000))), mistakes,
                            int(self._wall() * 1000))
        self.state, self.session.timed = DONE, False
        self.version += 1
        try:
            self.history.add_trainer_result(self.set_name, result, self._scramble_text,
                                            self.algorithm(self.current))
        except HistoryReadOnly:
            return None
        self.last = result
        return result

    def _adopt_scramble(self, now: float, out: list) -> None:
        """The scramble asked for here, once it has played, starts the round."""
        session = self.session
        moves = session.scramble_played(self._adopted) if self._asked else None
        if moves is None:
            return
        self._adopted, self._asked = moves, False
        self._scramble_text = str(Alg(moves))
        self._cube = session.cube.copy()
        self._ready_at = now
        self._mistakes = Mistakes(ExpectedPath(self._cube, self.accepted_algs(self.current),
                                               lambda cube: self.finished(self.current, cube)))
        self.state = READY
        session.timed = True
        self.version += 1
        out.append(RoundReady(self.current.name))
