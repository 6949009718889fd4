"""The 2x2 (pocket cube) optimal solver: a distance table over all 3,674,160 states.

A state is the 7 corners around a fixed DBL corner (the moves are U, R, F in
the half-turn metric, which never move DBL): `index = perm * N_TWIST + twist`
with `perm` the lexicographic rank of the 7 corner pieces (0..5039, 7!) and
`twist` the base-3 number of the twists of corners URF..DLF (0..728, 3^6).
The table holds every state's optimal distance (0..11); a solution walks down
it one move at a time, so every solution is optimal.
"""
from __future__ import annotations

import itertools
import time
from functools import lru_cache
from typing import Callable

import numpy as np

from model import Cube, CubeLabError, InvalidCubeError, Move
from model.faces import FACE_ORDER

from .solution import Solution, Stage
from .cache import load_or_build

N_PERM = 5040                      # 7!
N_TWIST = 729                      # 3^6
N_STATES = N_PERM * N_TWIST        # 3,674,160
MAX_DISTANCE = 11
#: States at each optimal distance 0..11 (the spec's table; the build checks it).
DISTANCE_COUNTS = (1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644)
TABLE_NAME, TABLE_VERSION = 'pocket_distance', 1

U, R, F, D, L, B = range(6)
#: Corners in Kociemba order URF UFL ULB UBR DFR DLF DBL DRB: their facelet
#: indices in the 24-character string (U/D sticker first, then clockwise) ...
CORNER_FACELETS = ((3, 4, 9), (2, 8, 17), (0, 16, 21), (1, 20, 5),
                   (13, 11, 6), (12, 19, 10), (14, 23, 18), (15, 7, 22))
#: ... and the colours (faces) of each corner piece in that order.
CORNER_COLORS = ((U, R, F), (U, F, L), (U, L, B), (U, B, R),
                 (D, F, R), (D, L, F), (D, B, L), (D, R, B))
DBL = 6
#: Positions that move: every corner but DBL, in coordinate order.
MOVING = (0, 1, 2, 3, 4, 5, 7)
#: The 9 moves of the half-turn metric with DBL fixed, in table column order.
MOVES = tuple(Move(face, 1, 1, amount) for face in 'URF' for amount in (1, 2, -1))


# -- reading a state -----------------------------------------------------------
def facelet_colors(cube: Cube) -> np.ndarray:
    """Face index (U R F D L B = 0..5) of each of the 24 stickers of a 2x2
    Cube; anything else is refused with a CubeLabError (strings are parsed
    by the caller, Cube.from_facelets, which validates them)."""
    if not isinstance(cube, Cube):
        raise CubeLabError(f"the pocket solver takes a 2x2 Cube, not {type(cube).__name__}: "
                           f"read facelets with Cube.from_facelets first")
    if cube.n != 2:
        raise CubeLabError(f"the pocket solver solves 2x2 cubes, not {cube.n}x{cube.n}")
    return cube.facelet_colors().astype(np.int64)


def corners(colors: np.ndarray) -> tuple[list[int], list[int]]:
    """(piece, twist) at each of the 8 corner positions, with colours taken
    relative to the corner at DBL, so any whole-cube orientation reads the
    same. Raises InvalidCubeError saying what no real cube can look like."""
    counts = np.bincount(colors, minlength=6)
    if (counts != 4).any():
        bad = int(np.nonzero(counts != 4)[0][0])
        raise InvalidCubeError(f"colour {FACE_ORDER[bad]} appears {counts[bad]} times, a 2x2 has 4 of each",
                               'count')
    c_d, c_b, c_l = (int(colors[f]) for f in CORNER_FACELETS[DBL])
    if len({c_d % 3, c_b % 3, c_l % 3}) != 3:
        raise InvalidCubeError("the corner at DBL has two equal or opposite colours", 'corner')
    relabel = np.empty(6, dtype=np.int64)
    for colour, face in ((c_d, D), (c_b, B), (c_l, L)):
        relabel[colour], relabel[(colour + 3) % 6] = face, (face + 3) % 6
    colors = relabel[colors]
    perm, twist = [], []
    for position, facelets in enumerate(CORNER_FACELETS):
        seen = [int(colors[f]) for f in facelets]
        ori = next((k for k in range(3) if seen[k] in (U, D)), None)
        piece = None
        if ori is not None:
            key = (seen[ori], seen[(ori + 1) % 3], seen[(ori + 2) % 3])
            piece = CORNER_COLORS.index(key) if key in CORNER_COLORS else None
        if piece is None:
            names = ''.join(FACE_ORDER[c] for c in seen)
            raise InvalidCubeError(f"corner {position + 1} has colours {names} (relative to DBL): "
                                   f"no real corner looks like that", 'corner')
        if piece in perm:
            raise InvalidCubeError(f"corner {_name(piece)} appears twice", 'duplicate')
        perm.append(piece)
        twist.append(ori)
    if sum(twist) % 3:
        raise InvalidCubeError("one corner is twisted: the twists do not add up to a whole turn", 'twist')
    return perm, twist


def _name(piece: int) -> str:
    return ''.join(FACE_ORDER[c] for c in CORNER_COLORS[piece])


def encode(perm: list[int], twist: list[int]) -> int:
    """State index of corners read by `corners` (DBL must hold DBL untwisted)."""
    assert perm[DBL] == DBL and twist[DBL] == 0
    pieces = [MOVING.index(perm[p]) for p in MOVING]
    return _perm_rank(pieces) * N_TWIST + sum(twist[p] * 3 ** k for k, p in enumerate(MOVING[:6]))


