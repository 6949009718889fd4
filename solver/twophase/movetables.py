"""Move tables: each coordinate after each of the 18 face turns, built in batch.

table[x, m] is the coordinate of "state x, then move m". ud_edges is only
defined in phase 2, so its columns for quarter turns of R F L B are 0.
"""
from __future__ import annotations

import numpy as np

from . import coords
from .cubie import MOVE_CUBES, N_MOVE, PHASE2_MOVES


def _move_columns(n: int, apply) -> np.ndarray:
    return np.stack([apply(MOVE_CUBES[m]) for m in range(N_MOVE)], axis=1).astype(np.uint16)


def twist_move() -> np.ndarray:
    co = coords.co_of_twist(np.arange(coords.N_TWIST))
    return _move_columns(coords.N_TWIST,
                         lambda mv: coords.twist_of((co[:, mv.cp] + np.array(mv.co)) % 3))


def flip_move() -> np.ndarray:
    eo = coords.eo_of_flip(np.arange(coords.N_FLIP))
    return _move_columns(coords.N_FLIP,
                         lambda mv: coords.flip_of((eo[:, mv.ep] + np.array(mv.eo)) & 1))


def _four_edges_move(of, ep_of) -> np.ndarray:
    ep = ep_of(np.arange(coords.N_SLICE_SORTED))
    return _move_columns(coords.N_SLICE_SORTED, lambda mv: of(ep[:, mv.ep]))


def slice_sorted_move() -> np.ndarray:
    return _four_edges_move(coords.slice_sorted_of, coords.ep_of_slice_sorted)


def u_edges_move() -> np.ndarray:
    return _four_edges_move(coords.u_edges_of, coords.ep_of_u_edges)


def d_edges_move() -> np.ndarray:
    return _four_edges_move(coords.d_edges_of, coords.ep_of_d_edges)


def corners_move() -> np.ndarray:
    cp = coords.cp_of_corners(np.arange(coords.N_CORNERS))
    return _move_columns(coords.N_CORNERS, lambda mv: coords.corners_of(cp[:, mv.cp]))


def ud_edges_move() -> np.ndarray:
    ep = coords.ep_of_ud_edges(np.arange(coords.N_UD_EDGES))
    out = np.zeros((coords.N_UD_EDGES, N_MOVE), dtype=np.uint16)
    for m in PHASE2_MOVES:
        out[:, m] = coords.ud_edges_of(ep[:, MOVE_CUBES[m].ep])
    return out


def ud_edges_from_u_and_d() -> np.ndarray:
    """(1680 * 24,): ud_edges from u_edges (< 1680) and d_edges % 24, for a
    state in phase 2 (the D edges fill the U/D slots the U edges leave)."""
    u = np.repeat(np.arange(coords.N_U_EDGES_PHASE2), 24)
    k = np.tile(np.arange(24), coords.N_U_EDGES_PHASE2)
    ep_u = coords.ep_of_u_edges(u)
    u_slot = (ep_u >= 0) & (ep_u < 4)
    # D edges, in order, in the U/D slots not taken by U edges: gives their combination.
    ep_d_sorted = np.tile(np.arange(12), (len(u), 1))
    ep_d_sorted[:, :8] = 8  # neither U nor D edge
    free = ~u_slot[:, :8]
    ep_d_sorted[:, :8][free] = np.tile(np.arange(4, 8), len(u))
    d_comb = coords.d_edges_of(ep_d_sorted) // 24
    ep_d = coords.ep_of_d_edges(24 * d_comb + k)
    ep_ud = np.where(u_slot, ep_u, ep_d)
    return coords.ud_edges_of(ep_ud).astype(np.uint16)
