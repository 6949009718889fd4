"""4x4 and up: centres face by face, edges paired one at a time, then the 3x3 steps.

Centres: white, yellow, then the four sides in turn; centre pieces come in
from a free neighbouring face by a slice insert (slice, turn, slice back) or
a centre commutator (three slice turns and a face turn, undone), keeping the
faces already done. Edges: slice, flip, slice (a dedicated algorithm for
the last two; a wing swap where one wing orbit is left odd, on odd cubes and
from 6x6 up). Then
the reduced cube is read as a 3x3 and solved with the 3x3 steps by outer
turns, with the two parity fixes a beginner learns (OLL parity: one edge
flipped; PLL parity: two edges swapped) as steps of their own, done at once
when the cube has no parity.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Alg, Move
from model.faces import FACE_ORDER, OPPOSITE
from model.patterns import named

from ..nxn.pieces import centre_mask, wing_facelets
from .catalogue import SETUP_TURN
from .engine import Candidate, Candidates, Lazy, sequences
from .frames import WHITE, Frame, all_frames, centre_rotation, frames_with, in_frame, target_colors
from .method import Planned, Reader
from .steps import OUTER_MOVES, Step, exact_score, pieces, three_steps

SIDE_ORDER = ('F', 'R', 'B', 'L')     # the sides in turn, the last two neighbours


# -- the plan ---------------------------------------------------------------------
@lru_cache(maxsize=8)
def big_plan(n: int) -> list[Planned]:
    """The plan for an n-cube held as solved is held (white up, green in
    front); plans.py turns any cube so, and its moves back."""
    target = target_colors(n, '')
    white = FACE_ORDER[int(np.nonzero(target.reshape(6, -1)[:, 0] == WHITE)[0][0])]
    faces = _centre_order(white)
    plan = []
    done: tuple[str, ...] = ()
    names = {'U': 'top', 'D': 'bottom'}
    for i, face in enumerate(faces[:5]):
        colour = int(target[FACE_ORDER.index(face) * n * n])
        step = centre_step(n, face, done)
        title = f"Centre {i + 1}: {('white', 'red', 'green', 'yellow', 'orange', 'blue')[colour]}"
        plan.append(Planned(step, target, Reader(n), title, {'face': face, 'place': names.get(face, face)}))
        done += (face,)
    plan.append(Planned(edge_step(n), target, Reader(n)))
    three = Reader(3, _reader(n), _lifter(n))
    t3 = target_colors(3, centre_rotation(_reader(n)(target), 3))
    steps = three_steps(3, white)
    oll, pll = parity_steps(n, white, target) if n % 2 == 0 else (None, None)
    for step in steps:
        if step.key == 'yellow-cross' and oll:
            plan.append(Planned(oll, target, Reader(n)))
        if step.key == 'yellow-edges' and pll:
            plan.append(Planned(pll, target, Reader(n)))
        plan.append(Planned(step, t3, three))
    return plan


def big_rotation(n: int, colors: np.ndarray) -> str:
    """Odd n: the fixed centres decide. Even n: the turn of the solved cube
    whose centres agree most with the centre pieces as they are."""
    if n % 2:
        return centre_rotation(colors, n)
    mask = centre_mask(n)
    best = max(all_frames(), key=lambda fr: int((target_colors(n, fr[1])[mask] == colors[mask]).sum()))
    return best[1]


def _centre_order(white: str) -> list[str]:
    down_first = [white, OPPOSITE[white]]
    ring = [f for f in ('F', 'R', 'B', 'L', 'U', 'D') if f not in down_first]
    # go round: each next side a neighbour of the one before, so the last two touch
    order = [ring[0]]
    while len(order) < 4:
        order.append(next(f for f in ring if f not in order and OPPOSITE[f] != order[-1]))
    return down_first + order


# -- centres --------------------------------------------------------------------------
def centre_facelets(n: int, face: str) -> np.ndarray:
    mask = centre_mask(n).reshape(6, -1)[FACE_ORDER.index(face)]
    return FACE_ORDER.index(face) * n * n + np.nonzero(mask)[0]


def _inner_depths(n: int) -> list[int]:
    return [d for d in range(2, n) if not (n % 2 and d == (n + 1) // 2)]


@lru_cache(maxsize=64)
def centre_step(n: int, face: str, done: tuple[str, ...]) -> Step:
    """Bring this face's centre pieces home, keeping the faces in `done`."""
    group = [np.array([f]) for f in centre_facelets(n, face)]
    cols = np.concatenate(group)
    protected = np.concatenate([centre_facelets(n, f) for f in done] + [_fixed_centres(n)])
    def build() -> Candidates:
        return Candidates(n, [row for frame in _frames_building(face, done)
                              for row in _centre_candidates(n, frame)] + _setup_turns())
    step = Step('centres', 'Centres', 'centre pieces', group, np.union1d(protected, cols), cols,
                exact_score(cols, len(group)), len(group), Lazy(build),
                protected=protected.astype(np.int64))
    step.lookahead = False
    step.key = f"centre-{face}"
    return step


