"""Rule-based random moves and the simple scrambler: the rules of spec section 3, checked move by move."""
import random
from collections import Counter

import pytest

from model import Cube
from model.faces import FACE_ORDER
from scramble import scramble
from scramble.rules import layer_sets, random_moves

AXIS = {'U': 'y', 'D': 'y', 'R': 'x', 'L': 'x', 'F': 'z', 'B': 'z'}
LENGTH = {2: 25, 3: 30, 4: 40, 5: 60, 6: 80, 7: 100}


def assert_rules(moves, n, faces=FACE_ORDER, max_depth=None):
    """Spec section 3: legal layer sets, and each set at most once per same-axis run."""
    max_depth = n // 2 if max_depth is None else max_depth
    run_axis, run = None, []
    for i, m in enumerate(moves):
        assert m.face in faces and m.start == 1 and 1 <= m.end <= max_depth, (i, str(m))
        assert m.amount in (1, -1, 2)
        if n % 2 == 0 and m.end == n // 2:
            assert m.face in 'URF', f"{m} duplicates a U/R/F block on a {n}x{n}"
        if AXIS[m.face] != run_axis:
            run_axis, run = AXIS[m.face], []
        assert (m.face, m.end) not in run, f"{m} twice in one same-axis run at move {i}"
        run.append((m.face, m.end))


@pytest.mark.parametrize('n', [2, 3, 4, 5, 6, 7])
def test_random_moves_keep_the_rules(n):
    rng = random.Random(n)
    seen = Counter()
    first = Counter()
    for _ in range(2000):
        result = scramble(n, 'random-moves', rng=rng)
        assert result.length == LENGTH[n]
        assert_rules(result.moves, n, faces='URF' if n == 2 else FACE_ORDER)
        seen.update((m.face, m.end) for m in result.moves)
        first[(result.moves[0].face, result.moves[0].end)] += 1
    assert set(seen) == set(layer_sets(n))          # every legal set is used
    expected = 2000 / len(layer_sets(n))
    assert all(abs(c - expected) < 0.3 * expected for c in first.values())   # drawn uniformly


def test_same_axis_runs_allow_different_sets():
    """R L and R Rw L may happen; R R' and R L R may not."""
    rng = random.Random(1)
    pairs, triples = 0, 0
    for _ in range(500):
        moves = scramble(4, 'random-moves', rng=rng).moves
        axes = [AXIS[m.face] for m in moves]
        pairs += sum(a == b for a, b in zip(axes, axes[1:]))
        triples += sum(a == b == c for a, b, c in zip(axes, axes[1:], axes[2:]))
    assert pairs > 0 and triples > 0


def test_rule_examples_on_3x3():
    rng = random.Random(2)
    opposite_pairs = 0
    for _ in range(300):
        tokens = scramble(3, 'random-moves', rng=rng).text.split()
        assert all(a[0] != b[0] for a, b in zip(tokens, tokens[1:]))                       # never R R'
        assert all(not (a[0] == c[0] and AXIS[a[0]] == AXIS[b[0]])
                   for a, b, c in zip(tokens, tokens[1:], tokens[2:]))                      # never R L R
        opposite_pairs += sum(AXIS[a[0]] == AXIS[b[0]] for a, b in zip(tokens, tokens[1:]))
    assert opposite_pairs > 0                                                              # R L happens


def test_amounts_are_uniform():
    rng = random.Random(3)
    moves = random_moves(layer_sets(5), 30000, rng)
    counts = Counter(m.amount for m in moves)
    assert set(counts) == {1, -1, 2}
    assert all(abs(c - 10000) < 400 for c in counts.values())


@pytest.mark.parametrize('n', [2, 3, 4, 7])
def test_simple_is_twenty_face_turns_by_the_rules(n):
    rng = random.Random(10 + n)
    for _ in range(1000):
        result = scramble(n, 'simple', rng=rng)
        assert result.length == 20
        assert_rules(result.moves, 3, max_depth=1)


@pytest.mark.parametrize('mode', ['random-moves', 'simple'])
@pytest.mark.parametrize('n', [2, 3, 4, 5, 8])
def test_state_is_the_text_applied_to_a_solved_cube(mode, n):
    rng = random.Random(n)
    for _ in range(20):
        result = scramble(n, mode, rng=rng)
        assert Cube(n).apply(result.text).to_facelets() == result.facelets
        assert result.text == ' '.join(str(m) for m in result.moves) and not result.text.endswith(' ')
