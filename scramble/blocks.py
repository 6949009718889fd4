"""The block score of dynamic judgement: how many neighbouring pieces still match (lower = fewer blocks).

Over pairs of surface cubie positions sharing a face: two corner/edge
positions score 4 when the stickers they show in both common directions have
equal colours; a pair with a centre position scores 1 when the stickers on
their one shared face match. Computed on the 6n^2 stickers: each such pair is
one or two neighbouring stickers on a face, so a score costs O(n^2).
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model.geometry import CENTRE, geometry

EDGE_PAIR_POINTS, CENTRE_PAIR_POINTS = 4, 1


class BlockScorer:
    """Sticker index pairs of the n-cube's block score."""

    def __init__(self, n: int):
        g = geometry(n)
        faces = np.arange(6 * n * n).reshape(6, n, n)
        a = np.concatenate([faces[:, :, :-1].ravel(), faces[:, :-1, :].ravel()])   # neighbours on a face
        b = np.concatenate([faces[:, :, 1:].ravel(), faces[:, 1:, :].ravel()])
        slot_a, slot_b = g.facelet_slot[a], g.facelet_slot[b]
        centre = (g.kind[slot_a] == CENTRE) | (g.kind[slot_b] == CENTRE)
        self.centre_a, self.centre_b = a[centre], b[centre]
        # A corner/edge pair shows on both its common faces: group its two sticker pairs.
        a, b = a[~centre], b[~centre]
        key = np.minimum(slot_a[~centre], slot_b[~centre]) * g.n_slots + np.maximum(slot_a[~centre], slot_b[~centre])
        order = np.argsort(key, kind='stable')
        key, a, b = key[order], a[order], b[order]
        assert (key[0::2] == key[1::2]).all()
        self.edge_a1, self.edge_b1 = a[0::2], b[0::2]
        self.edge_a2, self.edge_b2 = a[1::2], b[1::2]
        self.solved = EDGE_PAIR_POINTS * len(self.edge_a1) + CENTRE_PAIR_POINTS * len(self.centre_a)

    def score(self, colors: np.ndarray) -> np.ndarray | int:
        """Block score of facelet colours (6n^2,), or of a batch (k, 6n^2) -> (k,)."""
        c = np.asarray(colors)
        pairs = ((c[..., self.edge_a1] == c[..., self.edge_b1]) & (c[..., self.edge_a2] == c[..., self.edge_b2]))
        centres = c[..., self.centre_a] == c[..., self.centre_b]
        total = EDGE_PAIR_POINTS * pairs.sum(axis=-1) + CENTRE_PAIR_POINTS * centres.sum(axis=-1)
        return int(total) if c.ndim == 1 else total

    def solved_pairs(self, colors: np.ndarray) -> int:
        """Corner/edge neighbours that match on both common faces (on 3x3: solved corner-edge pairs)."""
        c = np.asarray(colors)
        return int(((c[self.edge_a1] == c[self.edge_b1]) & (c[self.edge_a2] == c[self.edge_b2])).sum())


@lru_cache(maxsize=16)
def block_scorer(n: int) -> BlockScorer:
    """The shared BlockScorer of the n-cube."""
    return BlockScorer(n)


def block_score(cube) -> int:
    """Block score of a model Cube (solved: 12(n-1)(n+2))."""
    return block_scorer(cube.n).score(cube.facelet_colors())
