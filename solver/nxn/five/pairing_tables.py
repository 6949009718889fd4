"""The 5x5's two pairing phases after the G3 separation: their moves, their frame and how their tables are built.

The phases follow cube555's plan (facts, not code, carried over). Name the
axes of a frame: a, the separation's (its G3 keeps the wing orbits and the
midges' orientation); q, another, whose faces turn a quarter in phase 4;
c, the third. The tables are built for one frame, a = R-L and q = U-D; a
state is carried into another frame's view by a whole-cube turn and a
renaming of the colours (frame_views), and the moves found there are
renamed back to faces of the real cube.

- Phase 4 moves: quarter turns of q's faces, half turns of the other four,
  the six wide halves. They keep the ring of four edge slots with no q face
  as a set, so four edges none of whose pieces lies there are paired among
  the other eight slots and brought into the ring with no c face; each such
  choice of four is a start. Bound: an exact table of the four edges' three
  pieces (which four slots hold their midges, 70; where their low and their
  high wings are, 1680 each, the edges named by their midges' slot order:
  198 million states), and the exact table of the q and a axes' centres to
  a state phase 5 solves (36 of 70^4, the projection of phase 5's orbit of
  solved: `goal_centres`).
- Phase 5 moves: quarter turns of c's faces, half turns of the other four,
  the wide halves of a's and q's faces. They leave the paired ring alone and
  pair the other eight edges while all centres are solved. Bound: three
  tables of relative permutations of the eight edges (by rank, 8!), the
  centres' exact table (36 x 70 x 70), and two coupled tables: the midges'
  order against the low wings' (then the high wings'), by rank, with the c
  axis's x and t patterns (4900): 198 million states each.

The three tables of 198 million states are kept as distances mod 3
(solver/nxn/mod3.py), 50 MB each; in all the tables take about 175 MB.
The searches are in pairing.py.
"""
from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER
from model.stickers import seq_gather

from .. import mod3
from ..four import g3
from . import separation as sp

TABLES_NAME = 'pairs5'
TABLES_VERSION = 1
N = 5
UNSEEN = mod3.UNSEEN
#: States a breadth-first step handles at once: bounds the build's memory (a few hundred MB).
CHUNK = 1 << 22
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
#: Each table's share of the build's time, for its progress.
BUILD_SHARES = {'edges4': 0.45, 'centres4': 0.015, 'relative5': 0.005, 'coupled5': 0.26, 'centres5': 0.01}
#: (coupled5 counts once for each of its two tables.)


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


@lru_cache(maxsize=1)
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
    """Moves found in a frame's view as moves of the real cube's faces."""
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
    """(moves, 70): each move on an axis's pattern of an orbit, by rank."""
    rank = sp.pattern_rank()
    return rank[sp.byte_moves(moves, orbit, axis)[:, np.flatnonzero(rank != 255)]]


def centre_ranks(colors: np.ndarray, axes) -> list[int]:
    """The x and t patterns' ranks on each of `axes`."""
    rank = sp.pattern_rank()
    return [int(rank[sp.plus_bits(colors[None], o, ax)[0]]) for ax in axes for o in 'xt']


def product_walk(maps: list[np.ndarray], front: np.ndarray, j: int) -> np.ndarray:
    """Move j on states of four patterns (base 70)."""
    d = digits(front, W70, 70)
    return np.stack([maps[i][j][d[:, i]] for i in range(4)], 1) @ W70


def distances(size: int, goals, moves: int, step: Callable[[int, np.ndarray], np.ndarray],
              pull_from: float = 0.15) -> np.ndarray:
    """Breadth-first distances from `goals`; step(j, states) -> states (the
    moves closed under inverses). Past `pull_from` of the states seen, each
    depth is found from the unseen side: fewer random reads. CHUNK states at a time."""
    dist = np.full(size, UNSEEN, dtype=np.uint8)
    dist[goals] = 0
    front, depth, seen = np.asarray(goals), 0, len(goals)
    while len(front):
        if seen < pull_from * size:
            for start in range(0, len(front), CHUNK):
                part = front[start:start + CHUNK]
                for j in range(moves):
                    k = step(j, part)
                    dist[k[dist[k] == UNSEEN]] = depth + 1
            front = np.flatnonzero(dist == depth + 1)
        else:
            found = []
            for start in range(0, size, CHUNK):
                unseen = start + np.flatnonzero(dist[start:start + CHUNK] == UNSEEN)
                hit = np.zeros(len(unseen), dtype=bool)
                for j in range(moves):
                    todo = np.flatnonzero(~hit)
                    hit[todo] = dist[step(j, unseen[todo])] == depth
                found.append(unseen[hit])
            front = np.concatenate(found)
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


