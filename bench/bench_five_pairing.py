"""How long the 5x5's G3 route would be with its two pairing phases: a prototype, measured.

No solve uses this route yet. The script carries each state through the
centres' phases 1-2 (five_tables), the edges made ready for G3
(five/separation.py), then two pairing phases built here in memory, then
the 3x3 (two-phase), checks that the whole sequence solves the cube, and
prints the moves each part took.

The phases follow cube555's plan (facts, not code, carried over). Name the
axes: a, the separation's (its G3 keeps the wing orbits and the midges'
orientation); q, another, whose faces turn a quarter in phase 4; c, the third.

- Phase 4 moves: quarter turns of q's faces, half turns of the other four,
  the six wide halves. They keep the ring of four edge slots with no q face
  as a set, so four edges none of whose pieces lies there are paired among
  the other eight slots and brought into the ring with no c face; each such
  choice of four is a start. The centres of axes q and a are brought to a
  state phase 5 solves (36 of 70^4, the projection of phase 5's orbit of
  solved). Bound: the most of three tables of two piece sets (midges and
  low wings, midges and high wings, low and high wings: 8^8 each) and the
  centres' exact table (70^4).
- Phase 5 moves: quarter turns of c's faces, half turns of the other four,
  the wide halves of a's and q's faces. They leave the paired ring alone and
  pair the other eight edges while all centres are solved. Bound: three
  tables of relative permutations of the eight edges (8^8 each), the
  centres' exact table (36 x 70 x 70), and two coupled tables: the midges'
  order against the low wings' (then the high wings'), by rank (8!), with
  the c axis's x and t patterns (4900): 198 million states each, the bound
  that makes phase 5 short and quick (--plain leaves them out).

Each search is numpy's layered one (as five/separation.py's): a bound on
the whole length that rises a move at a time, each depth capped. Tables are
built on each run: about 10 s a frame (a, q) for phase 4, 80 s for phase
5's. A frame where phase 4 or 5 finds nothing within its room (--room4,
--room5 moves past its first bound) gives no route, and a state with no
route on any frame counts as failed.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_five_pairing.py --count 8 --seed 2027 \
        [--cube555 DIR]

With --cube555 (its built folder), cube555 solves each state in the same
run and its moves per phase and in all print beside ours.
"""
from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_peers  # noqa: E402

from model import Move  # noqa: E402
from model.faces import FACE_AXIS, FACE_ORDER  # noqa: E402
from model.stickers import seq_gather  # noqa: E402
from solver.nxn.centres import five_tables  # noqa: E402
from solver.nxn.centres.five_parity import five_wing_parity  # noqa: E402
from solver.nxn.five import separation as sp  # noqa: E402
from solver.nxn.four import g3  # noqa: E402
from solver.nxn.four.separation import code_maps  # noqa: E402
from solver.nxn.obtm import obtm  # noqa: E402
from solver.nxn.three import solve_three, three_by_three  # noqa: E402

