"""4x4 centres in three table-driven phases: a colour pair to an axis, a second pair (wings even), every face.

(Just over 400 lines: the three phases share one mask ranking and move set.)

The 24 centre pieces of a 4x4 carry no orientation, so a phase's state is
which positions hold some set of colours: a bit mask of the 24 positions,
ranked among the masks with as many bits (C(24, 8) = 735,471 at most).

  phase 1  the pieces of one colour pair onto the two faces of one axis
           (any pair, any axis; outer and wide turns, 36 moves)
  phase 2  the pieces of a second pair onto another axis, with the wing
           permutation left even (a wide quarter turn is odd on the wings,
           an outer turn even), keeping the first pair on its axis: outer
           turns, wide turns of that axis, wide half turns of the others
  phase 3  every piece to its face (the six colours as one of the four
           orientations that keep the pairs on their axes): outer turns and
           wide half turns, which keep every pair on its axis

Each phase's table holds the exact distance of every state to its goal
(breadth-first from the goals, built with numpy once and kept in the table
cache), so a phase's shortest solutions are walks down the table. Many
shortest (and one move longer) first-phase solutions are tried with the
second phase's distance, the best of them with the third's, and the
shortest wholes are returned. The parity stage has made the wing orbit even
before this stage runs on other sizes; on the 4x4 phase 2 starts from the
wing parity the colours show (wing_parity) and ends it even, which often
costs nothing where the parity stage spends a wide quarter turn, so no edge
ends up flipped.
"""
from __future__ import annotations

import heapq
from functools import lru_cache
from math import comb
from typing import Callable

import numpy as np

from model import Alg, Cube, Move
from model.faces import FACE_AXIS, FACE_INDEX, FACE_ORDER, FACES, OPPOSITE
from model.parity import permutation_parity
from model.rotations import FACE_SEEN
from model.stickers import seq_gather

from ...cache import TableSet
from ..obtm import obtm
from ..pieces import centre_mask, wing_facelets
from .four_starts import one_per_wing_state

TABLES_NAME = 'centres4'
TABLES_VERSION = 1
N_POS = 24                          # centre positions, 4 a face in face order U R F D L B
UNSEEN = 255
#: Phase-1 solutions tried per colour pair (shortest and one move longer),
#: those of them carried into phase 2, and phase-2 solutions tried for each:
#: more is shorter, slower.
PHASE1_SOLUTIONS = 300
PHASE2_STARTS = 100
PHASE2_SOLUTIONS = 40
#: Whole solutions handed back, shortest first: the 4x4 edge beam starts
#: from all of them (reduction.TRIES), and more starts let it find cheaper
#: pairings: 36 for 12 gave centres + edges 35.9 for 36.4 OBTM (30 states).
SOLUTIONS = 36
#: The shortest centre solutions those SOLUTIONS are drawn from, one per wing
#: state (four_starts.py): many of the shortest leave the same wings. Centres
#: + edges on 20 states: 36.7 taking the 36 shortest; from a pool of 36
#: 36.55, 120 36.25, 240 35.8, 480 35.7, 1000 35.8 (CPU 2.4 -> 2.8 s a solve).
POOL = 480

AMOUNTS = (1, -1, 2)
#: Outer turns then wide (two-layer) turns of every face.
PHASE1_MOVES = [Move(f, 1, w, a) for w in (1, 2) for f in FACE_ORDER for a in AMOUNTS]
PHASE3_MOVES = ([Move(f, 1, 1, a) for f in FACE_ORDER for a in AMOUNTS]
                + [Move(f, 1, 2, 2) for f in FACE_ORDER])


def phase2_moves(axis: int) -> list[Move]:
    """Moves that keep the pieces on `axis`'s faces there: outer turns, wide
    turns of that axis, wide half turns of the others."""
    return ([Move(f, 1, 1, a) for f in FACE_ORDER for a in AMOUNTS]
            + [Move(f, 1, 2, a) for f in FACE_ORDER if FACE_AXIS[f] == axis for a in AMOUNTS]
            + [Move(f, 1, 2, 2) for f in FACE_ORDER if FACE_AXIS[f] != axis])


