"""The steps of the layer-by-layer method on a 3x3 (and its corner steps on a 2x2).

Each step names its pieces (facelet groups at their home places, for the
first layer on the real face `down`), how progress is counted (pieces home,
pieces in their slot whatever their twist, yellow stickers up), the Pattern
that holds once it is done, and its candidate chunks (catalogue algorithms
after set-up turns of the last layer, in the four frames that keep `down`
below). engine.py picks among the candidates; method.py runs the steps.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

import numpy as np

from model import Alg, Move
from model.faces import COLOR_LETTERS, FACE_ORDER, OPPOSITE
from model.geometry import geometry
from model.patterns import Pattern

from .catalogue import ALGORITHMS
from .engine import Candidate, Candidates, Lazy, sequences
from .frames import frames_with, in_frame

OUTER_MOVES = tuple(Move(f, 1, 1, a) for f in FACE_ORDER for a in (1, 2, -1))


@dataclass
class Step:
    """One step of the method, for one size and one first-layer face."""
    key: str                        # 'cross', 'corners', ...
    name: str                       # plain English title
    unit: str                       # what its pieces are called ("edges", "corners")
    pieces: list[np.ndarray]        # facelet groups (home places) the step brings home
    kept: np.ndarray                # facelets that show their target colours once done
    columns: np.ndarray             # facelets the score reads
    score: Callable[[np.ndarray, np.ndarray], np.ndarray]   # (target, colours at columns) -> score
    best: int                       # the score when the step is done
    candidates: Candidates
    pairs: bool = True              # try two chunks where one makes no progress
    protected: np.ndarray = field(default_factory=lambda: np.array([], dtype=np.int64))  # kept by earlier steps
    lookahead: bool = True          # follow a few openings to the end (off where candidates are many)
    horizon: int = 9                # how many later steps an opening is followed through
    counter: Callable | None = None  # pieces done, where the score is not that count
    more: Callable[[], Candidates] | None = None   # a larger set, tried where these make no progress
    groups: tuple = ()              # facelet groups that must each show one colour (edges paired)
    kind: str = 'exact'             # 'exact' (home), 'placed' (in its slot), 'facelet' (one sticker)
    openers: tuple = ()             # algorithms that open a pair where no other pair can
    own_first: Callable | None = None   # (colours, target) -> whether those openers go first

    def piece_done(self, colors: np.ndarray, target: np.ndarray) -> np.ndarray:
        """Per piece, whether it is done (home, or in its slot for 'placed')."""
        if self.kind == 'placed':
            return np.array([set(colors[p].tolist()) == set(target[p].tolist()) for p in self.pieces])
        return np.array([bool((colors[p] == target[p]).all()) for p in self.pieces])

    def value(self, colors: np.ndarray, target: np.ndarray) -> int:
        return int(self.score(target, colors[self.columns][None])[0])

    def done(self, colors: np.ndarray, target: np.ndarray) -> bool:
        return self.value(colors, target) >= self.best

    def progress(self, colors: np.ndarray, target: np.ndarray) -> tuple[int, int]:
        """(pieces done, pieces in all): "3 of 4 edges"."""
        return self.count(colors, target), len(self.pieces)

    def count(self, colors: np.ndarray, target: np.ndarray) -> int:
        if self.counter is not None:
            return self.counter(colors, target)
        if self.key == 'yellow-cross':          # the score is a stage (dot, L, line, cross)
            return int((colors[self.columns] == target[self.columns]).sum())
        return self.value(colors, target)


def pattern_of(n: int, target: np.ndarray, kept: np.ndarray, groups: tuple = ()) -> Pattern:
    """The Pattern fixing `kept` facelets to their target colours (and the
    centres on odd sizes, which never move relative to each other), with
    `groups` of facelets that must each show one colour."""
    text = np.full(6 * n * n, '*', dtype='<U1')
    letters = np.array(list(COLOR_LETTERS))
    if n % 2:
        mid = np.arange(6) * n * n + (n * n) // 2
        text[mid] = letters[target[mid]]
    text[kept] = letters[target[kept]]
    pattern = Pattern.parse(''.join(text), n)
    return Pattern(n, pattern.fixed, tuple(groups)) if groups else pattern


def step_pattern(n: int, planned) -> Pattern:
    """The Pattern that holds once a step is done (for steps on the cube itself)."""
    return pattern_of(n, planned.target, planned.step.kept, planned.step.groups)


# -- pieces ---------------------------------------------------------------------
@lru_cache(maxsize=8)
def slot_facelets(n: int) -> dict[int, np.ndarray]:
    """Facelets of each surface slot (a piece's stickers), by slot."""
    g = geometry(n)
    out: dict[int, list[int]] = {}
    for f, s in enumerate(g.facelet_slot):
        out.setdefault(int(s), []).append(f)
    return {s: np.array(v) for s, v in out.items()}


def face_of(n: int, facelet: int) -> str:
    return FACE_ORDER[facelet // (n * n)]


def pieces(n: int, size: int, on: str | None = None, off: tuple[str, ...] = ()) -> list[np.ndarray]:
    """Pieces with `size` stickers having one on face `on` and none on `off`."""
    found = []
    for facelets in slot_facelets(n).values():
        faces = {face_of(n, int(f)) for f in facelets}
        if len(facelets) == size and (on is None or on in faces) and not faces & set(off):
            found.append(facelets)
    return found


# -- scores ---------------------------------------------------------------------
def _exact(target_cols: np.ndarray, vals: np.ndarray, n_pieces: int) -> np.ndarray:
    """Pieces whose every sticker shows its target (pieces are runs of equal length)."""
    eq = vals == target_cols
    size = eq.shape[1] // n_pieces
    home = eq[:, 0::size]
    for j in range(1, size):
        home = home & eq[:, j::size]
    return np.count_nonzero(home, axis=1)


def exact_score(columns: np.ndarray, n_pieces: int):
    return lambda target, vals: _exact(target[columns], vals, n_pieces)


def placed_score(columns: np.ndarray, n_pieces: int):
    def score(target, vals):
        want = (1 << target[columns].astype(np.int64)).reshape(n_pieces, -1).sum(axis=1)
        k = vals.shape[0]
        have = (1 << vals.astype(np.int64)).reshape(k, n_pieces, -1).sum(axis=2)
        return (have == want).sum(axis=1)
    return score


def cross_level(columns: np.ndarray):
    """Yellow cross: 0 dot, 1 L, 2 line, 3 cross (columns go round the face)."""
    def score(target, vals):
        up = vals == target[columns]
        cnt = up.sum(axis=1)
        opposite = (up[:, 0] & up[:, 2]) | (up[:, 1] & up[:, 3])
        return np.select([cnt == 4, (cnt == 2) & opposite, cnt == 2], [3, 2, 1], 0)
    return score


# -- candidates -----------------------------------------------------------------
def _moves(key: str) -> tuple[Move, ...]:
    return tuple(Alg.parse(ALGORITHMS[key].text, 3))


def _top_turns(up: str) -> list[tuple[Move, ...]]:
    return [()] + [(Move(up, 1, 1, a),) for a in (1, 2, -1)]


def algorithm_candidates(n: int, down: str, keys: tuple[str, ...], *, times=(1,), posts=False,
                         setup_only=False) -> Candidates:
    """Set-up turns of the last layer, then a catalogue algorithm (played
    1 or 2 times) in each of the four frames; optionally turns after it."""
    up = OPPOSITE[down]
    rows = []
    for setup in _top_turns(up):
        if setup_only and setup:
            rows.append(Candidate(setup, 'setup', len(setup)))
        for frame in frames_with(down):
            for key in keys:
                for t in times:
                    alg = _moves(key) if t > 0 else tuple(Alg(_moves(key)).inverse())
                    body = in_frame(alg * abs(t), frame)
                    for post in (_top_turns(up) if posts else [()]):
                        rows.append(Candidate(setup + body + post, key, len(setup)))
    return Candidates(n, rows)


def twist_candidates(n: int, down: str) -> Candidates:
    """Twist two corners at once: R' D' R D twice one way at the front-right
    corner, a turn of the top to bring the other, twice the other way, and
    the top turned back; the layers below come back by the end."""
    up = OPPOSITE[down]
    trig = _moves('twist-corner')
    inverse = tuple(Alg(trig).inverse())
    rows = []
    for frame in frames_with(down):
        one, other = in_frame(trig * 2, frame), in_frame(inverse * 2, frame)
        for a, b in ((one, other), (other, one)):
            for amount in (1, 2, -1):
                turn = Move(up, 1, 1, amount)
                rows.append(Candidate(a + (turn,) + b + (turn.inverse(),), 'twist-corner', 0))
            # three corners twisted the same way: twice at each, the top turned between
            for k1, k2 in ((1, 1), (1, 2), (2, 1), (-1, -1), (-1, -2), (-2, -1)):
                t1, t2, back = (Move(up, 1, 1, k) for k in (k1, k2, _quarter(-(k1 + k2))))
                rows.append(Candidate(a + (t1,) + a + (t2,) + a + (back,), 'twist-corner', 0))
    return Candidates(n, rows)


def _quarter(k: int) -> int:
    k %= 4
    return {1: 1, 2: 2, 3: -1}[k]


@lru_cache(maxsize=32)
def intuitive(n: int, depth: int) -> Candidates:
    return sequences(n, OUTER_MOVES, depth)


# -- the method -------------------------------------------------------------------
def _step(key, name, unit, group, kept, columns, score, best, cands, protected, kind='exact') -> Step:
    return Step(key, name, unit, group, np.asarray(kept, dtype=np.int64),
                np.asarray(columns, dtype=np.int64), score, best, cands,
                protected=np.asarray(protected, dtype=np.int64), kind=kind)


def _exact_step(key, name, unit, group, cands, kept_before) -> Step:
    cols = np.concatenate(group)
    return _step(key, name, unit, group, np.union1d(kept_before, cols), cols,
                 exact_score(cols, len(group)), len(group), cands, kept_before)


@lru_cache(maxsize=64)
def three_steps(n: int, down: str) -> tuple[Step, ...]:
    """The seven steps of the 3x3 method, first layer on the real face `down`."""
    up = OPPOSITE[down]
    none = np.array([], dtype=np.int64)
    cross = _exact_step('cross', 'White cross', 'edges', pieces(n, 2, on=down), Lazy(lambda: intuitive(n, 4)), none)
    cross.lookahead = False
    corners = _exact_step('corners', 'White corners', 'corners', pieces(n, 3, on=down),
                          Lazy(lambda: algorithm_candidates(n, down, ('right-insert', 'left-insert'))), cross.kept)
    middle = _exact_step('middle', 'Middle-layer edges', 'edges', pieces(n, 2, off=(down, up)),
                         Lazy(lambda: algorithm_candidates(n, down, ('edge-right', 'edge-left'))), corners.kept)
    ring = np.array([1, 5, 7, 3]) + 9 * FACE_ORDER.index(up)       # U edges' top stickers, in turn
    yellow = _step('yellow-cross', 'Yellow cross', 'edges', [np.array([f]) for f in ring],
                   np.union1d(middle.kept, ring), ring, cross_level(ring), 3,
                   Lazy(lambda: algorithm_candidates(n, down, ('yellow-cross',))), middle.kept, 'facelet')
    top_edges = pieces(n, 2, on=up)
    edges = _exact_step('yellow-edges', 'Yellow edges in place', 'edges', top_edges,
                        Lazy(lambda: algorithm_candidates(n, down, ('swap-edges',), posts=True, setup_only=True)),
                        yellow.kept)
    top_corners = pieces(n, 3, on=up)
    placed_cols = np.concatenate(top_corners)
    placed = _step('corners-placed', 'Yellow corners in place', 'corners', top_corners, edges.kept,
                   placed_cols, placed_score(placed_cols, 4), 4,
                   Lazy(lambda: algorithm_candidates(n, down, ('place-corners',), times=(1, -1), setup_only=True)),
                   edges.kept, 'placed')
    twisted = _exact_step('corners-twisted', 'Yellow corners twisted', 'corners', top_corners,
                          Lazy(lambda: twist_candidates(n, down)), edges.kept)
    return (cross, corners, middle, yellow, edges, placed, twisted)


@lru_cache(maxsize=64)
def pocket_steps(n: int, down: str) -> tuple[Step, ...]:
    """2x2: the first layer (intuitive first, inserts later), then the
    3x3's last two corner steps."""
    up = OPPOSITE[down]
    none = np.array([], dtype=np.int64)
    layer = _exact_step('first-layer', 'White layer', 'corners', pieces(n, 3, on=down),
                        Lazy(lambda: intuitive(n, 3) + algorithm_candidates(n, down, ('right-insert', 'left-insert'))),
                        none)
    top = pieces(n, 3, on=up)
    cols = np.concatenate(top)
    placed = _step('corners-placed', 'Yellow corners in place', 'corners', top, layer.kept, cols,
                   placed_score(cols, 4), 4,
                   Lazy(lambda: algorithm_candidates(n, down, ('place-corners',), times=(1, -1), setup_only=True)),
                   layer.kept, 'placed')
    twisted = _exact_step('corners-twisted', 'Yellow corners twisted', 'corners', top,
                          Lazy(lambda: twist_candidates(n, down)), layer.kept)
    return (layer, placed, twisted)
