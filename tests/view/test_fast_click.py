"""A click that arrives in the same frame as the pointer moving onto a
button (a touchscreen tap, a fast mouse) presses that button, and only that one. The
pointer motion and the press are sent through the X server in one xdotool command while
the window draws a frame: after that frame's update has looked at the pointer (as
Ursina's hover test does once a frame), before the frame's end reads the window's events.
That is where a live window spends most of its time, so it is where a tap mostly lands."""
import pytest

from model import Cube
from viewdriver import button_centre, settle, window_pixels
from xinput import move, window_id, xdotool


def _tap(lab, col, row):
    """Pointer onto (col, row) and a full click, sent during one frame's drawing (after
    the update task, before igLoop reads the X events), then a few frames."""
    args = ('mousemove', '--sync', '--window', window_id(lab), int(round(col)), int(round(row)), 'click', 1)

    def send(task):
        xdotool(*args)
        return task.done

    lab.app.taskMgr.add(send, 'test-tap', sort=45)       # update runs at 0, igLoop at 50
    lab.step(4)


@pytest.mark.parametrize('start', ['empty corner', 'over reset'])
def test_a_tap_on_undo_undoes_whatever_the_pointer_was_over_before(fresh, start):
    s, play = fresh.session, fresh.panel.pages['play']
    s.set_speed('instant')
    s.play("R")
    settle(fresh)
    s.play("U")
    settle(fresh)
    size = window_pixels(fresh)
    here = (size[0] - 60, size[1] - 60) if start == 'empty corner' else button_centre(fresh, play.reset)
    move(fresh, *here, frames=4)
    _tap(fresh, *button_centre(fresh, play.undo))
    settle(fresh)
    assert s.cube == Cube(3).apply("R"), 'the tap on Undo was lost or pressed another button'


def test_a_tap_on_the_mode_button_cycles_it_every_time(fresh):
    play = fresh.panel.pages['play']
    size = window_pixels(fresh)
    modes = fresh.session.scramble_modes()
    for turn in range(3):
        move(fresh, size[0] - 60, size[1] - 60, frames=4)        # well away from the panel
        before = play.scramble_mode
        _tap(fresh, *button_centre(fresh, play.mode_button))
        assert play.scramble_mode == modes[(modes.index(before) + 1) % len(modes)], f'tap {turn} was lost'
    play.scramble_mode = modes[0]
    settle(fresh)
