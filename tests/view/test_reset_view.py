"""After a real orbit drag (and a wheel zoom), the Home key and the Reset
view button put the camera back: the window's pixels match the default view again."""
import numpy as np

from viewdriver import button_centre, screenshot, settle, window_pixels
from xinput import click, drag, keys, move, xdotool


def _view(lab):
    """The 3D area's pixels (right of the panel, the pointer parked off it)."""
    from view.layout import panel_width
    w, h = window_pixels(lab)
    move(lab, 4, h - 4)
    settle(lab)
    return screenshot(lab)[:, int(panel_width(w / h) * h) + 4:].astype(int)


def _orbit_and_zoom(lab):
    w, h = window_pixels(lab)
    drag(lab, (w - 30, 40), (w - 260, 140))                # off the cube: orbits
    move(lab, w - 30, 40)
    xdotool('click', '--repeat', 3, 5)                    # wheel: zoom out
    lab.step(3)
    assert not lab.camera_rig.is_default


def test_home_key_restores_the_default_view(fresh):
    default = _view(fresh)
    _orbit_and_zoom(fresh)
    moved = _view(fresh)
    assert (np.abs(moved - default).max(-1) > 30).mean() > 0.05    # the view really changed
    keys(fresh, 'Home')
    assert fresh.camera_rig.is_default
    assert np.abs(_view(fresh) - default).max() <= 2
    assert fresh.session.cube.is_solved()


def test_reset_view_button_restores_the_default_view(fresh):
    default = _view(fresh)
    _orbit_and_zoom(fresh)
    click(fresh, *button_centre(fresh, fresh.panel.reset_view_button))
    assert fresh.camera_rig.is_default
    assert np.abs(_view(fresh) - default).max() <= 2
