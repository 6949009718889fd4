"""Block commutators of the n-cube's centres: eight moves that 3-cycle a whole rectangle.

[A_L, P A_M' P'] with A_L a block of inner slices L on one axis, P an outer
face across that axis and M a block of slices disjoint from L cycles every
centre piece of the rectangle L x M among three faces, and restores every
other centre. One commutator therefore moves |L|*|M| pieces for eight moves,
which is what keeps big-cube centres affordable. The cycles each (l, m) pair
makes are read off a simulation once per size, not derived by hand.
Cross-axis shapes [A_L, P B_M P'] (B another axis, P a face of the third)
meet on the face opposite P and cycle three faces around a corner (CROSS_PICK).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER, OPPOSITE
from model.geometry import geometry
from model.stickers import seq_gather

from ...deadline import stop_if_late
from ..layers import slice_move, widened
from ..pieces import centre_mask
from .tuning import HALF_M

#: CentreCycles' `halves` flags: the half-turn shapes, the cross-axis shapes.
HALVES, CROSS = 1, 2
SHAPE_M = (-1, 1)                          # M against L, M with L (see CommShape)
#: From this size the shapes come in both orders (CommShape.b_first): twice
#: the cells to score, each cycle of three places both ways round.
INVERSE_FROM = 13
#: The cross-axis shapes (axis, axis_m, face, s, p, m): P a face of the
#: third axis. Of the 96 the model gives, those with p = -1 cycle nearly the
#: same pieces as p = 1 (13x13: 100 of 110 cells alike) and those with
#: axis > axis_m the inverses of axis < axis_m, which the twins played B
#: first give: these 24 and their twins make 5280 of the 5760 three-cycles.
#: Their blocks are never wide, so cells of a slice next to a face cost a
#: move a turn more than lines.py and mixed.py count; scored all the same
#: they are worth it (11718 OBTM; left out, 11929). Rectangles.best_of and
#: scattered, which price exactly, leave the cross-axis shapes out.
CROSS_PICK = [(a, b, f, s, 1, m) for a in range(3) for b in range(a + 1, 3)
              for f in FACE_ORDER if FACE_AXIS[f] not in (a, b)
              for s in (1, -1) for m in (-1, 1)]


@dataclass(frozen=True)
class CommShape:
    """Which slices (axis, direction s) and which face P (turned by p).

    The M block turns against the L block (m = -1: each piece goes round
    three faces) or with it (m = 1: two of the three places lie on one
    face, which is what a piece swapped with one on another face needs). With
    s = 2 (the half-turn shapes) L turns a half turn and M turns m (m_turn):
    with m = 2, two of the places lie on one face and the third on the
    opposite face, the one commutator that swaps opposite faces' pieces."""
    axis: int
    face: str
    s: int
    p: int
    m: int = -1
    #: Played B A B' A' (B = P A_M' P'): the inverse of A B A' B', so the
    #: same three places of each cell cycled the other way round, for the
    #: same moves; no shape played A first cycles them that way.
    b_first: bool = False
    #: A cross-axis shape's M axis (None: M is on `axis`, like L). Then P
    #: is a face across both axes: [A_L, P B_M P'] meets only on the face
    #: opposite P and cycles pieces among three faces around one corner,
    #: which no one-axis shape does (CROSS below).
    axis_m: int | None = None
    #: Whether M index m names slice n - 1 - m of axis_m (chosen so that
    #: the cell that is not a 3-cycle is l == m, as for one-axis shapes).
    flip: bool = False


def m_turn(shape: CommShape) -> int:
    """The M block's turn: against or with L's quarter turn (m = -1, 1);
    for half-turn L blocks (s = 2) m itself."""
    return shape.m * shape.s if shape.s != 2 else shape.m


def comm_moves(n: int, shape: CommShape, ls, ms) -> list[Move]:
    """The eight-move commutator for slice blocks ls and ms ((lo, hi) lists).

    A block next to a face is played as an outer block (1 OBTM move, not
    2): the face's centres turn with it and back with its inverse, and
    nothing in between (P, the other blocks) touches them, so every centre
    ends where the slice version puts it."""
    cross = shape.axis_m is not None        # (never wide: B turns both faces of L's axis, A B's)
    a = [_wide(n, slice_move(n, shape.axis, lo, hi, shape.s), cross) for lo, hi in ls]
    m = [_wide(n, slice_move(n, *m_layers(n, shape, lo, hi), m_turn(shape)), cross) for lo, hi in ms]
    p = Move(shape.face, 1, 1, shape.p)
    pi = Move(shape.face, 1, 1, -shape.p)
    if shape.b_first:
        return [p] + m + [pi] + a + [p] + [x.inverse() for x in m] + [pi] + [x.inverse() for x in a]
    return a + [p] + m + [pi] + [x.inverse() for x in a] + [p] + [x.inverse() for x in m] + [pi]


def _outer(n: int, move: Move) -> Move:
    return widened(n, move) or move


def _wide(n: int, move: Move, cross: bool) -> Move:
    return move if cross else _outer(n, move)


def m_layers(n: int, shape: CommShape, lo: int, hi: int) -> tuple[int, int, int]:
    """(axis, lo, hi) of the layers the M block of indices lo..hi turns."""
    if shape.axis_m is None:
        return shape.axis, lo, hi
    return (shape.axis_m,) + ((n - 1 - hi, n - 1 - lo) if shape.flip else (lo, hi))


def block_cost(n: int, lo: int, hi: int) -> int:
    """OBTM cost of turning inner layers lo..hi (coordinates): 1 when the
    block is next to a face (played as an outer block), else 2."""
    return 1 if lo == 1 or hi == n - 2 else 2


