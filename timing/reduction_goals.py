"""What holds once a big cube's reduction is done (its centres, then its edges), and such
a cube read as a 3x3, so that a method's 3x3 steps follow (timing/step_goals.py).

A big cube (4x4 and up) is solved by reduction: each face's centre made one colour, each
edge's wings paired; from there it turns as a 3x3 whose pieces are its corners, its
paired edges and its centres. The 3x3 read from it takes each face's four corners, one
wing of each edge strip and one centre sticker, so the 3x3 goals read it as they read a
3x3 (relative to its centres: a rotation moves the goals with it). A 3x3 step's goal
holds only while the cube is reduced: a 4x4's parity algorithm breaks the edges for a
while, and that time counts to the step it serves.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from .step_goals import Method, State

#: The reduction's steps, before the method's own.
REDUCTION_STEPS = ('centres', 'edges')


@lru_cache(maxsize=None)
def regions(n: int) -> tuple[np.ndarray, np.ndarray]:
    """The n-cube's facelets (face-major, row-major) of each face's centre, shape
    (6, (n-2)^2), and of each face's four edge strips, shape (24, n-2)."""
    inner = range(1, n - 1)
    centres, strips = [], []
    for face in range(6):
        at = face * n * n
        centres.append([at + r * n + c for r in inner for c in inner])
        strips += [[at + c for c in inner], [at + (n - 1) * n + c for c in inner],
                   [at + r * n for r in inner], [at + r * n + n - 1 for r in inner]]
    return np.array(centres), np.array(strips)


@lru_cache(maxsize=None)
def as_3x3(n: int) -> np.ndarray:
    """The n-cube's facelets that make the 3x3 read from it, in the 3x3's facelet order."""
    pick = (0, 1, n - 1)
    return np.array([face * n * n + pick[r] * n + pick[c] for face in range(6) for r in range(3) for c in range(3)])


class ReducedState:
    """One moment of a big cube's solve: whether its centres and its edges are done, and
    the 3x3 read from it (meaningful once they are)."""

    def __init__(self, colors: np.ndarray, n: int):
        centres, strips = regions(n)
        inside, along = colors[centres], colors[strips]
        self.centres = bool((inside == inside[:, :1]).all())
        self.edges = self.centres and bool((along == along[:, :1]).all())
        self.small = State(colors[as_3x3(n)])


def reduction_method(method: Method) -> Method:
    """`method` for a big cube: centres, edges, then its 3x3 steps on the reduced cube."""
    def reduced(goal):
        return lambda state, frame: state.edges and goal(state.small, frame)

    goals = (('centres', lambda state, frame: state.centres), ('edges', lambda state, frame: state.edges))
    return Method(method.name, goals + tuple((name, reduced(goal)) for name, goal in method.goals), method.frames)
