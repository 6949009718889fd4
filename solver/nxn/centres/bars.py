"""6x6 and 7x7 centres: the oblique (and outer t-) pieces paired into bars, the inner blocks kept.

Turned only by outer turns and 2-layer wides, an n-cube's rows and columns
[0, 1, {2..n-3}, n-2, n-1] move as a 5x5's do: the inner block of each face
(2x2 on 6x6, 3x3 on 7x7) is its fixed centre, the outer x-centres its
x-centres, and a bar (the pieces at (1, 2..n-3): two obliques on 6x6; an
oblique, an outer t-centre and an oblique on 7x7) its t-centre, as long as
each bar's pieces have one colour. This stage makes them so: any bar, any
colour, the inner blocks solved as they were (a relative goal: the outer
x-centres are free). Then the virtual 5x5's centre tables finish every face.

Bars are paired by block commutators (comms.py) that keep every inner block
on its face, by conjugates S X S' (S a block of inner slices, X a quarter
or half slice of the layers next to the faces, which never touch an inner
block cell, so S' brings the inner blocks back: 4 to 6 OBTM, where a
commutator costs 8 to 12), and face turns and 2-layer wides between them
(never two in a row) that line pieces up: a beam search ranked by OBTM
spent (turns that merge across sequences priced as merged) plus a charge
per piece not yet matching its bar's middle piece. A conjugate with X a
quarter turn is odd on the wing orbit next to the faces (as a 2-layer
wide quarter turn is): the beam carries that parity and ends only where it
is even again, so the stage leaves the wings' parity as it found it.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Alg, Move
from model.faces import FACE_AXIS, FACE_ORDER
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..beam import Best, first_unseen, search, trace
from ..obtm import merge_savings, obtm
from ..layers import slice_move, widened
from .comms import CommShape, comm_moves

#: Beam width and the charge per unmatched bar piece (OBTM): the charge
#: ranks states; the answer is the cheapest path to all bars matched.
#: Wider is shorter, slower.
WIDTH = {6: 64, 7: 192}
CHARGE = {6: 2.5, 7: 3.0}
#: The charge grows as unmatched ** POWER, scaled to be CHARGE a piece at
#: 20 pieces: below 1, the late pieces (the hardest to place) weigh less
#: against moves spent, the early ones more.
POWER = {6: 0.5, 7: 0.5}
MAX_DEPTH = 80
#: A beam that ends without a solution runs again twice as wide, up to this.
MAX_WIDTH = 256
NEVER = 10 ** 6
#: A beam whose fewest unmatched pieces have not fallen for this many steps
#: (and that has no answer yet) is stuck (two pieces that only a 3-cycle
#: no candidate plays would fix): it stops and runs again wider.
STALL = 8
UNSTICK = True


def bar_cells(n: int) -> np.ndarray:
    """(6 * 4, n - 4) facelets of every bar, its pieces in order along it."""
    inner = range(2, n - 2)
    out = []
    for f in range(6):
        base = f * n * n
        for cells in ([(1, c) for c in inner], [(r, n - 2) for r in inner],
                      [(n - 2, c) for c in inner], [(r, 1) for r in inner]):
            out.append([base + r * n + c for r, c in cells])
    return np.array(out, dtype=np.int64)


def inner_cells(n: int) -> np.ndarray:
    """(6, (n - 4) ** 2) facelets of each face's inner block."""
    inner = range(2, n - 2)
    return np.array([[f * n * n + r * n + c for r in inner for c in inner] for f in range(6)], dtype=np.int64)


def _blocks(n: int) -> list[tuple[int, int]]:
    return [(lo, hi) for lo in range(1, n - 1) for hi in range(lo, n - 1)]


