"""In the real window, a message describes the current cube or goes."""
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
    play = panel.pages['play']
    s.set_speed('instant')
    s.play("R U Q2")
    fresh.step(2)
    assert 'Q2' in panel.status.shown and panel._message_level == 'error'
    key(fresh, 'u')
    settle(fresh)
    assert panel.status.shown == ''
