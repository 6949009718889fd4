"""The greedy's steps on big cubes (from 13x13): batches of line commutators after the best free face turn.

A mixin of greedy.CentreSolver: it reads and updates the solver's colour
array, cached cell gains and face-turn figures.
"""
from __future__ import annotations

import numpy as np

from model import Move
from model.stickers import seq_gather

from .batch import batch_lines
from .chains import line_savings
from .endgame import look_ahead
from .lines import line_slice_costs
from .moves import TURNS
from .turn_lines import TurnLines
from .turns import turn_parts
from .tuning import (BATCH_SIZE, BATCH_TURN_LIMIT, CHAIN_SAVINGS, ENDGAME_LOOKAHEAD, ENDGAME_LOOKAHEAD_LIMIT,
                     ENDGAME_WIDTH, LINE_REFINE, MIXED_LINES, MIXED_ROW_TURN_LIMIT, SCATTER_PATIENCE, SHORT_PATIENCE,
                     SHORT_RUN_SHARE)


class BigCubeSteps:
    """CentreSolver's big-cube step (_big_step) and the batch it plays."""

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
