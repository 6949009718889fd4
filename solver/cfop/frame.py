"""Holding the cube for CFOP: the cross face on D, and facelet strings turned by face moves.

The method works on a facelet string named by centres (Kociemba order) of the cube held
with the cross colour's centre on D; a move there is a turn of one real face, so the
solution maps back face by face (no rotations in solutions). Moves act on strings by
gather tuples taken from the model, which stays the judge of what a move does.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Alg, Cube, CubeLabError, Move
from model.faces import FACE_ORDER
from model.patterns import rotation_names
from model.stickers import seq_gather

from ..beginner.frames import COLOR_NAMES

SOLVED = ''.join(face * 9 for face in FACE_ORDER)
#: Kociemba's facelets of each edge and corner position.
EDGES = ((5, 10), (7, 19), (3, 37), (1, 46), (32, 16), (28, 25), (30, 43), (34, 52),
         (23, 12), (21, 41), (50, 39), (48, 14))
CORNERS = ((8, 9, 20), (6, 18, 38), (0, 36, 47), (2, 45, 11), (29, 26, 15), (27, 44, 24),
           (33, 53, 42), (35, 17, 51))
#: The piece each facelet belongs to: its position's facelets.
PIECE_OF = {i: spots for spots in EDGES + CORNERS for i in spots}
U_TURNS = ('', 'U', 'U2', "U'")


@lru_cache(maxsize=None)
def gather(moves: tuple[Move, ...]) -> tuple[int, ...]:
    """The gather of a move sequence: after it, facelet i shows what facelet g[i] showed."""
    return tuple(int(i) for i in seq_gather(3, moves))


@lru_cache(maxsize=None)
def moves_of(text: str) -> tuple[Move, ...]:
    return tuple(Alg.parse(text, 3))


@lru_cache(maxsize=None)
def _as_faces(move: Move) -> tuple[tuple[Move, ...], str]:
    """Outer face turns and a whole-cube rotation that together do what `move` does."""
    target = gather((move,))
    singles = [()] + [(Move(f, 1, 1, a),) for f in FACE_ORDER for a in (1, 2, -1)]
    pairs = [(Move(f, 1, 1, a), Move(g, 1, 1, b)) for f, g in (('R', 'L'), ('U', 'D'), ('F', 'B'))
             for a in (1, 2, -1) for b in (1, 2, -1)]
    for turns in singles + pairs:
        for rotation in rotation_names():
            if gather(turns + moves_of(rotation)) == target:
                return turns, rotation
    raise CubeLabError(f"no face turns do what {move} does")


@lru_cache(maxsize=None)
def face_turns(moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """An algorithm (slices, wide turns, rotations allowed) as turns of the six faces only:
    the same effect up to a whole-cube rotation, which a by-centres string does not see."""
    frame = {f: f for f in FACE_ORDER}
    out: list[Move] = []
    for move in moves:
        if move.face in FACE_ORDER and move.start == move.end == 1:
            out.append(Move(frame[move.face], 1, 1, move.amount))
            continue
        turns, rotation = _as_faces(move)
        out += [Move(frame[m.face], 1, 1, m.amount) for m in turns]
        if rotation:
            faces = rotation_faces(rotation)
            frame = {f: frame[faces[f]] for f in FACE_ORDER}
    return tuple(out)


@lru_cache(maxsize=None)
def after_turn(turn: str, alg: tuple[Move, ...]) -> tuple[tuple[Move, ...], int]:
    """A U turn then an algorithm as face turns, a turn of one face merging with the next; and
    how many of the moves are the U turn's (none where it merged into the algorithm)."""
    body = face_turns(tuple(alg))
    moves = tuple(Alg(moves_of(turn) + body).simplify(3, commute=False))
    return moves, max(0, len(moves) - len(body))


def apply(state: str, moves: tuple[Move, ...]) -> str:
    g = gather(moves)
    return ''.join([state[i] for i in g])


def forward(moves: tuple[Move, ...]) -> tuple[int, ...]:
    """Where each facelet's sticker goes: the inverse of the gather."""
    out = [0] * 54
    for i, j in enumerate(gather(moves)):
        out[j] = i
    return tuple(out)


def relabel(moves, faces: dict[str, str]) -> tuple[Move, ...]:
    """Moves of one way of holding the cube as moves of another (`faces`: face -> face)."""
    return tuple(Move(faces[m.face], m.start, m.end, m.amount) for m in moves)


@lru_cache(maxsize=None)
def rotation_faces(rotation: str) -> dict[str, str]:
    """For a cube turned by `rotation`, which face of the unturned cube each face's turn is."""
    turn = np.array(gather(moves_of(rotation)) if rotation else tuple(range(54)))
    out = {}
    for face in FACE_ORDER:
        mine = turn[np.array(gather((Move(face),)))]
        out[face] = next(g for g in FACE_ORDER if (np.array(gather((Move(g),)))[turn] == mine).all())
    return out


def turned(state: str, rotation: str) -> str:
    """A by-centres facelet string of the cube turned by `rotation`, renamed by its new centres."""
    if not rotation:
        return state
    moved = apply(state, moves_of(rotation))
    name = {moved[9 * k + 4]: FACE_ORDER[k] for k in range(6)}
    return ''.join([name[c] for c in moved])


def cross_face(cube: Cube, cross: str) -> str:
    """The real face whose centre has the cross colour (a colour name) or is the face given."""
    if cross in FACE_ORDER and len(cross) == 1:
        return cross
    colours = {name: index for index, name in COLOR_NAMES.items()}
    if cross not in colours:
        raise CubeLabError(f"the cross colour must be one of {', '.join(colours)} "
                           f"(or a face letter {FACE_ORDER}), not {cross!r}")
    centres = cube.facelet_colors()[4::9]
    return FACE_ORDER[int(np.nonzero(centres == colours[cross])[0][0])]


class Holding:
    """The cube held with one real face down: its working string, and the way back to real
    faces and facelets."""

    def __init__(self, cube: Cube, down: str):
        self.rotation = next(r for r in rotation_names()
                             if (gather(moves_of(r)) if r else tuple(range(54)))[31] == 9 * FACE_ORDER.index(down) + 4)
        self.view = gather(moves_of(self.rotation)) if self.rotation else tuple(range(54))
        self.faces = rotation_faces(self.rotation)
        self.state = turned(cube.to_facelets(by_centres=True), self.rotation)

    def real_moves(self, moves) -> tuple[Move, ...]:
        return relabel(moves, self.faces)

    def real_facelets(self, facelets) -> tuple[int, ...]:
        return tuple(self.view[i] for i in facelets)

    def where(self, spots) -> str:
        """The real faces a piece's facelets lie on, e.g. 'UFR'."""
        return ''.join(FACE_ORDER[self.view[i] // 9] for i in spots)
