"""How long each size's unhurried route takes, and the deadline a solve gets by default.

A deadline hurries each stage past its share (`shares`): a default deadline that is to leave the normal route
alone must give the centres their time within their share, the centres and
edges theirs within theirs, and the whole solve its time. ROUTE holds,
per size, the CPU seconds (time.process_time) of a solve without a
deadline: the centres, the centres and edges, and the whole solve, each
the most over the scrambles measured (`bench/bench_route_time.py`: a fresh
process per solve, as the command line and the window solve, the size's
first-use set-up included; docs/benchmarks.md, "The unhurried route").
Between the sizes measured the times are interpolated on a log-log scale
and past the last one extrapolated by its slope. On an idle machine a
solve's wall time is about its CPU time; MARGIN covers a slower machine,
a harder scramble and a window drawing beside the solve.
"""
from __future__ import annotations

import math

from .floor import fastest_seconds

#: (size, centres, centres and edges, whole solve) CPU seconds, measured as the docstring says.
ROUTE = ((8, 1.7, 3.2, 3.2), (12, 6.3, 7.3, 7.3), (16, 12.7, 14.6, 14.7), (20, 21.8, 23.6, 23.8),
         (30, 20.7, 25.7, 26.2), (40, 25.6, 31.9, 32.8), (50, 44.6, 56.0, 58.0))
#: The least default (the 2x2 to 4x4, 6x6 and 7x7 routes end well within it; the 5x5: FIVE_ROUTE_SECONDS).
DEFAULT_MIN = 10.0
#: The default deadline over what the route needs (see the docstring).
MARGIN = 1.5
#: The 5x5's unhurried solve (its G3 route) at its slowest measured, wall seconds on an idle
#: machine (bench_nxn seed 7 and bench_peers seed 2027, 70 states; docs/benchmarks.md). The
#: route runs within the edges' share, and the 5x5's default holds it with MARGIN; no larger
#: size's default is shorter.
FIVE_ROUTE_SECONDS = 8.6
#: Shares of a deadline by which the centres and the edge pairing must hurry
#: (nxn.reduction): past its share a stage finishes by its fastest way, so the
#: later stages (whose tables may still need building) get the time that is left.
CENTRES_SHARE, EDGES_SHARE = 0.4, 0.75
#: From this size on the centres take most of an unhurried solve (80-90%) and the
#: edges most of the rest, with no tables to build after them: BIG_SHARES instead.
BIG_FROM = 9
BIG_SHARES = (0.8, 0.95)
#: The default deadlines are rounded up to these, and past the last to a multiple of it.
ROUND = (10, 15, 20, 30, 45, 60, 90, 120, 150, 180, 240, 300)


def _interpolated(n: int, column: int) -> float:
    """ROUTE's `column` at size n, on a log-log scale (held flat below the first size)."""
    if n <= ROUTE[0][0]:
        return ROUTE[0][column]
    for a, b in zip(ROUTE, ROUTE[1:]):
        if n <= b[0]:
            share = (math.log(n) - math.log(a[0])) / (math.log(b[0]) - math.log(a[0]))
            return math.exp(math.log(a[column]) + share * (math.log(b[column]) - math.log(a[column])))
    a, b = ROUTE[-2:]
    slope = (math.log(b[column]) - math.log(a[column])) / (math.log(b[0]) - math.log(a[0]))
    return b[column] * (n / b[0]) ** slope


def route_seconds(n: int) -> float:
    """About how long the n-cube's unhurried solve takes (CPU seconds; 0 below 8x8:
    those routes take a few seconds at most)."""
    return _interpolated(n, 3) if n >= ROUTE[0][0] else 0.0


def shares(n: int) -> tuple[float, float]:
    """The shares of a deadline by which the n-cube's centres and edge pairing hurry."""
    return BIG_SHARES if n >= BIG_FROM else (CENTRES_SHARE, EDGES_SHARE)


#: From 9x9 up, the centres of a strict solve hurry with this many times the size's
#: fastest way left: room for a machine somewhat slower than the one measured.
STRICT_ROOM = 1.25


def strict_search(n: int, timeout: float) -> float:
    """The deadline whose shares a strict solve's stages (a --timeout given, a
    hard limit) hurry by: early enough for the size's fastest way (floor.py) to
    end by `timeout`. Up to 8x8 the whole fastest solve is left over; from 9x9
    up the centres hurry with STRICT_ROOM times it still left (most of it is
    theirs: their commutator tables and their fast finish) and the edges with
    half of it."""
    floor = fastest_seconds(n)
    if n < BIG_FROM:
        return max(0.0, timeout - floor)
    centres, edges = BIG_SHARES
    return max(0.0, min(timeout, (timeout - STRICT_ROOM * floor) / centres, (timeout - floor / 2) / edges))


def needed_timeout(n: int) -> float:
    """The shortest deadline under which no stage of the n-cube's route hurries
    on the machine measured: each stage's time within its share."""
    if n < ROUTE[0][0]:
        return 0.0
    centres, edges = shares(n)
    return max(_interpolated(n, 1) / centres, _interpolated(n, 2) / edges, _interpolated(n, 3))


def default_timeout(n: int) -> float:
    """The deadline a solve of an n-cube gets when none is given: room for the
    unhurried route with MARGIN to spare, rounded up (ROUND), at least DEFAULT_MIN
    (from 5x5 up, at least the 5x5's: FIVE_ROUTE_SECONDS)."""
    wanted = max(DEFAULT_MIN, MARGIN * needed_timeout(n))
    if n >= 5:
        wanted = max(wanted, MARGIN * FIVE_ROUTE_SECONDS / EDGES_SHARE)
    rounded = next((t for t in ROUND if t >= wanted), None)
    return float(rounded if rounded is not None else ROUND[-1] * math.ceil(wanted / ROUND[-1]))
