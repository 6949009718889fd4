"""What each free face turn adds to the big cubes' cell gains, kept from step to step.

A face turn's delta (turns.face_pair_parts) depends only on the colours of
that face's centre places. The batch route asks for all 18 turns' deltas
every step, and a step changes some of the places only (late in a solve
few): each delta is kept with the colours it was counted for and brought
up to date by the terms of the places whose colour, or whose colour after
the turn, changed, instead of being recounted from every place the turn
moves. The result is the same array either way.
"""
from __future__ import annotations

import numpy as np

from model import Move
from model.stickers import move_gather

from .turns import face_pair_parts

#: Share of a face's places changed since a delta was counted above which
#: it is recounted whole (cheaper than the update's four terms a place).
RECOUNT_FROM = 0.4


class TurnDeltas:
    """Per face turn, its int16 delta to the cell gains of the shapes touching
    its face (face_shape_parts' order), for the colours given."""

    def __init__(self, n: int, target: np.ndarray, cell_weight: np.ndarray, halves: bool = False):
        self.n = n
        self.parts = face_pair_parts(n, target, cell_weight, halves)
        self.kept: dict = {}                     # (face, amount) -> (colours of places, delta)
        self._source: dict = {}

    def delta(self, colors: np.ndarray, turn: Move, size: int) -> np.ndarray:
        """The delta (read-only: add it, do not change it) of `turn` on `colors`."""
        places, starts, cells, sw = self.parts[turn.face]
        source = self._source_of(turn, places)
        now = colors[places]
        key = (turn.face, turn.amount)
        kept = self.kept.get(key)
        if kept is None or len(kept[1]) != size:
            out = self._sum(starts, cells, sw, size, now, now[source], None, None)
        else:
            old, out = kept
            changed = np.count_nonzero(old != now)
            if changed == 0:
                return out
            if changed > RECOUNT_FROM * len(places):
                out = self._sum(starts, cells, sw, size, now, now[source], None, None)
            else:
                out = out + self._sum(starts, cells, sw, size, now, now[source], old, old[source])
        out.flags.writeable = False
        self.kept[key] = (now, out)
        return out

    def _source_of(self, turn: Move, places: np.ndarray) -> np.ndarray:
        """Index into `places` of the place whose colour each place gets from the turn."""
        key = (turn.face, turn.amount)
        if key not in self._source:
            self._source[key] = np.searchsorted(places, move_gather(self.n, turn)[places])
        return self._source[key]

    @staticmethod
    def _sum(starts, cells, sw, size, now, after, old, old_after) -> np.ndarray:
        """The terms of (place, colour) pairs summed per cell: with no `old`,
        + after - now where they differ (the whole delta); with `old`
        colours (and old_after, theirs after the turn), what changed:
        + after - old_after where those differ, - now + old where those do."""
        if old is None:
            at = np.flatnonzero(now != after)
            pairs = [at * 6 + after[at], at * 6 + now[at]]
        else:
            a, b = np.flatnonzero(after != old_after), np.flatnonzero(now != old)
            pairs = [a * 6 + after[a], b * 6 + old[b], a * 6 + old_after[a], b * 6 + now[b]]
        sign = np.repeat(np.array([1, 1, -1, -1][:len(pairs)] if old is not None else [1, -1], dtype=np.int16),
                         [len(p) for p in pairs])
        pairs = np.concatenate(pairs)
        lo, hi = starts[pairs], starts[pairs + 1]
        lengths = hi - lo
        ends = np.cumsum(lengths)
        terms = np.arange(int(ends[-1]) if len(ends) else 0) + np.repeat(lo - (ends - lengths), lengths)
        return np.bincount(cells[terms], sw[terms] * np.repeat(sign, lengths), size).astype(np.int16)
