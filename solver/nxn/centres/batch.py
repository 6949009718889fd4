"""The big cubes' batch of line commutators: many chosen from one scoring of the cells.

greedy.CentreSolver takes a batch each step from 13x13 up (and among its
candidates from BATCH_CANDIDATE_FROM): lines of cells no two of which
touch the same facelet, so their gains do not depend on each other. The
lines are plain (lines.py) or mixed (mixed.py), a plain one widened into a
rectangle where more slices against its set pay (widen.py); chains.py
orders them.
"""
from __future__ import annotations

import numpy as np

from ..layers import layer_runs
from .chains import chain_order
from .comms import comm_moves
from .lines import line_block_cost, line_costs, line_slice_costs, refine_line
from .mixed import mixed_block_cost, mixed_costs, mixed_moves, mixed_row_moves, mixed_view, refine_mixed
from .tuning import BATCH_KEEP, BATCH_SIZE, MIXED_LINES, MIXED_REFINE, WIDEN_LINES, WIDEN_TOP
from .turns import cells_by_facelet
from .widen import widen


def batch_lines(solver, gains: np.ndarray | None = None, extra: int = 0, size: int = BATCH_SIZE,
                raw: np.ndarray | None = None, savings=(0, 0)):
    """Many commutators chosen at once, no two touching the same cell:
    their gains do not depend on each other, so one scoring pays for
    all of them (big cubes have thousands of cells). Each is a line of
    cells of one shape, one slice l with every m that gains (or one m
    with every l), best gain per move first, while it stays within
    BATCH_KEEP (by size) of the first one's, at most `size` of them; `extra`
    moves (a face turn's) are counted against the first. `gains` (int16
    cell gains, >= 0, changed in place) default to those of the cube
    now. With `raw` (the same cells' gains, not clamped) each line's
    set of slices is then refined (refine_line) to the subset with the
    best gain per move: a gap that does not gain may still be worth
    bridging, a lone cell that gains little not worth its two moves.
    `savings` (rows, columns: chains.line_savings) are taken off the
    first line's moves. Returns the first one's gain per move and the moves."""
    cy, k = solver.cycles, solver.k
    if gains is None:
        gains = np.maximum(solver.rect.cell_gains(solver.colors), 0).astype(np.int16)
        gains[~cy.valid] = 0
    l_cost = line_slice_costs(k)
    starts, cells_at = cells_by_facelet(solver.n, solver.cycles.halves)
    views = (gains, gains.transpose(0, 2, 1))                           # rows (c, l, m), columns (c, m, l)
    sums, costs = map(list, zip(*(line_costs(g, l_cost) for g in views)))
    savings = list(savings) + [0, 0]
    half = len(cy.shapes) // 2 if MIXED_LINES and cy.shapes[-1].b_first else 0
    if half:                                                            # mixed lines (h, m, l), (h, l, m)
        mix, back = mixed_view(gains, half)
        mixr, backr = mixed_view(gains, half, rows=True)
        for g, b, more in ((mix, back, 0), (mixr, backr, 2)):
            total, cost = mixed_costs(g, b, l_cost[None, :])
            sums.append(total)
            costs.append(cost + more)
    keep = next(share for size, share in BATCH_KEEP if solver.n <= size)
    cells, first, refined = [], None, None
    taken = np.zeros(gains.shape, dtype=bool) if raw is not None else None
    while len(cells) < size:
        best = (0.0, )
        for view, total, cost, saved in zip(range(4), sums, costs, savings):
            value = total / (cost + (extra if first is None else 0)) if first is not None or cells \
                else total / np.maximum(cost + extra - saved, 1)
            at = int(np.argmax(value))
            if value.flat[at] > best[0]:
                best = (float(value.flat[at]), view) + divmod(at, k)
        value = best[0]
        if value <= 0 or first is not None and value < keep * first:
            break
        top = next(t for size_, t in WIDEN_TOP if solver.n <= size_)
        if not cells and raw is not None and WIDEN_LINES and top > 1 and best[1] < 2:
            best = _best_widened(cy, raw, sums, costs, savings, extra, l_cost, best, top)
        first = first if first is not None else value
        _, view, c, l = best
        rows = view == 0
        if view >= 2:
            g, b = (mix, back) if view == 2 else (mixr, backr)
            line = (slice(None), l) if view == 2 else (l, slice(None))
            pos = g[c, l] > 0
            fwd, bwd = np.nonzero(pos & ~b[c, l])[0], np.nonzero(pos & b[c, l])[0]
            if raw is not None and MIXED_REFINE:
                free = cy.valid[(c,) + line] & ~taken[(c,) + line]
                fixed = (4 if view == 2 else 6) + 2 * int(l_cost[l]) + (0 if cells else extra)
                chosen = refine_mixed(raw[(c,) + line].tolist(), raw[(c + half,) + line].tolist(), free.tolist(),
                                      fixed, sorted([(x, False) for x in fwd.tolist()] +
                                                    [(x, True) for x in bwd.tolist()]))
                if not cells:
                    got = sum(int(raw[(c + half if b else c,) + line][x]) for x, b in chosen)
                    refined = got / (fixed + mixed_block_cost(chosen, k))
                fwd = np.array([x for x, b in chosen if not b], dtype=np.int64)
                bwd = np.array([x for x, b in chosen if b], dtype=np.int64)
            if view == 2:
                cells.append((c, fwd.tolist(), [l], bwd.tolist()))
                hit = np.concatenate([cy.dst[c, fwd, l], cy.dst[c + half, bwd, l]])
            else:
                cells.append((c, [l], fwd.tolist(), ('rows', bwd.tolist())))
                hit = np.concatenate([cy.dst[c, l, fwd], cy.dst[c + half, l, bwd]])
        else:
            hit = None
            others = np.nonzero(views[0 if rows else 1][c, l] > 0)[0]
            if raw is not None:
                line = (c, l) if rows else (c, slice(None), l)
                free = cy.valid[line] & ~taken[line]
                fixed = 4 + 2 * int(l_cost[l]) + (0 if cells else extra - int(
                    np.asarray(savings[0 if rows else 1])[c, l] if np.ndim(savings[0]) else 0))
                chosen = refine_line(raw[line].tolist(), free.tolist(), fixed, others.tolist())
                ratio = float(raw[line][chosen].sum()) / (fixed + line_block_cost(chosen, k)) if chosen else 0.0
                if not cells:
                    refined = ratio
                others = np.array(chosen, dtype=np.int64)
                if WIDEN_LINES and chosen:
                    g = raw[c] if rows else raw[c].T
                    ok = cy.valid[c] & ~taken[c]
                    wl, wm, got, moves = widen(g, ok if rows else ok.T, [l], chosen,
                                               4 + (0 if cells else extra))
                    if len(wl) > 1 and got > ratio * moves:
                        ls, ms = (wl, wm) if rows else (wm, wl)
                        cells.append((c, ls, ms, None))
                        if not cells[1:]:
                            refined = got / moves
                        hit = cy.dst[c][np.ix_(ls, ms)]
            if hit is None:
                cells.append((c, [l], others.tolist(), None) if rows else (c, others.tolist(), [l], None))
                hit = cy.dst[c, l, others] if rows else cy.dst[c, others, l]      # (j, 3) facelets
        if len(cells) == size:              # (gains left as they were when size is 1)
            break
        hit = np.concatenate([cells_at[starts[f]:starts[f + 1]] for f in hit.ravel()])
        gains.flat[hit] = 0                                             # cells touching them: taken
        if taken is not None:
            taken.flat[hit] = True
        hc, hl, hm = np.unravel_index(hit, gains.shape)
        for view, a, b in ((0, hc, hl), (1, hc, hm)):
            key = np.unique(a * k + b)
            ca, cb = np.divmod(key, k)
            sums[view][ca, cb], costs[view][ca, cb] = line_costs(views[view][ca, cb], l_cost[cb])
        if half:
            for view, g, b, x, more in ((2, mix, back, hm, 0), (3, mixr, backr, hl, 2)):
                key = np.unique(hc % half * k + x)
                ca, cb = np.divmod(key, k)
                g[ca, cb], b[ca, cb] = mixed_view(gains, half, (ca, cb), rows=view == 3)
                sums[view][ca, cb], costs[view][ca, cb] = mixed_costs(g[ca, cb], b[ca, cb], l_cost[cb])
                costs[view][ca, cb] += more
    lines = []
    for c, ls, ms, back_ls in cells:
        if back_ls is None:
            lines.append(comm_moves(solver.n, solver.cycles.shapes[c], layer_runs([x + 1 for x in ls]),
                                    layer_runs([x + 1 for x in ms])))
        elif isinstance(back_ls, tuple):                 # a mixed row: back_ls = ('rows', m cycled back)
            lines.append(mixed_row_moves(solver.n, solver.cycles.shapes[c], layer_runs([x + 1 for x in ls]),
                                         layer_runs([x + 1 for x in ms]), layer_runs([x + 1 for x in back_ls[1]])))
        else:
            lines.append(mixed_moves(solver.n, solver.cycles.shapes[c], layer_runs([x + 1 for x in ls]),
                                     layer_runs([x + 1 for x in back_ls]), layer_runs([x + 1 for x in ms])))
    if cy.shapes[-1].b_first:                   # (below 13x13 the lines stay in the order chosen)
        lines = chain_order(solver.n, lines)
    return max(first or 0.0, refined or 0.0), [m for line in lines for m in line]


