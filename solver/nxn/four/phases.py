"""4x4 centres in three table-driven phases: a colour pair to an axis, a second pair (wings even), every face.

The 24 centre pieces of a 4x4 carry no orientation, so a phase's state is
which positions hold some set of colours (masks.py):

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
wing parity the colours show (wings.wing_parity) and ends it even, which often
costs nothing where the parity stage spends a wide quarter turn, so no edge
ends up flipped.
"""
from __future__ import annotations

import heapq
from functools import lru_cache
from typing import Callable

import numpy as np

from model import Alg, Move
from model.faces import FACE_AXIS, FACE_INDEX, FACE_ORDER, FACES, OPPOSITE
from model.rotations import FACE_SEEN

from ...cache import TableSet
from ..obtm import obtm
from .masks import MaskOps, bfs, colour_mask, colour_pair, flips_wings, paths, play, positions
from .starts import one_per_wing_state
from .wings import wing_parity

TABLES_NAME = 'centres4'
TABLES_VERSION = 1
#: Phase-1 solutions tried per colour pair (shortest and one move longer),
#: those of them carried into phase 2, and phase-2 solutions tried for each:
#: more is shorter, slower.
PHASE1_SOLUTIONS = 300
PHASE2_STARTS = 100
PHASE2_SOLUTIONS = 40
#: Whole solutions handed back, shortest first (centre_solution's seeds):
#: more give an edge beam over all of them more starts, for more time.
SOLUTIONS = 36
#: The shortest centre solutions those SOLUTIONS are drawn from, one per wing
#: state (starts.py): a larger pool gives more different starts, for more time.
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


def build(progress: Callable[[float], None] | None = None) -> dict[str, np.ndarray]:
    """The three phases' distance tables (phase 2: one per axis of the first pair).

    `progress` is told the share of the build's time done: phase 1 takes 40% of it,
    phase 2's three tables 29%, phase 3 31% (0.84, 0.61 and 0.66 s of 2.1 s, measured
    on this project's 2-core test machine, load average about 7, 2026-11-28);
    within each search, its own loop tells how far it is."""
    report = progress or (lambda _: None)
    out = {'phase1': bfs(MaskOps(PHASE1_MOVES), [axis_mask(a) for a in range(3)], 8, False,
                         lambda f: report(0.4 * f))}
    for a in range(3):
        others = [axis_mask(b) for b in range(3) if b != a]
        out[f'phase2_{a}'] = bfs(MaskOps(phase2_moves(a)), others, 8, True,
                                 lambda f, a=a: report(0.4 + 0.29 * (a + f) / 3))
    out['phase3'] = bfs(MaskOps(PHASE3_MOVES), [PLUS_MASK], 12, False, lambda f: report(0.69 + 0.31 * f))
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

@lru_cache(maxsize=1)
def orientations() -> list[tuple[tuple[frozenset, ...], frozenset]]:
    """Per orientation of the six colours: the colour pair on each axis and
    the colours on the plus faces."""
    out = []
    for seen in FACE_SEEN:
        on_axis = tuple(colour_pair(int(seen[FACE_INDEX[f]])) for f in 'URF')
        plus = frozenset(int(seen[FACE_INDEX[f]]) for f, (_, is_plus) in FACES.items() if is_plus)
        out.append((on_axis, plus))
    return out


def phase3(t: Tables, colours: list[int]) -> tuple[int, int] | None:
    """(distance, plus-colour mask) of the nearest of the orientations that
    keep every colour pair on the axis it is on."""
    pair_on = tuple(colour_pair(colours[4 * FACE_INDEX[f]]) for f in 'URF')
    best = None
    for on_axis, plus in orientations():
        if on_axis != pair_on:
            continue
        mask = colour_mask(colours, plus)
        d = t.phase3[t.ops3.rank1(mask)]
        if best is None or d < best[0]:
            best = (d, mask)
    return best


