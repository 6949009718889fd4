"""6x6 and 7x7 centres: their x- and t-orbits solved as a virtual 4x4's or 5x5's with the exact tables.

A 6x6 face's 4x4 block of centres holds four orbits of 24 pieces: the inner
x-centres (the middle 2x2), the outer x-centres (the block's corners) and two
oblique orbits; a 7x7's 5x5 block holds inner and outer x- and t-centres and
two oblique orbits. Take the n-cube's rows and columns [0, w-1, n-w, n-1] (on
7x7 also the middle one, n//2): turned only by outer turns and w-layer wide
turns (wRw), those rows and columns form a 4x4 (5x5) that turns exactly as a
real one does, wRw acting as its Rw, and the pieces on them are its centres
(x- and t-centres). w = 3 gives the inner orbits, w = 2 the outer ones.

  phase A  the inner orbits with outer turns and 3-layer wides: a virtual
           4x4's centres (four/phases.py, any orientation of the colours) or 5x5's
           (five_tables.py, the fixed centres say where each colour goes)
  phase B  the outer orbits with outer turns and 2-layer wides, which act on
           the inner orbits as face turns and so keep them solved: the
           virtual 5x5 again on 7x7; on 6x6 a 4x4 whose colours must end
           where phase A put them (fixed_four: five_tables.py's per-orbit tables for
           the pairs' axes, four/phases.py's face table)
  phase C  the oblique orbits by the commutator greedy (greedy.CentreSolver),
           which scores every piece, so it keeps what A and B solved; on
           6x6 an opening beam (opening.py) goes first

A and B take about 30 OBTM on 6x6 and 72 on 7x7; phase C most of the rest
(6x6 about 118, 7x7 about 150): with the other orbits solved only small
blocks of pieces are free to move, about 3.4 OBTM a piece. Its result varies
much with the start, so several starts (A and B solutions leaving different
states) are finished, one a seed.

That is the commutator route (commutator_solution). The bars route, taken
first (centre_solution), keeps phase A and replaces B and C: rows and
columns [0, 1, n//2, n-2, n-1] turned by outer turns and 2-layer wides form
a 5x5 whose fixed centres are the inner blocks and whose t-centres are bars
of obliques (and outer t-centres on 7x7), once each bar has one colour.
bars.py pairs them (any colour, the inner blocks kept, the outer x-centres
free), then the virtual 5x5's tables (five_tables.py) finish every face; it takes
about 40 OBTM fewer than the commutator route, which runs where the 5x5's
beam finds nothing.

A virtual Rw quarter turn is an odd permutation of the wing orbits it
turns; both phases end with an even number of them (as four/phases.py and five_tables.py
do for their own wings), so the parity stage's even wings stay even; the
bar pairing ends with the wings' parity as it started (bars.py).
"""
from __future__ import annotations

import random
from functools import lru_cache

import numpy as np

from model import Alg, Cube, Move
from model.faces import FACE_AXIS, FACE_INDEX, FACE_ORDER, FACES
from model.stickers import seq_gather

from ...deadline import NONE, Deadline
from ..obtm import obtm
from ..pieces import centre_mask
from ..four import phases as four
from . import five_tables
from .bars import pair_bars
from .greedy import CentreSolver
from .opening import centres_opening
from ..four.masks import flips_wings, paths, play, positions
from ..four.phases import PHASE1_MOVES, PHASE3_MOVES

