"""Shared fixtures of the NxN solver tests."""
import pytest

from solver.nxn import reduction


@pytest.fixture
def beam_starts(monkeypatch) -> list:
    """Records (starts, costs) of each edge beam reduction.solve runs from
    several centre solutions (edges.pairer.pair_edges_from), the real beam still run."""
    seen = []
    real = reduction.pair_edges_from

    def spy(n, starts, costs, *args, **kwargs):
        seen.append((starts, costs))
        return real(n, starts, costs, *args, **kwargs)

    monkeypatch.setattr(reduction, 'pair_edges_from', spy)
    return seen


@pytest.fixture
def three_calls(monkeypatch) -> list:
    """Records (timeout, max_length) of each 3x3 stage reduction.solve runs, the real stage still run."""
    seen = []
    real = reduction.solve_three

    def spy(facelets, timeout=None, max_length=20):
        seen.append((timeout, max_length))
        return real(facelets, timeout, max_length)

    monkeypatch.setattr(reduction, 'solve_three', spy)
    return seen