N = 5
UNSEEN = 255
#: Phase 5's bound also reads the edge-by-centre tables (--plain turns them off).
COUPLED = True
MIDGES, WINGS = sp.midge_slots(), sp.wing_slots()
SLOT_AXES = [frozenset(FACE_AXIS[FACE_ORDER[int(f) // (N * N)]] for f in MIDGES[k]) for k in range(12)]
W4, W8, W70 = 8 ** np.arange(3, -1, -1), 8 ** np.arange(7, -1, -1), 70 ** np.arange(3, -1, -1)
SOLVED = np.arange(6 * N * N) // (N * N)


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


class Frame:
    """One phase's moves and, over its eight edge slots (those with a face on
    `axis`), where each move takes a midge, a low wing and a high wing."""

    def __init__(self, a: int, q: int, phase: int):
        self.a, self.q, self.c = a, q, 3 - a - q
        axis = q if phase == 4 else self.c
        self.moves = phase_moves(axis, phase == 4)
        self.local = np.array([k for k in range(12) if axis in SLOT_AXES[k]])
        self.loc = np.full(12, -1)
        self.loc[self.local] = np.arange(8)
        self.ring_c = np.array([self.loc[k] for k in range(12) if self.c not in SLOT_AXES[k]])
        split = g3.split(a)
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


def table(moves: int, goals, step) -> np.ndarray:
    """Breadth-first distances over packed states from `goals`; step(j, states) -> states."""
    dist = np.full(8 ** 8, UNSEEN, dtype=np.uint8)
    dist[goals] = 0
    front, depth = np.asarray(goals), 0
    while len(front):
        kids = []
        for j in range(moves):
            k = step(j, front)
            k = k[dist[k] == UNSEEN]
            dist[k] = depth + 1
            kids.append(k)
        front, depth = np.unique(np.concatenate(kids)), depth + 1
    return dist


def pair_table(fr: Frame, A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """Four edges: by (A-pieces' slots, B-pieces' slots), moves until each
    edge's two pieces share a slot of the ring with no c face."""
    goals = [int(np.array(p) @ W4) * 4097 for p in itertools.permutations(fr.ring_c.tolist())]

    def step(j, s):
        return (A[j][digits(s // 4096, W4, 8)] @ W4) * 4096 + B[j][digits(s % 4096, W4, 8)] @ W4
    return table(len(fr.moves), goals, step)


def rel_table(fr: Frame, A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """Eight edges: by r (r[slot of an edge's A piece] = slot of its B piece),
    moves until r is the identity."""
    def step(j, s):
        r = digits(s, W8, 8)
        out = np.zeros_like(r)
        out[np.arange(len(r))[:, None], A[j][None].repeat(len(r), 0)] = B[j][r]
        return out @ W8
    return table(len(fr.moves), [int(np.arange(8) @ W8)], step)


def rel(A: np.ndarray, B: np.ndarray) -> np.ndarray:
    r = np.zeros_like(A)
    r[np.arange(len(A))[:, None], A] = B
    return r @ W8


def rank_moves(moves: list[Move], orbit: str, axis: int) -> np.ndarray:
    rank = sp.pattern_rank()
    return rank[sp.byte_moves(moves, orbit, axis)[:, np.flatnonzero(rank != 255)]]


def centre_ranks(colors: np.ndarray, axes) -> list[int]:
    rank = sp.pattern_rank()
    return [int(rank[sp.plus_bits(colors[None], o, ax)[0]]) for ax in axes for o in 'xt']


def product_walk(maps: list[np.ndarray], front: np.ndarray, j: int) -> np.ndarray:
    d = digits(front, W70, 70)
    return np.stack([maps[i][j][d[:, i]] for i in range(4)], 1) @ W70


class Phase4:
    def __init__(self, a: int, q: int):
        fr = self.fr = Frame(a, q, 4)
        self.ml, self.mh, self.lh = pair_table(fr, fr.M, fr.L), pair_table(fr, fr.M, fr.H), pair_table(fr, fr.L, fr.H)
        p5 = phase_moves(fr.c, False)
        five = [rank_moves(p5, o, ax) for ax in (q, a) for o in 'xt']
        self.cmaps = [rank_moves(fr.moves, o, ax) for ax in (q, a) for o in 'xt']
        seen = np.zeros(70 ** 4, dtype=bool)
        front = np.array([np.array(centre_ranks(SOLVED, (q, a))) @ W70])
        seen[front] = True
        while len(front):                                  # phase 5's orbit of solved, on these axes
            kids = np.unique(np.concatenate([product_walk(five, front, j) for j in range(len(p5))]))
            front = kids[~seen[kids]]
            seen[front] = True
        self.goal = np.flatnonzero(seen)
        self.cd = np.full(70 ** 4, UNSEEN, dtype=np.uint8)
        self.cd[self.goal] = 0
        front, depth = self.goal, 0
        while len(front):
            for j in range(len(fr.moves)):
                k = product_walk(self.cmaps, front, j)
                self.cd[k[self.cd[k] == UNSEEN]] = depth + 1
            front, depth = np.flatnonzero(self.cd == depth + 1), depth + 1

    def starts(self, colors: np.ndarray) -> np.ndarray:
        """Rows (colour row, midges, low wings, high wings, centres) for every
        choice of four edges with no piece in the ring with no q face."""
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
                out.append([r] + [int(np.array([fr.loc[of[e]] for e in four]) @ W4) for of in (m_of, low_of, high_of)]
                           + [cen])
        return np.array(out, dtype=np.int64).reshape(-1, 5)

    def bound(self, m, lo, hi, c):
        return np.maximum.reduce([self.ml[m * 4096 + lo], self.mh[m * 4096 + hi], self.lh[lo * 4096 + hi],
                                  self.cd[c]]).astype(np.int64)

    def advance(self, j, m, lo, hi, c):
        fr = self.fr
        return (fr.M[j][digits(m, W4, 8)] @ W4, fr.L[j][digits(lo, W4, 8)] @ W4, fr.H[j][digits(hi, W4, 8)] @ W4,
                product_walk(self.cmaps, c, j))


PERMS = np.array(sorted(int(np.array(p) @ W8) for p in itertools.permutations(range(8))))


def rel_moves(fr: Frame, A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """(moves, 8!): each move on relative permutations, by rank (packed order)."""
    r = digits(PERMS, W8, 8)
    out = []
    for j in range(len(fr.moves)):
        moved = np.zeros_like(r)
        moved[np.arange(len(r))[:, None], A[j][None].repeat(len(r), 0)] = B[j][r]
        out.append(np.searchsorted(PERMS, moved @ W8))
    return np.array(out)


def coupled(perm_moves: np.ndarray, centre_moves: np.ndarray, solved_centre: int) -> np.ndarray:
    """Moves until a relative permutation (by rank) and the c axis's centres
    (x * 70 + t, 4900) are both solved."""
    size = centre_moves.shape[1]
    dist = np.full(len(PERMS) * size, UNSEEN, dtype=np.uint8)
    start = int(np.searchsorted(PERMS, int(np.arange(8) @ W8))) * size + solved_centre
    dist[start] = 0
    front, depth = np.array([start]), 0
    while len(front):
        p, c = front // size, front % size
        for j in range(len(perm_moves)):
            k = perm_moves[j][p] * size + centre_moves[j][c]
            dist[k[dist[k] == UNSEEN]] = depth + 1
        front, depth = np.flatnonzero(dist == depth + 1), depth + 1
    return dist


class Phase5:
    def __init__(self, a: int, q: int, goal4: np.ndarray):
        fr = self.fr = Frame(a, q, 5)
        self.ml, self.mh, self.lh = rel_table(fr, fr.M, fr.L), rel_table(fr, fr.M, fr.H), rel_table(fr, fr.L, fr.H)
        x, t = centre_ranks(SOLVED, (fr.c,))
        self.coupled = []
        if COUPLED:
            cx, ct = (rank_moves(fr.moves, o, fr.c) for o in 'xt')
            both = np.stack([(cx[j][:, None] * 70 + ct[j][None, :]).ravel() for j in range(len(fr.moves))])
            self.coupled = [coupled(rel_moves(fr, fr.M, B), both, x * 70 + t) for B in (fr.L, fr.H)]
        self.goal_index = np.full(70 ** 4, -1)
        self.goal_index[goal4] = np.arange(len(goal4))
        qa = [rank_moves(fr.moves, o, ax) for ax in (q, a) for o in 'xt']
        cx, ct = (rank_moves(fr.moves, o, fr.c) for o in 'xt')
        self.gm = np.stack([self.goal_index[product_walk(qa, goal4, j)] for j in range(len(fr.moves))])
        self.cm = np.stack([(cx[j][:, None] * 70 + ct[j][None, :]).ravel() for j in range(len(fr.moves))])
        self.cd = np.full(len(goal4) * 4900, UNSEEN, dtype=np.uint8)
        solved = self.centres(SOLVED)
        self.cd[solved] = 0
        front, depth = np.array([solved]), 0
        while len(front):
            for j in range(len(fr.moves)):
                k = self.gm[j][front // 4900] * 4900 + self.cm[j][front % 4900]
                self.cd[k[self.cd[k] == UNSEEN]] = depth + 1
            front, depth = np.flatnonzero(self.cd == depth + 1), depth + 1

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

    def bound(self, m, lo, hi, c):
        md, ld, hd = digits(m, W8, 8), digits(lo, W8, 8), digits(hi, W8, 8)
        ml, mh = rel(md, ld), rel(md, hd)
        parts = [self.ml[ml], self.mh[mh], self.lh[rel(ld, hd)], self.cd[c]]
        if COUPLED:
            parts += [self.coupled[0][np.searchsorted(PERMS, ml) * 4900 + c % 4900],
                      self.coupled[1][np.searchsorted(PERMS, mh) * 4900 + c % 4900]]
        return np.maximum.reduce(parts).astype(np.int64)

    def advance(self, j, m, lo, hi, c):
        fr = self.fr
        return (fr.M[j][digits(m, W8, 8)] @ W8, fr.L[j][digits(lo, W8, 8)] @ W8, fr.H[j][digits(hi, W8, 8)] @ W8,
                self.gm[j][c // 4900] * 4900 + self.cm[j][c % 4900])


def layered(phase, parts: np.ndarray, spent: np.ndarray, cap: int, room: int, most: int):
    """Up to `most` (start row, moves in all, path) of fewest moves in all, the
    bound on the whole length raised a move at a time, each depth capped."""
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
                new = np.array(phase.advance(j, *state[:, rows])).reshape(4, -1)
                b = phase.bound(*new)
                ok = g[rows] + 1 + b <= limit
                kids.append((rows[ok], np.full(int(ok.sum()), j), new[:, ok], b[ok]))
            par, move = np.concatenate([k[0] for k in kids]), np.concatenate([k[1] for k in kids])
            state, h = np.concatenate([k[2] for k in kids], axis=1), np.concatenate([k[3] for k in kids])
            key = np.stack([state[0] << 24 | state[1] >> 12, (state[1] & 4095) << 24 | state[2],
                            state[3] << 20 | root[par]], 1)
            _, first_seen = np.unique(key, axis=0, return_index=True)
            pick = first_seen[np.argsort(h[first_seen], kind='stable')][:cap]
            par, move, state, h = par[pick], move[pick], state[:, pick], h[pick]
            g, root, prev = g[par] + 1, root[par], move
            history.append((par, move))
    return []


def solve_one(cube, phases: dict, args) -> dict:
    """The best route over the axes and frames tried, checked to solve the cube."""
    col = cube.facelet_colors()
    ends = sorted(five_tables.phase2_ends(col, five_tables.BEAM, five_wing_parity(col)),
                  key=lambda e: obtm(e[0]))[:args.ends]
    arrays = np.array([col[seq_gather(N, e[0])] for e in ends])
    spent = np.array([obtm(e[0]) for e in ends])
    best = {'total': None}
    for a in range(3):
        found = sp.separations(arrays, a, spent, most=16)
        if not found:
            continue
        ready = np.array([arrays[row][seq_gather(N, mv)] for row, _, mv in found])
        spent3 = np.array([int(spent[row]) + len(mv) for row, _, mv in found])
        for q in (x for x in range(3) if x != a):
            if (a, q) not in phases:
                phases[(a, q)] = Phase4(a, q)
            p4 = phases[(a, q)]
            st = p4.starts(ready)
            t = time.perf_counter()
            fours = layered(p4, st[:, 1:].T.copy(), spent3[st[:, 0]], args.cap, args.room4, 16) if len(st) else []
            t4 = time.perf_counter() - t
            if not fours:
                why = f'phase 4 not found ({t4:.1f} s)' if len(st) else 'no four edges off the ring'
                print(f'    a={a} q={q}: {why}', flush=True)
                continue
            if ('5', a, q) not in phases:
                phases[('5', a, q)] = Phase5(a, q, p4.goal)
            p5 = phases[('5', a, q)]
            rows, src = [], []
            for r, g, path in fours:
                after = ready[st[r, 0]][seq_gather(N, path)]
                s5 = p5.start(after)
                if s5 is not None:
                    rows.append(s5 + [g])
                    src.append((int(st[r, 0]), path, after))
            if not rows:
                continue
            t = time.perf_counter()
            fives = layered(p5, np.array(rows)[:, :4].T.copy(), np.array(rows)[:, 4], args.cap, args.room5, 1)
            t5 = time.perf_counter() - t
            if not fives:
                print(f'    a={a} q={q}: phase 5 not found ({t4:.1f} s + {t5:.1f} s)', flush=True)
                continue
            r5, g5, path5 = fives[0]
            r3, path4, after4 = src[r5]
            three = list(solve_three(three_by_three(N, after4[seq_gather(N, path5)]), timeout=args.three).moves)
            row2, _, path3 = found[r3]
            moves = list(ends[row2][0]) + list(path3) + list(path4) + list(path5) + three
            final = col[seq_gather(N, moves)].reshape(6, N * N)
            solved = bool((final == final[:, :1]).all())
            total = obtm(moves)
            print(f'    a={a} q={q}: phases 1-3 {int(spent3[r3])}, 4 {len(path4)}, 5 {len(path5)}, 3x3 {len(three)};'
                  f' {total} in all, solved {solved} ({t4:.1f} s + {t5:.1f} s)', flush=True)
            if solved and (best['total'] is None or total < best['total']):
                best = {'total': total, 'p13': int(spent3[r3]), 'p4': len(path4), 'p5': len(path5), 'three': len(three)}
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--count', type=int, default=5)
    ap.add_argument('--seed', type=int, default=2027)
    ap.add_argument('--ends', type=int, default=8, help='phase-2 ends carried into the separation')
    ap.add_argument('--cap', type=int, default=40_000, help='states a depth keeps at most')
    ap.add_argument('--room4', type=int, default=8)
    ap.add_argument('--room5', type=int, default=14)
    ap.add_argument('--three', type=float, default=1.0, help='seconds for the 3x3 search')
    ap.add_argument('--plain', action='store_true', help="phase 5 without the edge-by-centre tables")
    ap.add_argument('--cube555', type=Path, help="cube555's built folder (dist/, lib/twophase.jar)")
    args = ap.parse_args()
    if args.cube555 and not (args.cube555 / 'dist').is_dir():
        print(f"error: {args.cube555} has no dist/ folder: build cube555 there first "
              f"(bench_peers.py's docstring says how)", file=sys.stderr)
        raise SystemExit(2)
    global COUPLED
    COUPLED = not args.plain
    phases: dict = {}
    rows, peer_rows = [], []
    peer = bench_peers.PeerProcess(bench_peers.CUBE555, args.cube555) if args.cube555 else None
    try:
        for i, cube in enumerate(bench_peers.states(N, args.count, args.seed)):
            t = time.perf_counter()
            best = solve_one(cube, phases, args)
            print(f'state {i}: {best} ({time.perf_counter() - t:.0f} s, tables included)', flush=True)
            rows.append(best)
            if peer:
                text, _, _ = peer.solve(bench_peers.peer_facelets(cube))
                counts = [len(part.split()) for part in text.split('.')]
                peer_rows.append(counts)
                print(f'  cube555: {counts}, {sum(counts)} in all', flush=True)
    finally:
        if peer:
            peer.close()
    done = [r for r in rows if r['total'] is not None]
    if done:
        means = {k: round(statistics.mean(r[k] for r in done), 1) for k in ('p13', 'p4', 'p5', 'three', 'total')}
        print(f'{len(done)} of {len(rows)} solved by this route; means over those: {means}')
    else:
        print(f'none of {len(rows)} solved by this route')
    if peer_rows:
        solved = [c for c, r in zip(peer_rows, rows) if r['total'] is not None]
        print(f'cube555: {statistics.mean(map(sum, peer_rows)):.1f} in all on the {len(peer_rows)} states, '
              f'{statistics.mean(map(sum, solved)):.1f} on the {len(solved)} this route solved' if solved else '')


if __name__ == '__main__':
    main()
