"""Centre solver internals checked against plain numpy."""
import numpy as np
import pytest

from solver.nxn.centres.rectangles import _running


@pytest.mark.parametrize('dtype', [np.int16, np.int32])
def test_running_max_and_min_match_numpy_accumulate(dtype):
    rng = np.random.default_rng(3)
    p = rng.integers(-500, 500, size=(7, 3, 4, 5)).astype(dtype)
    before = p.copy()
    for op in (np.maximum, np.minimum):
        assert np.array_equal(_running(op, p), op.accumulate(p, axis=0))
        assert np.array_equal(_running(op, p, reverse=True), op.accumulate(p[::-1], axis=0)[::-1])
    assert np.array_equal(p, before)                                      # input untouched
