"""Practise: scramble, inspection, the timer from the first layer turn to solved, kept at once."""
import pytest

from controller.practise import (AttemptAbandoned, AttemptReady, InspectionCue, Practise, SolveKept,
                                 TimerStarted)
from model import Alg, Cube, Move
from storage import History
from controller.solve_log import SolveLog
from timing import DNF, NONE, PLUS2, format_ms

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

    def __init__(self, make_session, tmp_path, inspection=True, speed='fast', **options):
        options.setdefault('scrambler', plug('fixed_scrambler'))
        self.session = make_session(3, speed=speed, **options)
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
        """Scramble and wait 3 s, or longer if the scramble still plays (slow speeds)
        or is still being made ahead (a second scramble pressed at once)."""
        self.practise.scramble()
        self.session.wait_for_worker(5)
        self.frames(3)
        for _ in range(60):
            if self.practise.state != 'scrambling':
                break
            self.practise.next.wait(0.5)
            self.frames(0.5)
        return self

    def turn(self, text, gap=0.5, stamped=False):
        """Press each move, `gap` seconds apart (every turn finishes within it unless
        it is shorter than the animation); `stamped`: with the input's time, as the
        window passes it."""
        for move in Alg.parse(text):
            self.session.press(move, **({'at': self.clock.t} if stamped else {}))
            self.frames(gap)
        return self

    def of(self, kind):
        return [e for e in self.events if isinstance(e, kind)]


def rig_rows(rig):
    return SolveLog(rig.history, lambda: 3).rows()


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
        solve = rig.of(SolveKept)[0].solve
        assert solve.penalty == penalty
        shown = rig.practise.clock().result_text        # the big timer, the list and the message agree
        assert shown == solve.result_text() == rig_rows(rig)[-1].result
        assert shown == (f"{format_ms(solve.time_ms + 2000)}+" if penalty == PLUS2 else f"DNF({format_ms(solve.time_ms)})")
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


def test_a_second_scramble_here_is_a_new_attempt(rig):
    rig.scrambled()
    rig.scrambled()
    assert len(rig.of(AttemptReady)) == 2 and rig.practise.state == 'inspecting'
    rig.turn(SOLUTION)
    assert len(rig.of(SolveKept)) == 1


def test_only_a_scramble_asked_here_starts_an_attempt(rig):
    rig.session.scramble()              # another page's scramble (its key, its button)
    rig.session.wait_for_worker(5)
    rig.frames(3)
    rig.turn(SOLUTION)                  # and a hand solve there
    assert rig.session.cube.is_solved()
    assert rig.events == [] and rig.practise.state == 'idle' and rig.history.solves() == []


def test_leaving_ends_the_attempt_once_and_the_other_pages_never_touch_it(make_session, tmp_path):
    rig = Rig(make_session, tmp_path, solver=plug('unscrambler'))
    rig.scrambled().turn("R")
    assert rig.practise.state == 'running' and rig.session.timed
    assert rig.practise.abandon() is True           # the page was left: the view says so, once
    assert rig.practise.state == 'idle' and rig.practise.attempt is None and not rig.session.timed
    assert rig.practise.abandon() is False          # leaving again: nothing more to say
    rig.turn("R'")
    rig.session.solve()                             # Play's Solve, Learn's Show me: the solver plays
    rig.session.wait_for_worker(5)
    rig.frames(5)
    assert rig.session.cube.is_solved()
    rig.session.scramble()                          # F2 on Play, then a hand solve there
    rig.session.wait_for_worker(5)
    rig.frames(3)
    rig.turn(SOLUTION)
    assert rig.session.cube.is_solved()
    assert [type(e) for e in rig.events] == [AttemptReady, TimerStarted]    # the attempt's own, before leaving
    assert rig.history.solves() == [] and rig.practise.clock().time_ms == 0
    rig.history.close()


def test_a_scramble_asked_here_and_the_page_left_before_it_played_starts_nothing(rig):
    rig.practise.scramble()
    assert rig.practise.abandon() is True
    rig.session.wait_for_worker(5)
    rig.frames(3)
    assert rig.events == [] and rig.practise.state == 'idle'


