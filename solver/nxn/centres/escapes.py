"""The greedy's escapes when no single commutator gains: a neutral commutator first, or one conjugated by a slice turn.

A mixin of greedy.CentreSolver: it reads the solver's colour array and
cached cell gains.
"""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from model.geometry import geometry
from model.stickers import move_gather, seq_gather

from ..layers import slice_move
from .moves import TURNS
from .turns import cells_by_facelet
from .tuning import (BATCH_FROM, COMM_LOOKAHEAD_SIZES, CONJ_LOOK, CONJ_TRIES, GOOD_ENOUGH, MIN_WEIGHT,
                     TURNED_CONJ_LIMIT, TWO_STEP_FEW, TWO_STEP_FEW_FROM, TWO_STEP_OPTIONS)


class Escapes:
    """CentreSolver's ways out of a state where nothing gains at once."""

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
