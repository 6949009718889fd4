"""Practise makes the next scramble ahead: Scramble plays it at once, for the size and
mode it was made for, once; before it is made, the press says how long it has left."""
import re
import time

from controller.practise import AttemptReady
from model import Alg

from fake_solvers import NUMBERED, Gate, calls, plug
from test_practise import Rig

MODE = 'random-state'          # Practise's mode on 2x2, 3x3 and 4x4


def made_ahead(rig, n=3):
    """Frames until the scramble made ahead for n is held (real time passes: it is a process)."""
    for _ in range(100):
        rig.practise.next.wait(0.1)
        rig.frames(0.05)
        if rig.practise.next.ready(n, MODE):
            return
    raise AssertionError('no scramble was made ahead')


def solve_it(rig, scramble):
    rig.turn(str(Alg.parse(scramble).inverse()))


def numbered_rig(make_session, tmp_path, scrambler='numbered_scrambler', **options):
    folder = tmp_path / 'calls'
    rig = Rig(make_session, tmp_path, scrambler=Gate(folder).plug(scrambler), **options)
    return rig, folder


def test_the_next_press_plays_at_once_without_starting_a_job(make_session, tmp_path):
    rig, folder = numbered_rig(make_session, tmp_path)
    rig.scrambled()                                   # the first: the worker makes it
    assert rig.of(AttemptReady) == [AttemptReady(NUMBERED[0], True)]
    made_ahead(rig)                                   # while the user inspects
    assert calls(folder) == 2
    solve_it(rig, NUMBERED[0])
    assert rig.session.cube.is_solved() and rig.practise.state == 'done'
    rig.practise.scramble()
    # played in the same call: no job in the worker, no new scramble begun
    assert not rig.session.busy and calls(folder) == 2
    assert rig.session.playlist_kind == 'scramble' and str(Alg(rig.session.playlist)) == NUMBERED[1]
    assert rig.session.message.key == 'status.scramble'
    rig.frames(3)
    assert rig.of(AttemptReady)[1:] == [AttemptReady(NUMBERED[1], True)]
    made_ahead(rig)                                   # the one after: made anew, never the same one twice
    solve_it(rig, NUMBERED[1])
    rig.practise.scramble()
    assert not rig.session.busy and str(Alg(rig.session.playlist)) == NUMBERED[2] and calls(folder) == 3
    rig.history.close()


def test_a_size_change_discards_it_and_another_mode_is_not_served_by_it(make_session, tmp_path):
    rig, folder = numbered_rig(make_session, tmp_path)
    made_ahead(rig)                                   # idle on the page: NUMBERED[0] made for 3x3
    rig.session.set_size(4)
    rig.frames(0.1)
    assert not rig.practise.next.ready(3, MODE)
    made_ahead(rig, 4)                                # NUMBERED[1], for the 4x4
    assert calls(folder) == 2
    rig.practise.scramble()
    assert rig.session.size == 4 and str(Alg(rig.session.playlist)) == NUMBERED[1] and not rig.session.busy
    rig.frames(3)
    made_ahead(rig, 4)
    rig.practise.scramble('random-moves')             # a mode asked for by name: the worker makes it
    assert rig.session.busy and rig.practise.next.ready(4, MODE)
    rig.session.wait_for_worker(5)
    rig.history.close()


def test_a_press_before_it_is_made_says_about_how_long_and_plays_it_when_made(make_session, tmp_path):
    gate = Gate(tmp_path / 'calls')
    rig = Rig(make_session, tmp_path, scrambler=gate.plug('held_after_first_scrambler'), solver=plug('unscrambler'))
    rig.scrambled()                                   # the first, at once
    rig.frames(0.1)
    assert gate.wait_started(10)                      # the next one: a quarter made, then held
    time.sleep(1.2)
    rig.frames(0.1)
    rig.session.solve()                               # the user's own solve does not wait for it
    assert rig.session.wait_for_worker(5)
    rig.frames(2)
    assert rig.session.cube.is_solved()
    rig.practise.scramble()
    message = rig.session.message
    assert message.key == 'practise.next_wait' and not rig.session.busy
    seconds = int(re.fullmatch(r'The next scramble is not ready: about (\d+) s', message.render('en')).group(1))
    assert 3 <= seconds <= 30                         # a quarter in 1.2 s or more: three times that left
    assert re.fullmatch(r"Le prochain mélange n'est pas prêt : encore \d+ s environ", message.render('fr'))
    rig.frames(0.5)
    assert rig.practise.state == 'scrambling' and len(rig.of(AttemptReady)) == 1
    gate.release()
    rig.practise.next.wait(5)
    rig.frames(3)
    assert rig.of(AttemptReady)[1:] == [AttemptReady(NUMBERED[1], True)]
    rig.history.close()


def test_leaving_the_page_while_it_waits_plays_nothing(make_session, tmp_path):
    gate = Gate(tmp_path / 'calls')
    rig = Rig(make_session, tmp_path, scrambler=gate.plug('held_after_first_scrambler'))
    rig.scrambled()
    rig.frames(0.1)
    assert gate.wait_started(10)
    rig.practise.scramble()
    assert rig.session.message.key in ('practise.next_wait', 'practise.next_wait_unknown')
    rig.practise.abandon()
    gate.release()
    rig.practise.next.wait(5)
    rig.frames(3)
    assert rig.practise.state == 'idle' and len(rig.of(AttemptReady)) == 1
    assert rig.practise.next.ready(3, MODE)           # kept for the next press
    rig.history.close()
