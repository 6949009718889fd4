"""WCA statistics against hand-worked examples and a plain sort-based reference."""
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timing import Solve, average, format_ms, mean, rolling, summary
from timing.wca_stats import trim

DNF = math.inf


def reference(window, trimmed=True):
    """Sort, drop ceil(5%) each end (0 for a mean), DNF if one is left in the middle."""
    k = math.ceil(len(window) * 5 / 100) if trimmed else 0
    kept = sorted(window)[k:len(window) - k]
    return DNF if any(math.isinf(v) for v in kept) else sum(kept) / len(kept)


def test_trim_follows_wca_for_ao5_ao12_and_csTimer_above():
    assert [trim(n) for n in (5, 12, 50, 100)] == [1, 1, 3, 5]


def test_ao5_drops_best_and_worst():
    # 9.00 and 15.00 go; (10 + 12 + 11) / 3 = 11.00
    assert average([10000, 12000, 11000, 9000, 15000]) == 11000


def test_plus_two_counts_two_seconds_more():
    solves = [Solve(0, 3, '', t, p) for t, p in
              [(10000, ''), (12000, ''), (11000, '+2'), (9000, ''), (15000, '')]]
    results = [s.result_ms for s in solves]
    assert results[2] == 13000
    # 9 and 15 dropped: (10 + 12 + 13) / 3 = 11.666.. -> shown 11.67
    assert format_ms(average(results)) == '11.67'


def test_one_dnf_is_the_dropped_worst_two_make_a_dnf():
    # DNF and 9.00 dropped: (10 + 12 + 15) / 3 = 12.333.. -> 12.33
    assert format_ms(average([10000, 12000, DNF, 9000, 15000])) == '12.33'
    assert average([10000, DNF, DNF, 9000, 15000]) == DNF
    assert format_ms(average([10000, DNF, DNF, 9000, 15000])) == 'DNF'


def test_mo3_is_a_plain_mean_and_any_dnf_ruins_it():
    assert average([10000, 11000, 15000], trimmed=False) == 12000
    assert average([10000, DNF, 15000], trimmed=False) == DNF


def test_ao12_drops_one_each_side():
    # 1..12 s: 1 and 12 dropped, mean of 2..11 = 6.5 s
    assert average([s * 1000 for s in range(1, 13)]) == 6500
    assert average([s * 1000 for s in range(1, 12)] + [DNF]) == 6500


def test_ao50_drops_three_each_side():
    # 1..47 s and three slow ones (100, 200, 300): drop 1, 2, 3 and the slow three,
    # mean of 4..47 = 25.5 s (dropping two each side would give 26.63 s)
    results = [s * 1000 for s in range(1, 48)] + [100000, 200000, 300000]
    assert average(results) == 25500
    with_dnfs = [s * 1000 for s in range(1, 48)] + [DNF] * 3
    assert average(with_dnfs) == 25500
    assert average([s * 1000 for s in range(1, 47)] + [DNF] * 4) == DNF


def test_ao100_drops_five_each_side():
    results = [s * 1000 for s in range(1, 96)] + [1_000_000] * 5
    assert average(results) == 50500             # mean of 6..95


def test_session_mean_leaves_out_dnfs():
    assert mean([10000, DNF, 14000]) == 12000
    assert mean([DNF]) is None


def test_summary_current_and_best_rolling():
    results = [20000] * 5 + [10000] * 5 + [30000, DNF]
    stats = summary(results)
    assert stats.count == 12 and stats.dnf == 1
    assert stats.best == 10000 and stats.worst == DNF
    assert stats.best_average['ao5'] == 10000
    # last five: 10, 10, 10, 30, DNF -> drop 10 and DNF: (10 + 10 + 30) / 3
    assert stats.current['ao5'] == pytest.approx(50000 / 3)
    assert stats.current['mo3'] == DNF
    assert stats.best_average['mo3'] == 10000
    # twelve: drop 10 and DNF, (4*10 + 5*20 + 30) / 10 = 17 s
    assert stats.current['ao12'] == 17000
    assert stats.current['ao50'] is None and stats.best_average['ao100'] is None
    assert stats.mean == pytest.approx((5 * 20000 + 5 * 10000 + 30000) / 11)


def test_json_is_whole_ms_with_dnf_and_null():
    stats = summary([10000, 12000, DNF, 9000, 15001])
    out = stats.as_json()
    assert out['unit'] == 'ms' and out['count'] == 5
    assert out['best'] == 9000 and out['worst'] == 'DNF'
    assert out['ao5'] == 12334                   # (10000 + 12000 + 15001) / 3 = 12333.67
    assert out['mo3'] == 'DNF' and out['ao12'] is None
    assert set(out) >= {'best', 'mo3', 'ao5', 'ao12', 'ao50', 'ao100', 'mean', 'count'}


def test_empty_session():
    stats = summary([])
    assert stats.count == 0 and stats.best is None and stats.mean is None
    assert stats.current['ao5'] is None


def test_format():
    assert format_ms(9874) == '9.87' and format_ms(9875) == '9.88'
    assert format_ms(62345) == '1:02.35' and format_ms(3600000) == '1:00:00.00'
    assert format_ms(None) == '-' and format_ms(DNF) == 'DNF'


result = st.one_of(st.integers(1, 600_000).map(float), st.just(DNF))


@settings(max_examples=200, deadline=None)
@given(st.lists(result, min_size=1, max_size=130), st.sampled_from([3, 5, 12, 50, 100]))
def test_rolling_matches_the_reference(results, n):
    trimmed = n != 3
    got = rolling(results, n, trimmed)
    want = [reference(results[i:i + n], trimmed) for i in range(len(results) - n + 1)]
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g == w or g == pytest.approx(w)


@given(st.integers(1, 600_000), st.sampled_from([5, 12, 50, 100]))
def test_average_of_equal_times_is_that_time(ms, n):
    assert average([ms] * n) == ms


@settings(max_examples=200, deadline=None)
@given(st.lists(result, min_size=5, max_size=100), st.data())
def test_a_dnf_never_improves_an_average(results, data):
    n = len(results)
    i = data.draw(st.integers(0, n - 1))
    worse = results[:i] + [DNF] + results[i + 1:]
    trimmed = data.draw(st.booleans())
    assert average(worse, trimmed) >= average(results, trimmed)


@settings(max_examples=100, deadline=None)
@given(st.lists(result, min_size=5, max_size=60), st.data())
def test_a_plus_two_never_improves_an_average(results, data):
    i = data.draw(st.integers(0, len(results) - 1))
    worse = results[:i] + [results[i] + 2000] + results[i + 1:]
    assert average(worse) >= average(results)
