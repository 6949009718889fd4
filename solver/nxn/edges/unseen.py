"""The edge beams' duplicate check: which children no earlier path reached as cheaply.

Copies of one state would crowd a beam, so each beam keeps the cheapest
cost it has seen every state at. A state is keyed by a 64-bit hash of its
wing codes (and, in the 4x4 joint beam, its centre mask) made for a whole
batch at once with numpy, so the per-child Python work is one dict lookup
(two different states share a key with a chance of about 2^-64; the beam
would then skip one state, never give a wrong solution).
"""
from __future__ import annotations

import numpy as np

from ..beam import first_unseen

#: Odd 64-bit multipliers, one per 8-byte word of a state (the last for a mask).
_MULTIPLIERS = np.random.default_rng(17).integers(1, 1 << 63, size=33, dtype=np.uint64) | np.uint64(1)


def state_keys(states: np.ndarray, masks: np.ndarray | None = None) -> list[int]:
    """A key for each row of `states` (uint8 codes) with its mask, if given."""
    count, width = states.shape
    words = -(-width // 8)
    if words >= len(_MULTIPLIERS):
        raise ValueError(f"states of {width} bytes: keys cover {8 * (len(_MULTIPLIERS) - 1)} at most")
    padded = np.zeros((count, 8 * words), dtype=np.uint8)
    padded[:, :width] = states
    key = (padded.view(np.uint64) * _MULTIPLIERS[:words]).sum(axis=1, dtype=np.uint64)
    if masks is not None:
        key += np.asarray(masks).astype(np.uint64) * _MULTIPLIERS[-1]
    return key.tolist()


def unseen(states: np.ndarray, perms: np.ndarray, top: np.ndarray, costs: np.ndarray,
           seen: dict[int, int], width: int, masks: np.ndarray | None = None):
    """The first `width` of the children `top` (state major, action minor)
    that no earlier path reached as cheaply (recorded in `seen` by
    state_keys): their positions in `top`'s values, their states and, with
    `masks` (each child's, in `top`'s order), their masks. The children are
    made a width at a time, as most of the first width are kept."""
    P = len(perms)
    picked, kids, kid_masks, kept = [], [], [], 0
    for lo in range(0, len(top), width):
        chunk = top[lo:lo + width]
        made = np.take_along_axis(states[chunk // P], perms[chunk % P], axis=1)
        part = None if masks is None else masks[lo:lo + width]
        rows = first_unseen(((row, key, cost) for row, (key, cost)
                             in enumerate(zip(state_keys(made, part), costs[chunk].tolist()))), seen, width - kept)
        rows_ = np.array(rows, dtype=np.intp)
        picked.append(chunk[rows_])
        kids.append(made[rows_])
        if masks is not None:
            kid_masks.append(part[rows_])
        kept += len(rows)
        if kept == width:
            break
    if not picked:
        empty = np.zeros(0, dtype=np.intp)
        return empty, states[:0], (None if masks is None else masks[:0])
    out = np.concatenate(picked), np.concatenate(kids)
    return out if masks is None else out + (np.concatenate(kid_masks),)
