"""The chunk search: from a state, the cheapest catalogue chunk that makes progress.

A step offers candidates (set-up moves plus one algorithm, played in each
frame), all stored as one gather matrix so that every candidate is tried at
once on the colour array (model.stickers): a candidate qualifies if the
facelets of earlier steps still show their colours afterwards and the
step's score rises. The cheapest qualifying candidate wins, counting the
moves that cancel against the one played just before (the nearest piece,
the cheapest free slot, cancellations between chunks all come out of this).
Where no single candidate rises, pairs are tried (a piece in a wrong slot is
first taken out, then put in).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

import numpy as np

from model import Move
from model.metrics import count, move_count
from model.stickers import move_gather, seq_gather

from .catalogue import INTUITIVE


#: Openers (cheapest first) after which a pair search stops at the first block
#: that finds a pair.
PAIR_OPENERS = 64


@dataclass(frozen=True)
class Candidate:
    moves: tuple[Move, ...]
    algorithm: str
    setup: int                  # leading set-up moves (shown apart from the algorithm)


class Candidates:
    """Candidate chunks of one step with their gathers (row i: after candidate
    i, facelet f shows what was on G[i, f]), costs and end moves."""

    def __init__(self, n: int, rows: Sequence[Candidate], gathers: np.ndarray | None = None):
        self.n = n
        self.rows = list(rows)
        if gathers is None:
            gathers = np.array([seq_gather(n, c.moves) for c in self.rows], dtype=np.int32)
        self.G = gathers.reshape(len(self.rows), 6 * n * n)
        # priced as played: a set-up turn merges with the algorithm's first turn
        priced = [_price(c.moves, n) for c in self.rows]
        self.cost = np.array([p[0] for p in priced], dtype=np.int32)
        self.first = np.array([p[1] for p in priced], dtype=np.int64).reshape(-1, 2)
        self.last = np.array([p[2] for p in priced], dtype=np.int64).reshape(-1, 2)

        #: rows that may open or close a pair (the intuitive ones are too many)
        self.pairable = np.array([c.algorithm != INTUITIVE for c in self.rows], dtype=bool)

        self._columns: dict[bytes, np.ndarray] = {}
        self._costs: dict[tuple[int, int], np.ndarray] = {}

    @classmethod
    def product(cls, n: int, setups: Candidates, algs: Sequence[Candidate]) -> Candidates:
        """Every set-up (intuitive moves) followed by every algorithm, built
        by composing gathers (setup then algorithm: g_setup[g_alg])."""
        self = cls.__new__(cls)
        self.n = n
        alg_g = [seq_gather(n, a.moves) for a in algs]
        alg_keys = [(move_key(a.moves[0], n), move_key(a.moves[-1], n)) for a in algs]
        ns = len(setups.rows) + 1
        s_g = np.concatenate([np.arange(6 * n * n, dtype=np.int32)[None], setups.G])
        s_cost = np.concatenate([[0], setups.cost])
        s_last = np.concatenate([[(-1, 0)], setups.last])
        s_first = np.concatenate([[(-1, 0)], setups.first])
        self.rows, blocks, cost, first, last = [], [], [], [], []
        for a, g, (k_first, k_last) in zip(algs, alg_g, alg_keys):
            blocks.append(s_g[:, g])
            c = count(a.moves, 'htm', n)
            cost.append(s_cost + c - saved(s_last, np.array(k_first)))
            first.append(np.where(s_first[:, :1] >= 0, s_first, np.array(k_first)))
            last.append(np.tile(k_last, (ns, 1)))
            self.rows += [Candidate(a.moves, a.algorithm, 0)] + \
                         [Candidate(r.moves + a.moves, a.algorithm, len(r.moves)) for r in setups.rows]
        self.G = np.concatenate(blocks)
        self.cost = np.concatenate(cost).astype(np.int32)
        self.first, self.last = np.concatenate(first), np.concatenate(last)
        self.pairable = np.zeros(len(self.rows), dtype=bool)
        self._columns, self._costs = {}, {}
        return self

    def costs_after(self, last: tuple[int, int]) -> np.ndarray:
        """Each candidate's cost played after a move with key `last`."""
        key = tuple(int(x) for x in last)
        found = self._costs.get(key)
        if found is None:
            found = self._costs[key] = self.cost - saved(key, self.first)
        return found

    def at(self, cols: np.ndarray) -> np.ndarray:
        """G[:, cols], kept: a step asks for the same columns every time."""
        key = cols.tobytes()
        found = self._columns.get(key)
        if found is None:
            if len(self._columns) > 16:
                self._columns.clear()
            found = self._columns[key] = np.ascontiguousarray(self.G[:, cols])
        return found

    def __len__(self) -> int:
        return len(self.rows)

    def __add__(self, other: Candidates) -> Candidates:
        return Candidates(self.n, self.rows + other.rows, np.concatenate([self.G, other.G]))


