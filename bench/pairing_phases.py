"""The 5x5's two pairing phases after the G3 separation, prototyped for bench_five_pairing.py.

The phases follow cube555's plan (facts, not code, carried over). Name the
axes of a frame: a, the separation's (its G3 keeps the wing orbits and the
midges' orientation); q, another, whose faces turn a quarter in phase 4;
c, the third. The tables are built for one frame, a = R-L and q = U-D; a
state is carried into another frame's view by a whole-cube turn and a
renaming of the colours (frame_view), and the moves found there are
renamed back to faces of the real cube.

- Phase 4 moves: quarter turns of q's faces, half turns of the other four,
  the six wide halves. They keep the ring of four edge slots with no q face
  as a set, so four edges none of whose pieces lies there are paired among
  the other eight slots and brought into the ring with no c face; each such
  choice of four is a start. Bound: an exact table of the four edges' three
  pieces (which four slots hold their midges, 70; where their low and their
  high wings are, 1680 each, the edges named by their midges' slot order:
  198 million states, built in a few minutes), and the exact table of the q
  and a axes' centres to a state phase 5 solves (36 of 70^4, the projection
  of phase 5's orbit of solved).
- Phase 5 moves: quarter turns of c's faces, half turns of the other four,
  the wide halves of a's and q's faces. They leave the paired ring alone and
  pair the other eight edges while all centres are solved. Bound: three
  tables of relative permutations of the eight edges, the centres' exact
  table (36 x 70 x 70), and two coupled tables: the midges' order against
  the low wings' (then the high wings'), by rank (8!), with the c axis's x
  and t patterns (4900): 198 million states each.

The three tables of 198 million states are kept as distances mod 3
(solver/nxn/mod3.py), 50 MB each: the search carries each one's exact
distance in its state, found for the starts by walking down the table.
The relative permutations' tables are indexed by rank (8!, 40 KB each).
In all the tables take about 175 MB.

Each search is numpy's layered one (as five/separation.py's): a bound on
the whole length that rises a move at a time, each depth capped.

Over 400 lines: the two phases share their frame, table builder and search,
kept together in one prototype until the route moves into the solver.
"""
from __future__ import annotations

import itertools

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER
from model.stickers import seq_gather
from solver.nxn import beam, mod3
from solver.nxn.five import separation as sp
from solver.nxn.four import g3
from solver.nxn.four.separation import code_maps

