"""Practise: scramble, inspection, the timer from the first layer turn to solved, kept at once."""
import pytest

from controller.practise import (AttemptAbandoned, AttemptReady, InspectionCue, Practise, SolveKept,
                                 TimerStarted)
from model import Alg, Cube, Move
from storage import History
from timing import DNF, NONE, PLUS2

from fake_solvers import plug

SCRAMBLE = "R U2 F' L D B2 R'"
SOLUTION = "R B2 D' L' F U2 R'"


class Clock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


class Rig:
    """A session, a practise on it, a fake clock; `frames(seconds)` steps them together."""

    def __init__(self, make_session, tmp_path, inspection=True):
        self.session = make_session(3, scrambler=plug('fixed_scrambler'), speed='fast')
        self.clock = Clock()
        self.history = History(tmp_path / 'h.sqlite3')
        self.practise = Practise(self.session, self.history, inspection=inspection, clock=self.clock,
                                 wall=lambda: 1_700_000_000.0)
        self.events = []

    def frames(self, seconds, dt=1 / 60):
        for _ in range(round(seconds / dt)):
            self.clock.t += dt
            self.events += self.practise.observe(self.session.update(dt))
        return self

    def scrambled(self):
        self.practise.scramble()
        self.session.wait_for_worker(5)
        return self.frames(3)

    def turn(self, text, gap=0.5):
        """Press each move, `gap` seconds apart (every turn finishes within it)."""
        for move in Alg.parse(text):
            self.session.press(move)
            self.frames(gap)
        return self

    def of(self, kind):
        return [e for e in self.events if isinstance(e, kind)]


@pytest.fixture
def rig(make_session, tmp_path):
    made = Rig(make_session, tmp_path)
    yield made
    made.history.close()


def test_a_timed_solve_is_kept_with_its_move_log(rig):
    rig.scrambled()
    assert rig.of(AttemptReady) == [AttemptReady(SCRAMBLE, True)]
    assert rig.practise.state == 'inspecting' and rig.practise.clock().inspection.remaining == 13   # 2.2 s in
    rig.turn("y y'")                                   # looking around: free
    assert rig.practise.state == 'inspecting' and rig.of(TimerStarted) == []
    rig.frames(5)                                      # 8.2 s of inspection: the 8 s call came
    assert rig.of(InspectionCue) == [InspectionCue(8)]
    rig.turn(SOLUTION[:1])
    assert rig.of(TimerStarted) and rig.practise.state == 'running'
    running = rig.practise.clock()
    assert running.moves == 1 and 0 < running.time_ms < 600 and running.inspection is None
    rig.turn(SOLUTION[2:])
    kept = rig.of(SolveKept)
    assert len(kept) == 1 and rig.practise.state == 'done'
    solve = kept[0].solve
    assert solve.id > 0 and solve.penalty == NONE and solve.scramble == SCRAMBLE
    assert [m for m, _ in solve.moves] == ['y', "y'"] + SOLUTION.split()
    times = [ms for _, ms in solve.moves]
    assert times[0] < times[1] < 0 == times[2] and times == sorted(times)
    assert 2900 <= solve.time_ms <= 3100                # six more turns, half a second apart
    assert solve.when_ms == 1_700_000_000_000 and 8000 < solve.inspection_ms < 10000
    # on disk, the same
    stored = rig.history.solve(solve.id)
    assert stored.moves == solve.moves and stored.time_ms == solve.time_ms
    assert Cube(3).apply(stored.scramble).apply(stored.move_list()).is_solved()
    assert rig.practise.stats().count == 1
    clock = rig.practise.clock()
    assert clock.state == 'done' and clock.time_ms == solve.time_ms


