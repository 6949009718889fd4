"""The floor under a deadline: how long each size's fastest complete solve takes,
and what a solve stopped short of it says.

FASTEST holds the CPU seconds (time.process_time) of
`solve_cube(cube, timeout=0.001)` (every stage past its share at once, so
each finishes its fastest way) on a cube scrambled by
`scramble(n, 'random-moves', seed=1)`, each size in a fresh process with the
3x3 tables loaded first and the size's own set-up not yet built: a
command-line solve's work. CPU, not wall, seconds because the machine
measured on (2 cores, shared) was loaded 9-13 deep at the time, which
stretched wall times 5-7 times; on an idle machine a solve's wall time is
about its CPU time (docs/benchmarks.md, "The floor under --timeout").
Between the sizes measured the time is interpolated on a log-log scale
(from 20x20 on it grows about as n^2.5; 6x6 to 8x8 build tables of their own).
"""
from __future__ import annotations

import math

#: (size, seconds) of the fastest complete solve, measured as the docstring says.
FASTEST = ((4, 0.7), (5, 0.4), (6, 0.7), (7, 0.8), (8, 1.3), (9, 0.45), (10, 0.65), (12, 0.8), (14, 1.1),
           (16, 1.45), (20, 2.4), (25, 2.7), (30, 4.7), (40, 9.2), (50, 19.7))
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
    article = 'an' if n in (8, 11, 18) else 'a'             # as the size is said: an eight, an eleven
    return f"no solution within {seconds:g} s: {article} {n}x{n} needs about {about}; {advice}"