class Sequences:
    """Every candidate for one beam step: a face turn, or a block commutator
    that keeps each inner block on its face, as a permutation
    of the bar cells (distinct permutations only: the inner blocks need no
    tracking, every candidate keeps them)."""

    def __init__(self, n: int):
        self.n = n
        bars, inner = bar_cells(n), inner_cells(n)
        self.cells = bars.ravel()
        local = np.full(6 * n * n, -1, dtype=np.int64)
        local[self.cells] = np.arange(len(self.cells))
        face_of = np.repeat(np.arange(6), n * n)
        flat_inner = inner.ravel()
        inner_set = np.zeros(6 * n * n, dtype=bool)
        inner_set[flat_inner] = True
        comms = []
        for axis in range(3):
            for face in FACE_ORDER:
                if FACE_AXIS[face] == axis:
                    continue
                for s in (1, -1):
                    for p in (1, -1):
                        for m in (-1, 1):
                            shape = CommShape(axis, face, s, p, m)
                            for ls in _blocks(n):
                                for ms in _blocks(n):
                                    if ls[1] < ms[0] or ms[1] < ls[0]:
                                        comms.append(comm_moves(n, shape, [ls], [ms]))
        if CONJUGATES:
            comms += conjugates(n)
        found: dict[bytes, tuple[int, str, list[Move], np.ndarray]] = {}
        for comm in comms:
            g0 = seq_gather(n, comm)
            src = g0[flat_inner]
            if not (inner_set[src] & (face_of[src] == face_of[flat_inner])).all():
                continue
            perm = local[g0[self.cells]]
            key, cost = perm.tobytes() + bytes([flips(n, comm)]), obtm(comm)
            if key not in found or (cost, str(comm)) < found[key][:2]:
                found[key] = (cost, str(comm), comm, perm)
        for f in FACE_ORDER:
            for a in (1, -1, 2):
                for e in (1, 2) if CONJUGATES else (1,):
                    seq = [Move(f, 1, e, a)]
                    perm = local[seq_gather(n, seq)[self.cells]]
                    key = perm.tobytes() + bytes([flips(n, seq)])
                    if key not in found:
                        found[key] = (1, str(seq), seq, perm)
        items = sorted(found.values(), key=lambda x: x[:2])
        self.costs = np.array([c for c, _, _, _ in items], dtype=np.int64)
        self.seqs = [s for _, _, s, _ in items]
        self.perms = np.array([p for _, _, _, p in items], dtype=np.int64)
        self.flips = np.array([flips(n, s) for s in self.seqs], dtype=np.uint8)
        ends = sorted({m for s in self.seqs for m in (s[0], s[-1])}, key=str)
        index = {m: i for i, m in enumerate(ends)}
        self.saved = merge_savings(ends)
        self.last = np.array([index[s[-1]] for s in self.seqs])
        self.first = np.array([index[s[0]] for s in self.seqs])
        self.single = np.array([len(s) == 1 for s in self.seqs])
        self.nbars, self.width = bars.shape
        self.middle = (self.width - 1) // 2
        # The bars each sequence changes (at most 8), padded with bar 0 at
        # weight 0, and the cells each of them takes its pieces from: a
        # child's unmatched count is its parent's plus the change on these.
        moved = (self.perms != np.arange(len(self.cells))).reshape(len(self.perms), self.nbars, -1).any(-1)
        k = max(1, int(moved.sum(1).max()))
        self.touched = np.zeros((len(self.perms), k), dtype=np.int64)
        self.weight = np.zeros((len(self.perms), k), dtype=np.int64)
        for j, row in enumerate(moved):
            hit = np.nonzero(row)[0]
            self.touched[j, :len(hit)], self.weight[j, :len(hit)] = hit, 1
        local_bars = np.arange(len(self.cells)).reshape(self.nbars, self.width)
        self.sources = self.perms[np.arange(len(self.perms))[:, None, None], local_bars[self.touched]]
        # For children_unmatched: each distinct (touched bar, cells its pieces
        # come from) of any sequence is a change, its value the bar's
        # unmatched pieces after the sequence less those before. The
        # sequences, most changes first (`change_order`), as rows of their
        # changes padded with the change past the last (whose value is 0):
        # column t is padding past the first `change_rows[t]` rows.
        real = self.weight > 0
        combos = np.concatenate([self.sources, self.touched[..., None]], axis=-1)
        keys, ids = np.unique(combos[real], axis=0, return_inverse=True)
        self.change_sources, self.change_bar = keys[:, :-1], keys[:, -1]
        per_seq = real.sum(axis=1)
        self.change_order = np.argsort(-per_seq, kind='stable')
        self.change_back = np.argsort(self.change_order)
        table = np.full(real.shape, len(keys), dtype=np.int64)
        table[real] = ids.ravel()
        self.change_table = table[self.change_order]
        self.change_rows = [int((per_seq > t).sum()) for t in range(k)]
        # A sequence's saving after another depends only on the other's
        # tail (its last move, and whether it is a face turn): `tail` numbers
        # the tails, `tail_seq` is a sequence with each.
        tails, self.tail_seq, self.tail = np.unique(np.stack([self.last, self.single]), axis=1, return_index=True,
                                                    return_inverse=True)
        self.tails = tails.shape[1]
        self._step_costs: dict[bool, np.ndarray] = {}

    def saving(self, before: np.ndarray, two: bool = False) -> np.ndarray:
        """(len(before), sequences) OBTM saved by each sequence after each in
        `before` (turns of the same layers merging); NEVER for a face turn
        after a face turn: two in a row are one turn, and the beam would
        otherwise fill with face turns, the cheapest steps."""
        out = self.saved[self.last[before]][:, self.first]
        both = self.single[before][:, None] & self.single[None, :]
        return np.where(both & ((out > 0) | (not two)), NEVER, out)

    def step_costs(self, two: bool = False) -> np.ndarray:
        """(tails + 1, sequences) OBTM each sequence costs after a sequence
        with each tail (row `tails`: first in the path), less what merging
        saves; inf where `saving` says NEVER."""
        if two not in self._step_costs:
            saving = self.saving(self.tail_seq, two)
            after = np.where(saving == NEVER, np.inf, (self.costs[None, :] - saving).astype(np.float64))
            self._step_costs[two] = np.vstack([after, self.costs.astype(np.float64)])
        return self._step_costs[two]

    def unmatched(self, states: np.ndarray) -> np.ndarray:
        """Bar pieces whose colour differs from their bar's middle piece (rows
        of `states`)."""
        return self.per_bar(states).sum(axis=-1)

    def per_bar(self, states: np.ndarray) -> np.ndarray:
        """unmatched by bar (last axis)."""
        b = states.reshape(states.shape[:-1] + (self.nbars, self.width))
        return (b != b[..., self.middle:self.middle + 1]).sum(axis=-1)

    def children_unmatched(self, states: np.ndarray) -> np.ndarray:
        """(len(states), sequences) unmatched of each state after each sequence."""
        cols = np.ascontiguousarray(states.T)                      # (cells, rows): a cell's colour in each state
        bars = cols.reshape(self.nbars, self.width, -1)
        old = (bars != bars[:, self.middle:self.middle + 1]).sum(axis=1, dtype=np.int8)
        src = self.change_sources
        middle = cols[src[:, self.middle]]
        change = np.zeros((len(src) + 1, len(states)), dtype=np.int8)
        for c in range(self.width):
            if c != self.middle:
                change[:-1] += cols[src[:, c]] != middle
        change[:-1] -= old[self.change_bar]
        table = self.change_table
        delta = change[table[:, 0]]
        for t in range(1, table.shape[1]):
            rows = self.change_rows[t]
            delta[:rows] += change[table[:rows, t]]
        out = np.empty((len(states), len(self.costs)), dtype=np.int64)
        return np.add(old.sum(axis=0, dtype=np.int64)[:, None], delta[self.change_back].T, out=out)


