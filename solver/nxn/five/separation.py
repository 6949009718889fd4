"""The 5x5's edges made ready for G3: wings separated, midges oriented, centres in G3's reach.

G3 (four/g3.py) keeps every colour pair on its axis and splits the wing
slots in two orbits of twelve, low and high, as on the 4x4: the 5x5's wings
under outer turns and two-layer wides are a 4x4's. G3 also keeps each
midge's orientation, told as a 3x3's edge orientation whose flipping faces
are the axis's own (their quarter turns are not in G3). In a reduced cube
each edge has one wing low and one high, and the wing in the low slot is
the one whose home is low exactly where the midge is oriented. So a 5x5
whose pairs are on their axes (the centres' phase 2) can be paired in G3
only once, for some choice f of one wing an edge, every chosen wing is in a
low slot, each edge's midge orientation is its f bit, and the x- and
t-centres are in a state G3 solves (that this is enough is for the pairing
phase to show). Each such choice (2^11 of them: the orientations add up to
an even number) is a start, searched from at once.

The search's moves are outer turns and wide half turns (they keep the
centres' pairs on their axes). G3 solves any centres whose patterns on
the axis's own faces it reaches from solved (12 of the 70 x-centre patterns
there and 36 of the t-centres', 432 pairs of them), whatever the other
faces hold. The search's bound is the larger of two exact distances: the
wings' (the 4x4's separation table, split_a in g3.py) and that of the
axis's x and t patterns with the midges' orientation word (70 x 70 x 2048
states an axis, 30 MB for the three, built in about 7 s). It is walked a
depth at a time in numpy under a bound on the whole length that rises a move
at a time, states met twice kept once, as four/g3_search.py's search is.

This is the first phase of the 5x5's G3 route (g3_route.py); the two
pairing phases that follow it are in pairing.py. `separations_by_bound` searches the three axes
together, so that the route meets the axes of shortest separation first.

Over 400 lines: the table, the starts, the bounds and the search share one
state layout (wing mask, orientation word, x and t patterns); split, each
part would need the others' private pieces.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterator

import numpy as np

from model import Move
from model.faces import FACE_AXIS, FACE_INDEX, FACE_ORDER, FACES
from model.stickers import seq_gather

from ...cache import TableSet
from ..centres.five_orbits import orbit_perm, orbit_positions
from ..beam import first_of_each
from ..four import g3
from ..four.masks import UNSEEN
from ..four.phases import PHASE3_MOVES
from ..four.separation import code_maps
from ..pieces import wing_facelets

TABLES_NAME = 'separated5'
TABLES_VERSION = 1
N = 5
#: Outer turns and wide half turns: every colour pair stays on its axis.
MOVES = PHASE3_MOVES
#: The plus faces' colours (one of each pair): a centre orbit's state is where they are.
PLUS_COLOURS = frozenset(FACE_INDEX[f] for f, (_, plus) in FACES.items() if plus)
#: States a depth of the search keeps at most (fewest moves plus bound first).
LAYER_CAP = 40_000
#: Moves past the first bound the search goes before it gives up (its layers
#: are capped, so a bound's search can miss what is there).
ROOM = 12


@lru_cache(maxsize=1)
def wing_slots() -> np.ndarray:
    """(24, 2) facelets of each wing slot, numbered as the 4x4's (g3.wing_slots)."""
    return wing_facelets(N)[:, [1, 3]].reshape(24, 2)


