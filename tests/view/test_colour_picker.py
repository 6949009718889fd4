"""Your own colour per face, through the Settings page's picker with real clicks and
keys: it reaches the cube's pixels, the paint palette and settings.toml at once, and a
restarted window draws it again."""
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import numpy as np

from model.schemes import PICKER_COLOURS, SCHEMES, rgb_text
from test_paint_mode import click, hands_off, nearest, page, sample, settings_tab  # noqa: F401
from viewdriver import button_centre, screenshot, sticker_pixels, window_pixels
from xinput import keys, type_text

HERE = Path(__file__).resolve().parent
STANDARD = SCHEMES['standard'].colours


def _with(colour, rgb):
    colours = list(STANDARD)
    colours[colour] = rgb
    return colours


def _ui_pixel(lab, widget):
    """A button's colour on screen, left of its label."""
    from ursina import camera
    lab.step(2)
    col, row = button_centre(lab, widget)
    col -= widget.get_scale(camera.ui)[0] * window_pixels(lab)[1] * 0.33
    return screenshot(lab)[int(row) - 2:int(row) + 3, int(col) - 2:int(col) + 3].reshape(-1, 3).mean(0) / 255


def _clear_of_picker(lab, px):
    """Which sticker pixels the open picker does not cover."""
    picker = page(lab, 'settings').picker
    if not (picker.enabled and page(lab, 'settings').enabled):
        return np.ones(len(px), bool)
    w, h = window_pixels(lab)
    centre = np.asarray(button_centre(lab, picker.backdrop))
    from ursina import camera
    scale = picker.backdrop.get_scale(camera.ui)
    half = np.array([scale[0] * h / 2, scale[1] * h / 2]) + 4       # UI units are window heights
    return ~((np.abs(px - centre) <= half).all(axis=1))


def _cube_shows(lab, colours, face_colour):
    """Every visible sticker (clear of the picker) is nearest to its own colour of
    `colours`; returns how many of them have `face_colour`."""
    lab.step(2)
    ids, px = sticker_pixels(lab)
    keep = _clear_of_picker(lab, px)
    ids, px = ids[keep], px[keep]
    seen = nearest(sample(screenshot(lab).astype(float), px), colours)
    model = lab.session.cube.facelet_colors()[ids]
    assert (seen == model).all(), (seen, model)
    return int((model == face_colour).sum())


def test_picking_a_colour_for_a_face_changes_cube_palette_and_file(settings_tab):
    lab = settings_tab
    p = page(lab, 'settings')
    prefs = lab.preferences
    assert _cube_shows(lab, STANDARD, 1) >= 9                 # the red face is in view
    click(lab, *button_centre(lab, p.own[1]))                 # red's swatch opens the picker
    assert p.picker.enabled and p.picker.colour == 1
    purple = PICKER_COLOURS[7]
    click(lab, *button_centre(lab, p.picker.swatches[7]))
    assert prefs.settings.colours == {'red': rgb_text(purple)}
    on_disk = tomllib.loads(prefs.path.read_text(encoding='utf-8'))
    assert on_disk['colours'] == {'red': rgb_text(purple)}
    assert _cube_shows(lab, _with(1, purple), 1) >= 9         # the pixels: purple where red was
    ids, px = sticker_pixels(lab)
    red = lab.session.cube.facelet_colors()[ids] == 1
    seen = nearest(sample(screenshot(lab).astype(float), px[red]), STANDARD)
    assert 1 not in set(seen.tolist())                        # no red sticker reads as red any more
    assert np.allclose(_ui_pixel(lab, p.own[1]), purple, atol=0.03)
    # the paint palette has it at once
    click(lab, *button_centre(lab, lab.panel.tabs['paint']))
    paint = page(lab, 'paint')
    assert np.allclose(_ui_pixel(lab, paint.swatches[1]), purple, atol=0.03)
    assert tuple(paint.scheme.colours[1]) == tuple(purple)
    # a typed code, then the scheme's own colour back
    click(lab, *button_centre(lab, lab.panel.tabs['settings']))
    click(lab, *button_centre(lab, p.own[1]))
    field = p.picker.field
    click(lab, *button_centre(lab, field))
    assert field.active
    keys(lab, *['BackSpace'] * 7)
    type_text(lab, '00e5ff')
    keys(lab, 'Return')
    cyan = (0.0, 0xe5 / 255, 1.0)
    assert prefs.settings.colours == {'red': '#00e5ff'}
    assert _cube_shows(lab, _with(1, cyan), 1) >= 9
    click(lab, *button_centre(lab, p.picker.reset))
    assert prefs.settings.colours == {}
    assert _cube_shows(lab, STANDARD, 1) >= 9
    click(lab, *button_centre(lab, p.picker.close))
    assert not p.picker.enabled


def test_a_bad_code_is_a_message_and_changes_nothing(settings_tab):
    lab = settings_tab
    p = page(lab, 'settings')
    click(lab, *button_centre(lab, p.own[3]))
    click(lab, *button_centre(lab, p.picker.field))
    keys(lab, *['BackSpace'] * 7)
    type_text(lab, 'zz12')
    click(lab, *button_centre(lab, p.picker.set))
    assert lab.preferences.settings.colours == {}
    assert 'not a colour' in ' '.join(lab.panel.status.shown.split())
    click(lab, *button_centre(lab, p.picker.close))


def test_a_face_colour_survives_a_restart(tmp_path):
    env = dict(os.environ, CUBELAB_CONFIG_DIR=str(tmp_path / 'cfg'))
    script = HERE / 'restart_window.py'
    for mode in ('colour-change', 'colour-report'):
        done = subprocess.run([sys.executable, str(script), mode], env=env, capture_output=True,
                              text=True, timeout=300, cwd=HERE.parents[1])
        assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report['colours'] == {'green': rgb_text(PICKER_COLOURS[7])}
    assert report['drawn_as_chosen'] and report['pixels_match']
    assert report['front_stickers_seen'] >= 9
