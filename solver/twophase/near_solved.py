"""Optimal solutions for cubes a few moves from solved.

Two-phase answers a 1-move cube with 8 moves; here IDA* over all 18 moves,
bounded below by the phase-1 distance seen along each of the three axes,
finds the shortest solution when it has at most SHORT_MAX moves.
"""
from __future__ import annotations

from . import coords
from .pruning import BASE3_DIGIT
from .cubie import CubieCube
from .search import DIST_STEP, NEXT_PHASE1
from .symmetry import CONJ_MOVE, SYM_CUBES, URF3, URF3_INV

SHORT_MAX = 5


def _axis_cubes(cube: CubieCube) -> list[CubieCube]:
    return [cube, SYM_CUBES[URF3_INV] * cube * SYM_CUBES[URF3], SYM_CUBES[URF3] * cube * SYM_CUBES[URF3_INV]]


#: How an original move reads on each axis cube.
_AXIS_MOVE = (tuple(range(18)), CONJ_MOVE[URF3_INV], CONJ_MOVE[URF3])


def short_solution(tables, cube: CubieCube, max_length: int = SHORT_MAX) -> list[int] | None:
    """The moves of a shortest solution if one has <= max_length moves, else None."""
    if cube.is_solved():
        return []
    roots, dists = [], []
    for axis_cube in _axis_cubes(cube):
        twist, flip, slice_sorted = coords.root_coords(axis_cube)[:3]
        dist = tables.phase1_depth(flip, twist, slice_sorted, cap=max_length)
        if dist > max_length:  # the usual case: far from solved, leave it to two-phase
            return None
        roots.append((flip, twist, slice_sorted))
        dists.append(dist)
    t = tables
    flip_move, twist_move, slice_move = t.flip_move, t.twist_move, t.slice_move
    fs_class, fs_sym, twist_conj, p1 = t.flipslice_class, t.flipslice_sym, t.twist_conj, t.phase1_prune
    digit = BASE3_DIGIT
    path: list[int] = []

    def child(state, m):
        fl, tw, sl, dist = state
        fl, tw, sl = flip_move[18 * fl + m], twist_move[18 * tw + m], slice_move[18 * sl + m]
        fs = ((sl // 24) << 11) + fl
        idx = 2187 * fs_class[fs] + twist_conj[(tw << 4) + fs_sym[fs]]
        return fl, tw, sl, DIST_STEP[3 * dist + digit[(p1[idx // 5] << 3) + idx % 5]]

    def search(states, togo, prev):
        if togo == 0:
            return cube.apply(path).is_solved()
        for m in NEXT_PHASE1[prev]:
            new = []
            for axis in range(3):
                s = child(states[axis], _AXIS_MOVE[axis][m])
                if s[3] >= togo:
                    break
                new.append(s)
            else:
                path.append(m)
                if search(new, togo - 1, m):
                    return True
                path.pop()
        return False

    start = [r + (d,) for r, d in zip(roots, dists)]
    for length in range(max(max(dists), 1), max_length + 1):
        if search(start, length, 18):
            return path
    return None