def _perm_rank(pieces: list[int]) -> int:
    rank = 0
    for i, p in enumerate(pieces):
        rank = rank * (7 - i) + sum(1 for q in pieces[i + 1:] if q < p)
    return rank


def state_index(cube: Cube) -> int:
    """The table index of a 2x2 state (validated)."""
    return encode(*corners(facelet_colors(cube)))


# -- tables --------------------------------------------------------------------
@lru_cache(maxsize=1)
def move_tables() -> tuple[np.ndarray, np.ndarray]:
    """(perm_move (5040, 9), twist_move (729, 9)): the coordinate after each of
    MOVES. The moves themselves are read off the model's cube, not typed in."""
    all_perms = np.array(list(itertools.permutations(range(7))), dtype=np.int64)   # rank order
    code = all_perms @ (7 ** np.arange(7))
    rank_of = np.zeros(7 ** 7, dtype=np.int32)
    rank_of[code] = np.arange(N_PERM)
    digits = (np.arange(N_TWIST)[:, None] // 3 ** np.arange(6)) % 3
    all_twists = np.concatenate([digits, (-digits.sum(axis=1, keepdims=True)) % 3], axis=1)
    perm_cols, twist_cols = [], []
    for face in 'URF':
        move_perm, move_twist = corners(Cube(2).apply(Move(face)).facelet_colors().astype(np.int64))
        src = np.array([MOVING.index(move_perm[p]) for p in MOVING])
        add = np.array([move_twist[p] for p in MOVING])
        perms, twists = all_perms, all_twists
        for _ in range(3):                    # quarter, half, three-quarter turn
            perms = perms[:, src]
            twists = (twists[:, src] + add) % 3
            perm_cols.append(rank_of[perms @ (7 ** np.arange(7))])
            twist_cols.append(twists[:, :6] @ (3 ** np.arange(6)))
    return (np.stack(perm_cols, axis=1).astype(np.int32),
            np.stack(twist_cols, axis=1).astype(np.int32))


def build_distances(progress: Callable[[float], None] | None = None) -> np.ndarray:
    """Breadth-first search over all states: uint8 distance per state index."""
    perm_move, twist_move = move_tables()
    dist = np.full(N_STATES, 255, dtype=np.uint8)
    dist[0] = 0
    frontier = np.array([0], dtype=np.int64)
    depth, reached = 0, 1
    while frontier.size:
        perm, twist = np.divmod(frontier, N_TWIST)
        found = []
        for m in range(len(MOVES)):
            nb = perm_move[perm, m].astype(np.int64) * N_TWIST + twist_move[twist, m]
            nb = nb[dist[nb] == 255]
            dist[nb] = depth + 1
            found.append(nb)
        frontier = np.concatenate(found)        # no duplicates: each move is a bijection
        depth += 1
        reached += frontier.size
        if progress is not None:
            progress(reached / N_STATES)
    counts = tuple(int(c) for c in np.bincount(dist, minlength=256)[:MAX_DISTANCE + 1])
    if counts != DISTANCE_COUNTS or reached != N_STATES:
        raise RuntimeError(f"2x2 distance table is wrong: counts {counts}")
    return dist


_TABLE: np.ndarray | None = None


def distances(progress: Callable[[float], None] | None = None) -> np.ndarray:
    """The distance table, loaded from the table cache or built once."""
    global _TABLE
    if _TABLE is None:
        arrays = load_or_build(TABLE_NAME, TABLE_VERSION, lambda p: {'distance': build_distances(p)}, progress)
        table = arrays['distance']
        if table.shape != (N_STATES,) or table.dtype != np.uint8:
            raise RuntimeError("2x2 distance table has the wrong shape")
        _TABLE = table
    return _TABLE


# -- solving -------------------------------------------------------------------
def distance(cube: Cube) -> int:
    """Optimal number of moves (half-turn metric) to solve a 2x2 state."""
    return int(distances()[state_index(cube)])


def optimal_moves(index: int, choose: Callable[[list[Move]], Move] | None = None) -> tuple[Move, ...]:
    """An optimal solution of state `index`, U R F moves only. `choose` picks
    among the optimal next moves (default: the first in MOVES order)."""
    dist = distances()
    perm_move, twist_move = move_tables()
    path = []
    depth = int(dist[index])
    while depth:
        perm, twist = divmod(index, N_TWIST)
        options = [(m, int(perm_move[perm, m]) * N_TWIST + int(twist_move[twist, m])) for m in range(len(MOVES))]
        options = [(m, nb) for m, nb in options if dist[nb] == depth - 1]
        if choose is None:
            m, index = options[0]
        else:
            chosen = choose([MOVES[m] for m, _ in options])
            m, index = next(o for o in options if MOVES[o[0]] == chosen)
        path.append(MOVES[m])
        depth -= 1
    return tuple(path)


def solve(cube: Cube, *, timeout: float | None = None,
          progress: Callable[[float], None] | None = None) -> Solution:
    """Solve a 2x2 optimally (at most 11 moves, half-turn metric). The corner
    at DBL stays put, so the cube ends solved in the orientation that corner
    gives it. `timeout` is accepted for the common solver interface; a solve
    is a walk down the table once it exists (`progress` reports its build)."""
    start = time.perf_counter()
    index = state_index(cube)
    distances(progress)
    moves = optimal_moves(index)
    stage = Stage('optimal', moves, f"an optimal solution: {len(moves)} moves, none shorter exists")
    return Solution(moves, (stage,), time.perf_counter() - start, {'distance': len(moves)})