def comm_cost(n: int, ls, ms, cross: bool = False) -> int:
    """OBTM length of comm_moves(n, shape, ls, ms); `cross` for a
    cross-axis shape, whose blocks are never wide (2 moves a turn)."""
    if cross:
        return 4 + 4 * len(list(ls) + list(ms))
    return 4 + 2 * sum(block_cost(n, lo, hi) for lo, hi in list(ls) + list(ms))


class CentreCycles:
    """For every shape and pair (l, m): the three facelets the commutator cycles.

    dst[c, l, m] and src[c, l, m] (3 facelets each, inner coordinates shifted
    to 0..k-1): after the commutator, colors[dst] = old colors[src]; valid is
    False where l == m. `halves` holds flags: HALVES the half-turn shapes
    too (CommShape s = 2), CROSS the cross-axis ones (True is HALVES).
    """

    def __init__(self, n: int, halves: int = 0, known: tuple[CentreCycles, ...] = ()):
        """`known`: other sets of the same size, whose shapes' cycles are copied, not found again."""
        self.n, self.halves = n, halves
        k = self.k = n - 2
        orders = (False, True) if n >= INVERSE_FROM else (False,)
        turns = (1, -1, 2) if halves & HALVES else (1, -1)
        self.shapes = [shape for b in orders for shape in
                       [CommShape(axis, face, s, p, m, b)
                        for axis in range(3) for face in FACE_ORDER if FACE_AXIS[face] != axis
                        for s in turns for p in (1, -1) for m in (SHAPE_M if s != 2 else _half_m(n))]
                       + (_cross_shapes(n, b) if halves & CROSS else [])]
        C = len(self.shapes)
        self.dst = np.zeros((C, k, k, 3), dtype=np.int64)
        self.src = np.zeros((C, k, k, 3), dtype=np.int64)
        self.valid = np.zeros((C, k, k), dtype=bool)
        mask = centre_mask(n)
        face_of = np.repeat(np.arange(6), n * n)
        coords = geometry(n).facelet_coords
        twin = {shape: ci for ci, shape in enumerate(self.shapes)}
        found = {shape: (other, i) for other in known if other.n == n for i, shape in enumerate(other.shapes)}
        for ci, shape in enumerate(self.shapes):
            if shape.b_first:                   # the inverse of its twin's: each cycle the other way
                a = twin[replace(shape, b_first=False)]
                self.dst[ci], self.valid[ci] = self.dst[a], self.valid[a]
                self.src[ci] = self.dst[a][..., [2, 0, 1]]
                continue
            if shape in found:                  # the same shape's cycles, in a set built before
                other, i = found[shape]
                self.dst[ci], self.src[ci], self.valid[ci] = other.dst[i], other.src[i], other.valid[i]
                continue
            # each cycle's one place on P (one-axis shapes) or on the face
            # opposite P (cross-axis shapes: there L's and M's rings meet)
            pface = FACE_ORDER.index(shape.face if shape.axis_m is None else OPPOSITE[shape.face])
            for m in range(1, n - 1):
                stop_if_late()
                ls = [(lo, hi) for lo, hi in ((1, m - 1), (m + 1, n - 2)) if lo <= hi]
                if not ls:
                    continue
                g = seq_gather(n, comm_moves(n, shape, ls, [(m, m)]))
                moved = np.nonzero(g != np.arange(len(g)))[0]
                assert shape.axis_m is None or mask[moved].all(), "cross-axis commutator moves more than centres"
                moved = moved[mask[moved]]          # (wide blocks move edges: the centres stage comes first)
                # each 3-cycle once, from its lowest facelet: (j, g[j], g[g[j]])
                cyc = np.stack([moved, g[moved], g[g[moved]]], axis=1)
                assert (g[cyc[:, 2]] == cyc[:, 0]).all(), "commutator is not a 3-cycle"
                cyc = cyc[cyc[:, 0] == cyc.min(axis=1)]
                on_p = face_of[cyc] == pface
                assert (on_p.sum(axis=1) == 1).all(), "cycle without one facelet on P (its opposite)"
                ls_of = coords[cyc[on_p], shape.axis] - 1
                self.dst[ci, ls_of, m - 1] = cyc
                self.src[ci, ls_of, m - 1] = g[cyc]
                self.valid[ci, ls_of, m - 1] = True


def _cross_shapes(n: int, b_first: bool) -> list[CommShape]:
    """The cross-axis shapes (CROSS_PICK of them), each with the M order
    (flip) whose l == m is the cell that is no 3-cycle: found on the model."""
    out = []
    for axis, axis_m, face, s, p, m in CROSS_PICK:
        shape = CommShape(axis, face, s, p, m, b_first, axis_m)
        g = seq_gather(n, comm_moves(n, replace(shape, b_first=False), [(1, 1)], [(1, 1)]))
        out.append(replace(shape, flip=int((g != np.arange(len(g))).sum()) == 3))
    return out


def _half_m(n: int) -> tuple:
    """The M turns (m) of the half-turn shapes on the n-cube (tuning.HALF_M)."""
    return next(turns for size, turns in HALF_M if n <= size)


#: The CentreCycles built, by (n, halves), the oldest first; at most CYCLES_KEPT.
_built: dict[tuple[int, int], CentreCycles] = {}
CYCLES_KEPT = 8


def centre_cycles(n: int, halves: int = 0) -> CentreCycles:
    """CentreCycles(n, halves), built once; the shapes it shares with a set of the
    same size built before (a solve adds the half-turn shapes late) are copied."""
    key = (n, halves)
    if key not in _built:
        cycles = CentreCycles(n, halves, tuple(_built.values()))
        while len(_built) >= CYCLES_KEPT:
            _built.pop(next(iter(_built)))
        _built[key] = cycles
    return _built[key]
