"""Random-state scrambles: 2x2 uniform over the states (by the exact distance histogram), 3x3 by two-phase."""
import random
from collections import Counter

import pytest

from model import Cube, CubeLabError
from model.faces import FACE_ORDER
from scramble import default_mode, modes_for, scramble
from scramble.quality import POCKET_COUNTS, total_variation
from solver import pocket


@pytest.mark.slow
def test_2x2_random_state_is_uniform_and_at_least_four_moves():
    rng = random.Random(2024)
    histogram = Counter()
    for _ in range(20_000):
        result = scramble(2, 'random-state', rng=rng)
        distance = pocket.distance(Cube.from_facelets(result.facelets, size=2))  # table lookup on the state itself
        assert distance >= 4
        assert result.length == distance                     # the inverse of an optimal solution
        assert {m.face for m in result.moves} <= set('URF') and all(m.amount in (1, -1, 2) for m in result.moves)
        histogram[distance] += 1
    counts = [histogram[d] for d in range(12)]
    assert total_variation(counts, POCKET_COUNTS) < 0.01


def test_2x2_random_state_text_gives_the_state():
    rng = random.Random(1)
    for _ in range(200):
        result = scramble(2, 'random-state', rng=rng)
        assert Cube(2).apply(result.text).to_facelets() == result.facelets
        assert result.scores is None


def test_no_random_state_for_big_cubes():
    assert modes_for(4) == ('random-moves', 'random-state', 'simple', 'dynamic-judgement')
    assert modes_for(5) == ('random-moves', 'simple', 'dynamic-judgement')
    with pytest.raises(CubeLabError, match='random-state .* 5x5'):
        scramble(5, 'random-state')


@pytest.mark.tables
def test_3x3_random_state_by_two_phase():
    assert default_mode(3) == 'random-state'
    rng = random.Random(3)
    for _ in range(12):
        result = scramble(3, 'random-state', rng=rng)
        assert 2 <= result.length <= 24
        assert all(m.face in FACE_ORDER and m.start == m.end == 1 and m.amount in (1, -1, 2) for m in result.moves)
        assert all(a.face != b.face for a, b in zip(result.moves, result.moves[1:]))
        assert Cube(3).apply(result.text).to_facelets() == result.facelets
    assert scramble(3, seed=9).text == scramble(3, seed=9).text


def test_progress_while_the_2x2_table_is_built(monkeypatch, tmp_path):
    monkeypatch.setenv('CUBELAB_CACHE_DIR', str(tmp_path))
    monkeypatch.setattr(pocket, '_TABLE', None)
    reports = []
    result = scramble(2, progress=lambda fraction, what: reports.append((fraction, what)))
    assert result.length >= 4 and list(tmp_path.glob('pocket_distance-v*.npy'))
    assert reports[-1] == (1.0, 'tables')           # a stage identifier (solver.STAGES)
    assert [f for f, _ in reports] == sorted(f for f, _ in reports)
