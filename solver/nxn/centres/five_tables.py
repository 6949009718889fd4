"""5x5 centres in three table-driven phases, as the 4x4's (four/phases.py), over two orbits at once.

The 5x5's 48 moving centre pieces are two orbits of 24: the x-centres (the
corners of each face's 3x3 block of centres) and the t-centres (its edges);
the six fixed centres say which colour goes to which face. Played with outer
and two-layer wide turns only, the fixed centres never move, and each orbit
is a 4x4-like centre problem whose state is a bit mask of 24 positions:

  phase 1  one colour pair onto its own axis (outer and wide turns, 36 moves)
  phase 2  a second pair onto its axis, keeping the first (outer turns, wide
           turns of the first pair's axis, wide half turns of the others),
           ending with the wing orbit even (on the 5x5 route from the parity
           its colours show, five_parity.py, so no parity turn goes first;
           a wide quarter turn is odd on it)
  phase 3  every piece to its face (outer turns and wide half turns)

Phases 1 and 2 have an exact distance table per orbit and goal (breadth-
first with numpy). The larger of a state's two distances never
overestimates, but it is often three moves short of the truth, and an
IDA* under it in Python took a minute for phase 1; so these phases are
numpy beam searches ranked by moves so far plus that distance, each
started from all the previous phase's best ends at once. Phase 3 is split
so that each part has an exact table of both orbits together (see below)
and is a walk down it. 42 MB in the table cache, built in about a minute
(`main.py tables --build`, or the first 5x5 solve); a solve's centres take
about 35 OBTM in about 1.5 s, where the commutator route took about 71.
"""
from __future__ import annotations

import heapq
from typing import Callable

import numpy as np

from model import Alg, Move
from model.faces import FACE_AXIS, FACE_INDEX, FACE_ORDER, FACES

from ...cache import TableSet
from ..obtm import obtm
from .five_orbits import (FIRST_AXIS, REST_AXES, axis_faces, axis_maps, bfs_product, orbit_ops, orbit_perm,
                          orbit_positions, pair_steps, phase3_rest_moves, product_state, sub, sub_codes, walk)
from .five_parity import five_wing_parity
from ..four.masks import UNSEEN, bfs, flips_wings
from ..four.phases import PHASE1_MOVES, PHASE3_MOVES, axis_mask, phase2_moves
from .orbit_beam import Phase

TABLES_NAME = 'centres5'
TABLES_VERSION = 1
N = 5
#: Each phase's beam width, and how many of its ends (fewest moves in all
#: first) go on to the next phase: more is shorter, slower.
BEAM = 2000
WIDEST = 4 * BEAM
PHASE1_SOLUTIONS = 40
PHASE2_SOLUTIONS = 120
PHASE3_STARTS = 150
PHASE3_FIRSTS = 20
PHASE3_SOLUTIONS = 60
#: Shortest finishes walked for each of those: solutions as short that leave
#: the wings elsewhere, more starts for the reduction's edge beam.
PHASE3_FINISHES = 4
#: Whole solutions handed back, shortest first (the 5x5 route's edge beam
#: starts from all of them): more starts are shorter, slower.
SOLUTIONS = 100
#: The share of the build's time that phases 1 and 2 take (see `build`).
PHASES_12_SHARE = 0.27