def axis_mask(axis: int) -> int:
    """The positions on the two faces of `axis`."""
    return sum(0xF << 4 * FACE_INDEX[f] for f in FACE_ORDER if FACE_AXIS[f] == axis)


PLUS_MASK = sum(0xF << 4 * FACE_INDEX[f] for f, (_, plus) in FACES.items() if plus)


@lru_cache(maxsize=1)
def positions() -> np.ndarray:
    """Facelet index of each centre position of the 4x4."""
    return np.nonzero(centre_mask(4))[0]


@lru_cache(maxsize=64)
def position_perm(move: Move) -> np.ndarray:
    """p with colours_after[i] = colours_before[p[i]] over the 24 positions."""
    idx = positions()
    local = np.full(96, -1, dtype=np.int64)
    local[idx] = np.arange(N_POS)
    p = local[seq_gather(4, [move])[idx]]
    assert (p >= 0).all()
    return p


@lru_cache(maxsize=1)
def _wing_ids() -> tuple[np.ndarray, list[int], dict[tuple[int, int, int], int]]:
    """The 24 wing slots' facelet pairs, each slot's hand (0 or 1), and
    which wing shows colours (a, b) in a slot of hand h. A wing sits in any
    slot one way only: the way round of its solved slot where the hands
    agree, swapped where they differ. The hands are read off single turns
    of the solved cube (every slot is reached from slot 0)."""
    slots = wing_facelets(4)[:, 1:3].reshape(24, 2)
    solved = Cube(4).facelet_colors()
    g = Cube(4).geometry
    slot_of = {int(g.facelet_slot[a]): i for i, (a, _) in enumerate(slots.tolist())}
    seen = []
    for move in [Move(f, lo, hi, 1) for f in FACE_ORDER for lo, hi in ((1, 1), (2, 2))]:
        cube = Cube(4).apply([move])
        colors = cube.facelet_colors()
        for i, (a, b) in enumerate(slots.tolist()):
            p = slot_of[int(cube.perm[g.facelet_slot[a]])]
            seen.append((i, p, (int(colors[a]), int(colors[b])) != (int(solved[slots[p, 0]]), int(solved[slots[p, 1]]))))
    hand = {0: 0}
    while len(hand) < 24:
        for i, p, swapped in seen:
            if p in hand and i not in hand:
                hand[i] = hand[p] ^ swapped
    ids = {}
    for p, (a, b) in enumerate(slots.tolist()):
        x, y = int(solved[a]), int(solved[b])
        ids[(hand[p], x, y)] = p
        ids[(1 - hand[p], y, x)] = p
    return slots, [hand[i] for i in range(24)], ids


def wing_parity(colors: np.ndarray) -> int:
    """1 when a 4x4 colour array's 24 wings are an odd permutation of their
    slots (an OLL parity to come), else 0: each wing is told by its colours
    and which way round they show."""
    slots, hand, ids = _wing_ids()
    perm = [ids[(hand[i], int(colors[a]), int(colors[b]))] for i, (a, b) in enumerate(slots.tolist())]
    return permutation_parity(perm)


def flips_wings(move: Move) -> bool:
    """A wide quarter turn is an odd permutation of the 4x4's wings."""
    return move.end == 2 and move.amount % 2 == 1


