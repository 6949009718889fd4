"""The floor under a deadline: how long each size's fastest complete solve takes,
and what a solve stopped short of it says.

FASTEST holds wall seconds of `solve_cube(cube, timeout=0.001)` (every stage
past its share at once, so each finishes its fastest way) on a cube
scrambled by `scramble(n, 'random-moves', seed=1)`, in one process with the
tables loaded and the per-size set-up not yet built, on the 2-core machine
the project is measured on (docs/benchmarks.md, "The floor under --timeout").
Between the sizes measured the time is interpolated on a log-log scale (it
grows about as n^2.5).
"""
from __future__ import annotations

import math

#: (size, seconds) of the fastest complete solve, measured as the docstring says.
FASTEST = ((4, 0.3), (10, 0.6), (20, 2.0), (30, 4.8), (40, 9.5), (50, 17.0))
#: The --timeout values a message suggests: the first at least 1.5 times the floor.
ROUND_TIMEOUTS = (2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300)


def fastest_seconds(n: int) -> float:
    """About how long the n-cube's fastest complete solve takes (FASTEST, interpolated)."""
    if n <= FASTEST[0][0]:
        return FASTEST[0][1]
    for (a, ta), (b, tb) in zip(FASTEST, FASTEST[1:]):
        if n <= b:
            share = (math.log(n) - math.log(a)) / (math.log(b) - math.log(a))
            return math.exp(math.log(ta) + share * (math.log(tb) - math.log(ta)))
    (a, ta), (b, tb) = FASTEST[-2:]
    return tb * (n / b) ** ((math.log(tb) - math.log(ta)) / (math.log(b) - math.log(a)))


def suggested_timeout(n: int, seconds: float) -> int:
    """A round --timeout that leaves room for the n-cube's fastest solve
    (1.5 times it), and more than the `seconds` that were not enough."""
    wanted = max(1.5 * fastest_seconds(n), 2 * seconds)
    return next((t for t in ROUND_TIMEOUTS if t >= wanted), math.ceil(wanted))


def too_slow(n: int, seconds: float) -> str:
    """What a solve of an n-cube stopped at its hard limit of `seconds` says."""
    floor = fastest_seconds(n)
    advice = f"try --timeout {suggested_timeout(n, seconds)}"
    if floor <= seconds:                                 # a slower or busier machine than measured
        return f"no solution within {seconds:g} s (this machine was slower than expected); {advice}"
    about = f"{floor:.0f} s" if floor >= 2 else f"{floor:.1f} s"
    return f"no solution within {seconds:g} s: a {n}x{n} needs about {about}; {advice}"