def build(progress: Callable[[float], None] | None = None) -> dict[str, np.ndarray]:
    """Per orbit: phase 1 per axis, phase 2 per (first axis, second axis) (the
    x-centres' with the wing parity), phase 3. The fraction told follows the build
    time: phases 1 and 2 of both orbits take PHASES_12_SHARE of it (7.3 s of
    26.6 s, measured on this project's 2-core test machine, load average about 7,
    2026-11-28), phase 3's product table the rest, told as its search goes."""
    report = progress or (lambda _: None)
    out: dict[str, np.ndarray] = {}
    step, steps = 0, 2 * (3 + 6)
    for o in 'xt':
        ops1 = orbit_ops(PHASE1_MOVES, o)
        for a in range(3):
            out[f'p1_{o}{a}'] = bfs(ops1, [axis_mask(a)], 8, False)
            step += 1
            report(PHASES_12_SHARE * step / steps)
        for a in range(3):
            ops2 = orbit_ops(phase2_moves(a), o)
            for b in range(3):
                if b != a:
                    out[f'p2_{o}{a}{b}'] = bfs(ops2, [axis_mask(b)], 8, o == 'x')
                    step += 1
                    report(PHASES_12_SHARE * step / steps)
    out['p3_first'] = bfs_product(axis_maps(tuple(PHASE3_MOVES), (FIRST_AXIS,)), 2)
    out['p3_rest'] = bfs_product(axis_maps(tuple(phase3_rest_moves()), REST_AXES), 4,
                                 lambda f: report(PHASES_12_SHARE + (1 - PHASES_12_SHARE) * f))
    report(1.0)
    return out


class Tables:
    def __init__(self, arrays: dict[str, np.ndarray]):
        # plain arrays (views of the cached ones): a memmap's reads are slower
        self.p1 = {(o, a): np.asarray(arrays[f'p1_{o}{a}']) for o in 'xt' for a in range(3)}
        self.p2 = {(o, a, b): np.asarray(arrays[f'p2_{o}{a}{b}'])
                   for o in 'xt' for a in range(3) for b in range(3) if a != b}
        self.p3_first = arrays['p3_first'].tobytes()
        self.p3_rest = arrays['p3_rest'].tobytes()
        self.maps_first = axis_maps(tuple(PHASE3_MOVES), (FIRST_AXIS,)).tolist()
        self.maps_rest = axis_maps(tuple(phase3_rest_moves()), REST_AXES).tolist()
        self.first = np.frombuffer(self.p3_first, dtype=np.uint8)
        self.steps_first = pair_steps(self.maps_first, 2)
        self.steps_rest = pair_steps(self.maps_rest, 4)
        self.ops3 = {o: orbit_ops(PHASE3_MOVES, o) for o in 'xt'}
        self.ops1 = {o: orbit_ops(PHASE1_MOVES, o) for o in 'xt'}
        self.ops2 = {(o, a): orbit_ops(phase2_moves(a), o) for o in 'xt' for a in range(3)}


#: The tables, built (about a minute) and cached on first use.
tables = TableSet(TABLES_NAME, TABLES_VERSION, build, Tables)


#: Seconds a deadline (the centres' share of it) must leave for the phases
#: (about 1.5 s warm) to be used.
SECONDS = 1.5


def usable(deadline) -> bool:
    """Whether to take this route under `deadline` (a solver.deadline.Deadline):
    always without one; with one, only with SECONDS left and the tables
    loaded or on disk (building them takes about a minute)."""
    left = deadline.remaining()
    if left is None:
        return True
    return left >= SECONDS and tables.ready


def _second_pair(t: Tables, a: int) -> Callable:
    """Phase 1's tie-break: the second phase's distance, the nearer of the two
    other pairs (their masks ride along as masks 1 and 2)."""
    def nearer(X: np.ndarray, T: np.ndarray, px: np.ndarray) -> np.ndarray:
        best = None
        for k, b in enumerate(b for b in range(3) if b != a):
            ops_x, ops_t = t.ops2['x', a], t.ops2['t', a]
            d = np.maximum(t.p2['x', a, b][ops_x.rank(X[:, k + 1]) * 2 + px], t.p2['t', a, b][ops_t.rank(T[:, k + 1])])
            best = d if best is None else np.minimum(best, d)
        return best.astype(np.int64)
    return nearer


def _faces_distance(t: Tables) -> Callable:
    """Phase 2's tie-break: the distance of phase 3's first part, read off
    the plus colours' mask that rides along as mask 1 (right only at the goal)."""
    _, index = sub_codes()
    plus, minus = axis_faces(FIRST_AXIS)

    def sub(M: np.ndarray) -> np.ndarray:
        return index[((M >> 4 * plus) & 0xF) | (((M >> 4 * minus) & 0xF) << 4)]

    def faces(X: np.ndarray, T: np.ndarray, px: np.ndarray) -> np.ndarray:
        x, y = sub(X[:, 1]), sub(T[:, 1])
        return np.where((x >= 0) & (y >= 0), t.first[x * 70 + y], UNSEEN).astype(np.int64)
    return faces