def edge_goal(fr: Frame) -> int:
    """Phase 4's solved edge state: the four edges paired in the ring with no c face."""
    ring = np.array(sorted(fr.ring_c.tolist()))
    solved = int(PERM4_OF_PACK[ring @ W4])
    return int(COMB_OF_MASK[(1 << ring).sum()]) * NP * NP + solved * NP + solved


def goal_centres(fr: Frame) -> np.ndarray:
    """Phase 5's orbit of solved on the q and a axes' centres (x, t ranks, base 70), sorted."""
    p5 = phase_moves(fr.c, False)
    five = [rank_moves(p5, o, ax) for ax in (fr.q, fr.a) for o in 'xt']
    seen = np.zeros(70 ** 4, dtype=bool)
    front = np.array([np.array(centre_ranks(SOLVED, (fr.q, fr.a))) @ W70])
    seen[front] = True
    while len(front):
        kids = np.unique(np.concatenate([product_walk(five, front, j) for j in range(len(p5))]))
        front = kids[~seen[kids]]
        seen[front] = True
    return np.flatnonzero(seen)


def goal_rank(goal: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Each value's place in the sorted `goal`, -1 where it is not there."""
    values = np.asarray(values)
    i = np.minimum(np.searchsorted(goal, values), len(goal) - 1)
    return np.where(goal[i] == values, i, -1)


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


def centre_moves5(fr: Frame) -> np.ndarray:
    """(moves, 4900): phase 5's moves on the c axis's x and t patterns (x * 70 + t)."""
    cx, ct = (rank_moves(fr.moves, o, fr.c) for o in 'xt')
    return np.stack([(cx[j][:, None] * 70 + ct[j][None, :]).ravel() for j in range(len(fr.moves))])


def goal_moves5(fr: Frame, goal: np.ndarray) -> np.ndarray:
    """(moves, len(goal)): phase 5's moves on the q and a axes' centres, by place in `goal`."""
    qa = [rank_moves(fr.moves, o, ax) for ax in (fr.q, fr.a) for o in 'xt']
    return np.stack([goal_rank(goal, product_walk(qa, goal, j)) for j in range(len(fr.moves))])


def coupled(perm_moves: np.ndarray, centre_moves: np.ndarray, solved_centre: int) -> np.ndarray:
    """Moves until a relative permutation (by rank) and the c axis's centres
    (x * 70 + t, 4900) are both solved."""
    size = centre_moves.shape[1]
    start = int(np.searchsorted(PERMS, int(np.arange(8) @ W8))) * size + solved_centre
    return distances(len(PERMS) * size, [start], len(perm_moves),
                     lambda j, s: perm_moves[j][s // size] * size + centre_moves[j][s % size], 2.0)


def build(progress: Callable[[float], None] | None = None) -> dict[str, np.ndarray]:
    """Both phases' tables (the module's docstring says which)."""
    report = progress or (lambda _: None)
    done = 0.0

    def finished(part: str) -> None:
        nonlocal done
        done += BUILD_SHARES[part]
        report(min(done, 1.0))

    out = {}
    fr = Frame(4)
    MM, LM, HM = edge_moves(fr)
    out['edges4'] = mod3.pack(distances(70 * NP * NP, [edge_goal(fr)], len(fr.moves),
                                        lambda j, s: step_edges(MM, LM, HM, j, s)))
    finished('edges4')
    goal = out['goal'] = goal_centres(fr)
    cmaps = [rank_moves(fr.moves, o, ax) for ax in (fr.q, fr.a) for o in 'xt']
    out['centres4'] = distances(70 ** 4, goal, len(fr.moves), lambda j, s: product_walk(cmaps, s, j), 2.0)
    finished('centres4')
    fr = Frame(5)
    for name, (a, b) in (('ml', (fr.M, fr.L)), ('mh', (fr.M, fr.H)), ('lh', (fr.L, fr.H))):
        out[name] = rel_table(fr, a, b)[PERMS]
    finished('relative5')
    cm = centre_moves5(fr)
    x, t = centre_ranks(SOLVED, (fr.c,))
    for k, b in enumerate((fr.L, fr.H)):
        out[f'coupled{k}'] = mod3.pack(coupled(rel_moves(fr, fr.M, b), cm, x * 70 + t))
        finished('coupled5')
    gm = goal_moves5(fr, goal)
    solved = int(goal_rank(goal, [np.array(centre_ranks(SOLVED, (fr.q, fr.a))) @ W70])[0]) * 4900 + x * 70 + t
    out['centres5'] = distances(len(goal) * 4900, [solved], len(fr.moves),
                                lambda j, s: gm[j][s // 4900] * 4900 + cm[j][s % 4900], 2.0)
    report(1.0)
    return out
