"""Random-state scrambles: a uniformly random state, solved, and the solution inverted.

2x2: uniform over the 3,674,160 states (DBL fixed), solved optimally, states
closer than 4 moves rejected (WCA 4b3b), so the scramble uses U R F only.
3x3: a uniform random state from the two-phase solver's generator, solved by
two-phase, states solved in fewer than 2 moves rejected. 4x4: a uniformly
random state drawn piece by piece (four_state), solved by the reduction
(Tsai's route), the solution rewritten as outer-block turns (outer_blocks).
Other sizes have none. The solvers are imported on first use: importing this
loads no tables.
"""
from __future__ import annotations

import random
from typing import Callable

from model import Cube, Move

from . import four_state
from .outer_blocks import outer_block_moves

MIN_DISTANCE_2X2 = 4
MIN_LENGTH_3X3 = 2


def available(n: int) -> bool:
    """True if random-state scrambles exist for n-cubes."""
    return n in (2, 3, 4)


def load_tables(n: int, progress: Callable[[float, str], None] | None = None) -> None:
    """Load (or build, the first time) the solver tables random states of n-cubes need."""
    report = None if progress is None else (lambda fraction: progress(fraction, 'tables'))
    if n == 2:
        from solver import pocket
        pocket.distances(report)
    elif n == 4:
        from solver import prepare_tables
        from solver.nxn.reduction import prepare_tables as prepare_reduction_tables
        prepare_tables(progress)
        prepare_reduction_tables(4, report)
    else:
        from solver import twophase
        twophase.load_tables(report)


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
    """(scramble, facelets) of a uniformly random 3x3 state, by two-phase. Its
    search counts its time in steps (repeatable), so a seeded scramble is the
    same on any machine under any load."""
    from solver import twophase
    while True:
        facelets = twophase.random_state_facelets(rng)
        solution = twophase.solve(Cube.from_facelets(facelets, size=3), repeatable=True)
        if solution.length >= MIN_LENGTH_3X3:
            return undo(solution.moves), facelets


def four_scramble(rng: random.Random) -> tuple[tuple[Move, ...], str]:
    """(scramble, facelets) of a uniformly random 4x4 state: the reduction's
    solution inverted and written in outer blocks, checked on the model to
    give exactly the drawn state from solved (white U, green F). The
    reduction's 3x3 stage counts its time in search steps, not seconds, so
    a seeded scramble is the same on any machine under any load."""
    from solver import finish
    from solver.nxn import solve
    cube = four_state.random_state(rng)
    solution = finish(cube, solve(cube, repeatable=True))     # ends white U, green F
    inverse = (m.inverse().turn(cube.n) for m in reversed(solution.moves))
    moves = outer_block_moves(inverse)
    if not Cube(cube.n).apply(moves).same_look(cube):
        raise RuntimeError("internal error: the 4x4 scramble does not give the drawn state")
    return moves, cube.to_facelets()
