"""The 5x5's two pairing phases after the G3 separation: their searches over the cached tables.

pairing_tables.py says what the phases' moves are and what their tables
hold. A search's state is a column of numbers, one row a part; each phase
says how a move changes it (`advance`), its lower bound (`bound`) and which
states are one (`key`). The tables of 198 million states are kept mod 3,
so a state carries their exact distances, found for the starts by walking
down the table (mod3.exact) and for each child from its class.

`layered` walks a phase depth by depth in numpy under a bound on the whole
length that rises a move at a time, each depth capped, as five/separation.py's
search does.
"""
from __future__ import annotations

import itertools

import numpy as np

from ...cache import TableSet
from ...deadline import NONE, Deadline
from .. import mod3
from ..four import g3
from ..four.separation import code_maps
from ..beam import first_of_each
from . import separation as sp
from .pairing_tables import (PERMS, SLOT_AXES, TABLES_NAME, TABLES_VERSION, W8, W70, WINGS, Frame, build,
                             centre_moves5, centre_ranks, digits, edge_index, edge_moves, goal_moves5, goal_rank,
                             product_walk, rank_moves, rel, rel_moves, step_edges)


class Phase4:
    """Phase 4's tables and its search's state: (edges, centres, the edges' exact distance)."""

    def __init__(self, arrays: dict[str, np.ndarray]):
        fr = self.fr = Frame(4)
        self.MM, self.LM, self.HM = edge_moves(fr)
        self.edges, self.cd = np.asarray(arrays['edges4']), np.asarray(arrays['centres4'])
        self.cmaps = [rank_moves(fr.moves, o, ax) for ax in (fr.q, fr.a) for o in 'xt']

    def step_edges(self, j: int, s: np.ndarray) -> np.ndarray:
        return step_edges(self.MM, self.LM, self.HM, j, s)

    def starts(self, colors: np.ndarray) -> np.ndarray:
        """Rows (colour row, edges, centres) for every choice of four edges
        with no piece in the ring with no q face."""
        fr, out = self.fr, []
        edge = code_maps()[0]
        ring = [k for k in range(12) if fr.q not in SLOT_AXES[k]]
        for r, col in enumerate(colors):
            me = sp.midge_edges(col[None])[0]
            we = edge[col[WINGS[:, 0]].astype(np.int64) * 8 + col[WINGS[:, 1]]]
            inside = set(me[ring].tolist()) | set(we[[2 * k + t for k in ring for t in (0, 1)]].tolist())
            m_of = {int(me[k]): k for k in range(12)}
            low_of = {int(we[s]): s // 2 for s in range(24) if fr.is_low[s]}
            high_of = {int(we[s]): s // 2 for s in range(24) if not fr.is_low[s]}
            cen = int(np.array(centre_ranks(col, (fr.q, fr.a))) @ W70)
            for four in itertools.combinations([e for e in range(12) if e not in inside], 4):
                m, lo, hi = (np.array([fr.loc[of[e]] for e in four]) for of in (m_of, low_of, high_of))
                out.append([r, int(edge_index(m, lo, hi)[0]), cen])
        return np.array(out, dtype=np.int64).reshape(-1, 3)

    def parts(self, starts: np.ndarray) -> np.ndarray:
        """The search's state of each start row."""
        return np.stack([starts[:, 1], starts[:, 2],
                         mod3.exact(self.edges, starts[:, 1], self.step_edges, len(self.fr.moves))])

    def bound(self, e, c, d):
        return np.maximum(d, self.cd[c]).astype(np.int64)

    @staticmethod
    def key(state: np.ndarray, root: np.ndarray) -> np.ndarray:
        return np.stack([state[0] << 25 | state[1], root], 1)

    def advance(self, j, e, c, d):
        e = self.step_edges(j, e)
        return e, product_walk(self.cmaps, c, j), mod3.child_distance(d, mod3.classes(self.edges, e))


class Phase5:
    """Phase 5's tables and its search's state: (midges, low wings, high wings,
    centres, the two coupled tables' exact distances, the relative
    permutations' bound), the last three found as a state is reached."""

    def __init__(self, arrays: dict[str, np.ndarray]):
        fr = self.fr = Frame(5)
        self.ml, self.mh, self.lh = (np.asarray(arrays[k]) for k in ('ml', 'mh', 'lh'))
        self.coupled = [np.asarray(arrays[f'coupled{k}']) for k in range(2)]
        self.cd, self.goal = np.asarray(arrays['centres5']), np.asarray(arrays['goal'])
        self.cm = centre_moves5(fr)
        self.perm_moves = [rel_moves(fr, fr.M, b) for b in (fr.L, fr.H)]
        self.gm = goal_moves5(fr, self.goal)

    def centres(self, col: np.ndarray) -> int:
        fr = self.fr
        index = int(goal_rank(self.goal, [np.array(centre_ranks(col, (fr.q, fr.a))) @ W70])[0])
        x, t = centre_ranks(col, (fr.c,))
        return -1 if index < 0 else index * 4900 + x * 70 + t

    def start(self, col: np.ndarray) -> list[int] | None:
        """(midges, low wings, high wings, centres) of the eight edges off the
        ring, or None where phase 4 left them unfit for phase 5."""
        fr = self.fr
        edge = code_maps()[0]
        me = sp.midge_edges(col[None])[0]
        we = edge[col[WINGS[:, 0]].astype(np.int64) * 8 + col[WINGS[:, 1]]]
        label = {int(e): i for i, e in enumerate(sorted(me[fr.local].tolist()))}
        parts = np.zeros((3, 8), dtype=np.int64)
        for k in fr.local.tolist():
            parts[0, label[int(me[k])]] = fr.loc[k]
        for s in range(24):
            if fr.loc[s // 2] >= 0:
                if int(we[s]) not in label:
                    return None
                parts[1 if fr.is_low[s] else 2, label[int(we[s])]] = fr.loc[s // 2]
        c = self.centres(col)
        return None if c < 0 else [int(p @ W8) for p in parts] + [c]

    def parts(self, starts: np.ndarray) -> np.ndarray:
        """The search's state of each start (rows as `start` gives them)."""
        m, lo, hi, c = np.asarray(starts, dtype=np.int64).T
        ml, mh, lh = self.ranks(m, lo, hi)
        near = [mod3.exact(self.coupled[k], r * 4900 + c % 4900, self.coupled_step(k), len(self.fr.moves))
                for k, r in enumerate((ml, mh))]
        return np.stack([m, lo, hi, c] + near + [self.rel_bound(ml, mh, lh)])

    def coupled_step(self, k: int):
        return lambda j, s: self.perm_moves[k][j][s // 4900] * 4900 + self.cm[j][s % 4900]

    @staticmethod
    def ranks(m, lo, hi) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The ranks of the relative permutations midges-low, midges-high, low-high."""
        md, ld, hd = digits(m, W8, 8), digits(lo, W8, 8), digits(hi, W8, 8)
        return tuple(np.searchsorted(PERMS, rel(a, b)) for a, b in ((md, ld), (md, hd), (ld, hd)))

    def rel_bound(self, ml, mh, lh) -> np.ndarray:
        return np.maximum.reduce([self.ml[ml], self.mh[mh], self.lh[lh]]).astype(np.int64)

    def bound(self, m, lo, hi, c, d0, d1, r):
        return np.maximum.reduce([r, self.cd[c], d0, d1]).astype(np.int64)

    @staticmethod
    def key(state: np.ndarray, root: np.ndarray) -> np.ndarray:
        return np.stack([state[0] << 24 | state[1], state[2] << 18 | state[3], root], 1)

    def advance(self, j, m, lo, hi, c, d0, d1, _):
        fr = self.fr
        m, lo, hi = fr.M[j][digits(m, W8, 8)] @ W8, fr.L[j][digits(lo, W8, 8)] @ W8, fr.H[j][digits(hi, W8, 8)] @ W8
        c = self.gm[j][c // 4900] * 4900 + self.cm[j][c % 4900]
        ml, mh, lh = self.ranks(m, lo, hi)
        return (m, lo, hi, c, mod3.child_distance(d0, mod3.classes(self.coupled[0], ml * 4900 + c % 4900)),
                mod3.child_distance(d1, mod3.classes(self.coupled[1], mh * 4900 + c % 4900)),
                self.rel_bound(ml, mh, lh))


class Tables:
    """Both phases, over the cached tables."""

    def __init__(self, arrays: dict[str, np.ndarray]):
        self.four, self.five = Phase4(arrays), Phase5(arrays)


#: The tables (about 175 MB, a few minutes to build), cached on first use.
tables = TableSet(TABLES_NAME, TABLES_VERSION, build, Tables)


def layered(phase, parts: np.ndarray, spent: np.ndarray, cap: int, room: int, most: int,
            deadline: Deadline = NONE, stride: int = 1) -> list[tuple[int, int, list]]:
    """Up to `most` (start, moves in all, path) of fewest moves in all, the
    bound on the whole length raised `stride` moves at a time, each depth capped;
    none where `room` moves past the first bound find nothing, or past
    `deadline`. `parts` holds the phase's state, a row a part, a column a start."""
    fr = phase.fr
    h0 = phase.bound(*parts)
    first = int((spent + h0).min())
    for limit in sorted({*range(first, first + room, stride), first + room}):
        keep = np.flatnonzero(spent + h0 <= limit)
        state, g, root, h = parts[:, keep], spent[keep], keep, h0[keep]
        prev, history = np.full(len(keep), -1), []
        while state.shape[1]:
            done = np.flatnonzero(h == 0)
            if len(done):
                done = done[np.argsort(g[done], kind='stable')][:most]
                paths = g3.walk_back_all(history, done, fr.moves)
                return [(int(root[i]), int(g[i]), p) for i, p in zip(done.tolist(), paths)]
            if deadline.passed():
                return []
            kids, p = [], np.maximum(prev, 0)
            for j in range(len(fr.moves)):
                rows = np.flatnonzero((prev < 0) | (fr.axes[p] != fr.axes[j]) | (fr.order[p] < fr.order[j]))
                new = np.array(phase.advance(j, *state[:, rows])).reshape(len(parts), -1)
                b = phase.bound(*new)
                ok = g[rows] + 1 + b <= limit
                kids.append((rows[ok], np.full(int(ok.sum()), j), new[:, ok], b[ok]))
            par, move = np.concatenate([k[0] for k in kids]), np.concatenate([k[1] for k in kids])
            state, h = np.concatenate([k[2] for k in kids], axis=1), np.concatenate([k[3] for k in kids])
            first_seen = first_of_each(phase.key(state, root[par]))
            pick = first_seen[np.argsort(h[first_seen].astype(np.uint8), kind='stable')][:cap]
            par, move, state, h = par[pick], move[pick], state[:, pick], h[pick]
            g, root, prev = g[par] + 1, root[par], move
            history.append((par, move))
    return []

