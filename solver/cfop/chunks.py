"""CFOP's steps as the beginner's method hands its own back: steps of chunks, in real moves.

A chunk's `pieces` are the real facelets its pieces show on before it, `targets` where
those stickers end; its explanation names the pieces by colour and place as a person
holding the cube sees them.
"""
from __future__ import annotations

from model import Cube, Move
from model.last_layer import U_LAYER

from ..beginner.frames import COLOR_NAMES
from ..beginner.lesson import Chunk, StepResult
from .cross import sticker_places
from .f2l import PairMove, slot_faces, slot_homes
from .frame import CORNERS, EDGES, PIECE_OF, Holding, apply, forward
from .last_layer import Played

_STEP_TITLES = {'oll': 'OLL', 'pll': 'PLL', 'eo': 'edges of the top face (2-look OLL)',
                'co': 'corners of the top face (2-look OLL)', 'cp': 'corners in place (2-look PLL)',
                'ep': 'edges in place (2-look PLL)'}


class Writer:
    """Collects the steps of one solve, turning working moves and facelets into real ones."""

    def __init__(self, holding: Holding, cube: Cube):
        self.holding = holding
        colours = cube.facelet_colors()
        #: The colour name of each working face letter (its centre's colour).
        self.colour = {face: COLOR_NAMES[int(colours[holding.view[9 * k + 4]])]
                       for k, face in enumerate('URFDLB')}
        self.steps: list[StepResult] = []

    def _chunk(self, moves: tuple[Move, ...], algorithm: str, setup: int, stickers, explanation: str,
               size: int, count: int) -> Chunk:
        fwd = forward(moves)
        pieces = self.holding.real_facelets(stickers)
        targets = self.holding.real_facelets(fwd[i] for i in stickers)
        return Chunk(self.holding.real_moves(moves), algorithm, setup, pieces, targets, explanation,
                     size=size, count=count)

    def _add(self, name: str, chunks: list[Chunk]) -> None:
        self.steps.append(StepResult(name, name, tuple(chunks), 3))

    def cross(self, state: str, moves: tuple[Move, ...], shortest: int) -> None:
        colour = self.colour['D']
        if not moves:
            self._add('cross', [])
            return
        stickers = []
        for place in sticker_places(state):
            stickers += PIECE_OF[place] if PIECE_OF[place][0] == place else PIECE_OF[place][::-1]
        text = (f"The {colour} cross on the bottom ({self.holding.where((31,))} face): its four edges "
                f"home in {len(moves)} moves; the shortest cross takes {shortest} moves.")
        self._add('cross', [self._chunk(moves, 'intuitive', 0, stickers, text, 2, 4)])

    def _pair_names(self, state: str, slot: int):
        faces = slot_faces(slot)
        corner_colours = sorted('D' + faces['F'] + faces['R'])
        edge_colours = sorted(faces['F'] + faces['R'])
        corner = next(c for c in CORNERS if sorted(state[i] for i in c) == corner_colours)
        edge = next(e for e in EDGES if sorted(state[i] for i in e) == edge_colours)
        name = '-'.join(self.colour[f] for f in ('D', faces['F'], faces['R']))
        return name, corner, edge

    def pair(self, state: str, found: PairMove | None, k: int) -> None:
        if found is None:
            self._add(f'f2l {k}', [])
            return
        chunks = []
        name, corner, edge = self._pair_names(state, found.slot)
        home_corner, home_edge = slot_homes(found.slot)
        slot = self.holding.where(home_edge)
        if found.setup:
            text = (f"The {name} pair: a piece is stuck in another slot; take it out to the top "
                    f"layer first (corner at {self.holding.where(corner)}, edge at {self.holding.where(edge)}).")
            chunks.append(self._chunk(found.setup, 'intuitive', 0, corner + edge, text, 3, 2))
            state = apply(state, found.setup)
            name, corner, edge = self._pair_names(state, found.slot)
        turn = (f", after a turn of the top layer ({' '.join(map(str, self.holding.real_moves(found.moves[:found.turn])))})"
                if found.turn else '')
        text = (f"The {name} pair into the {slot} slot: corner at {self.holding.where(corner)}, "
                f"edge at {self.holding.where(edge)}; that is case {found.case} ({found.group}){turn}.")
        chunks.append(self._chunk(found.moves, found.case, found.turn, corner + edge, text, 3, 2))
        self._add(f'f2l {k}', chunks)

    def last_layer(self, state: str, played: Played) -> None:
        if played.case is None:
            self._add(played.step, [])
            return
        stickers = tuple(sorted(U_LAYER))
        top = self.colour['U']
        text = (f"{_STEP_TITLES[played.step]} with the {top} face on top: case {played.case.name} "
                f"({played.case.group}).")
        self._add(played.step, [self._chunk(played.moves, played.case.name, played.turn, stickers, text, 1, 8)])

    def auf(self, state: str, moves: tuple[Move, ...]) -> None:
        if not moves:
            self._add('auf', [])
            return
        text = f"Turn the top layer ({' '.join(map(str, self.holding.real_moves(moves)))}): the cube is solved."
        self._add('auf', [self._chunk(moves, 'auf', len(moves), tuple(sorted(U_LAYER)), text, 1, 8)])

