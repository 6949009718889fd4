"""Solving and scrambling off the UI thread: promptness, progress, errors, stale results, real solvers."""
import time

import pytest

import solver
from controller import Message, Progress
from model import Cube, Move

from ctrl_frames import FRAME, settle
from fake_solvers import Gate, plug
from said import said


def test_solve_runs_in_a_worker_while_update_stays_prompt(make_session, tmp_path):
    """update() never waits for the solver: with the solver held back, hundreds
    of frames go by (answering input) while it is still busy; no timing bound."""
    gate = Gate(tmp_path / 'gate')
    session = make_session(3, solver=gate.plug('held_solver'))
    session.play("R U")
    session.set_speed('instant')
    session.update(0)
    session.solve()
    assert session.busy and gate.wait_started(20)
    progress = []
    for _ in range(200):
        events = session.update(1 / 60)
        progress += [e for e in events if isinstance(e, Progress)]
        session.press(Move('x'))                  # the session keeps answering input;
        session.press(Move('x', amount=-1))       # the same look: the solution still fits
        assert session.busy                      # ...while the solver is still held
    assert [p.fraction for p in progress] == [0, 0.2, 0.4, 0.6, 0.8]
    assert progress[0].text == 'Building the solver tables: 0%'
    gate.release()
    session.wait_for_worker(10)
    settle(session)
    assert session.cube.is_solved() and not session.busy


def test_second_solve_while_busy_is_refused(make_session, tmp_path):
    gate = Gate(tmp_path / 'gate')
    session = make_session(3, solver=gate.plug('slow_solver'))
    session.press(Move('U'))
    session.solve()
    session.solve()
    assert ('Please wait: still solving', 'info') in said(session.update(0))
    gate.release()
    session.wait_for_worker(5)


def test_result_for_a_changed_cube_is_dropped(make_session, tmp_path):
    gate = Gate(tmp_path / 'gate')
    session = make_session(3, solver=gate.plug('slow_solver'))
    session.play("R U")
    session.solve()
    session.press(Move('F'))
    gate.release()
    session.wait_for_worker(5)
    events = settle(session)
    assert ('The cube changed while solving: press Solve again', 'info') in said(events)
    assert session.cube == Cube(3).apply('R U F')


def test_result_after_a_size_change_is_dropped(make_session, tmp_path):
    gate = Gate(tmp_path / 'gate')
    session = make_session(3, solver=gate.plug('slow_solver'))
    session.press(Move('R'))
    session.solve()
    session.set_size(2)
    assert not session.busy
    gate.release()
    time.sleep(0.3)
    events = settle(session)
    assert session.size == 2 and session.cube.is_solved() and session.playlist == []
    assert not any(isinstance(e, Message) and 'Solution' in e.text for e in events)


@pytest.mark.parametrize('bad, words', [
    ('failing_solver', "Couldn't solve: ZeroDivisionError: division by zero"),
    ('wrong_solver', "Couldn't solve: RuntimeError: the solver returned moves that do not solve the cube"),
])
def test_solver_failures_become_messages(make_session, bad, words):
    session = make_session(3, solver=plug(bad))
    session.press(Move('R'))
    session.solve()
    session.wait_for_worker(5)
    events = settle(session)
    assert (words, 'error') in said(events)
    assert session.cube == Cube(3).apply('R')


def test_solving_a_solved_cube_says_so(make_session):
    session = make_session(3, solver=plug('no_moves'))
    session.solve()
    assert said(session.update(0))[-1] == ('Already solved', 'info') and not session.busy


@pytest.mark.parametrize('n', [2, 3, 4, 5, 7, 100])
def test_every_size_can_be_solved(make_session, n):
    session = make_session(n)
    assert session.can_solve() is True
    assert session.solve_unavailable_reason() is None


def test_a_size_the_solver_refuses_is_a_message(make_session, monkeypatch):
    monkeypatch.setattr(solver, 'supports', lambda n: n != 6)
    monkeypatch.setattr(solver, 'unsupported_reason', lambda n: f'no {n}x{n} solver')
    session = make_session(6)
    assert session.can_solve() is False
    assert session.solve_unavailable_reason() == 'no 6x6 solver'
    session.press(Move('R'))
    session.solve()
    assert ("Can't solve: no 6x6 solver", 'error') in said(session.update(0))
    assert not session.busy


@pytest.mark.parametrize('n, alg', [(2, "R U' F2 R' U"),
                                    pytest.param(3, "R U F' L2 D B' R2 U'", marks=pytest.mark.tables),
                                    pytest.param(4, "Rw U 2F' R D2 3Lw", marks=pytest.mark.tables)])
def test_real_solver_solves_in_the_app(make_session, n, alg):
    session = make_session(n, speed='instant')
    session.play(alg)
    session.update(0)
    session.solve()
    assert session.wait_for_worker(120)
    settle(session)
    assert session.cube.is_solved() and session.playlist_kind == 'solution'
    assert session.status.startswith('Solved by the solver')
    session.undo()
    session.update(0)
    assert session.cube == Cube(n).apply(alg)


def test_real_scrambler_plays_a_scramble(make_session):
    session = make_session(4)
    assert session.default_scramble_mode() in session.scramble_modes()
    assert all(session.scramble_mode_description(m) for m in session.scramble_modes())
    session.scramble('random-moves')
    assert session.wait_for_worker(30)
    settle(session, limit=round(40 * 0.375 / FRAME) + 60)   # at the session's speed: 40 moves, half turns the longest
    assert not session.cube.is_solved()
    assert session.cube == Cube(4).apply(session.playlist)
    session.scramble('no-such-mode')
    assert session.update(0)[-1].level == 'error'


def test_the_first_run_line_weighs_each_table_set_by_its_build_time_and_never_sits_still():
    """The 3x3's tables then the bigger cubes': one fraction over both, each set's
    share its measured build time; told again each second even with no new report."""
    import solver
    from controller.worker import FirstRun
    run = FirstRun()
    run.plan(['solver', 'centres'])
    three, big = solver.first_run_seconds('solver'), solver.first_run_seconds('centres')
    assert run.due('solver', 0.5, 100.0)
    assert run.fraction == pytest.approx(0.5 * three / (three + big))
    assert not run.due('solver', None, 100.5)                 # nothing new, told half a second ago
    assert run.due('solver', None, 101.1)                     # a second on: told again
    run.finished('solver')
    run.plan(['centres'])                                     # the next set starts: the plan stays
    assert run.due('centres', 0.0, 102.0) and run.fraction == pytest.approx(three / (three + big))
    assert run.due('centres', 1.0, 103.0) and run.fraction == 1.0
