"""The centres stage's fastest finish, for when the solve's deadline has passed.

Every single-cell commutator (comms.CentreCycles) 3-cycles three known
centre facelets and keeps every other centre, so all those that bring
pieces home and share no facelet can be chosen from one scoring and
applied to the colour array directly, thousands at a time, without
replaying their moves. Only cells that move a misplaced piece can gain,
so only those are scored. When none gains, a face turn (which never moves
a piece off its face) that lines up the most gaining ones goes first, or
failing that (two faces holding each other's pieces) a commutator losing
at most one piece that opens a gaining one (after a face turn or not), or
a neutral one that moves a misplaced piece elsewhere; a short form of
the greedy's own escape (the best of a few neutral-then-best pairs) comes
last. It costs more moves than the greedy (one cell per
commutator, no look-ahead) for a small fraction of its time.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.faces import FACE_ORDER
from model.stickers import move_gather

from ...deadline import stop_if_late

#: First commutators tried when no single one gains: more finds a way out
#: more often, for more time (each costs a rescoring of ~150 cells).
NEUTRAL_TRIES = 100
#: Neutral commutators in a row (a random walk of the misplaced pieces)
#: before the greedy's own escapes are asked, which are slow on big cubes.
WALK_LIMIT = 5
#: Misplaced pieces up to which their cells are gathered one list each (else one mask).
FEW_WRONG = 200
#: Every outer face quarter and half turn.
ONE_TURN = [[Move(face, 1, 1, amount)] for face in FACE_ORDER for amount in (1, -1, 2)]


def finish_fast(solver) -> None:
    """Bring every centre of `solver` (a greedy.CentreSolver) home, its
    moves appended to `solver.moves` and its colours kept current on the
    centres (the rest of its colour array is left stale)."""
    n = solver.n
    cells = _Cells(n, solver.cycles, solver.target, solver.centre_idx)
    rng = np.random.default_rng(len(solver.moves))
    walked = 0
    while solver.wrong():
        stop_if_late()
        live, gains = cells.scored(solver.colors)
        chosen = _disjoint(cells, live[gains > 0], gains[gains > 0])
        if not chosen:
            turns, turned = _best_turn(cells, n, solver.colors)
            if turns is not None:
                solver.colors = turned
                solver.moves += turns
                continue
            chosen = _two_steps(cells, solver.colors, live, gains, rng)
            for turn in ONE_TURN if not chosen else ():     # a face turn lines the two up
                turned = solver.colors[move_gather(n, turn[0])]
                chosen = _two_steps(cells, turned, *cells.scored(turned), rng)
                if chosen:
                    solver.colors = turned
                    solver.moves += turn
                    break
        if not chosen and walked < WALK_LIMIT:
            chosen, walked = _walk(live, gains, rng), walked + 1
        if not chosen:
            solver.unstick(hurry=True)              # the greedy's escape, short form
            walked = 0
            continue
        for cell in chosen:
            solver.colors = cells.apply(solver.colors, cell)
            c, l, m = cells.where[cell]
            solver.moves += solver.rect.moves(c, (l, l + 1), (m, m + 1))


class _Cells:
    """The valid single-cell commutators as flat arrays, and for each
    facelet the cells that move it."""

    def __init__(self, n: int, cy, target: np.ndarray, centre_idx: np.ndarray):
        self.where = np.argwhere(cy.valid)                       # (V, 3): c, l, m
        c, l, m = self.where.T
        self.dst, self.src = cy.dst[c, l, m], cy.src[c, l, m]   # (V, 3)
        self.touching = _touching(n, cy)
        self.target, self.centre_idx = target, centre_idx

    def gains(self, colors: np.ndarray, cells) -> np.ndarray:
        """Pieces brought home minus pieces taken away, per cell."""
        dst, src = self.dst[cells], self.src[cells]
        t = self.target[dst]
        return (colors[src] == t).sum(axis=-1) - (colors[dst] == t).sum(axis=-1)

    def scored(self, colors: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(cells that move a misplaced piece, their gains)."""
        c = self.centre_idx
        wrong = c[colors[c] != self.target[c]]
        if len(wrong) <= FEW_WRONG:                    # the endgame: gather the few cells directly
            live = np.unique(np.concatenate([self.touching[f] for f in wrong.tolist()] or [wrong]))
        else:                                          # one mask over every cell
            misplaced = np.zeros(len(colors), dtype=bool)
            misplaced[wrong] = True
            live = np.nonzero(misplaced[self.dst].any(axis=1))[0]
        return live, self.gains(colors, live)

    def apply(self, colors: np.ndarray, cell: int) -> np.ndarray:
        out = colors.copy()
        out[self.dst[cell]] = colors[self.src[cell]]
        return out


@lru_cache(maxsize=4)
def _touching(n: int, cy) -> list[np.ndarray]:
    """For each facelet, the valid cells whose cycle moves it."""
    flat = cy.dst[cy.valid].ravel()
    cell = np.repeat(np.arange(len(flat) // 3), 3)
    order = np.argsort(flat, kind='stable')
    bounds = np.searchsorted(flat[order], np.arange(6 * n * n + 1))
    return [cell[order[a:b]] for a, b in zip(bounds[:-1], bounds[1:])]


def _disjoint(cells: _Cells, candidates: np.ndarray, gains: np.ndarray) -> list[int]:
    """Of `candidates`, greedily by gain, those sharing no facelet."""
    used: set[int] = set()
    chosen = []
    for cell in candidates[np.argsort(-gains, kind='stable')].tolist():
        facelets = cells.dst[cell].tolist()
        if used.isdisjoint(facelets):
            used.update(facelets)
            chosen.append(cell)
    return chosen


def _best_turn(cells: _Cells, n: int, colors):
    """([face turn], colours after it) after which the most pieces can
    come home at once; (None, None) when no turn gives any gain."""
    best = (0, None, None)
    for turn in ONE_TURN:
        turned = colors[move_gather(n, turn[0])]
        gains = cells.scored(turned)[1]
        total = int(gains[gains > 0].sum())
        if total > best[0]:
            best = (total, turn, turned)
    return best[1], best[2]


def _walk(live: np.ndarray, gains: np.ndarray, rng) -> list[int]:
    """A random commutator that moves a misplaced piece and loses none."""
    options = live[gains == 0]
    return [int(rng.choice(options))] if len(options) else []


def _two_steps(cells: _Cells, colors, live, gains, rng) -> list[int]:
    """A commutator that moves a misplaced piece and loses at most one,
    and the best one after it, if together they bring pieces home ([] when
    none of those tried do)."""
    first = gains >= -1
    options, first_gain = live[first], gains[first]
    if len(options) > NEUTRAL_TRIES:
        pick = rng.choice(len(options), NEUTRAL_TRIES, replace=False)
        options, first_gain = options[pick], first_gain[pick]
    for i in np.argsort(-first_gain, kind='stable').tolist():
        cell = int(options[i])
        after = cells.apply(colors, cell)
        near = np.concatenate([cells.touching[f] for f in cells.dst[cell].tolist()])
        second = cells.gains(after, near)
        best = int(np.argmax(second))
        if second[best] + first_gain[i] > 0:
            return [cell, int(near[best])]
    return []
