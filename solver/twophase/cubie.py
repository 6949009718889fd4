"""The 3x3 cube at the cubie level: corner/edge permutation and orientation.

Kociemba's conventions, so facelet strings and coordinates agree with the
`kociemba` and `RubikTwoPhase` packages: corners URF UFL ULB UBR DFR DLF DBL
DRB, edges UR UF UL UB DR DF DL DB FR FL BL BR, moves numbered face*3 + power-1
in face order U R F D L B (0 = U, 1 = U2, 2 = U', 3 = R, ...). Corner
orientations 3..5 mark mirrored states (needed by the LR mirror symmetry).
"""
from __future__ import annotations

import random

from model.parity import permutation_parity

N_CORNERS = 8
N_EDGES = 12
N_MOVE = 18  # 6 faces x 3 powers
FACES = 'URFDLB'
SOLVED_FACELETS = ''.join(f * 9 for f in FACES)

URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB = range(8)
UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR = range(12)

#: Facelet indices (0..53, URFDLB order) of each corner slot, clockwise from its U/D sticker.
CORNER_FACELETS = ((8, 9, 20), (6, 18, 38), (0, 36, 47), (2, 45, 11),
                   (29, 26, 15), (27, 44, 24), (33, 53, 42), (35, 17, 51))
#: Facelet indices of each edge slot, U/D (or F/B) sticker first.
EDGE_FACELETS = ((5, 10), (7, 19), (3, 37), (1, 46), (32, 16), (28, 25),
                 (30, 43), (34, 52), (23, 12), (21, 41), (50, 39), (48, 14))
CORNER_COLORS = ('URF', 'UFL', 'ULB', 'UBR', 'DFR', 'DLF', 'DBL', 'DRB')
EDGE_COLORS = ('UR', 'UF', 'UL', 'UB', 'DR', 'DF', 'DL', 'DB', 'FR', 'FL', 'BL', 'BR')


class CubieCube:
    """A 3x3 state: cp[i]/co[i] is the corner in slot i and its twist,
    ep[i]/eo[i] the edge in slot i and its flip. Multiplication A*B means
    "A, then B"."""

    __slots__ = ('cp', 'co', 'ep', 'eo')

    def __init__(self, cp=None, co=None, ep=None, eo=None):
        self.cp = list(cp) if cp is not None else list(range(8))
        self.co = list(co) if co is not None else [0] * 8
        self.ep = list(ep) if ep is not None else list(range(12))
        self.eo = list(eo) if eo is not None else [0] * 12

    def copy(self) -> CubieCube:
        return CubieCube(self.cp, self.co, self.ep, self.eo)

    def __eq__(self, other) -> bool:
        return (isinstance(other, CubieCube) and self.cp == other.cp and self.co == other.co
                and self.ep == other.ep and self.eo == other.eo)

    def __repr__(self) -> str:
        return f"CubieCube({self.cp}, {self.co}, {self.ep}, {self.eo})"

    def is_solved(self) -> bool:
        return self == SOLVED

    # -- group operations --------------------------------------------------
    def __mul__(self, b: CubieCube) -> CubieCube:
        a = self
        cp = [a.cp[b.cp[i]] for i in range(8)]
        co = [_twist_product(a.co[b.cp[i]], b.co[i]) for i in range(8)]
        ep = [a.ep[b.ep[i]] for i in range(12)]
        eo = [(a.eo[b.ep[i]] + b.eo[i]) & 1 for i in range(12)]
        return CubieCube(cp, co, ep, eo)

    def inverse(self) -> CubieCube:
        cp = [0] * 8
        ep = [0] * 12
        for i in range(8):
            cp[self.cp[i]] = i
        for i in range(12):
            ep[self.ep[i]] = i
        eo = [self.eo[ep[i]] for i in range(12)]
        co = []
        for i in range(8):
            o = self.co[cp[i]]
            co.append(o if o >= 3 else (-o) % 3)
        return CubieCube(cp, co, ep, eo)

    def apply(self, moves) -> CubieCube:
        """This state followed by moves (ints 0..17)."""
        c = self
        for m in moves:
            c = c * MOVE_CUBES[m]
        return c

    # -- facelets ----------------------------------------------------------
    @classmethod
    def from_facelets(cls, text: str) -> CubieCube:
        """Read a 54-letter URFDLB facelet string (face letters). Raises
        ValueError if a piece does not exist; use `verify()` for the rest."""
        if len(text) != 54:
            raise ValueError(f"a 3x3 facelet string has 54 letters, not {len(text)}")
        cube = cls()
        for i, slots in enumerate(CORNER_FACELETS):
            stickers = [text[f] for f in slots]
            ori = next((o for o in range(3) if stickers[o] in 'UD'), None)
            if ori is None:
                raise ValueError(f"corner slot {CORNER_COLORS[i]} has no U or D sticker")
            col1, col2 = stickers[(ori + 1) % 3], stickers[(ori + 2) % 3]
            for j, colors in enumerate(CORNER_COLORS):
                if colors[1] == col1 and colors[2] == col2:
                    cube.cp[i], cube.co[i] = j, ori
                    break
            else:
                raise ValueError(f"no corner has the stickers {''.join(stickers)}")
        for i, (f0, f1) in enumerate(EDGE_FACELETS):
            pair = text[f0] + text[f1]
            for j, colors in enumerate(EDGE_COLORS):
                if pair == colors:
                    cube.ep[i], cube.eo[i] = j, 0
                    break
                if pair == colors[::-1]:
                    cube.ep[i], cube.eo[i] = j, 1
                    break
            else:
                raise ValueError(f"no edge has the stickers {pair}")
        return cube

    def to_facelets(self) -> str:
        out = list(SOLVED_FACELETS)
        for i, slots in enumerate(CORNER_FACELETS):
            piece, ori = self.cp[i], self.co[i]
            for k in range(3):
                out[slots[(k + ori) % 3]] = CORNER_COLORS[piece][k]
        for i, slots in enumerate(EDGE_FACELETS):
            piece, ori = self.ep[i], self.eo[i]
            for k in range(2):
                out[slots[(k + ori) % 2]] = EDGE_COLORS[piece][k]
        return ''.join(out)

    def verify(self) -> None:
        """Raise ValueError, in words, if this is not a reachable state."""
        if sorted(self.cp) != list(range(8)):
            raise ValueError("a corner appears twice")
        if sorted(self.ep) != list(range(12)):
            raise ValueError("an edge appears twice")
        if sum(self.co) % 3:
            raise ValueError("one corner is twisted")
        if sum(self.eo) % 2:
            raise ValueError("one edge is flipped")
        if permutation_parity(self.cp) != permutation_parity(self.ep):
            raise ValueError("two pieces are swapped")


