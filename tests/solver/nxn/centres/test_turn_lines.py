"""The lines' figures after each face turn, kept and counted again only where cells changed."""
import numpy as np
import pytest

from solver.nxn.centres import turn_lines
from solver.nxn.centres.lines import line_slice_costs
from solver.nxn.centres.turn_lines import TurnLines, line_figures


@pytest.mark.parametrize('mixes', [(), ((False, 0),), ((False, 0), (True, 2))])
def test_kept_figures_equal_counting_every_line_as_cells_change(mixes, monkeypatch):
    """Changing a few cells, then many, then none: the kept figures equal
    line_figures of the cells now, and the few changes took the partial update."""
    k = 11
    rng = np.random.default_rng(4)
    l_cost = line_slice_costs(k)
    keeper = TurnLines(l_cost, mixes)
    updates = []
    real = turn_lines.line_costs
    monkeypatch.setattr(turn_lines, 'line_costs', lambda g, c: updates.append(g.ndim) or real(g, c))
    g = np.maximum(rng.integers(-6, 5, size=(8, k, k)), 0).astype(np.int16)
    for changes in (0, 3, 1, 200, 0, 5):
        g = g.copy()
        at = rng.integers(0, g.size, size=changes)
        g.reshape(-1)[at] = rng.integers(0, 5, size=changes)
        got = keeper.figures('U', g)
        want = line_figures(g, l_cost, mixes)
        assert len(got) == len(want) == 2 + len(mixes)
        for (t1, c1), (t2, c2) in zip(got, want):
            assert np.array_equal(t1, t2) and np.array_equal(c1, c2)
    assert 2 in updates                                # (line_costs on a list of changed lines)
