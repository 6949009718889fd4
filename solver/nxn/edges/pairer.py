"""Edge stage of the reduction: pair every wing with its edge's reference wing.

Greedy by pairs gained per OBTM move over slice-flip-slice sequences
(flips.py; above BLOCK_LIMIT multislice.py's, many slices at once), which
pair several wings at once, and wing 3-cycle commutators (wings.py), which
finish the last ones; a free face turn may go in front (it moves whole
edges: pairs stay). Up to BLOCK_LIMIT the best flips grow more outer parts
while their slice is out and the last wings look two steps ahead or try two
set-up turns. Centres stay solved throughout; pairing can finish as the
parity stage made every wing orbit even. Up to tuning.OPENING_LIMIT a beam
over the cheapest flips (opening.py) opens each phase and pairs most
wings; the greedy finishes. With `mates` a wing pairs with another movable
wing (virtual.py's blocks).

Over 400 lines by a few: the greedy loop and the candidate moves it scores share
their state; split, each half would reach into the other's.
"""
from __future__ import annotations

import random
from typing import Callable

import numpy as np

from model import Move
from model.faces import FACE_ORDER
from model.stickers import seq_gather

from ...deadline import NONE, Deadline, stop_if_late
from ..layers import cheapest
from ..obtm import obtm
from ..pieces import centre_mask, reference_t
from .multislice import multi_slice
from .opening import edges_opening, opening_from
from .tables import cycle_table, macro_table, wing_mates
from .tuning import (BEAM, BLOCK_LIMIT, EXTRA_PARTS, LOOK_BEAM, LOOK_BY_SIZE, LOOK_FIRSTS, LOOK_WINGS,
                     MAX_STEPS_PER_WING, OPENING_LIMIT, PER_TURN, TWO_STEP_OPTIONS)

#: OBTM of the PLL parity fix (parity.pll_parity_fix): on 4x4, where the
#: opening beam pairs every wing, what a pairing leaving PLL parity costs more.
PLL_COST = 7
#: No turn, then every face quarter and half turn (free: they move whole edges).
_TURNS = [[]] + [[Move(f, 1, 1, a)] for f in FACE_ORDER for a in (1, -1, 2)]
#: Two face turns of different faces, for the last wings' set-ups.
_SETUPS = [a + b for a in _TURNS[1:] for b in _TURNS[1:] if a[0].face != b[0].face]


