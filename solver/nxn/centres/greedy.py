"""Centres stage of the reduction: every centre piece to the face of its colour.

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
after the free face turn whose best line gains most per move; the cells'
gains are counted once per state and a face turn's are recounted only
where it changes them (turns.py); each turn's changes and its lines'
figures are kept from step to step (turn_deltas.py, turn_lines.py); lines
are widened into rectangles where more slices pay (widen.py), and late
steps are chosen with the best batch after them (endgame.py); from a
share of the pieces (tuning.HALF_SHARE) the shapes include half-turn ones
(use_shapes), which swap pieces of opposite faces, and cross-axis ones,
which cycle pieces of three faces around a corner (tuning.CROSS_SHARE). Over 400 lines because the step policy
and its candidate kinds all read and update one CentreSolver's colour
array and scores; the fast finish (hurry.py), the scoring (rectangles.py),
the lines' costs (lines.py) and a turn's changes (turns.py) are apart.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACE_ORDER
from model.geometry import geometry
from model.rotations import FACE_SEEN
from model.stickers import move_gather, seq_gather

from ...deadline import NONE, Deadline
from ..layers import cheapest, slice_move
from ..obtm import obtm
from ..pieces import centre_mask
from .comms import CROSS, HALVES
from .batch import batch_lines
from .chains import line_savings
from .endgame import look_ahead
from .hurry import finish_fast
from .lines import line_slice_costs
from .moves import TURNS, TWO_TURNS, ShortScores, short_moves, short_scores
from .rectangles import Rectangles, piece_weights
from .turn_deltas import TurnDeltas
from .turn_lines import TurnLines
from .turns import cells_by_facelet, cells_moving, face_shape_parts, turn_parts
from .tuning import (BATCH_CANDIDATE_FROM, BATCH_FROM, BATCH_SIZE, BATCH_TURN_LIMIT, CHAIN_SAVINGS,
                     COMM_LOOKAHEAD_SIZES, CONJ_FROM, CONJ_LOOK, CONJ_TRIES, ENDGAME, ENDGAME_LOOKAHEAD,
                     CROSS_SHARE, ENDGAME_LOOKAHEAD_LIMIT, ENDGAME_WIDTH, GOOD_ENOUGH, HALF_SHARE,
                     HURRY_TWO_STEP_OPTIONS, LINE_REFINE, LOOKAHEAD_LIMIT,
                     LOOKAHEAD_WIDTH, MAX_STEPS_PER_PIECE, MIN_WEIGHT, MIXED_LINES,
                     MIXED_ROW_TURN_LIMIT, RECOUNT_SHARE,
                     SCATTER_PATIENCE, SHORT_PATIENCE, SHORT_RUN_SHARE,
                     TURNED_CONJ_LIMIT, TWO_STEP_FEW, TWO_STEP_FEW_FROM, TWO_STEP_OPTIONS,
                     TWO_TURN_SIZES)


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


class CentreSolver:
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

    def _big_step(self) -> bool:
        """From BATCH_FROM: the best by gain per move of a batch of lines
        (after a face turn), a scattered commutator and a cheap sequence
        (until they stop paying). False when none gains. After a cheap
        sequence won, the next is played without scoring the others while
        it pays at least what they did then (SHORT_RUN_SHARE of it). Late
        (ENDGAME_LOOKAHEAD) the best few are weighed with the batch after
        each (endgame.look_ahead)."""
        s_value, s_moves = self.best_short() if self.short_useful else (0.0, None)
        if s_moves is not None and self._others_then is not None and s_value >= SHORT_RUN_SHARE * self._others_then:
            self.play(s_moves)
            return True
        w_value, w_moves = self.rect.scattered(self.colors, self.now_gains()) if self.scattered_useful \
            else (0.0, None)
        late = self.n <= ENDGAME_LOOKAHEAD_LIMIT and self.wrong() <= ENDGAME_LOOKAHEAD * len(self.centre_idx)
        batches = self._turned_batch(top=ENDGAME_WIDTH) if late else None
        b_value, b_moves = (batches[0] if batches else (0.0, None)) if late else self._turned_batch()
        value, moves = max(((v, m) for v, m in ((b_value, b_moves), (w_value, w_moves), (s_value, s_moves))
                            if m), key=lambda o: o[0], default=(0.0, None))
        if moves is not None and moves is s_moves:
            self.short_misses = 0
            self._others_then = max(b_value, w_value)
        else:
            self._others_then = None
            self.short_misses += 1
            if self.short_misses > SHORT_PATIENCE:
                self.short_useful = False          # late in a big cube they no longer pay
        if moves is not None and moves is w_moves:
            self.scattered_misses = 0
        elif self.scattered_misses is not None:    # (counted from its first win: it pays in the middle)
            self.scattered_misses += 1
            if self.scattered_misses > SCATTER_PATIENCE:
                self.scattered_useful = False
        if not moves or value <= 0:
            return False
        if late:
            moves = look_ahead(self, [m for _, m in batches] + [m for m in (w_moves, s_moves) if m]) or moves
        self.play(moves)
        return True

    def _turned_batch(self, top: int = 0):
        """(gain per move of its first line, moves) of a batch after the free
        face turn (or none) whose first line gains most per move, the turn's
        move counted against that line; (0, None) when no line gains. A
        face turn changes the cell gains of the shapes whose cycles touch
        its face only (about 40 of 96): the others' best lines are those of
        the cube as it is, so only those shapes are rescored per turn.
        With `top`, a list of the batches after the `top` best turns (best
        first; empty when no line gains), for the endgame look-ahead (endgame.py)."""
        turns = TURNS if self.n <= BATCH_TURN_LIMIT else TURNS[:1]
        raw = self.now_gains().astype(np.int16)
        base = np.maximum(raw, 0)
        base[~self.cycles.valid] = 0
        plain = self._savings([])
        if len(turns) == 1:
            value, moves = self._batch(base.copy(), self._turn_cost([]), size=1, savings=plain)
            out = self._batch(base, self._turn_cost([]), raw=raw if LINE_REFINE else None,
                              savings=plain) if moves else (0.0, None)
            return ([out] if out[1] else []) if top else out
        l_cost = line_slice_costs(self.k)
        mixing = MIXED_LINES and self.cycles.shapes[-1].b_first
        mixes = ((False, 0), (True, 2))[:None if self.n <= MIXED_ROW_TURN_LIMIT else 1] if mixing else ()
        if self._turn_lines is None:
            self._turn_lines = TurnLines(l_cost, mixes)
        # (gain, moves) of rows, columns and mixed lines; per shape: each pair's for both of its shapes
        stats = [(np.concatenate([t, t]), np.concatenate([c, c])) if i >= 2 else (t, c)
                 for i, (t, c) in enumerate(self._turn_lines.figures(None, base))]
        by_extra = {}

        def shape_best(stats_, extra, saved=(0, 0, 0, 0)):   # per shape: its best line's gain per move
            return np.max([(total / np.maximum(cost + extra - sv, 1)).max(axis=1)
                           for (total, cost), sv in zip(stats_, saved)], axis=0)

        best = (0.0, None, None, None)
        ranked = []
        for turn in turns:
            extra = self._turn_cost(turn)
            if extra not in by_extra:
                by_extra[extra] = shape_best(stats, extra)
            if not turn:
                value = float(shape_best(stats, extra, list(plain) + [0, 0]).max())
                sub = shapes = None
            else:
                face = turn[0].face
                shapes, others = self.face_parts[face][:2]
                sub = raw[shapes]
                sub += self._turn_delta(turn[0], sub.size).reshape(sub.shape)
                np.maximum(sub, 0, out=sub)          # (cells that are not valid have no terms: stay 0)
                saved = [sv[shapes] for sv in self._savings(turn)] + [0, 0]
                value = max(float((total / np.maximum(cost + extra - sv, 1)).max())
                            for (total, cost), sv in zip(self._turn_lines.figures((face, turn[0].amount), sub),
                                                         saved))
                if (extra, face) not in by_extra:
                    by_extra[extra, face] = float(by_extra[extra][others].max())
                value = max(value, by_extra[extra, face])
            if value > best[0]:
                best = (value, turn, shapes, sub)
            if top and value > 0:
                ranked.append((value, turn, shapes, sub))
        if top:
            ranked.sort(key=lambda r: -r[0])
            return [self._batch_after(base.copy(), *r) for r in ranked[:top]]
        if best[1] is None:
            return 0.0, None
        return self._batch_after(base, *best)

    def _batch_after(self, gains, value, turn, shapes, sub):
        """(gain per move, moves) of the batch after a face turn (or none):
        `gains` the cell gains now (>= 0, changed), `sub` the turned ones
        of `shapes` (_turned_batch)."""
        if turn:
            gains[shapes] = sub
        saved = self._savings(turn)
        if not LINE_REFINE:
            return value, turn + self._batch(gains, self._turn_cost(turn), savings=saved)[1]
        value, moves = self._batch(gains, self._turn_cost(turn), raw=self.turned_gains(turn), savings=saved)
        return value, turn + moves

    def _savings(self, turn: list[Move]):
        """chains.line_savings after a free face turn (or none): the last
        move a line's first move can merge with is the turn's, or with no
        turn the last move played; none where the turn itself merged."""
        if not CHAIN_SAVINGS or not self.cycles.shapes[-1].b_first:     # (below 13x13: none)
            return line_savings(self.n, None, self.cycles.halves)
        if turn:
            return line_savings(self.n, turn[0] if self._turn_cost(turn) == 1 else None, self.cycles.halves)
        return line_savings(self.n, self.moves[-1] if self.moves else None, self.cycles.halves)

    def _turned_gains(self, raw: np.ndarray, turn: list[Move]) -> np.ndarray:
        """The batch's cell gains (>= 0) after one face turn, from `raw`
        (cell_gains now): a face turn moves only that face's pieces, so
        only the terms of places on it are recounted (turn_parts)."""
        parts = turn_parts(self.n, self.target, self.rect.cell_weight, self.cycles.halves)
        cells, f, want, sign, w = parts[turn[0].face]
        after = self.colors[seq_gather(self.n, turn)][f]
        delta = ((after == want).view(np.int8) - (self.colors[f] == want).view(np.int8)) * sign * w
        gains = raw.copy()
        gains += np.bincount(cells, delta, gains.size).astype(np.int16).reshape(gains.shape)
        np.maximum(gains, 0, out=gains)
        gains[~self.cycles.valid] = 0
        return gains

    def _batch(self, gains: np.ndarray | None = None, extra: int = 0, size: int = BATCH_SIZE,
               raw: np.ndarray | None = None, savings=(0, 0)):
        """batch.batch_lines for this solver: (first line's gain per move, moves)."""
        return batch_lines(self, gains, extra, size, raw, savings)

    def _two_step(self, first: bool = False, wanted: int | None = None):
        """A neutral single-cell commutator (after a face turn, which moves
        no piece off its face), then the best one: a swap between two faces
        needs a detour through a third. `first`: the first pair that gains."""
        parts, turned = [], []
        for t, turn in enumerate(TURNS):
            colors = self.colors[seq_gather(self.n, turn)]
            gains = self.turned_gains(turn)
            turned.append((colors, gains, (gains > 0).any(axis=(1, 2))))
            at = np.flatnonzero(self.cycles.valid & (gains >= -self.rect.cell_weight))
            parts.append((t, at, gains.reshape(-1)[at]))
        options = _Options(parts, self.cycles.valid.shape)
        if wanted is None:
            wanted = TWO_STEP_OPTIONS if self.n < BATCH_FROM else \
                TWO_STEP_OPTIONS // 3 if self.n < TWO_STEP_FEW_FROM else TWO_STEP_FEW
        picks = self.rng.sample(options, min(wanted, len(options)))
        best = (-10 ** 6, None)
        for gain, t, c, l, m in picks:
            moves = TURNS[t] + self.rect.moves(c, (l, l + 1), (m, m + 1))
            g2, c2, li, mi = self._best_after_cell(*turned[t], c, l, m)
            total = gain + g2
            if total > best[0]:
                best = (total, moves + (self.rect.moves(c2, li, mi) if g2 > 0 else []))
                if first and total > 0:
                    break
        return best

    def _best_after_cell(self, colors, gains, gaining, c, l, m):
        """rect.best after the single-cell commutator (c, l, m) on `colors`,
        whose cell gains are `gains` and shapes with a gaining cell
        `gaining`: the commutator moves three centres, so only the cells
        that move one of them are rescored, and only shapes with a gaining
        cell (the others cannot hold the best) go through rect.best_of."""
        cy = self.cycles
        after = colors.copy()
        after[cy.dst[c, l, m]] = colors[cy.src[c, l, m]]
        starts, cells_at = cells_by_facelet(self.n, self.cycles.halves)
        cells = np.unique(np.concatenate([cells_at[starts[f]:starts[f + 1]] for f in cy.dst[c, l, m].tolist()]))
        dst, src = cy.dst.reshape(-1, 3)[cells], cy.src.reshape(-1, 3)[cells]
        t = self.target[dst]
        new = (((after[src] == t).sum(axis=1) - (after[dst] == t).sum(axis=1))
               * self.rect.cell_weight.reshape(-1)[cells]).astype(gains.dtype)
        kk = self.k * self.k
        gaining = gaining.copy()
        gaining[cells[new > 0] // kk] = True
        shapes = np.nonzero(gaining)[0]
        sub = gains[shapes]                     # (only those shapes' cells are scored: no whole copy)
        if not len(shapes):
            return self.rect.best_of_gains(sub[None], shapes)[0]
        at = np.searchsorted(shapes, cells // kk)
        inside = (at < len(shapes)) & (shapes[np.minimum(at, len(shapes) - 1)] == cells // kk)
        sub.reshape(-1)[at[inside] * kk + cells[inside] % kk] = new[inside]
        return self.rect.best_of_gains(sub[None], shapes)[0]

    def _conjugated(self):
        """(gain, moves) of the best commutator conjugated by one slice
        quarter turn: it can cycle two cells of one face, which a swap
        between two faces needs."""
        wrong = self.centre_idx[self.colors[self.centre_idx] != self.target[self.centre_idx]]
        coords = geometry(self.n).facelet_coords[wrong]
        near, far = [], []
        for axis in range(3):
            hit = set(coords[:, axis].tolist())
            for layer in self.layers:
                for amount in (1, -1, 2) if self.n in COMM_LOOKAHEAD_SIZES else (1, -1):
                    (near if layer in hit else far).append(slice_move(self.n, axis, layer, layer, amount))
        self.rng.shuffle(near)
        self.rng.shuffle(far)
        if self.n in COMM_LOOKAHEAD_SIZES:
            return self._conjugated_turned(near + far)
        best = (-10 ** 6, None)
        for setup in (near + far)[:CONJ_TRIES]:
            g = move_gather(self.n, setup)
            if self.n >= BATCH_FROM:                # a slice turn moves one ring of centres
                ring = self.centre_idx[g[self.centre_idx] != self.centre_idx].tolist()
                gain, c, li, mi = self.rect.stuck_of(self.moved_gains(self.colors[g], self.target[g], ring))
            else:
                gain, c, li, mi = self.rect.stuck(self.colors[g], self.target[g])
            if gain > best[0]:
                best = (gain, [setup] + self.rect.moves(c, li, mi) + [setup.inverse()])
            if best[0] >= GOOD_ENOUGH * MIN_WEIGHT:
                break
        return best

    def _conjugated_turned(self, setups):
        """_conjugated over every slice set-up, each also after a free face
        turn: single-cell gains of all of them scored at once, then the best
        few looked at with whole rectangles (above TURNED_CONJ_LIMIT without
        the face turns: time)."""
        turns = TURNS if self.n <= TURNED_CONJ_LIMIT else TURNS[:1]
        n, cy = self.n, self.cycles
        turn_g = np.array([seq_gather(n, turn) for turn in turns])           # (T, F)
        setup_g = np.array([move_gather(n, setup) for setup in setups])      # (S, F)
        idx = turn_g[:, setup_g]                                            # (T, S, F)
        colors = self.colors[idx]
        target = self.target[setup_g][None]                                 # (1, S, F)
        valid = cy.valid
        src, dst = cy.src[valid], cy.dst[valid]                             # (V, 3): valid cells only
        home = (colors == target)[..., dst].view(np.int8)                   # (T, S, V, 3)
        moved = (colors[..., src] == target[..., dst]).view(np.int8)
        now = moved - home
        gains = (now[..., 0] + now[..., 1] + now[..., 2]) * self.rect.cell_weight[valid].astype(np.int8)
        gains = gains.max(axis=2)
        gains = gains.astype(np.int64)
        cost = np.array([10 + self._turn_cost(turn) for turn in turns])[:, None]
        order = np.argsort(-(gains / cost), axis=None)[:CONJ_LOOK]
        best, best_value = (-10 ** 6, None), -10 ** 6
        for ti, si in zip(*np.unravel_index(order, gains.shape)):
            gain, c, li, mi = self.rect.stuck(colors[ti, si], self.target[setup_g[si]])
            value = gain / (10 + self._turn_cost(turns[ti]))
            if value > best_value:
                setup = setups[si]
                best_value = value
                best = (gain, turns[ti] + [setup] + self.rect.moves(c, li, mi) + [setup.inverse()])
        return best

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
            self.step()
        raise RuntimeError("centre stage did not converge")


class _Options(Sequence):
    """The two-step escape's first commutators, (gain, turn, c, l, m) in
    the order of the turns and then of the cells, made only when picked:
    on 50x50 there are millions."""

    def __init__(self, parts, shape):
        self.parts, self.shape = parts, shape
        self.ends = np.cumsum([len(at) for _, at, _ in parts])

    def __len__(self) -> int:
        return int(self.ends[-1]) if len(self.ends) else 0

    def __getitem__(self, i):
        p = int(np.searchsorted(self.ends, i, side='right'))
        t, at, gains = self.parts[p]
        j = i - (int(self.ends[p - 1]) if p else 0)
        c, l, m = np.unravel_index(int(at[j]), self.shape)
        return int(gains[j]), t, int(c), int(l), int(m)
