"""Facelet strings: reading the text form of a cube (Kociemba order, any N).

Reading is in two steps: text -> colour per facelet (this module: length,
letters, counts), then colours -> pieces (validation.py: which piece sits
where, turned how, and whether a real cube can look like that).
`Cube.from_facelets` runs both; neither step knows about Cube.
"""
from __future__ import annotations

import math

import numpy as np

from .errors import InvalidCubeError
from .faces import COLOR_LETTERS, FACE_ORDER
from .limits import MIN_SIZE, check_size

#: Letter -> colour (face index U R F D L B). Face letters and colour letters
#: agree where they overlap (R is red, B is blue), so one table serves both.
FACE_OF_LETTER = {letter: i for i, letter in enumerate(FACE_ORDER)}
FACE_OF_COLOR = {letter: i for i, letter in enumerate(COLOR_LETTERS)}
_ONLY_FACE = set(FACE_ORDER) - set(COLOR_LETTERS)       # U F D L
_ONLY_COLOR = set(COLOR_LETTERS) - set(FACE_ORDER)      # W G Y O
COLOR_NAMES = ('white', 'red', 'green', 'yellow', 'orange', 'blue')
_BOM = '\ufeff'


def size_of_length(length: int) -> int | None:
    """The n with 6n^2 == length, if any."""
    if length % 6:
        return None
    n = math.isqrt(length // 6)
    return n if n * n * 6 == length and n >= MIN_SIZE else None


def parse_colors(text: str, size: int | None = None, counts: bool = True,
                 names: tuple[str, ...] = COLOR_NAMES) -> tuple[int, np.ndarray]:
    """Facelet text -> (n, colour index per facelet). Checks length, size,
    letters and counts, in that order, each with its own message, on the
    text as given (whitespace and a leading byte-order mark aside): only
    ASCII letters are letters, so nothing changes length when upper-cased.
    The size is checked before anything of that size is allocated. With
    counts=False the counts are left for later (a painter shows them). `names`
    name the six colours in the counts' message (a scheme's; standard English by default)."""
    if not isinstance(text, str):
        raise InvalidCubeError(f"a facelet string must be text, not {type(text).__name__}", 'type')
    s = ''.join(text.removeprefix(_BOM).split())
    if size is not None:
        check_size(size)
        if 6 * size * size != len(s):
            raise InvalidCubeError(
                f"wrong length: a {size}x{size} cube has {6 * size * size} stickers, "
                f"this string has {len(s)}", 'length')
        n = size
    else:
        n = size_of_length(len(s))
        if n is None:
            raise InvalidCubeError(
                f"wrong length: {len(s)} letters is no cube (6*N*N letters: 24, 54, 96, 150, ...)",
                'length')
        check_size(n)
    if not s.isascii():
        i, ch = next((i, ch) for i, ch in enumerate(s) if not ch.isascii())
        raise _unknown_letter(ch, i)
    s = s.upper()
    letters = set(s)
    uses_face, uses_color = letters & _ONLY_FACE, letters & _ONLY_COLOR
    if uses_face and uses_color:
        raise InvalidCubeError(
            "unknown letter: the string mixes face letters (U R F D L B) and colour letters "
            f"(W R G Y O B): {''.join(sorted(uses_face))} with {''.join(sorted(uses_color))}", 'letter')
    table = FACE_OF_COLOR if uses_color else FACE_OF_LETTER
    for i, ch in enumerate(s):
        if ch not in table:
            raise _unknown_letter(ch, i)
    lut = np.zeros(256, dtype=np.uint8)
    for ch, face in table.items():
        lut[ord(ch)] = face
    colors = lut[np.frombuffer(s.encode('ascii'), dtype=np.uint8)]
    if not counts:
        return n, colors
    counts = np.bincount(colors, minlength=6)
    wrong = [f"{counts[c]} {names[c]}" for c in range(6) if counts[c] != n * n]
    if wrong:
        raise InvalidCubeError(
            f"wrong colour counts: each colour must appear {n * n} times on a {n}x{n}, "
            f"but there are {', '.join(wrong)}", 'count')
    return n, colors


def _unknown_letter(ch: str, i: int) -> InvalidCubeError:
    return InvalidCubeError(f"unknown letter {ch!r} at position {i + 1}: use face letters "
                            "U R F D L B or colour letters W R G Y O B", 'letter')
