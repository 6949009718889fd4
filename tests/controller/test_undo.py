"""Undo and redo: single turns, whole scrambles and solutions, across a solve; move counts."""
import pytest

from controller import Message, Redraw, Solved, TurnStarted
from model import Alg, Cube, Move

from ctrl_frames import settle
from fake_solvers import SCRAMBLE, plug
from said import said as said_by


def scrambled(make_session, n=3, **kwargs):
    session = make_session(n, scrambler=plug('fixed_scrambler'), **kwargs)
    session.scramble()
    session.wait_for_worker(5)
    settle(session)
    assert session.cube == Cube(n).apply(SCRAMBLE)
    return session


def test_undo_redo_single_turns_animate_the_inverse(make_session):
    session = make_session(3)
    session.press(Move('R'))
    session.press(Move('U'))
    settle(session)
    session.undo()
    events = session.update(0)
    assert TurnStarted(Move('U', amount=-1)) in events
    settle(session)
    assert session.cube == Cube(3).apply('R') and session.move_count == 1
    session.undo()
    settle(session)
    assert session.cube.is_solved() and session.move_count == 0
    session.undo()
    assert said_by(session.update(0))[-1] == ('Nothing to undo', 'info')
    session.redo()
    session.redo()
    settle(session)
    assert session.cube == Cube(3).apply('R U') and session.move_count == 2
    session.redo()
    assert said_by(session.update(0))[-1] == ('Nothing to redo', 'info')


def test_undo_keys_queued_behind_turns_keep_their_order(make_session):
    session = make_session(3)
    for key, ctrl in [('r', False), ('u', False), ('z', True), ('f', False), ('z', True),
                      ('z', True), ('y', True)]:
        assert session.handle_key(key, False, ctrl)
    settle(session)
    assert session.cube == Cube(3).apply('R')      # R U undo F undo undo redo
    assert session.move_count == 1


def test_new_turn_forgets_redo(make_session):
    session = make_session(3)
    session.press(Move('R'))
    session.undo()
    session.press(Move('F'))
    session.redo()
    settle(session)
    assert session.cube == Cube(3).apply('F')
    assert session.status == 'Nothing to redo'


def test_scramble_undoes_and_redoes_as_a_whole(make_session):
    session = make_session(3, scrambler=plug('fixed_scrambler'))
    session.press(Move('F'))
    session.scramble()
    session.wait_for_worker(5)
    events = settle(session)
    assert Redraw() in events                        # the jump to solved
    assert session.cube == Cube(3).apply(SCRAMBLE)   # scrambles start from solved
    assert session.move_count == 0
    assert session.playlist == list(Alg.parse(SCRAMBLE)) and session.playlist_kind == 'scramble'
    session.undo()
    events = session.update(0)
    assert Redraw() in events and session.cube == Cube(3).apply('F')
    assert session.playlist == [] and session.move_count == 1
    session.redo()
    session.update(0)
    assert session.cube == Cube(3).apply(SCRAMBLE) and session.move_count == 0


def test_undo_across_a_solve(make_session):
    session = scrambled(make_session, solver=plug('unscrambler_after_r_u'))
    session.press(Move('R'))
    session.press(Move('U'))
    session.solve()
    session.wait_for_worker(5)
    settle(session)
    assert session.cube.is_solved() and session.playlist_kind == 'solution'
    session.undo()                                   # the whole solution
    settle(session)
    assert session.cube == Cube(3).apply(SCRAMBLE + " R U") and session.move_count == 2
    session.undo()                                   # the user's U
    settle(session)
    assert session.cube == Cube(3).apply(SCRAMBLE + " R")
    session.redo()
    session.redo()
    settle(session)
    assert session.cube.is_solved()
    for _ in range(4):                               # solution, U, R, scramble
        session.undo()
    settle(session)
    assert session.cube.is_solved() and session.history.done == []


def test_undo_inside_a_playing_playlist_steps_back(make_session):
    session = make_session(3)
    session.play("R U F D")
    session.update(0)
    session.update(session.seconds_per_turn * 1.5)  # R done, U turning
    session.undo()                                   # pauses, takes U back after it
    settle(session)
    assert session.paused and session.cube == Cube(3).apply('R')
    assert session.play_index == 1
    session.redo()
    settle(session)
    assert session.cube == Cube(3).apply('R U') and session.play_index == 2