def _fixed_centres(n: int) -> np.ndarray:
    if n % 2 == 0:
        return np.array([], dtype=np.int64)
    return np.arange(6) * n * n + (n * n) // 2


def _frames_building(face: str, done: tuple[str, ...]) -> list[Frame]:
    """Frames with the face being built as written U and a free face in front."""
    return [fr for fr, _ in all_frames() if fr['U'] == face and fr['F'] not in done]


def _setup_turns() -> list[Candidate]:
    """Single outer turns: they keep every face's centre colours, so they
    never make progress alone; as the first of a pair they set up a piece
    and its hole at once (a piece on the side and a hole on the face, each
    needing its own turn, left a commutator pair costing ~23 moves and a
    search of every pair costing seconds on 7x7)."""
    return [Candidate((Move(f, 1, 1, s),), SETUP_TURN, 1) for f in FACE_ORDER for s in (1, 2, -1)]


def _centre_candidates(n: int, frame: Frame) -> list[Candidate]:
    rows = []
    setups = [()] + [(Move(f, 1, 1, s),) for f in 'FDU' for s in (1, 2, -1)]
    for setup in setups:
        setup = in_frame(setup, frame)
        for d in _inner_depths(n):
            for a in (1, -1, 2):
                slice_, back = Move('R', d, d, a), Move('R', d, d, -a)
                for k in (1, 2, -1):
                    body = in_frame((slice_, Move('U', 1, 1, k), back), frame)
                    rows.append(Candidate(setup + body, 'centre-bar', len(setup)))
                for e in range(2, n):      # the middle slice too: the commutator puts it back
                    for b in (1, -1):
                        for k in (1, -1):
                            inner = (Move('U', 1, 1, k), Move('L', e, e, b), Move('U', 1, 1, -k))
                            body = (slice_,) + inner + (back,) + tuple(Alg(inner).inverse())
                            rows.append(Candidate(setup + in_frame(body, frame), 'centre-comm', len(setup)))
    return rows


