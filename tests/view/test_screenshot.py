"""The pivot turns stickers where the model sends them; a scrambled 3x3 mid-turn for the README."""

import numpy as np

from model import Move
from view.axes import model_to_ursina, ursina_to_model
from view.sticker_layout import layout
from viewdriver import docs_image, settle



def test_pivot_rotation_sends_each_sticker_where_the_model_does(fresh):
    """For every axis and quarter: rotate the drawn turning layer to its final angle and
    check each sticker lands on the facelet whose model colour is that sticker's colour."""
    from ursina import Entity, destroy
    s = fresh.session
    cube = s.cube.copy().apply("R U F' L D2 B")               # no two stickers alike nearby
    geo = cube.geometry
    centres = layout(geo).centres_model
    before = cube.facelet_colors()
    probe = Entity(parent=fresh.mesh.pivot, add_to_scene_entities=False)
    for face in 'RUF':
        for amount in (1, 2, -1):
            move = Move(face, 1, 1, amount)
            turn = move.turn(3)
            after = cube.copy().apply(move).facelet_colors()
            final = {1: 90, 2: 180, 3: -90}[turn.quarter]
            from view.axes import ursina_rotation
            fresh.mesh.pivot.rotation = ursina_rotation(turn.axis, final)
            for f in cube.moved_facelets(move):
                probe.position = tuple(model_to_ursina(centres[f]))
                landed = ursina_to_model(tuple(probe.world_position))
                target = int(np.argmin(np.linalg.norm(centres - landed, axis=1)))
                assert np.linalg.norm(centres[target] - landed) < 1e-3
                assert after[target] == before[f], (str(move), f, target)
    destroy(probe)
    fresh.mesh.pivot.rotation = (0, 0, 0)
    settle(fresh)


def test_screenshot_of_a_scrambled_cube_mid_turn(fresh, tmp_path):
    s = fresh.session
    s.set_speed('instant')
    s.play("D2 F' U2 L2 B R' U L2 F2 D' R2 B2 U' F L' U2")
    settle(fresh)
    s.set_speed('slow')
    s.play("R")
    fresh.step(14)                                              # part way through R
    assert s.active is not None and 0.2 < s.active.progress < 0.8
    from panda3d.core import Filename
    path = docs_image('screenshot.png', tmp_path)
    assert fresh.app.win.saveScreenshot(Filename.fromOsSpecific(str(path)))
    assert path.stat().st_size > 20_000
    settle(fresh)
