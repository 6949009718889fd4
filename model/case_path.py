"""The expected path of a trainer round, and the mistakes counted against it.

A round starts from the cube with the case set up. The path is every cube an accepted
algorithm of the case passes through on the way: any U turn first (the user lines the case
up), then the algorithm's moves one by one (a half turn also through either quarter turn, so
that R2 played as R R stays on it), then any U turn once the algorithm is done. Only
algorithms that finish the case after that first U turn count. Cubes are compared up to a
whole-cube rotation, so rotations (y, x2, ...) never leave the path.

The rule: a turn that takes the cube off the path is a mistake. A wrong first move (a first
turn that is not the start of any accepted algorithm, U turns before it aside) is the first
such turn; while off the path the user is putting it right and further turns add nothing;
a turn back onto the path and off again is another mistake.
"""
from __future__ import annotations

from typing import Callable, Iterable

from .alg import Alg
from .cube import Cube

#: The 24 whole-cube orientations as rotations (each once).
_ORIENTATIONS = tuple(Alg.parse(f'{a} {b}'.strip(), 3) for a in ('', 'y', 'y2', "y'") for b in ('', 'x', 'x2', "x'", 'z', "z'"))
_U_TURNS = tuple(Alg.parse(text, 3) for text in ('', 'U', 'U2', "U'"))


def look(cube: Cube) -> str:
    """The cube's stickers up to a whole-cube rotation (the same text for every orientation)."""
    return min(cube.copy().apply(turn).to_facelets() for turn in _ORIENTATIONS)


class ExpectedPath:
    """The looks of the cubes on the path from `start` through the accepted `algorithms`;
    `finished(cube)` says whether a cube has the case done."""

    def __init__(self, start: Cube, algorithms: Iterable[Alg], finished: Callable[[Cube], bool]):
        self.looks: set[str] = {look(start.copy().apply(u)) for u in _U_TURNS}
        for alg in algorithms:
            for u in _U_TURNS:
                before = start.copy().apply(u)
                if finished(before.copy().apply(alg)):
                    self._add(before, alg)

    def _add(self, cube: Cube, alg: Alg) -> None:
        for move in alg:
            if move.quarter_turns == 2:
                for quarter in (move.with_amount(1), move.with_amount(-1)):
                    self.looks.add(look(cube.copy().apply([quarter])))
            cube = cube.copy().apply([move])
            self.looks.add(look(cube))
        for v in _U_TURNS:
            self.looks.add(look(cube.copy().apply(v)))

    def holds(self, cube: Cube) -> bool:
        return look(cube) in self.looks


class Mistakes:
    """The mistakes of one round so far: `turned(cube)` after each turn (rotations included)."""

    def __init__(self, path: ExpectedPath):
        self.path = path
        self.count = 0
        self.on_path = True

    def turned(self, cube: Cube) -> None:
        on = self.path.holds(cube)
        if self.on_path and not on:
            self.count += 1
        self.on_path = on
