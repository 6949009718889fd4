"""CFOP for the Learn coach: the checklist, the hint and the whole solve, and their words.

The solver (solver.cfop) hands back the beginner's method's Lesson; its chunks' English
explanations are for the command line. A cuber holds the cube with the cross colour down
before the cross, so that F2L and the last layer are turns of the top layer: where the
cross colour's centre is elsewhere, the coach's solve starts with that whole-cube turn
(a chunk of the cross step, its algorithm 'hold'). The window says each chunk from its fields (step,
case name, pieces, targets, moves) with catalogue strings, reading the pieces' colours and
places on the cube as it was before the chunk.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from model import Alg, Cube, CubeLabError
from model.faces import FACE_ORDER
from solver import cfop
from solver.beginner.frames import COLOR_NAMES
from solver.beginner.lesson import Chunk, Hint, Lesson
from solver.cfop.progress import StepState, matter, progress, shortest_cross
from storage.case_files import load_case_set

from .case_words import case_name
from .strings import Catalogue

#: The whole-cube turn that brings a face's centre down, by the face it is on now.
HOLD = {'U': 'x2', 'F': "x'", 'B': 'x', 'R': 'z', 'L': "z'", 'D': ''}
#: The D face's centre facelet.
_DOWN_CENTRE = 3 * 9 + 4

#: The colour across from each colour (the top when the cross colour is down).
OPPOSITE = {'white': 'yellow', 'yellow': 'white', 'red': 'orange', 'orange': 'red',
            'green': 'blue', 'blue': 'green'}


class CfopMethod:
    """CFOP on the session's 3x3, its last layer as `last_layer()` says ('2look' or 'full'),
    its cross in the colour `cross_colour()` says (held on the bottom), both read at each use
    so that a change in Settings holds from the next hint on."""

    def __init__(self, last_layer: Callable[[], str], cross_colour: Callable[[], str] = lambda: 'white'):
        self.last_layer = last_layer
        self.cross_colour = cross_colour

    @property
    def cross(self) -> str:
        return self.cross_colour()

    def sets(self) -> dict:
        return {name: load_case_set(name) for name in cfop.SETS[self.last_layer()]}

    def steps(self, cube: Cube) -> list[StepState]:
        return progress(cube, self.last_layer(), self.cross)

    def matter(self, cube: Cube, key: str) -> list[int] | None:
        return matter(cube, key, self.cross)

    def shortest_cross(self, cube: Cube) -> int:
        return shortest_cross(cube, self.cross)

    def solve(self, cube: Cube) -> Lesson:
        """CFOP from `cube`, the turn that holds the cross colour down first where it is not."""
        if cube.n != 3:
            raise CubeLabError("CFOP solves a 3x3 cube")
        centre = cross_centre(cube, self.cross)
        turn = Alg.parse(HOLD[FACE_ORDER[centre // 9]], 3)
        lesson = cfop.solve(cube.copy().apply(turn), self.sets(), self.last_layer(), self.cross)
        if not turn or not any(step.chunks for step in lesson.steps):
            return lesson
        hold = Chunk(tuple(turn), 'hold', 0, (centre,), (_DOWN_CENTRE,),
                     f"Hold the cube with the {self.cross} face down: {turn}", size=1)
        cross = lesson.steps[0]
        return replace(lesson, steps=(replace(cross, chunks=(hold, *cross.chunks)), *lesson.steps[1:]))

    def hint(self, cube: Cube) -> Hint:
        """The first chunk of the earliest step the solve has moves for."""
        lesson = self.solve(cube)
        states = {s.key: s for s in self.steps(cube)}
        for index, step in enumerate(lesson.steps):
            if step.chunks:
                state = states[step.key]
                return Hint(3, index, step.key, step.name, state.count, state.total, state.unit,
                            step.chunks[:1])
        return Hint(3, -1, 'solved', 'Solved', 1, 1, 'cube', ())


def title(tr: Catalogue, key: str) -> str:
    return tr(f"cfop.step_{key.replace(' ', '_')}")


def _faces(facelets) -> str:
    return ''.join(FACE_ORDER[i // 9] for i in facelets)


def _colour(tr: Catalogue, name: str) -> str:
    return tr(f'learn.colour_{name}')


def cross_centre(cube: Cube, cross: str) -> int:
    """The facelet of the cross colour's centre."""
    return [COLOR_NAMES[int(c)] for c in cube.facelet_colors()[4::9]].index(cross) * 9 + 4


def describe(tr: Catalogue, key: str, chunk: Chunk, before: Cube, cross: str = 'white') -> str:
    """Chunk `chunk` of step `key`, played on `before`, in the catalogue's language."""
    colours = before.facelet_colors()
    moves = str(Alg(chunk.moves))
    if key == 'cross' and chunk.algorithm == 'hold':
        return tr('cfop.hold', colour=_colour(tr, cross), face=FACE_ORDER[cross_centre(before, cross) // 9],
                  moves=moves)
    if key == 'cross':
        face = FACE_ORDER[cross_centre(before, cross) // 9]
        return tr('cfop.cross', colour=_colour(tr, cross), face=face, moves=moves, count=len(chunk.moves),
                  shortest=shortest_cross(before, cross))
    if key.startswith('f2l'):
        names = [COLOR_NAMES[int(colours[i])] for i in chunk.pieces[:3]]
        names.sort(key=lambda name: (name != cross, name))
        pair = '-'.join(_colour(tr, name) for name in names)
        corner, edge = _faces(chunk.pieces[:3]), _faces(chunk.pieces[3:5])
        if chunk.algorithm == 'intuitive':
            return tr('cfop.take_out', pair=pair, corner=corner, edge=edge, moves=moves)
        return tr('cfop.pair', pair=pair, slot=_faces(chunk.targets[3:5]), corner=corner, edge=edge,
                  case=case_name(tr, chunk.algorithm), setup=_turn_first(tr, chunk),
                  moves=str(Alg(chunk.moves[chunk.setup:])))
    if key == 'auf':
        return tr('cfop.auf', moves=moves)
    return tr('cfop.last_layer', colour=_colour(tr, OPPOSITE[cross]),
              case=case_name(tr, chunk.algorithm),
              setup=_turn_first(tr, chunk), moves=str(Alg(chunk.moves[chunk.setup:])))


def _turn_first(tr: Catalogue, chunk: Chunk) -> str:
    return tr('cfop.turn_first', moves=str(Alg(chunk.moves[:chunk.setup]))) if chunk.setup else ''