SIZES = (6, 7)
#: The bars route's phase-A solutions, each paired into bars, and its 5x5
#: beam width (five_tables.centre_solutions): more starts or a wider beam are
#: shorter, slower.
BAR_STARTS = {6: 4, 7: 2}
BARS_BEAM = {6: 800, 7: 1200}
#: Virtual cube size by real size.
VIRTUAL = {6: 4, 7: 5}
#: Phase-A solutions each carried into phase B, and phase-B solutions of
#: each carried into phase C (the greedy), by size: more is shorter, slower.
A_SOLUTIONS = {6: 6, 7: 1}
B_SOLUTIONS = {6: 6, 7: 3}
#: How many (A + B) starts, fewest moves first, the greedy finishes.
STARTS = {6: 6, 7: 3}
#: Opening beam width (opening.py) before the greedy, by seed (cycled), by
#: size: on 7x7 it finds nothing once the orbits are solved.
OPENING = {6: (50, 30)}
#: The greedy's look-ahead width (tuning.LOOKAHEAD_WIDTH is 3 on both):
#: its results vary a lot from try to try, so more, cheaper tries win.
LOOKAHEAD = {6: 2, 7: 2}
#: What a centre piece off its face after phases A and B weighs against
#: their moves when the starts are ranked (the greedy spends about 3.4 OBTM
#: a piece).
WRONG_WEIGHT = 3
#: The 5x5 beam width of five_tables.centre_solutions on 7x7 (its own is 2000):
#: narrower is faster, a little longer.
BEAM_7 = 1500
#: fixed_four's phase-1 paths tried per axis and length, phase-1 ends
#: carried into phase 2, phase-2 paths tried for each.
FIX_PHASE1 = 60
FIX_STARTS = 30
FIX_PHASE2 = 12