@lru_cache(maxsize=1)
def midge_slots() -> np.ndarray:
    """(12, 2) facelets of each midge slot, edge slots in the wings' order."""
    return wing_facelets(N)[:, N // 2]


def _side(first: np.ndarray, second: np.ndarray, axis: int) -> np.ndarray:
    """Which of an edge's two sides (0 or 1; by their axes) its orientation
    reads: the side on the axis after `axis` (mod 3) where it has one, else
    the side on `axis`."""
    after = (axis + 1) % 3
    return np.where(first == after, 0, np.where(second == after, 1, np.where(first == axis, 0, 1)))


def midge_orientation(colors: np.ndarray, axis: int) -> np.ndarray:
    """(rows, 12) orientation (0 or 1) of the midge in each slot of each colour
    array (rows), as G3 of `axis` keeps it: whether the side its colours say
    is not the side its slot says."""
    colors = np.atleast_2d(colors)
    S = midge_slots()
    colour_axis = np.array([FACE_AXIS[f] for f in FACE_ORDER])
    slot_axis = colour_axis[S // (N * N)]                                # (12, 2): the faces' axes
    slot_side = _side(slot_axis[:, 0], slot_axis[:, 1], axis)
    piece_axis = colour_axis[colors[:, S]]                               # (rows, 12, 2)
    return (_side(piece_axis[..., 0], piece_axis[..., 1], axis) != slot_side).astype(np.int64)


@lru_cache(maxsize=3)
def orientation_moves(axis: int) -> np.ndarray:
    """(moves, 4096): a 12-bit orientation word (bit k: the midge in slot k)
    after each move, the bits carried with their pieces."""
    S = midge_slots()
    where = {int(f): k for k, pair in enumerate(S.tolist()) for f in pair}
    solved = np.arange(6 * N * N) // (N * N)
    words = np.arange(4096)
    out = np.zeros((len(MOVES), 4096), dtype=np.int64)
    for j, m in enumerate(MOVES):
        g = seq_gather(N, [m])
        src = np.array([where[int(g[S[k, 0]])] for k in range(12)])
        flip = midge_orientation(solved[g], axis)[0]
        for k in range(12):
            out[j] |= (((words >> src[k]) & 1) ^ flip[k]) << k
    return out


def axis_positions(axis: int) -> np.ndarray:
    """The 8 of an orbit's 24 positions on `axis`'s two faces (the same for both orbits)."""
    return np.array([i for i in range(24) if FACE_AXIS[FACE_ORDER[i // 4]] == axis])


@lru_cache(maxsize=1)
def pattern_rank() -> np.ndarray:
    """Rank (0..69) of each 8-bit pattern with four bits set, 255 for the others."""
    out = np.full(256, 255, dtype=np.int64)
    four = [v for v in range(256) if bin(v).count('1') == 4]
    out[four] = np.arange(70)
    return out


def byte_moves(moves: list[Move], orbit: str, axis: int) -> np.ndarray:
    """(moves, 256): an orbit's plus-colour pattern on the axis's 8 positions after each move."""
    pos = axis_positions(axis)
    local = {int(p): i for i, p in enumerate(pos)}
    values = np.arange(256)
    out = np.zeros((len(moves), 256), dtype=np.int64)
    for j, m in enumerate(moves):
        p = orbit_perm(orbit, m)
        for i, q in enumerate(pos.tolist()):
            out[j] |= ((values >> local[int(p[q])]) & 1) << i
    return out


def g3_centres(axis: int) -> np.ndarray:
    """The (x, t) pattern pairs on the axis's faces, ranked x * 70 + t, that G3
    of `axis` reaches from solved: the states whose centres G3 solves (it
    solves any pattern on the other two axes)."""
    moves = g3.g3_moves(axis)
    xm, tm = byte_moves(moves, 'x', axis), byte_moves(moves, 't', axis)
    solved = [plus_bits(np.arange(6 * N * N)[None] // (N * N), o, axis)[0] for o in 'xt']
    seen, front = {tuple(solved)}, [tuple(solved)]
    while front:
        x, t = np.array(front).T
        kids = {(int(a), int(b)) for j in range(len(moves)) for a, b in zip(xm[j][x], tm[j][t])}
        front = [k for k in kids if k not in seen]
        seen.update(front)
    rank = pattern_rank()
    return np.array(sorted(rank[x] * 70 + rank[t] for x, t in seen))


def plus_bits(colors: np.ndarray, orbit: str, axis: int) -> np.ndarray:
    """Each colour array's plus-colour pattern of an orbit on the axis's 8 positions."""
    plus = np.zeros(8, dtype=np.int64)
    plus[list(PLUS_COLOURS)] = 1
    return (plus[colors[:, orbit_positions(orbit)[axis_positions(axis)]]] << np.arange(8)).sum(axis=1)


class Moves:
    """The search's moves on each part of its state, for one axis."""

    def __init__(self, axis: int):
        self.x, self.t = byte_moves(MOVES, 'x', axis), byte_moves(MOVES, 't', axis)
        self.orient = orientation_moves(axis)


def build(progress: Callable[[float], None] | None = None) -> dict[str, np.ndarray]:
    """Per axis: the distance (outer turns and wide halves) of each (x
    pattern, t pattern, midge orientation) on the axis's faces to a state
    whose centres G3 solves with every midge oriented: index (x * 70 + t)
    * 2048 + word // 2 (an even word's bit 0 follows from the others)."""
    report = progress or (lambda _: None)
    out = {}
    rank = pattern_rank()
    for a in range(3):
        mv = Moves(a)
        four = np.flatnonzero(rank != 255)
        # moves on ranks: (moves, 70)
        xr, tr = rank[mv.x[:, four]], rank[mv.t[:, four]]
        index = np.arange(2048)
        even = index << 1 | (np.array([bin(i).count('1') for i in range(2048)]) & 1)
        half = mv.orient[:, even] >> 1                         # (moves, 2048): even words by word // 2
        dist = np.full(4900 * 2048, UNSEEN, dtype=np.uint8)
        front = g3_centres(a) * 2048
        dist[front] = 0
        depth = 0
        while len(front):
            c, w = front // 2048, front % 2048
            x, t = c // 70, c % 70
            depth += 1
            for j in range(len(MOVES)):
                kids = (xr[j][x] * 70 + tr[j][t]) * 2048 + half[j][w]
                dist[kids[dist[kids] == UNSEEN]] = depth
            front = np.flatnonzero(dist == depth)
        out[f'centres_{a}'] = dist
        report((a + 1) / 3)
    return out


class Tables:
    def __init__(self, arrays: dict[str, np.ndarray]):
        self.centres = [np.asarray(arrays[f'centres_{a}']) for a in range(3)]


tables = TableSet(TABLES_NAME, TABLES_VERSION, build, Tables)


@lru_cache(maxsize=1)
def choice_bits() -> np.ndarray:
    """(2048, 12): the choices with an even number of ones, bit k for edge k."""
    bits = (np.arange(4096)[:, None] >> np.arange(12)) & 1
    return bits[bits.sum(axis=1) % 2 == 0]


def wing_homes(colors: np.ndarray, axis: int) -> tuple[np.ndarray, np.ndarray]:
    """(rows, 12) twice: the slot of each edge's wing whose home is low in
    G3 of `axis`, and of its other wing."""
    colors = np.atleast_2d(colors)
    s = g3.split(axis)
    edge, home, hand = code_maps()
    W = wing_slots()
    codes = colors[:, W[:, 0]].astype(np.int64) * 8 + colors[:, W[:, 1]]
    edges = edge[codes]
    home_low = s.is_low[home[hand, codes]]
    rows = len(colors)
    low_of, high_of = np.zeros((rows, 12), dtype=np.int64), np.zeros((rows, 12), dtype=np.int64)
    r = np.repeat(np.arange(rows), 24)
    slots = np.tile(np.arange(24), rows)
    flat_e, flat_low = edges.ravel(), home_low.ravel()
    low_of[r[flat_low], flat_e[flat_low]] = slots[flat_low]
    high_of[r[~flat_low], flat_e[~flat_low]] = slots[~flat_low]
    return low_of, high_of


def midge_edges(colors: np.ndarray) -> np.ndarray:
    """(rows, 12): the edge (numbered as the wings') of the midge in each slot."""
    edge, _, _ = code_maps()
    S = midge_slots()
    return edge[colors[:, S[:, 0]].astype(np.int64) * 8 + colors[:, S[:, 1]]]


@dataclass
class Start:
    """Search states by rows: the chosen wings' slot mask, the orientation word
    (each midge's orientation against its edge's choice bit), the x and t
    patterns on the axis's faces, and the colour array each came from, its
    moves so far and its choice."""
    wings: np.ndarray
    orient: np.ndarray
    x: np.ndarray
    t: np.ndarray
    owner: np.ndarray
    spent: np.ndarray
    choice: np.ndarray


def starts(colors: np.ndarray, axis: int, spent: np.ndarray) -> Start:
    """Every choice of every colour array (rows, pairs on their axes, the wing
    orbit even), with `spent` moves so far each."""
    colors = np.atleast_2d(colors)
    rows = len(colors)
    bits = choice_bits()                                                    # (C, 12)
    low_of, high_of = wing_homes(colors, axis)
    chosen = np.where(bits[None, :, :] == 1, high_of[:, None, :], low_of[:, None, :])   # (rows, C, 12)
    wings = (np.int64(1) << chosen).sum(axis=2).ravel()
    word = midge_orientation(colors, axis)                                  # (rows, 12) by slot
    pieces = midge_edges(colors)
    # the choice's bit travels with its midge: slot k's bit is its midge's edge's
    flips = bits[:, pieces]                                                  # (C, rows, 12)
    orient = (((word[None] ^ flips) << np.arange(12)).sum(axis=2)).T.ravel()
    count = len(bits)
    return Start(wings, orient, np.repeat(plus_bits(colors, 'x', axis), count),
                 np.repeat(plus_bits(colors, 't', axis), count),
                 np.repeat(np.arange(rows), count), np.repeat(np.asarray(spent, dtype=np.int64), count),
                 np.tile(np.arange(count), rows))


class _Bounds:
    """The two exact distances of a state (the wings', and the axis's centres'
    with the midges' orientation), and the moves on each part."""

    def __init__(self, axis: int):
        st = g3.tables()
        self.wing_ops, self.wing_dist = st.split_ops, st.split[axis]
        self.centres = tables().centres[axis]
        self.moves = Moves(axis)
        self.rank = pattern_rank()
        self.goal_wings = int(sum(1 << int(i) for i in g3.split(axis).low))

    def bound(self, wings, orient, x, t) -> np.ndarray:
        index = (self.rank[x] * 70 + self.rank[t]) * 2048 + (orient >> 1)
        return np.maximum(self.wing_dist[self.wing_ops.rank(wings)], self.centres[index]).astype(np.int64)


class _Search:
    """One axis's search: its bounds, every start, and the first bound on the whole length."""

    def __init__(self, colors: np.ndarray, axis: int, spent: np.ndarray):
        self.spent = spent
        self.b = _Bounds(axis)
        self.s = starts(colors, axis, spent)
        self.h = self.b.bound(self.s.wings, self.s.orient, self.s.x, self.s.t)
        self.first = int((self.s.spent + self.h).min())
        self.m_axis = np.array([FACE_AXIS[m.face] for m in MOVES])
        self.m_order = np.array([FACE_INDEX[m.face] * 4 + m.end for m in MOVES])

    def within(self, bound: int, most: int, layer_cap: int) -> list[tuple[int, int, list[Move]]]:
        """Up to `most` solutions of at most `bound` moves in all, fewest first."""
        found = _bounded(self.b, self.s, self.h, bound, most, layer_cap, self.m_axis, self.m_order)
        return sorted(found, key=lambda f: int(self.spent[f[0]]) + len(f[2]))


def _as_rows(colors: np.ndarray, spent: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    colors = np.atleast_2d(colors)
    spent = np.zeros(len(colors), dtype=np.int64) if spent is None else np.asarray(spent, dtype=np.int64)
    return colors, spent


def separations(colors: np.ndarray, axis: int, spent: np.ndarray | None = None, most: int = 16,
                layer_cap: int = LAYER_CAP) -> list[tuple[int, int, list[Move]]]:
    """Up to `most` (colour array row, choice, moves) of fewest moves in all
    (spent plus these) that leave the wings separated, the midges oriented
    and both centre orbits where G3 of `axis` solves them, for the choice."""
    colors, spent = _as_rows(colors, spent)
    search = _Search(colors, axis, spent)
    for bound in range(search.first, search.first + ROOM + 1):
        found = search.within(bound, most, layer_cap)
        if found:
            return found
    return []


def separations_by_bound(colors: np.ndarray, spent: np.ndarray | None = None, most: int = 16,
                         layer_cap: int = LAYER_CAP) -> Iterator[dict[int, list[tuple[int, int, list[Move]]]]]:
    """The three axes' separations (each as `separations` gives it), searched
    together a bound on the whole length at a time: each step yields the axes
    first solved within that bound. A bound that finds nothing costs the more
    the higher it is, so a caller that stops once it has what it needs never
    pays for the axes whose separations are long."""
    colors, spent = _as_rows(colors, spent)
    searches = {axis: _Search(colors, axis, spent) for axis in range(3)}
    for bound in range(min(s.first for s in searches.values()), max(s.first for s in searches.values()) + ROOM + 1):
        tried = {axis: search.within(bound, most, layer_cap) for axis, search in searches.items()
                 if search.first <= bound <= search.first + ROOM}
        now = {axis: found for axis, found in tried.items() if found}
        for axis in now:
            del searches[axis]
        if now:
            yield now
        if not searches:
            return


def _bounded(b: _Bounds, s: Start, h: np.ndarray, bound: int, most: int, layer_cap: int,
             m_axis: np.ndarray, m_order: np.ndarray) -> list[tuple[int, int, list[Move]]]:
    """The solutions within `bound` moves in all, walked a depth at a time."""
    keep = np.flatnonzero(s.spent + h <= bound)
    wings, orient, x, t = s.wings[keep], s.orient[keep], s.x[keep], s.t[keep]
    root, g, hh = keep, s.spent[keep], h[keep]
    prev = np.full(len(keep), -1)
    history: list[tuple[np.ndarray, np.ndarray]] = []
    found: list[tuple[int, int, list[Move]]] = []
    while len(wings):
        done = np.flatnonzero(hh == 0)
        done = done[(wings[done] == b.goal_wings)]
        for r, path in zip(done.tolist(), g3.walk_back_all(history, done, MOVES)):
            found.append((int(s.owner[root[r]]), int(s.choice[root[r]]), path))
        if len(found) >= most:
            return found[:most]
        kids = []
        p = np.maximum(prev, 0)
        for j in range(len(MOVES)):
            allowed = (prev < 0) | (m_axis[p] != m_axis[j]) | (m_order[p] < m_order[j])
            rows = np.flatnonzero(allowed)
            nw = b.wing_ops.apply(wings[rows], j)
            no = b.moves.orient[j][orient[rows]]
            nx, nt = b.moves.x[j][x[rows]], b.moves.t[j][t[rows]]
            nh = b.bound(nw, no, nx, nt)
            ok = g[rows] + 1 + nh <= bound
            kids.append((rows[ok], np.full(int(ok.sum()), j), nw[ok], no[ok], nx[ok], nt[ok], nh[ok]))
        parent, move, wings, orient, x, t, hh = (np.concatenate(k) for k in zip(*kids))
        key = np.stack([wings << 16 | x << 8 | t, orient << 40 | root[parent]], axis=1)
        first = first_of_each(key)
        order = first[np.argsort(hh[first].astype(np.uint8), kind='stable')][:layer_cap]
        parent, move, wings, orient, x, t, hh = (v[order] for v in (parent, move, wings, orient, x, t, hh))
        g, root, prev = g[parent] + 1, root[parent], move
        history.append((parent, move))
    return found


def is_ready(colors: np.ndarray, axis: int, choice: int) -> bool:
    """Whether a colour array is where `separations` leaves it for `choice`."""
    colors = np.atleast_2d(colors)
    bits = choice_bits()[choice]
    low_of, high_of = wing_homes(colors, axis)
    low = g3.split(axis).is_low
    chosen, other = np.where(bits == 1, high_of, low_of), np.where(bits == 1, low_of, high_of)
    wings_ok = bool(low[chosen].all() and not low[other].any())
    orient_ok = bool((midge_orientation(colors, axis) == bits[midge_edges(colors)]).all())
    rank = pattern_rank()
    pattern = rank[plus_bits(colors, 'x', axis)] * 70 + rank[plus_bits(colors, 't', axis)]
    return wings_ok and orient_ok and bool(np.isin(pattern, g3_centres(axis)).all())
