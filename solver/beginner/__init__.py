"""The beginner's method: layer by layer on every size, in chunks a person can follow.

catalogue.py  the named algorithms and what each is for
frames.py     playing an algorithm from any side (no rotations in solutions)
engine.py     the cheapest chunk that makes progress, all candidates at once
steps.py      the 3x3 steps (and the 2x2's corner steps) as pieces, scores, Patterns
big.py        4x4 and up: centres face by face, edges paired, parity fixes
method.py     running a plan of steps: the whole method, or the next chunk (hint)
played.py     chunks as played: moves that cancel or merge merged before they are shown
lesson.py     what comes back (Lesson, StepResult, Chunk, Hint) and its JSON
"""
from __future__ import annotations

import time
from dataclasses import replace

from model import Cube, CubeLabError

from ..deadline import Deadline
from .lesson import Chunk, Hint, Lesson, StepResult
from .method import hint as _hint, relabel_hint, relabel_step, run
from .played import merge_played
from .plans import LARGEST, check_size, plan_for, prepare

__all__ = ['LARGEST', 'Chunk', 'Hint', 'Lesson', 'StepResult', 'check_size', 'solve', 'hint',
           'plan_for', 'prepare']


def solve(cube: Cube, timeout: float | None = None) -> Lesson:
    """The whole beginner's method on `cube` (any valid state, sizes up to
    LARGEST); past `timeout` seconds, OutOfTime (a CubeLabError)."""
    _check(cube)
    deadline = Deadline(timeout)
    start = time.perf_counter()
    prepared = prepare(cube.n, cube.facelet_colors())
    steps, _ = run(cube.n, prepared.seen(cube.facelet_colors()), prepared.plan, deadline=deadline)
    steps = [relabel_step(s, prepared) for s in steps]
    steps = [replace(s, chunks=merge_played(s.chunks, cube.n)) for s in steps]
    return Lesson(cube.n, tuple(steps), time.perf_counter() - start)


def hint(cube: Cube) -> Hint:
    """The earliest step not done on `cube`, its progress and its next chunk."""
    _check(cube)
    prepared = prepare(cube.n, cube.facelet_colors())
    found = _hint(cube.n, prepared.seen(cube.facelet_colors()), prepared.plan)
    found = relabel_hint(found, prepared)
    return replace(found, chunks=merge_played(found.chunks, cube.n))


def _check(cube) -> None:
    if not isinstance(cube, Cube):
        raise CubeLabError(f"the beginner's method takes a model Cube, not {type(cube).__name__}")
