"""The six faces, three axes and the families of moves: facts every package shares.

A leaf module (it imports nothing of ours), so any module of the model, and
any package above it, can name faces and axes without importing a cube.
"""
from __future__ import annotations

#: Faces in facelet order (Kociemba's): U R F D L B.
FACE_ORDER = 'URFDLB'
#: Index of each face in FACE_ORDER (the row of its stickers in a facelet string).
FACE_INDEX = {face: i for i, face in enumerate(FACE_ORDER)}
#: Colour letters in face order U R F D L B (white top, green front).
COLOR_LETTERS = 'WRGYOB'
#: Axis of each face: 0 = x (R-L), 1 = y (U-D), 2 = z (F-B).
FACE_AXIS = {'R': 0, 'L': 0, 'U': 1, 'D': 1, 'F': 2, 'B': 2}
#: Face-turn families: axis, and whether the face is on the positive end of it.
FACES = {
    'R': (0, True), 'L': (0, False),
    'U': (1, True), 'D': (1, False),
    'F': (2, True), 'B': (2, False),
}
#: The face on the other end of each face's axis.
OPPOSITE = {'U': 'D', 'D': 'U', 'R': 'L', 'L': 'R', 'F': 'B', 'B': 'F'}
#: Slice and rotation families and the face they turn like.
SLICES = {'M': 'L', 'E': 'D', 'S': 'F'}
INNER = {'m': 'L', 'e': 'D', 's': 'F'}
ROTATIONS = {'x': 'R', 'y': 'U', 'z': 'F'}
