"""Centres stage of the reduction: every centre piece to the face of its colour.

On 4x4 to 12x12 a beam-searched opening of column trades comes first
(centres_opening); what it leaves is solved here. Greedy by gain per move:
cheap single slice half turns while they pay, then block commutators
(nxn_comms) that move whole rectangles of pieces. Quarter turns of single
slices are left out on purpose: they would change the wing permutation
parity that the parity stage has already made even. On 5x5 to 12x12 each
step picks, by gain per OBTM move, among commutators after a free face
turn, cheap sequences, scattered commutators and (late) slice-conjugated
ones, on 5x5 to 7x7 also looking one step ahead. Gains weigh each piece by
what fixing it late would cost (piece_weights).
"""
from __future__ import annotations

import random

import numpy as np

from model import Move
from model.rotations import FACE_SEEN

from .centres_opening import centres_opening
from .nxn_comms import FACE_AXIS, centre_cycles, centre_mask, comm_cost, comm_moves, layer_runs, slice_move
from .nxn_stickers import move_gather, seq_gather, stickers
from .nxn_widen import cheapest, obtm, widened

MAX_STEPS_PER_PIECE = 4
_TURNS = [[]] + [[Move(f, 1, 1, a)] for f in 'URFDLB' for a in (1, -1, 2)]
_TWO_TURNS = [a + b for a in _TURNS[1:] for b in _TURNS[1:] if a[0].face != b[0].face and
              (FACE_AXIS[a[0].face] != FACE_AXIS[b[0].face] or a[0].face in 'URF')]
TWO_TURN_SIZES = {5}       # sizes where two face turns may lead an endgame commutator (no gain on 6, 7)
ENDGAME = 0.4            # share of centre pieces still wrong when two face turns may lead a commutator
TWO_STEP_OPTIONS = 300
GOOD_ENOUGH = 3          # stop looking for a conjugated commutator at this gain (pieces)
MIN_WEIGHT = 4           # piece_weights of the cheapest pieces
SHORT_BLOCK_LIMIT = 8    # above this size only single-layer slices (time, memory)
LOOKAHEAD_LIMIT = 6      # above this size no face turn in front of cheap sequences (time; after the opening they rarely pay)
BATCH_FROM = 13          # from this size, single-cell commutators go in batches
BATCH_SIZE = 64
SHORT_PATIENCE = 10      # big cubes stop trying cheap sequences after this many misses
BATCH_RECT_FACTOR = 3    # a rectangle must beat the best single cell this much to win
MAX_BLOCK = 6            # longest slice block in a commutator on big cubes
LOOKAHEAD_WIDTH = {5: 3, 6: 3, 7: 3, 8: 1, 9: 1, 10: 1, 11: 1, 12: 1}   # candidates looked one step past, by size
COMM_LOOKAHEAD_SIZES = range(5, 13)  # sizes where a face turn may go in front of a commutator
                                    # (4x4 does better with the older order of preference)
SCATTER_ROUNDS = 2       # rounds of re-choosing a scattered commutator's M, then L (below BATCH_FROM)
CONJ_LOOK = 6            # (face turn, set-up) pairs scored with whole rectangles when stuck
CONJ_TRIES = 24          # slice set-ups tried per stuck step
TURNED_CONJ_LIMIT = 10   # above this size set-up commutators get no face turn in front (time)
OPENING_WIDTHS = {4: (30, 50, 20, 10), 5: (30, 10, 50, 20), 6: (30, 10, 50), 7: (10, 30, 50),   # beam widths by seed
                  8: (10,), 9: (10,), 10: (10,), 11: (10,), 12: (10,)}