class MaskOps:
    """Bit masks of positions moved by a list of moves, and ranked, three bytes at a time
    (`perm`: a move's permutation of the 24 positions; the 4x4's centres by default)."""

    def __init__(self, moves: list[Move], perm: Callable[[Move], np.ndarray] | None = None):
        self.moves = moves
        self.flips = np.array([flips_wings(m) for m in moves], dtype=np.int64)
        tables = np.zeros((len(moves), 3, 256), dtype=np.int64)
        values = np.arange(256)
        for j, move in enumerate(moves):
            for i, src in enumerate((perm or position_perm)(move).tolist()):
                b, q = divmod(src, 8)
                tables[j, b] |= ((values >> q) & 1) << i
        self.tables = tables
        self.pop = np.array([bin(v).count('1') for v in range(256)], dtype=np.int64)
        self.rank_bytes = _rank_bytes()
        # Python lists for the searches' scalar steps
        self.t = [[row.tolist() for row in t] for t in tables]
        self.r = [[row.tolist() for row in rb] for rb in self.rank_bytes]
        self.p = self.pop.tolist()

    def apply(self, masks: np.ndarray, j: int) -> np.ndarray:
        t = self.tables[j]
        return t[0][masks & 255] | t[1][(masks >> 8) & 255] | t[2][masks >> 16]

    def rank(self, masks: np.ndarray) -> np.ndarray:
        b0, b1, b2 = masks & 255, (masks >> 8) & 255, masks >> 16
        c0 = self.pop[b0]
        return self.rank_bytes[0, 0][b0] + self.rank_bytes[1][c0, b1] + self.rank_bytes[2][c0 + self.pop[b1], b2]

    def apply1(self, mask: int, j: int) -> int:
        t = self.t[j]
        return t[0][mask & 255] | t[1][(mask >> 8) & 255] | t[2][mask >> 16]

    def rank1(self, mask: int) -> int:
        b0, b1 = mask & 255, (mask >> 8) & 255
        c0 = self.p[b0]
        return self.r[0][0][b0] + self.r[1][c0][b1] + self.r[2][c0 + self.p[b1]][mask >> 16]


@lru_cache(maxsize=1)
def _rank_bytes() -> np.ndarray:
    """rank_bytes[b, c, v]: what byte b of a mask adds to its rank (the
    combinatorial number system: sum of C(position, bits up to it)) when c
    bits are set below it."""
    out = np.zeros((3, N_POS + 1, 256), dtype=np.int64)
    for b in range(3):
        for c in range(N_POS + 1):
            for v in range(256):
                total, j = 0, c
                for q in range(8):
                    if v >> q & 1:
                        j += 1
                        total += comb(8 * b + q, j)
                out[b, c, v] = total
    return out


def _bfs(ops: MaskOps, goals: list[int], bits: int, parity: bool) -> np.ndarray:
    """Distance to the nearest goal (parity 0) of every mask with `bits`
    bits (times two parities when `parity`), UNSEEN where unreachable."""
    width = 2 if parity else 1
    dist = np.full(comb(N_POS, bits) * width, UNSEEN, dtype=np.uint8)
    masks = np.array(goals, dtype=np.int64)
    pars = np.zeros(len(masks), dtype=np.int64)
    dist[ops.rank(masks) * width] = 0
    depth = 0
    while len(masks):
        found_m, found_p = [], []
        for j in range(len(ops.moves)):
            nm = ops.apply(masks, j)
            npar = pars ^ ops.flips[j] if parity else pars
            idx = ops.rank(nm) * width + npar
            new = dist[idx] == UNSEEN
            dist[idx[new]] = depth + 1
            found_m.append(nm[new])
            found_p.append(npar[new])
        masks, pars = np.concatenate(found_m), np.concatenate(found_p)
        _, first = np.unique(ops.rank(masks) * width + pars, return_index=True)
        masks, pars = masks[first], pars[first]
        depth += 1
    return dist


def build(progress: Callable[[float], None] | None = None) -> dict[str, np.ndarray]:
    """The three phases' distance tables (phase 2: one per axis of the first pair)."""
    report = progress or (lambda _: None)
    out = {'phase1': _bfs(MaskOps(PHASE1_MOVES), [axis_mask(a) for a in range(3)], 8, False)}
    report(0.4)
    for a in range(3):
        others = [axis_mask(b) for b in range(3) if b != a]
        out[f'phase2_{a}'] = _bfs(MaskOps(phase2_moves(a)), others, 8, True)
        report(0.4 + 0.15 * (a + 1))
    out['phase3'] = _bfs(MaskOps(PHASE3_MOVES), [PLUS_MASK], 12, False)
    report(1.0)
    return out


