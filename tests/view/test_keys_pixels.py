"""Keys R and U through the real input path: the model turns and the screen shows it."""
from model import Cube

from viewdriver import assert_screen_matches_model, key, settle


def test_solved_cube_faces_the_camera_green_front_red_right(fresh):
    from viewdriver import sticker_pixels
    ids, px = sticker_pixels(fresh)
    faces = fresh.session.cube.geometry.facelet_dir[ids]
    assert set(faces) == {0, 1, 2}                      # U, R, F visible
    assert px[faces == 1][:, 0].mean() > px[faces == 2][:, 0].mean()   # R right of F
    assert px[faces == 0][:, 1].mean() < px[faces == 2][:, 1].mean()   # U above F
    assert_screen_matches_model(fresh, minimum=27)


def test_r_then_u_turn_model_and_pixels(fresh):
    key(fresh, 'r')
    settle(fresh)
    assert fresh.session.cube == Cube(3).apply('R')
    assert_screen_matches_model(fresh, minimum=27)
    key(fresh, 'u')
    settle(fresh)
    assert fresh.session.cube == Cube(3).apply('R U')
    assert_screen_matches_model(fresh, minimum=27)
    key(fresh, 'u', shift=True)
    key(fresh, 'r', shift=True)
    settle(fresh)
    assert fresh.session.cube.is_solved()
    assert_screen_matches_model(fresh, minimum=27)


def test_mid_turn_only_the_turning_layer_moves(fresh):
    key(fresh, 'r')
    fresh.step(6)                                        # part way through R
    active = fresh.session.active
    assert active is not None and 0 < active.progress < 1
    assert fresh.mesh.pivot.rotation_x != 0
    ids_static = set(range(54)) - set(active.facelets.tolist())
    from viewdriver import screenshot, sticker_pixels, classify
    import numpy as np
    image = screenshot(fresh).astype(float)
    ids, px = sticker_pixels(fresh)
    keep = np.array([i in ids_static for i in ids])
    samples = np.array([image[int(r), int(c)] for c, r in px[keep]])
    assert (classify(samples) == fresh.session.cube.facelet_colors()[ids[keep]]).all()
    settle(fresh)


def test_the_mesh_is_rebuilt_on_turn_events_only(fresh):
    """Idle frames rebuild nothing; a key turn rebuilds once when it starts
    (TurnStarted) and once when it ends (TurnFinished), and the screen follows."""
    before = fresh.mesh.rebuilds
    fresh.step(10)
    assert fresh.mesh.rebuilds == before
    key(fresh, 'r')
    settle(fresh)
    fresh.step(5)
    assert fresh.mesh.rebuilds == before + 2
    assert_screen_matches_model(fresh, minimum=27)
