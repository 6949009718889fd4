"""Issue 13, never lose work, in the real window: a turn during a paused solution holds it
(Resume takes the turn back and plays on); Reset and size changes can be undone."""
from model import Cube
from viewdriver import assert_screen_matches_model, button_centre, click, key, settle, start_from

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
    start_from(fresh, 5, ALG5)
    s.set_speed('fast')
    click(fresh, *button_centre(fresh, panel.solve))
    _until_solution_plays(fresh)
    key(fresh, 'space')
    settle(fresh)
    assert s.paused and panel.pause.text_entity.text == 'Resume'
    solution, index, before = list(s.playlist), s.play_index, s.cube.copy()
    key(fresh, 'r')                                # the stray key of the issue
    settle(fresh)
    assert s.cube == before.copy().apply('R')
    assert list(s.playlist) == solution and s.play_index == index
    assert s.paused and panel.pause.text_entity.text == 'Resume'
    assert panel.status.shown.startswith('Holding the solution')
    click(fresh, *button_centre(fresh, panel.speeds['instant']))
    click(fresh, *button_centre(fresh, panel.pause))   # Resume: R comes back off, the rest plays
    settle(fresh)
    assert s.cube.is_solved() and s.play_index == len(solution), (s.status, fresh.panel.status.shown)
    assert panel.pause.text_entity.text == 'Pause'
    assert panel.status.shown.startswith('Solved by the solver')
    assert_screen_matches_model(fresh, minimum=6 * 9)
    key(fresh, 'z', ctrl=True)                     # the whole solution, as one step
    settle(fresh)
    assert s.cube == Cube(5).apply(ALG5)