class Tables:
    def __init__(self, arrays: dict[str, np.ndarray]):
        # bytes: indexed as fast as a list, built without a Python int per entry
        self.phase1 = arrays['phase1'].tobytes()
        self.phase2 = [arrays[f'phase2_{a}'].tobytes() for a in range(3)]
        self.phase3 = arrays['phase3'].tobytes()
        self.ops1 = MaskOps(PHASE1_MOVES)
        self.ops2 = [MaskOps(phase2_moves(a)) for a in range(3)]
        self.ops3 = MaskOps(PHASE3_MOVES)


#: The tables, built (a few seconds) and cached on first use.
tables = TableSet(TABLES_NAME, TABLES_VERSION, build, Tables)


# -- search ---------------------------------------------------------------------------

def _paths(ops: MaskOps, dist: bytes, mask: int, par: int, length: int, parity: bool,
           limit: int) -> list[list[int]]:
    """Up to `limit` move-index paths of exactly `length` moves from (mask,
    par) to a goal, walking the exact table. Turns of one axis in a row go
    in one fixed order (they commute), and never repeat a layer block."""
    width = 2 if parity else 1
    moves = ops.moves
    axis = [FACE_AXIS[m.face] for m in moves]
    order = [(FACE_INDEX[m.face], m.end) for m in moves]
    out: list[list[int]] = []
    path: list[int] = []

    def walk(mask: int, par: int, left: int, prev: int) -> None:
        if len(out) >= limit:
            return
        if left == 0:
            if dist[ops.rank1(mask) * width + par] == 0:
                out.append(list(path))
            return
        for j in range(len(moves)):
            if prev >= 0 and axis[j] == axis[prev] and order[j] <= order[prev]:
                continue
            nm = ops.apply1(mask, j)
            npar = par ^ int(ops.flips[j]) if parity else 0
            if dist[ops.rank1(nm) * width + npar] > left - 1:
                continue
            path.append(j)
            walk(nm, npar, left - 1, j)
            path.pop()

    walk(mask, par, length, -1)
    return out


def _colour_mask(colours: list[int], wanted) -> int:
    return sum(1 << i for i, c in enumerate(colours) if c in wanted)


def _play(colours: list[int], moves: list[Move]) -> list[int]:
    for move in moves:
        p = position_perm(move)
        colours = [colours[i] for i in p.tolist()]
    return colours


def _pair(colour: int) -> frozenset:
    return frozenset((colour, FACE_INDEX[OPPOSITE[FACE_ORDER[colour]]]))


@lru_cache(maxsize=1)
def _orientations() -> list[tuple[tuple[frozenset, ...], frozenset]]:
    """Per orientation of the six colours: the colour pair on each axis and
    the colours on the plus faces."""
    out = []
    for seen in FACE_SEEN:
        on_axis = tuple(_pair(int(seen[FACE_INDEX[f]])) for f in 'URF')
        plus = frozenset(int(seen[FACE_INDEX[f]]) for f, (_, is_plus) in FACES.items() if is_plus)
        out.append((on_axis, plus))
    return out


def _phase3(t: Tables, colours: list[int]) -> tuple[int, int] | None:
    """(distance, plus-colour mask) of the nearest of the orientations that
    keep every colour pair on the axis it is on."""
    pair_on = tuple(_pair(colours[4 * FACE_INDEX[f]]) for f in 'URF')
    best = None
    for on_axis, plus in _orientations():
        if on_axis != pair_on:
            continue
        mask = _colour_mask(colours, plus)
        d = t.phase3[t.ops3.rank1(mask)]
        if best is None or d < best[0]:
            best = (d, mask)
    return best


