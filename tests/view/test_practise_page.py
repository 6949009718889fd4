"""The Practise page on the real window, driven with the X server's keys and pointer:
a timed solve lands in the database with its move log, the replay goes through the
same states, the timeline slider scrubs back to the scramble, and the plot shows."""
import numpy as np
import pytest

from model import Alg, Cube
from storage import History
from viewdriver import (assert_screen_matches_model, button_centre, plot_arrives, resize_window, screenshot, settle,
                        window_pixels)
from xinput import click, drag, keys, keys_for, move, xdotool


@pytest.fixture(scope='module')
def timed(lab):
    """One solve timed on the Practise page, as a person makes it."""
    s = lab.session
    s.set_speed('normal')
    s.set_size(3)
    s.reset()
    settle(lab)
    panel = lab.panel
    click(lab, *button_centre(lab, panel.tabs['practise']))
    page = panel.page
    assert page.mode == 'practise'
    click(lab, *button_centre(lab, page.new))           # a session of its own: its solve is the first
    click(lab, *button_centre(lab, page.scramble))
    assert s.wait_for_worker(600)           # a first run may build the 3x3 tables
    settle(lab)
    practise = page.practise
    assert practise.state == 'inspecting'
    scramble = practise.attempt.scramble
    scrambled = s.cube.copy()
    assert scrambled == Cube(3).apply(scramble)
    keys(lab, 'y', 'shift+y')                       # a look around: free during inspection
    settle(lab)
    assert practise.state == 'inspecting'
    presses, logged = keys_for(Alg.parse(scramble).inverse())
    keys(lab, *presses[:1])
    lab.step(20)
    assert practise.state == 'running'
    keys(lab, *presses[1:])
    settle(lab)
    assert practise.state == 'done' and s.cube.is_solved()
    yield page, scramble, scrambled, ['y', "y'"] + logged
    panel.select('play')
    lab.step(3)


def test_a_timed_solve_lands_in_the_database_with_its_move_log(timed):
    page, scramble, _, logged = timed
    kept = page.practise.last
    with History(page.practise.history.path) as history:      # a second connection: on disk
        stored = history.solve(kept.id)
    assert stored.scramble == scramble and stored.penalty == ''
    assert [m for m, _ in stored.moves] == logged
    times = [ms for _, ms in stored.moves]
    assert times[0] < times[1] < 0 == times[2] and times == sorted(times)
    assert stored.time_ms == times[-1] > 0 and 0 < stored.inspection_ms < 15000
    assert page.timer.text == kept.result_text()
    assert page.list_buttons[0][0].text_entity.text.startswith('1.  ' + kept.result_text())


def test_the_replay_goes_through_the_same_states(timed, lab):
    page, _, scrambled, _ = timed
    s = lab.session
    click(lab, *button_centre(lab, page.replay_button))
    assert s.playlist_kind == 'replay'
    expected = [scrambled.copy()]
    for turn in page.practise.last.move_list():
        expected.append(expected[-1].copy().apply(turn))
    seen, after = [s.cube.copy()], 0
    for _ in range(3000):
        lab.step()
        if not s.cube == seen[-1]:
            seen.append(s.cube.copy())
        after = after + 1 if not page.replay.playing and s.active is None else 0
        if after > 30:                  # every move handed over and played (turns may queue)
            break
    assert seen == expected
    assert s.cube.is_solved()
    assert_screen_matches_model(lab)


def _replayed_to_the_end(lab, page):
    s = lab.session
    if s.playlist_kind != 'replay' or s.play_index < len(s.playlist):
        click(lab, *button_centre(lab, page.replay_button))
        while page.replay.playing:
            lab.step()
        settle(lab)
    assert s.playlist_kind == 'replay' and s.play_index == len(s.playlist)


def test_the_slider_scrubs_back_to_the_scrambled_state(timed, lab):
    page, _, scrambled, _ = timed
    s = lab.session
    slider = page.timeline_slider
    _replayed_to_the_end(lab, page)
    col, row = button_centre(lab, slider.knob)            # the knob, at the end of the bar
    span = 0.5 * slider.scale_x * 800                     # knob travel in pixels (800 px = 1 unit)
    assert slider.value == 1.0
    drag(lab, (col - span + 1, row), (max(1, col - span - 30), row))   # press the bar's start, pull left
    settle(lab)
    assert s.play_index == 0 and s.cube == scrambled
    assert_screen_matches_model(lab)                      # the screen shows it too
    drag(lab, (col - span / 2, row), (col + 30, row))           # and forward to the end
    settle(lab)
    assert s.play_index == len(s.playlist) and s.cube.is_solved()


