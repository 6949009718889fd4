"""Moves on the cube: order 4, inverses, exactly which stickers move, known
states, relations between families, size errors, and kociemba as a 3x3 oracle."""
import random

import kociemba
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from model import Alg, Cube, Move, NotationError
from model.faces import FACE_INDEX, FACE_ORDER

SMALL = range(2, 8)
BIG = (12, 50)
FACE_AXIS = {'R': (0, True), 'L': (0, False), 'U': (1, True), 'D': (1, False),
             'F': (2, True), 'B': (2, False)}
LIKE = {'M': 'L', 'E': 'D', 'S': 'F', 'm': 'L', 'e': 'D', 's': 'F', 'x': 'R', 'y': 'U', 'z': 'F'}


def all_moves(n):
    """Every distinct quarter turn of an n-cube: each face with each layer
    range a..b except all n layers, M E S (odd n), m e s (n > 2), x y z."""
    moves = [Move(f, a, b) for f in FACE_ORDER for a in range(1, n + 1) for b in range(a, n + 1)
             if (a, b) != (1, n)]
    if n % 2:
        moves += [Move(f) for f in 'MES']
    if n > 2:
        moves += [Move(f) for f in 'mes']
    return moves + [Move(f) for f in 'xyz']


def expected_layers(move, n):
    """(axis, lo, hi) in coordinates x: L->R, y: D->U, z: B->F, worked out
    from the notation alone (not with Move.turn)."""
    f = move.face
    axis, positive = FACE_AXIS[LIKE.get(f, f)]
    if f in 'MES':
        return axis, (n - 1) // 2, (n - 1) // 2
    if f in 'mes':
        return axis, 1, n - 2
    if f in 'xyz':
        return axis, 0, n - 1
    if positive:
        return axis, n - move.end, n - move.start
    return axis, move.start - 1, move.end - 1


def scrambled(n, seed):
    rng = random.Random(seed)
    pool = all_moves(n)
    return Cube(n).apply(rng.choice(pool).with_amount(rng.choice((1, 2, -1))) for _ in range(3 * n))


def same_state(a, b):
    return np.array_equal(a.perm, b.perm) and np.array_equal(a.ori, b.ori)


# -- order 4 ---------------------------------------------------------------------

@pytest.mark.parametrize('n', SMALL)
def test_every_quarter_turn_has_order_4(n):
    start = scrambled(n, n)
    for move in all_moves(n):
        cube = start.copy()
        for k in range(1, 4):
            cube.apply(move)
            assert not same_state(cube, start), (n, str(move), k)
        cube.apply(move)
        assert same_state(cube, start), (n, str(move))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(BIG), st.data())
def test_big_cube_quarter_turns_have_order_4(n, data):
    move = data.draw(st.sampled_from(all_moves(n)))
    start = scrambled(n, data.draw(st.integers(0, 99)))
    cube = start.copy().apply(move)
    assert not same_state(cube, start)
    cube.apply(move).apply(move).apply(move)
    assert same_state(cube, start)
    assert same_state(start.copy().apply(move.with_amount(2)), start.copy().apply([move, move]))
    assert same_state(start.copy().apply(move.with_amount(-1)), start.copy().apply([move] * 3))
    assert same_state(start.copy().apply(move.with_amount(3)), start.copy().apply(move.inverse()))


# -- inverse -----------------------------------------------------------------------

SIZES = st.sampled_from([2, 3, 4, 5, 6, 7, 12, 50])


@st.composite
def size_and_alg(draw, max_size=25):
    n = draw(SIZES)
    pool = all_moves(n)
    moves = draw(st.lists(st.tuples(st.sampled_from(pool), st.sampled_from((1, -1, 2, -2, 3))),
                          max_size=max_size))
    return n, Alg(m.with_amount(a) for m, a in moves)


@settings(max_examples=60, deadline=None)
@given(size_and_alg())
def test_alg_then_inverse_is_identity(case):
    n, alg = case
    start = scrambled(n, len(alg))
    cube = start.copy().apply(alg)
    cube.apply(alg.inverse())
    assert same_state(cube, start)
    assert same_state(Cube(n).apply(alg + alg.inverse()), Cube(n))


@settings(max_examples=30, deadline=None)
@given(size_and_alg(max_size=12))
def test_text_applies_like_moves(case):
    n, alg = case
    assert same_state(Cube(n).apply(str(alg)), Cube(n).apply(alg))


# -- exactly the stickers that should move ----------------------------------------

def check_moved_sets(n, move, start):
    axis, lo, hi = expected_layers(move, n)
    g = start.geometry
    layer = g.facelet_coords[:, axis]
    expected = np.nonzero((lo <= layer) & (layer <= hi))[0]
    assert np.array_equal(np.sort(start.moved_facelets(move)), expected), (n, str(move))
    slots = np.nonzero((lo <= g.coords[:, axis]) & (g.coords[:, axis] <= hi))[0]
    assert np.array_equal(np.sort(start.moved_slots(move)), slots), (n, str(move))

    inside = np.zeros(len(layer), bool)
    inside[expected] = True
    before = start.facelet_colors()
    for amount in (1, 2, -1):
        after = start.copy().apply(move.with_amount(amount))
        colors = after.facelet_colors()
        assert np.array_equal(colors[~inside], before[~inside]), (n, str(move), amount)
        assert np.array_equal(np.sort(colors[inside]), np.sort(before[inside]))
        keep = np.ones(len(g.coords), bool)
        keep[slots] = False
        assert np.array_equal(after.perm[keep], start.perm[keep])          # pieces outside stay
        assert np.array_equal(np.sort(after.perm[slots]), np.sort(start.perm[slots]))