def centre_solution(colors: np.ndarray, seed: int = 0) -> list[Move]:
    """The seed-th shortest of centre_solutions (the last one past the end):
    the reduction asks for one seed after another with the same colours."""
    key = colors.tobytes()
    if key not in _recent:
        _recent.clear()
        _recent[key] = one_per_wing_state(colors, centre_solutions(colors, POOL), SOLUTIONS)
    found = _recent[key]
    return list(found[min(seed, len(found) - 1)])


_recent: dict[bytes, list[list[Move]]] = {}


def centre_solutions(colors: np.ndarray, count: int = SOLUTIONS) -> list[list[Move]]:
    """Up to `count` centre solutions of a 4x4 colour array, shortest first
    in OBTM after merging turns of the same layers; each leaves the wings an
    even permutation, whichever they start in."""
    t = tables()
    start_par = wing_parity(colors)
    colours = [int(c) for c in colors[positions()]]
    pairs = sorted({_pair(c) for c in range(6)}, key=min)
    # phase 1: every pair, shortest and one longer, ranked by phase 2's distance
    starts = []
    for pair in pairs:
        mask = _colour_mask(colours, pair)
        d = t.phase1[t.ops1.rank1(mask)]
        for length in (d, d + 1):
            for path in _paths(t.ops1, t.phase1, mask, 0, length, False, PHASE1_SOLUTIONS):
                moves1 = [PHASE1_MOVES[j] for j in path]
                after = _play(colours, moves1)
                axis = next(a for a in range(3) if _colour_mask(after, pair) == axis_mask(a))
                q = next(p for p in pairs if p != pair)
                par = (start_par + sum(flips_wings(m) for m in moves1)) % 2
                qmask = _colour_mask(after, q)
                d2 = t.phase2[axis][t.ops2[axis].rank1(qmask) * 2 + par]
                starts.append((length + d2, len(starts), moves1, after, axis, qmask, par, d2))
    starts.sort(key=lambda s: s[:2])
    wholes: dict[tuple, int] = {}
    kept: list[int] = []                                  # the `count` shortest so far, negated (a heap)
    for _, _, moves1, after, axis, qmask, par, d2 in starts[:PHASE2_STARTS]:
        ops = t.ops2[axis]
        for path in _paths(ops, t.phase2[axis], qmask, par, d2, True, PHASE2_SOLUTIONS):
            moves2 = [ops.moves[j] for j in path]
            end = _play(after, moves2)
            d3, pmask = _phase3(t, end)
            # every move counts 1, and only the joins merge: the first exactly,
            # the second (phase 3's moves are not known yet) rarely saves more than 2
            if len(kept) == count and _joined_length(moves1, moves2) + d3 - 2 > -kept[0]:
                continue
            moves3 = [PHASE3_MOVES[j] for j in _paths(t.ops3, t.phase3, pmask, 0, d3, False, 1)[0]]
            whole = tuple(Alg(moves1 + moves2 + moves3).simplify(commute=False))
            if whole not in wholes:
                wholes[whole] = obtm(whole)
                if len(kept) < count:
                    heapq.heappush(kept, -wholes[whole])
                elif wholes[whole] < -kept[0]:
                    heapq.heapreplace(kept, -wholes[whole])
    cut = -kept[0] if kept else 0
    return [list(w) for w in sorted((w for w in wholes if wholes[w] <= cut),
                                    key=lambda w: (wholes[w], str(w)))[:count]]


def _joined_length(a: list[Move], b: list[Move]) -> int:
    """len(a) + len(b) less what merging the same layers where they meet
    saves (what Alg.simplify(commute=False) does there: a phase's own
    moves never merge)."""
    out = list(a[-4:])
    for m in b:
        top = out[-1] if out else None
        if top is not None and (top.face, top.start, top.end) == (m.face, m.start, m.end):
            total = (top.amount + m.amount) % 4
            out.pop()
            if total:
                out.append(m.with_amount(total if total != 3 else -1))
            continue
        out.append(m)
    return len(a) - min(len(a), 4) + len(out)
