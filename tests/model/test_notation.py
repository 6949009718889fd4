"""Notation: every token form, groups, commutators, conjugates, comments,
located errors, and the print/parse round trip."""
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from model import Alg, Move, NotationError, parse_move
from model.faces import FACE_ORDER
from model.notation import MAX_MOVES, parse_alg, tokenize


# -- single tokens -------------------------------------------------------------

@pytest.mark.parametrize('token, move', [
    ('R', Move('R')),
    ("R'", Move('R', amount=-1)),
    ('R2', Move('R', amount=2)),
    ("R2'", Move('R', amount=-2)),
    ("R'2", Move('R', amount=-2)),
    ('R3', Move('R', amount=3)),
    ("R3'", Move('R', amount=-3)),
    ('Rw', Move('R', 1, 2)),
    ('r', Move('R', 1, 2)),
    ("r'", Move('R', 1, 2, -1)),
    ('2Rw', Move('R', 1, 2)),                 # accepted as Rw
    ('2r', Move('R', 1, 2)),
    ('3Rw', Move('R', 1, 3)),
    ('3r', Move('R', 1, 3)),
    ("3Rw2'", Move('R', 1, 3, -2)),
    ('2R', Move('R', 2, 2)),
    ('3R', Move('R', 3, 3)),
    ('12L', Move('L', 12, 12)),
    ('2-3Rw', Move('R', 2, 3)),
    ('2-3r', Move('R', 2, 3)),
    ('2-3R', Move('R', 2, 3)),
    ("2-5Fw'", Move('F', 2, 5, -1)),
    ('1-3Rw', Move('R', 1, 3)),
    ('1R', Move('R')),
    ('M', Move('M')), ('E', Move('E')), ('S', Move('S')),
    ("M'", Move('M', amount=-1)), ('E2', Move('E', amount=2)),
    ('m', Move('m')), ("e'", Move('e', amount=-1)), ('s2', Move('s', amount=2)),
    ('x', Move('x')), ("y'", Move('y', amount=-1)), ('z2', Move('z', amount=2)),
    ('U', Move('U')), ('D', Move('D')), ('L', Move('L')), ('F', Move('F')), ('B', Move('B')),
    ('u', Move('U', 1, 2)), ('d', Move('D', 1, 2)), ('l', Move('L', 1, 2)),
    ('f', Move('F', 1, 2)), ('b', Move('B', 1, 2)),
])
def test_every_token_form(token, move):
    assert parse_move(token) == move
    assert Alg.parse(token) == Alg([move])


@pytest.mark.parametrize('move, text', [
    (Move('R'), 'R'), (Move('R', amount=-1), "R'"), (Move('R', amount=2), 'R2'),
    (Move('R', amount=-2), "R2'"), (Move('R', amount=3), 'R3'),
    (Move('R', 1, 2), 'Rw'), (Move('R', 1, 3), '3Rw'), (Move('R', 1, 2, -1), "Rw'"),
    (Move('R', 2, 2), '2R'), (Move('R', 2, 3), '2-3Rw'), (Move('M', amount=2), 'M2'),
    (Move('m'), 'm'), (Move('x', amount=-1), "x'"),
])
def test_prints_wca_text(move, text):
    assert str(move) == text
    assert str(Alg([move])) == text


@pytest.mark.parametrize('token', [
    'Q', 'RR', "R''", 'Rx', 'w', 'Mw', 'xw', 'R-', '-R', '2-R', 'Rww', 'rw', '+R', 'R+', 'Ŕ', 'R/',
])
def test_unknown_tokens(token):
    with pytest.raises(NotationError) as info:
        Alg.parse(token)
    assert info.value.column == 1
    assert info.value.token is not None and info.value.token in str(info.value)


@pytest.mark.parametrize('token, words', [
    ('0R', 'counted from 1'), ('0Rw', 'counted from 1'), ('0-2Rw', 'counted from 1'),
    ('3-2Rw', 'backwards'), ('R0', 'non-zero'), ("R0'", 'non-zero'),
    ('2M', 'takes no layer'), ('3x', 'takes no layer'), ('2m', 'takes no layer'),
])
def test_token_errors_say_why(token, words):
    with pytest.raises(NotationError, match=words) as info:
        Alg.parse('U ' + token)
    assert str(info.value).startswith('column 3: ')
    assert info.value.column == 3 and info.value.token == token


