"""What holds once each step of a 3x3 method is done (CFOP, Roux, the beginner's method).

Every check reads a 3x3's facelet colours relative to its centres (a piece is
home when each sticker shows the colour of its face's centre), so it holds
whichever way the cube is held: rotations and slice moves during a solve move
the centres, and the goals move with them. A method's steps are checked in a
*frame*, what the user built on: the cross's colour (CFOP and the beginner's
method, colour neutral: the first layer on any face), the first block's side
and bottom colours (Roux, any of 24 places). Each step's goal includes the
earlier ones'. Roux's blocks are checked up to a turn of the slice between
them (M moves the bottom centre while the blocks are built), and CMLL's
corners up to a turn of the top.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import Callable

import numpy as np

from model import parse_move
from model.faces import FACE_ORDER
from model.geometry import geometry
from model.stickers import move_gather

U, R, F, D, L, B = range(6)
#: The slice turning about each axis (0: x, R-L; 1: y, U-D; 2: z, F-B).
SLICE_OF_AXIS = ('M', 'E', 'S')
AXIS_OF_FACE = (1, 0, 2, 1, 0, 2)


def opposite(face: int) -> int:
    return (face + 3) % 6


def sides(face: int) -> tuple[int, ...]:
    """The four faces next to `face`."""
    return tuple(f for f in range(6) if f not in (face, opposite(face)))


@lru_cache(maxsize=1)
def pieces() -> dict[frozenset, np.ndarray]:
    """Facelets of each edge and corner of a 3x3, by the set of faces they lie on."""
    slots: dict[int, list[int]] = {}
    for f, s in enumerate(geometry(3).facelet_slot):
        slots.setdefault(int(s), []).append(f)
    return {frozenset(f // 9 for f in v): np.array(v) for v in slots.values() if len(v) > 1}


def piece(*faces: int) -> np.ndarray:
    return pieces()[frozenset(faces)]


@lru_cache(maxsize=None)
def _gather(text: str) -> np.ndarray:
    return move_gather(3, parse_move(text))


class State:
    """One moment of a solve: the facelet colours and, on demand, the colours
    after a slice or face turn that the Roux and last-layer checks allow."""

    def __init__(self, colors: np.ndarray):
        self.colors = colors
        self._turned: dict[str, State] = {}

    @property
    def home(self) -> np.ndarray:
        """Per facelet, whether it shows its face centre's colour."""
        if not hasattr(self, '_home'):
            self._home = self.colors == self.colors[(np.arange(54) // 9) * 9 + 4]
        return self._home

    def face_of(self, colour: int) -> int:
        """The face whose centre shows `colour`."""
        if not hasattr(self, '_faces'):
            self._faces = {int(c): f for f, c in enumerate(self.colors[4::9])}
        return self._faces[colour]

    def turned(self, text: str) -> State:
        """This state after one move (a slice or face turn, as text; '' for none)."""
        if not text:
            return self
        if text not in self._turned:
            self._turned[text] = State(self.colors[_gather(text)])
        return self._turned[text]

    def ok(self, *faces: int) -> bool:
        return bool(self.home[piece(*faces)].all())

    def solved(self) -> bool:
        return bool(self.home.all())


# -- CFOP and the first layers ---------------------------------------------------
def cross(state: State, down: int) -> bool:
    return all(state.ok(down, s) for s in sides(down))


def corner_pairs(down: int) -> list[tuple[int, int]]:
    """The four pairs of side faces meeting at a corner of `down`."""
    near = sides(down)
    return [(a, b) for i, a in enumerate(near) for b in near[i + 1:] if b != opposite(a)]


def pairs_done(state: State, down: int) -> int:
    return sum(state.ok(down, a, b) and state.ok(a, b) for a, b in corner_pairs(down))


def top_one_colour(state: State, up: int) -> bool:
    return bool(state.home[up * 9:up * 9 + 9].all())


def solved_but_top_turn(state: State, up: int) -> bool:
    """Solved after some turn of the top face (0..3 quarters)."""
    face = FACE_ORDER[up]
    return any(state.turned(t).solved() for t in quarter_turns(face))


def quarter_turns(family: str) -> tuple[str, ...]:
    """No turn, then the three turns of a face or slice, as text."""
    return ('', family, family + "'", family + '2')


def cfop_goals() -> list[tuple[str, Callable[[State, int], bool]]]:
    """CFOP's steps; the frame is the cross's colour."""
    def goal(k):
        return lambda st, c: cross(st, st.face_of(c)) and pairs_done(st, st.face_of(c)) >= k
    return [('cross', goal(0))] + [(f'f2l {k}', goal(k)) for k in range(1, 5)] + [
        ('oll', lambda st, c: goal(4)(st, c) and top_one_colour(st, opposite(st.face_of(c)))),
        ('pll', lambda st, c: goal(4)(st, c) and solved_but_top_turn(st, opposite(st.face_of(c)))),
        ('auf', lambda st, c: st.solved()),
    ]


def beginner_goals() -> list[tuple[str, Callable[[State, int], bool]]]:
    """The beginner's method's seven steps as Learn teaches them; the frame is the first
    layer's colour (white in Learn, any colour here: the last layer's steps keep
    Learn's names, 'yellow' meaning the face opposite the first layer)."""
    def first_layer(st, c):
        down = st.face_of(c)
        return cross(st, down) and all(st.ok(down, a, b) for a, b in corner_pairs(down))

    def middle(st, c):
        down = st.face_of(c)
        return first_layer(st, c) and all(st.ok(a, b) for a, b in corner_pairs(down))

    def top(st, c):
        return opposite(st.face_of(c))

    def yellow_cross(st, c):
        up = top(st, c)
        return middle(st, c) and bool(st.home[[up * 9 + i for i in (1, 3, 5, 7)]].all())

    def yellow_edges(st, c):
        up = top(st, c)
        return middle(st, c) and all(st.ok(up, s) for s in sides(up))

    def corners_placed(st, c):
        up = top(st, c)
        if not yellow_edges(st, c):
            return False
        centres = st.colors[4::9]
        for a, b in corner_pairs(up):
            facelets = piece(up, a, b)
            if set(st.colors[facelets].tolist()) != {int(centres[f // 9]) for f in facelets}:
                return False
        return True

    return [('cross', lambda st, c: cross(st, st.face_of(c))), ('corners', first_layer),
            ('middle layer', middle), ('yellow cross', yellow_cross), ('yellow edges', yellow_edges),
            ('yellow corners placed', corners_placed), ('yellow corners twisted', lambda st, c: st.solved())]


# -- Roux -----------------------------------------------------------------------------
def block_faces(side: int, bottom: int) -> list[tuple[int, ...]]:
    """The pieces of the 1x2x3 block on face `side` resting on `bottom`."""
    back = [f for f in sides(side) if f not in (bottom, opposite(bottom))]
    return [(side, bottom)] + [(side, f) for f in back] + [(side, bottom, f) for f in back]


@lru_cache(maxsize=None)
def block_facelets(side: int, bottom: int, both: bool) -> np.ndarray:
    """The facelets of the block on `side` resting on `bottom` (and of the one opposite, with `both`)."""
    faces = block_faces(side, bottom) + (block_faces(opposite(side), bottom) if both else [])
    return np.concatenate([piece(*p) for p in faces])


def _roux_check(st: State, frame: tuple[int, int], blocks: int, corners: bool) -> bool:
    """The first (and second) block, and CMLL's corners, home up to a turn of
    the slice between the blocks (and of the top, for the corners)."""
    side_colour, bottom_colour = frame
    side = st.face_of(side_colour)
    if np.count_nonzero(st.colors[side * 9:side * 9 + 9] == side_colour) < 6:
        return False                    # a block shows 6 stickers of its side's colour there
    slice_ = SLICE_OF_AXIS[AXIS_OF_FACE[side]]
    for slice_turn in quarter_turns(slice_):
        turned = st.turned(slice_turn)
        bottom = turned.face_of(bottom_colour)
        if bottom in (side, opposite(side)):
            continue
        if not turned.home[block_facelets(side, bottom, blocks > 1)].all():
            continue
        if not corners:
            return True
        up = opposite(bottom)
        for top_turn in quarter_turns(FACE_ORDER[up]):
            if all(turned.turned(top_turn).ok(up, a, b) for a, b in corner_pairs(up)):
                return True
    return False


def roux_goals() -> list[tuple[str, Callable[[State, tuple[int, int]], bool]]]:
    return [('first block', lambda st, f: _roux_check(st, f, 1, False)),
            ('second block', lambda st, f: _roux_check(st, f, 2, False)),
            ('cmll', lambda st, f: _roux_check(st, f, 2, True)),
            ('lse', lambda st, f: st.solved())]


@dataclass(frozen=True)
class Method:
    """A method's steps (name, goal) and the frames its first step may be built in."""
    name: str
    goals: tuple
    frames: tuple


def _roux_frames() -> tuple[tuple[int, int], ...]:
    return tuple((a, b) for a, b in permutations(range(6), 2) if b != opposite(a))


METHODS = {
    'cfop': Method('cfop', tuple(cfop_goals()), tuple(range(6))),
    'roux': Method('roux', tuple(roux_goals()), _roux_frames()),
    'beginner': Method('beginner', tuple(beginner_goals()), tuple(range(6))),
}