class EdgePairer:
    """Greedy wing pairing on a colour array; `moves` collects the result."""

    def __init__(self, n: int, colors: np.ndarray, rng: random.Random, ts=None, parallel=False,
                 shuffle=False, free=(), mates=()):
        self.n, self.rng = n, rng
        self.multi = multi_slice(n, None if ts is None else tuple(ts), tuple(free)) \
            if n > BLOCK_LIMIT and not mates else None
        self.colors, self.ref, self.mates = colors.copy(), reference_t(n), tuple(mates)
        self.mate, self.counted, self.weight = wing_mates(n, ts, self.mates)
        tab = cycle_table(n, None if ts is None else tuple(ts))
        self.cycles, self.shapes, self.shape_of, self.layer_of = tab.cycles, tab.shapes, tab.shape_of, tab.layer_of
        self.tab, self.parallel, self.moves = tab, parallel, []
        self.hurry = False                                # past the deadline: only the fast candidates
        self.centre_idx = np.nonzero(centre_mask(n))[0]
        if self.multi is None:                            # (the multi-slice flips hold every short flip)
            table = macro_table(n, None if ts is None else tuple(ts), tuple(free), self.mates)
            self.macro_moves, self.macro_s, self.partner = table.moves, table.slices, table.partner
            self.macro_rows, self.groups = table.rows, table.groups
            self.macro_cost = table.cost
            if shuffle:                                   # another seed breaks ties elsewhere
                jitter = np.random.default_rng(rng.getrandbits(32)).random(len(table.cost))
                self.macro_cost = table.cost + 1e-4 * jitter

    def _rows(self, colors: np.ndarray) -> np.ndarray:
        rows = colors[self.cycles.W]                      # (12, n, 2)
        return np.concatenate([rows, np.full((1, self.n, 2), 255, dtype=rows.dtype)])

    def _paired(self, rows: np.ndarray) -> np.ndarray:
        """Paired wings per edge row (padding rows count zero)."""
        ref = rows[..., self.mate, :]
        match = (rows[..., 0] == ref[..., 0]) & (rows[..., 1] == ref[..., 1]) & self.counted
        return match.sum(axis=-1)

    def score(self, colors: np.ndarray | None = None) -> int:
        rows = self._rows(self.colors if colors is None else colors)
        return int(self._paired(rows[:12]).sum())

    def gains(self, colors: np.ndarray) -> np.ndarray:
        """Pairs gained by each candidate commutator from this colouring:
        a wing it moves pairs when both its new colours match the edge's
        reference wing (which only the few `tab.whole` commutators move)."""
        tab = self.tab
        rows = colors[self.cycles.W]                      # (12, n, 2)
        weight = self.weight[tab.t]                       # (K, 6)
        match = (rows == rows[:, self.mate, :]).all(axis=-1)
        eq = colors[self.cycles.src] == rows[tab.e, self.mate[tab.t], tab.side]
        both = eq & np.take_along_axis(eq, tab.partner, axis=1)
        gain = ((both & weight).sum(axis=1) - (match[tab.e, tab.t] & weight).sum(axis=1)) // 2
        if len(tab.whole) and not self.mates:            # mates: a commutator never moves both of a pair
            full = self._rows(colors)[tab.edges]           # (k, 3, n, 2)
            before = self._paired(full).sum(axis=1)
            k = np.arange(len(full))[:, None]
            full[k, tab.slot, tab.t[tab.whole], tab.side[tab.whole]] = colors[self.cycles.src[tab.whole]]
            gain[tab.whole] = self._paired(full).sum(axis=1) - before
        return gain

    def _macro_pairs(self, colors: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """Pairs made after each macro of `rows` (a MacroTable layout) from
        `colors`. A wing's two colours are packed into one byte so one
        comparison tests a pair."""
        packed = np.empty(len(colors) + 2, dtype=np.uint8)
        packed[:-2] = colors.astype(np.uint8) * 8 + colors[self.partner].astype(np.uint8)
        packed[-2:] = (254, 255)                          # padding: never a pair
        code = packed[rows]
        count = np.zeros(rows.shape[1], dtype=np.uint8)
        same = np.empty(rows.shape[1], dtype=bool)
        pairs = list(zip(code[0::2], code[1::2])) if self.mates else [(row, code[0]) for row in code[1:]]
        for a, b in pairs:
            np.equal(a, b, out=same)
            count += same.view(np.uint8)
        if 12 * len(pairs) > 255:                          # byte sums could carry
            return count.reshape(-1, 16).sum(axis=1, dtype=np.int64)
        words = count.view(np.uint64).reshape(-1, 2)      # 16 counts a macro, 8 a word
        total = words[:, 0] + words[:, 1]                 # one multiply adds a word's bytes
        return ((total * np.uint64(0x0101010101010101)) >> np.uint64(56)).astype(np.int64)

    def best_macro(self):
        """(pairs gained per move, moves) of the best slice-flip-slice, also
        after a free face turn on cubes up to BLOCK_LIMIT, and there also
        with more outer parts while the slice is out (S X1 X2 S')."""
        n = self.n
        now = self.score()
        best = (0.0, None)
        small = n <= BLOCK_LIMIT and not self.hurry
        beam = []
        for turn in _TURNS if small else _TURNS[:1]:
            colors = self.colors[seq_gather(n, turn)] if turn else self.colors
            paired = self._macro_pairs(colors, self.macro_rows)
            value = (paired - now) / (self.macro_cost + len(turn))
            top = np.argpartition(-value, PER_TURN)[:PER_TURN] if small else [int(np.argmax(value))]
            for i in top:
                cost = self.macro_cost[i] + len(turn)
                beam.append((float(value[i]), int(paired[i]) - now, cost, turn + self.macro_moves[i],
                             self.macro_s[i]))
        found = list(beam)
        for _ in range(EXTRA_PARTS if small else 0):
            beam.sort(key=lambda b: -b[0])
            beam = [grown for value, gain, cost, moves, S in beam[:BEAM] for grown in self._grow(moves, cost, S)]
            found += beam
        for value, gain, cost, moves, _ in found:
            if gain > 0 and value > best[0]:
                best = (value, moves)
        return best

    def _grow(self, moves: list[Move], cost: float, S: tuple) -> list:
        """(value, gain, cost, moves, S) of `moves` (ending S X S') with the
        outer part of another macro of the same S played before S': the S'
        S between them cancels."""
        span = self.groups.get(S)
        if span is None:
            return []
        lo, hi = span
        k = len(S)
        rows = self.macro_rows[:, 16 * lo:16 * hi]
        part_cost = self.macro_cost[lo:hi] - 2 * obtm(S)
        parts = [m[k:-k] for m in self.macro_moves[lo:hi]]
        colors = self.colors[seq_gather(self.n, moves)]
        gain = self._macro_pairs(colors, rows) - self.score()
        total = cost + part_cost
        value = gain / total
        top = np.argpartition(-value, PER_TURN)[:PER_TURN] if len(value) > PER_TURN else range(len(value))
        return [(float(value[j]), int(gain[j]), float(total[j]), moves[:-k] + parts[j] + moves[-k:], S)
                for j in top]

    def play(self, moves: list[Move]) -> None:
        if not self.hurry:
            moves = cheapest(self.n, self.colors, list(moves), self._kept_score)
        self.colors = self.colors[seq_gather(self.n, moves)]
        self.moves.extend(moves)

    def _kept_score(self, colors: np.ndarray) -> int:
        """Pairs made, or -1 when the centres moved."""
        if not np.array_equal(colors[self.centre_idx], self.colors[self.centre_idx]):
            return -1
        return self.score(colors)

    def step(self) -> None:
        best = self.best_macro() if self.multi is None else self.multi.step(self.colors, self.moves, self.hurry)
        if self.parallel and not self.hurry:
            best = max(best, self._parallel(), key=lambda b: b[0])
        for turn in _TURNS:
            gains = self.gains(self.colors[seq_gather(self.n, turn)] if turn else self.colors)
            value = gains / (self.cycles.cost + len(turn))
            i = int(np.argmax(value))
            value = value[i]
            if gains[i] > 0 and value > best[0]:
                best = (value, turn + self.cycles.moves(i))
            if best[1] is not None and (best[0] >= 1 / 8 or self.n > BLOCK_LIMIT or self.hurry):
                break                                     # a direct gain: take it
        if self.n <= BLOCK_LIMIT and not self.hurry and self.unpaired() <= LOOK_BY_SIZE.get(self.n, (LOOK_WINGS,))[0]:
            best = self._look_ahead(best)
        if best[1] is None and self.n <= BLOCK_LIMIT:
            best = self._set_up()
        if best[1] is None:
            best = (0, self._two_step())
        self.play(best[1])

    def _set_up(self):
        """(gain per move, moves) of the best flip macro or commutator (not
        for the last two wings: no one commutator pairs them) after two free
        face turns: the last wings often need more than one turn to line
        up, and two turns are much cheaper than a second step."""
        best = (0.0, None)
        two = self.unpaired() <= 2
        now = self.score()
        for setup in _SETUPS:
            stop_if_late()
            colors = self.colors[seq_gather(self.n, setup)]
            kinds = [(self._macro_pairs(colors, self.macro_rows) - now, self.macro_cost, self.macro_moves)]
            if not two:
                kinds.append((self.gains(colors), self.cycles.cost, None))
            for gains, cost, moves in kinds:
                value = gains / (cost + 2)
                i = int(np.argmax(value))
                if gains[i] > 0 and value[i] > best[0]:
                    best = (float(value[i]), setup + (moves[i] if moves is not None else self.cycles.moves(i)))
        return best

    def unpaired(self) -> int:
        return 12 * int(self.counted.sum()) - self.score()

    def _look_ahead(self, best):
        """`best`, or the first of two steps (flip macro or commutator, after
        a free face turn, then either without) that pair more per move: the
        last wings rarely pair cheaply one step at a time."""
        n, now = self.n, self.score()
        firsts = []
        for turn in _TURNS:
            colors = self.colors[seq_gather(n, turn)] if turn else self.colors
            for gain, cost, moves in ((self._macro_pairs(colors, self.macro_rows) - now,
                                       self.macro_cost, self.macro_moves),
                                      (self.gains(colors), self.cycles.cost, None)):
                key = gain * 100 - cost
                for i in np.argpartition(-key, LOOK_FIRSTS)[:LOOK_FIRSTS]:
                    if gain[i] >= 0:
                        seq = self.macro_moves[i] if moves is not None else self.cycles.moves(i)
                        firsts.append((gain[i] * 100 - cost[i] - len(turn), int(gain[i]),
                                       cost[i] + len(turn), turn + seq))
        firsts.sort(key=lambda f: -f[0])
        for _, g1, c1, moves in firsts[:LOOK_BY_SIZE.get(n, (0, LOOK_BEAM))[1]]:
            colors = self.colors[seq_gather(n, moves)]
            for gain, cost in ((self._macro_pairs(colors, self.macro_rows) - now, self.macro_cost),
                               (self.gains(colors) + g1, self.cycles.cost)):
                value = gain / (c1 + cost)
                j = int(np.argmax(value))
                if gain[j] > 0 and value[j] > best[0]:
                    best = (float(value[j]), moves)
        return best

    def _parallel(self):
        """(gain per move, moves) of the best commutator turning several
        slices at once: with fixed references each wing's gain is its own,
        so one shape's gains over its layers add up."""
        gains = self.gains(self.colors)
        table = np.zeros((len(self.shapes), self.n), dtype=np.int64)
        table[self.shape_of, self.layer_of] = gains
        positive = table > 0
        runs = (positive[:, 1:] & ~positive[:, :-1]).sum(axis=1) + positive[:, 0]
        total = np.where(positive, table, 0).sum(axis=1)
        value = total / (6 + 4 * np.maximum(runs, 1))
        c = int(np.argmax(value))
        if total[c] <= 0 or runs[c] < 2 and positive[c].sum() < 2:
            return (0, None)
        layers = np.nonzero(positive[c])[0].tolist()
        value[c] = total[c] / self.shapes[c].cost(self.n, layers)
        moves = self.shapes[c].block_moves(self.n, layers)
        expect = self.colors.copy()
        for i in np.nonzero((self.shape_of == c) & positive[c][self.layer_of])[0]:
            expect[self.cycles.dst[i]] = self.colors[self.cycles.src[i]]
        if not np.array_equal(self.colors[seq_gather(self.n, moves)], expect):
            return (0, None)                              # the cycles interfere
        return (float(value[c]), moves)

    def _two_step(self) -> list[Move]:
        """A commutator touching an unpaired wing (after a free face turn),
        then the best one: a swap needs a detour through a third wing."""
        options = []
        for turn in _TURNS:
            colors = self.colors[seq_gather(self.n, turn)] if turn else self.colors
            loose = self._unpaired_facelets(colors)
            touching = np.isin(self.cycles.dst, loose).any(axis=1)
            gains = self.gains(colors)
            options += [(int(gains[i]), turn, int(i)) for i in np.nonzero(touching)[0]]
        top = max(g for g, _, _ in options)
        options = [o for o in options if o[0] >= top - 1]
        wanted = TWO_STEP_OPTIONS // 5 if self.hurry else TWO_STEP_OPTIONS
        picks = self.rng.sample(options, min(wanted, len(options)))
        best = (-10 ** 6, None)
        for gain, turn, i in picks:
            first = turn + self.cycles.moves(i)
            after = self.gains(self.colors[seq_gather(self.n, first)])
            j = int(np.argmax(after))
            if gain + int(after[j]) > best[0]:
                best = (gain + int(after[j]), first + self.cycles.moves(j))
        if best[0] > 0:
            return best[1]
        gain, turn, i = self.rng.choice(picks)            # random walk out
        return turn + self.cycles.moves(i)

    def _unpaired_facelets(self, colors: np.ndarray) -> np.ndarray:
        W = self.cycles.W
        rows = colors[W]
        bad = ~(rows == rows[:, self.mate]).all(axis=-1) & self.weight
        return W[bad].ravel()

    def solve(self, deadline: Deadline = NONE, progress: Callable[[float], None] | None = None) -> list[Move]:
        """The moves; `progress` is told the share of the wings left at the start
        now paired; past `deadline` each step looks at the fast candidates only."""
        full = 12 * int(self.counted.sum())
        first = self.score()
        for _ in range(MAX_STEPS_PER_WING * full + 50):
            score = self.score()
            if score == full:
                return self.moves
            if progress is not None:
                progress((score - first) / max(full - first, 1))
            self.hurry = self.hurry or deadline.passed()
            stop_if_late()
            self.step()
        raise RuntimeError("edge pairing did not converge")


def pair_edges(n: int, colors: np.ndarray, seed: int = 0, deadline: Deadline = NONE,
               progress: Callable[[float], None] | None = None) -> list[Move]:
    """Moves that pair every wing with its edge (centres must be solved).

    Even cubes pair the innermost wings first, as a 4x4 would; those pairs
    then stay put as the references of the outer wings. 7x7 pairs all but
    the outermost wings first. While the outer wings are not paired yet,
    inner slices may take them along: 2-3R widens to 3Rw, one OBTM move.
    `progress` is told the share of wings paired, roughly. Past `deadline`
    every part hurries (more moves, less time)."""
    rng = random.Random(seed)
    if n % 2 and not 5 < n <= BLOCK_LIMIT:
        return pair_orbits(n, colors, seed, rng, None, deadline=deadline, progress=progress)[0]
    if n % 2:                                             # 7x7: as short, half the time
        outer = (1, n - 2)
        first = tuple(range(2, n - 2))
        share = len(first) / (len(first) + len(outer))
        moves, colors = pair_orbits(n, colors, seed, rng, first, outer, deadline=deadline,
                                    progress=progress_part(progress, 0, share))
        return moves + pair_orbits(n, colors, seed, rng, outer, deadline=deadline,
                                   progress=progress_part(progress, share, 1))[0]
    inner = (n // 2 - 1, n // 2)
    outer = tuple(t for t in range(1, n - 1) if t not in inner)
    share = len(inner) / (n - 2)
    moves, colors = pair_orbits(n, colors, seed, rng, inner, outer, parallel=False, deadline=deadline,
                                progress=progress_part(progress, 0, 1 if n == 4 else share))
    if n == 4:
        return moves
    return moves + pair_orbits(n, colors, seed, rng, outer, deadline=deadline,
                               progress=progress_part(progress, share, 1))[0]


def pair_edges_from(n: int, starts: list[np.ndarray], costs: list[int], seed: int = 0,
                    deadline: Deadline = NONE, width: int | None = None,
                    others: bool = False, tails: list[list[Move]] | None = None) -> list[tuple[int, list[Move]]]:
    """On 4x4 and 5x5: the start (colour arrays with solved centres, `costs`
    OBTM spent on each) whose wings pair for the fewest moves in all, and
    those moves: one opening beam over every start (opening.opening_from),
    on 4x4 PLL parity counted (5x5's midges leave none), then the greedy for
    whatever it leaves. With `others`, more pairings the beam found nearly
    as cheap follow the best one (opening.FINALS[n] of them at most), for
    the 3x3 stage to choose among. `tails`: each start's last moves, whose
    merges with the first ones count."""
    if n not in (4, 5):
        raise ValueError("pair_edges_from pairs 4x4 and 5x5 edges only")
    ts = (1, 2) if n == 4 else (1, 3)                      # every wing but 5x5's midges
    finals: list | None = [] if others else None
    i, opening = opening_from(n, starts, costs, ts, (), seed, deadline, PLL_COST if n == 4 else 0, width,
                              finals, tails)
    pairer = EdgePairer(n, starts[i][seq_gather(n, opening)], random.Random(seed), ts if n == 4 else None,
                        parallel=n == 5, shuffle=seed > 0)
    best = (i, opening + pairer.solve(deadline))
    return [best] + [(j, moves) for _, j, moves in finals or () if (j, moves) != best]


def progress_part(progress: Callable[[float], None] | None, lo: float, hi: float) -> Callable[[float], None] | None:
    """progress for one part of the work, lo..hi of the whole."""
    if progress is None:
        return None
    return lambda fraction: progress(lo + (hi - lo) * fraction)


def pair_orbits(n: int, colors: np.ndarray, seed: int, rng: random.Random, ts, free=(),
          parallel=True, deadline: Deadline = NONE,
          progress: Callable[[float], None] | None = None) -> tuple[list[Move], np.ndarray]:
    """Moves pairing the wings at coordinates ts (all if None) and the
    colours after them: up to OPENING_LIMIT a beam-searched opening
    (opening.py) does most of it, then the greedy finishes."""
    wings = ts if ts is not None else tuple(t for t in range(1, n - 1) if t != reference_t(n))
    opening = edges_opening(n, colors, wings, free, seed, deadline, PLL_COST if n == 4 else 0) \
        if n <= OPENING_LIMIT and not deadline.passed() else []     # (its tables take time to build)
    pairer = EdgePairer(n, colors[seq_gather(n, opening)], rng, ts, parallel=parallel, shuffle=seed > 0,
                        free=free)
    return opening + pairer.solve(deadline, progress), pairer.colors
