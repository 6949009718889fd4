"""Where the n-cube's movable pieces sit in the flat sticker array: centres and wings.

The stages score colour arrays (model.stickers), so they need the facelets
of each kind of piece: the centres the centre stage moves and the edge
stage must keep, and the wings the edge stage pairs.
"""
from __future__ import annotations

import numpy as np

from model.geometry import geometry


def centre_mask(n: int) -> np.ndarray:
    """True for facelets of movable centre pieces (not edges, corners, fixed centres)."""
    r, c = np.indices((n, n))
    inner = (r > 0) & (r < n - 1) & (c > 0) & (c < n - 1)
    if n % 2:
        inner[n // 2, n // 2] = False
    return np.tile(inner.ravel(), 6)


def wing_facelets(n: int) -> np.ndarray:
    """W[e, t] = the two facelets of the wing at coordinate t of edge e
    (lower direction index first); rows t = 0 and n-1 (corners) are unused."""
    g = geometry(n)
    coords, dirs = g.facelet_coords, g.facelet_dir
    extreme = (coords == 0) | (coords == n - 1)
    pairs: dict[tuple, list[int]] = {}
    for f in np.nonzero(extreme.sum(axis=1) == 2)[0]:
        free = int(np.nonzero(~extreme[f])[0][0])
        edge = (free,) + tuple(int(c) for i, c in enumerate(coords[f]) if i != free)
        pairs.setdefault((edge, int(coords[f][free])), []).append(int(f))
    edges = sorted({edge for edge, _ in pairs})
    assert len(edges) == 12
    W = np.zeros((12, n, 2), dtype=np.int64)
    for (edge, t), facelets in pairs.items():
        W[edges.index(edge), t] = sorted(facelets, key=lambda f: dirs[f])
    return W


def reference_t(n: int) -> int:
    """Coordinate of the wing each edge is paired to: the midge on odd
    cubes, on even cubes one of the two innermost wings."""
    return n // 2 if n % 2 else n // 2 - 1
