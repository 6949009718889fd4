"""The kept solve: results with penalties, move-log text, bad values refused."""
import math

import pytest

from timing import DNF, PLUS2, Solve, moves_text, parse_moves


def test_results_and_text():
    assert Solve(0, 3, '', 12340).result_text() == '12.34'
    assert Solve(0, 3, '', 12340, PLUS2).result_ms == 14340
    assert Solve(0, 3, '', 12340, PLUS2).result_text() == '14.34+'
    assert math.isinf(Solve(0, 3, '', 12340, DNF).result_ms)
    assert Solve(0, 3, '', 12340, DNF).result_text() == 'DNF(12.34)'


def test_bad_values_are_refused():
    with pytest.raises(ValueError):
        Solve(0, 3, '', 100, 'x')
    with pytest.raises(ValueError):
        Solve(0, 3, '', -1)


def test_move_log_round_trip_and_errors():
    log = (('x', -200), ("R'", 0), ('2Rw2', 150))
    assert parse_moves(moves_text(log)) == log
    assert parse_moves('') == ()
    for bad in ('{', '{"a": 1}', '[["R"]]', '[["Q", 1]]', '[["R", 1.5]]', '[["R", true]]'):
        with pytest.raises(ValueError):
            parse_moves(bad)
