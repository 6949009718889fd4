"""Alg: a flat tuple of Moves; inverse, simplify and move counts."""
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from model import Alg, Cube, Move, NotationError
from model.faces import FACE_ORDER
from model.metrics import METRICS, count, move_count, move_kind


def A(text):
    return Alg.parse(text)


def same_state(a, b):
    return np.array_equal(a.perm, b.perm) and np.array_equal(a.ori, b.ori)


# -- the type ----------------------------------------------------------------------

def test_alg_is_a_tuple_of_moves():
    alg = A("R U R' U'")
    assert isinstance(alg, tuple) and len(alg) == 4
    assert alg[0] == Move('R') and alg[-1] == Move('U', amount=-1)
    assert isinstance(alg[1:3], Alg) and str(alg[1:3]) == "U R'"
    assert isinstance(alg + A('F'), Alg) and str(alg + A('F')) == "R U R' U' F"
    assert isinstance(alg + (Move('F'),), Alg)
    assert isinstance((Move('F'),) + alg, Alg) and str((Move('F'),) + alg) == "F R U R' U'"
    assert isinstance(alg * 2, Alg) and len(alg * 2) == 8 and isinstance(2 * alg, Alg)
    assert repr(alg) == "Alg(\"R U R' U'\")"
    assert Alg() == A('') == () and str(Alg()) == ''
    assert hash(A('R U')) == hash(A('R U'))
    assert Alg([Move('R')]) == Alg(iter([Move('R')]))


def test_alg_refuses_what_is_not_moves():
    with pytest.raises(TypeError, match='Alg.parse'):
        Alg("R U")
    with pytest.raises(TypeError):
        Alg(['R'])


def test_cube_apply_takes_text_alg_and_moves():
    alg = A("[R, U]")
    assert Cube(3).apply(alg) == Cube(3).apply("R U R' U'") == Cube(3).apply(list(alg))


# -- inverse -------------------------------------------------------------------------

@pytest.mark.parametrize('text, inverse', [
    ('', ''), ('R', "R'"), ("R U R' U'", "U R U' R'"), ('R2 U3', "U3' R2'"),
    ("3Rw M' x2", "x2' M 3Rw'"),
])
def test_inverse(text, inverse):
    assert str(A(text).inverse()) == inverse
    assert A(text).inverse().inverse() == A(text)


# -- simplify --------------------------------------------------------------------------

@pytest.mark.parametrize('text, simple', [
    ("R L R'", 'L'),
    ("R R'", ''),
    ('R R', 'R2'),
    ('R2 R', "R'"),
    ("R' R'", 'R2'),
    ('R2 R2', ''),
    ("R U U' R'", ''),
    ("R U R'", "R U R'"),
    ("R x R'", 'x'),
    ('R3', "R'"), ("R2'", 'R2'), ('R4', ''), ('R5', 'R'), ("R3'", 'R'),
    ("L R L' R'", ''),
    ('R L2 R L2', 'R2'),
    ("U R D R'", "U R D R'"),
    ('U D U', 'U2 D'),
    ('U D U E D', 'U2 D2 E'),
    ("M M'", ''),
    ("2R 2R'", ''),
    ('3Rw 3Rw', '3Rw2'),
    ("Rw R'", "Rw R'"),                    # different layers: kept
    ("F (R U R' U') (U R U' R') F'", ''),
    ("R U R' U' U R U' R'", ''),
    ("R U2 U2 R", 'R2'),
    ('', ''),
])
def test_simplify_examples(text, simple):
    assert str(A(text).simplify()) == simple
    assert same_state(Cube(5).apply(A(text).simplify()), Cube(5).apply(text))


@pytest.mark.parametrize('n, text, simple', [
    (3, 'R 3L', ''),                       # 3L on a 3x3 is R's layer, turned the other way
    (3, "2R M", ''),
    (3, "M 2L'", ''),
    (3, 'R 3L\'', 'R2'),
    (3, "2-3Rw Lw", ''),
    (2, "2R L'", '2R2'),
    (4, 'R 4L', ''),
    (4, "m 2-3Lw'", ''),
    (5, "M 3L", 'M2'),
    (3, "R U 3L", 'R U 3L'),               # never across another axis
])
def test_simplify_with_a_size_uses_resolved_layers(n, text, simple):
    alg = A(text)
    assert str(alg.simplify(n)) == simple
    assert same_state(Cube(n).apply(alg.simplify(n)), Cube(n).apply(alg))


@pytest.mark.parametrize('text, simple', [
    ("R L R'", "R L R'"),                  # not across a move in between, even on the same axis
    ('U D U', 'U D U'),
    ("R U U' R'", ''),                     # neighbours once the moves between them are gone
    ('2R 2R 2R', "2R'"),
    ("R2' R", "R'"),
    ("Rw R'", "Rw R'"),
    ("Lw U Lw' Lw D", 'Lw U D'),
])
def test_simplify_without_commuting_merges_neighbours_only(text, simple):
    alg = A(text)
    assert str(alg.simplify(commute=False)) == simple
    assert same_state(Cube(5).apply(alg.simplify(commute=False)), Cube(5).apply(alg))


def test_simplify_without_commuting_never_beats_simplify():
    rng = random.Random(11)
    for _ in range(200):
        alg = Alg(Move(rng.choice('URFDLB'), 1, rng.randrange(1, 3), rng.choice((1, -1, 2)))
                  for _ in range(rng.randrange(1, 12)))
        near = alg.simplify(commute=False)
        assert len(alg.simplify()) <= len(near) <= len(alg)
        assert same_state(Cube(4).apply(near), Cube(4).apply(alg))


