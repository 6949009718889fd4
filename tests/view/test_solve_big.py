"""Solve on a big cube in the real window: the solution plays, the panel names each stage
in its route's words and says a line per move, and the cube on screen ends solved."""
import pytest

from viewdriver import assert_screen_matches_model, button_centre, click, settle, start_from


@pytest.mark.parametrize('n, alg', [(4, "Rw U 2F' R D2 3Lw Uw' 2R2 B"), (5, "Rw U 3F' R D2 2L' Uw B2 3Rw")])
def test_solve_button_solves_a_big_cube_and_the_panel_follows_the_stages(fresh, n, alg):
    s = fresh.session
    start_from(fresh, n, alg)
    s.set_speed('fast')
    click(fresh, *button_centre(fresh, fresh.panel.pages['play'].solve))
    phases, notes = [], set()
    for _ in range(4000):                          # the worker solves, then the solution plays
        fresh.step()
        if s.playlist_kind == 'solution' and s.active is not None:
            text = ' '.join(fresh.panel.pages['play'].phase.shown.split()).rsplit(',', 1)[0]
            if not phases or phases[-1] != text:             # the stage, less its moves left
                phases.append(text)
            notes.add(fresh.panel.pages['play'].note.shown)
            if any('paired while' in p for p in phases):
                break
    assert phases, 'the solution never started playing'
    # the 4x4's and 5x5's routes put the centres onto their axes first, and
    # finish them while the edges pair: the panel says so
    assert phases[0].startswith('Step ') and 'centre colours onto' in ' '.join(phases)
    assert not any('solving the centres' in p for p in phases)
    assert any('paired while the' in p and 'centres finish' in p for p in phases)
    assert len(notes) > 5 and all(notes)           # a plain-words line for each move
    s.set_speed('instant')
    settle(fresh)
    assert s.cube.is_solved()
    assert_screen_matches_model(fresh, minimum=6 * (n - 2) ** 2)
