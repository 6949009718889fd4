"""In the real window, a message describes the current cube or goes."""
import time

from viewdriver import button_centre, click, key, settle, start_from


def test_solver_message_and_move_note_go_when_they_no_longer_describe_the_cube(fresh):
    s, panel = fresh.session, fresh.panel
    play = panel.pages['play']
    start_from(fresh, 2, "R U F' R2 U' F")
    click(fresh, *button_centre(fresh, play.solve))
    settle(fresh)
    assert s.cube.is_solved()
    assert panel.status.shown.startswith('Solved by the solver')
    assert play.note.shown == ''                  # no last move's note under "Solved"
    key(fresh, 'r')
    settle(fresh)
    assert panel.status.shown == ''
    assert play.note.shown == 'Turn the red face clockwise'   # the scheme's colour (settings)
    key(fresh, 'r', shift=True)                    # solved by hand: the count, no note
    settle(fresh)
    assert panel.status.shown.startswith('Solved!') and play.note.shown == ''


def test_an_alg_error_goes_after_a_valid_turn(fresh):
    s, panel = fresh.session, fresh.panel
    s.set_speed('instant')
    s.play("R U Q2")
    fresh.step(2)
    assert 'Q2' in panel.status.shown and panel._message_level == 'error'
    key(fresh, 'u')
    settle(fresh)
    assert panel.status.shown == ''


def test_a_message_goes_when_its_page_is_left(fresh):
    s, panel = fresh.session, fresh.panel
    play = panel.pages['play']
    start_from(fresh, 3, "R U F' R2 U' F")
    click(fresh, *button_centre(fresh, play.solve))
    s.wait_for_worker(60)
    settle(fresh)
    assert panel.status.shown.startswith('Solved by the solver')
    click(fresh, *button_centre(fresh, panel.tabs['practise']))
    assert panel.status.shown == '' and s.status == ''
    click(fresh, *button_centre(fresh, panel.tabs['settings']))
    settings = panel.pages['settings']
    click(fresh, *button_centre(fresh, settings.speeds['normal']))
    assert panel.status.shown.startswith('Settings saved')
    click(fresh, *button_centre(fresh, panel.tabs['play']))
    assert panel.status.shown == '' and s.status == ''


def test_a_practise_list_change_says_what_it_did_and_a_turn_takes_the_line_away(fresh):
    from timing import Solve
    panel = fresh.panel
    click(fresh, *button_centre(fresh, panel.tabs['practise']))
    page = panel.page
    history = fresh.lab.history
    history.add(Solve(int(time.time() * 1000) + 60_000, 3, "R U", 4980))   # the newest, whatever ran before
    page._dirty = True
    fresh.step(2)
    number = len(fresh.lab.solve_log.rows())
    click(fresh, *button_centre(fresh, page.list_buttons[0][0]))       # the newest solve
    click(fresh, *button_centre(fresh, page.plus2))
    assert panel.status.shown == f'Solve {number}: +2, now 6.98+'
    click(fresh, *button_centre(fresh, page.dnf))
    assert panel.status.shown == f'Solve {number}: DNF, now DNF(4.98)'
    click(fresh, *button_centre(fresh, page.delete))
    assert ' '.join(panel.status.shown.split()) == f'Solve {number} deleted (Undo brings it back)'
    key(fresh, 'r')                                    # the cube changes: the line goes
    settle(fresh)
    assert panel.status.shown == ''
    click(fresh, *button_centre(fresh, panel.tabs['play']))


def test_nothing_playing_goes_when_a_step_holds_the_playback(fresh):
    s, panel = fresh.session, fresh.panel
    s.play("R U F")
    for _ in range(600):                               # until F, the last move, turns
        fresh.step(1)
        if s.active is not None and s.play_index == 2:
            break
    key(fresh, 'space')                                # the alg has no moves left to hold
    fresh.step(1)
    assert panel.status.shown.startswith('Nothing is playing')
    key(fresh, 'left arrow')
    settle(fresh)
    assert s.paused and s.play_index == 2 and panel.status.shown == ''
