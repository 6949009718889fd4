"""Coordinates: the 3x3 cubie state as small integers, for whole batches at once.

Each coordinate maps a part of the state to 0..N-1 (Kociemba's definitions, so
values agree with his tables). Functions take and return numpy arrays with one
row per state, so move and symmetry tables are built without Python loops over
states. Solved is 0 for every coordinate except u_edges (1656).
"""
from __future__ import annotations

from math import comb

import numpy as np

N_TWIST = 2187  # 3^7 corner orientations
N_FLIP = 2048  # 2^11 edge orientations
N_SLICE = 495  # C(12, 4) positions of the 4 UD-slice edges
N_PERM_4 = 24  # 4!
N_SLICE_SORTED = 11880  # 12*11*10*9: positions and order of the 4 slice edges
N_U_EDGES = 11880  # the same for the 4 U edges (u_edges) or the 4 D edges (d_edges)
N_U_EDGES_PHASE2 = 1680  # 8*7*6*5: U edges within the U and D layers
N_CORNERS = 40320  # 8! corner permutations
N_UD_EDGES = 40320  # 8! permutations of the U and D layer edges (phase 2)
N_FLIPSLICE = N_FLIP * N_SLICE  # 1,013,760
SOLVED_U_EDGES = 1656

_CNK = np.array([[comb(n, k) for k in range(6)] for n in range(12)], dtype=np.int64)


# -- orientations -------------------------------------------------------------
def twist_of(co: np.ndarray) -> np.ndarray:
    """0..2186: the twists of corners URF..DLF in base 3 (DRB follows)."""
    out = np.zeros(len(co), dtype=np.int64)
    for i in range(7):
        out = 3 * out + co[:, i]
    return out


def co_of_twist(twist: np.ndarray) -> np.ndarray:
    twist = np.asarray(twist, dtype=np.int64).copy()
    co = np.zeros((len(twist), 8), dtype=np.int64)
    for i in range(6, -1, -1):
        co[:, i] = twist % 3
        twist //= 3
    co[:, 7] = (-co[:, :7].sum(axis=1)) % 3
    return co


def flip_of(eo: np.ndarray) -> np.ndarray:
    """0..2047: the flips of edges UR..BL in base 2 (BR follows)."""
    out = np.zeros(len(eo), dtype=np.int64)
    for i in range(11):
        out = 2 * out + eo[:, i]
    return out


def eo_of_flip(flip: np.ndarray) -> np.ndarray:
    flip = np.asarray(flip, dtype=np.int64).copy()
    eo = np.zeros((len(flip), 12), dtype=np.int64)
    for i in range(10, -1, -1):
        eo[:, i] = flip & 1
        flip >>= 1
    eo[:, 11] = eo[:, :11].sum(axis=1) & 1
    return eo


# -- permutations -------------------------------------------------------------
def perm_rank(perm: np.ndarray) -> np.ndarray:
    """0..n!-1 for rows that are permutations of 0..n-1 (Kociemba's
    rotate-left order, as for the corners coordinate)."""
    arr = np.array(perm, dtype=np.int64)
    n = arr.shape[1]
    rank = np.zeros(len(arr), dtype=np.int64)
    for j in range(n - 1, 0, -1):
        pos = np.argmax(arr[:, :j + 1] == j, axis=1)
        k = (pos + 1) % (j + 1)
        cols = (np.arange(j + 1)[None, :] + k[:, None]) % (j + 1)
        arr[:, :j + 1] = np.take_along_axis(arr[:, :j + 1], cols, axis=1)
        rank = (j + 1) * rank + k
    return rank


def perm_unrank(rank: np.ndarray, n: int) -> np.ndarray:
    rank = np.asarray(rank, dtype=np.int64).copy()
    arr = np.tile(np.arange(n, dtype=np.int64), (len(rank), 1))
    for j in range(1, n):
        k = rank % (j + 1)
        rank //= j + 1
        cols = (np.arange(j + 1)[None, :] - k[:, None]) % (j + 1)
        arr[:, :j + 1] = np.take_along_axis(arr[:, :j + 1], cols, axis=1)
    return arr


def corners_of(cp: np.ndarray) -> np.ndarray:
    """0..40319: the corner permutation."""
    return perm_rank(cp)


def cp_of_corners(corners: np.ndarray) -> np.ndarray:
    return perm_unrank(corners, 8)


def ud_edges_of(ep: np.ndarray) -> np.ndarray:
    """0..40319: the permutation of the 8 U/D-layer edges (phase 2 only)."""
    return perm_rank(ep[:, :8])


def ep_of_ud_edges(ud_edges: np.ndarray) -> np.ndarray:
    ep = np.tile(np.arange(12, dtype=np.int64), (len(ud_edges), 1))
    ep[:, :8] = perm_unrank(ud_edges, 8)
    return ep