#: Also S X S' candidates (conjugates): S an inner block, X a slice of the
#: layers next to faces (never an inner block cell), so the inner blocks come back.
CONJUGATES = True


def flips(n: int, seq) -> int:
    """1 where `seq` is an odd permutation of the wing orbit next to the faces."""
    return sum((m.amount % 2) * sum(1 for layer in (2, n - 1) if m.start <= layer <= m.end) for m in seq) % 2


def conjugates(n: int) -> list[list[Move]]:
    out = []
    for a in range(3):
        for lo in range(1, n - 1):
            for hi in range(lo, n - 1):
                if hi < 2 or lo > n - 3:
                    continue
                for sa in (1, -1, 2):
                    s = slice_move(n, a, lo, hi, sa)
                    s = widened(n, s) or s
                    for b in range(3):
                        if b == a:
                            continue
                        for c in (1, n - 2):
                            for xa in (1, -1, 2):
                                out.append([s, slice_move(n, b, c, c, xa), s.inverse()])
    return out


@lru_cache(maxsize=2)
def sequences(n: int) -> Sequences:
    return Sequences(n)


#: pair_bars sorts only about this many times its width of children first
#: (the rest only when those run out: most are states seen before).
FIRST_LOOK = 4


def _ranked(rank: np.ndarray, first: int):
    """Indices of the finite entries of `rank`, least first, ties in index
    order (a stable argsort's order), sorting only the `first` least (and
    their ties) unless more are asked for."""
    finite = np.isfinite(rank)
    if int(finite.sum()) > first:
        bound = np.partition(rank, first)[first]
        head = np.nonzero(rank <= bound)[0]
        yield from head[np.argsort(rank[head], kind='stable')].tolist()
        finite &= rank > bound
    rest = np.nonzero(finite)[0]
    yield from rest[np.argsort(rank[rest], kind='stable')].tolist()


