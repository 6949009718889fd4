"""Solvers: 2x2 optimal, 3x3 two-phase, NxN reduction. Depends on model only.

`solve_cube` picks the solver for the cube's size; `supports(n)` says whether
one exists (the app disables Solve with `unsupported_reason(n)` otherwise).
"""
from __future__ import annotations

import importlib

from .solution import Solution, Stage

# size -> (module, function). Modules are imported on first use, so importing
# the package never loads or builds tables.
_SOLVERS = {
    2: ('solver.pocket', 'solve'),
    3: ('solver.twophase', 'solve'),
    'big': ('solver.nxn', 'solve'),
}


def _entry(n: int):
    module, name = _SOLVERS[n if n in (2, 3) else 'big']
    return getattr(importlib.import_module(module), name)


def supports(n: int) -> bool:
    """True if a solver exists for n-cubes: every size from 2 up."""
    return n >= 2


def unsupported_reason(n: int) -> str:
    return f"no solver for {n}x{n} cubes" if not supports(n) else ''


def solve_cube(cube, **options) -> Solution:
    """Solve a model Cube with the solver for its size; options pass through
    (timeout, progress, ...)."""
    if not supports(cube.n):
        raise NotImplementedError(unsupported_reason(cube.n))
    return _entry(cube.n)(cube, **options)


__all__ = ['Solution', 'Stage', 'solve_cube', 'supports', 'unsupported_reason']

# 3x3 two-phase (importing it loads no tables) and uniform random 3x3 states.
from .random_state import random_state_facelets  # noqa: E402
from .twophase import solve, solve_to  # noqa: E402

__all__ += ['random_state_facelets', 'solve', 'solve_to']
