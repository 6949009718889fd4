"""The case trainer on a real session and worker: a round scrambles a case of the drill, is
timed from the first turn to the case solved, kept per case; the user's own algorithm is
checked on the model."""
import random

import pytest

from controller.trainer import RoundKept, RoundReady, Trainer
from model import Alg
from model.cases import U_TURNS
from storage import History

pytestmark = pytest.mark.slow


class Clock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


class Rig:
    def __init__(self, make_session, tmp_path):
        self.session = make_session(3, speed='fast')
        self.clock = Clock()
        self.history = History(tmp_path / 'h.sqlite3')
        self.trainer = Trainer(self.session, self.history, clock=self.clock, wall=lambda: 1_700_000_000.0,
                               rng=random.Random(5))
        self.events = []

    def frames(self, seconds, dt=1 / 60):
        for _ in range(round(seconds / dt)):
            self.clock.t += dt
            self.events += self.trainer.observe(self.session.update(dt))
        return self

    def scrambled(self):
        self.trainer.next_round()
        for _ in range(120):
            self.session.wait_for_worker(0.5)
            self.frames(0.5)
            if self.trainer.state != 'scrambling':
                break
        return self

    def solving_moves(self, alg_text):
        """A U turn and the algorithm that finish the case on the session's cube."""
        alg = Alg.parse(alg_text, 3)
        for auf in U_TURNS:
            if Trainer.finished(self.trainer.current, self.session.cube.copy().apply(auf + alg)):
                return list(auf + alg)
        raise AssertionError("the algorithm does not solve the case shown")

    def turn(self, moves, gap=0.3):
        for move in moves:
            self.session.press(move, at=self.clock.t)
            self.frames(gap)

    def of(self, kind):
        return [e for e in self.events if isinstance(e, kind)]


@pytest.fixture
def rig(make_session, tmp_path):
    made = Rig(make_session, tmp_path)
    yield made
    made.history.close()


def test_a_round_sets_up_a_drill_case_and_is_kept_when_solved(rig):
    rig.trainer.choose_set('pll')
    rig.trainer.drill_group(rig.trainer.case_set.case('Ua').group)
    drill = set(rig.trainer.drill)
    assert 'Ua' in drill and len(drill) < 21
    rig.scrambled()
    case = rig.trainer.current
    assert rig.of(RoundReady) == [RoundReady(case.name)] and case.name in drill
    assert rig.trainer.case_set.recognise(rig.session.cube) is case
    rig.frames(1.0)                                       # recognising: the clock waits
    assert rig.trainer.elapsed_ms() == 0
    moves = rig.solving_moves(rig.trainer.algorithm(case))
    rig.turn(moves)
    kept = rig.of(RoundKept)
    assert len(kept) == 1 and kept[0].result.case == case.name
    result = kept[0].result
    assert result.time_ms == pytest.approx(300 * (len(moves) - 1), abs=40)
    assert result.recognition_ms >= 1000 and result.mistakes == 0
    assert rig.history.trainer_results('pll') == [result]
    assert rig.trainer.stats()[case.name].count == 1


def test_a_first_look_case_ends_when_its_own_step_is_done(rig):
    rig.trainer.choose_set('pll2')
    rig.trainer.drill_group('corners')
    rig.scrambled()
    case = rig.trainer.current
    assert case.step == 'cp'
    rig.turn(rig.solving_moves(rig.trainer.algorithm(case)), gap=0.2)
    assert [e.result.case for e in rig.of(RoundKept)] == [case.name]


def test_giving_up_keeps_a_failed_round(rig):
    rig.trainer.choose_set('oll2')
    rig.scrambled()
    rig.turn(Alg.parse("U U'", 3))                       # U turns line a case up: no mistake
    result = rig.trainer.give_up()
    assert result.time_ms is None and result.mistakes == 0
    assert rig.history.trainer_results('oll2') == [result]
    rig.scrambled()
    rig.turn(Alg.parse("D", 3))                             # no algorithm starts so
    assert rig.trainer.give_up().mistakes == 1


def test_a_wrong_first_move_and_each_turn_off_the_path_are_mistakes_in_the_history(rig):
    rig.trainer.choose_set('pll')
    for name in rig.trainer.drill:
        if name != 'T':
            rig.trainer.toggle(name)
    assert rig.trainer.drill == ('T',)
    rig.scrambled()
    moves = rig.solving_moves(rig.trainer.algorithm(rig.trainer.current))
    wrong_first = list(Alg.parse("D D'", 3))
    off_and_back = list(Alg.parse("B B'", 3))
    rig.turn(wrong_first + moves[:4] + off_and_back + moves[4:], gap=0.2)
    result, = [e.result for e in rig.of(RoundKept)]
    assert result.case == 'T' and result.mistakes == 2
    assert rig.history.trainer_results('pll')[-1].mistakes == 2
    assert rig.trainer.stats()['T'].mistakes == 2
    rig.scrambled()
    rig.turn(rig.solving_moves(rig.trainer.algorithm(rig.trainer.current)), gap=0.2)
    assert rig.trainer.last.mistakes == 0 and rig.trainer.stats()['T'].mistakes == 2


def test_the_users_own_algorithm_is_checked_on_the_model(rig):
    rig.trainer.choose_set('pll')
    t = rig.trainer.case_set.case('T')
    assert rig.trainer.algorithm(t) == t.algorithms[0]
    own = "U R U R' U' R' F R2 U' R' U' R U R' F' U'"      # another way to write a T perm
    assert own != t.algorithms[0]
    assert rig.trainer.choose_alg(t, own) is None
    assert rig.trainer.algorithm(t) == own
    assert rig.trainer.choose_alg(t, "R U R' U'") == ('trainer.alg_does_not_solve', {'case': 'T'})
    key, fields = rig.trainer.choose_alg(t, "R U Q")
    assert key == 'trainer.alg_unreadable' and 'Q' in str(fields['error'])
    assert fields['error'].render('fr') == 'colonne 5 : « Q » est illisible'      # the window's language
    assert rig.trainer.algorithm(t) == own                # a refused one changes nothing
    assert rig.trainer.choose_alg(t, "") is None and rig.trainer.algorithm(t) == t.algorithms[0]
