"""What a free face turn changes in the centre cells' gains, precomputed per face.

A cell's gain counts, for each of its three slots, the piece coming from its
source when it is the colour its destination wants, less the piece at the
destination when it is home. A face turn moves only that face's pieces, so
only the terms of places on it change, and only in the shapes whose cycles
touch that face (about 40 of 96); greedy.py rescores those alone.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model.faces import FACE_ORDER

from .comms import centre_cycles


def face_shape_parts(n: int, target: np.ndarray, cell_weight: np.ndarray, halves: bool = False) -> dict:
    """turn_parts by face, restricted to the shapes whose cells it changes
    and those whose P it is (a cross-axis shape cycles no place on P, but
    its lines played B first start with P: after a turn of P they are
    priced with the move saved): per face (those shapes, the other shapes,
    each term's cell index within those shapes' (S, l, m) array, facelet,
    colour wanted, sign times weight)."""
    kk = (n - 2) ** 2
    out = {}
    all_shapes = centre_cycles(n, halves).shapes
    for face, (cells, f, want, sign, w) in turn_parts(n, target, cell_weight, halves).items():
        shapes = np.union1d(cells // kk, [c for c, shape in enumerate(all_shapes) if shape.face == face])
        others = np.setdiff1d(np.arange(len(all_shapes)), shapes)
        local = np.searchsorted(shapes, cells // kk) * kk + cells % kk
        out[face] = (shapes, others, local, f, want, sign * w)
    return out


def face_pair_parts(n: int, target: np.ndarray, cell_weight: np.ndarray, halves: bool = False) -> dict:
    """face_shape_parts' terms grouped by (place on the face, colour wanted):
    a turn changes a term only where the colour at its place becomes, or
    stops being, the one it wants. Per face (the face's centre facelets,
    where each pair's terms start in the grouped order (6 per place), the
    terms' cell indices and sign times weight in that order)."""
    out = {}
    for face, (shapes, others, local, f, want, sw) in face_shape_parts(n, target, cell_weight, halves).items():
        places = np.unique(f)
        pair = np.searchsorted(places, f) * 6 + want
        order = np.argsort(pair, kind='stable')
        starts = np.searchsorted(pair[order], np.arange(6 * len(places) + 1))
        out[face] = (places, starts, local[order], sw[order])
    return out


def turn_parts(n: int, target: np.ndarray, cell_weight: np.ndarray, halves: bool = False) -> dict:
    """By face: what a turn of it changes in cell gains. A cell's gain
    counts, for each of its three slots, the piece coming from src when it
    is the colour of dst (the term to recount when src is on the face)
    less the piece at dst when it is home (recounted when dst is on the
    face); a cell has one or two places on a face. Returns per face the
    flat cell index, facelet, colour wanted and sign of every such term,
    and the cells' weights."""
    cy = centre_cycles(n, halves)
    out = {}
    for x, face in enumerate(FACE_ORDER):
        parts = []
        for ends, sign in ((cy.src, 1), (cy.dst, -1)):
            c, l, m, j = np.nonzero((ends // (n * n) == x) & cy.valid[..., None])
            parts.append((np.ravel_multi_index((c, l, m), cy.valid.shape), ends[c, l, m, j],
                          target[cy.dst[c, l, m, j]], np.full(len(c), sign, dtype=np.int16),
                          cell_weight[c, l, m].astype(np.int16)))
        out[face] = tuple(np.concatenate(p) for p in zip(*parts))
    return out


@lru_cache(maxsize=4)
def cells_by_facelet(n: int, halves: bool = False):
    """(starts, cells): the flat indices (shape, l, m) of the cells whose
    3-cycle moves facelet f are cells[starts[f]:starts[f + 1]]."""
    dst = centre_cycles(n, halves).dst.reshape(-1, 3)
    facelets = dst.ravel()
    order = np.argsort(facelets, kind='stable')
    cells = (order // 3).astype(np.int64)
    starts = np.searchsorted(facelets[order], np.arange(6 * n * n + 1))
    return starts, cells


def cells_moving(n: int, facelets: np.ndarray, halves: bool = False) -> np.ndarray:
    """The flat indices (shape, l, m), sorted, of the cells whose 3-cycle
    moves any of `facelets`: after a step that changed only those, only
    these cells' gains change."""
    starts, cells = cells_by_facelet(n, halves)
    lo, hi = starts[facelets], starts[facelets + 1]
    lengths = hi - lo
    ends = np.cumsum(lengths)
    terms = np.arange(int(ends[-1]) if len(ends) else 0) + np.repeat(lo - (ends - lengths), lengths)
    hit = np.zeros(len(centre_cycles(n, halves).shapes) * (n - 2) ** 2, dtype=bool)
    hit[cells[terms]] = True
    return np.flatnonzero(hit)
