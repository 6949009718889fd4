"""Statistics of a run of results, by WCA rules where WCA has them.

A *result* is a time in milliseconds, or `math.inf` for a DNF (a DNF counts
as the worst result). Averages:

- ``mo3``: mean of 3; any DNF makes it a DNF.
- ``aoN`` (5, 12, 50, 100): trim the best and worst `trim(N)` results, mean of
  the rest. WCA regulation 9f defines only ao5 (drop best and worst, mean of
  the middle three, DNF counted as worst, so two DNFs make the average a DNF).
  For other sizes we follow csTimer's default ("p5" trimming): trim
  ceil(5% of N) at each end, which gives 1 for ao5 and ao12 (= 9f), 3 for
  ao50 and 5 for ao100. An average is a DNF when it holds more DNFs than it
  trims at the worst end.
- session ``mean``: mean of the results that are not DNF (None if there are none).

Results are whole milliseconds (fractions are rounded). `rolling` gives every
window's average at once (numpy), so the current and best averages of 10,000
solves take milliseconds.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterable, Sequence

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

_DNF_MS = np.iinfo(np.int32).max
#: (name, window, trimmed) for every average shown and printed, in order.
AVERAGES = (('mo3', 3, False), ('ao5', 5, True), ('ao12', 12, True),
            ('ao50', 50, True), ('ao100', 100, True))


def trim(n: int) -> int:
    """Results dropped at each end of an average of n (csTimer's 5%, rounded up)."""
    return math.ceil(n * 5 / 100)


def average(results: Sequence[float], trimmed: bool = True) -> float:
    """The average of exactly these results (ms; inf for a DNF average)."""
    window = rolling(results, len(results), trimmed)
    if window.size == 0:
        raise ValueError("an average needs at least one result")
    return float(window[0])


def mean(results: Iterable[float]) -> float | None:
    """Mean of the results that are not DNF; None if there are none."""
    done = [r for r in results if not math.isinf(r)]
    return sum(done) / len(done) if done else None


def rolling(results: Sequence[float], n: int, trimmed: bool = True) -> np.ndarray:
    """The average of every run of n consecutive results (len - n + 1 of them;
    empty if fewer results), as floats in ms, inf where the average is a DNF."""
    values = np.asarray(results, dtype=np.float64)
    if n < 1 or values.size < n:
        return np.empty(0)
    k = trim(n) if trimmed else 0
    if n - 2 * k < 1:
        raise ValueError(f"an average of {n} trims {k} at each end and leaves nothing")
    dnf = np.isinf(values)
    dnfs = sliding_window_view(dnf, n).sum(axis=1)
    # Whole ms as int32 (numpy sorts those fastest), a DNF as the largest value:
    # a window with at most k DNFs keeps them all in its top k, outside the middle.
    ms = np.where(dnf, _DNF_MS, np.clip(np.rint(np.where(dnf, 0, values)), 0, _DNF_MS - 1)).astype(np.int32)
    if k == 0:
        totals = np.concatenate(([0], np.cumsum(ms, dtype=np.int64)))
        sums = totals[n:] - totals[:-n]
    else:
        ordered = np.sort(sliding_window_view(ms, n), axis=1)
        sums = ordered[:, k:n - k].sum(axis=1, dtype=np.int64)
    out = sums / (n - 2 * k)
    out[dnfs > k] = math.inf
    return out


@dataclass(frozen=True, slots=True)
class Stats:
    """Everything the window and `main.py stats` show for a run of results.
    Times in ms (floats; inf = DNF); None where there are too few results."""
    count: int
    dnf: int
    best: float | None
    worst: float | None
    mean: float | None
    current: dict[str, float | None] = field(default_factory=dict)
    best_average: dict[str, float | None] = field(default_factory=dict)
    #: Rolling ao5 and ao12 per solve (aligned to the solve ending each window).
    series: dict[str, np.ndarray] = field(default_factory=dict, repr=False, compare=False)

    def as_json(self) -> dict:
        """Whole milliseconds (rounded half up); 'DNF' for a DNF; null for none yet."""
        out = {'unit': 'ms', 'count': self.count, 'dnf': self.dnf,
               'best': _json_ms(self.best), 'worst': _json_ms(self.worst)}
        out |= {name: _json_ms(self.current[name]) for name, _, _ in AVERAGES}
        out['mean'] = _json_ms(self.mean)
        out['best_averages'] = {name: _json_ms(self.best_average[name]) for name, _, _ in AVERAGES}
        return out


def summary(results: Sequence[float]) -> Stats:
    """Best/worst single, session mean, current and best of every average."""
    values = np.asarray(results, dtype=np.float64)
    current, best, series = {}, {}, {}
    for name, n, trimmed in AVERAGES:
        run = rolling(values, n, trimmed)
        current[name] = float(run[-1]) if run.size else None
        best[name] = float(run.min()) if run.size else None
        if name in ('ao5', 'ao12'):
            series[name] = run
    done = values[~np.isinf(values)]
    return Stats(count=int(values.size), dnf=int(values.size - done.size),
                 best=float(values.min()) if values.size else None,
                 worst=float(values.max()) if values.size else None,
                 mean=float(done.mean()) if done.size else None,
                 current=current, best_average=best, series=series)


def _json_ms(value: float | None):
    if value is None:
        return None
    if math.isinf(value):
        return 'DNF'
    return int(math.floor(value + 0.5))
