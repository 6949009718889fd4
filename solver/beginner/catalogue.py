"""The named algorithms of the beginner's method, each with its purpose in plain words.

Written with the first layer (white) on D and the last layer on U, working on
the front-right slot; frames.py plays them from any side. On a 3x3 the whole
method uses the eight algorithms of CATALOGUE_3X3 and set-up moves; the
bigger cubes add the centre and edge-pairing algorithms and the two parity
fixes. Each entry: key -> (moves as text, name, purpose).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Algorithm:
    key: str
    text: str           # the moves, written frame (inner layers written per size by big.py)
    name: str
    purpose: str


def _entries(*rows: tuple[str, str, str, str]) -> dict[str, Algorithm]:
    return {key: Algorithm(key, text, name, purpose) for key, text, name, purpose in rows}


#: Moves found by looking, not an algorithm: the cross is built this way.
INTUITIVE = 'intuitive'

#: One outer turn that only sets up the next chunk (never a chunk of its own:
#: the method folds it into the chunk after it as a set-up move).
SETUP_TURN = 'set-up turn'

ALGORITHMS = _entries(
    (INTUITIVE, '', 'intuitive moves',
     "a few turns, found by looking, that bring the piece home without moving the ones already placed"),
    ('right-insert', "R U R'", 'right-hand insert',
     "drops the corner above the front-right slot into it, when its white sticker faces right"),
    ('left-insert', "F' U' F", 'left-hand insert',
     "drops the corner above the front-right slot into it, when its white sticker faces front"),
    ('edge-right', "U R U' R' U' F' U F", 'edge to the right',
     "moves the top-front edge down into the front-right slot of the middle layer"),
    ('edge-left', "U' L' U L U F U' F'", 'edge to the left',
     "moves the top-front edge down into the front-left slot of the middle layer"),
    ('yellow-cross', "F R U R' U' F'", "yellow cross: F R U R' U' F'",
     "turns yellow edges up: a dot becomes an L, an L held at the back-left becomes a line, "
     "a level line becomes the cross"),
    ('swap-edges', "R U R' U R U2 R' U", 'yellow edges swap',
     "swaps the top-front and top-left edges, keeping the yellow cross"),
    ('place-corners', "U R U' L' U R' U' L", 'corners cycle',
     "cycles three top corners, leaving the front-right one where it is"),
    ('twist-corner', "R' D' R D", 'corner twist: R\' D\' R D',
     "repeated, twists the top-front-right corner; the layers below come back when the "
     "twists of all corners add up"),
    ('centre-bar', '', 'centre slice insert',
     "a slice turn brings centre pieces onto the face, a face turn moves them aside, the slice "
     "turn back keeps them there"),
    ('centre-comm', '', 'centre commutator',
     "swaps a centre piece into the face through three slice turns and a face turn, "
     "keeping the faces already done"),
    ('pair-edge', "R U R' F R' F' R", 'slice, flip, slice',
     "a slice turn lines the matching piece up with its edge, the flip swaps in an unpaired "
     "edge, the slice turn back joins them"),
    ('last-two-edges', "R F' U R' F", 'last two edges',
     "the same idea for the last two edges: slice, swap the right edge with one from the top, slice back"),
    ('edge-parity', '', 'edge parity fix',
     "on odd cubes the last edge can have two pieces swapped: the OLL parity algorithm "
     "with one slice swaps them"),
    ('oll-parity', '', 'OLL parity fix',
     "a big cube can show one edge flipped on its own, which a 3x3 cannot: this flips the "
     "top-front edge alone"),
    ('pll-parity', '', 'PLL parity fix',
     "a big cube can show two edges swapped on their own, which a 3x3 cannot: this swaps "
     "the top-front and top-back edges"),
)

#: The algorithms the 3x3 method uses (the intuitive cross aside).
CATALOGUE_3X3 = ('right-insert', 'left-insert', 'edge-right', 'edge-left', 'yellow-cross',
                 'swap-edges', 'place-corners', 'twist-corner')
