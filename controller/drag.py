"""Mouse drag on a sticker -> the move of the layer under it (pure vector math)."""
from __future__ import annotations

import math

import numpy as np

from model import Move

#: Face on the positive / negative end of each axis (x, y, z).
_POSITIVE = 'RUF'
_NEGATIVE = 'LDB'
_SLICE = 'MES'          # M turns like L, E like D, S like F
MIN_DRAG = 0.02         # in the units of `drag` (Ursina screen units by default)


def move_for_drag(n: int, point, normal, screen_dirs, drag, min_drag: float = MIN_DRAG) -> Move | None:
    """The move a drag makes, or None for a drag too short or unusable.

    point: cube-local hit point, the cube spanning -n/2..n/2 on each axis.
    normal: outward unit normal of the face hit (an axis vector, signs kept).
    screen_dirs: screen 2-vectors of the cube-local +x, +y, +z axes.
    drag: screen 2-vector from press to release.
    Of the two axes in the face, the one whose screen direction best matches
    the drag gives the sticker's direction of travel v; the turn axis is
    normal x v, and the layer is where the point lies on that axis. Outer
    layers come out as face moves (R, L', ...), the middle layer of an odd
    cube as M / E / S, other inner layers as single layers (3R, 2U', ...).
    """
    drag = np.asarray(drag, dtype=float).reshape(2)
    length = float(np.hypot(*drag))
    if not math.isfinite(length) or length < min_drag:
        return None
    normal = np.asarray(normal, dtype=float).reshape(3)
    a = int(np.argmax(np.abs(normal)))
    if abs(normal[a]) < 0.5:
        return None
    n_vec = np.zeros(3)
    n_vec[a] = math.copysign(1.0, normal[a])
    dirs = np.asarray(screen_dirs, dtype=float).reshape(3, 2)
    best, best_score, best_sign = None, 0.0, 0.0
    for u in range(3):
        if u == a:
            continue
        d_len = float(np.hypot(*dirs[u]))
        if d_len < 1e-9:
            continue
        dot = float(dirs[u] @ drag) / (d_len * length)
        if abs(dot) > best_score:
            best, best_score, best_sign = u, abs(dot), math.copysign(1.0, dot)
    if best is None:
        return None
    travel = np.zeros(3)
    travel[best] = best_sign
    axis_vec = np.cross(n_vec, travel)          # right-hand turn axis
    t = int(np.argmax(np.abs(axis_vec)))
    quarter = 1 if axis_vec[t] > 0 else 3
    p = float(np.asarray(point, dtype=float).reshape(3)[t])
    layer = min(max(int(math.floor(p + n / 2)), 0), n - 1)
    return layer_move(n, t, layer, quarter)


def layer_move(n: int, axis: int, layer: int, quarter: int) -> Move:
    """The move turning coordinate layer `layer` (0 = L/D/B side) about `axis`
    by `quarter` (1 or 3) right-hand quarter turns, named from the nearer face."""
    if n % 2 == 1 and layer == n // 2 and n > 1:
        face = _SLICE[axis]
        positive = face == 'S'
        depth = None
    elif layer >= n / 2:
        face, positive, depth = _POSITIVE[axis], True, n - layer
    else:
        face, positive, depth = _NEGATIVE[axis], False, layer + 1
    # A clockwise face turn is -90 degrees about its outward normal.
    amount = (1 if quarter == 3 else -1) if positive else (1 if quarter == 1 else -1)
    if depth is None:
        return Move(face, 1, 1, amount)
    return Move(face, depth, depth, amount)
