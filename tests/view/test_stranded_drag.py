"""A slider pressed and then hidden mid-drag (Ctrl+2 leaves the Play page with the mouse
button still down) never hears its mouse-up: Ursina kept its drag plane as the only thing
the mouse could hit, and every later drag and wheel turn in the window was lost (CI's
reset-view failure). After the release, the window must answer the mouse again."""
from ursina import camera

from viewdriver import settle, window_pixels
from view.projection import ui_to_pixel
from xinput import drag, move, xdotool


def test_a_slider_hidden_mid_drag_does_not_swallow_the_mouse(fresh):
    knob = fresh.panel.page.speed_slider.knob
    p = knob.get_pos(camera.ui)
    col, row = ui_to_pixel((p[0], p[1]), window_pixels(fresh))
    move(fresh, col, row)
    xdotool('mousedown', 1)
    fresh.step(3)
    assert knob.dragging
    xdotool('key', 'ctrl+2')                    # the Learn page: the slider hides mid-drag
    fresh.step(3)                               # (no --clearmodifiers: it lifts the button)
    assert fresh.panel.mode == 'learn'
    move(fresh, col + 40, row)
    xdotool('mouseup', 1)
    fresh.step(3)
    fresh.panel.select('play')
    settle(fresh)
    w, h = window_pixels(fresh)
    drag(fresh, (w - 30, 40), (w - 260, 140))   # off the cube: must orbit
    assert not fresh.camera_rig.is_default
    fresh.camera_rig.reset()
