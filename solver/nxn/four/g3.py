"""4x4 wings split in two sets of twelve, and the restricted moves that pair them with the centres (Tsai's idea).

Fix an axis. The moves G3 = outer quarter turns of the four faces around
it, outer half turns of its two faces and the six wide half turns keep
every colour pair on its axis, and they split the 24 wing slots into two
orbits of 12 ("low" and "high", one of each in every edge slot): a wing in
a low slot stays in low slots. So once every edge has one wing low and one
high (the wings "separated", separation.py), its pairing is a
matter of G3 alone, whose state is small: where each edge's low wing is
among the 12 low slots and its high wing among the high ones, and the
centres (58,800 plus-colour masks G3 solves).

The tables, for each axis: the separation distance of a 12-bit wing-slot
mask (outer turns and wide halves); the centres' exact G3 distance (compact:
the masks, their distances, their moves); a pattern table of any three
edges (12^6: the G3 distance until those three are paired), which sums
over four disjoint triples into the beam's edge estimate; and a coupled
table, the distance until the centres are solved with one given edge
paired (58,800 x 144): on its own the centre distance calls a state with
every edge paired and the centres a move away nearly done, when in G3 that
last centre move breaks pairs; the most of it over the twelve edges does
not. And the centres' distance until they are solved with no PLL parity to
come (g3_parity.py), by compact centre state and parity bit, which the
exact pairing search (g3_search.py) bounds by. 66 MB in all, built in
about 50 s.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER
from model.parity import permutation_parity
from model.stickers import seq_gather

from ...cache import TableSet
from ..pieces import wing_facelets
from . import phases
from .masks import MaskOps, bfs

TABLES_NAME = 'separated4'          # the table cache's file name (the wings' separation tables)
TABLES_VERSION = 2
UNSEEN = 255
AMOUNTS = (1, -1, 2)


def g3_moves(axis: int) -> list[Move]:
    """Outer turns (only halves on `axis`), then the six wide halves."""
    return ([Move(f, 1, 1, a) for f in FACE_ORDER for a in (AMOUNTS if FACE_AXIS[f] != axis else (2,))]
            + [Move(f, 1, 2, 2) for f in FACE_ORDER])


@lru_cache(maxsize=1)
def wing_slots() -> np.ndarray:
    """(24, 2) facelets of each wing slot, slot 2e + t - 1 for edge e, coordinate t."""
    return wing_facelets(4)[:, 1:3].reshape(24, 2)


@lru_cache(maxsize=64)
def slot_perm(move: Move) -> np.ndarray:
    """p with slot i after `move` holding the wing slot p[i] held."""
    W = wing_slots()
    where = {int(f): i for i, pair in enumerate(W.tolist()) for f in pair}
    g = seq_gather(4, [move])
    return np.array([where[int(g[W[i, 0]])] for i in range(24)])


class Split:
    """One axis's low and high wing slots and G3's moves on them.

    low[k], high[k]: the slot of low (high) index k; high[k] shares an edge
    slot with low[k]. to_low[m, k]: where move m takes a wing at low index
    k (to_high the same), as forward maps for positions."""

    def __init__(self, axis: int):
        self.axis = axis
        self.moves = g3_moves(axis)
        orbit = _orbit(self.moves, 0)
        self.low = np.array(sorted(orbit))
        self.high = self.low ^ 1                               # the edge slot's other wing
        assert not set(self.high.tolist()) & orbit
        self.is_low = np.zeros(24, dtype=bool)
        self.is_low[self.low] = True
        index = np.zeros(24, dtype=np.int64)
        index[self.low] = np.arange(12)
        index[self.high] = np.arange(12)
        self.to_low = np.zeros((len(self.moves), 12), dtype=np.int64)
        self.to_high = np.zeros((len(self.moves), 12), dtype=np.int64)
        for j, m in enumerate(self.moves):
            p = slot_perm(m)
            for i in range(24):                                 # the wing at slot p[i] goes to slot i
                (self.to_low if self.is_low[i] else self.to_high)[j, index[p[i]]] = index[i]
        self.centre_ops = MaskOps(self.moves)
        # 1 where a move changes the PLL parity to come (g3_parity.py): an outer
        # quarter turn changes the corners' parity, each move the low wings' its own way
        self.pll_flips = np.array([m.amount % 2 ^ permutation_parity(self.to_low[j].tolist())
                                   for j, m in enumerate(self.moves)], dtype=np.int64)


def _bits(slots) -> int:
    return sum(1 << int(i) for i in slots)


def _orbit(moves: list[Move], slot: int) -> set[int]:
    seen, todo = {slot}, [slot]
    perms = [slot_perm(m) for m in moves]
    while todo:
        s = todo.pop()
        for p in perms:
            for i in np.flatnonzero(p == s).tolist():
                if i not in seen:
                    seen.add(i)
                    todo.append(i)
    return seen


@lru_cache(maxsize=3)
def split(axis: int) -> Split:
    return Split(axis)


def _triples_bfs(s: Split) -> np.ndarray:
    """G3 distance until three edges are paired, by their low and high
    indices (l1 l2 l3 h1 h2 h3, base 12), UNSEEN where two share a slot."""
    dist = np.full(12 ** 6, UNSEEN, dtype=np.uint8)
    ls = np.array([(a, b, c) for a in range(12) for b in range(12) for c in range(12)
                   if len({a, b, c}) == 3], dtype=np.int64)
    pos = np.concatenate([ls, ls], axis=1)                  # paired: high index = low index
    weights = 12 ** np.arange(5, -1, -1)
    dist[pos @ weights] = 0
    maps = np.concatenate([np.repeat(s.to_low[:, None], 3, axis=1), np.repeat(s.to_high[:, None], 3, axis=1)],
                          axis=1)                          # (moves, 6, 12)
    depth = 0
    while len(pos):
        found = []
        for j in range(len(s.moves)):
            kid = maps[j][np.arange(6), pos]
            idx = kid @ weights
            new = dist[idx] == UNSEEN
            dist[idx[new]] = depth + 1
            found.append(kid[new])
        pos = np.concatenate(found)
        _, first = np.unique(pos @ weights, return_index=True)
        pos = pos[first]
        depth += 1
    return dist


def build(progress: Callable[[float], None] | None = None) -> dict[str, np.ndarray]:
    report = progress or (lambda _: None)
    out = {}
    for a in range(3):                     # the three axes take about the same time
        def told(step: int, a=a) -> None:
            report((a + step / 5) / 3)     # five steps an axis
        s = split(a)
        out[f'centres_{a}'] = bfs(s.centre_ops, [phases.PLUS_MASK], 12, False)
        told(1)
        out[f'triples_{a}'] = _triples_bfs(s)
        told(2)
        out[f'split_{a}'] = bfs(MaskOps(phases.PHASE3_MOVES, slot_perm), [_bits(s.low)], 12, False)
        told(3)
        ranks, cdist, cmove = _compact(s, out[f'centres_{a}'])
        out[f'cranks_{a}'], out[f'cdist_{a}'], out[f'cmove_{a}'] = ranks, cdist, cmove
        told(4)
        out[f'coupled_{a}'] = _coupled(s, (ranks, cdist, cmove))
        out[f'parity_{a}'] = _centre_parity_distance(s, cdist, cmove)
        told(5)
    return out


class Tables:
    def __init__(self, arrays: dict[str, np.ndarray]):
        self.centres = [np.array(arrays[f'centres_{a}']) for a in range(3)]
        self.triples = [np.array(arrays[f'triples_{a}']) for a in range(3)]
        self.split = [np.array(arrays[f'split_{a}']) for a in range(3)]
        self.split_ops = MaskOps(phases.PHASE3_MOVES, slot_perm)
        self.cen = [(np.array(arrays[f'cranks_{a}']), np.array(arrays[f'cdist_{a}']), np.array(arrays[f'cmove_{a}']))
                    for a in range(3)]
        self.coupled = [np.array(arrays[f'coupled_{a}']) for a in range(3)]
        self.centre_parity = [np.array(arrays[f'parity_{a}']) for a in range(3)]
        self.tri_moves = [_triple_moves(split(a)) for a in range(3)]


tables = TableSet(TABLES_NAME, TABLES_VERSION, build, Tables)


def _compact(s: Split, dist: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The centre masks G3 solves, compactly: (sorted ranks, each one's
    distance, (states, moves) the index each move leads to)."""
    ranks = np.flatnonzero(dist != UNSEEN)
    masks = np.zeros(len(ranks), dtype=np.int64)
    # unrank by walking from the goal (every reachable mask is met)
    found = {s.centre_ops.rank(np.array([phases.PLUS_MASK]))[0]: phases.PLUS_MASK}
    front = np.array([phases.PLUS_MASK], dtype=np.int64)
    while len(front):
        kids = np.unique(np.concatenate([s.centre_ops.apply(front, j) for j in range(len(s.moves))]))
        r = s.centre_ops.rank(kids)
        new = [(int(a), int(b)) for a, b in zip(r, kids) if int(a) not in found]
        found.update(new)
        front = np.array([b for _, b in new], dtype=np.int64)
    masks[np.searchsorted(ranks, np.array(list(found)))] = np.array(list(found.values()))
    moved = np.stack([np.searchsorted(ranks, s.centre_ops.rank(s.centre_ops.apply(masks, j)))
                      for j in range(len(s.moves))], axis=1).astype(np.int32)
    return ranks, dist[ranks], moved