# -- four tracked edges: slice_sorted, u_edges, d_edges ------------------------
# Each is 24 * (where the 4 edges are, 0..494) + (their order, 0..23). u_edges
# reads slots rotated by 4 so that U edges anywhere in the U/D layers give < 1680.
_TRACKED = {'slice_sorted': (8, 0), 'u_edges': (0, 4), 'd_edges': (4, 4)}


def _four_edges_of(ep: np.ndarray, first: int, shift: int) -> np.ndarray:
    epm = np.roll(ep, shift, axis=1) if shift else ep
    n = len(ep)
    rows = np.arange(n)
    a = np.zeros(n, dtype=np.int64)
    x = np.zeros(n, dtype=np.int64)
    edge4 = np.zeros((n, 4), dtype=np.int64)
    for j in range(11, -1, -1):
        tracked = (epm[:, j] >= first) & (epm[:, j] < first + 4)
        a += np.where(tracked, _CNK[11 - j, np.minimum(x + 1, 5)], 0)
        edge4[rows[tracked], 3 - x[tracked]] = epm[tracked, j] - first
        x += tracked
    return 24 * a + perm_rank(edge4)


def _ep_of_four_edges(idx: np.ndarray, first: int, shift: int) -> np.ndarray:
    """Edge permutations with the tracked edges placed; the other edges fill
    the remaining slots in order (they are not part of the coordinate)."""
    idx = np.asarray(idx, dtype=np.int64)
    n = len(idx)
    rows = np.arange(n)
    pieces = perm_unrank(idx % 24, 4) + first
    a = idx // 24
    x = np.full(n, 4, dtype=np.int64)
    epm = np.full((n, 12), -1, dtype=np.int64)
    for j in range(12):
        c = _CNK[11 - j, x]
        take = (x > 0) & (a >= c)
        epm[rows[take], j] = pieces[rows[take], 4 - x[take]]
        a -= np.where(take, c, 0)
        x -= take
    others = np.array([e for e in range(12) if not first <= e < first + 4], dtype=np.int64)
    free = epm < 0
    epm[free] = np.tile(others, n)  # 8 free slots per row, filled in slot order
    return np.roll(epm, -shift, axis=1) if shift else epm


def slice_sorted_of(ep):
    """0..11879; 0 when solved, < 24 when the slice edges are in the slice."""
    return _four_edges_of(ep, *_TRACKED['slice_sorted'])


def ep_of_slice_sorted(idx):
    return _ep_of_four_edges(idx, *_TRACKED['slice_sorted'])


def u_edges_of(ep):
    """0..11879; 1656 when solved, < 1680 when U edges are in the U/D layers."""
    return _four_edges_of(ep, *_TRACKED['u_edges'])


def ep_of_u_edges(idx):
    return _ep_of_four_edges(idx, *_TRACKED['u_edges'])


def d_edges_of(ep):
    """0..11879; 0 when solved, < 1680 when D edges are in the U/D layers."""
    return _four_edges_of(ep, *_TRACKED['d_edges'])


def ep_of_d_edges(idx):
    return _ep_of_four_edges(idx, *_TRACKED['d_edges'])


def cubie_arrays(cubes) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """cp, co, ep, eo arrays (one row per CubieCube)."""
    return (np.array([c.cp for c in cubes], dtype=np.int64), np.array([c.co for c in cubes], dtype=np.int64),
            np.array([c.ep for c in cubes], dtype=np.int64), np.array([c.eo for c in cubes], dtype=np.int64))


# -- one state at a time (search roots: plain Python beats numpy's per-call cost) --
def root_coords(cube) -> tuple[int, int, int, int, int, int]:
    """(twist, flip, slice_sorted, corners, u_edges, d_edges) of one CubieCube."""
    twist = 0
    for o in cube.co[:7]:
        twist = 3 * twist + o
    flip = 0
    for o in cube.eo[:11]:
        flip = 2 * flip + o
    ep = cube.ep
    shifted = ep[8:] + ep[:8]  # u_edges and d_edges read the slots rotated by 4
    return (twist, flip, _four_edges_one(ep, 8), _perm_rank_one(cube.cp),
            _four_edges_one(shifted, 0), _four_edges_one(shifted, 4))


def _perm_rank_one(perm) -> int:
    arr = list(perm)
    rank = 0
    for j in range(len(arr) - 1, 0, -1):
        k = (arr.index(j) + 1) % (j + 1)
        arr[:j + 1] = arr[k:j + 1] + arr[:k]
        rank = (j + 1) * rank + k
    return rank


def _four_edges_one(ep, first: int) -> int:
    a = x = 0
    edge4 = [0] * 4
    for j in range(11, -1, -1):
        if first <= ep[j] < first + 4:
            a += comb(11 - j, x + 1)
            edge4[3 - x] = ep[j] - first
            x += 1
    return 24 * a + _perm_rank_one(edge4)
