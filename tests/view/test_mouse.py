"""Mouse through the real pointer path: a drag on an inner layer of a 5x5, panel buttons."""
import numpy as np

from model import Cube
from view.axes import model_to_ursina
from view.projection import to_ui, ui_to_pixel
from view.sticker_layout import layout
from viewdriver import (assert_screen_matches_model, button_centre, click, drag, settle,
                        window_pixels)


def _pixel(lab, model_point):
    return ui_to_pixel(to_ui(model_to_ursina(np.asarray(model_point, float))), window_pixels(lab))


def test_left_drag_up_on_second_column_of_f_turns_that_inner_layer(fresh):
    s = fresh.session
    s.set_size(5)
    settle(fresh)
    geo = s.cube.geometry
    # F sticker in the second column from L (x = 1), middle row (y = 2).
    f = [i for i in range(geo.facelet_coords.shape[0])
         if geo.facelet_dir[i] == 2 and tuple(geo.facelet_coords[i]) == (1, 2, 4)][0]
    centre = layout(geo).centres_model[f]
    start = _pixel(fresh, centre)
    end = _pixel(fresh, centre + np.array([0, 1.2, 0]))      # drag up the face
    drag(fresh, start, end)
    settle(fresh)
    assert s.cube == Cube(5).apply("2L'")                      # F goes up: like L'
    assert_screen_matches_model(fresh, minimum=60)


def test_drag_off_the_cube_orbits_and_leaves_the_model_alone(fresh):
    size = window_pixels(fresh)
    yaw = fresh.camera_rig.yaw
    drag(fresh, (size[0] - 40, 80), (size[0] - 240, 80))
    settle(fresh)
    assert fresh.camera_rig.yaw != yaw
    assert fresh.session.cube.is_solved()
    fresh.camera_rig.reset()


def test_scramble_undo_reset_buttons(fresh):
    s, panel = fresh.session, fresh.panel
    play = panel.pages['play']
    s.set_speed('instant')
    click(fresh, *button_centre(fresh, play.mode_button))     # the mode selector cycles
    assert play.scramble_mode == s.scramble_modes()[1]
    play.scramble_mode = 'random-moves'                 # no solver tables needed
    click(fresh, *button_centre(fresh, play.scramble))
    settle(fresh)
    assert not s.cube.is_solved()
    scrambled = s.cube.copy()
    assert_screen_matches_model(fresh, minimum=27)
    click(fresh, *button_centre(fresh, play.undo))
    settle(fresh)
    assert s.cube.is_solved()
    click(fresh, *button_centre(fresh, play.redo))
    settle(fresh)
    assert s.cube == scrambled
    click(fresh, *button_centre(fresh, play.reset))
    settle(fresh)
    assert s.cube.is_solved()
    assert_screen_matches_model(fresh, minimum=27)
