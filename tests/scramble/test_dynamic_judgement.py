"""Dynamic judgement (CuScrambler): its rules, its choice rule, its score trace and the spec's worked facts."""
import random
from collections import Counter
from statistics import mean

import pytest

from model import Cube, Move
from model.faces import FACE_ORDER
from scramble import scramble
from scramble.blocks import block_score
from scramble.dynamic import choose

AXIS = {'U': 'y', 'D': 'y', 'R': 'x', 'L': 'x', 'F': 'z', 'B': 'z'}
LENGTH = {2: 11, 3: 20, 4: 40, 5: 60, 6: 80, 7: 100, 8: 130, 9: 160, 10: 190, 12: 250}
SAMPLES = {2: 2000, 3: 2000, 4: 300, 5: 300, 6: 200, 7: 200}


def assert_rules(moves, n):
    for i, m in enumerate(moves):
        assert m.face in FACE_ORDER and m.start == 1 and 1 <= m.end <= n // 2 and m.amount in (1, -1, 2)
        if i >= 1:
            prev = moves[i - 1]
            assert (prev.face, prev.end) != (m.face, m.end), f"set {m} twice in a row at {i}"
        if i >= 2:
            assert not (AXIS[moves[i - 2].face] == AXIS[moves[i - 1].face] == AXIS[m.face]), \
                f"third move on one axis at {i}"


@pytest.mark.parametrize('n', sorted(SAMPLES))
def test_rules_hold(n):
    rng = random.Random(n)
    sets = Counter()
    for _ in range(SAMPLES[n]):
        result = scramble(n, 'dynamic-judgement', rng=rng)
        assert result.length == LENGTH[n] == len(result.scores)
        assert_rules(result.moves, n)
        sets.update((m.face, m.end) for m in result.moves)
    assert len(sets) == 6 * (n // 2)        # every face at every depth, D/L/B at half depth too


@pytest.mark.parametrize('n', [10, 12])
def test_lengths_past_the_table(n):
    assert scramble(n, 'dynamic-judgement', seed=1).length == 30 * n - 110 == LENGTH[n]


@pytest.mark.parametrize('n', [2, 3, 4, 5, 6])
def test_score_trace_is_the_block_score_after_each_move(n):
    result = scramble(n, 'dynamic-judgement', seed=n)
    cube = Cube(n)
    for move, score in zip(result.moves, result.scores):
        assert block_score(cube.apply(move)) == score
    assert cube.to_facelets() == result.facelets == Cube(n).apply(result.text).to_facelets()


def test_every_first_move_on_3x3_scores_100():
    for face in FACE_ORDER:
        for amount in (1, -1, 2):
            assert block_score(Cube(3).apply(Move(face, 1, 1, amount))) == 100
    rng = random.Random(7)
    assert {scramble(3, 'dynamic-judgement', rng=rng).scores[0] for _ in range(200)} == {100}


def test_choice_is_among_the_four_lowest_with_ties():
    rng = random.Random(0)
    scores = [50, 10, 90, 30, 70, 20, 80, 40, 60]          # 4th lowest: 40
    picks = Counter(choose(scores, rng) for _ in range(4000))
    assert set(picks) == {1, 3, 5, 7}
    assert all(900 < c < 1100 for c in picks.values())
    tied = [5, 5, 5, 5, 5, 5, 9, 9, 9]                      # ties at the threshold all count
    assert {choose(tied, rng) for _ in range(2000)} == set(range(6))
    assert {choose([3, 1], rng) for _ in range(100)} == {0, 1}      # m = 2: threshold at index 1


def test_it_leaves_fewer_blocks_than_random_moves():
    """Spec: 3x3, 20 moves, mean final score about 1.7 (random state: 8)."""
    rng = random.Random(11)
    dynamic = mean(scramble(3, 'dynamic-judgement', rng=rng).scores[-1] for _ in range(400))
    moves = mean(block_score(scramble(3, 'random-moves', rng=rng).cube()) for _ in range(400))
    assert 1.3 < dynamic < 2.1
    assert 7.0 < moves < 9.0
