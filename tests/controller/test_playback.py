"""Playlists: pause, resume, step, phase texts and move notes (English and French), typed algs."""
import pytest

from controller import Message
from model import Alg, Cube, Move

from ctrl_frames import run, settle
from fake_solvers import PHASE1, PHASE2, plug
from said import said


def solving(make_session, **kwargs):
    session = make_session(3, solver=plug('staged_solver'), **kwargs)
    session.play(Alg(PHASE1 + PHASE2).inverse())
    session.set_speed('instant')
    settle(session)
    session.set_speed('normal')
    session.solve()
    session.wait_for_worker(5)
    session.update(0)
    return session


def test_pause_resume_and_steps(make_session):
    session = make_session(3)
    session.play("R U F D L")
    session.update(0.01)                          # R turning
    session.pause()
    settle(session)
    assert session.cube == Cube(3).apply('R') and session.play_index == 1
    session.step_forward()
    settle(session)
    assert session.cube == Cube(3).apply('R U') and session.play_index == 2
    session.step_back()
    session.step_back()
    settle(session)
    assert session.cube.is_solved() and session.play_index == 0 and session.paused
    session.toggle_pause()
    settle(session)
    assert session.cube == Cube(3).apply('R U F D L') and session.play_index == 5
    assert session.phase_text == ''


def test_space_pauses_and_arrows_step(make_session):
    session = make_session(3)
    session.play("R U")
    assert session.handle_key('space', False, False) and session.paused
    settle(session)
    assert session.cube.is_solved()
    assert session.handle_key('right arrow', False, False)
    settle(session)
    assert session.cube == Cube(3).apply('R')
    assert session.handle_key('left arrow', False, False)
    settle(session)
    assert session.cube.is_solved()


def test_step_buttons_without_playlist_undo_and_redo(make_session):
    session = make_session(3)
    session.press(Move('R'))
    session.step_back()
    settle(session)
    assert session.cube.is_solved()
    session.step_forward()
    settle(session)
    assert session.cube == Cube(3).apply('R')


def test_phase_text_during_solution_playback(make_session):
    session = solving(make_session)
    assert session.playlist == list(PHASE1 + PHASE2) and session.playlist_kind == 'solution'
    seen = []
    for _ in range(2000):
        session.update(1 / 60)
        if session.active is not None and (not seen or seen[-1][0] != session.play_index):
            seen.append((session.play_index, session.phase_text, session.move_note))
        if session.active is None and session.cube.is_solved():
            break
    assert [i for i, _, _ in seen] == list(range(7))
    assert seen[0][1] == "Phase 1 of 2: orienting corners and edges, 3 moves left"
    assert seen[2][1] == "Phase 1 of 2: orienting corners and edges, 1 move left"
    assert seen[3][1] == "Phase 2 of 2: placing every piece, 4 moves left"
    assert seen[0][2] == "Turn the right face clockwise"
    assert seen[3][2] == "Turn the bottom face a half turn"
    assert seen[6][2] == "Turn the top face counterclockwise"
    assert session.phase_text == ''
    assert session.status == "Solved by the solver in 7 moves"


def test_phase_text_in_french(make_session):
    session = solving(make_session, language='fr')
    session.update(0.01)
    assert session.phase_text == ("Phase 1 sur 2 : orientation des coins et des arêtes, "
                                  "encore 3 coups")
    assert session.move_note == "Tourner la face de droite dans le sens des aiguilles d'une montre"


def test_phase_text_while_paused_names_the_next_move(make_session):
    session = solving(make_session)              # R has started
    session.pause()
    session.step_forward()
    session.step_forward()
    settle(session)
    assert session.play_index == 3
    assert session.phase_text == "Phase 2 of 2: placing every piece, 4 moves left"


def test_typed_alg_phase_and_scramble_label(make_session):
    session = make_session(3)
    session.play("R U")
    session.update(0)
    assert session.phase_text == "Playing your alg: 2 moves left"


def test_bad_typed_alg_is_a_message_and_loses_nothing(make_session):
    session = make_session(3)
    session.press(Move('R'))
    session.play("U R2 Q F")
    session.play("U 4R")                          # fine text, impossible on a 3x3
    events = settle(session)
    errors = [e.text for e in events if isinstance(e, Message) and e.level == 'error']
    assert errors[0] == "Can't read that alg: column 6: unknown move 'Q'"
    assert errors[1].startswith("Can't play that alg: move 2 (4R)")
    assert session.cube == Cube(3).apply('R') and session.move_count == 1


def test_key_turn_holds_a_playlist_and_resume_takes_it_back(make_session):
    session = make_session(3)
    session.play("R U F D")
    run(session, 0.3)                              # R done, U turning
    session.press(Move('L'))
    events = settle(session)
    assert session.cube == Cube(3).apply('R U L')
    assert ("Holding the alg at move 2 of 4 for your turn: Resume takes your turns "
                   "back and plays on", 'info') in said(events)
    assert session.playlist == list(Alg.parse("R U F D")) and session.paused
    assert session.status_snapshot().paused
    session.resume()
    events = settle(session)
    assert ("Taking back your 1 turn, then the alg plays on", 'info') in said(events)
    assert session.cube == Cube(3).apply('R U F D') and not session.paused
    assert session.status == "Played R U F D"
    session.undo()                                 # the alg as one step
    settle(session)
    assert session.cube.is_solved()
    session.redo()
    session.redo()                                 # the alg, then the taken-back L
    settle(session)
    assert session.cube == Cube(3).apply('R U F D L')


