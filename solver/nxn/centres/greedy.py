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
numbers it trades on are in tuning.py. Over 400 lines because the step
policy and its candidate kinds all read and update one CentreSolver's
colour array and scores; the fast finish (hurry.py) and the scoring
(rectangles.py) are already apart.
"""
from __future__ import annotations

import random
from functools import cached_property, lru_cache
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACE_ORDER
from model.geometry import geometry
from model.rotations import FACE_SEEN
from model.stickers import move_gather, seq_gather

from ...deadline import NONE, Deadline
from ..layers import cheapest, layer_runs, slice_move
from ..obtm import obtm
from ..pieces import centre_mask
from .comms import centre_cycles, comm_moves
from .five import centre_solution as five_centres, usable as five_usable
from .four import centre_solution
from .hurry import finish_fast
from .moves import TURNS, TWO_TURNS, short_gathers, short_moves
from .opening import centres_opening
from .rectangles import Rectangles, piece_weights
from .tuning import (BATCH_CANDIDATE_FROM, BATCH_FROM, BATCH_KEEP, BATCH_SIZE, BATCH_TURN_LIMIT,
                     COMM_LOOKAHEAD_SIZES, CONJ_FROM, CONJ_LOOK, CONJ_TRIES, ENDGAME, GOOD_ENOUGH,
                     HURRY_TWO_STEP_OPTIONS, LOOKAHEAD_LIMIT,
                     LOOKAHEAD_WIDTH, MAX_STEPS_PER_PIECE, MIN_WEIGHT, OPENING_WIDTHS, SHORT_PATIENCE,
                     TURNED_CONJ_LIMIT, TWO_STEP_OPTIONS, TWO_TURN_SIZES)


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
                 target: np.ndarray | None = None):
        self.n, self.rng = n, rng
        self.k = n - 2
        self.colors = colors.copy()
        self.mask = centre_mask(n)
        self.centre_idx = np.nonzero(self.mask)[0]
        if target is None:
            target = centre_targets(n, colors)
        self.target = np.where(self.mask, np.repeat(target, n * n), -1)
        self.weight = piece_weights(n)
        self.rect = Rectangles(n, self.target, self.weight)
        self.cycles = self.rect.cycles
        self.moves: list[Move] = []
        # Slice moves never turn the middle layer of an odd cube: its fixed
        # centres define the targets.
        self.layers = [x for x in range(1, n - 1) if 2 * x != n - 1]
        self.short, self.short_cost = short_moves(n)
        self.short_useful, self.short_misses = True, 0
        self._turn_parts = None
        self._short_order = None
        if shuffle:                                   # another seed breaks ties elsewhere
            order = np.array(rng.sample(range(len(self.short)), len(self.short)))
            self.short = [self.short[i] for i in order]
            self.short_cost, self._short_order = self.short_cost[order], order

    @cached_property
    def short_gather(self) -> np.ndarray:
        """The cheap sequences' gathers on centres, in self.short's order (built on first use)."""
        gathers = short_gathers(self.n)
        return gathers if self._short_order is None else gathers[self._short_order]

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
            gains = (colors[self.short_gather] == target).view(np.uint8) @ weight - now
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
        width = LOOKAHEAD_WIDTH[self.n]
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

    def step(self) -> None:
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
        for face in FACE_ORDER:
            for amount in (1, -1, 2):
                turn = Move(face, 1, 1, amount)
                g, c, li, mi = self.rect.stuck(self.colors[move_gather(self.n, turn)])
                if g > best[0]:
                    best = (g, [turn] + self.rect.moves(c, li, mi))
        if best[1] is not None:
            self.play(best[1])
            return
        if hurry:                                   # a few tries, and the best of them even if neutral
            self.play(self._two_step(first=True, wanted=HURRY_TWO_STEP_OPTIONS)[1])
            return
        gain, moves = self._conjugated()
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
        (until they stop paying). False when none gains."""
        s_value, s_moves = self.best_short() if self.short_useful else (0.0, None)
        w_value, w_moves = self.rect.scattered(self.colors)
        b_value, b_moves = self._turned_batch()
        value, moves = max(((v, m) for v, m in ((b_value, b_moves), (w_value, w_moves), (s_value, s_moves))
                            if m), key=lambda o: o[0], default=(0.0, None))
        if moves is not None and moves is s_moves:
            self.short_misses = 0
        else:
            self.short_misses += 1
            if self.short_misses > SHORT_PATIENCE:
                self.short_useful = False          # late in a big cube they no longer pay
        if not moves or value <= 0:
            return False
        self.play(moves)
        return True

    def _turned_batch(self):
        """(gain per move of its first line, moves) of a batch after the free
        face turn (or none) whose first line gains most per move, the turn's
        move counted against that line; (0, None) when no line gains."""
        turns = TURNS if self.n <= BATCH_TURN_LIMIT else TURNS[:1]
        base = np.maximum(self.rect.cell_gains(self.colors), 0).astype(np.int16)
        base[~self.cycles.valid] = 0
        raw = None if len(turns) == 1 else self.rect.cell_gains(self.colors).astype(np.int16)
        best = (0.0, None, None)
        for turn in turns:                      # scored by the first line only, then batched
            gains = self._turned_gains(raw, turn) if turn else base
            value, moves = self._batch(gains, self._turn_cost(turn), size=1)
            if moves and value > best[0]:
                best = (value, turn, gains)
        if best[1] is None:
            return 0.0, None
        return best[0], best[1] + self._batch(best[2], self._turn_cost(best[1]))[1]

    def _turned_gains(self, raw: np.ndarray, turn: list[Move]) -> np.ndarray:
        """The batch's cell gains (>= 0) after one face turn, from `raw`
        (cell_gains now): a face turn moves only that face's pieces, so
        only the terms of places on it are recounted (turn_parts)."""
        if self._turn_parts is None:
            self._turn_parts = turn_parts(self.n, self.target, self.rect.cell_weight)
        cells, f, want, sign, w = self._turn_parts[turn[0].face]
        after = self.colors[seq_gather(self.n, turn)][f]
        delta = ((after == want).view(np.int8) - (self.colors[f] == want).view(np.int8)) * sign * w
        gains = raw.copy()
        gains += np.bincount(cells, delta, gains.size).astype(np.int16).reshape(gains.shape)
        np.maximum(gains, 0, out=gains)
        gains[~self.cycles.valid] = 0
        return gains

    def _batch(self, gains: np.ndarray | None = None, extra: int = 0, size: int = BATCH_SIZE):
        """Many commutators chosen at once, no two touching the same cell:
        their gains do not depend on each other, so one scoring pays for
        all of them (big cubes have thousands of cells). Each is a line of
        cells of one shape, one slice l with every m that gains (or one m
        with every l), best gain per move first, while it stays within
        BATCH_KEEP of the first one's, at most `size` of them; `extra`
        moves (a face turn's) are counted against the first. `gains` (int16
        cell gains, >= 0, changed in place) default to those of the cube
        now. Returns the first one's gain per move and the moves."""
        cy, k = self.cycles, self.k
        if gains is None:
            gains = np.maximum(self.rect.cell_gains(self.colors), 0).astype(np.int16)
            gains[~cy.valid] = 0
        l_cost = np.where((np.arange(k) == 0) | (np.arange(k) == k - 1), 1, 2)
        starts, cells_at = cells_by_facelet(self.n)
        views = (gains, gains.transpose(0, 2, 1))                           # rows (c, l, m), columns (c, m, l)
        sums, costs = zip(*(line_costs(g, l_cost) for g in views))
        cells, first = [], None
        while len(cells) < size:
            best = (0.0, )
            for rows, total, cost in zip((True, False), sums, costs):
                value = total / (cost + (extra if first is None else 0))
                at = int(np.argmax(value))
                if value.flat[at] > best[0]:
                    best = (float(value.flat[at]), rows) + divmod(at, k)
            value = best[0]
            if value <= 0 or first is not None and value < BATCH_KEEP * first:
                break
            first = first if first is not None else value
            _, rows, c, l = best
            others = np.nonzero(views[0 if rows else 1][c, l] > 0)[0]
            cells.append((c, [l], others.tolist()) if rows else (c, others.tolist(), [l]))
            if len(cells) == size:              # (gains left as they were when size is 1)
                break
            hit = cy.dst[c, l, others] if rows else cy.dst[c, others, l]      # (j, 3) facelets
            hit = np.concatenate([cells_at[starts[f]:starts[f + 1]] for f in hit.ravel()])
            gains.flat[hit] = 0                                             # cells touching them: taken
            hc, hl, hm = np.unravel_index(hit, gains.shape)
            for view, total, cost, a, b in ((0, sums[0], costs[0], hc, hl), (1, sums[1], costs[1], hc, hm)):
                key = np.unique(a * k + b)
                ca, cb = np.divmod(key, k)
                total[ca, cb], cost[ca, cb] = line_costs(views[view][ca, cb], l_cost[cb])
        moves: list[Move] = []
        for c, ls, ms in cells:
            moves += comm_moves(self.n, self.cycles.shapes[c], layer_runs([x + 1 for x in ls]),
                                layer_runs([x + 1 for x in ms]))
        return first or 0.0, moves

    def _two_step(self, first: bool = False, wanted: int | None = None):
        """A neutral single-cell commutator (after a face turn, which moves
        no piece off its face), then the best one: a swap between two faces
        needs a detour through a third. `first`: the first pair that gains."""
        options = []
        for t, turn in enumerate(TURNS):
            colors = self.colors[seq_gather(self.n, turn)]
            gains = self.rect.cell_gains(colors)
            options += [(int(gains[c, l, m]), t, int(c), int(l), int(m))
                        for c, l, m in np.argwhere(self.cycles.valid & (gains >= -self.rect.cell_weight))]
        if wanted is None:
            wanted = TWO_STEP_OPTIONS if self.n < BATCH_FROM else TWO_STEP_OPTIONS // 3
        picks = self.rng.sample(options, min(wanted, len(options)))
        best = (-10 ** 6, None)
        for gain, t, c, l, m in picks:
            moves = TURNS[t] + self.rect.moves(c, (l, l + 1), (m, m + 1))
            colors = self.colors[seq_gather(self.n, moves)]
            g2, c2, li, mi = self.rect.best(colors)
            total = gain + g2
            if total > best[0]:
                best = (total, moves + (self.rect.moves(c2, li, mi) if g2 > 0 else []))
                if first and total > 0:
                    break
        return best

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


