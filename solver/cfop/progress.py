"""Where a cube stands in CFOP, read from the cube as it lies (turns made by hand count):
which steps are done, how far the current one is, and which stickers matter for it.

A step counts as done only when every step before it is (an oriented top face means
nothing while a pair is still out). The F2L steps count pairs solved in any slot: the
k-th F2L step is done once k pairs are, and its own count is its one pair (0 or 1 of 1).
"""
from __future__ import annotations

from dataclasses import dataclass

from model import Cube
from model.cases import done as step_done
from model.faces import FACE_ORDER
from model.last_layer import read_last_layer

from .cross import code, distances
from .f2l import solved as pair_solved
from .frame import CORNERS, EDGES, Holding, cross_face
from .last_layer import STEPS

#: The cross edges' home facelets in the working frame: (D sticker, side sticker).
CROSS_HOMES = ((28, 25), (32, 16), (34, 52), (30, 43))
F2L_STEPS = ('f2l 1', 'f2l 2', 'f2l 3', 'f2l 4')


@dataclass(frozen=True)
class StepState:
    """One step of the checklist: done or not, and its progress (`count` of `total` `unit`)."""
    key: str
    done: bool
    count: int
    total: int
    unit: str


def step_names(last_layer: str) -> tuple[str, ...]:
    """The checklist's steps for a way of doing the last layer ('2look' or 'full')."""
    return ('cross',) + F2L_STEPS + tuple(step for step, _ in STEPS[last_layer]) + ('auf',)


def _home(state: str, i: int) -> bool:
    return state[i] == FACE_ORDER[i // 9]


def cross_edges(state: str) -> int:
    """How many cross edges are home, the right way round."""
    return sum(_home(state, a) and _home(state, b) for a, b in CROSS_HOMES)


def shortest_cross(cube: Cube, cross: str = 'white') -> int:
    """The fewest moves that solve the cross of `cube` (face turns)."""
    state = Holding(cube, cross_face(cube, cross)).state
    return int(distances()[code(state)])


def _placed(layer, turn: int) -> tuple[int, int]:
    """(corners, edges) of a last layer in their places after `turn` U turns, ignoring twist."""
    after = layer.turned(after=turn)
    return (sum(k == p for p, k in enumerate(after.corners)), sum(k == p for p, k in enumerate(after.edges)))


def _last_layer_progress(step: str, layer) -> tuple[int, int, str]:
    if step == 'eo':
        return 4 - sum(layer.flips), 4, 'edges'
    if step == 'co':
        return 4 - sum(1 for t in layer.twists if t), 4, 'corners'
    if step == 'oll':
        return 8 - sum(layer.flips) - sum(1 for t in layer.twists if t), 8, 'pieces'
    if step == 'cp':
        return max(_placed(layer, j)[0] for j in range(4)), 4, 'corners'
    if step in ('pll', 'ep'):
        return max(sum(_placed(layer, j)) for j in range(4)), 8, 'pieces'
    return sum(_placed(layer, 0)), 8, 'pieces'          # auf: pieces home without a turn


def progress(cube: Cube, last_layer: str = '2look', cross: str = 'white') -> list[StepState]:
    """The checklist of `cube` (a valid 3x3), in the order the steps are done."""
    state = Holding(cube, cross_face(cube, cross)).state
    out: list[StepState] = []
    edges = cross_edges(state)
    out.append(StepState('cross', edges == 4, edges, 4, 'edges'))
    pairs = sum(pair_solved(state, s) for s in range(4)) if edges == 4 else 0
    for k, key in enumerate(F2L_STEPS, start=1):
        done = out[-1].done and pairs >= k
        out.append(StepState(key, done, int(done), 1, 'pairs'))
    layer = read_last_layer(state)
    for step in step_names(last_layer)[5:]:
        if layer is None:
            total, unit = _TOTALS[step]
            out.append(StepState(step, False, 0, total, unit))
            continue
        count, total, unit = _last_layer_progress(step, layer)
        goal = layer.solved if step == 'auf' else step_done(step, layer)
        out.append(StepState(step, out[-1].done and goal, count, total, unit))
    return out


#: Each last-layer step's total and unit, for a cube whose first two layers are not solved.
_TOTALS = {'eo': (4, 'edges'), 'co': (4, 'corners'), 'oll': (8, 'pieces'), 'cp': (4, 'corners'),
           'pll': (8, 'pieces'), 'ep': (8, 'pieces'), 'auf': (8, 'pieces')}


def matter(cube: Cube, key: str, cross: str = 'white') -> list[int] | None:
    """The real facelets that matter for step `key`: the centres, the cross pieces (and for
    F2L every first-two-layers piece) where they are and where they go; None for the last
    layer's steps, where every sticker does."""
    if key not in ('cross',) + F2L_STEPS:
        return None
    holding = Holding(cube, cross_face(cube, cross))
    state = holding.state
    wanted = []
    for spots in EDGES + (CORNERS if key != 'cross' else ()):
        colours = {state[i] for i in spots}
        cross_piece = 'D' in colours and len(spots) == 2
        if cross_piece or (key != 'cross' and 'U' not in colours):
            wanted += spots                                   # where a piece that matters is now
        home = {FACE_ORDER[i // 9] for i in spots}
        if ('D' in home and len(spots) == 2) or (key != 'cross' and 'U' not in home):
            wanted += spots                                   # a place it goes to
    wanted += [9 * k + 4 for k in range(6)]
    return sorted({holding.view[i] for i in wanted})
