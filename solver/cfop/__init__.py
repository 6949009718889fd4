"""CFOP on the 3x3: an optimal cross, F2L pair by pair by named cases, then OLL and PLL.

frame.py        the cube held with the cross face down, as a facelet string turned by moves
cross.py        the cross's distance table and its shortest solutions
f2l.py          the four pairs, each by an F2L case of the front-right slot
last_layer.py   OLL and PLL, full or 2-look, and the last U turn
chunks.py       the steps as the beginner's method hands them back (Lesson, StepResult, Chunk)

The case sets come from the caller (storage reads them), as model CaseSets: the f2l set,
and oll and pll (full) or oll2 and pll2 (2-look).
"""
from __future__ import annotations

import time

from model import Cube, CubeLabError
from model.cases import CaseSet

from ..beginner.lesson import Lesson
from .chunks import Writer
from .cross import optimal_crosses
from .f2l import best, solved
from .frame import Holding, apply, cross_face
from .last_layer import STEPS, solve_last_layer

__all__ = ['LAST_LAYERS', 'SETS', 'solve']

#: The ways to do the last layer; the first is the default (the one a newcomer learns first).
LAST_LAYERS = ('2look', 'full')
#: The case sets each way needs.
SETS = {'2look': ('f2l', 'oll2', 'pll2'), 'full': ('f2l', 'oll', 'pll')}


#: How many shortest crosses are each followed through F2L, the one with the fewest moves in
#: all kept.
CROSSES = 4


def _first_two_layers(state: str, cross: tuple, f2l: CaseSet) -> tuple[tuple, list]:
    """The cross's moves and the pairs solved after it, one per F2L step (None: already done)."""
    state = apply(state, cross)
    last = cross[-1] if cross else None
    pairs = []
    slots = [s for s in range(4) if not solved(state, s)]
    for k in range(1, 5):
        if k <= 4 - len(slots):         # k pairs solved already
            pairs.append(None)
            continue
        found = best(state, slots, f2l, last)
        pairs.append(found)
        played = found.setup + found.moves
        state = apply(state, played)
        last = played[-1] if played else last
        slots = [s for s in range(4) if not solved(state, s)]
    return cross, pairs


def _length(found: tuple[tuple, list]) -> int:
    cross, pairs = found
    return len(cross) + sum(p.cost for p in pairs if p is not None)


def solve(cube: Cube, sets: dict[str, CaseSet], last_layer: str = '2look', cross: str = 'white') -> Lesson:
    """CFOP on a 3x3 in any valid state, the cross on the face of the colour `cross` (a colour
    name, or a face letter) held down; `sets` maps set names to CaseSets (SETS says which)."""
    if not isinstance(cube, Cube) or cube.n != 3:
        raise CubeLabError("CFOP solves a 3x3 cube")
    if last_layer not in STEPS:
        raise CubeLabError(f"the last layer is one of {', '.join(LAST_LAYERS)}, not {last_layer!r}")
    missing = [name for name in SETS[last_layer] if name not in sets]
    if missing:
        raise CubeLabError(f"CFOP needs the case sets {', '.join(missing)}")
    start = time.perf_counter()
    holding = Holding(cube, cross_face(cube, cross))
    writer = Writer(holding, cube)
    state = holding.state

    moves, pairs = min((_first_two_layers(state, cross_moves, sets['f2l'])
                        for cross_moves in optimal_crosses(state, CROSSES)), key=_length)
    writer.cross(state, moves, len(moves))
    state = apply(state, moves)
    last = moves[-1] if moves else None
    for k, found in enumerate(pairs, start=1):
        writer.pair(state, found, k)
        if found is not None:
            played = found.setup + found.moves
            state = apply(state, played)
            last = played[-1] if played else last

    steps, auf = solve_last_layer(state, last_layer, sets, last)
    for step in steps:
        writer.last_layer(state, step)
        state = apply(state, step.moves)
    writer.auf(state, auf)
    return Lesson(3, tuple(writer.steps), time.perf_counter() - start)