def held_alg(make_session):
    """R U F D typed, paused, stepped once (R), then L turned on top of it."""
    session = make_session(3)
    session.play("R U F D")
    session.pause()
    session.step_forward()
    session.press(Move('L'))
    return session


def test_undo_and_redo_of_a_turn_on_a_held_playlist(make_session):
    session = held_alg(make_session)
    session.press(Move('B'))
    settle(session)
    assert session.cube == Cube(3).apply('R L B') and session.paused
    session.undo()                                 # B, not a playlist move
    settle(session)
    assert session.cube == Cube(3).apply('R L') and session.play_index == 1
    session.redo()                                 # B again, still held
    settle(session)
    assert session.cube == Cube(3).apply('R L B') and session.paused
    session.step_forward()                         # takes L B back, then plays U
    settle(session)
    assert session.cube == Cube(3).apply('R U') and session.play_index == 2 and session.paused
    session.undo()                                 # inside the playlist: one move back
    settle(session)
    assert session.cube == Cube(3).apply('R') and session.play_index == 1


@pytest.mark.tables
def test_solve_on_a_held_playlist_solves_what_the_cube_shows(make_session):
    session = held_alg(make_session)
    settle(session)
    session.solve()
    session.wait_for_worker(60)
    session.set_speed('instant')
    settle(session)
    assert session.cube.is_solved()
    session.undo()                                 # the solution as one step
    settle(session)
    assert session.cube == Cube(3).apply('R L')


def test_pause_with_nothing_playing_says_so(make_session):
    session = make_session(3)
    session.press(Move('R'))
    session.pause()
    assert not session.paused
    assert session.status.startswith("Nothing is playing")
    session.play("U")
    session.set_speed('instant')
    session.pause()
    session.step_forward()                          # the last move: the playlist is done
    settle(session)
    assert not session.paused and not session.status_snapshot().paused


def test_instant_speed_plays_a_whole_playlist_in_one_update(make_session):
    session = make_session(3, speed='instant')
    session.play("R U F D L B")
    session.update(0)
    assert session.cube == Cube(3).apply("R U F D L B") and session.play_index == 6


def test_a_hand_turn_clears_the_solvers_message_and_a_solved_cube_has_no_note(make_session):
    session = solving(make_session)
    session.set_speed('instant')
    settle(session)
    assert session.status == "Solved by the solver in 7 moves" and session.cube.is_solved()
    assert session.move_note == ''                 # not the last move's note under "Solved"
    session.press(Move('R'))
    events = settle(session)
    assert ('', 'info') in said(events) and session.status == ''
    assert session.move_note == "Turn the right face clockwise"
    session.press(Move('R', amount=-1))            # solved by hand
    settle(session)
    assert session.status == "Solved! 9 moves" and session.move_note == ''   # 7 typed + 2


@pytest.mark.tables
def test_an_alg_error_goes_with_the_next_valid_turn_but_running_work_keeps_its_line(make_session):
    session = make_session(3, speed='instant')
    session.play("R U (")
    assert session.status_level == 'error'
    session.handle_key('u', False, False)
    settle(session)
    assert session.status == '' and session.status_level == 'info'
    session.scramble()                              # a scramble in the worker says so...
    session.press(Move('F'))                        # ...until it is done
    assert session.status == 'Scrambling...'
    session.wait_for_worker(30)
    settle(session)
    assert session.status.startswith('Scrambled')
    assert session.move_note == ''                  # a finished scramble leaves no note


def test_the_arrows_step_a_finished_playback_one_move_each_way(make_session):
    session = make_session(3, speed='instant')
    session.play("R U F D")
    settle(session)
    session.set_speed('normal')
    assert session.play_index == 4
    session.handle_key('right arrow')               # at its end: says so, the strip stays
    settle(session)
    assert session.playlist == list(Alg.parse("R U F D")) and session.play_index == 4
    assert session.status == "The alg has played to its end: Left steps back through it"
    for moves in ("R U F", "R U", "R U F", "R U F D", "R U F", "R U F D"):
        step = session.step_back if len(moves.split()) < session.play_index else session.step_forward
        step()
        settle(session)
        assert session.cube == Cube(3).apply(moves) and session.play_index == len(moves.split())
    session.undo()                                  # Ctrl+Z at its end: the alg as one step
    settle(session)
    assert session.cube.is_solved()


def test_the_strip_and_the_note_speak_of_the_same_move(make_session):
    session = make_session(3, speed='instant')
    session.play("R U F2")
    settle(session)
    session.set_speed('normal')
    session.step_back()                             # F2 taken back: the strip shows F2
    run(session, 0.1)
    assert session.play_index == 2 and session.move_note == "Taking back F2: Turn the front face a half turn"
    settle(session)
    assert session.play_index == 2 and session.move_note == "Next: Turn the front face a half turn"
    session.step_back()
    settle(session)
    assert session.play_index == 1 and session.move_note == "Next: Turn the top face clockwise"
    session.step_forward()                          # U turning: the strip shows U
    run(session, 0.1)
    assert session.play_index == 1 and session.move_note == "Turn the top face clockwise"
    settle(session)
    assert session.play_index == 2 and session.move_note == "Next: Turn the front face a half turn"
    session.language = 'fr'
    assert session.move_note == "Ensuite : Tourner la face avant d'un demi-tour"
