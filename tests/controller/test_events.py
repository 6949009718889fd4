"""The one channel from controller to view: the events update() returns, in order."""
from controller.events import Message, Progress, Redraw, TurnFinished, TurnStarted
from controller.worker import WorkDone, Worker
from model import Alg, Cube, Move

from ctrl_frames import FRAME, settle
from fake_solvers import Gate
from said import progress, said


def turn_events(events):
    return [e for e in events if isinstance(e, (TurnStarted, TurnFinished))]


def test_queued_moves_start_then_finish_one_after_another(make_session):
    session = make_session(3, speed='normal')
    moves = [Move('R'), Move('U'), Move('F', amount=-1)]
    for move in moves:
        session.press(move)
    events = settle(session)
    expected = []
    for move in moves:
        expected += [TurnStarted(move), TurnFinished(move)]
    assert turn_events(events) == expected
    assert session.cube == Cube(3).apply("R U F'")


def test_turn_started_comes_with_the_active_turn(make_session):
    session = make_session(3, speed='slow')
    assert session.update(0) == [Redraw()]          # a new session draws everything once
    session.press(Move('R'))
    assert session.update(FRAME) == [TurnStarted(Move('R'))]
    assert session.active.move == Move('R') and session.cube.is_solved()
    assert session.update(FRAME) == []              # mid-turn: nothing to redraw but the angle


def test_instant_batches_ask_for_one_redraw(make_session):
    session = make_session(3, speed='instant')
    session.update(0)
    session.play("R U R' U'")
    events = session.update(0)
    assert events.count(Redraw()) == 1
    assert [e.move for e in events if isinstance(e, TurnFinished)] == list(Alg.parse("R U R' U'"))


def test_worker_progress_then_result_reach_the_listener(make_session, tmp_path):
    go = Gate(tmp_path / 'go')
    session = make_session(3, solver=go.plug('half_way_solver'), speed='instant')
    session.press(Move('R'))
    session.update(0)
    session.solve()
    assert said(session.update(0)) == [('Solving...', 'info')]
    go.release()
    assert session.wait_for_worker(10)
    events = session.update(0)
    progress = events[0]                  # the stage, through the catalogue (then an estimate, if slow)
    assert isinstance(progress, Progress) and progress.fraction == 0.5 and progress.job == 'work'
    assert progress.text.split(',')[0] == 'Solving: 50%'
    texts = [e.text for e in events if isinstance(e, Message)]
    assert texts[0].startswith('Solution: 1 move,') and texts[1] == 'Solved by the solver in 1 move'
    assert events.index(progress) < events.index(TurnFinished(Move('R', amount=-1)))
    assert session.cube.is_solved()


def test_worker_reports_progress_then_done_and_forgets_dropped_jobs(tmp_path):
    release = Gate(tmp_path / 'release')
    worker = Worker(solver=release.plug('quarter_solver'))
    worker.solve(Cube(3).apply('R'))
    assert worker.kind == 'solve'
    release.release()
    assert worker.wait(10)
    events = worker.poll()
    assert progress(events[:1]) == [(0.25, 'Solving: 25%', 'work')]      # not 'Building solver tables' while solving
    assert isinstance(events[-1], WorkDone) and events[-1].kind == 'solve' and events[-1].error is None
    assert worker.kind is None and worker.poll() == []
    worker.solve(Cube(3).apply('R'))
    worker.drop()
    assert worker.kind is None and worker.poll() == []


def test_status_snapshot_changes_only_when_the_panel_must(make_session):
    session = make_session(3, speed='instant')
    session.update(0)
    idle = session.status_snapshot()
    session.update(FRAME)
    assert session.status_snapshot() == idle
    session.press(Move('R'))
    session.update(0)
    after = session.status_snapshot()
    assert (after.move_count, after.move_note != '') == (1, True)
    session.toggle_pause()                        # nothing playing: the button must not say Resume
    assert session.status_snapshot() == after
    session.play("U F")
    session.toggle_pause()
    assert session.status_snapshot().paused and not after.paused
