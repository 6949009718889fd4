"""The beginner's method: layer by layer on every size, in chunks a person can follow.

catalogue.py  the named algorithms and what each is for
frames.py     playing an algorithm from any side (no rotations in solutions)
engine.py     the cheapest chunk that makes progress, all candidates at once
steps.py      the 3x3 steps (and the 2x2's corner steps) as pieces, scores, Patterns
big.py        4x4 and up: centres face by face, edges paired, parity fixes
method.py     running a plan of steps: the whole method, or the next chunk (hint)
lesson.py     what comes back (Lesson, StepResult, Chunk, Hint) and its JSON
"""
from __future__ import annotations

import time

from model import Cube, CubeLabError

from .lesson import Chunk, Hint, Lesson, StepResult
from .method import hint as _hint, run
from .plans import plan_for

__all__ = ['Chunk', 'Hint', 'Lesson', 'StepResult', 'solve', 'hint', 'plan_for']


def solve(cube: Cube) -> Lesson:
    """The whole beginner's method on `cube` (any size, any valid state)."""
    _check(cube)
    start = time.perf_counter()
    colors = cube.facelet_colors()
    steps, _ = run(cube.n, colors, plan_for(cube.n, colors))
    return Lesson(cube.n, tuple(steps), time.perf_counter() - start)


def hint(cube: Cube) -> Hint:
    """The earliest step not done on `cube`, its progress and its next chunk."""
    _check(cube)
    colors = cube.facelet_colors()
    return _hint(cube.n, colors, plan_for(cube.n, colors))


def _check(cube) -> None:
    if not isinstance(cube, Cube):
        raise CubeLabError(f"the beginner's method takes a model Cube, not {type(cube).__name__}")