def test_simplify_with_a_size_checks_the_size():
    with pytest.raises(NotationError):
        A('M').simplify(4)


def all_moves(n):
    moves = [Move(f, a, b) for f in FACE_ORDER for a in range(1, n + 1) for b in range(a, n + 1)
             if (a, b) != (1, n)]
    moves += [Move(f) for f in ('MES' if n % 2 else '') + ('mes' if n > 2 else '') + 'xyz']
    return moves


@st.composite
def size_and_alg(draw):
    """Algs drawn from a few moves of one size, so that merges happen often."""
    n = draw(st.sampled_from([2, 3, 4, 5, 7, 12]))
    pool = draw(st.lists(st.sampled_from(all_moves(n)), min_size=1, max_size=6))
    picks = draw(st.lists(st.tuples(st.sampled_from(pool), st.sampled_from((1, -1, 2, -2, 3, 4))),
                          max_size=20))
    return n, Alg(m.with_amount(a) for m, a in picks)


def runs_are_reduced(alg, n):
    """Inside every run of moves on one axis, no two turn the same layers."""
    run_axis, seen = None, set()
    for m in alg:
        t = m.turn(n)
        if t.axis != run_axis:
            run_axis, seen = t.axis, set()
        if (t.lo, t.hi) in seen:
            return False
        seen.add((t.lo, t.hi))
    return True


@settings(max_examples=80, deadline=None)
@given(size_and_alg())
def test_simplify_preserves_the_state(case):
    n, alg = case
    want = Cube(n).apply(alg)
    for simple in (alg.simplify(), alg.simplify(n)):
        assert same_state(Cube(n).apply(simple), want)
        assert simple.simplify() == simple                       # idempotent
        assert len(simple) <= len(alg)
        assert simple.count('qtm') <= alg.count('qtm')
        assert all(m.amount in (1, 2, -1) for m in simple)
    assert runs_are_reduced(alg.simplify(n), n)
    assert alg.simplify(n).simplify(n) == alg.simplify(n)
    assert (alg + alg.inverse()).simplify() == Alg()


# -- counts ------------------------------------------------------------------------------

T_PERM = "R U R' U' R' F R2 U' R' U' R U R' F'"
SUPERFLIP_20F = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"
SUPERFLIP_24Q = "R' U2 B L' F U' B D F U D' L D2 F' R B' D F' U' B' U D'"
H_PERM = "M2 U M2 U2 M2 U M2"


@pytest.mark.parametrize('text, htm, qtm, stm, etm', [
    ('', 0, 0, 0, 0),
    (T_PERM, 14, 15, 14, 14),                         # 14 face turns, one of them a half turn
    ("R U R' U R U2 R'", 7, 8, 7, 7),                 # Sune
    (SUPERFLIP_20F, 20, 28, 20, 20),                  # Reid's 20f superflip: 8 half turns
    (SUPERFLIP_24Q, 22, 24, 22, 22),                  # the 24q superflip: 22 turns, 2 of them half
    (H_PERM, 11, 20, 7, 7),                           # 4 slice half turns count 2 (HTM) and 4 (QTM)
    ("M2 U M U2 M' U M2", 11, 16, 7, 7),              # U-perm
    ("x R' U R' D2 R U' R' D2 R2 x'", 9, 12, 9, 11),  # A-perm: rotations are free except in ETM
    ("r U R' U'", 4, 4, 4, 4),
    ("2R 3Rw2 2-3Rw' m E2 y", 9, 12, 5, 6),
    ('R3 R4 R2\'', 2, 3, 2, 2),
])
def test_counts(text, htm, qtm, stm, etm):
    alg = A(text)
    assert [alg.count(m) for m in METRICS] == [htm, qtm, stm, etm]
    assert alg.count() == htm == count(alg) and alg.count('HTM') == htm


def test_superflips_are_superflips():
    assert Cube(3).apply(SUPERFLIP_20F) == Cube(3).apply(SUPERFLIP_24Q)


@pytest.mark.parametrize('n, text, kind, htm', [
    (None, '2R', 'inner', 2), (2, '2R', 'outer', 1),
    (None, '2-3Rw', 'inner', 2), (3, '2-3Rw', 'outer', 1), (4, '2-3Rw', 'inner', 2),
    (None, 'M', 'inner', 2), (3, 'M', 'inner', 2),
    (None, 'm', 'inner', 2), (4, 'm', 'inner', 2),
    (None, '3Rw', 'outer', 1), (4, '3Rw', 'outer', 1),
    (None, 'x', 'rotation', 0), (5, "y'", 'rotation', 0),
    (None, '3L', 'inner', 2), (3, '3L', 'outer', 1),
])
def test_move_kinds_with_and_without_size(n, text, kind, htm):
    move = A(text)[0]
    assert move_kind(move, n) == kind
    assert move_count(move, 'htm', n) == htm == A(text).count('htm', n)


def test_unknown_metric():
    with pytest.raises(ValueError, match='htm'):
        A('R').count('ftm2')


@settings(max_examples=40, deadline=None)
@given(size_and_alg())
def test_count_relations(case):
    n, alg = case
    for size in (None, n):
        htm, qtm, stm, etm = (alg.count(m, size) for m in METRICS)
        assert stm <= htm <= qtm <= 2 * htm
        assert stm <= etm <= len(alg)
        assert alg.inverse().count('qtm', size) == qtm
