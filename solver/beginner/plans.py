"""The plan for one cube: which face is the first layer, and the steps in order."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from model import Alg, CubeLabError
from model.faces import FACE_ORDER
from model.stickers import seq_gather

from .frames import WHITE, all_frames, centre_rotation, target_colors
from .method import Planned, Reader, run
from .steps import pocket_steps, three_steps


#: The largest cube the method takes. Its chunk search tries every candidate
#: at once from one gather matrix: on big cubes the centre candidates number
#: about 480 n^2, each a gather of 6 n^2 facelets, so memory grows as n^4 (and
#: time faster, with n^2 centre pieces to bring home); past this size a lesson
#: would take minutes and gigabytes.
LARGEST = 9


def check_size(n: int) -> None:
    """A CubeLabError that says the limit, for a cube too big for the method."""
    if n > LARGEST:
        raise CubeLabError(f"the beginner's method teaches cubes up to {LARGEST}x{LARGEST}, "
                           f"not {n}x{n}: past that its search would take minutes and gigabytes "
                           f"(the standard solver solves every size)")


@dataclass
class Prepared:
    """A plan and how the cube is seen for it: `view` (facelet i of the
    plan's cube is facelet view[i] of the real one) and `frame` (a move of
    the plan is move frame[face] of the real cube), or None where the plan
    works on the cube as it is."""
    plan: list[Planned]
    view: np.ndarray | None = None
    frame: dict | None = None

    def seen(self, colors: np.ndarray) -> np.ndarray:
        return colors if self.view is None else colors[self.view]


def prepare(n: int, colors: np.ndarray) -> Prepared:
    """2x2 and 3x3: a plan for the cube as it lies. 4x4 and up: one plan per
    size for the cube held solved-way-up; the cube is turned to match (the
    turn its centres or most of its centre pieces say) and the plan's moves
    are relabelled back, so its tables are built once per size."""
    check_size(n)
    if n <= 3:
        return Prepared(plan_for(n, colors))
    from .big import big_plan, big_rotation
    rotation = big_rotation(n, colors)
    frame = {text: f for f, text in all_frames()}[rotation]
    turn = tuple(Alg.parse(rotation, n).inverse()) if rotation else ()
    return Prepared(big_plan(n), seq_gather(n, turn), frame)


def plan_for(n: int, colors: np.ndarray) -> list[Planned]:
    """The plan for a 2x2 or 3x3 as it lies."""
    if n == 2:
        return pocket_plan(colors)
    target = target_colors(3, centre_rotation(colors, 3))
    return [Planned(s, target, Reader(3)) for s in three_steps(3, white_face(3, target))]


def white_face(n: int, target: np.ndarray) -> str:
    faces = target.reshape(6, -1)[:, 0]
    return FACE_ORDER[int(np.nonzero(faces == WHITE)[0][0])]


def pocket_plan(colors: np.ndarray, tries: int = 3) -> list[Planned]:
    """2x2: no centres say where white goes. Of the frames with the most
    first-layer corners home (so a hint's progress keeps the frame it was
    made in), the `tries` whose first layer is cheapest are each solved
    through, and the shortest whole solution's frame is taken."""
    ranked = []
    for _, rotation in all_frames():
        target = target_colors(2, rotation)
        steps = pocket_steps(2, white_face(2, target))
        plan = [Planned(s, target, Reader(2)) for s in steps]
        first, _ = run(2, colors, plan[:1], lookahead=1)
        ranked.append(((-steps[0].count(colors, target), len(first[0].moves)), plan))
    ranked.sort(key=lambda r: r[0])
    best_done = ranked[0][0][0]
    finalists = [plan for rank, plan in ranked if rank[0] == best_done][:tries]
    if len(finalists) == 1:
        return finalists[0]
    return min(finalists, key=lambda plan: sum(len(s.moves) for s in run(2, colors, plan)[0]))
