"""solver/nxn/beam.py's first_of_each, checked against numpy's unique over rows."""
import numpy as np

from solver.nxn.beam import first_of_each


def test_each_distinct_row_is_kept_once_at_its_first_occurrence():
    rng = np.random.default_rng(7)
    for columns in (1, 2, 3):
        key = rng.integers(0, 6, (5000, columns))
        got = first_of_each(key)
        _, want = np.unique(key, axis=0, return_index=True)
        assert sorted(got.tolist()) == sorted(want.tolist())
        rows = key[got]
        # sorted by the first column, then the next
        assert [tuple(r) for r in rows.tolist()] == sorted(tuple(r) for r in rows.tolist())


def test_no_rows_give_no_indices():
    assert first_of_each(np.zeros((0, 2), dtype=np.int64)).tolist() == []