def layer_map(n: int, m: int, w: int) -> list[int]:
    """The n-cube's rows (or columns) that the virtual m-cube's turned by w-layer wides are."""
    middle = [n // 2] if m % 2 else []
    return [0, w - 1] + middle + [n - w, n - 1]


@lru_cache(maxsize=8)
def _centre_index(n: int, m: int, w: int) -> tuple[np.ndarray, np.ndarray]:
    """(virtual facelets, real facelets) of the virtual m-cube's centres
    (its fixed ones included on odd m)."""
    rows = layer_map(n, m, w)
    virt, real = [], []
    for f in range(6):
        for r in range(1, m - 1):
            for c in range(1, m - 1):
                virt.append(f * m * m + r * m + c)
                real.append(f * n * n + rows[r] * n + rows[c])
    return np.array(virt), np.array(real)


def virtual_colors(n: int, colors: np.ndarray, w: int, m: int | None = None) -> np.ndarray:
    """A solved virtual m-cube's colours (VIRTUAL[n] unless given) with the
    centres the n-cube shows on the rows and columns w-layer wides turn
    (layer_map)."""
    m = m or VIRTUAL[n]
    out = Cube(m).facelet_colors().copy()
    virt, real = _centre_index(n, m, w)
    out[virt] = colors[real]
    return out


def real_move(move: Move, w: int) -> Move:
    """The n-cube move that turns the virtual cube as `move` (outer or
    two-layer) does: the wide becomes a w-layer wide."""
    if move.start != 1 or move.end not in (1, 2):
        raise ValueError(f"{move} is not an outer or wide turn of the virtual cube")
    return Move(move.face, 1, 1 if move.end == 1 else w, move.amount)


def face_colours(n: int, colors: np.ndarray) -> np.ndarray:
    """Each face's colour as the innermost x-centres show it (solved by phase A)."""
    k = (n - 1) // 2 if n % 2 else n // 2 - 1
    return np.array([int(colors[f * n * n + k * n + k]) for f in range(6)], dtype=np.int64)


# -- a 4x4's centres to given faces ------------------------------------------------

@lru_cache(maxsize=1)
def _fix_tables():
    """five_tables.py's per-orbit x tables as bytes (exact for one orbit), its
    mask operations, and four/phases.py's face table."""
    t5, t4 = five_tables.tables(), four.tables()
    p1 = {a: t5.p1['x', a].tobytes() for a in range(3)}
    p2 = {(a, b): t5.p2['x', a, b].tobytes() for a in range(3) for b in range(3) if a != b}
    return p1, p2, t5.ops1['x'], {a: t5.ops2['x', a] for a in range(3)}, t4


def _mask(colours: list[int], wanted) -> int:
    return sum(1 << i for i, c in enumerate(colours) if c in wanted)


def fixed_four(colors4: np.ndarray, target: np.ndarray, count: int) -> list[list[Move]]:
    """Up to `count` 4x4 centre solutions (moves of the 4x4, shortest first
    in OBTM) that bring each face's pieces the colour target[face], with an
    even number of wide quarter turns: four/phases.py's three phases with the pairs'
    axes fixed (the goal of each is one axis, so five_tables.py's x-centre tables,
    exact for one orbit, give the distances)."""
    p1, p2, ops1, ops2, t4 = _fix_tables()
    colours = [int(c) for c in colors4[positions()]]
    pair = [frozenset(int(target[FACE_INDEX[f]]) for f in FACE_ORDER if FACE_AXIS[f] == a) for a in range(3)]
    plus = frozenset(int(target[FACE_INDEX[f]]) for f, (_, is_plus) in FACES.items() if is_plus)
    starts = []
    for a in range(3):
        mask = _mask(colours, pair[a])
        d = p1[a][ops1.rank1(mask)]
        for length in (d, d + 1):
            for path in paths(ops1, p1[a], mask, 0, length, False, FIX_PHASE1):
                moves1 = [PHASE1_MOVES[j] for j in path]
                after = play(colours, moves1)
                par = sum(flips_wings(m) for m in moves1) % 2
                for b in range(3):
                    if b != a:
                        qmask = _mask(after, pair[b])
                        d2 = p2[a, b][ops2[a].rank1(qmask) * 2 + par]
                        starts.append((length + d2, len(starts), moves1, after, a, b, qmask, par, d2))
    starts.sort(key=lambda s: s[:2])
    wholes: dict[tuple, int] = {}
    for _, _, moves1, after, a, b, qmask, par, d2 in starts[:FIX_STARTS]:
        for path in paths(ops2[a], p2[a, b], qmask, par, d2, True, FIX_PHASE2):
            moves2 = [ops2[a].moves[j] for j in path]
            pmask = _mask(play(after, moves2), plus)
            d3 = t4.phase3[t4.ops3.rank1(pmask)]
            moves3 = [PHASE3_MOVES[j] for j in paths(t4.ops3, t4.phase3, pmask, 0, d3, False, 1)[0]]
            whole = tuple(Alg(moves1 + moves2 + moves3).simplify(commute=False))
            wholes.setdefault(whole, obtm(whole))
    return [list(w) for w in sorted(wholes, key=lambda w: (wholes[w], str(w)))[:count]]


# -- the phases on the real cube --------------------------------------------------

def _merged(moves: list[Move]) -> list[Move]:
    return list(Alg(moves).simplify(commute=False))


def phase_a(n: int, colors: np.ndarray, count: int | None = None) -> list[list[Move]]:
    """Phase A's solutions (n-cube moves, shortest first; A_SOLUTIONS[n]
    unless `count` says)."""
    virtual = virtual_colors(n, colors, 3)
    count = count or A_SOLUTIONS[n]
    if n == 6:
        found = four.centre_solutions(virtual, count)
    else:
        found = five_tables.centre_solutions(virtual, count, BEAM_7)
    return [[real_move(m, 3) for m in s] for s in found]


def phase_b(n: int, colors: np.ndarray) -> list[list[Move]]:
    """Phase B's solutions (n-cube moves, shortest first) from colours with
    the inner orbits solved."""
    virtual = virtual_colors(n, colors, 2)
    if n == 6:
        found = fixed_four(virtual, face_colours(n, colors), B_SOLUTIONS[n])
    else:
        found = five_tables.centre_solutions(virtual, B_SOLUTIONS[n], BEAM_7)
    return [[real_move(m, 2) for m in s] for s in found]


def starts(n: int, colors: np.ndarray) -> list[list[Move]]:
    """Phases A and B together, up to STARTS[n] of them leaving different
    states, fewest OBTM plus WRONG_WEIGHT per centre piece still off its
    face first (the greedy's share grows with them)."""
    mask = centre_mask(n)
    out: dict[bytes, tuple[float, str, list[Move]]] = {}
    for a in phase_a(n, colors):
        after = colors[seq_gather(n, a)]
        for b in phase_b(n, after):
            whole = _merged(a + b)
            end = after[seq_gather(n, b)]
            wrong = int((end[mask] != np.repeat(face_colours(n, end), n * n)[mask]).sum())
            key, rank = end[mask].tobytes(), (obtm(whole) + WRONG_WEIGHT * wrong, str(whole))
            if key not in out or rank < out[key][:2]:
                out[key] = rank + (whole,)
    return [w for _, _, w in sorted(out.values(), key=lambda r: r[:2])[:STARTS[n]]]


def bar_starts(n: int, colors: np.ndarray, deadline: Deadline = NONE) -> list[list[Move]]:
    """The bars route's phase A and bar pairing (bars.py) from each of
    BAR_STARTS[n] phase-A solutions, distinct wholes, fewest OBTM first."""
    out: dict[tuple, int] = {}
    for a in phase_a(n, colors, BAR_STARTS[n]):
        if out and deadline.passed():
            break
        whole = tuple(_merged(a + pair_bars(n, colors[seq_gather(n, a)], deadline=deadline)))
        out.setdefault(whole, obtm(whole))
    return [list(w) for w in sorted(out, key=lambda w: (out[w], str(w)))]


def bars_solution(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                  progress=None) -> list[Move] | None:
    """Every centre piece home by the bars route: start `seed` (cycled) of
    bar_starts, then the virtual 5x5's centres on rows [0, 1, n//2, n-2, n-1]
    by its tables (the inner blocks are its fixed centres, the bars its
    t-centres); None where the 5x5 beam finds nothing (the caller takes the
    commutator route)."""
    key = (n, colors.tobytes(), 'bars')
    if key not in _recent:
        _recent.clear()
        _recent[key] = bar_starts(n, colors, deadline)
        _finished.clear()
        _fives.clear()
    found = _recent[key]
    ab = found[seed % len(found)]
    if progress is not None:
        progress(0.6)
    if seed % len(found) not in _finished:             # seeds past len(found) repeat one
        virtual = virtual_colors(n, colors[seq_gather(n, ab)], 2, 5)
        if virtual.tobytes() not in _fives:            # starts often differ only where the 5x5 cannot see
            _fives[virtual.tobytes()] = five_tables.centre_solutions(virtual, 1, BARS_BEAM[n])
        finish = _fives[virtual.tobytes()]
        _finished[seed % len(found)] = _merged(ab + [real_move(m, 2) for m in finish[0]]) if finish else None
    done = _finished[seed % len(found)]
    return None if done is None else list(done)


def centre_solution(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                    progress=None) -> list[Move]:
    """Every centre piece home: by the bars route (bars_solution), or where
    its 5x5 beam finds nothing by the commutator route."""
    moves = bars_solution(n, colors, seed, deadline, progress)
    if moves is not None:
        return moves
    return commutator_solution(n, colors, seed, deadline, progress)


def commutator_solution(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                        progress=None) -> list[Move]:
    """Every centre piece home by the commutator route: start `seed`
    (cycled) of phases A and B, then (6x6) an opening beam, then the greedy
    on the oblique orbits (its ties broken by `seed`; it hurries past
    `deadline`)."""
    key = (n, colors.tobytes())
    if key not in _recent:
        _recent.clear()
        _recent[key] = starts(n, colors)
    found = _recent[key]
    ab = found[seed % len(found)]
    after = colors[seq_gather(n, ab)]
    target = face_colours(n, after)
    widths = OPENING.get(n)
    opening = centres_opening(n, after, np.repeat(target, n * n), widths[seed % len(widths)],
                              deadline=deadline) if widths and not deadline.passed() else []
    after = after[seq_gather(n, opening)]
    solver = CentreSolver(n, after, random.Random(seed), shuffle=seed >= len(found), target=target,
                          lookahead=LOOKAHEAD.get(n))
    return ab + opening + solver.solve(deadline, progress)


_recent: dict[tuple, list[list[Move]]] = {}
#: bars_solution's answers for the state in _recent, by start.
_finished: dict[int, list[Move] | None] = {}
#: The virtual 5x5's solutions for the state in _recent, by its colours:
#: two starts' bars often leave one 5x5 state, and finishing it again
#: would find the same moves.
_fives: dict[bytes, list[list[Move]]] = {}


#: Seconds a deadline (the centres' share of it) must leave for this route.
SECONDS = 1.5


def usable(deadline: Deadline) -> bool:
    """Whether to take this route under `deadline`: always without one; with
    one, only with SECONDS left and the tables loaded or on disk (building
    five_tables.py's takes about a minute)."""
    left = deadline.remaining()
    return left is None or (left >= SECONDS and five_tables.tables.ready and four.tables.ready)
