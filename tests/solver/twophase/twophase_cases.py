"""Shared positions and checks for the two-phase tests (one test file per level)."""
from __future__ import annotations

from model import Cube, Move

SUPERFLIP = 'UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB'
CHECKERBOARD = 'UDUDUDUDURLRLRLRLRFBFBFBFBFDUDUDUDUDLRLRLRLRLBFBFBFBFB'
SOLVED_FACELETS = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'


def cube_of(facelets: str) -> Cube:
    return Cube.from_facelets(facelets, size=3)


def solves(facelets: str, moves) -> bool:
    return cube_of(facelets).apply(moves).is_solved()


def only_face_turns(moves) -> bool:
    return all(isinstance(m, Move) and m.face in 'URFDLB' and (m.start, m.end) == (1, 1)
               and m.amount in (1, 2, -1) for m in moves)