@pytest.mark.parametrize('size', [(560, 896), (860, 860)], ids=['tall', 'square'])
def test_a_drag_on_the_timeline_of_a_scaled_panel_lands_where_the_pointer_is(timed, lab, size):
    """Tall and narrow windows scale the panel down: a real drag from the knob to three
    quarters of the bar shows the move three quarters through, as the pointer says."""
    from ursina import camera
    from view.projection import ui_to_pixel
    page = timed[0]
    s = lab.session
    resize_window(lab, *size)
    settle(lab)
    try:
        assert page.panel.scale_x < 0.8
        _replayed_to_the_end(lab, page)
        slider = page.timeline_slider
        position = slider.get_pos(camera.ui)
        left = np.array([position[0], position[1]])
        right = left + (0.5 * slider.get_scale(camera.ui)[0], 0)     # the knob's travel: half the bar
        (x0, row), (x1, _) = ui_to_pixel(np.array([left, right]), window_pixels(lab))
        knob = button_centre(lab, slider.knob)
        assert abs(knob[0] - x1) < 3                                  # at the end of the bar
        n = len(s.playlist)
        wanted = round(0.75 * n)
        drag(lab, knob, (x0 + (x1 - x0) * wanted / n, row))
        settle(lab)
        assert abs(s.play_index - wanted) <= 1, (s.play_index, wanted, n)
        assert abs(button_centre(lab, slider.knob)[0] - (x0 + (x1 - x0) * s.play_index / n)) < 3   # the knob under it
    finally:
        resize_window(lab, 1280, 800)
        settle(lab)


def test_a_click_on_plot_shows_at_once_that_it_is_coming_and_a_second_click_waits(timed, lab):
    """The first click is answered in the next frame (a note over the plot's place, not a
    window frozen while matplotlib loads); a second click while the picture is drawn does
    not hide it."""
    import time
    page = timed[0]
    assert not page.plot.enabled
    move(lab, *button_centre(lab, page.plot_button))
    slowest = 0.0
    for frame in range(6):                      # the press, the release, the frames that answer
        if frame in (0, 2):
            xdotool('mousedown' if frame == 0 else 'mouseup', 1)
        began = time.perf_counter()
        lab.step()
        slowest = max(slowest, time.perf_counter() - began)
    assert slowest < 0.5                        # no frame waits for matplotlib or the drawing
    assert page.plot.enabled
    if page.practise.plot.drawing:                                  # not yet drawn: the note says so
        assert page.plot_note.enabled and 'Drawing the plot' in page.plot_note.text
        (nx0, ny0, _), (nx1, ny1, _) = page.plot_note.getTightBounds(page)
        (px0, py0, _), (px1, py1, _) = page.plot.getTightBounds(page)
        assert px0 < nx0 < nx1 < px1 and py0 < ny0 < ny1 < py1          # on the plot's place
        page.plot_button.on_click()                                 # the impatient second click
        lab.step()
        assert page.plot.enabled
    plot_arrives(lab, page)
    assert page.plot.enabled and not page.plot_note.enabled
    click(lab, *button_centre(lab, page.plot_button))          # the step times
    plot_arrives(lab, page)
    assert page.plot.enabled
    click(lab, *button_centre(lab, page.plot_button))          # hidden
    lab.step(3)
    assert not page.plot.enabled


def test_the_plot_renders(timed, lab):
    page = timed[0]
    click(lab, *button_centre(lab, page.plot_button))
    plot_arrives(lab, page)
    col, row = button_centre(lab, page.plot)
    half_w, half_h = page.plot.scale_x * 400, page.plot.scale_y * 400     # 800 px window height
    region = screenshot(lab)[int(row - half_h):int(row + half_h), int(col - half_w):int(col + half_w)]
    white = (region.min(axis=2) > 240).mean()
    grey = (np.abs(region.astype(int) - 0x88).max(axis=2) < 12).sum()      # the one solve's mark
    assert white > 0.6 and grey > 5
    click(lab, *button_centre(lab, page.plot_button))          # the step times
    plot_arrives(lab, page)
    click(lab, *button_centre(lab, page.plot_button))          # hidden
    lab.step(3)
    assert not page.plot.enabled
