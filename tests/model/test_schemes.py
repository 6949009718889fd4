"""Colour schemes: the presets, the colour-blind-safe one under simulated colour-vision
deficiencies (Machado et al. 2009 + CIEDE2000, checked against Sharma's published pairs),
custom colours, and the 24 orientations."""
import math

import numpy as np
import pytest

from model import Cube, CubeLabError
from model.schemes import SCHEMES, Appearance, Orientation, parse_rgb, rgb_text, scheme

# -- an independent colour-science reference (no project code) ------------------------
#: Machado, Oliveira and Fernandes (2009), severity 1.0, on linear sRGB.
MACHADO = {
    'protan': ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    'deutan': ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    'tritan': ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
}


def linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab_of_linear(rgb):
    r, g, b = (min(1.0, max(0.0, v)) for v in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    f = [v ** (1 / 3) if v > (6 / 29) ** 3 else v / (3 * (6 / 29) ** 2) + 4 / 29 for v in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def seen_as(rgb, deficiency=None):
    lin = [linear(c) for c in rgb]
    if deficiency:
        m = MACHADO[deficiency]
        lin = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return lab_of_linear(lin)


def ciede2000(lab1, lab2):
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = L2 - L1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (L1 + L2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc, sh = 1 + 0.045 * cp_bar, 1 + 0.015 * cp_bar * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


@pytest.mark.parametrize('lab1, lab2, expected', [     # Sharma, Wu and Dalal (2005), table 1
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
])
def test_the_reference_ciede2000_matches_sharmas_published_pairs(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def min_distance(colours, deficiency):
    labs = [seen_as(c, deficiency) for c in colours]
    return min(ciede2000(labs[i], labs[j]) for i in range(6) for j in range(i + 1, 6))


#: Smallest CIEDE2000 between any two stickers for the preset to count as told apart.
APART = 15.0


@pytest.mark.parametrize('deficiency', [None, 'protan', 'deutan', 'tritan'])
def test_the_colourblind_preset_keeps_every_pair_apart(deficiency):
    assert min_distance(SCHEMES['colourblind'].colours, deficiency) >= APART


def test_the_standard_scheme_is_not_colourblind_safe():
    # the check has teeth: red/green/orange collapse for a deutan
    assert min_distance(SCHEMES['standard'].colours, 'deutan') < APART


def test_colourblind_stickers_stand_out_from_the_black_body():
    body_rgb = (0.045, 0.045, 0.05)           # view/palette.py BODY
    for deficiency in (None, 'protan', 'deutan', 'tritan'):
        body = seen_as(body_rgb, deficiency)
        assert min(ciede2000(seen_as(c, deficiency), body) for c in SCHEMES['colourblind'].colours) >= APART


# -- presets, custom colours ----------------------------------------------------------
def test_japanese_has_blue_opposite_white_and_yellow_opposite_green():
    names = SCHEMES['japanese'].names
    assert (names[0], names[3]) == ('white', 'blue')      # U / D
    assert (names[2], names[5]) == ('green', 'yellow')    # F / B
    assert (names[1], names[4]) == ('red', 'orange')      # R / L


def test_scheme_lookup_is_forgiving_and_unknown_names_say_what_exists():
    assert scheme('Colour-Blind') is SCHEMES['colourblind']
    with pytest.raises(CubeLabError, match='standard, japanese, colourblind'):
        scheme('neon')


def test_custom_colour_and_hex_round_trip():
    custom = SCHEMES['standard'].with_colour(4, parse_rgb('#ff8800'))
    assert custom.name == 'custom' and rgb_text(custom.colours[4]) == '#ff8800'
    assert custom.colours[:4] == SCHEMES['standard'].colours[:4]
    for bad in ('ff88', '#gg0000', '', 'red'):
        with pytest.raises(CubeLabError):
            parse_rgb(bad)
    with pytest.raises(ValueError):
        SCHEMES['standard'].with_colour(0, (2.0, 0, 0))


def test_letters_pick_colours():
    assert SCHEMES['standard'].colour_of_letter('y') == 3
    assert SCHEMES['japanese'].colour_of_letter('B') == 3
    assert SCHEMES['standard'].colour_of_letter('Q') is None


# -- orientation ------------------------------------------------------------------------
def test_all_24_orientations_put_the_asked_colours_on_top_and_in_front():
    seen = set()
    for top in range(6):
        for front in range(6):
            if top % 3 == front % 3:
                with pytest.raises(CubeLabError):
                    Orientation(top, front)
                continue
            o = Orientation(top, front)
            for n in (2, 3, 4):
                cube = Cube(n).apply(o.rotation)
                st = cube.stickers()
                assert (st[0] == top).all() and (st[2] == front).all()
                assert cube.is_solved()
            assert o.face_colours()[0] == top and o.face_colours()[2] == front
            assert all(m.is_rotation for m in o.rotation) and len(o.rotation) <= 2
            seen.add(str(o.rotation))
    assert len(seen) == 24


def test_yellow_on_top_green_in_front_is_x2_y2_or_z2():
    cube = Cube(3).apply(Orientation(3, 2).rotation)
    assert cube.to_facelets(colors=True)[4] == 'Y' and cube.to_facelets(colors=True)[22] == 'G'
    assert Cube(3).apply('z2') == cube


def test_appearance_names_faces_by_their_colour_in_the_orientation():
    a = Appearance(SCHEMES['japanese'], Orientation(3, 2))     # blue (the D colour) on top
    assert a.colour_name_of_face('U') == 'blue'
    assert a.colour_name_of_face('D') == 'white'
    assert a.colour_name_of_face('F') == 'green'
    assert a.letters_of(np.arange(6)) == 'WRGBOY'
