"""Long text typed into a panel's text box (a 54-letter facelet string in Paint's box, a long
file path in Settings) stays inside the box at the panel's font size, scrolled so the
caret shows, before and after Set or Open: typed through the X server, the window's
pixels outside the box do not change."""
import numpy as np
import pytest
from ursina import camera

from view.projection import ui_to_pixel
from view.widgets import TEXT_SCALE
from viewdriver import button_centre, screenshot, settle, window_pixels
from xinput import click, keys, move, type_text

SOLVED = 'w' * 9 + 'r' * 9 + 'g' * 9 + 'y' * 9 + 'o' * 9 + 'b' * 9     # 54 colour letters, no Shift
PATH = '/tmp/' + '/'.join(['a-rather-long-folder-name'] * 5) + '/mine.cube.json'


def _box_rect(lab, box):
    """(col0, row0, col1, row1) pixels of the box."""
    top_left = box.get_pos(camera.ui)
    size = box.get_scale(camera.ui)
    corners = np.array([[top_left[0], top_left[1]], [top_left[0] + size[0], top_left[1] - size[1]]])
    (c0, r0), (c1, r1) = ui_to_pixel(corners, window_pixels(lab))
    return int(c0), int(r0), int(np.ceil(c1)), int(np.ceil(r1))


def _outside(image, rect, margin=3):
    """The window's pixels with the box (and a small margin round it) blanked."""
    c0, r0, c1, r1 = rect
    out = image.astype(int).copy()
    out[max(0, r0 - margin):r1 + margin, max(0, c0 - margin):c1 + margin] = 0
    return out


def _shot(lab):
    lab.step(3)
    return screenshot(lab)


def _assert_text_in_box(lab, box):
    """The drawn text lies inside the box, at the panel's text size, and shows the caret's end."""
    bounds = box.label.getTightBounds(camera.ui)
    assert bounds, 'no text drawn'
    left, top = box.get_pos(camera.ui)[0], box.get_pos(camera.ui)[1]
    width, height = box.get_scale(camera.ui)[0], box.get_scale(camera.ui)[1]
    (x0, _, y0), (x1, _, y1) = (bounds[0][0], 0, bounds[0][1]), (bounds[1][0], 0, bounds[1][1])
    assert left <= x0 and x1 <= left + width, ((x0, x1), (left, left + width))
    assert top - height <= y0 and y1 <= top, ((y0, y1), (top - height, top))
    panel_scale = lab.panel.get_scale(camera.ui)[1]
    assert abs(box.label.get_scale(camera.ui)[1] - TEXT_SCALE * panel_scale) < 1e-3 * panel_scale
    assert box.text.endswith(box.shown) and 0 < len(box.shown) < len(box.text)


def _type_long(lab, box, text, submit):
    """Type `text` into `box` (clicked first), then submit with `submit()`: the pixels
    outside the box are those before typing (until the submit's own message)."""
    box.text = ''                                          # whatever an earlier test left there
    rect = _box_rect(lab, box)
    click(lab, *button_centre(lab, box))
    move(lab, *window_pixels(lab) - np.array([41, 27]))    # the pointer off every widget
    before = _shot(lab)
    type_text(lab, text)
    for _ in range(300):
        if box.text == text:
            break
        lab.step()
    assert box.text == text
    typed = _shot(lab)
    changed = np.abs(_outside(typed, rect) - _outside(before, rect)).max(-1) > 24
    rows, cols = np.nonzero(changed)
    assert not changed.any(), f'{changed.sum()} pixels changed outside the box, rows {rows.min()}..{rows.max()}, ' \
                              f'cols {cols.min()}..{cols.max()}; box {rect}'
    _assert_text_in_box(lab, box)
    submit()
    settle(lab)
    _assert_text_in_box(lab, box)
    return before, rect


@pytest.fixture
def on_page(lab):
    def go(mode):
        click(lab, *button_centre(lab, lab.panel.tabs[mode]))
        assert lab.panel.mode == mode
        return lab.panel.pages[mode]
    yield go
    lab.panel.stop_typing()
    click(lab, *button_centre(lab, lab.panel.tabs['play']))


def test_a_facelet_string_stays_inside_paints_box(fresh, on_page):
    lab = fresh
    lab.preferences.change(scheme='standard', colours={}, top='white', front='green')
    lab.apply_preferences()
    paint = on_page('paint')
    before, rect = _type_long(lab, paint.text_field, SOLVED, lambda: keys(lab, 'Return'))
    assert paint.painter.colours.tolist() == lab.session.cube.facelet_colors().tolist()
    from view.layout import panel_width
    w, h = window_pixels(lab)
    cube = slice(int(panel_width(w / h) * h) + 4, None)
    after = _shot(lab)
    assert np.abs(after[:, cube].astype(int) - before[:, cube].astype(int)).max() <= 24   # the cube as it was


def test_a_long_path_stays_inside_the_settings_box(fresh, on_page):
    lab = fresh
    settings = on_page('settings')
    before, rect = _type_long(lab, settings.file_field, PATH, lambda: click(lab, *button_centre(lab, settings.open)))
    from view.layout import panel_width
    w, h = window_pixels(lab)
    cube = slice(int(panel_width(w / h) * h) + 4, None)
    after = _shot(lab)
    assert np.abs(after[:, cube].astype(int) - before[:, cube].astype(int)).max() <= 24
    settings.file_field.text = ''