def _best_widened(cy, raw, sums, costs, savings, extra, l_cost, best, top_n):
    """Among the `top_n` plain lines with the best gain per move, the one
    whose refined and widened commutator (widen.py) gains most per move,
    as batch_lines' (value, view, c, l); `best` where none beats it."""
    k = raw.shape[1]
    found, top = [], None
    for view in (0, 1):
        value = sums[view] / np.maximum(costs[view] + extra - savings[view], 1)
        flat = value.ravel()
        at = np.argpartition(-flat, min(top_n, flat.size - 1))[:top_n]
        found += [(float(flat[i]), view) + divmod(int(i), k) for i in at if flat[i] > 0]
    for value, view, c, l in found:
        rows = view == 0
        line = (c, l) if rows else (c, slice(None), l)
        saved = int(np.asarray(savings[view])[c, l]) if np.ndim(savings[view]) else 0
        fixed = 4 + 2 * int(l_cost[l]) + extra - saved
        others = np.nonzero(np.maximum(raw[line], 0) * cy.valid[line] > 0)[0]
        chosen = refine_line(raw[line].tolist(), cy.valid[line].tolist(), fixed, others.tolist())
        if not chosen:
            continue
        ratio = float(raw[line][chosen].sum()) / (fixed + line_block_cost(chosen, k))
        g, ok = (raw[c], cy.valid[c]) if rows else (raw[c].T, cy.valid[c].T)
        _, _, got, moves = widen(g, ok, [l], chosen, 4 + extra)
        ratio = max(ratio, got / moves)
        if top is None or ratio > top[0]:
            top = (ratio, (value, view, c, l))
    return top[1] if top is not None else best
