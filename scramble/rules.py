"""Rule-based random moves for any size: layer sets, axes, and the same-axis-run rule.

A layer set is (face, depth): the outer `depth` layers seen from `face`
(depth 1 = R, 2 = Rw, k = kRw). A set may appear at most once inside a run
of moves on one axis, so `R R'` and `R L R` never happen and `R L` may.
"""
from __future__ import annotations

import random

from model import Move
from model.faces import FACE_AXIS, FACE_ORDER

AMOUNTS = (1, -1, 2)                       # none, ', 2: uniformly
LayerSet = tuple[str, int]


def layer_sets(n: int, faces: str = FACE_ORDER) -> tuple[LayerSet, ...]:
    """Every (face, depth) with depth 1..n//2; on even n without D, L and B at
    depth n/2 (a whole-cube rotation away from U, R, F), so 2x2 gets U R F."""
    sets = []
    for depth in range(1, n // 2 + 1):
        for face in faces:
            if n % 2 == 0 and depth == n // 2 and face in 'DLB':
                continue
            sets.append((face, depth))
    return tuple(sets)


def move_of(layer_set: LayerSet, amount: int) -> Move:
    face, depth = layer_set
    return Move(face, 1, depth, amount)


def random_moves(sets: tuple[LayerSet, ...], length: int, rng: random.Random) -> tuple[Move, ...]:
    """`length` moves over `sets`: each set uniform among those allowed (not
    yet in the current same-axis run; drawn by rejection), each amount uniform."""
    moves: list[Move] = []
    run_axis, run = None, set()
    for _ in range(length):
        while True:
            chosen = sets[rng.randrange(len(sets))]
            axis = FACE_AXIS[chosen[0]]
            if axis != run_axis:
                run_axis, run = axis, set()
                break
            if chosen not in run:
                break
        run.add(chosen)
        moves.append(move_of(chosen, AMOUNTS[rng.randrange(3)]))
    return tuple(moves)


def default_length(n: int) -> int:
    """Random-moves length: 2x2 25, 3x3 30, 4x4 40, then 20(n-2)."""
    return {2: 25, 3: 30, 4: 40}.get(n, 20 * (n - 2))
