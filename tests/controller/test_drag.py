"""Mouse drags -> moves, checked against the model: the sticker under the pointer goes the drag's way."""
import itertools
import math

import numpy as np
import pytest

from controller import move_for_drag
from model import Cube, Move
from model.rotations import DIRECTIONS, ROTATIONS

AXES = np.eye(3)


def camera(yaw, pitch):
    """World -> view rotation for a camera orbiting at yaw/pitch (degrees)."""
    y, p = math.radians(yaw), math.radians(pitch)
    ry = np.array([[math.cos(y), 0, math.sin(y)], [0, 1, 0], [-math.sin(y), 0, math.cos(y)]])
    rx = np.array([[1, 0, 0], [0, math.cos(p), -math.sin(p)], [0, math.sin(p), math.cos(p)]])
    return rx @ ry


def sticker_path(n, move, facelet):
    """Where the sticker on `facelet` is before and after `move` (cube-local, cubie units)."""
    cube = Cube(n)
    g = cube.geometry
    slot, d = g.facelet_slot[facelet], DIRECTIONS[g.facelet_dir[facelet]]
    before = g.positions[slot] / 2 + d / 2
    cube.apply(move)
    new_slot = int(np.nonzero(cube.perm == slot)[0][0])
    new_d = ROTATIONS[cube.ori[new_slot]] @ d
    return before, g.positions[new_slot] / 2 + new_d / 2


def facelet_at(n, point, normal):
    g = Cube(n).geometry
    coords = np.floor(np.asarray(point) + n / 2).clip(0, n - 1)
    d = next(i for i, v in enumerate(DIRECTIONS) if (v == normal).all())
    matches = np.nonzero((g.facelet_coords == coords).all(axis=1) & (g.facelet_dir == d))[0]
    return int(matches[0])


def test_dragging_up_the_right_column_of_f_is_r():
    dirs = [(1, 0), (0, 1), (-0.4, -0.3)]
    assert move_for_drag(3, (1.1, 0.3, 1.5), (0, 0, 1), dirs, (0.01, 0.2)) == Move('R')
    assert move_for_drag(3, (1.1, 0.3, 1.5), (0, 0, 1), dirs, (0, -0.2)) == Move('R', amount=-1)
    assert move_for_drag(3, (0.2, 0.3, 1.5), (0, 0, 1), dirs, (0, 0.2)) == Move('M', amount=-1)
    assert move_for_drag(3, (0.2, 1.2, 1.5), (0, 0, 1), dirs, (0.2, 0)) == Move('U', amount=-1)
    assert move_for_drag(5, (-0.9, 0.3, 2.5), (0, 0, 1), dirs, (0, 0.2)) == Move('L', 2, 2, -1)
    assert move_for_drag(5, (1.4, 2.5, 0.1), (0, 1, 0), dirs, (-0.4, -0.3)) == Move('R', 2, 2, -1)


def test_short_or_degenerate_drags_give_none():
    dirs = [(1, 0), (0, 1), (-0.4, -0.3)]
    assert move_for_drag(3, (1, 0, 1.5), (0, 0, 1), dirs, (0.005, 0.005)) is None
    assert move_for_drag(3, (1, 0, 1.5), (0, 0, 1), dirs, (float('nan'), 1)) is None
    assert move_for_drag(3, (1, 0, 1.5), (0, 0, 0), dirs, (0, 1)) is None
    assert move_for_drag(3, (1, 0, 1.5), (0, 0, 1), [(0, 0)] * 3, (0, 1)) is None


@pytest.mark.parametrize('n', [2, 3, 4, 5, 6])
def test_every_sticker_every_direction_from_several_views(n):
    checked = 0
    for yaw, pitch in [(30, 25), (-40, 30), (150, -35), (-120, -20), (10, 80)]:
        view = camera(yaw, pitch)
        screen = [tuple(view[:2, a]) for a in range(3)]
        for a, sign in itertools.product(range(3), (1, -1)):
            normal = sign * AXES[a]
            if (view @ normal)[2] < 0.25:             # faces the camera can't see well
                continue
            in_face = [u for u in range(3) if u != a]
            p0, p1 = (np.array(screen[u]) for u in in_face)
            if abs(p0 @ p1) / (np.linalg.norm(p0) * np.linalg.norm(p1)) > 0.8:
                continue
            for i, j in itertools.product(range(n), repeat=2):
                point = np.zeros(3)
                point[a] = sign * n / 2
                point[in_face[0]] = i - n / 2 + 0.3 + 0.4 * ((i + j) % 2)
                point[in_face[1]] = j - n / 2 + 0.6
                facelet = facelet_at(n, point, normal.astype(int))
                for u, s in itertools.product(in_face, (1, -1)):
                    travel = s * AXES[u]
                    drag = 0.1 * (view @ travel)[:2]
                    move = move_for_drag(n, point, normal, screen, drag)
                    turn = move.turn(n)
                    assert turn.lo == turn.hi and turn.quarter in (1, 3), move
                    assert facelet in Cube(n).moved_facelets(move)
                    before, after = sticker_path(n, move, facelet)
                    assert (after - before) @ travel >= 0.5 - 1e-9, (n, point, travel, move)
                    assert abs((after - before)[turn.axis]) < 1e-9
                    checked += 1
    assert checked > 20 * n * n
