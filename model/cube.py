"""Cube: the state of an n-cube as pieces with positions and orientations.

State is two numpy arrays indexed by slot (a place a piece can be):
`perm[s]` is the piece in slot s (pieces are named by their home slot) and
`ori[s]` the rotation (index into rotations.ROTATIONS) taking that piece from
its home pose to its current pose. Every move of every size is one generic
primitive, `turn()`: rotate layers lo..hi about an axis by q quarter turns.
Stickers, colours and facelet strings are derived from this state.
"""
from __future__ import annotations

from typing import Iterable

import numpy as np

from .alg import Alg
from .facelets import parse_colors
from .faces import COLOR_LETTERS, FACE_ORDER
from .geometry import Geometry, geometry
from .limits import check_size
from .move import Move, Turn
from .rotations import FACE_SEEN
from .validation import pieces_from_colors

_FACE_BYTES = np.frombuffer(FACE_ORDER.encode(), dtype=np.uint8)
_COLOR_BYTES = np.frombuffer(COLOR_LETTERS.encode(), dtype=np.uint8)


class Cube:
    """An n-cube (n >= 2). Starts solved, white on top, green in front."""

    __slots__ = ('n', 'geometry', 'perm', 'ori')

    def __init__(self, n: int = 3):
        self.n = check_size(n)
        self.geometry: Geometry = geometry(self.n)
        self.perm = np.arange(self.geometry.n_slots, dtype=np.int32)
        self.ori = np.zeros(self.geometry.n_slots, dtype=np.int8)

    # -- construction ------------------------------------------------------
    @classmethod
    def from_state(cls, n: int, perm: np.ndarray, ori: np.ndarray) -> Cube:
        cube = cls(n)
        cube.perm = np.array(perm, dtype=np.int32)
        cube.ori = np.array(ori, dtype=np.int8)
        return cube

    @classmethod
    def from_facelets(cls, text: str, size: int | None = None) -> Cube:
        """Read a facelet string (face or colour letters); raises
        InvalidCubeError saying what is wrong when no real cube looks so."""
        n, colors = parse_colors(text, size)
        perm, ori = pieces_from_colors(n, colors)
        return cls.from_state(n, perm, ori)

    def copy(self) -> Cube:
        new = Cube.__new__(Cube)
        new.n, new.geometry = self.n, self.geometry
        new.perm, new.ori = self.perm.copy(), self.ori.copy()
        return new

    # -- moves -------------------------------------------------------------
    def turn(self, turn: Turn) -> Cube:
        """The primitive: rotate layers turn.lo..turn.hi about turn.axis."""
        dst, src, compose = self.geometry.turn_table(turn)
        self.perm[dst] = self.perm[src]
        self.ori[dst] = compose[self.ori[src]]
        return self

    def apply(self, moves: Move | Alg | Iterable[Move] | str) -> Cube:
        """Apply a move, an alg, moves, or alg text. Returns self."""
        if isinstance(moves, str):
            moves = Alg.parse(moves, self.n)
        elif isinstance(moves, Move):
            moves = (moves,)
        n, turn_table = self.n, self.geometry.turn_table
        perm, ori = self.perm, self.ori
        for move in moves:
            dst, src, compose = turn_table(move.turn(n))
            perm[dst] = perm[src]
            ori[dst] = compose[ori[src]]
        return self

    def moved_slots(self, move: Move) -> np.ndarray:
        """Slots whose pieces `move` moves, in the state before it."""
        return self.geometry.turning_slots(move.turn(self.n))

    def moved_facelets(self, move: Move) -> np.ndarray:
        """Facelet indices whose stickers `move` moves (what a view animates)."""
        return self.geometry.turning_facelets(move.turn(self.n))

    # -- derived views -----------------------------------------------------
    def facelet_colors(self) -> np.ndarray:
        """Face index (U R F D L B = 0..5) of the colour on each facelet, in
        facelet-string order."""
        g = self.geometry
        return FACE_SEEN[self.ori[g.facelet_slot], g.facelet_dir]

    def stickers(self) -> np.ndarray:
        """Colours as a (6, n, n) array: face, row, column as in the net."""
        return self.facelet_colors().reshape(6, self.n, self.n)

    def to_facelets(self, colors: bool = False, by_centres: bool = False) -> str:
        """Facelet string in Kociemba order; face letters, or colour letters
        (W R G Y O B) with colors=True.

        Face letters name each colour's home face (U is white), so a cube
        turned by x reads differently from a solved one. With by_centres=True
        (odd sizes) a letter names the face whose centre now has that colour,
        as Kociemba's solvers expect: whole-cube turns and slice moves then
        leave a solved cube reading solved."""
        found = self.facelet_colors()
        if by_centres and self.n % 2:
            mid = (self.n * self.n) // 2
            where = np.empty(6, dtype=np.uint8)
            where[found[np.arange(6) * self.n * self.n + mid]] = np.arange(6)
            found = where[found]
        table = _COLOR_BYTES if colors else _FACE_BYTES
        return table[found].tobytes().decode('ascii')

    def is_solved(self) -> bool:
        """Every face shows one colour (in any whole-cube orientation)."""
        s = self.stickers().reshape(6, -1)
        return bool((s == s[:, :1]).all())

    def same_look(self, other: Cube) -> bool:
        """Same stickers everywhere: identical pieces may have swapped places."""
        return self.n == other.n and bool((self.facelet_colors() == other.facelet_colors()).all())

    def __eq__(self, other) -> bool:
        if not isinstance(other, Cube):
            return NotImplemented
        return self.same_look(other)

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return f"Cube({self.n}, {self.to_facelets()!r})"
