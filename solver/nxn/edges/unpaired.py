"""Wings each action leaves unpaired, counted for a whole beam of states at once.

A beam scores every child (state x action) by the wings it leaves unpaired.
Most of a child's (wing, reference) pairs are its parent's own, untouched
by the action (a flip macro moves 9 of the 4x4's 24): a child's count is
its parent's, less the moved pairs the parent had unpaired, plus the
moved pairs the child has unpaired. Each (pair, the two places it comes
from) that some action moves is a change: 1 plus whether the child has it
unpaired less whether the parent had the pair unpaired (0 to 2). Eight
states share a 64-bit word, one byte each, so one addition adds a change
for eight children; the bytes' sums stay under 256, so no byte carries
into the next in the end (a wrapping subtraction on the way is undone by
the additions after it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .opening import Actions

#: 1 in each byte of a word.
_BYTES = np.uint64(0x0101010101010101)


class UnpairedCount:
    """count(states): for each state (major) and action (minor), the wings
    (act.wing_cols against act.ref_cols) the action leaves unpaired."""

    def __init__(self, act: Actions):
        if len(act.wing_cols) > 255:
            raise ValueError(f"{len(act.wing_cols)} pairs: a byte counts 255 at most")
        wing_src, ref_src = act.perms[:, act.wing_cols], act.perms[:, act.ref_cols]
        moved = (wing_src != act.wing_cols) | (ref_src != act.ref_cols)        # (actions, pairs)
        self.wing_cols, self.ref_cols = act.wing_cols, act.ref_cols
        pair = np.broadcast_to(np.arange(moved.shape[1]), moved.shape)
        places = len(act.facelets)                                            # (-1, a place outside: the last)
        looked = (pair * places + wing_src % places) * places + ref_src % places
        changes, index = np.unique(looked[moved], return_inverse=True)
        self.pair, at = np.divmod(changes, places * places)
        self.wing_at, self.ref_at = np.divmod(at, places)
        where = np.zeros(moved.shape, dtype=np.intp)
        where[moved] = index.ravel()
        counts = moved.sum(axis=1)
        #: actions grouped by how many pairs they move: (actions, (actions, moved) change rows, moved)
        self.groups = []
        for c in np.unique(counts).tolist():
            acts = np.flatnonzero(counts == c)
            self.groups.append((acts, np.array([where[a][moved[a]] for a in acts]).reshape(len(acts), c), c))
        self.actions = len(act.perms)

    def count(self, states: np.ndarray) -> np.ndarray:
        """(states * actions,) uint8, state major."""
        W = len(states)
        lanes = -(-W // 8) * 8
        by_place = np.zeros((states.shape[1], lanes), dtype=states.dtype)
        by_place[:, :W] = states.T
        loose = by_place[self.wing_cols] != by_place[self.ref_cols]           # (pairs, lanes)
        base = loose.sum(axis=0, dtype=np.uint8).view(np.uint64)              # each state's own count
        change = (by_place[self.wing_at] != by_place[self.ref_at]).view(np.uint8) + np.uint8(1)
        change -= loose[self.pair].view(np.uint8)
        change_words = change.view(np.uint64)
        words = np.empty((self.actions, lanes // 8), dtype=np.uint64)
        for acts, rows, c in self.groups:
            part = base - np.uint64(c) * _BYTES
            for k in range(c):
                part = part + change_words[rows[:, k]]
            words[acts] = part
        return np.ascontiguousarray(words.view(np.uint8)[:, :W].T).ravel()