def _twist_product(a: int, b: int) -> int:
    """Orientation of a corner twisted a then b (values >= 3 are mirrored)."""
    if a < 3 and b < 3:
        return (a + b) % 3
    if a < 3:
        return (a + b) % 3 + 3
    if b < 3:
        return (a - b) % 3 + 3
    return (a - b) % 3


def random_cubie(rng: random.Random) -> CubieCube:
    """A uniformly random reachable state: random permutations of equal
    parity, random twists and flips with the last piece fixing the sums."""
    cp = list(range(8))
    ep = list(range(12))
    rng.shuffle(cp)
    rng.shuffle(ep)
    if permutation_parity(cp) != permutation_parity(ep):
        ep[0], ep[1] = ep[1], ep[0]
    co = [rng.randrange(3) for _ in range(7)]
    co.append(-sum(co) % 3)
    eo = [rng.randrange(2) for _ in range(11)]
    eo.append(sum(eo) % 2)
    return CubieCube(cp, co, ep, eo)


SOLVED = CubieCube()

#: The six clockwise face turns U R F D L B as cubie states.
_BASIC = (
    CubieCube([UBR, URF, UFL, ULB, DFR, DLF, DBL, DRB], [0] * 8,
              [UB, UR, UF, UL, DR, DF, DL, DB, FR, FL, BL, BR], [0] * 12),
    CubieCube([DFR, UFL, ULB, URF, DRB, DLF, DBL, UBR], [2, 0, 0, 1, 1, 0, 0, 2],
              [FR, UF, UL, UB, BR, DF, DL, DB, DR, FL, BL, UR], [0] * 12),
    CubieCube([UFL, DLF, ULB, UBR, URF, DFR, DBL, DRB], [1, 2, 0, 0, 2, 1, 0, 0],
              [UR, FL, UL, UB, DR, FR, DL, DB, UF, DF, BL, BR], [0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0]),
    CubieCube([URF, UFL, ULB, UBR, DLF, DBL, DRB, DFR], [0] * 8,
              [UR, UF, UL, UB, DF, DL, DB, DR, FR, FL, BL, BR], [0] * 12),
    CubieCube([URF, ULB, DBL, UBR, DFR, UFL, DLF, DRB], [0, 1, 2, 0, 0, 2, 1, 0],
              [UR, UF, BL, UB, DR, DF, FL, DB, FR, UL, DL, BR], [0] * 12),
    CubieCube([URF, UFL, UBR, DRB, DFR, DLF, ULB, DBL], [0, 0, 1, 2, 0, 0, 2, 1],
              [UR, UF, UL, BR, DR, DF, DL, BL, FR, FL, UB, DB], [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1]),
)


def _all_moves() -> tuple[CubieCube, ...]:
    out = []
    for basic in _BASIC:
        c = basic
        for _ in range(3):
            out.append(c)
            c = c * basic
    return tuple(out)


#: All 18 face turns as cubie states, index face*3 + power-1.
MOVE_CUBES = _all_moves()
#: Moves that keep the phase-2 subgroup <U, D, R2, F2, L2, B2>.
PHASE2_MOVES = (0, 1, 2, 4, 7, 9, 10, 11, 13, 16)


def inverse_move(m: int) -> int:
    return m - m % 3 + 2 - m % 3


def parse_moves(text: str) -> list[int]:
    """Read plain face turns like "R U2 F'" (for tests and tables)."""
    out = []
    for token in text.split():
        face, rest = token[0], token[1:]
        out.append(FACES.index(face) * 3 + {'': 0, '1': 0, '2': 1, "'": 2, '3': 2}[rest])
    return out
