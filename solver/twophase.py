"""Solve a 3x3: Kociemba's two-phase algorithm, the public entry points.

`solve(cube_or_facelets)` validates the cube through the model, answers
cubes at most 5 moves from solved optimally, and otherwise runs the
two-phase search until a solution of at most `max_length` moves is found
(or, with fast=True, the first solution), or `timeout` seconds have passed
with some solution in hand. Tables are loaded (or built, about a minute, the
first time) on the first solve, never at import.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

from model import Cube, InvalidCubeError, Move

from . import twophase_tables
from .cubie3 import FACES, CubieCube
from .search import TwoPhaseSearch
from .short import short_solution
from .solution import Solution, Stage
from .tables import table_path

_AMOUNT = (1, 2, -1)  # power index 0, 1, 2 -> quarter turns


def load_tables(progress: Callable[[float], None] | None = None) -> None:
    """Load or build the tables now (e.g. behind a progress bar); about a
    minute on 2 cores the first time, well under a second after that."""
    twophase_tables.load(progress)


def tables_path() -> Path:
    """The cache file holding the tables (it may not exist yet)."""
    return table_path(twophase_tables.TABLES_NAME, twophase_tables.TABLES_VERSION)


def to_cubie(cube_or_facelets: Cube | str) -> CubieCube:
    """The cubie state of a model Cube or a facelet string (face or colour
    letters), validated by the model: InvalidCubeError says what is wrong."""
    if isinstance(cube_or_facelets, str):
        cube = Cube.from_facelets(cube_or_facelets.strip(), size=3)
    elif isinstance(cube_or_facelets, Cube):
        cube = cube_or_facelets
        if cube.n != 3:
            raise InvalidCubeError(f"the two-phase solver solves 3x3 cubes, not {cube.n}x{cube.n}", 'size')
    else:
        raise TypeError(f"expected a Cube or a facelet string, not {type(cube_or_facelets).__name__}")
    text = cube.to_facelets()
    centres = text[4::9]
    if centres != 'URFDLB':  # turned as a whole (x, y, z): name faces by where they are now
        text = text.translate(str.maketrans(centres, 'URFDLB'))
    cubie = CubieCube.from_facelets(text)
    cubie.verify()  # the model has checked this; a failure here is a bug, not bad input
    return cubie


def to_moves(moves: list[int]) -> tuple[Move, ...]:
    return tuple(Move(FACES[m // 3], 1, 1, _AMOUNT[m % 3]) for m in moves)


def solve(cube_or_facelets: Cube | str, *, max_length: int = 20, timeout: float = 10.0, fast: bool = False,
          progress: Callable[[float], None] | None = None) -> Solution:
    """Moves that solve the cube (outer face turns only).

    Stops once a solution of at most `max_length` moves is found (after one
    of exactly max_length, found in t seconds, it looks for a shorter one
    until 3t, 10 to 30 ms after the start), at the first solution with fast=True (phase 2 may then take 11
    moves: about 20.5 moves on average, found in a few ms), or after
    `timeout` seconds with the best found so far (it always returns some
    solution: if none is found by then, it goes on to the first one).
    `progress` gets fractions 0..1 while tables are built."""
    return _solve_cubie(to_cubie(cube_or_facelets), max_length, timeout, fast, progress)


def solve_to(start: Cube | str, goal: Cube | str, *, max_length: int = 20, timeout: float = 10.0,
             fast: bool = False, progress: Callable[[float], None] | None = None) -> Solution:
    """Moves that take `start` to `goal`."""
    # start * S = goal  <=>  (goal^-1 * start) * S = solved
    relative = to_cubie(goal).inverse() * to_cubie(start)
    return _solve_cubie(relative, max_length, timeout, fast, progress)


def _solve_cubie(cube: CubieCube, max_length: int, timeout: float, fast: bool, progress) -> Solution:
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
    search = TwoPhaseSearch(tables, cube, max_length, timeout, fast)
    search.run()
    moves = to_moves(search.best)
    n1 = search.best_split[0]
    stages = (Stage('phase 1', moves[:n1], 'into <U, D, R2, F2, L2, B2>'),
              Stage('phase 2', moves[n1:], 'solved within <U, D, R2, F2, L2, B2>'))
    return Solution(moves=moves, stages=stages, seconds=time.perf_counter() - started)
