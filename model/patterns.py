"""Patterns: queries such as "is the cross solved?" matched in any orientation.

A pattern is six n*n grids of constants: a colour letter
(that sticker has that colour), a digit 1..9 (stickers with one digit share a
colour, different digits differ) or `*` (anything). Internally a pattern is
fixed colours plus groups of facelets that must be one colour each, and sets
of groups that must differ; that also expresses "edges paired", which digits
alone cannot (two paired edges may well share a colour).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .cube import Cube
from .errors import CubeLabError
from .facelets import FACE_OF_COLOR, FACE_OF_LETTER, size_of_length
from .geometry import geometry
from .rotations import AXIS_TURN, COMPOSE, INVERSE, ROTATE_DIRECTION, ROTATIONS

_LETTER = {**FACE_OF_LETTER, **FACE_OF_COLOR}
U, R, F, D, L, B = range(6)          # face indices, in FACE_ORDER


@dataclass(frozen=True)
class Pattern:
    """Facelet constraints for an n-cube (see module docstring)."""
    n: int
    fixed: np.ndarray                      # (6n^2,) colour 0..5, or -1 for any
    groups: tuple[np.ndarray, ...] = ()    # facelets that must share one colour
    distinct: tuple[int, ...] = ()         # indices of groups that must all differ

    @classmethod
    def parse(cls, text: str, size: int | None = None) -> Pattern:
        s = ''.join(text.split()).upper()
        n = size if size is not None else size_of_length(len(s))
        if n is None or len(s) != 6 * n * n:
            raise CubeLabError(f"a pattern has 6*N*N constants (54 for a 3x3); this one has {len(s)}")
        fixed = np.full(len(s), -1, dtype=np.int8)
        digits: dict[str, list[int]] = {}
        for i, ch in enumerate(s):
            if ch == '*':
                continue
            if ch in '123456789':
                digits.setdefault(ch, []).append(i)
            elif ch in _LETTER:
                fixed[i] = _LETTER[ch]
            else:
                raise CubeLabError(f"pattern constant {ch!r} at position {i + 1}: use a colour "
                                   "letter, a digit 1..9 or *")
        groups = tuple(np.array(v) for _, v in sorted(digits.items()))
        return cls(n, fixed, groups, tuple(range(len(groups))))

    def holds(self, colors: np.ndarray) -> bool:
        """True if per-facelet colours satisfy the pattern as they are."""
        must = self.fixed >= 0
        if not (colors[must] == self.fixed[must]).all():
            return False
        firsts = []
        for group in self.groups:
            c = colors[group]
            if not (c == c[0]).all():
                return False
            firsts.append(int(c[0]))
        chosen = [firsts[i] for i in self.distinct]
        return len(set(chosen)) == len(chosen)

    def orientations(self, cube: Cube) -> list[str]:
        """The whole-cube rotations (as x/y/z text, '' for as-is) after which
        the cube matches; empty if it matches in none of the 24."""
        if cube.n != self.n:
            raise CubeLabError(f"this pattern is for a {self.n}x{self.n}, not a {cube.n}x{cube.n}")
        colors = cube.facelet_colors()
        src, names = _rotated_sources(self.n)
        return [names[r] for r in range(24) if self.holds(colors[src[r]])]

    def matches(self, cube: Cube) -> bool:
        return bool(self.orientations(cube))


@lru_cache(maxsize=16)
def _rotated_sources(n: int) -> tuple[np.ndarray, list[str]]:
    """src[r][f]: the facelet whose sticker lands on f when the whole cube is
    turned by rotation r; and each rotation's name as x/y/z moves."""
    g = geometry(n)
    names = rotation_names()
    src = np.empty((24, 6 * n * n), dtype=np.int64)
    index = {}
    for f, (c, d) in enumerate(zip(g.facelet_coords, g.facelet_dir)):
        index[(tuple(c), int(d))] = f
    for r in range(24):
        m = ROTATIONS[r]
        pos = (2 * g.facelet_coords - (n - 1)) @ m          # R^T p
        back = (pos + (n - 1)) // 2
        inv_dir = ROTATE_DIRECTION[INVERSE[r]]
        src[r] = [index[(tuple(b), int(inv_dir[d]))] for b, d in zip(back, g.facelet_dir)]
    return src, names


