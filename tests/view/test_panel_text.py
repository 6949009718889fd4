"""In the real window, labels fit their buttons and tooltips sit beside the
panel; "Moves" says what it counts while a solution plays and the solve time reads in ms;
a pending layer prefix shows; the size slider shows the size while dragged; the F1 page is
an opaque table. Pointer and keys go through the X server (xdotool)."""
import re

import numpy as np

from view import palette
from viewdriver import button_centre, screenshot, settle, window_pixels
from xinput import click, keys, move, xdotool


def _rect(entity):
    """(left, bottom, right, top) of an entity's drawn bounds in UI units."""
    from ursina import camera
    lo, hi = entity.getTightBounds(camera.ui)
    return lo[0], lo[1], hi[0], hi[1]


def _inside(inner, outer, slack=1e-4):
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
            and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack)


def _overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _button_rect(b):
    from ursina import camera
    p, s = b.get_pos(camera.ui), b.get_scale(camera.ui)
    return p[0], p[1] - s[1], p[0] + s[0], p[1]


def _park(lab):
    w, h = window_pixels(lab)
    move(lab, 4, h - 4)


def test_every_scramble_mode_label_fits_its_button_and_the_tooltip_stays_off_the_panel(fresh):
    panel = fresh.panel
    play = panel.pages['play']
    seen = set()
    for _ in range(len(fresh.session.scramble_modes())):
        click(fresh, *button_centre(fresh, play.mode_button))        # cycles the mode
        fresh.step(2)
        seen.add(play.scramble_mode)
        label = _rect(play.mode_button.text_entity)
        assert _inside(label, _button_rect(play.mode_button)), (play.scramble_mode, play.mode_button.text_entity.text)
        tip = play.mode_button.tooltip
        assert tip.enabled                                             # the pointer is on the button
        fresh.step(2)
        tip_rect = _rect(tip.background_entity)
        for other in [*play.buttons, *panel.tabs.values(), panel.reset_view_button]:
            assert not _overlap(tip_rect, _button_rect(other)), (play.scramble_mode, other.text)
    assert seen == set(fresh.session.scramble_modes())
    # pixels: Size + is still drawn as a button while the tooltip shows
    col, row = button_centre(fresh, play.bigger)
    patch = screenshot(fresh)[int(row) - 8:int(row) - 5, int(col) - 8:int(col) - 5].reshape(-1, 3).astype(int)
    assert np.abs(patch - 255 * np.asarray(palette.BUTTON[:3])).max() <= 20
    _park(fresh)


def test_moves_label_says_what_it_counts_while_a_solution_plays(fresh):
    s, play = fresh.session, fresh.panel.pages['play']
    s.set_size(2)
    s.set_speed('instant')
    settle(fresh)
    s.play("R U F' R2 U' F")
    settle(fresh)
    s.set_speed('slow')
    click(fresh, *button_centre(fresh, play.solve))
    for _ in range(3000):
        fresh.step()
        if s.playlist_kind == 'solution' and s.play_index >= 1:
            break
    fresh.step(2)
    assert re.fullmatch(r'Your moves: \d+ · solution: \d+/\d+', play.moves.text), play.moves.text
    assert re.search(r'found in \d+\xa0ms$', fresh.panel.status.text.replace('\n', ' ')), fresh.panel.status.text
    s.set_speed('instant')
    settle(fresh)
    assert re.fullmatch(r'Your moves: \d+', play.moves.text)


def test_a_pending_prefix_shows_until_a_face_key_uses_it(fresh):
    fresh.session.set_size(5)
    settle(fresh)
    _park(fresh)
    before = screenshot(fresh)
    keys(fresh, '3', 'w')
    assert '3w' in fresh.panel.prefix.text
    after = screenshot(fresh)
    assert (np.abs(after.astype(int) - before).max(-1) > 40).sum() > 50       # it is drawn
    keys(fresh, 'r')
    settle(fresh)
    assert fresh.panel.prefix.text.strip() == ''
    from model import Cube
    assert fresh.session.cube == Cube(5).apply('3Rw')


def test_the_size_slider_shows_the_size_while_dragged(fresh):
    play = fresh.panel.pages['play']
    knob = play.size_slider.knob
    start = _knob_pixel(fresh, knob)
    move(fresh, *start)
    xdotool('mousedown', 1)
    try:
        fresh.step(2)
        move(fresh, start[0] + 40, start[1], frames=3)
        shown = knob.text_entity
        assert shown.enabled and shown.text.strip().isdigit()
        value = int(shown.text)
        assert value > 3 and value == int(play.size_slider.value)
    finally:
        xdotool('mouseup', 1)
    fresh.step(3)
    settle(fresh)
    assert fresh.session.cube.n == value
    assert not shown.enabled


def _knob_pixel(lab, knob):
    from ursina import camera
    from view.projection import ui_to_pixel
    p = knob.get_pos(camera.ui)
    return ui_to_pixel(np.array([p[0], p[1]]), window_pixels(lab))


def test_f1_page_is_an_opaque_table_over_everything(fresh):
    _park(fresh)
    keys(fresh, 'F1')
    fresh.step(2)
    image = screenshot(fresh).astype(int)
    backdrop = 255 * np.asarray(palette.PANEL[:3])
    near = np.abs(image - backdrop).max(-1) <= 6
    assert near.mean() > 0.8                                  # the backdrop covers the window
    stickers = 255 * np.asarray(palette.STICKERS[1:5])          # red, green, yellow, orange: no text has them
    dist = np.abs(image[:, :, None, :] - stickers[None, None]).max(-1).min(-1)
    assert (dist < 30).sum() < 50                             # no sticker shows through
    texts = fresh.panel.keymap.text.text
    for heading in ('Turns', 'Playback and history', 'Window', 'Mouse'):
        assert heading in texts
    keys(fresh, 'F1')
    assert not fresh.panel.keymap.enabled
