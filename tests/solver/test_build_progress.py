"""A table build tells its progress as it goes: in a fresh cache, the fraction a real
build reports never goes back, moves on often (no gap between two reports longer than
a quarter of the whole build, or a second on a fast machine, whatever its speed), and
ends at 1."""
import time

import pytest


def _reports(monkeypatch, tmp_path, table_set):
    monkeypatch.setenv('CUBELAB_CACHE_DIR', str(tmp_path))
    told = []
    began = time.perf_counter()
    table_set(lambda fraction, *_: told.append((time.perf_counter() - began, fraction)))
    return told, time.perf_counter() - began


def _check(told, took, most_gap):
    fractions = [f for _, f in told]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    times = [0.0] + [t for t, _ in told] + [took]
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert max(gaps) <= max(most_gap * took, 1.0), (max(gaps), took, told)


@pytest.mark.slow
def test_the_4x4_centre_tables_report_all_the_way(monkeypatch, tmp_path):
    from solver.cache import TableSet
    from solver.nxn.four import phases
    fresh = TableSet(phases.TABLES_NAME, phases.TABLES_VERSION, phases.build, phases.Tables)
    told, took = _reports(monkeypatch, tmp_path, fresh)
    assert len(told) >= 20
    _check(told, took, 0.25)

