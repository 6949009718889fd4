"""magiccube (PyPI) as an independent oracle for NxN moves and facelet strings.

The same alg text goes to both: magiccube reads face turns, `nR` (layer n
alone), `Rw`/`nRw` (layers 1..n), `x y z` and, on odd sizes, `M E S`, with
amounts none, `'`, `2` and `'2`; so does our parser. The facelet strings
(Kociemba order, face letters and W R G Y O B colours) must be identical.
"""
import magiccube
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from model import Alg, Cube
from model.faces import FACE_ORDER


SUFFIXES = ('', "'", '2', "'2")


def families(n):
    """Every move family magiccube and we both know on an n-cube (no amount)."""
    out = []
    for face in FACE_ORDER:
        out.append(face)
        out += [f'{k}{face}' for k in range(2, n + 1)]            # one layer: 2R .. nR
        out += ['Rw'.replace('R', face)] if n > 2 else []
        out += [f'{k}{face}w' for k in range(3, n)]               # 3Rw .. (n-1)Rw
    out += list('xyz')
    if n % 2:
        out += list('MES')
    return out


def oracle(n, text):
    cube = magiccube.Cube(n, hist=False)
    cube.rotate(text)
    return cube.get_kociemba_facelet_positions(), cube.get_kociemba_facelet_colors()


def ours(n, text):
    cube = Cube(n).apply(Alg.parse(text, n))
    return cube.to_facelets(), cube.to_facelets(colors=True)


@pytest.mark.parametrize('n', range(2, 8))
def test_every_single_move_matches(n):
    for family in families(n):
        for suffix in SUFFIXES:
            text = family + suffix
            assert ours(n, text) == oracle(n, text), (n, text)


@st.composite
def size_and_text(draw, sizes=range(2, 11), max_size=25):
    n = draw(st.sampled_from(list(sizes)))
    tokens = draw(st.lists(st.tuples(st.sampled_from(families(n)), st.sampled_from(SUFFIXES)),
                           max_size=max_size))
    return n, ' '.join(f + s for f, s in tokens)


@settings(max_examples=120, deadline=None)
@given(size_and_text())
def test_random_algs_match(case):
    n, text = case
    assert ours(n, text) == oracle(n, text)


@settings(max_examples=20, deadline=None)
@given(size_and_text())
def test_inverse_matches(case):
    n, text = case
    inverse = str(Alg.parse(text).inverse())
    # magiccube spells a counter-clockwise half turn '2 and knows no 2'
    assert ours(n, text + ' ' + inverse) == oracle(n, text + ' ' + inverse.replace("2'", "'2")) \
        == ours(n, '')


@settings(max_examples=6, deadline=None)
@given(size_and_text(sizes=(16, 33, 50), max_size=12))
def test_big_cubes_match(case):
    n, text = case
    assert ours(n, text) == oracle(n, text)
