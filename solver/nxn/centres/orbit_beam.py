"""A beam search over two centre orbits at once, each with an exact distance table of its own.

Used by five_tables.py's first two phases: the larger of the two orbits' distances
never overestimates the whole, but is often moves short of it, so the search
keeps a wide beam ranked by moves so far plus that distance (numpy, every
kept state times every move a round) rather than a depth-first IDA*.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from model.faces import FACE_AXIS, FACE_INDEX

from ..four.masks import MaskOps

#: Rounds past the roots' distance after which a beam that has found
#: nothing gives up (lost on a plateau of its distances).
GIVE_UP = 8


class Phase:
    """One phase over both orbits: its moves, their mask operations and the
    two distance tables (the x-centres' with the wing parity where `parity`)."""

    def __init__(self, opx: MaskOps, opt: MaskOps, dx: np.ndarray, dt: np.ndarray, parity: bool):
        self.opx, self.opt, self.parity = opx, opt, parity
        self.dx, self.dt = np.asarray(dx), np.asarray(dt)            # plain arrays: a memmap's reads are slower
        self.width = 2 if parity else 1
        moves = opx.moves
        axis = np.array([FACE_AXIS[m.face] for m in moves])
        order = np.array([FACE_INDEX[m.face] * 4 + m.end for m in moves])
        # allowed[prev + 1, j]: move j may follow move prev (-1: none). Turns of
        # one axis in a row go in one fixed order (they commute) and a layer
        # block never turns twice in a row.
        self.allowed = np.ones((len(moves) + 1, len(moves)), dtype=bool)
        self.allowed[1:] = ~((axis[:, None] == axis[None, :]) & (order[None, :] <= order[:, None]))
        self.flips = opx.flips if parity else np.zeros(len(moves), dtype=np.int64)

    def h(self, mx: np.ndarray, px: np.ndarray, mt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        hx = self.dx[self.opx.rank(mx) * self.width + px].astype(np.int64)
        ht = self.dt[self.opt.rank(mt)].astype(np.int64)
        return hx, ht

    def beam(self, roots: list[tuple[list[int], list[int], int, int]], width: int, want: int,
             prefer: Callable | None = None, extra: int = 1,
             longest: int = 30) -> list[tuple[int, list[int], int]]:
        """Beam search from `roots` (x masks, t masks, wing parity, moves so
        far) to the goal: each round every kept state takes every move, and
        the `width` best distinct states are kept: fewest moves so far plus
        distance (the larger of the two orbits'), then the least sum of the
        two distances, then `prefer` (x masks, t masks, parity -> lower is
        better). Mask 0 of each orbit is the phase's own; the others (colours
        the next phase reads) ride along, and every distinct end found is
        returned, not only those kept: ends that differ only in them lead the
        next phase differently. Up to `want` (root, move indices, moves in
        all), fewest first, from the round the first end is found and `extra`
        more; [] if none within GIVE_UP rounds past the roots' distance.
        Not on beam.search: it returns every distinct end of several rounds
        and drops copies within a round only (np.unique), which the shared
        skeleton's one best answer and lasting duplicate check would change."""
        X = np.array([r[0] for r in roots], dtype=np.int64)
        T = np.array([r[1] for r in roots], dtype=np.int64)
        px = np.array([r[2] for r in roots], dtype=np.int64)
        g = np.array([r[3] for r in roots], dtype=np.int64)
        last = np.full(len(roots), -1, dtype=np.int64)
        salt_x = _SALT[:X.shape[1]]
        salt_t = _SALT[X.shape[1]:X.shape[1] + T.shape[1]]
        levels: list[tuple[np.ndarray, np.ndarray]] = []          # (parent, move) of the kept, per round
        found: list[tuple[int, int, int, int]] = []               # (moves in all, round, parent, move)
        hx, ht = self.h(X[:, 0], px, T[:, 0])
        found += [(int(g[i]), 0, int(i), -1) for i in np.nonzero(np.maximum(hx, ht) == 0)[0]]
        first = 0 if found else None
        hopeless = int((np.maximum(hx, ht)).min()) + GIVE_UP
        for depth in range(1, longest + 1):
            if first is not None and depth > first + extra or first is None and depth > hopeless:
                break
            parent, move = np.nonzero(self.allowed[last + 1])       # state major, move minor
            # each child's own masks; the riding ones only where they are read
            x0, t0 = apply_each(self.opx, X[parent, 0], move), apply_each(self.opt, T[parent, 0], move)

            def masks(idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
                p, m = parent[idx], move[idx]
                return (np.stack([x0[idx]] + [apply_each(self.opx, X[p, c], m) for c in range(1, X.shape[1])], axis=1),
                        np.stack([t0[idx]] + [apply_each(self.opt, T[p, c], m) for c in range(1, T.shape[1])], axis=1))
            npx = px[parent] ^ self.flips[move]
            ng = g[parent] + 1
            hx, ht = self.h(x0, npx, t0)
            hh = np.maximum(hx, ht)
            goals = np.nonzero(hh == 0)[0]
            if len(goals):
                gX, gT = masks(goals)
                gkey = (gX * salt_x).sum(axis=1) + (gT * salt_t).sum(axis=1) + npx[goals]
                _, one = np.unique(gkey, return_index=True)
                found += [(int(ng[i]), depth, int(parent[i]), int(move[i])) for i in goals[np.sort(one)]]
                if first is None:
                    first = depth
            # only the children with the fewest moves plus distance can be kept
            f = ng + hh
            counts = np.bincount(f - f.min())
            cut = f.min() + int(np.searchsorted(np.cumsum(counts), width))
            near = np.nonzero(f <= cut)[0]
            nX, nT = masks(near)
            tie = prefer(nX, nT, npx[near]) if prefer is not None else hx[near]
            pos = np.argsort((f[near] << 16) | ((hx[near] + ht[near]) << 8) | np.minimum(tie, 255), kind='stable')
            order = near[pos]
            own = (x0[order] << 25) | (npx[order] << 24) | t0[order]
            _, firsts = np.unique(own, return_index=True)
            chosen = pos[np.sort(firsts)][:width]
            keep = near[chosen]
            nX, nT = nX[chosen], nT[chosen]
            levels.append((parent[keep], move[keep]))
            X, T, px, g, last = nX, nT, npx[keep], ng[keep], move[keep]
        found.sort()
        out = []
        for total, depth, i, mv in found[:want]:
            path = [mv] if depth else []
            for d in range(depth - 1, 0, -1):
                parent, move = levels[d - 1]
                path.append(int(move[i]))
                i = int(parent[i])
            out.append((i, path[::-1], total))
        return out


#: Odd multipliers that fold a state's masks into one key (wrapping int64).
_SALT = np.array([0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0xD6E8FEB86659FD93,
                  0xFF51AFD7ED558CCD, 0xC4CEB9FE1A85EC53, 0x27BB2EE687B0B0FD, 0x94D049BB133111EB],
                 dtype=np.uint64).astype(np.int64)


def apply_each(ops: MaskOps, masks: np.ndarray, moves: np.ndarray) -> np.ndarray:
    """Each mask under its own move."""
    t, m = ops.by_value, len(ops.moves)                         # (3, 256, moves), flat
    return (t[(masks & 255) * m + moves] | t[((masks >> 8) & 255) * m + (256 * m + moves)]
            | t[(masks >> 16) * m + (512 * m + moves)])
