"""Never lose work, in the real window: a turn during a paused solution holds it
(Resume takes the turn back and plays on); Reset and size changes can be undone."""
from model import Cube
from viewdriver import assert_screen_matches_model, button_centre, click, drag, key, settle, start_from

ALG5 = "Rw U 3F' R D2 2L' Uw B2 3Rw"


def _until_solution_plays(lab, moves=3):
    s = lab.session
    for _ in range(4000):
        lab.step()
        if s.playlist_kind == 'solution' and s.play_index >= moves:
            return
    raise AssertionError('the solution never started playing')


def test_a_turn_during_a_paused_solution_keeps_the_rest_resumable(fresh):
    s, panel = fresh.session, fresh.panel
    play = panel.pages['play']
    start_from(fresh, 5, ALG5)
    s.set_speed('fast')
    click(fresh, *button_centre(fresh, play.solve))
    _until_solution_plays(fresh)
    key(fresh, 'space')
    settle(fresh)
    assert s.paused and play.pause.text_entity.text == 'Resume'
    solution, index, before = list(s.playlist), s.play_index, s.cube.copy()
    key(fresh, 'r')                                # the stray key of the issue
    settle(fresh)
    assert s.cube == before.copy().apply('R')
    assert list(s.playlist) == solution and s.play_index == index
    assert s.paused and play.pause.text_entity.text == 'Resume'
    assert panel.status.shown.startswith('Holding the solution')
    click(fresh, *button_centre(fresh, play.speeds['instant']))
    click(fresh, *button_centre(fresh, play.pause))   # Resume: R comes back off, the rest plays
    settle(fresh)
    assert s.cube.is_solved() and s.play_index == len(solution), (s.status, fresh.panel.status.shown)
    assert play.pause.text_entity.text == 'Pause'
    assert panel.status.shown.startswith('Solved by the solver')
    assert_screen_matches_model(fresh, minimum=6 * 9)
    key(fresh, 'z', ctrl=True)                     # the whole solution, as one step
    settle(fresh)
    assert s.cube == Cube(5).apply(ALG5)


def test_reset_and_size_changes_are_undone_by_ctrl_z(fresh):
    s, panel = fresh.session, fresh.panel
    play = panel.pages['play']
    start_from(fresh, 4, "Rw U 2F' R D2")
    s.set_speed('slow')
    s.play("R U F D L B")                          # a playlist under way when Reset is clicked
    fresh.step(50)
    assert 0 < s.play_index < 6
    playing = s.play_index
    click(fresh, *button_centre(fresh, play.reset))
    settle(fresh)
    assert s.cube.is_solved() and s.size == 4
    click(fresh, *button_centre(fresh, play.bigger))             # Size +
    settle(fresh)
    assert s.size == 5
    key(fresh, 'page down')                                       # back to 4, solved
    settle(fresh)
    knob = button_centre(fresh, play.size_slider.knob)
    drag(fresh, knob, (knob[0] + 60, knob[1]))                    # the slider, by hand
    settle(fresh)
    dragged = s.size
    assert dragged > 4
    s.set_speed('instant')
    for size in (4, 5, 4):                                        # slider, -, +
        key(fresh, 'z', ctrl=True)
        settle(fresh)
        assert s.size == size and s.cube.is_solved()
    key(fresh, 'z', ctrl=True)                                    # the reset: the 4x4 as it was
    settle(fresh)
    assert s.size == 4 and s.cube == Cube(4).apply("Rw U 2F' R D2").apply(s.playlist[:s.play_index])
    assert s.paused and play.pause.text_entity.text == 'Resume' and s.play_index >= playing
    assert_screen_matches_model(fresh, minimum=6 * 4)
    click(fresh, *button_centre(fresh, play.pause))
    settle(fresh)
    assert s.cube == Cube(4).apply("Rw U 2F' R D2 R U F D L B")
    for _ in range(4):
        key(fresh, 'y', ctrl=True)                                # redo: reset, +, -, slider
    settle(fresh)
    assert s.size == dragged and s.cube.is_solved()


def test_replay_solution_button_plays_the_last_solution_from_its_start(fresh):
    s, panel = fresh.session, fresh.panel
    play = panel.pages['play']
    start_from(fresh, 2, "R U F' R2 U' F")
    click(fresh, *button_centre(fresh, play.solve))
    settle(fresh)
    solution = list(s.playlist)
    assert s.cube.is_solved() and solution
    key(fresh, 'f')
    settle(fresh)
    s.set_speed('slow')
    click(fresh, *button_centre(fresh, play.replay))
    fresh.step(3)
    assert s.cube == Cube(2).apply("R U F' R2 U' F")       # back at the solution's start...
    assert panel.status.shown.startswith('Replaying the solution')
    s.set_speed('instant')
    settle(fresh)
    assert s.cube.is_solved() and list(s.playlist) == solution   # ...and played again
    assert_screen_matches_model(fresh, minimum=12)
    key(fresh, 'z', ctrl=True)                             # the replay is one step
    settle(fresh)
    assert s.cube == Cube(2).apply('F')
