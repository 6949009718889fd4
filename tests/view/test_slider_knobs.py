"""The size and speed sliders' knobs can be grabbed and dragged with the real
pointer (xdotool through the X server): the knob is under the pointer when pressed, it
follows the drag, and the size or speed is the one where it is dropped."""
import numpy as np
import pytest
from ursina import camera, mouse

from model.limits import MAX_SIZE, MIN_SIZE
from view.projection import ui_to_pixel
from viewdriver import settle, window_pixels
from xinput import drag, move


def _hover(lab, slider):
    """The pointer onto the knob (a pixel off its centre: xdotool's `mousemove --sync` to
    where the pointer already is waits ~16 s for a motion that never comes)."""
    col, row = _knob_pixel(lab, slider)
    move(lab, col + 1, row, frames=4)


def _drag(lab, start, end):
    """xinput.drag in steps of at least 2 pixels (a step onto the same pixel would wait)."""
    steps = max(1, min(8, int(abs(end[0] - start[0]) // 2)))
    drag(lab, start, end, steps=steps)


def _knob_pixel(lab, slider, value=None):
    """Pixel (col, row) of the knob's centre, or where it would be at `value`."""
    knob = slider.knob
    if value is None:
        p = knob.get_pos(camera.ui)
    else:
        fraction = (value - slider.min) / (slider.max - slider.min)
        start = slider.get_pos(camera.ui)
        p = (start[0] + fraction * 0.5 * slider.get_scale(camera.ui)[0], knob.get_pos(camera.ui)[1])
    return ui_to_pixel(np.array([p[0], p[1]]), window_pixels(lab))


def test_the_size_knob_is_under_the_pointer_and_drags_to_a_size(fresh):
    s, play = fresh.session, fresh.panel.pages['play']
    knob = play.size_slider.knob
    _hover(fresh, play.size_slider)
    assert mouse.hovered_entity is knob, f'hovered: {mouse.hovered_entity!r}'
    target = 7
    assert MIN_SIZE <= target <= MAX_SIZE
    _drag(fresh, _knob_pixel(fresh, play.size_slider), _knob_pixel(fresh, play.size_slider, target))
    settle(fresh)
    assert s.size == target
    assert play.size_slider.value == target


@pytest.mark.parametrize('seconds', [0.2, 0.8])
def test_the_speed_knob_drags_to_a_speed(fresh, seconds):
    s, play = fresh.session, fresh.panel.pages['play']
    slider = play.speed_slider
    _hover(fresh, slider)
    assert mouse.hovered_entity is slider.knob, f'hovered: {mouse.hovered_entity!r}'
    _drag(fresh, _knob_pixel(fresh, slider), _knob_pixel(fresh, slider, seconds))
    settle(fresh)
    step = (slider.max - slider.min) / (slider.get_scale(camera.ui)[0] * 0.5 / (1 / window_pixels(fresh)[1]))
    assert abs(s.seconds_per_turn - seconds) <= 0.02 + 2 * step, (s.seconds_per_turn, seconds)
    s.set_speed('normal')


def _bar_pixel(lab, slider, fraction, rows_off=0):
    """Pixel (col, row) on the slider's bar at `fraction` of its travel, `rows_off` pixels
    below its middle line (the bar drawn is a few pixels high)."""
    start = slider.get_pos(camera.ui)
    x = start[0] + fraction * 0.5 * slider.get_scale(camera.ui)[0]
    col, row = ui_to_pixel(np.array([x, start[1]]), window_pixels(lab))
    return col, row + rows_off


@pytest.mark.parametrize('rows_off', [0, -7, 7])
def test_a_drag_on_the_size_bar_moves_the_knob_and_never_orbits(fresh, rows_off):
    """A press on the bar (not on its knob), or a few pixels above or below the thin bar
    drawn, puts the knob there, the drag carries it on, and the camera stays where it was."""
    s, play = fresh.session, fresh.panel.pages['play']
    slider = play.size_slider
    yaw, pitch = fresh.camera_rig.yaw, fresh.camera_rig.pitch
    knob_col = _knob_pixel(fresh, slider)[0]
    start = _bar_pixel(fresh, slider, 0.45, rows_off)
    assert abs(start[0] - knob_col) > 20, 'the press must miss the knob'
    end = _bar_pixel(fresh, slider, 0.15, rows_off)
    target = int(round(MIN_SIZE + 0.15 * (MAX_SIZE - MIN_SIZE)))
    _drag(fresh, start, end)
    settle(fresh)
    assert (fresh.camera_rig.yaw, fresh.camera_rig.pitch) == (yaw, pitch), 'the camera orbited'
    assert abs(s.size - target) <= 1, (s.size, target)
    s.set_size(3)
    settle(fresh)


def test_the_size_bar_ends_at_the_largest_size(fresh):
    """The bar's right end is MAX_SIZE, the size README promises."""
    play = fresh.panel.pages['play']
    assert play.size_slider.max == MAX_SIZE