def _coupled(s: Split, cen) -> np.ndarray:
    """G3 distance until the centres are solved and one edge is paired, by
    compact centre index * 144 + the edge's low index * 12 + high index."""
    _, cdist, cmove = cen
    n = len(cdist)
    dist = np.full(n * 144, UNSEEN, dtype=np.uint8)
    goal = int(np.flatnonzero(cdist == 0)[0])
    front = goal * 144 + np.arange(12) * 13
    dist[front] = 0
    depth = 0
    while len(front):
        c, e = front // 144, front % 144
        lo, hi = e // 12, e % 12
        for j in range(len(s.moves)):
            kid = cmove[c, j].astype(np.int64) * 144 + s.to_low[j][lo] * 12 + s.to_high[j][hi]
            dist[kid[dist[kid] == UNSEEN]] = depth + 1
        front = np.flatnonzero(dist == depth + 1)     # (a scan: faster than np.unique of the kids)
        depth += 1
    return dist


def _centre_parity_distance(s: Split, cdist: np.ndarray, cmove: np.ndarray) -> np.ndarray:
    """(compact centre states, 2): G3 moves until the centres are solved with
    no PLL parity to come (g3_parity.py), UNSEEN where never."""
    n, m = cmove.shape
    dist = np.full((n, 2), UNSEEN, dtype=np.uint8)
    # walk back from the goal: the moves are closed under inverse, so the
    # forward table read backwards is the same graph
    goal = int(np.flatnonzero(cdist == 0)[0])
    dist[goal, 0] = 0
    front = np.array([goal * 2])
    index = {(mv.face, mv.start, mv.end, mv.amount % 4): j for j, mv in enumerate(s.moves)}
    inverse = [index[(mv.face, mv.start, mv.end, -mv.amount % 4)] for mv in s.moves]
    flat = dist.reshape(-1)
    depth = 0
    while len(front):
        c, p = front // 2, front % 2
        kids = np.unique(np.concatenate([cmove[c, inverse[j]].astype(np.int64) * 2 + (p ^ s.pll_flips[j])
                                         for j in range(m)]))
        kids = kids[flat[kids] == UNSEEN]
        flat[kids] = depth + 1
        front = kids
        depth += 1
    return dist