def line_costs(g: np.ndarray, l_cost: np.ndarray):
    """For lines of cell gains g (..., k) (>= 0) of slices l costing
    l_cost (OBTM per block turn): the gain of the commutator of l against
    every slice that gains, and its OBTM length (a run of slices next to a
    face is an outer block: 1 move, not 2)."""
    pos = g > 0
    blocks = 2 * (pos[..., 0].astype(np.int32) + (pos[..., 1:] & ~pos[..., :-1]).sum(axis=-1))
    blocks -= pos[..., 0].astype(np.int32) + pos[..., -1]
    return g.sum(axis=-1, dtype=np.int32), 4 + 2 * l_cost + 2 * np.maximum(blocks, 1)


def turn_parts(n: int, target: np.ndarray, cell_weight: np.ndarray) -> dict:
    """By face: what a turn of it changes in cell gains. A cell's gain
    counts, for each of its three slots, the piece coming from src when it
    is the colour of dst (the term to recount when src is on the face)
    less the piece at dst when it is home (recounted when dst is on the
    face); a cell has one or two places on a face. Returns per face the
    flat cell index, facelet, colour wanted and sign of every such term,
    and the cells' weights."""
    cy = centre_cycles(n)
    out = {}
    for x, face in enumerate(FACE_ORDER):
        parts = []
        for ends, sign in ((cy.src, 1), (cy.dst, -1)):
            c, l, m, j = np.nonzero((ends // (n * n) == x) & cy.valid[..., None])
            parts.append((np.ravel_multi_index((c, l, m), cy.valid.shape), ends[c, l, m, j],
                          target[cy.dst[c, l, m, j]], np.full(len(c), sign, dtype=np.int16),
                          cell_weight[c, l, m].astype(np.int16)))
        out[face] = tuple(np.concatenate(p) for p in zip(*parts))
    return out


@lru_cache(maxsize=2)
def cells_by_facelet(n: int):
    """(starts, cells): the flat indices (shape, l, m) of the cells whose
    3-cycle moves facelet f are cells[starts[f]:starts[f + 1]]."""
    dst = centre_cycles(n).dst.reshape(-1, 3)
    facelets = dst.ravel()
    order = np.argsort(facelets, kind='stable')
    cells = (order // 3).astype(np.int64)
    starts = np.searchsorted(facelets[order], np.arange(6 * n * n + 1))
    return starts, cells


def solve_centres(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
                  progress: Callable[[float], None] | None = None) -> list[Move]:
    """Moves that bring every centre piece to its face (colour array in, moves
    out): on 4x4 and 5x5 the seed-th shortest of the table-driven phases
    (four.py, five.py); elsewhere, or on 5x5 under a tight deadline, on
    sizes in OPENING_WIDTHS a beam-searched opening first (its
    width varies with the seed), then the commutator search (which tells
    `progress` the share of pieces it has placed); both hurry once
    `deadline` has passed (the 4x4 phases take well under a second)."""
    solution = None
    if n == 4:
        solution = centre_solution(colors, seed)
    elif n == 5 and five_usable(deadline):
        solution = five_centres(colors, seed)
    if solution is not None:
        if progress is not None:
            progress(1.0)
        return solution
    target = centre_targets(n, colors)
    widths = OPENING_WIDTHS.get(n) if not deadline.passed() else None     # (its tables take time)
    opening = centres_opening(n, colors, np.repeat(target, n * n), widths[seed % len(widths)],
                              deadline=deadline) if widths else []
    colors = colors[seq_gather(n, opening)]
    solver = CentreSolver(n, colors, random.Random(seed), shuffle=seed > 0, target=target)
    return opening + solver.solve(deadline, progress)