@pytest.mark.parametrize('n', SMALL)
def test_every_move_moves_exactly_its_layers(n):
    start = scrambled(n, 100 + n)
    for move in all_moves(n):
        check_moved_sets(n, move, start)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(BIG), st.data())
def test_big_cube_moves_move_exactly_their_layers(n, data):
    move = data.draw(st.sampled_from(all_moves(n)))
    check_moved_sets(n, move, scrambled(n, data.draw(st.integers(0, 99))))


#: Looking at the face, clockwise: the stickers of face `to` in the turning
#: layers come from face `frm` (R: front goes up; U: right comes to the front...).
CLOCKWISE = {'R': ('F', 'U'), 'L': ('B', 'U'), 'U': ('R', 'F'), 'D': ('L', 'F'),
             'F': ('U', 'R'), 'B': ('U', 'L')}


@pytest.mark.parametrize('n', [2, 3, 4, 5, 8])
def test_clockwise_means_clockwise_looking_at_the_face(n):
    for move in all_moves(n):
        frm, to = CLOCKWISE[LIKE.get(move.face, move.face)]
        cube = Cube(n).apply(move)
        moved = cube.moved_facelets(move)
        on_to = moved[(moved >= FACE_INDEX[to] * n * n) & (moved < (FACE_INDEX[to] + 1) * n * n)]
        assert len(on_to) > 0
        assert (cube.facelet_colors()[on_to] == FACE_INDEX[frm]).all(), (n, str(move))


# -- known states and relations -------------------------------------------------------

@pytest.mark.parametrize('alg, facelets', [
    ('', 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'),
    ('R', 'UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB'),
    ('U', 'UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB'),
    ('M', 'UBUUBUUBURRRRRRRRRFUFFUFFUFDFDDFDDFDLLLLLLLLLBDBBDBBDB'),
    ("R'", 'UUBUUBUUBRRRRRRRRRFFUFFUFFUDDFDDFDDFLLLLLLLLLDBBDBBDBB'),
    # superflip: every edge flipped in place
    ("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
     'UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB'),
    ("R' U2 B L' F U' B D F U D' L D2 F' R B' D F' U' B' U D'",
     'UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB'),
])
def test_known_3x3_states(alg, facelets):
    assert Cube(3).apply(alg).to_facelets() == facelets


@pytest.mark.parametrize('n, left, right', [
    (3, 'Rw', "R M'"), (3, 'x', "R M' L'"), (3, 'y', "U E' D'"), (3, 'z', "F S B'"),
    (3, 'M', '2L'), (3, 'M', "2R'"), (3, 'E', '2D'), (3, 'S', '2F'), (3, 'm', 'M'),
    (3, 'R', "3L'"), (3, 'r', 'Rw'), (3, '2-3Rw', "Lw'"),
    (4, '3Rw', 'R 2R 3R'), (4, '2-3Rw', '2R 3R'), (4, 'm', '2-3Lw'), (4, 'x', "r l'"),
    (4, 'Rw', '2Rw'), (5, '3r', '3Rw'), (5, 'M', '3L'), (5, 'e', '2-4Dw'),
    (7, "x2", "R2 m2' L2'"), (2, 'x', "R L'"), (2, '2R', "L'"),
    (6, 'Rw R\'', '2R'), (6, "3Rw Rw'", '3R'),
])
def test_relations(n, left, right):
    assert same_state(Cube(n).apply(left), Cube(n).apply(right))


@pytest.mark.parametrize('n', [2, 3, 4, 5, 9, 50])
def test_rotations_keep_the_cube_solved(n):
    for rot in ['x', 'y', 'z', "x'", 'y2', "z2'"]:
        cube = Cube(n).apply(rot)
        assert cube.is_solved() and not same_state(cube, Cube(n))


# -- size errors ----------------------------------------------------------------------

@pytest.mark.parametrize('n, text', [
    (4, '4Rw'), (3, '3Rw'), (4, 'M'), (6, "E'"), (4, 'S2'), (2, 'm'), (2, 'e'), (2, 's'),
    (3, '4R'), (5, '2-6Rw'), (2, 'Rw'), (4, '1-4Rw'),
])
def test_size_errors_when_applied(n, text):
    alg = Alg.parse(text)
    with pytest.raises(NotationError):
        Cube(n).apply(alg)
    with pytest.raises(NotationError):
        Cube(n).apply(text)
    with pytest.raises(NotationError) as info:
        Alg.parse(f'U {text}', n)
    assert info.value.column == 3


@pytest.mark.parametrize('text', ['0R', '0Rw', 'R0', 'Q'])
def test_bad_tokens_when_applied(text):
    with pytest.raises(NotationError):
        Cube(3).apply(text)


# -- kociemba as 3x3 oracle -------------------------------------------------------------

FACE_TURNS = [f + s for f in FACE_ORDER for s in ('', "'", '2')]


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from(FACE_TURNS), min_size=5, max_size=30))
def test_kociemba_solves_our_facelets(tokens):
    cube = Cube(3).apply(' '.join(tokens))
    facelets = cube.to_facelets()
    if cube.is_solved():
        return
    solution = kociemba.solve(facelets)           # raises if the string is no real cube
    assert cube.apply(solution).is_solved()
    assert cube.to_facelets() == Cube(3).to_facelets()
