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