CONJ_FROM = 0.3          # share of pieces still wrong from which set-up commutators are candidates


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
        self.n, self.k, self.rng = n, n - 2, rng
        self.colors = colors.copy()
        self.cycles = centre_cycles(n)
        self.mask = centre_mask(n)
        self.centre_idx = np.nonzero(self.mask)[0]
        if target is None:
            target = centre_targets(n, colors)
        self.target = np.where(self.mask, np.repeat(target, n * n), -1)
        self.weight = piece_weights(n)
        self.cell_weight = self.weight[self.cycles.dst[..., 0]]          # (C, l, m)
        # gains and their rectangle sums in 16 bits where they fit (twice the
        # most a rectangle can gain, 3 pieces a cell at weight 6): faster scans
        self.sums = np.int16 if 2 * 18 * self.k * self.k < 2 ** 15 else np.int32
        self.cell_weight_sums = self.cell_weight.astype(self.sums)
        self.moves: list[Move] = []
        k = self.k
        longest = k if n <= SHORT_BLOCK_LIMIT else MAX_BLOCK
        self.intervals = np.array([(a, b) for a in range(k) for b in range(a + 1, min(a + longest, k) + 1)])
        lo, hi = self.intervals[:, 0], self.intervals[:, 1]
        self.disjoint = (hi[:, None] <= lo[None, :]) | (hi[None, :] <= lo[:, None])
        # Slice moves never turn the middle layer of an odd cube: its fixed
        # centres define the targets.
        self.layers = [x for x in range(1, n - 1) if 2 * x != n - 1]
        self.short, self.short_cost, self.short_gather = _short_moves(n)
        self.short_useful, self.short_misses = True, 0
        if shuffle:                                   # another seed breaks ties elsewhere
            order = np.array(rng.sample(range(len(self.short)), len(self.short)))
            self.short = [self.short[i] for i in order]
            self.short_cost, self.short_gather = self.short_cost[order], self.short_gather[order]

    # -- scoring -----------------------------------------------------------
    def wrong(self) -> int:
        c = self.centre_idx
        return int((self.colors[c] != self.target[c]).sum())

    def _cell_gains(self, colors: np.ndarray, target=None) -> np.ndarray:
        cy = self.cycles
        t = (self.target if target is None else target)[cy.dst]
        now = (colors[..., cy.src] == t).view(np.int8) - (colors[..., cy.dst] == t).view(np.int8)
        gain = (now[..., 0] + now[..., 1] + now[..., 2]).astype(self.sums)     # -3..3
        return np.where(cy.valid, gain * self.cell_weight_sums, 0)

    def best_comm(self, colors: np.ndarray, target=None):
        """(gain, shape index, L interval, M interval) of the rectangle with
        the best gain per OBTM move (blocks next to a face cost half)."""
        return self.best_comms(colors[None], target)[0]

    def best_comms(self, colorings: np.ndarray, target=None) -> list:
        """best_comm for each row of `colorings` (T, F), scored together.

        For every shape and slice block M, the best block L left or right of
        M is a maximum-sum run over L's column sums, and the best L touching
        a face a best prefix or suffix: O(k) per (shape, M)."""
        gains = self._cell_gains(colorings, target)                # (T, C, l, m)
        T, C, k = gains.shape[0], gains.shape[1], self.k
        a, b = self.intervals[:, 0], self.intervals[:, 1]
        s = np.zeros((T, C, k, k + 1), dtype=self.sums)
        s[..., 1:] = gains.cumsum(axis=-1, dtype=self.sums)
        cols = s[..., b] - s[..., a]                                 # (T, C, l, M)
        # prefix sums over l, l first: the scans then run over whole slabs
        p = np.zeros((k + 1, T, C, len(a)), dtype=self.sums)
        p[1:] = cols.transpose(2, 0, 1, 3).cumsum(axis=0, dtype=self.sums)
        left = _running(np.maximum, p - _running(np.minimum, p))
        rev_max = _running(np.maximum, p, reverse=True)
        right = _running(np.maximum, rev_max - p, reverse=True)
        rows = np.arange(len(a))
        anywhere = np.maximum(left[a, :, :, rows], right[b, :, :, rows]).transpose(1, 2, 0)   # (T, C, M)
        rev_min = _running(np.minimum, p, reverse=True)
        touching = np.maximum(_running(np.maximum, p)[a, :, :, rows],
                              p[k].transpose(2, 0, 1) - rev_min[b, :, :, rows]).transpose(1, 2, 0)
        m_cost = np.where((a == 0) | (b == k), 1, 2)                 # block_cost of M
        # comm_cost: 4 + 2 * (L's block cost, 1 touching a face else 2) + 2 * M's
        value = np.maximum(touching / (6 + 2 * m_cost), anywhere / (8 + 2 * m_cost))
        best_at = value.reshape(T, -1).argmax(axis=1)
        out = []
        for t in range(T):
            c, mi = divmod(int(best_at[t]), len(a))
            if anywhere[t, c, mi] <= 0:
                out.append((0, c, self.intervals[0], self.intervals[0]))
                continue
            lo, hi = a[mi], b[mi]
            edge = touching[t, c, mi] / (6 + 2 * m_cost[mi]) >= anywhere[t, c, mi] / (8 + 2 * m_cost[mi])
            best = int(touching[t, c, mi] if edge else anywhere[t, c, mi])
            out.append(self._find_l(p[:, t, c, mi], best, edge, lo, hi, c, mi))
        return out

    def _find_l(self, pm, best, edge, lo, hi, c, mi):
        k = self.k
        for la in range(k):
            for lb in range(la + 1, k + 1):
                if edge and la != 0 and lb != k:
                    continue
                if (lb <= lo or la >= hi) and pm[lb] - pm[la] == best:
                    return best, c, np.array([la, lb]), self.intervals[mi]
        raise AssertionError("best rectangle not found")

    def comm_cost(self, li, mi) -> int:
        """OBTM length of the rectangle commutator for intervals li, mi."""
        return comm_cost(self.n, [(li[0] + 1, li[1])], [(mi[0] + 1, mi[1])])

    def stuck_comm(self, colors: np.ndarray, target=None):
        """best_comm for getting unstuck: on big cubes only single cells,
        which is all a swap needs and a fraction of the work."""
        if self.n < BATCH_FROM:
            return self.best_comm(colors, target)
        gains = self._cell_gains(colors, target).astype(np.int32)
        gains = np.where(self.cycles.valid, gains, -10 ** 6)
        c, l, m = np.unravel_index(int(np.argmax(gains)), gains.shape)
        return int(gains[c, l, m]), int(c), np.array([l, l + 1]), np.array([m, m + 1])

    def best_scattered(self, colors: np.ndarray):
        """(gain per move, moves) of the best commutator whose L is every
        column that gains, however scattered: one Move per run of columns,
        so big cubes fix many pieces per commutator. Below BATCH_FROM, M is
        then widened the same way (every row that gains with that L), and L
        again, while the gain per move grows."""
        gains = self._cell_gains(colors)                            # (C, l, m)
        C, k = gains.shape[0], self.k
        a, b = self.intervals[:, 0], self.intervals[:, 1]
        s = np.zeros((C, k, k + 1), dtype=np.int32)
        s[:, :, 1:] = gains.cumsum(axis=2)
        v = (s[:, :, b] - s[:, :, a]).transpose(0, 2, 1)            # (C, M, l)
        inside = (np.arange(k)[None, :] >= a[:, None]) & (np.arange(k)[None, :] < b[:, None])
        take = (v > 0) & ~inside[None]
        runs = take[:, :, 0].astype(np.int32) + (take[:, :, 1:] & ~take[:, :, :-1]).sum(axis=2)
        total = np.where(take, v, 0).sum(axis=2)
        edge_runs = take[:, :, 0].astype(np.int32) + take[:, :, -1]     # runs played as outer blocks
        m_cost = np.where((a == 0) | (b == k), 1, 2)
        value = total / (4 + 2 * m_cost + 2 * np.maximum(2 * runs - edge_runs, 1))
        c, mi = np.unravel_index(int(np.argmax(value)), value.shape)
        if total[c, mi] <= 0:
            return 0.0, None
        l_set = take[c, mi].copy()
        m_set = inside[mi].copy()
        best = (float(value[c, mi]), l_set, m_set)
        g = gains[c]
        for _ in range(SCATTER_ROUNDS if self.n < BATCH_FROM else 0):   # M: every row that gains with L; L again
            m_set = (g[l_set].sum(axis=0) > 0) & ~l_set
            l_set = (g[:, m_set].sum(axis=1) > 0) & ~m_set
            if not l_set.any() or not m_set.any():
                break
            got = int(g[np.ix_(l_set, m_set)].sum())
            ls = layer_runs((np.nonzero(l_set)[0] + 1).tolist())
            ms = layer_runs((np.nonzero(m_set)[0] + 1).tolist())
            v = got / comm_cost(self.n, ls, ms)
            if v > best[0]:
                best = (v, l_set, m_set)
        ls = layer_runs((np.nonzero(best[1])[0] + 1).tolist())
        ms = layer_runs((np.nonzero(best[2])[0] + 1).tolist())
        return best[0], comm_moves(self.n, self.cycles.shapes[c], ls, ms)

    def _comm(self, c: int, li, mi) -> list[Move]:
        return comm_moves(self.n, self.cycles.shapes[c], [(li[0] + 1, li[1])], [(mi[0] + 1, mi[1])])

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
        turns = _TURNS if self.n <= LOOKAHEAD_LIMIT else _TURNS[:1]
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
        commutator conjugated by a slice turn (after a face turn)."""
        out = []
        last = self.moves[-1] if self.moves and base is self.colors else None
        turned = np.stack([base[seq_gather(self.n, turn)] if turn else base for turn in _TURNS])
        for turn, (gain, c, li, mi) in zip(_TURNS, self.best_comms(turned)):
            if gain > 0:
                cost = self.comm_cost(li, mi) + (self._turn_cost(turn) if last is not None else len(turn))
                out.append((gain / cost, cost, turn + self._comm(c, li, mi)))
        for value, moves in (self.best_short(base) if self.short_useful else (0.0, None),
                             self.best_scattered(base)):
            if moves is not None:
                out.append((value, obtm(moves), moves))
        if base is self.colors and self.n in TWO_TURN_SIZES and self.wrong() <= ENDGAME * len(self.centre_idx):
            turned = np.stack([base[seq_gather(self.n, turn)] for turn in _TWO_TURNS])
            for turn, (gain, c, li, mi) in zip(_TWO_TURNS, self.best_comms(turned)):
                if gain > 0:
                    cost = self.comm_cost(li, mi) + self._turn_cost(turn[:1]) + 1
                    out.append((gain / cost, cost, turn + self._comm(c, li, mi)))
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
        gain, c, li, mi = self.best_comm(self.colors)
        s_value, s_moves = self.best_short() if self.short_useful else (0.0, None)
        w_value, w_moves = self.best_scattered(self.colors)
        c_value = gain / self.comm_cost(li, mi)
        if w_moves is not None and w_value >= max(s_value, c_value):
            self.play(w_moves)
            return
        if s_moves is not None and s_value >= c_value:
            self.play(s_moves)
            self.short_misses = 0
            return
        self.short_misses += 1
        if self.short_misses > SHORT_PATIENCE and self.n >= BATCH_FROM:
            self.short_useful = False          # late in a big cube they no longer pay
        if gain > 0 and self.n >= BATCH_FROM:
            cells = self._cell_gains(self.colors)[self.cycles.valid].max()
            if cells > 0 and gain < BATCH_RECT_FACTOR * cells:
                self.play(self._batch())
                return
        if gain > 0:
            self.play(self._comm(c, li, mi))
            return
        # Nothing pays at once: a face turn (harmless to centre counts) may line
        # pieces up for a commutator; otherwise shuffle with a neutral one.
        best = (0, None)
        for face in 'URFDLB':
            for amount in (1, -1, 2):
                turn = Move(face, 1, 1, amount)
                g, c, li, mi = self.stuck_comm(self.colors[move_gather(self.n, turn)])
                if g > best[0]:
                    best = (g, [turn] + self._comm(c, li, mi))
        if best[1] is not None:
            self.play(best[1])
            return
        gain, moves = self._conjugated()
        if self.n in COMM_LOOKAHEAD_SIZES:               # both, the better gain per move
            gain2, moves2 = self._two_step()
            if gain <= 0 or moves2 is not None and gain2 > 0 and gain2 / obtm(moves2) > gain / obtm(moves):
                gain, moves = gain2, moves2
        elif gain <= 0:
            gain, moves = self._two_step()
        self.play(moves)

    def _batch(self) -> list[Move]:
        """Many single-cell commutators chosen at once, best first, no two
        touching the same cell: their gains do not depend on each other, so
        one scoring pays for all of them (big cubes have thousands of cells)."""
        cy = self.cycles
        gains = self._cell_gains(self.colors)
        top = gains[cy.valid].max()
        used = np.zeros(len(self.colors), dtype=bool)
        moves: list[Move] = []
        for c, l, m in np.argwhere(cy.valid & (gains == top)):
            cells = cy.dst[c, l, m]
            if used[cells].any():
                continue
            used[cells] = True
            moves += self._comm(int(c), (l, l + 1), (m, m + 1))
            if len(moves) >= 8 * BATCH_SIZE:
                break
        return moves

    def _two_step(self):
        """A neutral single-cell commutator (after a face turn, which moves
        no piece off its face), then the best one: a swap between two faces
        needs a detour through a third."""
        turns = [[]] + [[Move(f, 1, 1, a)] for f in 'URFDLB' for a in (1, -1, 2)]
        options = []
        for t, turn in enumerate(turns):
            colors = self.colors[seq_gather(self.n, turn)]
            gains = self._cell_gains(colors)
            options += [(int(gains[c, l, m]), t, int(c), int(l), int(m))
                        for c, l, m in np.argwhere(self.cycles.valid & (gains >= -self.cell_weight))]
        picks = self.rng.sample(options, min(TWO_STEP_OPTIONS if self.n < BATCH_FROM else TWO_STEP_OPTIONS // 3, len(options)))
        best = (-10 ** 6, None)
        for gain, t, c, l, m in picks:
            first = turns[t] + self._comm(c, (l, l + 1), (m, m + 1))
            colors = self.colors[seq_gather(self.n, first)]
            g2, c2, li, mi = self.best_comm(colors)
            total = gain + g2
            if total > best[0]:
                best = (total, first + (self._comm(c2, li, mi) if g2 > 0 else []))
        return best

    def _conjugated(self) -> list[Move]:
        """Best commutator conjugated by one slice quarter turn: it can cycle
        two cells of one face, which a swap between two faces needs."""
        wrong = self.centre_idx[self.colors[self.centre_idx] != self.target[self.centre_idx]]
        coords = stickers(self.n).coords[wrong]
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
        tries = CONJ_TRIES
        for setup in (near + far)[:tries]:
            g = move_gather(self.n, setup)
            gain, c, li, mi = self.stuck_comm(self.colors[g], self.target[g])
            if gain > best[0]:
                best = (gain, [setup] + self._comm(c, li, mi) + [setup.inverse()])
            if best[0] >= GOOD_ENOUGH * MIN_WEIGHT and self.n not in COMM_LOOKAHEAD_SIZES:
                break
        return best

    def _conjugated_turned(self, setups):
        """_conjugated over every slice set-up, each also after a free face
        turn: single-cell gains of all of them scored at once, then the best
        few looked at with whole rectangles (above TURNED_CONJ_LIMIT without
        the face turns: time)."""
        turns = _TURNS if self.n <= TURNED_CONJ_LIMIT else _TURNS[:1]
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
        gains = (now[..., 0] + now[..., 1] + now[..., 2]) * self.cell_weight[valid].astype(np.int8)
        gains = gains.max(axis=2)
        gains = gains.astype(np.int64)
        cost = np.array([10 + self._turn_cost(turn) for turn in turns])[:, None]
        order = np.argsort(-(gains / cost), axis=None)[:CONJ_LOOK]
        best, best_value = (-10 ** 6, None), -10 ** 6
        for ti, si in zip(*np.unravel_index(order, gains.shape)):
            gain, c, li, mi = self.stuck_comm(colors[ti, si], self.target[setup_g[si]])
            value = gain / (10 + self._turn_cost(turns[ti]))
            if value > best_value:
                setup = setups[si]
                best_value = value
                best = (gain, turns[ti] + [setup] + self._comm(c, li, mi) + [setup.inverse()])
        return best

    def solve(self) -> list[Move]:
        limit = MAX_STEPS_PER_PIECE * len(self.centre_idx) + 50
        for _ in range(limit):
            if self.wrong() == 0:
                return self.moves
            self.step()
        raise RuntimeError("centre stage did not converge")


def _running(op, p: np.ndarray, reverse: bool = False) -> np.ndarray:
    """op.accumulate over axis 0 (from the end when `reverse`), one row at a
    time: for a few long rows this is many times faster than accumulate."""
    out = p.copy()
    rows = range(len(p) - 2, -1, -1) if reverse else range(1, len(p))
    step = 1 if reverse else -1
    for i in rows:
        op(out[i + step], p[i], out=out[i])
    return out


def piece_weights(n: int) -> np.ndarray:
    """Per facelet, what fixing a centre piece there costs late: half the
    OBTM length of the commutator for its cell (4 when both its rows are
    next to a face, up to 6 when neither is). Gains are weighted by it, so
    the cheap early moves go to the pieces that are dear to fix at the end."""
    r, c = np.indices((n, n))
    cost_r = np.where((r == 1) | (r == n - 2), 1, 2)
    cost_c = np.where((c == 1) | (c == n - 2), 1, 2)
    return np.tile((2 + cost_r + cost_c).ravel(), 6).astype(np.int64)


def _short_moves(n: int):
    """Cheap sequences that keep every wing orbit's parity: slice half turns,
    and A P A' (A a slice block turn, P a face the block passes through).
    Returns them, their costs, and their gathers restricted to centres."""
    key = n
    if key in _SHORT_CACHE:
        return _SHORT_CACHE[key]
    idx = np.nonzero(centre_mask(n))[0]
    k = n - 2
    mid = (n - 1) / 2
    if n <= SHORT_BLOCK_LIMIT:
        blocks = [(a, b) for a in range(1, k + 1) for b in range(a, k + 1) if not a <= mid <= b]
    else:
        blocks = [(a, a) for a in range(1, k + 1) if a != mid]
    seqs = []
    for axis in range(3):
        ring = [f for f in 'URFDLB' if FACE_AXIS[f] != axis]
        for lo, hi in blocks:
            seqs.append([slice_move(n, axis, lo, hi, 2)])
            for amount in (1, -1, 2):
                a = slice_move(n, axis, lo, hi, amount)
                a = widened(n, a) or a            # the face turns and turns back: free
                for face in ring:
                    for p in (1, -1, 2):
                        seqs.append([a, Move(face, 1, 1, p), a.inverse()])
    gathers = np.array([seq_gather(n, seq)[idx] for seq in seqs], dtype=np.int32)
    costs = np.array([obtm(seq) for seq in seqs], dtype=np.float64)
    _SHORT_CACHE.clear()
    _SHORT_CACHE[key] = (seqs, costs, gathers)
    return _SHORT_CACHE[key]


_SHORT_CACHE: dict = {}


def solve_centres(n: int, colors: np.ndarray, seed: int = 0) -> list[Move]:
    """Moves that bring every centre piece to its face (colour array in, moves
    out): on sizes in OPENING_WIDTHS a beam-searched opening first (its
    width varies with the seed), then the commutator search."""
    target = centre_targets(n, colors)
    widths = OPENING_WIDTHS.get(n)
    opening = centres_opening(n, colors, np.repeat(target, n * n), widths[seed % len(widths)]) if widths else []
    colors = colors[seq_gather(n, opening)]
    return opening + CentreSolver(n, colors, random.Random(seed), shuffle=seed > 0, target=target).solve()
