"""Late big-cube steps conjugated by one inner slice turn: Y, a batch of lines, Y'.

Late in a big cube's centres the pieces left are scattered and each step
brings two or three home for a dozen moves. A slice turn Y moves one ring
of centres onto the next faces; a batch played there and Y' after it
cycles, in effect, the places the batch cycles relabelled by Y, so every
commutator shape gains variants whose places on that ring lie a face
further round: often a piece's way home that no plain commutator has.
Only the cells with a place on Y's ring change (greedy.moved_gains
recounts those), and only those that move a misplaced piece can gain,
so each of the few hundred set-ups is first ranked by the lines through
its gaining cells (Y and Y' counted), and the best few get a whole batch.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Move
from model.stickers import move_gather, seq_gather

from ..obtm import obtm
from .comms import centre_cycles
from .lines import line_slice_costs
from .turns import cells_by_facelet


@lru_cache(maxsize=2)
def _rings(n: int, halves: bool, setups: tuple) -> list:
    """Per set-up: (its gather, the centre facelets it moves, the cells
    with a place among them (flat indices), those cells' dst and src
    facelets (j, 3) and their single-cell commutators' OBTM)."""
    cy = centre_cycles(n, halves)
    k = n - 2
    starts, cells_at = cells_by_facelet(n, halves)
    l_cost = line_slice_costs(k)
    cost = 4 + 2 * l_cost[:, None] + 2 * l_cost[None, :]                 # (l, m)
    dst, src = cy.dst.reshape(-1, 3), cy.src.reshape(-1, 3)
    valid = cy.valid.reshape(-1)
    by_ring, out = {}, []
    for setup in setups:
        g = move_gather(n, setup)
        key = (setup.face, setup.start, setup.end)
        if key not in by_ring:
            moved = np.nonzero((g != np.arange(len(g))) & (starts[1:] > starts[:-1]))[0]
            cells = np.unique(np.concatenate([cells_at[starts[f]:starts[f + 1]] for f in moved.tolist()]))
            cells = cells[valid[cells]]
            by_ring[key] = (moved, cells, dst[cells], src[cells], cost.reshape(-1)[cells % (k * k)])
        out.append((g,) + by_ring[key])
    return out


def conjugated_batch(solver, setups: list[Move], top: int, floor: float = 0.0):
    """(gain per move, moves) of the best `Y batch Y'` over `setups`
    (single inner slice turns), the gain counted on the colours it leaves;
    (0.0, None) when none gains. The `top` set-ups whose lines through
    their gaining cells (_line_value) gain most per move, of those that
    reach `floor`, get a whole batch each."""
    n = solver.n
    colors, target = solver.colors, solver.target
    wrong = colors != target
    weight = solver.rect.cell_weight.reshape(-1)
    l_cost = line_slice_costs(solver.k)
    ranked = []
    for i, (g, moved, cells, dst, src, cost) in enumerate(_rings(n, solver.cycles.halves, tuple(setups))):
        gd = g[dst]
        live = wrong[gd].any(axis=1)                      # a cell moving no misplaced piece gains nothing
        if not live.any():
            continue
        gd, gs = gd[live], g[src[live]]
        t = target[gd]
        gain = ((colors[gs] == t).sum(axis=1) - (colors[gd] == t).sum(axis=1)) * weight[cells[live]]
        pos = gain > 0
        if not pos.any():
            continue
        extra = 2 * obtm([setups[i]])
        value = _line_value(cells[live][pos], gain[pos], l_cost, extra)
        if value >= floor:
            ranked.append((value, i))
    ranked.sort(reverse=True)
    now = solver.score(colors)
    best = (0.0, None)
    for _, i in ranked[:top]:
        setup = setups[i]
        g, moved = _rings(n, solver.cycles.halves, tuple(setups))[i][:2]
        raw = solver.moved_gains(colors[g], target[g], moved.tolist()).astype(np.int16)
        gains = np.maximum(raw, 0)
        gains[~solver.cycles.valid] = 0
        _, moves = solver._batch(gains, 2 * obtm([setup]), raw=raw)
        if not moves:
            continue
        moves = [setup] + moves + [setup.inverse()]
        value = (solver.score(colors[seq_gather(n, moves)]) - now) / obtm(moves)
        if value > best[0]:
            best = (value, moves)
    return best


def _line_value(cells: np.ndarray, gains: np.ndarray, l_cost: np.ndarray, extra: int) -> float:
    """The best gain per move of the lines (rows and columns) through the
    gaining `cells` (flat indices) alone, each other slice of a line priced
    as a run of its own, `extra` moves added; at least the best single cell's."""
    k = len(l_cost)
    c, l, m = cells // (k * k), cells // k % k, cells % k
    best = 0.0
    for line, other in ((c * k + l, m), (c * k + m, l)):
        keys, at = np.unique(line, return_inverse=True)
        total = np.bincount(at, gains, len(keys))
        cost = np.bincount(at, 2 * l_cost[other], len(keys)) + 4 + 2 * l_cost[keys % k] + extra
        best = max(best, float((total / cost).max()))
    single = gains / (4 + 2 * l_cost[l] + 2 * l_cost[m] + extra)
    return max(best, float(single.max()))
