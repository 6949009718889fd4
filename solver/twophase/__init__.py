"""Solve a 3x3: Kociemba's two-phase algorithm, the public entry points.

`solve(cube)` takes a model Cube (already validated by the model), answers
cubes at most 5 moves from solved optimally, and otherwise runs the
two-phase search until a solution of at most `max_length` moves is found
(or, with fast=True, the first solution), or `timeout` seconds have passed
with some solution in hand. Tables are loaded (or built, the first time)
on the first solve, never at import.

The ladder, one module per level: cubie (the cube as pieces), coords (pieces
as small integers), movetables, symmetry, pruning, tables (all of them built
and cached), search (the two phases), near_solved (shortest answers close
to solved); random_state draws uniform random states.
"""
from __future__ import annotations

import time
from typing import Callable

from model import Cube, CubeLabError, InvalidCubeError, Move
from model.faces import FACE_ORDER

from ..solution import Solution, Stage
from . import coords
from . import tables as twophase_tables
from .cubie import FACES, CubieCube
from .layered import LayeredSearch
from .near_solved import short_solution
from .random_state import random_state_facelets
from .search import TwoPhaseSearch, direction_cubes, step_clock

__all__ = ['load_tables', 'phase1_bound', 'random_state_facelets', 'solve', 'solve_among', 'solve_to']

_AMOUNT = (1, 2, -1)  # power index 0, 1, 2 -> quarter turns


def load_tables(progress: Callable[[float], None] | None = None) -> None:
    """Load or build the tables now (e.g. behind a progress bar): slow the
    first time on a machine, a quick read from the cache after that."""
    twophase_tables.load(progress)


def to_cubie(cube: Cube) -> CubieCube:
    """The cubie state of a model 3x3 Cube; anything else is refused with a
    CubeLabError (strings are parsed by the caller, Cube.from_facelets)."""
    if not isinstance(cube, Cube):
        raise CubeLabError(f"the two-phase solver takes a 3x3 Cube, not {type(cube).__name__}: "
                           f"read facelets with Cube.from_facelets first")
    if cube.n != 3:
        raise InvalidCubeError(f"the two-phase solver solves 3x3 cubes, not {cube.n}x{cube.n}", 'size')
    text = cube.to_facelets()
    centres = text[4::9]
    if centres != FACE_ORDER:  # turned as a whole (x, y, z): name faces by where they are now
        text = text.translate(str.maketrans(centres, FACE_ORDER))
    cubie = CubieCube.from_facelets(text)
    cubie.verify()  # the model has checked this; a failure here is a bug, not bad input
    return cubie


def to_moves(moves: list[int]) -> tuple[Move, ...]:
    return tuple(Move(FACES[m // 3], 1, 1, _AMOUNT[m % 3]) for m in moves)


#: With repeatable=True, the search steps that count as a second (search.StepClock).
REPEATABLE_STEPS_PER_SECOND = 20_000


def solve(cube: Cube, *, max_length: int = 20, timeout: float = 10.0, fast: bool = False,
          progress: Callable[[float], None] | None = None, layered: bool = True,
          repeatable: bool = False) -> Solution:
    """Moves that solve the cube (outer face turns only).

    Stops once a solution of at most `max_length` moves is found (after one
    of exactly max_length, found in t seconds, it looks for a shorter one
    until 3t), at the first solution with fast=True (phase 2 may then take
    11 moves, so solutions are a little longer), or after
    `timeout` seconds with the best found so far (it always returns some
    solution: if none is found by then, it goes on to the first one).
    `progress` gets fractions 0..1 while tables are built. Phase 1 is walked
    in numpy batches (layered.py); layered=False walks it a node at a time
    (search.py), the reference the batched search is checked against.
    repeatable=True counts `timeout` (and the look for a shorter one) in search
    steps, not seconds: the same cube gets the same moves under any load."""
    clock = step_clock(REPEATABLE_STEPS_PER_SECOND) if repeatable else None
    return _solve_cubie(to_cubie(cube), max_length, timeout, fast, progress, layered, clock)


def solve_to(start: Cube, goal: Cube, *, max_length: int = 20, timeout: float = 10.0,
             fast: bool = False, progress: Callable[[float], None] | None = None) -> Solution:
    """Moves that take `start` to `goal`."""
    # start * S = goal  <=>  (goal^-1 * start) * S = solved
    relative = to_cubie(goal).inverse() * to_cubie(start)
    return _solve_cubie(relative, max_length, timeout, fast, progress)


def solve_among(cubes: list[Cube], offsets: list[int], *, timeout: float = 10.0,
                min_room: int = 0, clock: Callable[[], float] | None = None) -> tuple[int, Solution]:
    """(i, moves that solve cubes[i]) with offsets[i] + their length the
    least found within `timeout` seconds (past it, the first found): one
    search over all the cubes, so the time goes where solutions are short
    rather than being shared out in advance. With `min_room` (search.MIN_ROOM)
    it may stop early, where only phase 2s shorter than that could win.
    `clock` (search.step_clock) measures `timeout` instead of the time."""
    tables = twophase_tables.load()
    started = time.perf_counter()
    search = LayeredSearch(tables, [to_cubie(c) for c in cubes], 0, timeout, False, list(offsets), min_room,
                           clock)
    search.run()
    return search.best_which, _solution(search, started)


def phase1_bound(cube: Cube | CubieCube) -> int:
    """The sum of the cube's phase-1 distances in the directions the search
    takes (three axes, and the inverse): a cheap guess (about a millisecond)
    of how hard the cube is, the lower the easier. A CubieCube (a state
    known valid, read with CubieCube.from_facelets) skips the model's checks."""
    tables = twophase_tables.load()
    cubie = cube if isinstance(cube, CubieCube) else to_cubie(cube)
    return sum(tables.phase1_depth(flip, twist, slc)
               for twist, flip, slc, *_ in (coords.root_coords(c) for _, _, c in direction_cubes(cubie)))


def _solve_cubie(cube: CubieCube, max_length: int, timeout: float, fast: bool, progress,
                 layered: bool = True, clock: Callable[[], float] | None = None) -> Solution:
    started = time.perf_counter()
    if cube.is_solved():
        return Solution(moves=(), stages=(), seconds=time.perf_counter() - started)
    tables = twophase_tables.load(progress)
    started = time.perf_counter()  # do not count a table build as solving time
    short = short_solution(tables, cube)
    if short is not None:
        moves = to_moves(short)
        return Solution(moves=moves, stages=(Stage('optimal', moves, 'a shortest solution'),),
                        seconds=time.perf_counter() - started)
    search = (LayeredSearch if layered else TwoPhaseSearch)(tables, cube, max_length, timeout, fast, clock=clock)
    search.run()
    return _solution(search, started)


def _solution(search: TwoPhaseSearch, started: float) -> Solution:
    moves = to_moves(search.best)
    n1 = search.best_split[0]
    stages = (Stage('phase 1', moves[:n1], 'into <U, D, R2, F2, L2, B2>'),
              Stage('phase 2', moves[n1:], 'solved within <U, D, R2, F2, L2, B2>'))
    return Solution(moves=moves, stages=stages, seconds=time.perf_counter() - started)
