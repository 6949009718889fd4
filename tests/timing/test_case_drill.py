"""The trainer's spaced repetition and per-case statistics, on a made-up history."""
import random
from collections import Counter

import pytest

from timing.case_drill import (CEILING, FLOOR, UNSEEN, CaseResult, case_stats, case_weights, next_case)

DRILL = ('Aa', 'T', 'Ua', 'H')


def tries(case, *times, mistakes=0):
    return [CaseResult(case, t, 500, mistakes, when) for when, t in enumerate(times)]


#: T is known well (1.5 s), Aa is average (3 s), Ua is slow (6 s), H never tried.
HISTORY = tries('T', 1500, 1400, 1600) + tries('Aa', 3000, 3100, 2900) + tries('Ua', 6000, 6500, 5500)


def test_without_history_the_draw_is_uniform():
    assert set(case_weights(DRILL, [])) == set(DRILL)
    assert set(case_weights(DRILL, []).values()) == {UNSEEN}
    counts = Counter(next_case(DRILL, [], random.Random(seed)) for seed in range(4000))
    assert all(900 <= counts[name] <= 1100 for name in DRILL), counts


def test_slow_cases_come_back_sooner_and_none_starves():
    weights = case_weights(DRILL, HISTORY)
    assert weights['Ua'] > weights['Aa'] > weights['T']
    assert weights['T'] >= FLOOR and weights['Ua'] <= CEILING
    assert weights['H'] == UNSEEN                          # a new case comes early
    counts = Counter(next_case(DRILL, HISTORY, random.Random(seed)) for seed in range(4000))
    assert counts['Ua'] > 2 * counts['Aa'] > 2 * counts['T'] > 0
    assert counts['T'] > 100                               # the floor: a known case still comes


def test_a_failed_case_weighs_most_until_it_is_solved_again():
    failed = HISTORY + [CaseResult('T', None, 900, 3, 10)]
    assert case_weights(DRILL, failed)['T'] == CEILING
    again = failed + [CaseResult('T', 1500, 500, 0, 11)]
    assert case_weights(DRILL, again)['T'] < 1


def test_mistakes_make_a_case_come_sooner():
    careless = HISTORY + tries('T', 1500, 1500, 1500, 1500, 1500, mistakes=2)
    assert case_weights(DRILL, careless)['T'] > case_weights(DRILL, HISTORY)['T']


def test_results_of_cases_outside_the_drill_are_ignored():
    assert case_weights(('Aa', 'T'), HISTORY) == case_weights(('Aa', 'T'), [r for r in HISTORY if r.case != 'Ua'])
    with pytest.raises(ValueError):
        next_case((), HISTORY, random.Random(1))


def test_statistics_per_case():
    history = tries('Ua', 4000, 6000, 5000, 3000, 7000, 2000, mistakes=1) + [CaseResult('Ua', None, 0, 2, 9)]
    stats = case_stats(history)['Ua']
    assert (stats.count, stats.failed, stats.best_ms, stats.mistakes) == (7, 1, 2000, 8)
    assert stats.mean_ms == pytest.approx(4500)
    assert stats.recent_ms == pytest.approx((6000 + 5000 + 3000 + 7000 + 2000) / 5)
    assert stats.recognition_ms == 500
    only_failed = case_stats([CaseResult('H', None)])['H']
    assert (only_failed.count, only_failed.failed, only_failed.mean_ms) == (1, 1, None)
