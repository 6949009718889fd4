"""The lines' gains and costs after each free face turn, kept from step to step.

greedy.CentreSolver prices the best line after each of the 18 face turns
every big-cube step, on the cell gains of the shapes touching the turned
face (about 80 shapes of 48 x 48 cells on 50x50). A line's gain and cost
depend on its own cells only, and a step changes some of them: each turn's
cell gains are kept with the lines' figures, and only the lines with a
changed cell are counted again. The figures are the same either way.
"""
from __future__ import annotations

import numpy as np

from .lines import line_costs
from .mixed import mixed_costs, mixed_view

#: Share of a turn's lines changed above which they are all counted again
#: (the update's indexing costs more than the whole count there).
RECOUNT_FROM = 0.5


def line_figures(g: np.ndarray, l_cost: np.ndarray, mixes) -> list:
    """(gain, moves) of the rows (c, l), the columns (c, m) and, for each
    (rows, more) of `mixes`, the mixed lines of shape pairs (h, m) or with
    rows (h, l), `more` moves added: of cell gains g (C, k, k) >= 0 whose
    first half of shapes are played A first and the rest their twins."""
    out = [line_costs(g, l_cost), line_costs(g.transpose(0, 2, 1), l_cost)]
    for rows, more in mixes:
        total, cost = mixed_costs(*mixed_view(g, len(g) // 2, rows=rows), l_cost[None, :])
        out.append((total, cost + more))
    return out


class TurnLines:
    """line_figures per face turn, kept and updated where the cells changed."""

    def __init__(self, l_cost: np.ndarray, mixes):
        self.l_cost, self.mixes = l_cost, tuple(mixes)
        self.kept: dict = {}

    def figures(self, key, g: np.ndarray) -> list:
        """line_figures(g) for the turn `key` (read-only arrays)."""
        kept = self.kept.get(key)
        if kept is None or kept[0].shape != g.shape:
            return self._keep(key, g, line_figures(g, self.l_cost, self.mixes))
        old, figures = kept
        changed = old != g
        by_row, by_column = changed.any(axis=2), changed.any(axis=1)          # (C, k) each
        if by_row.sum() + by_column.sum() > RECOUNT_FROM * 2 * by_row.size:
            return self._keep(key, g, line_figures(g, self.l_cost, self.mixes))
        figures = [(total.copy(), cost.copy()) for total, cost in figures]
        for (total, cost), hit, view in ((figures[0], by_row, g), (figures[1], by_column, g.transpose(0, 2, 1))):
            c, x = np.nonzero(hit)
            if len(c):
                total[c, x], cost[c, x] = line_costs(view[c, x], self.l_cost[x])
        half = len(g) // 2
        for (total, cost), (rows, more) in zip(figures[2:], self.mixes):
            hit = by_row if rows else by_column
            h, x = np.nonzero(hit[:half] | hit[half:])
            if len(h):
                t, cst = mixed_costs(*mixed_view(g, half, (h, x), rows=rows), self.l_cost[x])
                total[h, x], cost[h, x] = t, cst + more
        return self._keep(key, g, figures)

    def _keep(self, key, g: np.ndarray, figures: list) -> list:
        for total, cost in figures:
            total.flags.writeable = cost.flags.writeable = False
        self.kept[key] = (g.copy(), figures)
        return figures
