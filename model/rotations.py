"""The 24 rotations of the cube as integer matrices, and their tables.

A piece's orientation is an index into ROTATIONS: the rotation that takes the
piece from its home pose to its current pose. Because every sticker of a
solved cube faces its own face's direction, the colour a piece shows in a
direction d is the face of R^-1 d: colours follow from orientations alone.
"""
from __future__ import annotations

import numpy as np

#: Directions in facelet-face order U R F D L B (x = R, y = U, z = F).
DIRECTIONS = np.array([(0, 1, 0), (1, 0, 0), (0, 0, 1),
                       (0, -1, 0), (-1, 0, 0), (0, 0, -1)], dtype=np.int64)
N_ROTATIONS = 24  # the proper rotations of a cube


def _quarter(axis: int) -> np.ndarray:
    """Right-hand +90 degree rotation about a coordinate axis."""
    m = np.zeros((3, 3), dtype=np.int64)
    a, b = (axis + 1) % 3, (axis + 2) % 3
    m[axis, axis] = 1
    m[b, a] = 1      # e_a -> e_b
    m[a, b] = -1     # e_b -> -e_a
    return m


def _generate() -> np.ndarray:
    found = [np.eye(3, dtype=np.int64)]
    gens = [_quarter(0), _quarter(1)]
    frontier = list(found)
    while frontier:
        nxt = []
        for m in frontier:
            for g in gens:
                r = g @ m
                if not any(np.array_equal(r, f) for f in found):
                    found.append(r)
                    nxt.append(r)
        frontier = nxt
    assert len(found) == N_ROTATIONS
    return np.array(found)


ROTATIONS = _generate()                      # (24, 3, 3); index 0 is identity
_KEYS = {m.tobytes(): i for i, m in enumerate(ROTATIONS)}


def rotation_index(matrix: np.ndarray) -> int:
    return _KEYS[np.asarray(matrix, dtype=np.int64).tobytes()]


def direction_index(vector) -> int:
    v = tuple(int(c) for c in vector)
    for i, d in enumerate(DIRECTIONS):
        if tuple(d) == v:
            return i
    raise ValueError(f"not a unit axis direction: {v}")


#: COMPOSE[a, b] = index of ROTATIONS[a] @ ROTATIONS[b] (b first, then a).
COMPOSE = np.array([[rotation_index(a @ b) for b in ROTATIONS] for a in ROTATIONS], dtype=np.int8)
INVERSE = np.array([rotation_index(r.T) for r in ROTATIONS], dtype=np.int8)
#: AXIS_TURN[axis][q] = index of q right-hand quarter turns about +axis.
AXIS_TURN = np.array([[rotation_index(np.linalg.matrix_power(_quarter(a), q)) for q in range(4)]
                      for a in range(3)], dtype=np.int8)
#: ROTATE_DIRECTION[r, d] = index of ROTATIONS[r] @ DIRECTIONS[d].
ROTATE_DIRECTION = np.array([[direction_index(r @ d) for d in DIRECTIONS] for r in ROTATIONS], dtype=np.int8)
#: FACE_SEEN[r, d]: the face colour a piece in orientation r shows in direction d.
FACE_SEEN = np.array([[direction_index(r.T @ d) for d in DIRECTIONS] for r in ROTATIONS], dtype=np.uint8)