def test_solved_in_another_orientation_stops_the_timer(rig):
    rig.scrambled()
    # after x2 the faces U/D and F/B swap places: the same solution, seen from there
    seen = SOLUTION.translate(str.maketrans('UDFB', 'DUBF'))
    rig.turn("x2 " + seen)
    assert rig.session.cube.is_solved() and not rig.session.cube == Cube(3)
    assert len(rig.of(SolveKept)) == 1


def test_late_first_turn_is_plus_two_then_dnf(make_session, tmp_path):
    for wait, penalty in ((14, PLUS2), (16, DNF)):     # after 2.2 s of inspection already
        rig = Rig(make_session, tmp_path / str(wait))
        rig.scrambled().frames(wait)
        assert rig.practise.clock().penalty == penalty
        assert [c.seconds for c in rig.of(InspectionCue)] == [8, 12]
        rig.turn(SOLUTION)
        assert rig.of(SolveKept)[0].solve.penalty == penalty
        rig.history.close()


def test_without_inspection_the_clock_waits_for_the_first_turn(make_session, tmp_path):
    rig = Rig(make_session, tmp_path, inspection=False)
    rig.scrambled().frames(30)
    assert rig.practise.state == 'ready' and rig.practise.clock().time_ms == 0
    rig.turn(SOLUTION)
    assert rig.of(SolveKept)[0].solve.penalty == NONE and rig.of(SolveKept)[0].solve.inspection_ms is None
    rig.history.close()


def test_undoing_the_scramble_or_asking_the_solver_abandons(rig):
    rig.scrambled()
    rig.turn("R")
    rig.session.undo()                  # one turn back: still an attempt
    rig.frames(0.5)
    assert rig.practise.state == 'running'
    rig.session.undo()                  # the whole scramble: not any more
    rig.frames(0.5)
    assert rig.of(AttemptAbandoned) == [AttemptAbandoned('practise.abandoned_changed')]
    assert rig.history.solves() == []


def test_a_second_scramble_is_a_new_attempt_and_keys_scramble_too(rig):
    rig.scrambled()
    rig.session.scramble()              # the scramble key, not practise.scramble()
    rig.session.wait_for_worker(5)
    rig.frames(3)
    assert len(rig.of(AttemptReady)) == 2 and rig.practise.state == 'inspecting'
    rig.turn(SOLUTION)
    assert len(rig.of(SolveKept)) == 1


def test_turns_outside_an_attempt_keep_nothing(rig):
    rig.session.press(Move('R'))
    rig.session.press(Move('R', amount=-1))
    rig.frames(1)
    assert rig.events == [] and rig.history.solves() == []


def test_every_reason_given_is_in_the_catalogue():
    from controller import strings as catalogue
    keys = {'practise.abandoned_changed', 'practise.abandoned_solver', 'practise.replay_no_moves',
            'practise.replay_bad_scramble', 'practise.replay_refused'}
    assert keys <= set(catalogue.entries())
    assert all(catalogue.text(key, 'fr') != catalogue.text(key, 'en') for key in keys)


def test_a_solve_on_a_read_only_history_is_said_not_kept(rig):
    rig.history.read_only = "the history file is read-only (test)"      # as History sets it for such a file
    rig.scrambled()
    rig.turn(SOLUTION)
    assert rig.of(SolveKept) == [] and rig.of(AttemptAbandoned) == [AttemptAbandoned('practise.not_kept_read_only')]
    assert rig.history.solves() == []


def test_practise_scrambles_a_4x4_by_random_state_and_keeps_the_mode(make_session, tmp_path):
    rig = Rig(make_session, tmp_path)
    rig.session.set_size(4)
    rig.frames(0.5)
    assert rig.session.default_scramble_mode() == 'random-moves'        # Play's default stays
    assert 'random-state' in rig.session.scramble_modes()               # and Play offers it
    rig.scrambled()
    assert rig.of(AttemptReady) and rig.practise.attempt.mode == 'random-state'
    rig.turn(SOLUTION)
    assert rig.of(SolveKept)[0].solve.mode == 'random-state'
    rig.history.close()