def _triple_moves(s: Split) -> np.ndarray:
    """(moves, 2, 1728): where each move takes three low (row 0) or high
    (row 1) indices packed base 12."""
    v = np.arange(1728)
    digits = np.stack([v // 144, v // 12 % 12, v % 12], axis=1)
    out = np.zeros((len(s.moves), 2, 1728), dtype=np.int32)
    for j in range(len(s.moves)):
        for k, to in enumerate((s.to_low, s.to_high)):
            d = to[j][digits]
            out[j, k] = d[:, 0] * 144 + d[:, 1] * 12 + d[:, 2]
    return out


# -- the restricted pairing beam's states (g3_beam.py) ------------------------------

#: Four disjoint triples of edges whose pattern-table distances sum into the estimate.
TRIPLES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11))


def positions(colors: np.ndarray, axis: int, edge: np.ndarray, codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(low, high): each edge's low wing's low index and high wing's high index."""
    s = split(axis)
    e_low, e_high = edge[codes[s.low]], edge[codes[s.high]]
    low, high = np.zeros(12, dtype=np.int64), np.zeros(12, dtype=np.int64)
    low[e_low] = np.arange(12)
    high[e_high] = np.arange(12)
    return low, high


def start_state(t: Tables, axis: int, low: np.ndarray, high: np.ndarray, cmask: int) -> tuple[np.ndarray, int]:
    """(the four triples' packed low and high indices, the compact centre index)."""
    tri = []
    for a, b, c in TRIPLES:
        tri += [low[a] * 144 + low[b] * 12 + low[c], high[a] * 144 + high[b] * 12 + high[c]]
    ranks = t.cen[axis][0]
    return np.array(tri, dtype=np.int32), int(np.searchsorted(ranks, split(axis).centre_ops.rank(np.array([cmask]))[0]))


def successors(moves: list[Move], layers: bool = False) -> np.ndarray:
    """ok[p, j]: move j may follow move p (the last row: no move yet). One
    axis's turns in one fixed order; not the same face twice, or with
    `layers` a face's outer turn then its wide one (an inner slice)."""
    m_axis = np.array([FACE_AXIS[m.face] for m in moves])
    m_face = np.array([FACE_ORDER.index(m.face) for m in moves])
    m_order = m_face * 4 + np.array([m.end for m in moves])
    ok = np.ones((len(moves) + 1, len(moves)), dtype=bool)
    for p in range(len(moves)):
        ok[p] = (m_axis != m_axis[p]) | (m_order > m_order[p])
        if not layers:
            ok[p] &= m_face != m_face[p]
    return ok


def walk_back_all(history, rows: np.ndarray, moves: list[Move]) -> list[list[Move]]:
    """walk_back for several rows of one depth at once."""
    steps = []
    for parent, move in reversed(history):
        steps.append(move[rows])
        rows = parent[rows]
    if not steps:
        return [[] for _ in range(len(rows))]
    return [[moves[j] for j in path] for path in np.stack(steps[::-1], axis=1).tolist()]


def walk_back(history, row: int, moves: list[Move]) -> list[Move]:
    """The moves that led a beam to its state `row`, from its history of
    (parent row, move index) arrays a depth."""
    out = []
    for parent, move in reversed(history):
        out.append(moves[int(move[row])])
        row = int(parent[row])
    return out[::-1]
