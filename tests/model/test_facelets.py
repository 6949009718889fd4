"""Facelet strings: the spec's known states, round trips, colour letters, errors in order."""
import random

import pytest

from model import Cube, InvalidCubeError
from model.faces import COLOR_LETTERS, FACE_ORDER

SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'
AFTER_R = 'UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB'


def random_alg(rng, n, length=40):
    tokens = []
    for _ in range(length):
        face, depth = rng.choice(FACE_ORDER), rng.randint(1, max(1, n - 1))
        tokens.append((f'{depth}{face}' if depth > 1 else face) + rng.choice(['', "'", '2']))
    tokens.append(rng.choice(['x', 'y', 'z', "y'", '']))
    return ' '.join(t for t in tokens if t)


def test_known_states():
    assert Cube(3).to_facelets() == SOLVED
    assert Cube(3).apply('R').to_facelets() == AFTER_R
    assert Cube.from_facelets(AFTER_R) == Cube(3).apply('R')


def test_colour_letters_are_a_second_input_form():
    cube = Cube(3).apply("R U F'")
    colours = cube.to_facelets(colors=True)
    assert set(colours) <= set(COLOR_LETTERS)
    assert Cube.from_facelets(colours).to_facelets() == cube.to_facelets()


@pytest.mark.parametrize('n', [2, 3, 4, 5, 6, 7, 9, 12, 17])
def test_round_trip_of_random_states_any_size(n):
    rng = random.Random(n)
    for _ in range(8):
        cube = Cube(n).apply(random_alg(rng, n))
        text = cube.to_facelets()
        back = Cube.from_facelets(text)
        assert back.to_facelets() == text
        assert sorted(back.perm.tolist()) == list(range(len(back.perm)))


def test_round_trip_50():
    cube = Cube(50).apply(random_alg(random.Random(50), 50, 300))
    assert Cube.from_facelets(cube.to_facelets(), size=50) == cube


def test_imported_cube_turns_like_the_original():
    """The pieces recovered from stickers behave as the real ones do."""
    rng = random.Random(7)
    for n in (3, 4, 5):
        cube = Cube(n).apply(random_alg(rng, n))
        twin = Cube.from_facelets(cube.to_facelets())
        more = random_alg(rng, n)
        assert twin.apply(more) == cube.apply(more)


def test_whitespace_and_lowercase_are_accepted():
    spaced = ' '.join(SOLVED[i:i + 9] for i in range(0, 54, 9)).lower()
    assert Cube.from_facelets(spaced).is_solved()


@pytest.mark.parametrize('text, reason', [
    (SOLVED[:-1], 'length'),
    ('', 'length'),
    (SOLVED[:-1] + 'Q', 'letter'),
    (SOLVED[:-1] + 'W', 'letter'),          # mixes face and colour letters
    (SOLVED[:-1] + 'U', 'count'),
])
def test_malformed_strings(text, reason):
    with pytest.raises(InvalidCubeError) as err:
        Cube.from_facelets(text)
    assert err.value.reason == reason
    assert str(err.value)


def test_size_mismatch_is_a_length_error():
    with pytest.raises(InvalidCubeError, match='a 4x4 cube has 96 stickers'):
        Cube.from_facelets(SOLVED, size=4)
