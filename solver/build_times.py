"""How long each table set takes to build, so that a build's progress (and its
estimate of the time left) follows the time it takes, not the count of tables.

Measured on this project's 2-core test machine, 2026-11-28, each set built alone
into an empty cache (tables' own `build` with its progress logged), with the machine
loaded by other work (load average about 10): only the ratios are used, and a
quieter machine scales them all alike.
"""
from __future__ import annotations

#: Seconds to build each table set, by its cache name.
BUILD_SECONDS = {
    'twophase3': 177.0,     # the 3x3 two-phase tables (move, symmetry, two pruning searches)
    'pocket_distance': 3.2,  # the 2x2's full distance table
    'centres4': 6.1,        # the 4x4's centre phases
    'separated4': 62.2,     # the 4x4's wing separation (Tsai's G3)
    'centres5': 288.0,      # the 5x5's centre phases (phase 3's product table: 275 s of it)
}


def build_seconds(name: str) -> float:
    """The measured build time of a table set (a set not measured counts as 10 s)."""
    return BUILD_SECONDS.get(name, 10.0)
