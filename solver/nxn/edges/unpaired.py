"""Wings each action leaves unpaired, counted for a whole beam of states at once.

A beam scores every child (state x action) by the wings it leaves unpaired.
Most of a child's (wing, reference) pairs are its parent's own, untouched
by the action (a flip macro moves 9 of the 4x4's 24): those are counted as
the bits of the parent's unpaired mask that the action leaves, a popcount.
Only the moved pairs are looked up, each one whether two of the parent's
places differ; eight states share a 64-bit word, one byte each (at most
one count of pairs, under 256, so no byte carries), so one addition adds
a pair for eight children.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .opening import Actions


class UnpairedCount:
    """count(states): for each state (major) and action (minor), the wings
    (act.wing_cols against act.ref_cols) the action leaves unpaired."""

    def __init__(self, act: Actions):
        if len(act.wing_cols) > 64:
            raise ValueError(f"{len(act.wing_cols)} pairs: an unpaired mask holds 64 at most")
        wing_src, ref_src = act.perms[:, act.wing_cols], act.perms[:, act.ref_cols]
        moved = (wing_src != act.wing_cols) | (ref_src != act.ref_cols)        # (actions, pairs)
        self.wing_cols, self.ref_cols = act.wing_cols, act.ref_cols
        word = np.uint32 if len(act.wing_cols) <= 32 else np.uint64     # narrower: half the memory traffic
        self.bits = np.left_shift(word(1), np.arange(len(act.wing_cols), dtype=word))
        self.kept = (np.where(moved, word(0), self.bits[None, :])).sum(axis=1, dtype=word)
        looked = wing_src * len(act.facelets) + ref_src
        places, index = np.unique(looked[moved], return_inverse=True)
        self.wing_at, self.ref_at = places // len(act.facelets), places % len(act.facelets)
        where = np.zeros(moved.shape, dtype=np.intp)
        where[moved] = index
        counts = moved.sum(axis=1)
        #: actions grouped by how many pairs they move: (actions, (actions, moved) place rows)
        self.groups = []
        for c in np.unique(counts).tolist():
            acts = np.flatnonzero(counts == c)
            self.groups.append((acts, np.array([where[a][moved[a]] for a in acts]).reshape(len(acts), c)))
        self.actions = len(act.perms)

    def count(self, states: np.ndarray) -> np.ndarray:
        """(states * actions,) int16, state major."""
        W = len(states)
        lanes = -(-W // 8) * 8
        mask = np.zeros(lanes, dtype=self.bits.dtype)
        mask[:W] = (np.where(states[:, self.wing_cols] != states[:, self.ref_cols], self.bits, self.bits.dtype.type(0))
                    .sum(axis=1, dtype=self.bits.dtype))
        total = np.bitwise_count(self.kept[:, None] & mask[None, :])            # (actions, lanes) uint8
        words = total.view(np.uint64)
        by_place = np.zeros((states.shape[1], lanes), dtype=states.dtype)
        by_place[:, :W] = states.T
        apart = (by_place[self.wing_at] != by_place[self.ref_at]).view(np.uint8)
        apart_words = apart.view(np.uint64)
        for acts, rows in self.groups:
            if not rows.shape[1]:
                continue
            part = apart_words[rows[:, 0]]
            for k in range(1, rows.shape[1]):
                part += apart_words[rows[:, k]]
            words[acts] += part
        return total[:, :W].T.astype(np.int16, order='C').ravel()