# -- alg text ------------------------------------------------------------------

def moves(text):
    return Alg.parse(text)


@pytest.mark.parametrize('text, expanded', [
    ('', ''),
    ('   \n\t ', ''),
    ('R  U\tF\n\nD', 'R U F D'),
    ('R U // the rest is a comment: Q [ (\nF', 'R U F'),
    ('// only a comment', ''),
    ("R//x\r\nU", 'R U'),
    ("(R U R' U')3", "R U R' U' R U R' U' R U R' U'"),
    ("(R U R' U')", "R U R' U'"),
    ("(R U)'", "U' R'"),
    ("(R U)2'", "U' R' U' R'"),
    ("(R U)'2", "U' R' U' R'"),
    ('(R)1', 'R'),
    ('()3', ''),
    ("[R, U]", "R U R' U'"),
    ("[R,U]", "R U R' U'"),
    ("[R: U]", "R U R'"),
    ("[R U R':D]", "R U R' D R U' R'"),
    ("[R, U]2", "R U R' U' R U R' U'"),
    ("[R, U]'", "U R U' R'"),
    ("[F: [R, U]]", "F R U R' U' F'"),
    ("[[R: U], D]", "R U R' D R U' R' D'"),
    ("[R' D' R, U2]", "R' D' R U2 R' D R U2'"),
    ("[, R]", "R R'"),
    ("F (R U R' U')2 F'", "F R U R' U' R U R' U' F'"),
    ("((R U)2 D)2", 'R U R U D R U R U D'),
    ("R (U) F", 'R U F'),
    ("R U R\u2019 U\u2032 F\u00b4 D`", "R U R' U' F' D'"),      # primes pasted from the web
])
def test_alg_text_expands(text, expanded):
    assert str(moves(text)) == expanded
    assert moves(text) == Alg(parse_alg(text))


def test_alg_is_flat_moves():
    alg = Alg.parse("[R, (U F)2]")
    assert all(type(m) is Move for m in alg)
    assert isinstance(alg, tuple) and isinstance(alg, Alg)


@pytest.mark.parametrize('text, column, token, words', [
    ("R U R' Q", 8, 'Q', "unknown move 'Q'"),
    ('R U (F', 5, '(', 'never closed'),
    ('R U) F', 4, ')', "no matching '('"),
    ('R ] F', 3, ']', "no matching '['"),
    ('[R U]', 1, '[', "needs ','"),
    ('[R U', 1, '[', 'never closed'),
    ('[R, U', 1, '[', 'never closed'),
    ('R, U', 2, ',', 'outside'),
    ('R: U', 2, ':', 'outside'),
    ('(R, U)', 3, ',', 'outside'),
    ('[R, U, F]', 6, ',', 'second'),
    ('[R: U: F]', 6, ':', 'second'),
    ('[R, U)', 6, ')', "does not match '['"),
    ('(R U]', 5, ']', "does not match '('"),
    ('(R U)0', 6, '0', 'at least once'),
    ('(R U)3R', 6, '3R', 'space'),
    ("R (U 2Q)", 6, '2Q', "unknown move '2Q'"),
])
def test_errors_name_token_and_column(text, column, token, words):
    with pytest.raises(NotationError, match=re.escape(words)) as info:
        Alg.parse(text)
    exc = info.value
    assert (exc.column, exc.token) == (column, token)
    assert str(exc).startswith(f'column {column}: ')


def test_unknown_move_message_is_exact():
    with pytest.raises(NotationError) as info:
        Alg.parse("R U R' Q")
    assert str(info.value) == "column 8: unknown move 'Q'"