# -- edges -------------------------------------------------------------------------------
def edge_score(n: int):
    W = wing_facelets(n)[:, 1:n - 1]                      # (12, m, 2)
    m = n - 2

    def score(target, vals):
        # small integers throughout: a pair search scores millions of rows
        k = vals.shape[0]
        v = vals.reshape(k, 12, m, 2).astype(np.uint8, copy=False)
        codes = v[..., 0] * np.uint8(6) + v[..., 1]
        if n % 2:       # odd: the middle piece is the edge; wings join it
            same = (codes == codes[:, :, m // 2:m // 2 + 1]).sum(axis=2, dtype=np.int16)
        else:           # even: the biggest group of equal wings in each slot
            same = np.ones(codes.shape[:2], dtype=np.int16)
            for j in range(m):
                same = np.maximum(same, (codes == codes[:, :, j:j + 1]).sum(axis=2, dtype=np.int16))
        return 1000 * (same == m).sum(axis=1) + same.sum(axis=1, dtype=np.int64)
    return W.reshape(-1), score


@lru_cache(maxsize=8)
def edge_step(n: int) -> Step:
    cols, score = edge_score(n)
    W = wing_facelets(n)[:, 1:n - 1]
    group = [W[e].reshape(-1) for e in range(12)]
    protected = np.nonzero(centre_mask(n))[0]
    if n % 2:
        protected = np.concatenate([protected, _fixed_centres(n)])
    step = Step('edges', 'Edges paired', 'edges', group, protected, cols,
                lambda target, vals: score(target, vals), 12 * 1000 + 12 * (n - 2),
                Lazy(lambda: _edge_candidates(n)), protected=protected.astype(np.int64))
    step.lookahead = False
    step.counter = lambda colors, target: int(score(target, colors[cols][None])[0] // 1000)
    step.pairs = False
    step.more = lambda: _edge_candidates_deeper(n)
    # both wing orbits odd with the last two edges holding each other's wings:
    # the wing swap first (set up as needed), then a last-two-edges chunk
    step.openers = ('edge-parity',) if n % 2 or n >= 6 else ()
    step.own_first = lambda colors, target: step.counter(colors, target) == 10
    step.groups = named('edges-paired', n).groups
    return step


@lru_cache(maxsize=4)
def _edge_candidates_deeper(n: int) -> Candidates:
    return _edge_candidates(n, 2)


def _edge_candidates(n: int, depth: int = 1) -> Candidates:
    """Up to `depth` outer turns to line the pieces up, then slice, flip (or
    the last-two swap), slice back; on odd cubes also the wing swap."""
    flip = tuple(Alg.parse("R U R' F R' F' R", 3))
    last_two = tuple(Alg.parse("R F' U R' F", 3))
    algs = []
    for frame, _ in all_frames():
        if frame['U'] not in 'UD':
            continue            # the slices turn about the real U-D axis; four fronts, two ups
        for d in _inner_depths(n):
            for a in (1, -1):
                s, back = Move('D', d, d, a), Move('D', d, d, -a)
                algs.append(Candidate(in_frame((s,) + flip + (back,), frame), 'pair-edge', 0))
                # the right edge the wrong way round: flip it first
                algs.append(Candidate(in_frame(flip + (s,) + flip + (back,), frame), 'pair-edge', 0))
                for lo in (1, d):      # the slice alone, or with the layers below it
                    s, back = Move('D', lo, d, a), Move('D', lo, d, -a)
                    algs.append(Candidate(in_frame((s,) + last_two + (back,), frame), 'last-two-edges', 0))
            if n % 2 or n >= 6:     # a wing orbit left odd (odd cubes; one of several on even ones)
                algs.append(Candidate(in_frame(parity_alg(n, 'oll-parity', d), frame), 'edge-parity', 0))
    return Candidates.product(n, sequences(n, OUTER_MOVES, depth), algs)


# -- the 3x3 stage and parity -------------------------------------------------------------
def _reader(n: int):
    idx = _three_facelets(n)
    return lambda colors: colors[idx]


def _three_facelets(n: int) -> np.ndarray:
    """For each 3x3 facelet, one facelet of the n-cube showing the same piece."""
    pick = {0: 0, 1: 1, 2: n - 1}
    out = []
    for face in range(6):
        for r in range(3):
            for c in range(3):
                out.append(face * n * n + pick[r] * n + pick[c])
    return np.array(out)


def _lifter(n: int):
    """3x3 facelets -> every n-cube facelet of those pieces' places."""
    spans = {0: [0], 1: list(range(1, n - 1)), 2: [n - 1]}

    def lift(facelets: np.ndarray) -> np.ndarray:
        out = []
        for f in np.asarray(facelets).ravel():
            face, r, c = int(f) // 9, int(f) % 9 // 3, int(f) % 3
            out += [face * n * n + rr * n + cc for rr in spans[r] for cc in spans[c]]
        return np.array(out, dtype=np.int64)
    return lift


def parity_steps(n: int, down: str, target: np.ndarray) -> tuple[Step, Step]:
    """Even n: OLL parity (before the yellow cross) and PLL parity (before the
    yellow edges), played on the n-cube and judged on its 3x3 reading; each
    is done at once when the cube has no such parity."""
    up = OPPOSITE[down]
    idx = _three_facelets(n)
    lift = _lifter(n)
    t3 = target[idx]
    _, _, middle, yellow, *_ = three_steps(3, down)
    edges, corner_pieces = pieces(3, 2), pieces(3, 3)
    ecols, ccols = np.concatenate(edges), np.concatenate(corner_pieces)
    wcols, wscore = edge_score(n)
    columns = np.concatenate([idx[ecols], idx[ccols], wcols])
    axis1 = [FACE_ORDER.index(down), FACE_ORDER.index(up)]
    other = next(f for f in 'FRU' if f not in (down, up))
    axis2 = [FACE_ORDER.index(other), FACE_ORDER.index(OPPOSITE[other])]
    colours1 = [int(t3[a * 9 + 4]) for a in axis1]
    colours2 = [int(t3[a * 9 + 4]) for a in axis2]
    refs = []
    for e in edges:
        faces = [int(f) // 9 for f in e]
        ref = next((j for j in range(2) if faces[j] in axis1), None)
        refs.append(ref if ref is not None else next(j for j in range(2) if faces[j] in axis2))
    best_pairs = 12 * 1000 + 12 * (n - 2)

    def flips_even(vals):
        k = vals.shape[0]
        v = vals[:, :24].reshape(k, 12, 2)
        bad = np.zeros(k, dtype=np.int64)
        for i, ref in enumerate(refs):
            c_ref, c_other = v[:, i, ref], v[:, i, 1 - ref]
            has1 = np.isin(c_ref, colours1) | np.isin(c_other, colours1)
            bad += ~np.where(has1, np.isin(c_ref, colours1), np.isin(c_ref, colours2))
        return bad % 2 == 0

    def same_parity(vals):
        k = vals.shape[0]
        e = _perm_parity(t3[ecols].reshape(12, 2), vals[:, :24].reshape(k, 12, 2))
        c = _perm_parity(t3[ccols].reshape(8, 3), vals[:, 24:48].reshape(k, 8, 3))
        return e == c

    def paired(target_, vals):
        return wscore(target_, vals[:, 48:]) == best_pairs

    centres = np.nonzero(centre_mask(n))[0]
    top = [lift(p) for p in pieces(3, 2, on=up)]
    keep_oll = np.union1d(lift(middle.kept), centres)
    keep_pll = np.union1d(lift(yellow.kept), centres)
    oll = Step('oll-parity', 'OLL parity', 'edges', top, keep_oll, columns,
               lambda tg, vals: (flips_even(vals) & paired(tg, vals)).astype(np.int64), 1,
               Candidates(n, _parity_candidates(n, down, 'oll-parity')), protected=keep_oll)
    pll = Step('pll-parity', 'PLL parity', 'edges', top, keep_pll, columns,
               lambda tg, vals: (same_parity(vals) & paired(tg, vals)).astype(np.int64), 1,
               Candidates(n, _parity_candidates(n, down, 'pll-parity')), protected=keep_pll)
    for s in (oll, pll):
        s.lookahead = False
        s.pairs = False
    return oll, pll


def _perm_parity(home: np.ndarray, now: np.ndarray) -> np.ndarray:
    """Parity of the permutation taking pieces (known by their colour sets) home."""
    codes_home = (1 << home.astype(np.int64)).sum(axis=1)
    codes_now = (1 << now.astype(np.int64)).sum(axis=2)
    order = np.argsort(codes_home)
    perm = order[np.searchsorted(codes_home[order], codes_now).clip(0, len(order) - 1)]
    k, p = perm.shape
    parity = np.zeros(k, dtype=bool)
    for i in range(p):
        for j in range(i + 1, p):
            parity ^= perm[:, i] > perm[:, j]
    return parity


def parity_alg(n: int, key: str, depth: int | None = None) -> tuple[Move, ...]:
    """The written parity fixes: OLL `r2 B2 U2 l U2 r' U2 r U2 F2 r F2 l' B2 r2`
    (flips the top-front edge), PLL `r2 U2 r2 Uw2 r2 Uw2` (swaps the
    top-front and top-back edges); r and l are the inner half (or one
    slice at `depth`), Uw the top half."""
    h = n // 2
    lo, hi = (2, h) if depth is None else (depth, depth)

    def r(a):
        return Move('R', lo, hi, a)

    def l(a):
        return Move('L', lo, hi, a)

    def o(face, a):
        return Move(face, 1, 1, a)
    if key == 'oll-parity':
        return (r(2), o('B', 2), o('U', 2), l(1), o('U', 2), r(-1), o('U', 2), r(1), o('U', 2),
                o('F', 2), r(1), o('F', 2), l(-1), o('B', 2), r(2))
    uw = Move('U', 1, h, 2)
    return (r(2), o('U', 2), r(2), uw, r(2), uw)


def _parity_candidates(n: int, down: str, key: str) -> list[Candidate]:
    return [Candidate(in_frame(parity_alg(n, key), frame), key, 0) for frame in frames_with(down)]
