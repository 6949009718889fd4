"""Random-state scrambles: a uniformly random state, solved, and the solution inverted.

2x2: uniform over the 3,674,160 states (DBL fixed), solved optimally, states
closer than 4 moves rejected (WCA 4b3b), so the scramble uses U R F only.
3x3: a uniform random state from the two-phase solver's generator, solved by
two-phase, states solved in fewer than 2 moves rejected. Available only once
`solver.twophase` exists; it is never faked.
"""
from __future__ import annotations

import importlib
import importlib.util
import random
from typing import Callable

from model import Cube, Move

MIN_DISTANCE_2X2 = 4
MIN_LENGTH_3X3 = 2


def available(n: int) -> bool:
    """True if random-state scrambles exist for n-cubes."""
    if n == 2:
        return True
    if n == 3:
        return importlib.util.find_spec('solver.twophase') is not None
    return False


def load_tables(n: int, progress: Callable[[float, str], None] | None = None) -> None:
    """Load (or build, the first time) the solver tables random states of n-cubes need."""
    report = None if progress is None else (lambda fraction: progress(fraction, f"{n}x{n} solver tables"))
    if n == 2:
        importlib.import_module('solver.pocket').distances(report)
    else:
        importlib.import_module('solver.twophase').load_tables(report)


def undo(moves) -> tuple[Move, ...]:
    """The inverse of a solution, in WCA amounts (X, X', X2)."""
    return tuple(Move(m.face, m.start, m.end, {1: -1, 2: 2, 3: 1}[m.quarter_turns])
                 for m in reversed(moves))


def pocket_scramble(rng: random.Random) -> tuple[tuple[Move, ...], str]:
    """(scramble, facelets) of a uniformly random 2x2 state at distance >= 4."""
    from solver import pocket
    table = pocket.distances()
    while True:
        index = rng.randrange(pocket.N_STATES)
        if table[index] >= MIN_DISTANCE_2X2:
            break
    solution = pocket.optimal_moves(index, choose=lambda options: options[rng.randrange(len(options))])
    moves = undo(solution)
    return moves, Cube(2).apply(moves).to_facelets()


def twophase_scramble(rng: random.Random) -> tuple[tuple[Move, ...], str]:
    """(scramble, facelets) of a uniformly random 3x3 state, by two-phase."""
    twophase = importlib.import_module('solver.twophase')
    while True:
        facelets = _random_3x3_facelets(rng)
        solution = twophase.solve(facelets)
        if solution.length >= MIN_LENGTH_3X3:
            return undo(solution.moves), facelets


def _random_3x3_facelets(rng: random.Random) -> str:
    """The solver engineer's uniform generator: random permutations of equal
    parity, random twists and flips (solver.cubie3.random_cubie)."""
    twophase = importlib.import_module('solver.twophase')
    generate = getattr(twophase, 'random_state_facelets', None)
    if generate is not None:
        return generate(rng)
    return importlib.import_module('solver.cubie3').random_cubie(rng).to_facelets()