@pytest.mark.parametrize('speed', ['slow', 'instant'])
def test_the_timer_follows_the_hands_not_the_animation(make_session, tmp_path, speed):
    """Turns typed four times faster than Slow animates them: each is timed when its key
    arrived, the solve ends at the key that solved it, and the animation keeps up."""
    rig = Rig(make_session, tmp_path, speed=speed)
    rig.scrambled()
    rig.turn("y y'", stamped=True)
    *first, last = SOLUTION.split()
    rig.turn(' '.join(first), gap=0.15, stamped=True)
    assert last == "R'"
    rig.session.handle_key('r', shift=True, at=rig.clock.t)  # the solving key, as the window passes it
    rig.frames(1 / 60)
    assert rig.practise.state == 'done'                      # at the input, not after its turn
    solve = rig.practise.last
    times = [ms for _, ms in solve.moves]
    assert times[2:] == [0, 150, 300, 450, 600, 750, 900]
    assert solve.time_ms == 900
    assert solve.tps == pytest.approx(7 / 0.9, rel=0.01)
    if speed == 'slow':
        assert rig.session.seconds_per_turn == 0.6 and rig.session.active is not None   # still turning
        assert rig.of(SolveKept) == []                       # said once the solved cube shows
    rig.frames(0.6)                                          # the last turn's animation, no more
    assert rig.session.active is None and rig.session.cube.is_solved()
    assert rig.of(SolveKept) == [SolveKept(solve)]
    assert not rig.session.timed
    rig.history.close()


def test_turns_queued_behind_a_turn_finish_it_during_an_attempt_only(make_session, tmp_path):
    rig = Rig(make_session, tmp_path, speed='slow')
    for move in ("R", "U"):                           # no attempt: the queue plays each turn in full
        rig.session.press(Move(move))
    rig.frames(0.7)
    assert rig.session.active is not None and rig.session.active.move == Move('U')
    rig.frames(0.6)
    rig.practise.scramble()
    rig.session.wait_for_worker(5)
    rig.practise.next.wait(5)                         # made ahead while the turns played
    rig.frames(10)
    assert rig.practise.state == 'inspecting'
    rig.session.press(Move('R'))
    rig.frames(1 / 60)
    rig.session.press(Move('U'))                      # the R still turning completes at once
    rig.frames(1 / 60)
    assert rig.session.active.move == Move('U') and rig.session.cube == Cube(3).apply(SCRAMBLE).apply("R")


def test_turns_outside_an_attempt_keep_nothing(rig):
    rig.session.press(Move('R'))
    rig.session.press(Move('R', amount=-1))
    rig.frames(1)
    assert rig.events == [] and rig.history.solves() == []


def test_every_reason_given_is_in_the_catalogue():
    from controller import strings as catalogue
    keys = {'practise.abandoned_changed', 'practise.abandoned_solver', 'practise.abandoned_left',
            'practise.replay_no_moves',
            'practise.replay_bad_scramble', 'practise.replay_refused'}
    assert keys <= set(catalogue.entries())
    assert all(catalogue.text(key, 'fr') != catalogue.text(key, 'en') for key in keys)


def test_a_solve_on_a_read_only_history_is_said_not_kept(rig):
    rig.history.read_only = "the history file is read-only (test)"      # as History sets it for such a file
    rig.scrambled()
    rig.turn(SOLUTION)
    assert rig.of(SolveKept) == [] and rig.of(AttemptAbandoned) == [AttemptAbandoned('practise.not_kept_read_only')]
    assert rig.history.solves() == []


def test_the_timer_shows_a_penalty_changed_in_the_list(rig):
    rig.scrambled().turn(SOLUTION)
    solve = rig.of(SolveKept)[0].solve
    SolveLog(rig.history, lambda: 3).set_penalty(solve.id, PLUS2)
    rig.practise.reload_last()
    assert rig.practise.clock().result_text == f"{format_ms(solve.time_ms + 2000)}+" == rig_rows(rig)[-1].result


def test_counts_follow_each_language_s_plural_rule():
    from controller import strings as catalogue
    said = {(n, language): catalogue.text('practise.count', language, count=n) for n in (0, 1, 2) for language in ('en', 'fr')}
    assert said == {(0, 'en'): '0 solves', (1, 'en'): '1 solve', (2, 'en'): '2 solves',
                    (0, 'fr'): '0 résolution', (1, 'fr'): '1 résolution', (2, 'fr'): '2 résolutions'}
    assert catalogue.text('practise.live', 'en', count=1, tps='2.00') == '1 move, 2.00 TPS'
    assert catalogue.text('practise.kept', 'fr', time='3.00', count=2) == 'Résolu en 3.00 (2 mouvements), enregistré'


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


def test_a_finished_solve_still_shows_its_moves_and_tps(rig):
    rig.scrambled().turn(SOLUTION)
    kept = rig.of(SolveKept)[0].solve
    clock = rig.practise.clock()
    assert clock.state == 'done' and clock.moves == kept.counts()['stm'] == len(Alg.parse(SOLUTION)) > 0
    assert clock.tps == pytest.approx(kept.tps) and clock.tps > 0
