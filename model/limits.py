"""The cube sizes CubeLab accepts, checked in one place before anything is allocated.

Every entry point (model, window, command line, scramblers, solvers) uses
`check_size`, so a size is accepted everywhere or nowhere.
"""
from __future__ import annotations

import numbers

from .errors import CubeLabError

MIN_SIZE = 2
#: Largest size: the model's arrays grow as n^2 and stay small well past
#: it; the solvers do not. Their fastest way to a complete solution (the
#: floor under `--timeout`) grows about as n^2.5, so the limit is where it is
#: still tens of seconds, the largest size the product promises.
MAX_SIZE = 50


def check_size(n) -> int:
    """`n` as an int if MIN_SIZE <= n <= MAX_SIZE, else a CubeLabError that says why."""
    if isinstance(n, bool) or not isinstance(n, numbers.Integral):
        raise CubeLabError(f"cube size must be a whole number, not {n!r}")
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise CubeLabError(f"cube size must be between {MIN_SIZE} and {MAX_SIZE}, not {n}")
    return int(n)