def test_multiline_errors_name_the_line():
    text = "R U R' U' // sexy move\n  F R Q2 // oops\nD"
    with pytest.raises(NotationError) as info:
        Alg.parse(text)
    assert str(info.value) == "line 2, column 7: unknown move 'Q2'"
    assert (info.value.line, info.value.column, info.value.token) == (2, 7, 'Q2')


def test_trailing_newline_is_not_multiline():
    with pytest.raises(NotationError) as info:
        Alg.parse('R Q\n')
    assert str(info.value) == "column 3: unknown move 'Q'"


def test_brackets_across_lines():
    assert str(Alg.parse("[R U R', // setup\n D]")) == "R U R' D R U' R' D'"


@pytest.mark.parametrize('text, n, column, words', [
    ('4Rw', 4, 1, 'all 4 layers'),
    ('U 3Rw', 3, 3, 'all 3 layers'),
    ("R M'", 4, 3, 'even cube'),
    ('m', 2, 1, 'inner layers'),
    ('U 5R', 4, 3, 'layer 5'),
    ('(R [U: 6-7Rw])', 6, 8, 'layer 7'),
])
def test_size_errors_with_a_size(text, n, column, words):
    Alg.parse(text)                               # fine without a size
    with pytest.raises(NotationError, match=words) as info:
        Alg.parse(text, n)
    assert info.value.column == column
    assert str(info.value).startswith(f'column {column}: ')
    assert info.value.token in str(info.value)


def test_huge_repetition_is_refused():
    with pytest.raises(NotationError, match='more than'):
        Alg.parse('((R U)1000)1000')
    assert len(Alg.parse('(R)1000')) == 1000 < MAX_MOVES


def test_not_text():
    with pytest.raises(TypeError):
        parse_alg(['R'])
    with pytest.raises(TypeError):
        Alg('R U')


def test_tokenize_columns():
    assert [(t.kind, t.text, t.line, t.column) for t in tokenize("[R,U]2' x\n(F)")] == [
        ('[', '[', 1, 1), ('move', 'R', 1, 2), (',', ',', 1, 3), ('move', 'U', 1, 4),
        (']', ']', 1, 5), ('amount', "2'", 1, 6), ('move', 'x', 1, 9),
        ('(', '(', 2, 1), ('move', 'F', 2, 2), (')', ')', 2, 3)]


# -- round trip ------------------------------------------------------------------

FACE = st.sampled_from(FACE_ORDER)
AMOUNT = st.sampled_from([1, -1, 2, -2, 3, -3, 5])


@st.composite
def any_move(draw):
    kind = draw(st.sampled_from(['face', 'block', 'family']))
    if kind == 'family':
        return Move(draw(st.sampled_from('MESmesxyz')), amount=draw(AMOUNT))
    a = draw(st.integers(1, 60))
    b = draw(st.integers(a, 60)) if kind == 'block' else a
    return Move(draw(FACE), a, b, draw(AMOUNT))


algs = st.lists(any_move(), max_size=12).map(Alg)


@settings(max_examples=200, deadline=None)
@given(algs)
def test_parse_of_print_is_identity(alg):
    text = str(alg)
    assert Alg.parse(text) == alg
    assert str(Alg.parse(text)) == text          # canonical text prints back as itself
    assert '  ' not in text and text == text.strip()
    assert not any(re.fullmatch(rf"[12][{FACE_ORDER}]w.*", token) for token in text.split())


SPELLINGS = {  # canonical -> other ways to write it
    'Rw': ['r', '2Rw', '2r', '1-2Rw', '1-2r'],
    '3Rw': ['3r', '1-3Rw', '1-3r'],
    "R2'": ["R'2"],
    'R': ['1R', '1-1R', 'R1'],
    "R'": ["R1'", "R'1"],
    '2-3Rw': ['2-3r', '2-3R'],
    '2R': ['2-2R', '2-2Rw'],
}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(sorted(SPELLINGS)), min_size=1, max_size=6), st.data())
def test_other_spellings_print_canonically(canonical, data):
    other = [data.draw(st.sampled_from(SPELLINGS[c])) for c in canonical]
    assert str(Alg.parse(' '.join(other))) == ' '.join(canonical)
