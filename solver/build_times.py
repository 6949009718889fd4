"""How long each table set takes to build, so that a build's progress (and its
estimate of the time left) follows the time it takes, not the count of tables.

Measured on this project's 2-core test machine, 2026-11-28, each set built in turn
into an empty cache by its own loader with its progress logged, the machine shared
with other work (load average about 7): only the ratios are used, and a quieter
machine scales them all alike.
"""
from __future__ import annotations

#: Seconds to build each table set, by its cache name.
BUILD_SECONDS = {
    'twophase3': 57.4,       # the 3x3 two-phase tables (move, symmetry, two pruning searches)
    'pocket_distance': 1.1,  # the 2x2's full distance table
    'centres4': 2.2,         # the 4x4's centre phases
    'separated4': 33.0,      # the 4x4's wing separation (Tsai's G3)
    'pairs4': 138.0,         # the 4x4's exact G3 pairing distance (scaled from separated4's, measured beside it)
    'centres5': 26.6,        # the 5x5's centre phases
    # scaled from builds on a quieter machine, beside centres5's (21.7 s there)
    'separated5': 13.2,      # the 5x5's edges made ready for G3 (the G3 route's first phase)
    'pairs5': 283.0,         # the 5x5's two G3 pairing phases (five/pairing_tables.py)
}


def build_seconds(name: str) -> float:
    """The measured build time of a table set (a set not measured counts as 10 s)."""
    return BUILD_SECONDS.get(name, 10.0)
