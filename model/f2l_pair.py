"""The last F2L pair of a 3x3: where the front-right slot's corner and edge are, the rest of F2L solved.

The pair's corner (DFR) is in one of the four U-layer corner positions (0..3, as in
`last_layer`) or home in the slot (4); its twist counts where its D sticker is, as
Kociemba's does. The edge (FR) is in a U-layer edge position (0..3) or home (4); its
flip is 0 when its F sticker is on the facelet where the home F sticker would be.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Iterator

from .last_layer import (CORNER_COLOURS, CORNER_FACELETS, EDGE_COLOURS, EDGE_FACELETS, SOLVED_FACELETS,
                         U_LAYER, LastLayer)
from .parity import permutation_parity

SLOT = 4
#: Facelets of the slot's corner (D, F, R stickers) and edge (F, R), then of every position.
PAIR_CORNER_FACELETS = CORNER_FACELETS + ((29, 26, 15),)
PAIR_EDGE_FACELETS = EDGE_FACELETS + ((23, 12),)
PAIR_CORNER_COLOURS = CORNER_COLOURS + ('DFR',)
PAIR_EDGE_COLOURS = EDGE_COLOURS + ('FR',)
#: The facelets that must be home for the rest of F2L (cross and the other three pairs).
REST_OF_F2L = tuple(i for i in range(54)
                    if i not in U_LAYER and i not in PAIR_CORNER_FACELETS[SLOT] + PAIR_EDGE_FACELETS[SLOT])
#: 5 corner positions · 3 twists · 5 edge positions · 2 flips.
N_STATES = 150


@dataclass(frozen=True, slots=True, order=True)
class PairState:
    corner: int = SLOT
    twist: int = 0
    edge: int = SLOT
    flip: int = 0

    def turned(self, after: int) -> PairState:
        """The state after `after` U turns: pieces in the U layer move on, the slot stays."""
        def move(position):
            return position if position == SLOT else (position + after) % 4
        return PairState(move(self.corner), self.twist, move(self.edge), self.flip)

    @property
    def solved(self) -> bool:
        return self == PairState()

    def facelets(self, others: LastLayer = LastLayer()) -> str:
        """A real 3x3 with the rest of F2L solved and this pair: the last layer's pieces fill the
        other four places in the order and turns `others` gives (its positions read in order,
        skipping the pair's), one of them twisted, flipped or swapped where the cube needs it."""
        corners, twists = list(others.corners), list(others.twists)
        corners.insert(self.corner, SLOT)
        twists.insert(self.corner, self.twist)
        edges, flips = list(others.edges), list(others.flips)
        edges.insert(self.edge, SLOT)
        flips.insert(self.edge, self.flip)
        if permutation_parity(corners) != permutation_parity(edges):
            a, b = [p for p in range(5) if edges[p] != SLOT][:2]
            edges[a], edges[b] = edges[b], edges[a]
        filler = next(p for p in range(5) if corners[p] != SLOT)
        twists[filler] = (-sum(twists) + twists[filler]) % 3
        filler = next(p for p in range(5) if edges[p] != SLOT)
        flips[filler] = (-sum(flips) + flips[filler]) % 2
        text = list(SOLVED_FACELETS)
        for spots, piece, twist in zip(PAIR_CORNER_FACELETS, corners, twists):
            for i, colour in enumerate(PAIR_CORNER_COLOURS[piece]):
                text[spots[(i + twist) % 3]] = colour
        for spots, piece, flip in zip(PAIR_EDGE_FACELETS, edges, flips):
            for i, colour in enumerate(PAIR_EDGE_COLOURS[piece]):
                text[spots[(i + flip) % 2]] = colour
        return ''.join(text)


def read_pair(facelets: str) -> PairState | None:
    """The front-right pair of a 3x3's facelets named by their centres, or None when the
    cross or another pair is not solved."""
    if any(facelets[i] != SOLVED_FACELETS[i] for i in REST_OF_F2L):
        return None
    corner = twist = edge = flip = None
    for position, spots in enumerate(PAIR_CORNER_FACELETS):
        seen = [facelets[i] for i in spots]
        if sorted(seen) == sorted('DFR'):
            twist = seen.index('D')
            corner = position
    for position, spots in enumerate(PAIR_EDGE_FACELETS):
        seen = ''.join(facelets[i] for i in spots)
        if seen in ('FR', 'RF'):
            edge, flip = position, seen.index('F')
    return PairState(corner, twist, edge, flip)


def pair_states() -> Iterator[PairState]:
    """Every place and turn of the pair's two pieces among the U layer and the slot."""
    for corner, twist, edge, flip in product(range(5), range(3), range(5), range(2)):
        yield PairState(corner, twist, edge, flip)
