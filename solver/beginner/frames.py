"""Frames: which real face each face of an algorithm's written frame is.

An algorithm is written for one way of holding the cube (here: the first
layer, white, on D; the last layer on U; the slot it works on in front and to
the right). Holding the cube another way relabels its faces; the 24 ways are
the 24 whole-cube rotations, each a map from written face to real face, and
playing an algorithm in a frame is replacing each move's face by its image
(a rotation keeps handedness, so amounts stay). Solutions never contain
rotations: every move is a turn of the cube as it lies.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from model import Alg, Move
from model.faces import COLOR_LETTERS, FACE_ORDER, FACES
from model.patterns import rotation_names
from model.stickers import seq_gather

#: Colour names by colour index (the colour of U, R, F, D, L, B when solved).
COLOR_NAMES = dict(zip(range(6), ('white', 'red', 'green', 'yellow', 'orange', 'blue')))
WHITE, YELLOW = COLOR_LETTERS.index('W'), COLOR_LETTERS.index('Y')

Frame = dict            # written face letter -> real face letter


@lru_cache(maxsize=1)
def all_frames() -> tuple[tuple[Frame, str], ...]:
    """The 24 frames, each with the rotation (x/y/z text) that gives it:
    frame[f] is the real face where the content of face f lands."""
    centres = np.arange(6) * 9 + 4
    solved = np.repeat(np.arange(6), 9)
    out = []
    for text in rotation_names():
        moves = tuple(Alg.parse(text, 3)) if text else ()
        after = solved[seq_gather(3, moves)]
        frame = {FACE_ORDER[int(after[c])]: FACE_ORDER[f] for f, c in enumerate(centres)}
        out.append((frame, text))
    return tuple(out)


def frames_with(down: str) -> list[Frame]:
    """The four frames whose written D is the real face `down`, ordered by
    a quarter turn about it each (the four slots an algorithm can work on)."""
    found = [frame for frame, _ in all_frames() if frame['D'] == down]
    start = next(f for f in found if f['F'] in 'FBRL' and f['F'] == _first_side(down))
    order = [start]
    while len(order) < 4:
        prev = order[-1]
        # turning the cube like U' (seen from written U) brings the written R face to the front
        order.append(next(f for f in found if f['F'] == prev['R']))
    return order


def _first_side(down: str) -> str:
    return next(f for f in 'FRBLUD' if f not in (down, _opposite(down)))


def _opposite(face: str) -> str:
    axis, positive = FACES[face]
    return next(f for f, (a, p) in FACES.items() if a == axis and p != positive)


def in_frame(moves, frame: Frame) -> tuple[Move, ...]:
    """Moves written in `frame`, as turns of the real cube."""
    return tuple(Move(frame[m.face], m.start, m.end, m.amount) for m in moves)


def target_colors(n: int, rotation: str) -> np.ndarray:
    """Per facelet, the colour it shows when the cube is solved and turned
    by `rotation` (x/y/z text): the goal the method works towards."""
    solved = np.repeat(np.arange(6, dtype=np.int8), n * n)
    moves = tuple(Alg.parse(rotation, n)) if rotation else ()
    return solved[seq_gather(n, moves)]


def centre_rotation(colors: np.ndarray, n: int) -> str:
    """Odd n: the rotation whose solved cube has the centres where they are."""
    mid = (n * n) // 2
    centres = colors[np.arange(6) * n * n + mid]
    for _, text in all_frames():
        if (target_colors(n, text)[np.arange(6) * n * n + mid] == centres).all():
            return text
    raise ValueError("the centres are not those of a real cube")