def pair_bars(n: int, colors: np.ndarray, width: int | None = None, charge: float | None = None,
              deadline: Deadline = NONE) -> list[Move]:
    """Moves that give every bar one colour, each inner block kept on its
    face (it must be solved on entry): the cheapest path found by the beam."""
    sq = sequences(n)
    width = width or WIDTH[n]
    charge = CHARGE[n] if charge is None else charge
    start = colors[sq.cells].astype(np.uint8)
    if sq.unmatched(start) == 0:
        return []
    beam = _BarBeam(sq, start, width, charge * 20 ** (1 - POWER[n]), POWER[n])
    best = search(beam, Best(np.inf), MAX_DEPTH, deadline, answer_first=True)
    if best.at is None:
        if width < MAX_WIDTH:
            return pair_bars(n, colors, width * 2, charge, deadline)
        raise RuntimeError("bar pairing found no solution")
    path = trace(beam.history, *best.at, len(sq.costs))
    return list(Alg([m for j in path for m in sq.seqs[j]]).simplify(commute=False))


class _BarBeam:
    """The bars' beam (beam.Beam): states are the bar cells' colours with
    the wing parity, a child is a state after one of the sequences. It is
    stuck when its fewest unmatched pieces have not fallen for STALL rounds
    without an answer: the first time (with UNSTICK) the beam goes on with
    two-turn merges ruled out, the second it stops."""

    def __init__(self, sq: Sequences, start: np.ndarray, width: int, scale: float, power: float):
        self.sq, self.width, self.scale, self.power = sq, width, scale, power
        self.states, self.g, self.last, self.par = start[None], np.zeros(1), np.full(1, -1), np.zeros(1, dtype=np.uint8)
        self.history: list[np.ndarray] = []
        self.seen = {start.tobytes() + bytes([0]): 0.0}
        self.low, self.stalled = (NEVER, 0), False
        #: The charge for each count of unmatched pieces.
        self.charges = scale * np.arange(sq.nbars * (sq.width - 1) + 1) ** power

    def expand(self, depth: int, best: Best) -> None:
        sq = self.sq
        tail = np.where(self.last >= 0, sq.tail[np.maximum(self.last, 0)], sq.tails)
        kg = (self.g[:, None] + sq.step_costs(self.stalled)[tail]).ravel()
        self.kg, self.wrong = kg, sq.children_unmatched(self.states).ravel()
        self.kpar = (self.par[:, None] ^ sq.flips[None, :]).ravel()
        done = np.nonzero((self.wrong == 0) & (self.kpar == 0))[0]
        if len(done):
            i = int(done[np.argmin(kg[done])])
            best.offer(float(kg[i]), (depth, i))

    def stuck(self, depth: int, best: Best) -> bool:
        fewest = int(self.wrong.min())
        if fewest < self.low[0]:
            self.low = (fewest, depth)
        elif best.at is None and depth - self.low[1] >= STALL:
            if self.stalled or not UNSTICK:
                return True
            self.stalled, self.low = True, (fewest, depth)
        return False

    def keep(self, best: Best) -> bool:
        sq, kg, wrong, kpar = self.sq, self.kg, self.wrong, self.kpar
        P = len(sq.costs)
        open_ = ((wrong > 0) | (kpar > 0)) & (kg < best.score)
        if not open_.any():
            return False
        rank = kg + self.charges[wrong]
        rank[~open_] = np.inf
        kids = {}

        def candidates():
            for r in _ranked(rank, self.width * FIRST_LOOK):
                kid = kids[r] = self.states[r // P][sq.perms[r % P]]
                yield r, kid.tobytes() + bytes([kpar[r]]), kg[r]
        chosen = first_unseen(candidates(), self.seen, self.width)
        if not chosen:
            return False
        picked = np.array(chosen, dtype=np.int64)
        self.history.append(picked)
        self.states, self.g, self.last, self.par = (np.array([kids[r] for r in chosen]), kg[picked], picked % P,
                                                    kpar[picked])
        return True