@lru_cache(maxsize=1)
def rotation_names() -> list[str]:
    """Shortest x/y/z text for each of the 24 rotations (BFS)."""
    gens = []
    for letter, axis in (('x', 0), ('y', 1), ('z', 2)):
        for suffix, q in (('', 3), ("'", 1), ('2', 2)):          # clockwise = -90 about +axis
            gens.append((letter + suffix, int(AXIS_TURN[axis][q])))
    names: dict[int, str] = {0: ''}
    frontier = [0]
    while frontier:
        nxt = []
        for r in frontier:
            for text, gmat in gens:
                t = int(COMPOSE[gmat, r])
                if t not in names:
                    names[t] = (names[r] + ' ' + text).strip()
                    nxt.append(t)
        frontier = nxt
    return [names[r] for r in range(24)]


# -- named patterns ------------------------------------------------------------
def _grid(n: int) -> np.ndarray:
    return np.full((6, n, n), '*', dtype='<U1')


def _centre_block(grid, face, digit) -> None:
    n = grid.shape[1]
    grid[face, 1:n - 1, 1:n - 1] = digit


_SIDES = {R: '3', F: '2', L: '5', B: '4'}


def _layered(n: int, rows_from_bottom: int, cross_only: bool = False, top: bool = False) -> Pattern:
    grid = _grid(n)
    grid[D] = '1'
    if cross_only:
        grid[D, 0, 0] = grid[D, 0, n - 1] = grid[D, n - 1, 0] = grid[D, n - 1, n - 1] = '*'
    for face, digit in _SIDES.items():
        rows = slice(n - rows_from_bottom, n)
        if cross_only:
            grid[face, n - 1, 1:n - 1] = digit
        else:
            grid[face, rows, :] = digit
        _centre_block(grid, face, digit)
    if top:
        grid[U] = '6'
    return Pattern.parse(''.join(grid.ravel()), n)


def _solved(n: int) -> Pattern:
    grid = _grid(n)
    for face in range(6):
        grid[face] = str(face + 1)
    return Pattern.parse(''.join(grid.ravel()), n)


def _centres(n: int) -> Pattern:
    grid = _grid(n)
    for face in range(6):
        _centre_block(grid, face, str(face + 1))
    return Pattern.parse(''.join(grid.ravel()), n)


def _edges_paired(n: int) -> Pattern:
    base = np.arange(6 * n * n).reshape(6, n, n)
    inner = slice(1, n - 1)
    groups = []
    for face in range(6):
        for strip in (base[face, 0, inner], base[face, n - 1, inner],
                      base[face, inner, 0], base[face, inner, n - 1]):
            groups.append(strip.copy())
    return Pattern(n, np.full(6 * n * n, -1, dtype=np.int8), tuple(groups), ())


#: name -> (builder, smallest size, description)
NAMED = {
    'solved': (_solved, 2, "every face one colour"),
    'cross': (lambda n: _layered(n, 1, cross_only=True), 3,
              "a cross on one face, its edges matching the side centres"),
    'first-layer': (lambda n: _layered(n, 1), 2, "one face and the layer next to it solved"),
    'f2l': (lambda n: _layered(n, n - 1), 2, "all but the last layer solved"),
    'oll': (lambda n: _layered(n, n - 1, top=True), 2,
            "first layers solved and the last face one colour (last layer oriented)"),
    'centres': (_centres, 4, "every face's centre block one colour"),
    'edges-paired': (_edges_paired, 4, "every edge's wings paired (one colour along each side)"),
}


def named(name: str, n: int) -> Pattern:
    """A shipped pattern for an n-cube (see NAMED)."""
    if name not in NAMED:
        raise CubeLabError(f"unknown pattern {name!r}: choose one of {', '.join(NAMED)}")
    build, smallest, _ = NAMED[name]
    if n < smallest:
        raise CubeLabError(f"the {name!r} pattern needs a cube of at least {smallest}x{smallest}")
    return build(n)
