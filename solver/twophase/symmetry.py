"""Cube symmetries and the symmetry classes that shrink the pruning tables.

The 48 symmetries of the cube are built from four generators (Kociemba's
numbering: index 16*urf3 + 8*f2 + 2*u4 + lr2); the first 16 (D4h) keep the
UD axis and are the ones the pruning tables are reduced by. Conjugating a
state X by symmetry s means S * X * S^-1. A class representative is the
smallest coordinate in its orbit; `sym` is an s with S X S^-1 = rep.
"""
from __future__ import annotations

import numpy as np

from . import coords
from .cubie import MOVE_CUBES, N_MOVE, CubieCube

N_SYM = 48  # all symmetries of the cube, mirrors included
N_SYM_D4H = 16  # those keeping the UD axis
N_FLIPSLICE_CLASS = 64430  # flip x slice classes under D4h
N_CORNER_CLASS = 2768  # corner permutation classes under D4h

_URF3 = CubieCube([0, 4, 5, 1, 3, 7, 6, 2], [1, 2, 1, 2, 2, 1, 2, 1],
                  [1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2], [1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1])
_F2 = CubieCube([5, 4, 7, 6, 1, 0, 3, 2], [0] * 8, [6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10], [0] * 12)
_U4 = CubieCube([3, 0, 1, 2, 7, 4, 5, 6], [0] * 8, [3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10],
                [0] * 8 + [1] * 4)
_LR2 = CubieCube([1, 0, 3, 2, 5, 4, 7, 6], [3] * 8, [2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10], [0] * 12)


def _symmetry_cubes() -> tuple[CubieCube, ...]:
    out = []
    c = CubieCube()
    for _ in range(3):
        for _ in range(2):
            for _ in range(4):
                for _ in range(2):
                    out.append(c)
                    c = c * _LR2
                c = c * _U4
            c = c * _F2
        c = c * _URF3
    return tuple(out)


SYM_CUBES = _symmetry_cubes()
SYM_INVERSE = tuple(next(j for j in range(N_SYM) if (SYM_CUBES[i] * SYM_CUBES[j]).is_solved())
                    for i in range(N_SYM))
#: CONJ_MOVE[s][m]: the move S * M * S^-1.
CONJ_MOVE = tuple(tuple(MOVE_CUBES.index(SYM_CUBES[s] * MOVE_CUBES[m] * SYM_CUBES[SYM_INVERSE[s]])
                        for m in range(N_MOVE)) for s in range(N_SYM))
URF3, URF3_INV = 16, 32  # the 120-degree turn about the URF-DBL diagonal and its inverse


def conjugate(cube: CubieCube, s: int) -> CubieCube:
    """S * cube * S^-1."""
    return SYM_CUBES[s] * cube * SYM_CUBES[SYM_INVERSE[s]]


# -- batch conjugation ------------------------------------------------------------
def _twist_product(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Vectorised corner orientation product (values >= 3 are mirrored)."""
    a_m, b_m = a >= 3, b >= 3
    return np.select([~a_m & ~b_m, ~a_m & b_m, a_m & ~b_m],
                     [(a + b) % 3, (a + b) % 3 + 3, (a - b) % 3 + 3], (a - b) % 3)


def conj_corners(cp: np.ndarray, co: np.ndarray, s: int) -> tuple[np.ndarray, np.ndarray]:
    sym, inv = SYM_CUBES[s], SYM_CUBES[SYM_INVERSE[s]]
    s_cp, s_co = np.array(sym.cp), np.array(sym.co)
    i_cp, i_co = np.array(inv.cp), np.array(inv.co)
    cp1, co1 = s_cp[cp], _twist_product(s_co[cp], co)  # S * X
    return cp1[:, i_cp], _twist_product(co1[:, i_cp], i_co[None, :])  # (S * X) * S^-1


def conj_edges(ep: np.ndarray, eo: np.ndarray, s: int) -> tuple[np.ndarray, np.ndarray]:
    sym, inv = SYM_CUBES[s], SYM_CUBES[SYM_INVERSE[s]]
    s_ep, s_eo = np.array(sym.ep), np.array(sym.eo)
    i_ep, i_eo = np.array(inv.ep), np.array(inv.eo)
    ep1, eo1 = s_ep[ep], (s_eo[ep] + eo) & 1
    return ep1[:, i_ep], (eo1[:, i_ep] + i_eo[None, :]) & 1


def twist_conj_table() -> np.ndarray:
    """(2187, 16): twist of S * X * S^-1."""
    co = coords.co_of_twist(np.arange(coords.N_TWIST))
    cp = np.tile(np.arange(8), (coords.N_TWIST, 1))
    return np.stack([coords.twist_of(conj_corners(cp, co, s)[1]) for s in range(N_SYM_D4H)], axis=1)


def ud_edges_conj_table() -> np.ndarray:
    """(40320, 16): ud_edges of S * X * S^-1."""
    ep = coords.ep_of_ud_edges(np.arange(coords.N_UD_EDGES))
    eo = np.zeros_like(ep)
    return np.stack([coords.ud_edges_of(conj_edges(ep, eo, s)[0]) for s in range(N_SYM_D4H)], axis=1)


def flipslice_conj() -> np.ndarray:
    """(16, 1013760): flipslice = 2048*slice + flip of S * X * S^-1.

    The conjugated flip is affine over GF(2) in (flip bits, slice membership),
    so flip' = g(flip) ^ h(slice) ^ g(0) with g, h computed on 2048 + 495 states."""
    n_flip, n_slice = coords.N_FLIP, coords.N_SLICE
    eo_f = coords.eo_of_flip(np.arange(n_flip))
    ep_home = np.tile(np.arange(12), (n_flip, 1))
    ep_s = coords.ep_of_slice_sorted(np.arange(n_slice) * 24)
    eo_0 = np.zeros((n_slice, 12), dtype=np.int64)
    out = np.empty((N_SYM_D4H, n_slice * n_flip), dtype=np.int32)
    for s in range(N_SYM_D4H):
        g = coords.flip_of(conj_edges(ep_home, eo_f, s)[1])
        ep1, eo1 = conj_edges(ep_s, eo_0, s)
        h = coords.flip_of(eo1)
        slice1 = coords.slice_sorted_of(ep1) // 24
        flip1 = g[None, :] ^ (h ^ g[0])[:, None]
        out[s] = (n_flip * slice1[:, None] + flip1).ravel()
    return out


def corners_conj() -> np.ndarray:
    """(16, 40320): corners coordinate of S * X * S^-1."""
    cp = coords.cp_of_corners(np.arange(coords.N_CORNERS))
    co = np.zeros_like(cp)
    return np.stack([coords.corners_of(conj_corners(cp, co, s)[0]) for s in range(N_SYM_D4H)])


def classes(conj: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """From a (16, N) conjugation table: class index and sym of each state
    (S X S^-1 = rep), and the representative of each class."""
    sym = np.argmin(conj, axis=0)
    rep_of_state = conj[sym, np.arange(conj.shape[1])]
    reps = np.unique(rep_of_state)
    return np.searchsorted(reps, rep_of_state).astype(np.int32), sym.astype(np.uint8), reps.astype(np.int32)


def stabilizers(conj: np.ndarray, reps: np.ndarray) -> np.ndarray:
    """Per class, a 16-bit mask of the symmetries that fix its representative."""
    fixed = conj[:, reps] == reps[None, :]  # (16, n_classes)
    return (fixed.astype(np.int64) << np.arange(N_SYM_D4H)[:, None]).sum(axis=0).astype(np.uint16)
