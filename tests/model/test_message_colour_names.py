"""The model's messages name colours with the names it is given (a scheme's), not
always the standard ones: the model stays free of settings and languages."""
import numpy as np
import pytest

from model import Cube, InvalidCubeError
from model.facelets import COLOR_NAMES, parse_colors
from model.schemes import SCHEMES, nearest_basic
from model.validation import pieces_from_colors

JAPANESE = SCHEMES['japanese'].names


def _error(colours, names, n=3):
    with pytest.raises(InvalidCubeError) as info:
        pieces_from_colors(n, np.asarray(colours), names)
    return str(info.value)


def _swap_two_stickers_of_the_urf_corner():
    colours = Cube(3).facelet_colors().copy()
    colours[8], colours[9] = colours[9], colours[8]       # U9 and R1: a mirror-image corner
    return colours


def test_impossible_piece_names_its_colours_by_the_scheme():
    colours = _swap_two_stickers_of_the_urf_corner()
    assert 'shows red-white-green,' in _error(colours, COLOR_NAMES)
    assert 'shows rouge-blanc-vert,' in _error(colours, ('blanc', 'rouge', 'vert', 'jaune', 'orange', 'bleu'))


def test_japanese_names_in_the_centres_message():
    colours = Cube(3).facelet_colors().copy()
    colours[22] = 3                                        # the F centre becomes the D colour
    text = _error(colours, JAPANESE)
    assert 'but blue appears more than once' in text       # colour 3 is blue in the Japanese scheme
    assert 'but yellow appears more than once' in _error(colours, COLOR_NAMES)


def test_counts_message_names_colours_by_the_scheme():
    text = 'U' * 10 + 'R' * 8 + 'F' * 9 + 'D' * 9 + 'L' * 9 + 'B' * 9
    with pytest.raises(InvalidCubeError, match='10 white, 8 rouge'):
        parse_colors(text, 3, names=('white', 'rouge', 'g', 'd', 'l', 'b'))


def test_six_names_are_needed():
    with pytest.raises(ValueError):
        pieces_from_colors(3, Cube(3).facelet_colors(), ('a', 'b'))


@pytest.mark.parametrize('rgb, name', [((1.0, 0.5, 0.75), 'pink'), ((0.9, 0.1, 0.1), 'red'),
                                       ((0.1, 0.2, 0.9), 'blue'), ((0.5, 0.5, 0.52), 'grey'),
                                       ((1.0, 1.0, 1.0), 'white'), ((0.1, 0.7, 0.2), 'green')])
def test_nearest_everyday_colour(rgb, name):
    assert nearest_basic(rgb) == name
