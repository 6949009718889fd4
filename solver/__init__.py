"""Solvers: 2x2 optimal, 3x3 two-phase, NxN reduction. Depends on model only.

`solve_cube` picks the solver for the cube's size; `supports(n)` says whether
one exists, so the app can disable Solve with a reason instead of failing.
"""
from __future__ import annotations

import importlib

from .solution import Solution, Stage

# size -> (module, function); filled as solvers land. Modules are imported
# lazily so importing the package never builds or loads tables.
_SOLVERS = {
    2: ('solver.pocket', 'solve'),
    3: ('solver.twophase', 'solve'),
    'big': ('solver.reduction', 'solve'),
}


def _entry(n: int):
    key = n if n in (2, 3) else 'big'
    module, name = _SOLVERS[key]
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        return None


def supports(n: int) -> bool:
    """True if a solver exists for n-cubes."""
    return _entry(n) is not None


def unsupported_reason(n: int) -> str:
    return f"no solver for {n}x{n} cubes yet"


def solve_cube(cube, **options) -> Solution:
    """Solve a model Cube with the solver for its size; options pass through
    (timeout, progress, ...). Raises NotImplementedError if none exists."""
    solve = _entry(cube.n)
    if solve is None:
        raise NotImplementedError(unsupported_reason(cube.n))
    return solve(cube, **options)


__all__ = ['Solution', 'Stage', 'solve_cube', 'supports', 'unsupported_reason']

# 3x3 two-phase (importing it loads no tables) and uniform random 3x3 states.
from .random_state import random_state_facelets  # noqa: E402
from .twophase import solve, solve_to  # noqa: E402

__all__ += ['random_state_facelets', 'solve', 'solve_to']
