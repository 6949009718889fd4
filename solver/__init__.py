"""Solvers: 2x2 optimal, 3x3 two-phase, NxN reduction. Depends on model only.

`solve_cube` is the one entry for every size; `supports(n)` says whether a
solver exists (the app disables Solve with `unsupported_reason(n)` otherwise).
Each solver is imported on first use, so importing this package loads no
tables. The layout: pocket.py (2x2), twophase/ (3x3), nxn/ (4x4 and up),
solution.py (what every solver returns), cache.py (their tables on disk).
"""
from __future__ import annotations

from typing import Callable

from model import Cube, CubeLabError

from .solution import Solution, Stage

__all__ = ['Solution', 'Stage', 'solve_cube', 'supports', 'unsupported_reason']

#: What `progress` is told while a solver reports fractions: table builds
#: for the 2x2 and 3x3, the reduction's stages for bigger cubes.
TABLES_TEXT = 'Building solver tables (first use only)'
REDUCTION_TEXT = 'Reducing the cube to a 3x3'


def supports(n: int) -> bool:
    """True if a solver exists for n-cubes: every size from 2 up."""
    return n >= 2


def unsupported_reason(n: int) -> str:
    return f"no solver for {n}x{n} cubes" if not supports(n) else ''


def solve_cube(cube: Cube, *, timeout: float | None = None, max_length: int | None = None,
               fast: bool = False, progress: Callable[[float, str], None] | None = None) -> Solution:
    """Solve a model Cube of any size with the solver for its size.

    `timeout` (seconds) bounds the search where one can be cut short (the 3x3
    search, also the last stage of a reduction); `max_length` and `fast`
    steer the 3x3 search (stop at a solution that short, or at the first
    one) and are ignored elsewhere. `progress(fraction, text)` is told how
    far a long first-time table build or a reduction has got.
    """
    if not isinstance(cube, Cube):
        raise CubeLabError(f"solve_cube takes a model Cube, not {type(cube).__name__}: "
                           f"read facelets with Cube.from_facelets first")
    n = cube.n
    if not supports(n):
        raise CubeLabError(unsupported_reason(n))
    if n == 2:
        from . import pocket
        return pocket.solve(cube, timeout=timeout, progress=_with_text(progress, TABLES_TEXT))
    if n == 3:
        from . import twophase
        options = {'fast': fast}
        if timeout is not None:
            options['timeout'] = timeout
        if max_length is not None:
            options['max_length'] = max_length
        return twophase.solve(cube, progress=_with_text(progress, TABLES_TEXT), **options)
    from . import nxn
    return nxn.solve(cube, timeout=timeout, progress=_with_text(progress, REDUCTION_TEXT))


def _with_text(progress: Callable[[float, str], None] | None, text: str) -> Callable[[float], None] | None:
    """The solvers report bare fractions: give each one its text."""
    if progress is None:
        return None
    return lambda fraction: progress(fraction, text)
