"""Hostile alg and facelet text: every refusal is a located CubeLabError,
quick, and small in memory; nothing non-ASCII passes for a digit or a letter."""
import time
import tracemalloc

import numpy as np
import pytest

from model import Alg, Cube, CubeLabError
from model.errors import InvalidCubeError, NotationError
from model.geometry import Geometry, geometry
from model import notation
from model.notation import MAX_MOVES, parse_alg

SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'


def test_geometry_memory_grows_with_the_stickers():
    """Row 1: a 100x100 cube's geometry never builds an n^3 grid (np.indices of
    1e6 cells was 41 MB traced; the surface alone is ~60,000 slots)."""
    geometry(3)
    tracemalloc.start()
    try:
        g = Geometry(100)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert g.n_slots == 6 * 98 * 98 + 12 * 98 + 8
    assert peak < 16e6, f"{peak / 1e6:.1f} MB"


@pytest.mark.parametrize('n', [2, 3, 4, 5, 8])
def test_slot_index_matches_a_dense_grid(n):
    """Guard for row 1's fix: the n^2 slot index answers exactly as a dense (n, n, n) grid."""
    g = Geometry(n)
    dense = np.full((n, n, n), -1)
    dense[tuple(g.coords.T)] = range(g.n_slots)
    assert (g.slot_at[tuple(np.indices((n, n, n)).reshape(3, -1))] == dense.reshape(-1)).all()
    assert int(g.slot_at[0, 0, 0]) == 0
    # surface cells in (x, y, z) order, each once
    assert [tuple(c) for c in g.coords] == sorted({tuple(c) for c in g.coords})


def test_nesting_deeper_than_the_limit_is_a_located_error():
    """Row 2: a thousand nested groups give an error naming the depth, not a RecursionError."""
    text = '(' * 1000 + 'R' + ')' * 1000
    with pytest.raises(NotationError, match=f"nesting deeper than {notation.MAX_DEPTH}") as info:
        parse_alg(text)
    assert info.value.column == notation.MAX_DEPTH + 1
    ok = '(' * notation.MAX_DEPTH + 'R' + ')' * notation.MAX_DEPTH
    assert parse_alg(ok) == parse_alg('R')
    with pytest.raises(NotationError, match="nesting deeper"):
        parse_alg('[R, ' * 1000 + 'U' + ']' * 1000)


@pytest.mark.parametrize('text, column', [
    ('R' + '9' * 4301, 1),
    ('(R)' + '9' * 4301, 4),
    ('9' * 4301 + 'R', 1),
    ('U 2-' + '9' * 5000 + 'R', 3),
])
def test_huge_numbers_are_errors_naming_token_and_column(text, column):
    """Row 3: thousands of digits are refused with the token and column, not int()'s ValueError."""
    with pytest.raises(NotationError, match=f"at most {notation.MAX_DIGITS}") as info:
        parse_alg(text)
    assert info.value.column == column
    assert str(info.value).startswith(f"column {column}: ")
    assert len(str(info.value)) < 200          # the token is shown shortened


@pytest.mark.parametrize('text', ['R\u0663', 'R\uff13', '\u0968R', 'R\u00b2', '(R)\u0663', '\u0663-4R'])
def test_only_ascii_digits_are_digits(text):
    """Row 13: Arabic-Indic, full-width, Devanagari and superscript digits are unknown moves."""
    with pytest.raises(NotationError):
        parse_alg(text)


def test_expansion_length_is_known_before_expanding():
    """Row 18: nested commutators that would expand past MAX_MOVES are refused at once."""
    text = '[R, ' * 20 + 'U' + ']' * 20
    start = time.perf_counter()
    with pytest.raises(NotationError, match=f"more than {MAX_MOVES} moves"):
        parse_alg(text)
    assert time.perf_counter() - start < 0.2
    start = time.perf_counter()
    with pytest.raises(NotationError, match="more than"):
        parse_alg('((((R U)999)999)999)999')
    assert time.perf_counter() - start < 0.2
    # just under the limit still expands, and correctly
    assert len(parse_alg('[R, ' * 17 + 'U' + ']' * 17)) == 3 * 2 ** 17 - 2
    assert Alg.parse('[R U: [F, D]2]') == Alg.parse("R U F D F' D' F D F' D' U' R'")


@pytest.mark.parametrize('n, token, words', [
    (3, '2-4R', '2-4R reaches layer 4'),
    (2, 'r', 'r turns all 2 layers'),
    (3, "1-3Rw2", "1-3Rw2 turns all 3 layers"),
])
def test_errors_name_the_token_as_written(n, token, words):
    """Row 19: the message quotes what was typed, not the move's WCA spelling (2-4Rw)."""
    with pytest.raises(NotationError) as info:
        Alg.parse(f"U {token}", n)
    assert words in str(info.value) and info.value.column == 3


def test_a_byte_order_mark_is_ignored():
    """Row 14: text saved by an editor that writes a BOM reads as without it."""
    assert Alg.parse('\ufeffR U') == Alg.parse('R U')
    assert Cube.from_facelets('\ufeff' + SOLVED).is_solved()


@pytest.mark.parametrize('text, reason, words', [
    ('UUUUUUUUURRRRRRRRR\ufb00FFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB', 'length', '53 letters'),
    ('UUUUUUUUURRRRRRRRR\u00dfFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB', 'letter', "'\u00df' at position 19"),
    (SOLVED[:20] + '\u0280' + SOLVED[21:], 'letter', 'position 21'),
])
def test_facelets_checked_on_the_text_as_given(text, reason, words):
    """Row 12: upper-casing never changes the length (ﬀ -> FF, ß -> SS): only ASCII letters count."""
    with pytest.raises(InvalidCubeError) as info:
        Cube.from_facelets(text)
    assert info.value.reason == reason and words in str(info.value)


def test_facelets_of_a_cube_too_big_are_refused_before_allocating():
    """Row 1: a 400x400 facelet string is refused by the size limit, without
    building the 400^3 geometry (2.2 GB before)."""
    tracemalloc.start()
    try:
        with pytest.raises(CubeLabError, match="between 2 and 50"):
            Cube.from_facelets('U' * 6 * 400 * 400)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 50e6
