"""The centres' greedy finisher: every centre piece to its face, greedily by gain per move.

On 4x4 to 12x12 a beam-searched opening of column trades comes first
(opening.py); what it leaves is solved here, greedily by gain per move:
cheap sequences while they pay, then block commutators (comms.py) that move
whole rectangles of pieces, scored by rectangles.py. Quarter turns of
single slices are left out on purpose: they would change the wing
permutation parity that the parity stage has already made even. On 5x5 to
12x12 each step picks, by gain per OBTM move, among commutators after a
free face turn, cheap sequences, scattered commutators and (late)
slice-conjugated ones, on 5x5 to 7x7 also looking one step ahead. The
numbers it trades on are in tuning.py. From 13x13 each step takes a batch
of lines (one slice against every slice that gains, refined by lines.py)
after the free face turn whose best line gains most per move
(big_steps.py); the cells' gains are counted once per state and a face
turn's are recounted only where it changes them (turns.py); each turn's
changes and its lines' figures are kept from step to step (turn_deltas.py,
turn_lines.py); lines
are widened into rectangles where more slices pay (widen.py), and late
steps are chosen with the best batch after them (endgame.py); from a
share of the pieces (tuning.HALF_SHARE) the shapes include half-turn ones
(use_shapes), which swap pieces of opposite faces, and cross-axis ones,
which cycle pieces of three faces around a corner (tuning.CROSS_SHARE).
When nothing gains at once the escapes (escapes.py) find a way out; past
the deadline the fast finish (hurry.py) takes over.
"""
from __future__ import annotations

import random
from functools import cached_property
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACE_ORDER
from model.rotations import FACE_SEEN
from model.stickers import move_gather, seq_gather

from ...deadline import NONE, Deadline, stop_if_late
from ..layers import cheapest, slice_move
from ..obtm import obtm
from ..pieces import centre_mask
from .big_steps import BigCubeSteps
from .comms import CROSS, HALVES
from .escapes import Escapes
from .hurry import finish_fast
from .moves import TURNS, TWO_TURNS, ShortScores, short_moves, short_scores
from .rectangles import Rectangles, piece_weights
from .turn_deltas import TurnDeltas
from .turns import cells_by_facelet, cells_moving, face_shape_parts
from .tuning import (BATCH_CANDIDATE_FROM, BATCH_FROM, BATCH_TURN_LIMIT, COMM_LOOKAHEAD_SIZES, CONJ_FROM, ENDGAME,
                     CROSS_SHARE, HALF_SHARE, HURRY_TWO_STEP_OPTIONS, LOOKAHEAD_LIMIT, LOOKAHEAD_WIDTH,
                     MAX_STEPS_PER_PIECE, RECOUNT_SHARE, TWO_TURN_SIZES)