def _mask(colours: list[int], wanted) -> int:
    return sum(1 << i for i, c in enumerate(colours) if c in wanted)


def _play(colours: list[int], moves: list[Move], orbit: str) -> list[int]:
    for move in moves:
        colours = [colours[i] for i in orbit_perm(orbit, move).tolist()]
    return colours


def centre_solution(colors: np.ndarray, seed: int = 0) -> list[Move] | None:
    """The seed-th shortest of centre_solutions (the last one past the end;
    None if there is none), each ending the wing orbit even from the parity
    the colours show: the reduction asks for one seed after another with the
    same colours."""
    key = colors.tobytes()
    if key not in _recent:
        _recent.clear()
        _recent[key] = centre_solutions(colors, wing_parity=five_wing_parity(colors))
    found = _recent[key]
    return list(found[min(seed, len(found) - 1)]) if found else None


_recent: dict[bytes, list[list[Move]]] = {}


def plus_colours(colors: np.ndarray) -> frozenset:
    """The colours of the plus faces' fixed centres."""
    return frozenset(int(colors[FACE_INDEX[f] * N * N + N * N // 2]) for f, (_, is_plus) in FACES.items() if is_plus)


def phase2_ends(colors: np.ndarray, width: int = BEAM, wing_parity: int = 0) -> list[tuple[list[Move], list, list]]:
    """Phases 1 and 2 of centre_solutions: (moves, x colours, t colours)
    after them, each pair of colours on its axis and the wing orbit even."""
    t = tables()
    fixed = [int(colors[f * N * N + N * N // 2]) for f in range(6)]
    pair = [frozenset(fixed[FACE_INDEX[f]] for f in FACE_ORDER if FACE_AXIS[f] == a) for a in range(3)]
    plus = plus_colours(colors)
    cx = [int(c) for c in colors[orbit_positions('x')]]
    ct = [int(c) for c in colors[orbit_positions('t')]]

    # phase 1: each axis's own pair onto it; the other pairs' masks ride
    # along, and ties go to the ends nearer the second phase's goal
    def masks(colours: list[int], a: int) -> list[int]:
        return [_mask(colours, pair[a])] + [_mask(colours, pair[b]) for b in range(3) if b != a]

    ones = []                                       # (axis, moves, x colours, t colours)
    wide = width
    while not ones and wide <= WIDEST:              # all lost: this phase alone again, wider
        for a in range(3):
            phase = Phase(t.ops1['x'], t.ops1['t'], t.p1['x', a], t.p1['t', a], False)
            for _, path, _ in phase.beam([(masks(cx, a), masks(ct, a), 0, 0)], wide, PHASE1_SOLUTIONS,
                                         _second_pair(t, a)):
                moves1 = [PHASE1_MOVES[j] for j in path]
                ones.append((a, moves1, _play(cx, moves1, 'x'), _play(ct, moves1, 't')))
        wide *= 2
    # phase 2: a second pair onto its axis, from every phase-1 end at once
    # (per pair of axes); ties go to the ends nearer the faces
    twos = []                                       # (moves, x colours, t colours)
    wide = width
    while not twos and wide <= WIDEST:              # all lost: this phase alone again, wider
        for a in range(3):
            for b in range(3):
                starts = [one for one in ones if one[0] == a]
                if b == a or not starts:
                    continue
                phase = Phase(t.ops2['x', a], t.ops2['t', a], t.p2['x', a, b], t.p2['t', a, b], True)
                roots = [([_mask(ax, pair[b]), _mask(ax, plus)], [_mask(at, pair[b]), _mask(at, plus)],
                          (wing_parity + sum(flips_wings(m) for m in m1)) % 2, len(m1))
                         for _, m1, ax, at in starts]
                for root, path, _ in phase.beam(roots, wide, PHASE2_SOLUTIONS, _faces_distance(t)):
                    _, m1, ax, at = starts[root]
                    moves2 = [phase.opx.moves[j] for j in path]
                    twos.append((m1 + moves2, _play(ax, moves2, 'x'), _play(at, moves2, 't')))
        wide *= 2
    return twos


def first_axis_ends(colors: np.ndarray, width: int = BEAM, wing_parity: int = 0) -> list[tuple]:
    """Phase 3's first part (the U-D axis) after the best phase-2 ends:
    (moves in all + the rest's exact distance, rank, moves, rest state),
    best first; the rest state indexes the p3_rest table."""
    t = tables()
    plus = plus_colours(colors)
    ranked = []
    for m12, ex, et in sorted(phase2_ends(colors, width, wing_parity), key=lambda e: len(e[0]))[:PHASE3_STARTS]:
        mx, mt = _mask(ex, plus), _mask(et, plus)
        first = product_state([sub(mx, FIRST_AXIS), sub(mt, FIRST_AXIS)])
        for path in walk(t.p3_first, t.steps_first, first, 2, PHASE3_FIRSTS, 1):
            ax, at = mx, mt
            for j in path:
                ax, at = t.ops3['x'].apply1(ax, j), t.ops3['t'].apply1(at, j)
            rest = product_state([sub(ax, a) for a in REST_AXES] + [sub(at, a) for a in REST_AXES])
            moves = m12 + [PHASE3_MOVES[j] for j in path]
            ranked.append((len(moves) + t.p3_rest[rest], len(ranked), moves, rest))
    ranked.sort(key=lambda r: r[:2])
    return ranked


def centre_solutions(colors: np.ndarray, count: int = SOLUTIONS, width: int = BEAM,
                     wing_parity: int = 0) -> list[list[Move]]:
    """Up to `count` centre solutions of a 5x5 colour array, shortest first in
    OBTM after merging turns of the same layers; each keeps the fixed centres
    and ends the wing orbit even from `wing_parity` (1: odd, 0: even, kept).
    A beam can lose its way (rarely: every kept state on a plateau of its
    distances): then the search runs again with beams twice as wide, and
    past WIDEST it gives [] (the caller takes the commutator route). A first
    or second phase that finds nothing on every axis reruns alone, wider,
    before that (the other phases keep `width`)."""
    t = tables()
    ranked = first_axis_ends(colors, width, wing_parity)
    wholes: dict[tuple, int] = {}
    rest_moves = phase3_rest_moves()
    for _, _, moves, rest in ranked[:PHASE3_SOLUTIONS]:
        for path in walk(t.p3_rest, t.steps_rest, rest, 4, PHASE3_FINISHES):
            whole = tuple(Alg(moves + [rest_moves[j] for j in path]).simplify(commute=False))
            wholes.setdefault(whole, obtm(whole))
    if not wholes:
        return centre_solutions(colors, count, width * 2, wing_parity) if width * 2 <= WIDEST else []
    return [list(w) for w in heapq.nsmallest(count, wholes, key=lambda w: (wholes[w], str(w)))]



def rest_state(colors: np.ndarray) -> int:
    """The p3_rest state of a colour array whose pieces are on their axes
    and whose U-D axis is solved."""
    plus = plus_colours(colors)
    mx = _mask([int(c) for c in colors[orbit_positions('x')]], plus)
    mt = _mask([int(c) for c in colors[orbit_positions('t')]], plus)
    return product_state([sub(mx, a) for a in REST_AXES] + [sub(mt, a) for a in REST_AXES])


def rest_finish(colors: np.ndarray) -> list[Move]:
    """A shortest finish of phase 3's second part (rest_state's)."""
    t = tables()
    rest_moves = phase3_rest_moves()
    return [rest_moves[j] for j in walk(t.p3_rest, t.steps_rest, rest_state(colors), 4, 1)[0]]
