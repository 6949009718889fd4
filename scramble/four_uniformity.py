"""Whether 4x4 states look uniformly random: chi-square tests against the exact distribution.

Where the exact distribution of a uniformly random reachable 4x4 state is
small enough to test with a few thousand states: where two given corners sit
(56 equally likely pairs of slots), the twists of two given corner slots (9
equally likely pairs: the total-twist rule ties all eight, not two), the
corner and wing permutation parities (4 equally likely pairs: independent),
and the colour at each centre position (each of 6 colours with 1/6). Every
test gives (statistic, degrees of freedom, p-value).
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Iterable

import numpy as np

from model import Cube
from model.geometry import geometry

from .four_state import SIZE, parities

_FLOOR = 1e-300


def chi_square_p(statistic: float, df: int) -> float:
    """P(X >= statistic) for X chi-square with df degrees of freedom (the
    regularised upper incomplete gamma Q(df/2, statistic/2))."""
    a, x = df / 2, statistic / 2
    if x <= 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:                                   # series for P, then Q = 1 - P
        term = total = 1 / a
        k = a
        while abs(term) > abs(total) * 1e-15:
            k += 1
            term *= x / k
            total += term
        return max(0.0, 1 - total * math.exp(log_front))
    b = x + 1 - a                                   # Lentz's continued fraction for Q
    c, d = 1 / _FLOOR, 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = _FLOOR if abs(d) < _FLOOR else d
        c = b + an / c
        c = _FLOOR if abs(c) < _FLOOR else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < 1e-15:
            break
    return h * math.exp(log_front)


def chi_square(counts: Iterable[int], expected_share: Iterable[float]) -> tuple[float, int, float]:
    """(statistic, df, p) of observed counts against expected shares (summing to 1)."""
    counts = np.asarray(list(counts), dtype=float)
    expected = np.asarray(list(expected_share), dtype=float) * counts.sum()
    statistic = float(((counts - expected) ** 2 / expected).sum())
    df = len(counts) - 1
    return statistic, df, chi_square_p(statistic, df)


def uniformity(cubes: Iterable[Cube]) -> dict[str, tuple[float, int, float]]:
    """The four chi-square tests (module docstring) over 4x4 states."""
    g = geometry(SIZE)
    corners = np.nonzero(g.n_stickers == 3)[0]
    centre_facelets = np.nonzero(g.n_stickers[g.facelet_slot] == 1)[0]
    twist_facelets = [np.nonzero(g.facelet_slot == s)[0] for s in corners[:2]]
    places, twists, parity = Counter(), Counter(), Counter()
    centre_counts = np.zeros((len(centre_facelets), 6), dtype=np.int64)
    for cube in cubes:
        where = {int(p): i for i, p in enumerate(cube.perm[corners])}
        places[where[int(corners[0])], where[int(corners[1])]] += 1
        colors = cube.facelet_colors()
        twists[tuple(int(np.nonzero(np.isin(colors[f], (0, 3)))[0][0]) for f in twist_facelets)] += 1
        corner, wing, _ = parities(cube)
        parity[corner, wing] += 1
        centre_counts[np.arange(len(centre_facelets)), colors[centre_facelets]] += 1
    pairs = [(a, b) for a in range(8) for b in range(8) if a != b]
    out = {
        'corner places (two corners, 56 cells)': chi_square([places[p] for p in pairs], [1 / 56] * 56),
        'corner twists (two slots, 9 cells)': chi_square([twists[a, b] for a in range(3) for b in range(3)],
                                                         [1 / 9] * 9),
        'corner and wing parities (4 cells)': chi_square([parity[a, b] for a in (0, 1) for b in (0, 1)],
                                                         [1 / 4] * 4),
    }
    statistic = sum(chi_square(row, [1 / 6] * 6)[0] for row in centre_counts)
    df = 5 * len(centre_counts)
    out['centre colours (24 positions x 6)'] = (statistic, df, chi_square_p(statistic, df))
    return out
