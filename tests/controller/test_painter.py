"""Painter: sticker-by-sticker painting gives exactly the model's state; undo is per
sticker; impossible states get the model's message and the offending stickers."""
import numpy as np
import pytest

from controller.painter import UNPAINTED, Painter
from model import Cube

SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'


def paint_all(painter, cube):
    for f, c in enumerate(cube.facelet_colors()):
        painter.paint(f, c)


@pytest.mark.parametrize('n, alg', [
    (2, "R U2 F' R2 U'"), (3, "R U R' U' F2 D L' B"), (3, "x2 y R U"),
    (4, "Rw U2 2R F' D Lw2 B'"), (5, "3R U 2F' Dw"), (7, "3Rw U' 2B 3D"),
])
def test_painting_every_sticker_gives_exactly_the_state(n, alg):
    target = Cube(n).apply(alg)
    painter = Painter(n)
    painter.clear()
    assert painter.unpainted == 6 * n * n - (6 if n % 2 else 0)
    assert not painter.verdict().valid and painter.verdict().reason == 'unpainted'
    paint_all(painter, target)
    verdict = painter.verdict()
    assert verdict.valid, verdict.message
    assert verdict.cube == target
    assert painter.counts() == [n * n] * 6


def test_undo_is_per_sticker_and_a_paste_is_one_step():
    painter = Painter(3)
    assert painter.paint(0, 3) and not painter.paint(0, 3)       # same colour: nothing to undo
    painter.paint(1, 4)
    assert painter.counts()[0] == 7 and painter.counts()[3] == 10
    painter.undo()
    assert painter.colours[1] == 0 and painter.colours[0] == 3
    painter.undo()
    assert painter.verdict().valid and not painter.can_undo
    painter.set_text(Cube(3).apply('R').to_facelets())
    assert painter.verdict().cube == Cube(3).apply('R')
    painter.undo()
    assert painter.verdict().cube == Cube(3)


def test_clear_keeps_the_fixed_centres():
    painter = Painter(Cube(3).apply('R U'))
    painter.clear()
    kept = np.nonzero(painter.colours != UNPAINTED)[0]
    assert list(kept) == [4, 13, 22, 31, 40, 49]
    painter.undo()
    assert painter.verdict().cube == Cube(3).apply('R U')


def with_stickers(text, changes):
    chars = list(text)
    for index, letter in changes.items():
        chars[index] = letter
    return ''.join(chars)


@pytest.mark.parametrize('changes, reason, stickers, words', [
    ({8: 'R', 9: 'F', 20: 'U'}, 'twist', {8, 9, 20}, 'one corner is twisted'),       # URF twisted
    ({7: 'F', 19: 'U'}, 'flip', {7, 19}, 'one edge is flipped'),                     # UF flipped
    ({19: 'R', 10: 'F'}, 'parity', {7, 19, 5, 10}, 'two pieces are swapped'),       # UF <-> UR
    ({8: 'D'}, 'count', set(), 'wrong colour counts'),
    ({8: 'D', 35: 'U'}, 'piece', {17, 35, 51}, 'impossible corner: the piece at DBR'),
    ({4: 'R', 13: 'U'}, 'centres', {4, 13, 22, 31, 40, 49}, 'impossible centres'),
])
def test_impossible_states_name_and_point_at_the_piece(changes, reason, stickers, words):
    painter = Painter(3)
    painter.set_text(with_stickers(SOLVED, changes))
    verdict = painter.verdict()
    assert not verdict.valid and verdict.reason == reason and words in verdict.message
    assert set(verdict.facelets) == stickers


def test_a_twisted_corner_on_a_rotated_cube_is_found_where_it_is():
    cube = Cube(3).apply("x2 y")
    colours = cube.facelet_colors()
    colours[[8, 9, 20]] = colours[[20, 8, 9]]             # twist whatever sits at URF
    painter = Painter(3)
    for f, c in enumerate(colours):
        painter.paint(f, c)
    verdict = painter.verdict()
    assert verdict.reason == 'twist' and set(verdict.facelets) == {8, 9, 20}


def twisted(cube: Cube, corner_slot: int) -> np.ndarray:
    """The cube's colours with the corner in `corner_slot` turned a third of a turn in place."""
    geo = cube.geometry
    colours = cube.facelet_colors()
    stickers = np.nonzero(geo.facelet_slot == corner_slot)[0]
    colours[stickers] = colours[np.roll(stickers, 1)]
    return colours


def corner_slots(n):
    geo = Cube(n).geometry
    return [int(s) for s in np.nonzero(geo.n_stickers == 3)[0]]