def test_typed_alg_undoes_as_a_whole(make_session):
    session = make_session(4)
    session.play("Rw U 2F' x")
    settle(session)
    assert session.move_count == 3                    # the rotation is not counted
    session.undo()
    assert Redraw() in session.update(0) and session.cube.is_solved()


def test_solved_by_hand_reports_the_move_count(make_session):
    session = scrambled(make_session)
    for move in Alg.parse("x x'") + Alg.parse(SCRAMBLE).inverse():
        session.press(move)
    events = settle(session)
    n = len(Alg.parse(SCRAMBLE))
    assert Solved(n) in events
    assert (f"Solved! {n} moves", 'success') in said_by(events)


def test_no_solved_after_undo_reset_or_solver(make_session):
    session = scrambled(make_session)
    session.undo()
    assert not any(isinstance(e, Solved) for e in settle(session))
    session.redo()
    session.reset()
    assert not any(isinstance(e, Solved) for e in settle(session))
    session = scrambled(make_session, solver=plug('unscrambler'))
    session.solve()
    session.wait_for_worker(5)
    events = settle(session)
    assert session.cube.is_solved() and not any(isinstance(e, Solved) for e in events)
    assert any(isinstance(e, Message) and e.level == 'success' for e in events)


def test_size_changes_and_resets_are_undone_and_redone_in_order(make_session):
    session = scrambled(make_session, 4)
    session.press(Move('R'))
    session.set_size(6)
    settle(session)
    session.handle_key('page down', False, False)   # 5x5
    session.handle_key('r', False, True)             # Ctrl+R resets the 5x5 (already solved: nothing kept)
    session.handle_key('u', False, False)
    session.reset()
    settle(session)
    assert session.size == 5 and session.cube.is_solved()
    trail, said = [], []
    for _ in range(5):
        session.undo()
        said += [e.text for e in settle(session) if isinstance(e, Message) and e.text]
        trail.append((session.size, session.cube.facelet_colors().tobytes(), session.move_count))
    assert trail == [(5, Cube(5).apply('U').facelet_colors().tobytes(), 1),
                     (5, Cube(5).facelet_colors().tobytes(), 0),
                     (6, Cube(6).facelet_colors().tobytes(), 0),
                     (4, Cube(4).apply(SCRAMBLE + ' R').facelet_colors().tobytes(), 1),
                     (4, Cube(4).apply(SCRAMBLE).facelet_colors().tobytes(), 0)]
    assert said == ["Undid the reset: your 5x5 cube is back", "Undid the size change: back to your 6x6 cube",
                    "Undid the size change: back to your 4x4 cube"]
    for _ in range(5):
        session.redo()
    settle(session)
    assert session.size == 5 and session.cube.is_solved()
    session.redo()
    assert said_by(session.update(0))[-1] == ('Nothing to redo', 'info')


def test_reset_during_playback_is_undone_with_the_playlist_held(make_session):
    session = make_session(3)
    session.play("R U F D L B")
    session.update(0)
    session.update(session.seconds_per_turn * 2.5)  # R U done, F turning
    session.reset()
    settle(session)
    assert session.cube.is_solved() and session.playlist == [] and not session.paused
    session.undo()
    events = settle(session)
    assert ("Undid the reset: your 3x3 cube is back", 'info') in said_by(events)
    assert session.cube == Cube(3).apply('R U F')   # F was queued: the cube as queued
    assert session.paused and session.play_index == 3
    session.resume()
    settle(session)
    assert session.cube == Cube(3).apply('R U F D L B') and session.status == "Played R U F D L B"


@pytest.mark.tables
def test_replay_solution_jumps_back_and_plays_it_again(make_session):
    session = scrambled(make_session, 3)
    session.replay_solution()
    assert said_by(session.update(0))[-1] == ("No solution to replay yet: press Solve first", 'info')
    session.solve()
    session.wait_for_worker(60)
    session.set_speed('instant')
    settle(session)
    assert session.cube.is_solved()
    solution = list(session.playlist)
    session.set_size(4)
    session.handle_key('f4', False, False)          # replay: back to the 3x3 scramble, then solved
    events = settle(session)
    assert (f"Replaying the solution from its start ({len(solution)} moves)", 'info') in said_by(events)
    assert session.size == 3 and session.cube.is_solved() and session.playlist == solution
    session.undo()                                  # the replay as one step: back to the 4x4
    settle(session)
    assert session.size == 4