N = 5
UNSEEN = 255
MIDGES, WINGS = sp.midge_slots(), sp.wing_slots()
SLOT_AXES = [frozenset(FACE_AXIS[FACE_ORDER[int(f) // (N * N)]] for f in MIDGES[k]) for k in range(12)]
W4, W8, W70 = 8 ** np.arange(3, -1, -1), 8 ** np.arange(7, -1, -1), 70 ** np.arange(3, -1, -1)
SOLVED = np.arange(6 * N * N) // (N * N)
#: The frame the tables are built for: a = R-L (0), q = U-D (1).
A, Q = 0, 1

COMBS = np.array(list(itertools.combinations(range(8), 4)))         # 70 sets of four slots, sorted
COMB_OF_MASK = np.full(256, -1)
COMB_OF_MASK[(1 << COMBS).sum(1)] = np.arange(70)
PERM4 = np.array(list(itertools.permutations(range(8), 4)))         # 1680 ordered choices
PERM4_OF_PACK = np.full(8 ** 4, -1)
PERM4_OF_PACK[PERM4 @ W4] = np.arange(1680)
NP = len(PERM4)
PERMS = np.array(sorted(int(np.array(p) @ W8) for p in itertools.permutations(range(8))))


def phase_moves(turning: int, wides: bool) -> list[Move]:
    """Quarter turns of `turning`'s faces, half turns of the others, and the
    wide halves (all six, or only those off `turning`'s axis)."""
    return ([Move(f, 1, 1, a) for f in FACE_ORDER for a in ((1, -1, 2) if FACE_AXIS[f] == turning else (2,))]
            + [Move(f, 1, 2, 2) for f in FACE_ORDER if wides or FACE_AXIS[f] != turning])


def forward(slots: np.ndarray, move: Move) -> np.ndarray:
    """Where `move` takes the piece in each slot (rows of facelets)."""
    where = {int(f): i for i, pair in enumerate(slots.tolist()) for f in pair}
    g = seq_gather(N, [move])
    out = np.zeros(len(slots), dtype=np.int64)
    for i in range(len(slots)):
        out[where[int(g[slots[i, 0]])]] = i
    return out


def frame_views() -> dict[tuple[int, int], tuple[list[Move], dict[str, str], np.ndarray]]:
    """(a, q) -> (whole-cube turns, face map, colour map) that show a cube in
    the tables' frame: colour_map[colors[seq_gather(N, turns)]] has a along
    R-L and q along U-D with each face's own colour on it, and a move of
    face f there is a move of face_map[f] on the real cube."""
    probe = np.arange(6 * N * N)
    turns = [[]] + [[Move(r, 1, 1, k)] for r in 'xyz' for k in (1, -1, 2)]
    turns += [[Move(r, 1, 1, k), Move(s, 1, 1, j)] for r in 'xyz' for k in (1, -1, 2)
              for s in 'xyz' if s != r for j in (1, -1, 2)]
    views = {}
    for turn in turns:
        faces = {}
        for f in FACE_ORDER:
            after = probe[seq_gather(N, turn + [Move(f)])]
            faces[f] = next(g for g in FACE_ORDER if (probe[seq_gather(N, [Move(g)] + turn)] == after).all())
        colours = np.zeros(6, dtype=np.int64)
        for f, g in faces.items():
            colours[FACE_ORDER.index(g)] = FACE_ORDER.index(f)
        views.setdefault((FACE_AXIS[faces['R']], FACE_AXIS[faces['U']]), (turn, faces, colours))
    return views


def renamed(moves: list[Move], faces: dict[str, str]) -> list[Move]:
    return [Move(faces[m.face], m.start, m.end, m.amount) for m in moves]


class Frame:
    """One phase's moves and, over its eight edge slots (those with a face on
    its turning axis), where each move takes a midge, a low wing and a high wing."""

    def __init__(self, phase: int):
        self.a, self.q, self.c = A, Q, 3 - A - Q
        axis = self.q if phase == 4 else self.c
        self.moves = phase_moves(axis, phase == 4)
        self.local = np.array([k for k in range(12) if axis in SLOT_AXES[k]])
        self.loc = np.full(12, -1)
        self.loc[self.local] = np.arange(8)
        self.ring_c = np.array([self.loc[k] for k in range(12) if self.c not in SLOT_AXES[k]])
        split = g3.split(self.a)
        self.is_low = split.is_low
        index = np.zeros(24, dtype=np.int64)
        index[split.low], index[split.high] = np.arange(12), np.arange(12)
        maps = []
        for m in self.moves:
            w = forward(WINGS, m)
            maps.append([self.loc[f[self.local]] for f in (forward(MIDGES, m), index[w[split.low]],
                                                             index[w[split.high]])])
        self.M, self.L, self.H = (np.array(x) for x in zip(*maps))
        self.axes = np.array([FACE_AXIS[m.face] for m in self.moves])
        self.order = np.array([FACE_ORDER.index(m.face) * 4 + m.end for m in self.moves])


def digits(x: np.ndarray, weights: np.ndarray, base: int) -> np.ndarray:
    return (x[:, None] // weights) % base


def rank_moves(moves: list[Move], orbit: str, axis: int) -> np.ndarray:
    rank = sp.pattern_rank()
    return rank[sp.byte_moves(moves, orbit, axis)[:, np.flatnonzero(rank != 255)]]


def centre_ranks(colors: np.ndarray, axes) -> list[int]:
    rank = sp.pattern_rank()
    return [int(rank[sp.plus_bits(colors[None], o, ax)[0]]) for ax in axes for o in 'xt']


def product_walk(maps: list[np.ndarray], front: np.ndarray, j: int) -> np.ndarray:
    d = digits(front, W70, 70)
    return np.stack([maps[i][j][d[:, i]] for i in range(4)], 1) @ W70


def distances(size: int, goals, moves: int, step, pull_from: float = 0.15) -> np.ndarray:
    """Breadth-first distances from `goals`; step(j, states) -> states (the
    moves closed under inverses). Past `pull_from` of the states seen, each
    depth is found from the unseen side: fewer random reads."""
    dist = np.full(size, UNSEEN, dtype=np.uint8)
    dist[goals] = 0
    front, depth, seen = np.asarray(goals), 0, len(goals)
    while len(front):
        if seen < pull_from * size:
            for j in range(moves):
                k = step(j, front)
                dist[k[dist[k] == UNSEEN]] = depth + 1
            front = np.flatnonzero(dist == depth + 1)
        else:
            unseen = np.flatnonzero(dist == UNSEEN)
            hit = np.zeros(len(unseen), dtype=bool)
            for j in range(moves):
                todo = np.flatnonzero(~hit)
                hit[todo] = dist[step(j, unseen[todo])] == depth
            front = unseen[hit]
            dist[front] = depth + 1
        depth, seen = depth + 1, seen + len(front)
    return dist


def edge_index(m: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Four edges' (midges', low wings', high wings') slots, an edge a column
    (rows for several states), as phase 4's edge state: the midges' slot set,
    then each wing set's slots with the edges named by their midges' slots."""
    m, lo, hi = np.atleast_2d(m), np.atleast_2d(lo), np.atleast_2d(hi)
    order = np.argsort(m, axis=1)
    rows = np.arange(len(m))[:, None]
    return (COMB_OF_MASK[(1 << m).sum(1)] * NP * NP + PERM4_OF_PACK[lo[rows, order] @ W4] * NP
            + PERM4_OF_PACK[hi[rows, order] @ W4])


def edge_moves(fr: Frame) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """MM (70, moves), LM and HM (70 * 1680, moves): each move on (midges'
    slot set, low wings' slots, high wings' slots) as edge_index names them."""
    J = len(fr.moves)
    MM = np.zeros((70, J), dtype=np.int64)
    LM, HM = np.zeros((70 * NP, J), dtype=np.int64), np.zeros((70 * NP, J), dtype=np.int64)
    for j in range(J):
        slots = fr.M[j][COMBS]
        order = np.argsort(slots, axis=1)                      # the edges' new names
        MM[:, j] = COMB_OF_MASK[(1 << slots).sum(1)]
        for T, out in ((fr.L[j], LM), (fr.H[j], HM)):
            moved = T[PERM4][:, order].transpose(1, 0, 2)      # (70, 1680, 4)
            out[:, j] = PERM4_OF_PACK[moved @ W4].ravel()
    return MM, LM, HM


def step_edges(MM: np.ndarray, LM: np.ndarray, HM: np.ndarray, j: int, s: np.ndarray) -> np.ndarray:
    """Move j on edge states s."""
    m, rest = s // (NP * NP), s % (NP * NP)
    return MM[m, j] * (NP * NP) + LM[m * NP + rest // NP, j] * NP + HM[m * NP + rest % NP, j]


class Phase4:
    """Phase 4's tables (edges, centres) and its search's state: (edges, centres)."""

    def __init__(self):
        fr = self.fr = Frame(4)
        self.MM, self.LM, self.HM = edge_moves(fr)
        ring = np.array(sorted(fr.ring_c.tolist()))
        solved = int(PERM4_OF_PACK[ring @ W4])
        goal = int(COMB_OF_MASK[(1 << ring).sum()]) * NP * NP + solved * NP + solved
        self.edges = mod3.pack(distances(70 * NP * NP, [goal], len(fr.moves), self.step_edges))
        p5 = phase_moves(fr.c, False)
        five = [rank_moves(p5, o, ax) for ax in (fr.q, fr.a) for o in 'xt']
        self.cmaps = [rank_moves(fr.moves, o, ax) for ax in (fr.q, fr.a) for o in 'xt']
        seen = np.zeros(70 ** 4, dtype=bool)
        front = np.array([np.array(centre_ranks(SOLVED, (fr.q, fr.a))) @ W70])
        seen[front] = True
        while len(front):                                  # phase 5's orbit of solved, on these axes
            kids = np.unique(np.concatenate([product_walk(five, front, j) for j in range(len(p5))]))
            front = kids[~seen[kids]]
            seen[front] = True
        self.goal = np.flatnonzero(seen)
        self.cd = distances(70 ** 4, self.goal, len(fr.moves), lambda j, s: product_walk(self.cmaps, s, j), 2.0)

    def step_edges(self, j: int, s: np.ndarray) -> np.ndarray:
        return step_edges(self.MM, self.LM, self.HM, j, s)

    def starts(self, colors: np.ndarray) -> np.ndarray:
        """Rows (colour row, edges, centres) for every choice of four edges
        with no piece in the ring with no q face."""
        fr, out = self.fr, []
        edge = code_maps()[0]
        for r, col in enumerate(colors):
            me = sp.midge_edges(col[None])[0]
            we = edge[col[WINGS[:, 0]].astype(np.int64) * 8 + col[WINGS[:, 1]]]
            ring = [k for k in range(12) if fr.q not in SLOT_AXES[k]]
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
        """The search's state of each start row: edges, centres, the edges' exact distance."""
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


def rel(A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """r[slot of an edge's A piece] = slot of its B piece, packed."""
    r = np.zeros_like(A)
    r[np.arange(len(A))[:, None], A] = B
    return r @ W8


def rel_table(fr: Frame, A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """Eight edges: by r, moves until r is the identity."""
    def step(j, s):
        return rel(A[j][None].repeat(len(s), 0), B[j][digits(s, W8, 8)])
    return distances(8 ** 8, [int(np.arange(8) @ W8)], len(fr.moves), step, 2.0)


def rel_moves(fr: Frame, A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """(moves, 8!): each move on relative permutations, by rank (packed order)."""
    r = digits(PERMS, W8, 8)
    return np.array([np.searchsorted(PERMS, rel(A[j][None].repeat(len(r), 0), B[j][r]))
                     for j in range(len(fr.moves))])


def coupled(perm_moves: np.ndarray, centre_moves: np.ndarray, solved_centre: int) -> np.ndarray:
    """Moves until a relative permutation (by rank) and the c axis's centres
    (x * 70 + t, 4900) are both solved."""
    size = centre_moves.shape[1]
    start = int(np.searchsorted(PERMS, int(np.arange(8) @ W8))) * size + solved_centre
    return distances(len(PERMS) * size, [start], len(perm_moves),
                     lambda j, s: perm_moves[j][s // size] * size + centre_moves[j][s % size], 2.0)


class Phase5:
    """Phase 5's tables and its search's state: (midges, low wings, high wings,
    centres, the two coupled tables' exact distances, the relative
    permutations' bound), the last three found as a state is reached."""

    def __init__(self, goal4: np.ndarray):
        fr = self.fr = Frame(5)
        self.ml, self.mh, self.lh = (rel_table(fr, A, B)[PERMS] for A, B in ((fr.M, fr.L), (fr.M, fr.H), (fr.L, fr.H)))
        x, t = centre_ranks(SOLVED, (fr.c,))
        cx, ct = (rank_moves(fr.moves, o, fr.c) for o in 'xt')
        self.cm = np.stack([(cx[j][:, None] * 70 + ct[j][None, :]).ravel() for j in range(len(fr.moves))])
        self.perm_moves = [rel_moves(fr, fr.M, B) for B in (fr.L, fr.H)]
        self.coupled = [mod3.pack(coupled(pm, self.cm, x * 70 + t)) for pm in self.perm_moves]
        self.goal_index = np.full(70 ** 4, -1)
        self.goal_index[goal4] = np.arange(len(goal4))
        qa = [rank_moves(fr.moves, o, ax) for ax in (fr.q, fr.a) for o in 'xt']
        self.gm = np.stack([self.goal_index[product_walk(qa, goal4, j)] for j in range(len(fr.moves))])
        self.cd = distances(len(goal4) * 4900, [self.centres(SOLVED)], len(fr.moves),
                            lambda j, s: self.gm[j][s // 4900] * 4900 + self.cm[j][s % 4900], 2.0)

    def centres(self, col: np.ndarray) -> int:
        fr = self.fr
        index = int(self.goal_index[int(np.array(centre_ranks(col, (fr.q, fr.a))) @ W70)])
        x, t = centre_ranks(col, (fr.c,))
        return -1 if index < 0 else index * 4900 + x * 70 + t

    def start(self, col: np.ndarray) -> list[int] | None:
        """(midges, low wings, high wings, centres) of the eight edges off the ring."""
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


def layered(phase, parts: np.ndarray, spent: np.ndarray, cap: int, room: int, most: int):
    """Up to `most` (start row, moves in all, path) of fewest moves in all, the
    bound on the whole length raised a move at a time, each depth capped.
    `parts` holds the phase's state, a row a part, a column a start."""
    fr = phase.fr
    h0 = phase.bound(*parts)
    first = int((spent + h0).min())
    for limit in range(first, first + room + 1):
        keep = np.flatnonzero(spent + h0 <= limit)
        state, g, root, h = parts[:, keep], spent[keep], keep, h0[keep]
        prev, history = np.full(len(keep), -1), []
        while state.shape[1]:
            done = np.flatnonzero(h == 0)
            if len(done):
                done = done[np.argsort(g[done], kind='stable')][:most]
                paths = g3.walk_back_all(history, done, fr.moves)
                return [(int(root[i]), int(g[i]), p) for i, p in zip(done.tolist(), paths)]
            kids, p = [], np.maximum(prev, 0)
            for j in range(len(fr.moves)):
                rows = np.flatnonzero((prev < 0) | (fr.axes[p] != fr.axes[j]) | (fr.order[p] < fr.order[j]))
                new = np.array(phase.advance(j, *state[:, rows])).reshape(len(parts), -1)
                b = phase.bound(*new)
                ok = g[rows] + 1 + b <= limit
                kids.append((rows[ok], np.full(int(ok.sum()), j), new[:, ok], b[ok]))
            par, move = np.concatenate([k[0] for k in kids]), np.concatenate([k[1] for k in kids])
            state, h = np.concatenate([k[2] for k in kids], axis=1), np.concatenate([k[3] for k in kids])
            first_seen = beam.first_of_each(phase.key(state, root[par]))
            pick = first_seen[np.argsort(h[first_seen].astype(np.uint8), kind='stable')][:cap]
            par, move, state, h = par[pick], move[pick], state[:, pick], h[pick]
            g, root, prev = g[par] + 1, root[par], move
            history.append((par, move))
    return []
