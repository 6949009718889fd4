"""Patterns: matching in the 24 orientations, and the shipped named queries."""
import pytest

from model import Cube, CubeLabError
from model.patterns import NAMED, Pattern, named


def test_solved_matches_every_orientation():
    for n in (2, 3, 4, 5):
        assert len(named('solved', n).orientations(Cube(n))) == 24


def test_white_on_top_tells_which_rotation():
    white_top = Pattern.parse('W' * 9 + '*' * 45)
    assert white_top.orientations(Cube(3)) == ['', "y'", 'y2', 'y']
    after_x = white_top.orientations(Cube(3).apply('x'))
    assert after_x and all(Pattern.parse('W' * 9 + '*' * 45).matches(Cube(3).apply(f'x {r}'))
                           for r in after_x)


def test_digits_mean_same_and_different_colours():
    same_u_and_d = Pattern.parse('1' * 9 + '*' * 18 + '1' * 9 + '*' * 18)
    assert not same_u_and_d.matches(Cube(3))          # U and D are different colours
    top_and_bottom = Pattern.parse('1' * 9 + '*' * 18 + '2' * 9 + '*' * 18)
    assert top_and_bottom.matches(Cube(3).apply('U D'))
    assert not top_and_bottom.matches(Cube(3).apply('R U F'))


def test_layer_by_layer_queries():
    sexy = Cube(3).apply("R U R' U'")
    assert named('cross', 3).matches(sexy)
    assert not named('first-layer', 3).matches(sexy)
    assert named('oll', 3).matches(Cube(3).apply("R U R' F' R U R' U' R' F R2 U' R' U'"))  # a PLL
    assert named('f2l', 3).matches(Cube(3).apply("R U R' U R U2 R'"))                     # an OLL
    assert not named('oll', 3).matches(Cube(3).apply("R U R' U R U2 R'"))
    assert named('first-layer', 3).matches(Cube(3).apply("R U R' U R U2 R'"))  # Sune keeps F2L


def test_big_cube_queries():
    assert named('centres', 4).matches(Cube(4).apply("R U F' D2 B L"))
    assert named('edges-paired', 4).matches(Cube(4).apply("R U F' D2 B L"))
    assert not named('centres', 4).matches(Cube(4).apply("Rw U Rw'"))
    assert not named('edges-paired', 5).matches(Cube(5).apply("2R U 2R'"))


def test_errors():
    with pytest.raises(CubeLabError):
        named('centres', 3)
    with pytest.raises(CubeLabError):
        named('nope', 3)
    with pytest.raises(CubeLabError):
        Pattern.parse('Q' * 54)
    with pytest.raises(CubeLabError):
        named('solved', 3).orientations(Cube(4))
    assert set(NAMED) >= {'solved', 'cross', 'first-layer', 'f2l', 'oll', 'centres', 'edges-paired'}
