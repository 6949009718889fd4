"""The last layer of a 3x3 with the first two layers solved: where its 4 corners and 4 edges are.

Positions and pieces follow Kociemba's cubie order (corners URF UFL ULB UBR, edges
UR UF UL UB), so a clockwise U turn carries the piece in position p to position
p + 1. A twist (0..2) or flip (0..1) is 0 when the piece's U sticker faces up.
The state is read from, and written to, facelet strings, so the Cube stays the
judge of what a move does.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations, product
from typing import Iterator

from .parity import permutation_parity

#: Facelet indices (Kociemba order, 0-based) of each U-layer position, U sticker first,
#: the others clockwise round the corner.
CORNER_FACELETS = ((8, 9, 20), (6, 18, 38), (0, 36, 47), (2, 45, 11))
EDGE_FACELETS = ((5, 10), (7, 19), (3, 37), (1, 46))
#: The face letters of each U-layer piece, in the same order as its home facelets.
CORNER_COLOURS = ('URF', 'UFL', 'ULB', 'UBR')
EDGE_COLOURS = ('UR', 'UF', 'UL', 'UB')
#: Facelets of the U layer: the U face and the top row of the four side faces.
U_LAYER = frozenset(range(9)) | {9, 10, 11, 18, 19, 20, 36, 37, 38, 45, 46, 47}
SOLVED_FACELETS = ''.join(face * 9 for face in 'URFDLB')
#: 4!·4!/2 permutations · 3^3 twists · 2^3 flips.
N_STATES = 62208


@dataclass(frozen=True, slots=True, order=True)
class LastLayer:
    """Which piece sits in each U-layer position (`corners`, `edges`) and how it is turned."""
    corners: tuple[int, ...] = (0, 1, 2, 3)
    twists: tuple[int, ...] = (0, 0, 0, 0)
    edges: tuple[int, ...] = (0, 1, 2, 3)
    flips: tuple[int, ...] = (0, 0, 0, 0)

    def turned(self, before: int = 0, after: int = 0) -> LastLayer:
        """This state with `before` U turns made before it and `after` U turns after it.

        U^before first carries piece k to where piece k + before lived, so the pieces
        are renamed; U^after moves every position on by `after`.
        """
        def rotate(values):
            return tuple(values[(p - after) % 4] for p in range(4))
        return LastLayer(rotate(tuple((k - before) % 4 for k in self.corners)), rotate(self.twists),
                         rotate(tuple((k - before) % 4 for k in self.edges)), rotate(self.flips))

    @property
    def oriented(self) -> bool:
        return not any(self.twists) and not any(self.flips)

    @property
    def corners_in_place(self) -> bool:
        """The corners are where a U turn would make them solved."""
        return len({(k - p) % 4 for p, k in enumerate(self.corners)}) == 1

    @property
    def solved(self) -> bool:
        return self == LastLayer()

    def facelets(self) -> str:
        """The facelet string of a 3x3 with the first two layers solved and this last layer."""
        text = list(SOLVED_FACELETS)
        for spots, piece, twist in zip(CORNER_FACELETS, self.corners, self.twists):
            for i, colour in enumerate(CORNER_COLOURS[piece]):
                text[spots[(i + twist) % 3]] = colour
        for spots, piece, flip in zip(EDGE_FACELETS, self.edges, self.flips):
            for i, colour in enumerate(EDGE_COLOURS[piece]):
                text[spots[(i + flip) % 2]] = colour
        return ''.join(text)


def first_two_layers_solved(facelets: str) -> bool:
    """Every sticker off the U layer shows its own face's colour."""
    return all(facelets[i] == SOLVED_FACELETS[i] for i in range(54) if i not in U_LAYER)


def read_last_layer(facelets: str) -> LastLayer | None:
    """The last layer of a 3x3's facelets named by their centres (`Cube.to_facelets(by_centres=True)`),
    or None when the first two layers are not solved."""
    if not first_two_layers_solved(facelets):
        return None
    corners, twists, edges, flips = [], [], [], []
    for spots in CORNER_FACELETS:
        seen = [facelets[i] for i in spots]
        twist = seen.index('U')
        corners.append(CORNER_COLOURS.index(''.join(seen[(twist + i) % 3] for i in range(3))))
        twists.append(twist)
    for spots in EDGE_FACELETS:
        seen = [facelets[i] for i in spots]
        flip = seen.index('U')
        edges.append(EDGE_COLOURS.index(''.join(seen[(flip + i) % 2] for i in range(2))))
        flips.append(flip)
    return LastLayer(tuple(corners), tuple(twists), tuple(edges), tuple(flips))


def last_layer_states() -> Iterator[LastLayer]:
    """Every last layer a real cube can show with its first two layers solved (N_STATES of them):
    corner and edge permutations of equal parity, twists summing to 0 mod 3, flips to 0 mod 2."""
    perms = list(permutations(range(4)))
    twists = [t + ((-sum(t)) % 3,) for t in product(range(3), repeat=3)]
    flips = [f + (sum(f) % 2,) for f in product(range(2), repeat=3)]
    for corners in perms:
        for edges in perms:
            if permutation_parity(corners) != permutation_parity(edges):
                continue
            for twist in twists:
                for flip in flips:
                    yield LastLayer(corners, twist, edges, flip)


def random_last_layer(rng) -> LastLayer:
    """A uniformly random last layer of a real cube, drawn with `rng` (a random.Random)."""
    corners, edges = rng.sample(range(4), 4), rng.sample(range(4), 4)
    if permutation_parity(corners) != permutation_parity(edges):
        edges[0], edges[1] = edges[1], edges[0]
    twists = [rng.randrange(3) for _ in range(3)]
    flips = [rng.randrange(2) for _ in range(3)]
    return LastLayer(tuple(corners), tuple(twists) + ((-sum(twists)) % 3,),
                     tuple(edges), tuple(flips) + (sum(flips) % 2,))