def phase3_each(t: Tables, colours: np.ndarray) -> np.ndarray:
    """phase3's distance for each row of centre colours (rows of 24), at once."""
    pair_id = np.array([min(c, FACE_INDEX[OPPOSITE[FACE_ORDER[c]]]) for c in range(6)])
    cols = colours.astype(np.int64)
    on = pair_id[cols[:, [4 * FACE_INDEX[f] for f in 'URF']]]
    table = np.frombuffer(t.phase3, dtype=np.uint8)
    weights = np.int64(1) << np.arange(24, dtype=np.int64)
    best = np.full(len(cols), 1 << 30, dtype=np.int64)
    for on_axis, plus in orientations():
        want = [min(p) for p in on_axis]
        ok = (on == want).all(axis=1)
        if not ok.any():
            continue
        bits = np.zeros(8, dtype=np.int64)
        bits[list(plus)] = 1
        d = table[t.ops3.rank((bits[cols[ok]] * weights).sum(axis=1))]
        best[ok] = np.minimum(best[ok], d)
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


def phase1_starts(t: Tables, colors: np.ndarray) -> list[tuple]:
    """phase1_starts_of the colours, kept for the last colours asked (Tsai's
    route walks phase 2 from them twice: ends.py, split_ends.py); not to be changed."""
    key = colors.tobytes()
    if _starts_for[0] != key:
        _starts_for[:] = [key, phase1_starts_of(t, colors)]
    return _starts_for[1]


_starts_for: list = [None, None]


def phase1_starts_of(t: Tables, colors: np.ndarray) -> list[tuple]:
    """Phase 1's solutions for every colour pair, shortest and one move
    longer (PHASE1_SOLUTIONS each), ranked by their length plus phase 2's
    distance after them: (rank, index, phase-1 moves, colours after them,
    the pair's axis, the second pair's mask, wing parity, phase-2 distance).
    Phase 2 starts from the wing parity the colours show and ends it even."""
    start_par = wing_parity(colors)
    colours = [int(c) for c in colors[positions()]]
    pairs = sorted({colour_pair(c) for c in range(6)}, key=min)
    starts = []
    for pair in pairs:
        mask = colour_mask(colours, pair)
        d = t.phase1[t.ops1.rank1(mask)]
        for length in (d, d + 1):
            for path in paths(t.ops1, t.phase1, mask, 0, length, False, PHASE1_SOLUTIONS):
                moves1 = [PHASE1_MOVES[j] for j in path]
                after = play(colours, moves1)
                axis = next(a for a in range(3) if colour_mask(after, pair) == axis_mask(a))
                q = next(p for p in pairs if p != pair)
                par = (start_par + sum(flips_wings(m) for m in moves1)) % 2
                qmask = colour_mask(after, q)
                d2 = t.phase2[axis][t.ops2[axis].rank1(qmask) * 2 + par]
                starts.append((length + d2, len(starts), moves1, after, axis, qmask, par, d2))
    starts.sort(key=lambda s: s[:2])
    return starts


def centre_solutions(colors: np.ndarray, count: int = SOLUTIONS) -> list[list[Move]]:
    """Up to `count` centre solutions of a 4x4 colour array, shortest first
    in OBTM after merging turns of the same layers; each leaves the wings an
    even permutation, whichever they start in."""
    t = tables()
    starts = phase1_starts(t, colors)
    wholes: dict[tuple, int] = {}
    kept: list[int] = []                                  # the `count` shortest so far, negated (a heap)
    for _, _, moves1, after, axis, qmask, par, d2 in starts[:PHASE2_STARTS]:
        ops = t.ops2[axis]
        for path in paths(ops, t.phase2[axis], qmask, par, d2, True, PHASE2_SOLUTIONS):
            moves2 = [ops.moves[j] for j in path]
            end = play(after, moves2)
            d3, pmask = phase3(t, end)
            # every move counts 1, and only the joins merge: the first exactly,
            # the second (phase 3's moves are not known yet) rarely saves more than 2
            if len(kept) == count and joined_length(moves1, moves2) + d3 - 2 > -kept[0]:
                continue
            moves3 = [PHASE3_MOVES[j] for j in paths(t.ops3, t.phase3, pmask, 0, d3, False, 1)[0]]
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


def joined_length(a: list[Move], b: list[Move]) -> int:
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
