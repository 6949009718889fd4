"""solver/nxn/beam.py's row and key helpers, checked against numpy: first_of_each
against unique over rows, kth_lowest against partition."""
import numpy as np

from solver.nxn.beam import first_of_each, kth_lowest


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


def test_kth_lowest_is_what_a_partition_finds():
    """Small and large arrays (past the count at which it stops bisecting), narrow
    and wide ranges with many ties, negative keys, the first and last k."""
    rng = np.random.default_rng(11)
    for size, low, high, dtype in ((10, 0, 3, np.int16), (1000, -50, 50, np.int16), (70000, 0, 30000, np.int16),
                                   (300000, 0, 40, np.int16), (200000, -10 ** 6, 10 ** 6, np.int64)):
        key = rng.integers(low, high, size).astype(dtype)
        for k in sorted({0, 1, size // 100, size // 3, size - 2, size - 1}):
            assert kth_lowest(key, k) == int(np.partition(key, k)[k]), (size, low, high, k)
    same = np.full(100000, 7, dtype=np.int16)
    assert kth_lowest(same, 500) == 7