class Lazy:
    """Candidates built the first time they are used (a checklist reads a
    step's goal without ever needing its candidates)."""

    def __init__(self, build: Callable[[], Candidates]):
        self._build, self._made = build, None

    def made(self) -> Candidates:
        if self._made is None:
            self._made = self._build()
        return self._made

    def __getattr__(self, name):
        return getattr(self.made(), name)

    def __len__(self) -> int:
        return len(self.made())


def _price(moves: tuple[Move, ...], n: int) -> tuple[int, tuple[int, int], tuple[int, int]]:
    """HTM cost of moves once neighbours on the same layers merge, and the
    first and last turns (layers, quarter turns) as played."""
    played: list[list] = []                     # [key, quarter, move]
    for m in moves:
        k, q = move_key(m, n)
        if played and played[-1][0] == k:
            played[-1][1] = (played[-1][1] + q) % 4
            if played[-1][1] == 0:
                played.pop()
            continue
        played.append([k, q, m])
    cost = sum(_htm(p[2], n) for p in played)
    if not played:
        return 0, (-1, 0), (-1, 0)
    return cost, (played[0][0], played[0][1]), (played[-1][0], played[-1][1])


@lru_cache(maxsize=65536)
def move_key(move: Move, n: int) -> tuple[int, int]:
    """(the layers a move turns, as one number; its quarter turns). Cached:
    a big cube's candidates ask for the same few hundred moves ~10^6 times."""
    t = move.turn(n)
    return (t.axis * n + t.lo) * n + t.hi, t.quarter


@lru_cache(maxsize=65536)
def _htm(move: Move, n: int) -> int:
    return move_count(move, 'htm', n)


def saved(last: tuple[int, int] | np.ndarray, first: np.ndarray) -> np.ndarray:
    """Moves saved where a chunk starting with `first` follows a move `last`
    on the same layers: 2 if they cancel, 1 if they merge."""
    last = np.asarray(last)
    same = (last[..., 0] == first[..., 0]) & (last[..., 0] >= 0)
    cancel = (last[..., 1] + first[..., 1]) % 4 == 0
    return np.where(same, np.where(cancel, 2, 1), 0)


def sequences(n: int, moves: Sequence[Move], depth: int) -> Candidates:
    """Every sequence of up to `depth` moves from `moves` (no two in a row
    on one axis unless in a fixed order, no layer twice in a row): the
    intuitive candidates. Gathers are built a depth at a time, vectorised."""
    keys = [move_key(m, n) for m in moves]
    axis = [m.turn(n).axis for m in moves]
    rows: list[tuple[int, ...]] = [()]
    gathers = [np.arange(6 * n * n, dtype=np.int32)[None]]
    level, level_g = [()], gathers[0]
    singles = [move_gather(n, m).astype(np.int32) for m in moves]
    for _ in range(depth):
        nxt, nxt_g = [], []
        for i, m in enumerate(moves):
            keep = [j for j, seq in enumerate(level)
                    if not seq or (axis[seq[-1]] != axis[i] or
                                   (keys[seq[-1]][0] < keys[i][0] and
                                    (len(seq) < 2 or axis[seq[-2]] != axis[i])))]
            if not keep:
                continue
            nxt.extend(level[j] + (i,) for j in keep)
            nxt_g.append(level_g[keep][:, singles[i]])
        level, level_g = nxt, np.concatenate(nxt_g)
        rows.extend(level)
        gathers.append(level_g)
    cands = [Candidate(tuple(moves[i] for i in seq), INTUITIVE, 0) for seq in rows[1:]]
    return Candidates(n, cands, np.concatenate(gathers[1:]))


