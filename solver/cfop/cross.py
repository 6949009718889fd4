"""The cross: the four D edges home, found by an optimal search.

The state is where the D sticker of each cross edge is among the 24 edge facelets
(24^4 codes, 190,080 reachable). One breadth-first search from the solved cross,
run on whole frontiers at once with numpy, gives every state's distance (at most 8)
in a fraction of a second; a shortest cross then walks down the distances.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move

from .frame import EDGES, forward

#: The D stickers of the cross edges DF, DR, DB, DL (Kociemba's facelets).
CROSS_STICKERS = (28, 32, 34, 30)
EDGE_FACELETS = tuple(i for spots in EDGES for i in spots)
_INDEX = {f: k for k, f in enumerate(EDGE_FACELETS)}
FACE_MOVES = tuple(Move(face, 1, 1, amount) for face in 'URFDLB' for amount in (1, 2, -1))
_BASE = 24


@lru_cache(maxsize=1)
def edge_moves() -> np.ndarray:
    """table[m, e]: where the sticker on edge facelet e goes under FACE_MOVES[m]."""
    rows = []
    for move in FACE_MOVES:
        fwd = forward((move,))
        rows.append([_INDEX[fwd[f]] for f in EDGE_FACELETS])
    return np.array(rows, dtype=np.int64)


def _split(codes: np.ndarray) -> list[np.ndarray]:
    return [(codes // _BASE ** (3 - k)) % _BASE for k in range(4)]


def _join(digits) -> np.ndarray:
    return ((digits[0] * _BASE + digits[1]) * _BASE + digits[2]) * _BASE + digits[3]


@lru_cache(maxsize=1)
def distances() -> np.ndarray:
    """The cross's distance from solved for every code (-1: unreachable)."""
    table = edge_moves()
    dist = np.full(_BASE ** 4, -1, dtype=np.int8)
    frontier = _join([np.array([_INDEX[f]]) for f in CROSS_STICKERS])
    dist[frontier] = 0
    depth = 0
    while frontier.size:
        digits = _split(frontier)
        found = []
        for m in range(len(FACE_MOVES)):
            new = _join([table[m][d] for d in digits])
            new = new[dist[new] < 0]
            dist[new] = depth + 1
            found.append(new)
        frontier = np.unique(np.concatenate(found))
        depth += 1
    return dist


def sticker_places(state: str) -> list[int]:
    """The edge facelet holding the D sticker of DF, DR, DB and DL (in that order)."""
    homes = {'F': 0, 'R': 1, 'B': 2, 'L': 3}
    places = [0] * 4
    for a, b in EDGES:
        if state[a] == 'D' and state[b] in homes:
            places[homes[state[b]]] = a
        elif state[b] == 'D' and state[a] in homes:
            places[homes[state[a]]] = b
    return places


def code(state: str) -> int:
    """The cross code of a by-centres facelet string."""
    return int(_join([_INDEX[f] for f in sticker_places(state)]))


def optimal_crosses(state: str, limit: int = 16) -> list[tuple[Move, ...]]:
    """Up to `limit` shortest move sequences that solve the cross, in a fixed order."""
    dist, table = distances(), edge_moves()
    start = code(state)
    out: list[tuple[Move, ...]] = []

    def walk(c: int, path: tuple[int, ...]) -> None:
        if len(out) >= limit:
            return
        d = dist[c]
        if d == 0:
            out.append(tuple(FACE_MOVES[m] for m in path))
            return
        digits = _split(np.array([c]))
        for m in range(len(FACE_MOVES)):
            new = int(_join([table[m][x] for x in digits])[0])
            if dist[new] == d - 1:
                walk(new, path + (m,))

    walk(start, ())
    return out
