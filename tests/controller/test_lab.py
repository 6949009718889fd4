"""The controller's root: it owns what the pages use, and the overlay the mesh draws."""
import numpy as np

from controller.events import Message, Redraw, Repaint
from controller.lab import Lab
from controller.preferences import Preferences
from model import Cube
from timing import Solve

from ctrl_frames import settle


def make_lab(make_session, tmp_path, **kwargs):
    prefs = Preferences(tmp_path / 'settings.toml', tmp_path / 'keymap.toml')
    return Lab(make_session(3, **kwargs), prefs)


def test_an_overlay_asks_for_one_repaint_and_clearing_it_another(make_session, tmp_path):
    lab = make_lab(make_session, tmp_path)
    lab.update(0)
    colours = np.full(54, -1)
    lab.show_overlay(colours, [4, 13])
    lab.show_overlay(colours, [4])
    events = lab.update(0)
    assert events.count(Repaint()) == 1 and Redraw() not in events
    assert lab.overlay.highlight == (4,) and (lab.overlay.colours == -1).all()
    colours[0] = 2                                  # the Lab keeps its own copy
    assert lab.overlay.colours[0] == -1
    lab.clear_overlay()
    assert lab.overlay is None and lab.update(0) == [Repaint()]
    lab.clear_overlay()                             # nothing shown: nothing to draw again
    assert lab.update(0) == []


def test_the_cube_own_colours_with_a_frame(make_session, tmp_path):
    lab = make_lab(make_session, tmp_path)
    lab.show_overlay(None, (7,))
    assert lab.overlay.colours is None and lab.overlay.highlight == (7,)


def test_settings_problems_are_the_first_messages(make_session, tmp_path, monkeypatch):
    monkeypatch.setenv('CUBELAB_CONFIG_DIR', str(tmp_path))
    (tmp_path / 'settings.toml').write_text('this is not toml [')
    lab = Lab.from_settings(3, speed='fast')
    try:
        events = lab.update(0)
        said = [e for e in events if isinstance(e, Message)]
        assert said and said[0].level == 'error' and lab.session.speed_name == 'fast'
        assert lab.preferences.problems and lab.update(0) == []
    finally:
        lab.close()


def test_practise_is_opened_with_its_log_and_the_solve_history(make_session, tmp_path):
    lab = make_lab(make_session, tmp_path)
    assert lab.practise is None and lab.solve_log is None and lab.history is None
    practise = lab.open_practise()
    assert lab.open_practise() is practise and lab.practise is practise
    assert practise.history is lab.history and lab.solve_log.history is lab.history
    assert lab.solve_log.practise_session.name == 'Session 1'
    lab.close()


def test_a_replay_is_kept_only_when_it_plays(make_session, tmp_path):
    lab = make_lab(make_session, tmp_path)
    assert lab.start_replay(Solve(1, 3, 'R', 1000)) == 'practise.replay_no_moves' and lab.replay is None
    assert lab.start_replay(Solve(1, 3, 'R', 1000, moves=(("R'", 0),))) is None
    assert lab.replay is not None and lab.replay.active
    lab.replay.update(1.0)
    settle(lab.session)
    assert lab.session.cube.is_solved()


def test_painting_starts_from_the_cube(make_session, tmp_path):
    lab = make_lab(make_session, tmp_path)
    lab.session.play('R')
    lab.session.set_speed('instant')
    settle(lab.session)
    painter = lab.start_painting()
    assert lab.painter is painter and painter.verdict().valid
    assert painter.verdict().cube == Cube(3).apply('R')
