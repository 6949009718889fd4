"""The plan for one cube: which face is the first layer, and the steps in order."""
from __future__ import annotations

import numpy as np

from model.faces import FACE_ORDER

from .frames import WHITE, all_frames, centre_rotation, target_colors
from .method import Planned, Reader, run
from .steps import pocket_steps, three_steps


def plan_for(n: int, colors: np.ndarray) -> list[Planned]:
    if n == 2:
        return pocket_plan(colors)
    if n == 3:
        target = target_colors(3, centre_rotation(colors, 3))
        return [Planned(s, target, Reader(3)) for s in three_steps(3, white_face(3, target))]
    from .big import big_plan
    return big_plan(n, colors)


def white_face(n: int, target: np.ndarray) -> str:
    faces = target.reshape(6, -1)[:, 0]
    return FACE_ORDER[int(np.nonzero(faces == WHITE)[0][0])]


def pocket_plan(colors: np.ndarray) -> list[Planned]:
    """2x2: no centres say where white goes, so of the frames with the most
    first-layer corners home, the one whose first layer is cheapest is
    taken (so a hint's progress keeps the frame it was made in)."""
    best = None
    for _, rotation in all_frames():
        target = target_colors(2, rotation)
        steps = pocket_steps(2, white_face(2, target))
        plan = [Planned(s, target, Reader(2)) for s in steps]
        first, _ = run(2, colors, plan[:1], lookahead=1)
        rank = (-steps[0].count(colors, target), len(first[0].moves))
        if best is None or rank < best[0]:
            best = (rank, plan)
    return best[1]