@pytest.mark.parametrize('n', [2, 3, 4])
def test_each_twisted_corner_of_a_solved_cube_is_named_and_framed_alone(n):
    """Every corner, the D-B-L one of even cubes (which fixes their frame) included."""
    geo = Cube(n).geometry
    for slot in corner_slots(n):
        painter = Painter(n)
        for f, c in enumerate(twisted(Cube(n), slot)):
            painter.paint(f, int(c))
        verdict = painter.verdict()
        assert verdict.reason == 'twist', (n, slot)
        assert set(verdict.facelets) == set(np.nonzero(geo.facelet_slot == slot)[0].tolist()), (n, slot)
        assert 'one corner is twisted: the ' in verdict.message and ' corner at ' in verdict.message


@pytest.mark.parametrize('n, alg', [(3, "R U F' L2 D B"), (2, "R U F' R2"), (4, "R U Fw' L2 D B")])
def test_a_twist_on_a_scrambled_cube_frames_nothing_and_says_no_corner_can_be_blamed(n, alg):
    """Any corner could be the one twisted back: the verdict says so and points at none."""
    for slot in corner_slots(n):
        painter = Painter(n)
        for f, c in enumerate(twisted(Cube(n).apply(alg), slot)):
            painter.paint(f, int(c))
        verdict = painter.verdict()
        assert verdict.reason == 'twist_any_corner' and verdict.facelets == (), (n, slot)
        assert 'one corner is twisted' in verdict.message and 'cannot tell which corner' in verdict.message


def test_a_duplicate_wing_on_a_4x4_points_at_both():
    cube = Cube(4)
    painter = Painter(cube)
    # U face row 4 col 2 (wing UF) and F row 1 col 2: paint the UF wing as the other UF wing's mirror
    colours = cube.facelet_colors()
    text = ''.join('URFDLB'[c] for c in colours)
    # swap the two stickers of one UF wing: it becomes a mirror twin of the other UF wing
    u, f = 13, 2 * 16 + 1
    painter.set_text(with_stickers(text, {u: text[f], f: text[u]}))
    verdict = painter.verdict()
    assert not verdict.valid and verdict.reason == 'duplicate'
    assert {u, f} <= set(verdict.facelets) and len(verdict.facelets) == 4


@pytest.mark.parametrize('n', [2, 3, 4, 7])
def test_facelet_at_finds_every_sticker_from_its_centre(n):
    from controller.painter import facelet_at
    from model.geometry import geometry
    from model.rotations import DIRECTIONS
    g = geometry(n)
    for f in range(6 * n * n):
        d = DIRECTIONS[g.facelet_dir[f]]
        centre = g.facelet_coords[f] - (n - 1) / 2 + 0.5 * d
        jitter = 0.3 * (np.roll(np.abs(d), 1) - np.roll(np.abs(d), 2))    # stays on the sticker
        assert facelet_at(n, centre + jitter, d) == f
    assert facelet_at(n, (n, 0, n / 2), (0, 0, 1)) is None


def test_facelet_at_agrees_with_the_facelet_order():   # U1 is the U sticker at the back-left
    from controller.painter import facelet_at
    assert facelet_at(3, (-1.2, 1.5, -1.2), (0, 1, 0)) == 0                 # U1: left, back
    assert facelet_at(3, (1.2, 1.5, 1.2), (0, 1, 0)) == 8                   # U9: right, front
    assert facelet_at(3, (-1.2, 1.2, 1.5), (0, 0, 1)) == 18                 # F1: left, top
    assert facelet_at(3, (1.5, 1.2, 1.2), (1, 0, 0)) == 9                   # R1: front, top


def test_the_verdict_names_colours_by_the_active_scheme():
    """Under the Japanese scheme colour 3 (D's) is blue: the message says so."""
    from model.schemes import SCHEMES
    painter = Painter(3)
    painter.paint(26, 3)                                  # F9 and D3 swapped: a mirrored DFR corner
    painter.paint(29, 2)
    assert 'DFR shows red-yellow-green,' in painter.verdict().message
    painter.set_names(SCHEMES['japanese'].names)
    assert 'DFR shows red-blue-green,' in painter.verdict().message


def test_custom_colours_are_named_after_the_nearest_everyday_colour(tmp_path):
    from controller.preferences import Preferences
    prefs = Preferences(tmp_path / 'settings.toml', tmp_path / 'keymap.toml')
    assert prefs.colour_words() == ('white', 'red', 'green', 'yellow', 'orange', 'blue')
    prefs.change(scheme='japanese')
    assert prefs.colour_words()[3] == 'blue' and prefs.colour_words()[5] == 'yellow'
    prefs.set_colour(1, '#ff88cc')
    assert prefs.colour_words()[1] == 'pink #ff88cc'
    prefs.change(language='fr')
    assert prefs.colour_words()[:2] == ('blanc', 'rose #ff88cc')
