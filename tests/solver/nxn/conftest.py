"""Shared fixtures of the NxN solver tests."""
import pytest

from solver.nxn import reduction, tries


@pytest.fixture
def beam_starts(monkeypatch) -> list:
    """Records (starts, costs) of each edge beam reduction.solve runs from
    several centre solutions (tries.one_beam: edges.pairer.pair_edges_from), the real beam still run."""
    seen = []
    real = tries.pair_edges_from

    def spy(n, starts, costs, *args, **kwargs):
        seen.append((starts, costs))
        return real(n, starts, costs, *args, **kwargs)

    monkeypatch.setattr(tries, 'pair_edges_from', spy)
    return seen


@pytest.fixture
def three_calls(monkeypatch) -> list:
    """Records (timeout, max_length, states) of each 3x3 search reduction.solve
    runs (max_length None where it picks among several states), the real one still run."""
    seen = []
    real, real_among = reduction.solve_three, reduction.solve_three_among

    def spy(facelets, timeout=None, max_length=20):
        seen.append((timeout, max_length, 1))
        return real(facelets, timeout, max_length)

    def spy_among(facelets, offsets, timeout=None, min_room=0, clock=None):
        seen.append((timeout, None, len(facelets)))
        return real_among(facelets, offsets, timeout, min_room, clock)

    monkeypatch.setattr(reduction, 'solve_three', spy)
    monkeypatch.setattr(reduction, 'solve_three_among', spy_among)
    return seen