@dataclass
class Goal:
    """What a chunk must do: keep `protected` facelets at `target`, and
    raise `score` computed from the colours at `columns`."""
    target: np.ndarray
    protected: np.ndarray
    columns: np.ndarray
    score: Callable[[np.ndarray], np.ndarray]      # (K, len(columns)) colours -> (K,) score


def best_chunks(colors: np.ndarray, goal: Goal, cands: Candidates, last_move: tuple[int, int],
                pairs: bool = True, limit: int = 1) -> list[tuple[list[int], int]]:
    """The candidates (each one index, or a pair) worth playing next, best
    first, at most `limit`: the cheapest that keep the protected facelets
    and raise the score, with their costs; [] if there is none."""
    p = len(goal.protected)
    cols = np.concatenate([goal.protected, goal.columns]).astype(np.int64)
    current = goal.score(colors[goal.columns][None])[0]
    if p:
        kept = np.nonzero((colors[cands.at(goal.protected.astype(np.int64))]
                           == goal.target[goal.protected]).all(axis=1))[0]
    else:
        kept = np.arange(len(cands))
    score = np.full(len(cands), -1, dtype=np.int64)
    score[kept] = goal.score(colors[cands.at(goal.columns.astype(np.int64))[kept]])
    keeps = score >= 0
    cost = cands.costs_after(last_move)
    good = np.nonzero(score > current)[0]
    if len(good):
        order = np.lexsort((-score[good], cost[good]))
        return [([int(good[k])], int(cost[good[k]])) for k in order[:limit]]
    if not pairs:
        return []
    first = np.nonzero(keeps & cands.pairable)[0]
    # closers: those that keep the protected facelets from here too (the opener
    # keeps them, so a closer that broke them now would almost always break them then)
    second = np.nonzero(getattr(cands, 'pair_second', cands.pairable) & keeps)[0]
    if not len(first):
        return []
    # pair (i, j): facelet f after both shows colors[G[i, G[j, f]]]; in blocks of
    # openers, so that memory stays bounded on big cubes. Openers go cheapest
    # first, and the search ends with the first block that finds a pair once
    # PAIR_OPENERS have been tried: trying every pair of ~11,000 candidates took
    # 26 s on 7x7, for pairs no shorter than the first ones found.
    first = first[np.argsort(cost[first], kind='stable')]
    # closers that take the protected facelets among themselves, each from one
    # of its own colour, keep them after any opener (openers keep them): only
    # their score columns are read (on big cubes' edges, 120 columns, not 270)
    target_p = goal.target[goal.protected]
    moved = cands.G[second][:, goal.protected.astype(np.int64)]
    safe = (np.isin(moved, goal.protected) & (goal.target[moved] == target_p)).all(axis=1)
    groups = [(js, cands.G[js][:, c], q) for js, c, q in
              ((second[safe], goal.columns.astype(np.int64), 0), (second[~safe], cols, p)) if len(js)]
    found: list[tuple[int, int, int, int]] = []                           # (cost, -score, i, j)
    width = sum(then.size for _, then, _ in groups)
    block = max(1, 8_000_000 // max(1, width))
    for lo in range(0, len(first), block):
        if found and lo >= PAIR_OPENERS:
            break
        rows = first[lo:lo + block]
        after = colors[cands.G[rows]]                                    # (I, F): after each opener
        for js, then, q in groups:
            sub2 = after[:, then]                                        # (I, J, c)
            score2 = goal.score(sub2[..., q:].reshape(-1, len(goal.columns))).reshape(sub2.shape[:2])
            ok = score2 > current
            if q:
                ok &= (sub2[..., :q] == target_p).all(axis=2)
            if not ok.any():
                continue
            cost2 = (cost[rows][:, None] + cands.cost[js][None, :]
                     - saved(cands.last[rows][:, None, :], cands.first[js][None, :, :]))
            a, b = np.nonzero(ok)
            top = np.lexsort((-score2[a, b], cost2[a, b]))[:limit]
            found += [(int(cost2[a[k], b[k]]), -int(score2[a[k], b[k]]), int(rows[a[k]]), int(js[b[k]]))
                      for k in top]
    found.sort()
    return [([i, j], c) for c, _, i, j in found[:limit]]
