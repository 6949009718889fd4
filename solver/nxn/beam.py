"""The skeleton the stages' beam searches share: rounds of expand, offer answers, keep the best distinct children.

Each round every kept state takes every step the search allows (its
children); the children that end the search are offered as answers, and
at most a width of the best ranked children that no earlier path reached
as cheaply are kept for the next round. A search stops when a round keeps
nothing, when `patience` rounds pass without a better answer, when its
own rule says it is stuck, or at its deadline. What differs between the
searches (their states, steps, scores and ranking) is a Beam; the loop,
the answer with its patience count, the duplicate check, the path's
read-back and the cut of a round's ranked children (kth_lowest) are here. Used by the centres' opening (centres/opening.py),
the bars (centres/bars.py) and the edge opening (edges/opening.py, which
four/joint.py runs too).
"""
from __future__ import annotations

from typing import Callable, Iterable, Protocol

import numpy as np

from ..deadline import NONE, Deadline


class Best:
    """The best answer a search has found: its score, where it is (None:
    none or the start, as the search says) and the rounds counted since it
    last improved."""

    def __init__(self, score: float, at=None):
        self.score, self.at, self.since = score, at, 0

    def offer(self, score: float, at) -> None:
        """Take the answer if it scores less than the best (the earliest of equals stays)."""
        if score < self.score:
            self.score, self.at, self.since = score, at, 0


class Beam(Protocol):
    """A search's own parts, called once a round in this order."""

    def expand(self, depth: int, best: Best) -> None:
        """Make the round's children and offer those that end the search to `best`."""

    def stuck(self, depth: int, best: Best) -> bool:
        """Whether the search stops here (its own rule besides patience)."""

    def keep(self, best: Best) -> bool:
        """Keep the best ranked distinct children as the next round's
        states; False when there are none."""


def search(beam: Beam, best: Best, rounds: int, deadline: Deadline = NONE, patience: int | None = None,
           counts: Callable[[Best], bool] | None = None, answer_first: bool = False) -> Best:
    """Run `beam` for at most `rounds` rounds from the answer `best`; the
    best answer found. A round counts towards `patience` when `counts`
    (the best so far) says so (every round if None). Past `deadline` no
    round starts, or with `answer_first` none once `best` has an answer
    (best.at not None)."""
    for depth in range(rounds):
        if deadline.passed() and (not answer_first or best.at is not None):
            break
        if counts is None or counts(best):
            best.since += 1
        beam.expand(depth, best)
        if patience is not None and best.since > patience or beam.stuck(depth, best):
            break
        if not beam.keep(best):
            break
    return best


def first_unseen(candidates: Iterable[tuple[int, object, float]], seen: dict, width: int) -> list[int]:
    """The rows of the first `width` (row, key, cost) candidates whose state
    (`key`) no earlier path reached for as little; `seen` maps each key to
    the least cost it was reached for and is updated."""
    chosen = []
    for row, key, cost in candidates:
        if seen.get(key, float('inf')) <= cost:
            continue
        seen[key] = cost
        chosen.append(row)
        if len(chosen) == width:
            break
    return chosen


def trace(history: list, depth: int, row: int, count: int) -> list[int]:
    """The step indices, first to last, that lead to child `row` of round
    `depth`, where child r is kept state r // count after step r % count
    and `history[d]` holds the child rows kept in round d."""
    path = []
    for d in range(depth, -1, -1):
        path.append(row % count)
        if d:
            row = int(history[d - 1][row // count])
    return path[::-1]


def first_of_each(key: np.ndarray) -> np.ndarray:
    """For the numpy searches that walk a depth at a time: the index of each
    distinct row's first occurrence, the rows sorted by their first column,
    then their second and so on. numpy's unique over rows sorts them as
    bytes, several times slower than this sort of the columns as numbers."""
    order = np.lexsort(key.T[::-1])
    ordered = key[order]
    return order[np.concatenate([[True], (ordered[1:] != ordered[:-1]).any(axis=1)])] if len(key) else order


def kth_lowest(key: np.ndarray, k: int) -> int:
    """np.partition(key, k)[k] of whole-number keys, without partitioning
    them all: a bound is moved (from a guess off a sample of the keys) until
    more than k keys, but not many more, are at most it, and those are
    counted by value."""
    least, lo, hi = int(key.min()), int(key.min()) - 1, int(key.max())    # at most k keys <= lo, more <= hi
    sample = np.sort(key[::max(1, len(key) // 4096)])
    bound = min(hi, max(least, int(sample[min(len(sample) - 1, 2 * k * len(sample) // len(key) + 8)])))
    many = max(4 * (k + 1), 1 << 16)
    while hi - lo > 1:
        under = key <= bound
        found = int(np.count_nonzero(under))
        if found > k:
            hi = bound
            if found <= many:
                kept = key[under].astype(np.int64) - least
                return least + int(np.searchsorted(np.cumsum(np.bincount(kept)), k + 1))
            bound = (lo + hi) // 2
        else:
            lo = bound
            bound = min(hi, lo + max(8, 2 * (lo - least)))
    return hi