def centre_targets(n: int, colors: np.ndarray) -> np.ndarray:
    """Colour each face's centre must get: the fixed centres on odd cubes, on
    even cubes the whole-cube orientation that already matches most pieces."""
    mask = centre_mask(n).reshape(6, n * n)
    faces = colors.reshape(6, n * n)
    if n % 2:
        return faces[:, (n * n) // 2].astype(np.int64)
    best, best_score = None, -1
    for r in range(24):
        target = FACE_SEEN[r].astype(np.int64)
        score = int(((faces == target[:, None]) & mask).sum())
        if score > best_score:
            best, best_score = target, score
    return best


class CentreSolver(BigCubeSteps, Escapes):
    """Greedy centre solving on a colour array; `moves` collects the result."""

    def __init__(self, n: int, colors: np.ndarray, rng: random.Random, shuffle: bool = False,
                 target: np.ndarray | None = None, lookahead: int | None = None):
        self.n, self.rng = n, rng
        self.lookahead = lookahead                    # None: LOOKAHEAD_WIDTH's
        self.k = n - 2
        self.colors = colors.copy()
        self.mask = centre_mask(n)
        self.centre_idx = np.nonzero(self.mask)[0]
        if target is None:
            target = centre_targets(n, colors)
        self.target = np.where(self.mask, np.repeat(target, n * n), -1)
        self.weight = piece_weights(n)
        self.rect = Rectangles(n, self.target, self.weight, halves=self._shapes_due())
        self.cycles = self.rect.cycles
        self.moves: list[Move] = []
        # Slice moves never turn the middle layer of an odd cube: its fixed
        # centres define the targets.
        self.layers = [x for x in range(1, n - 1) if 2 * x != n - 1]
        self.short, self.short_cost = short_moves(n)
        self.short_useful, self.short_misses = True, 0
        self.scattered_useful, self.scattered_misses = True, None
        self._others_then = None
        self._gains_of, self._gains = None, None
        self._turned_at: dict = {}
        self._pair_parts = None
        self._turn_lines = None
        self._short_order = None
        if shuffle:                                   # another seed breaks ties elsewhere
            order = np.array(rng.sample(range(len(self.short)), len(self.short)))
            self.short = [self.short[i] for i in order]
            self.short_cost, self._short_order = self.short_cost[order], order

    @cached_property
    def short_scores(self) -> ShortScores:
        """The cheap sequences' scorer (moves.ShortScores, built on first use)."""
        return short_scores(self.n)

    @cached_property
    def face_parts(self) -> dict:
        """face_shape_parts for this cube's targets (built on first use)."""
        return face_shape_parts(self.n, self.target, self.rect.cell_weight, self.cycles.halves)

    def now_gains(self) -> np.ndarray:
        """rect.cell_gains of the colours now, counted once per state: when
        few places changed since the last count (late in a solve), only the
        cells that move one of them are recounted (turns.cells_moving)."""
        if self._gains_of is not self.colors:
            old, self._gains_of = self._gains_of, self.colors
            c = self.centre_idx
            changed = None if old is None else c[old[c] != self.colors[c]]
            if changed is None or len(changed) > RECOUNT_SHARE * len(self.centre_idx):
                self._gains = self.rect.cell_gains(self.colors)
            else:
                cells = cells_moving(self.n, changed, self.cycles.halves)
                cy = self.cycles
                dst, src = cy.dst.reshape(-1, 3)[cells], cy.src.reshape(-1, 3)[cells]
                t = self.target[dst]
                self._gains = self._gains.copy()
                self._gains.reshape(-1)[cells] = ((self.colors[src] == t).sum(axis=1)
                                                  - (self.colors[dst] == t).sum(axis=1)) \
                    * self.rect.cell_weight.reshape(-1)[cells]
        return self._gains

    def turned_gains(self, turn: list[Move]) -> np.ndarray:
        """rect.cell_gains after a face turn (or none), from now_gains: only
        the shapes whose cycles touch the turned face are recounted."""
        raw = self.now_gains()
        if not turn:
            return raw
        shapes = self.face_parts[turn[0].face][0]
        sub = raw[shapes]
        sub += self._turn_delta(turn[0], sub.size).reshape(sub.shape)
        out = raw.copy()
        out[shapes] = sub
        return out

    def _turn_delta(self, turn: Move, size: int) -> np.ndarray:
        """What a face turn adds to the cell gains of the shapes touching
        its face (face_parts' order, `size` cells, int16, read-only): kept
        from step to step and updated where the face's colours changed
        (turn_deltas.TurnDeltas)."""
        if self._pair_parts is None:
            self._pair_parts = TurnDeltas(self.n, self.target, self.rect.cell_weight, self.cycles.halves)
        return self._pair_parts.delta(self.colors, turn, size)

    def _turned_facelets(self, turn: Move, f: np.ndarray) -> np.ndarray:
        """move_gather(turn)[f], kept per turn and length of f (one array of
        facelets per face and use)."""
        key = (turn.face, turn.amount, len(f))
        if key not in self._turned_at:
            self._turned_at[key] = move_gather(self.n, turn)[f]
        return self._turned_at[key]

    def moved_gains(self, colors: np.ndarray, target: np.ndarray, facelets) -> np.ndarray:
        """rect.cell_gains(colors, target) where they differ from the colours
        and targets now only at centre `facelets`: only the cells that move
        one of them are recounted."""
        starts, cells_at = cells_by_facelet(self.n, self.cycles.halves)
        cells = np.unique(np.concatenate([cells_at[starts[f]:starts[f + 1]] for f in facelets]))
        cy = self.cycles
        dst, src = cy.dst.reshape(-1, 3)[cells], cy.src.reshape(-1, 3)[cells]
        t = target[dst]
        out = self.now_gains().copy()
        out.reshape(-1)[cells] = ((colors[src] == t).sum(axis=1) - (colors[dst] == t).sum(axis=1)) \
            * self.rect.cell_weight.reshape(-1)[cells]
        return out

    def wrong(self) -> int:
        c = self.centre_idx
        return int((self.colors[c] != self.target[c]).sum())

    def best_short(self, colors=None):
        """(gain per move, moves) of the best cheap sequence: a slice half
        turn, or a face turn between a slice turn and its inverse; on cubes
        up to LOOKAHEAD_LIMIT also after a free face turn, which can line
        a row up with the slice first (a face turn never changes counts)."""
        idx = self.centre_idx
        target = self.target[idx]
        weight = self.weight[idx]
        base = self.colors if colors is None else colors
        now = self.score(base)
        best = (0.0, None)
        turns = TURNS if self.n <= LOOKAHEAD_LIMIT else TURNS[:1]
        for turn in turns:
            colors = base[seq_gather(self.n, turn)] if turn else base
            gains = self.short_scores.scores(colors, target, weight) - now
            if self._short_order is not None:
                gains = gains[self._short_order]
            value = gains / (self.short_cost + len(turn))
            i = int(np.argmax(value))
            if gains[i] > 0 and value[i] > best[0]:
                best = (float(value[i]), turn + self.short[i])
        return best

    def score(self, colors: np.ndarray) -> int:
        """Centre pieces on their face, each weighted by piece_weights."""
        c = self.centre_idx
        return int(self.weight[c][colors[c] == self.target[c]].sum())

    def play(self, moves: list[Move]) -> None:
        moves = cheapest(self.n, self.colors, list(moves), self.score)
        for move in moves:
            self.colors = self.colors[move_gather(self.n, move)]
        self.moves.extend(moves)

    def _candidates(self, base: np.ndarray):
        """(gain per move, moves counted, moves) candidates for one step: the
        best rectangle commutator after each face turn (free for centre
        counts, it can line pieces up with the slices; it counts 0 moves
        when it merges with the last move played, -1 when it cancels it),
        the best cheap sequence, the best scattered commutator, and the best
        commutator conjugated by a slice turn (after a face turn); from
        BATCH_CANDIDATE_FROM also the big cubes' batch of lines (priced by
        its first line)."""
        out = []
        last = self.moves[-1] if self.moves and base is self.colors else None
        turned = np.stack([base[seq_gather(self.n, turn)] if turn else base for turn in TURNS])
        for turn, (gain, c, li, mi) in zip(TURNS, self.rect.best_of(turned)):
            if gain > 0:
                cost = self.rect.cost(li, mi) + (self._turn_cost(turn) if last is not None else len(turn))
                out.append((gain / cost, cost, turn + self.rect.moves(c, li, mi)))
        for value, moves in (self.best_short(base) if self.short_useful else (0.0, None),
                             self.rect.scattered(base)):
            if moves is not None:
                out.append((value, obtm(moves), moves))
        if base is self.colors and self.n in TWO_TURN_SIZES and self.wrong() <= ENDGAME * len(self.centre_idx):
            turned = np.stack([base[seq_gather(self.n, turn)] for turn in TWO_TURNS])
            for turn, (gain, c, li, mi) in zip(TWO_TURNS, self.rect.best_of(turned)):
                if gain > 0:
                    cost = self.rect.cost(li, mi) + self._turn_cost(turn[:1]) + 1
                    out.append((gain / cost, cost, turn + self.rect.moves(c, li, mi)))
        if base is self.colors and self.n >= BATCH_CANDIDATE_FROM:
            b_value, b_moves = self._turned_batch()
            if b_moves:
                out.append((b_value, obtm(b_moves), b_moves))
        if base is self.colors and self.wrong() <= CONJ_FROM * len(self.centre_idx):   # (time)
            gain, moves = self._conjugated_turned(self._all_setups())
            if gain > 0:
                out.append((gain / obtm(moves), obtm(moves), moves))
        return out

    def _turn_cost(self, turn) -> int:
        """Moves a face turn (or none) adds in front of the next sequence:
        0 when it merges with the last move played, -1 when it cancels it."""
        last = self.moves[-1] if self.moves else None
        if turn and last is not None and (last.face, last.start, last.end) == (turn[0].face, 1, 1):
            return -1 if (last.amount + turn[0].amount) % 4 == 0 else 0
        return len(turn)

    def _all_setups(self):
        """Every single inner slice turn that can conjugate a commutator."""
        return [slice_move(self.n, axis, layer, layer, amount)
                for axis in range(3) for layer in self.layers for amount in (1, -1, 2)]

    def _lookahead_step(self) -> bool:
        """Play the candidate whose gain per move, together with the best
        candidate after it, is highest (LOOKAHEAD_WIDTH best first looked at).
        False when no candidate gains."""
        width = self.lookahead or LOOKAHEAD_WIDTH[self.n]
        options = sorted(self._candidates(self.colors), key=lambda o: -o[0])[:width]
        if not options:
            return False
        best = (-1.0, None)
        for value, cost, moves in options:
            colors = self.colors[seq_gather(self.n, moves)]
            nxt = self._candidates(colors) if width > 1 else []
            v2, cost2, _ = max(nxt, key=lambda o: o[0]) if nxt else (0.0, 0, None)
            total = (value * cost + v2 * cost2) / (cost + cost2)
            if total > best[0]:
                best = (total, moves)
        self.play(best[1])
        return True

    def _shapes_due(self) -> int:
        """The shapes' flags (comms.HALVES, CROSS) due with the pieces still
        wrong: the half-turn and the cross-axis shapes from a share of the
        pieces (tuning.HALF_SHARE, CROSS_SHARE; big cubes only)."""
        if self.n < BATCH_FROM:
            return 0
        wrong, size = self.wrong(), len(self.centre_idx)
        return (HALVES if wrong <= next(s for n, s in HALF_SHARE if self.n <= n) * size else 0) | \
            (CROSS if wrong <= next(s for n, s in CROSS_SHARE if self.n <= n) * size else 0)

    def use_shapes(self, flags: int) -> None:
        """From now on score the shapes of `flags` (comms.CentreCycles
        halves): late, when the pieces left are swaps, or three around a
        corner, that they fix in one commutator where the others need two;
        the caches of cell gains are counted again for the new shapes."""
        self.rect = Rectangles(self.n, self.target, self.weight, halves=flags)
        self.cycles = self.rect.cycles
        self._gains_of = self._gains = self._pair_parts = self._turn_lines = None
        self.__dict__.pop('face_parts', None)

    def step(self) -> None:
        if self.n >= BATCH_FROM and self.cycles.halves != (flags := self._shapes_due() | self.cycles.halves):
            self.use_shapes(flags)
        if self.n in COMM_LOOKAHEAD_SIZES and self._lookahead_step():
            return
        if self.n >= BATCH_FROM:
            if self._big_step():
                return
            gain = 0
        else:
            gain, c, li, mi = self.rect.best(self.colors)
            s_value, s_moves = self.best_short() if self.short_useful else (0.0, None)
            w_value, w_moves = self.rect.scattered(self.colors)
            c_value = gain / self.rect.cost(li, mi)
            if w_moves is not None and w_value >= max(s_value, c_value):
                self.play(w_moves)
                return
            if s_moves is not None and s_value >= c_value:
                self.play(s_moves)
                return
        if gain > 0:
            self.play(self.rect.moves(c, li, mi))
            return
        self.unstick()

    def unstick(self, hurry: bool = False) -> None:
        """Nothing pays at once: a face turn (harmless to centre counts) may line
        pieces up for a commutator; otherwise shuffle with a neutral one. In a
        `hurry` (hurry.py's last resort) the best of a few neutral-then-best
        pairs, or the first that gains (on 50x50 under 1 s, not 5 s)."""
        best = (0, None)
        # the batch (unless in a hurry) found no cell that gains after any face turn
        batched = BATCH_FROM <= self.n <= BATCH_TURN_LIMIT and not hurry
        for face in FACE_ORDER if not batched else ():
            for amount in (1, -1, 2):
                turn = Move(face, 1, 1, amount)
                if self.n >= BATCH_FROM:
                    g, c, li, mi = self.rect.stuck_of(self.turned_gains([turn]))
                else:
                    g, c, li, mi = self.rect.stuck(self.colors[move_gather(self.n, turn)])
                if g > best[0]:
                    best = (g, [turn] + self.rect.moves(c, li, mi))
        if best[1] is not None:
            self.play(best[1])
            return
        if hurry:                                   # a few tries, and the best of them even if neutral
            self.play(self._two_step(first=True, wanted=HURRY_TWO_STEP_OPTIONS)[1])
            return
        # (on big cubes a slice set-up never gained where the batch found nothing: 14x14 to 50x50)
        gain, moves = self._conjugated() if self.n < BATCH_FROM else (0, None)
        if self.n in COMM_LOOKAHEAD_SIZES:               # both, the better gain per move
            gain2, moves2 = self._two_step()
            if gain <= 0 or moves2 is not None and gain2 > 0 and gain2 / obtm(moves2) > gain / obtm(moves):
                gain, moves = gain2, moves2
        elif gain <= 0:
            gain, moves = self._two_step()
        self.play(moves)

    def solve(self, deadline: Deadline = NONE, progress: Callable[[float], None] | None = None) -> list[Move]:
        """The moves; `progress` is told the share of centre pieces placed since
        the start; past `deadline` the rest by hurry.finish_fast."""
        limit = MAX_STEPS_PER_PIECE * len(self.centre_idx) + 50
        first = max(self.wrong(), 1)
        for _ in range(limit):
            wrong = self.wrong()
            if wrong == 0:
                return self.moves
            if progress is not None:
                progress(1 - wrong / first)
            if deadline.passed():
                finish_fast(self)
                return self.moves
            stop_if_late()
            self.step()
        raise RuntimeError("centre stage did not converge")
