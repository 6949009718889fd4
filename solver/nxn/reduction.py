"""Solve any n-cube (n >= 4) by reduction: centres, edge pairing, parity, then the 3x3.

Each stage works on sticker colours (fast numpy gathers). The finished
solution is replayed on the model Cube once, by solver.finish (which
solver.solve_cube hands every solution to); callers of `solve` itself (the
benchmark, the tests) replay it themselves. How each size is reduced is its
route (routes.py).
"""
from __future__ import annotations

import time
from typing import Callable

from model import Cube, CubeLabError, InvalidCubeError, Move
from model.stickers import seq_gather

from ..deadline import Deadline, stop_if_late
from ..route_time import shares
from ..solution import Solution, Stage
from ..stage_words import SOLVED_WORDS
from ..twophase.search import step_clock
from .merging import join_stages, merge_moves
from .obtm import obtm
from .parity import pll_parity_fix, prevent_oll_parity
from .routes import ROUTES, Route, route as route_of
from .three import has_oll_parity, has_pll_parity, likeliest, outer, solve_three, solve_three_among, three_by_three

MIN_SIZE = 4
#: The sizes whose routes search tables of their own, with those tables
#: (Route.tables), for the package's table preparation.
CENTRE_TABLES = {n: r.tables for n, r in ROUTES.items() if r.tables}


#: The 3x3 search's steps (its looks at the clock) in a second on an idle
#: build machine, for `repeatable` solves.
STEPS_PER_SECOND = 20_000

#: Where each stage starts in the fraction `progress` is told: the centres take
#: 75-90% of the time from 9x9 up, the edges most of the rest, the 3x3 1-3%.
STAGE_START = {'parity': 0.0, 'centres': 0.01, 'edges': 0.8, 'three': 0.98}


def solve(cube_or_facelets: Cube | str, *, size: int | None = None, timeout: float | None = None,
          progress: Callable[[float, str], None] | None = None, repeatable: bool = False) -> Solution:
    """Solve an n-cube (n >= 4, a model Cube or a facelet string).

    Raises InvalidCubeError for a state no real cube has, CubeLabError for
    a size this solver does not handle. `progress(fraction, stage)` is told
    as each stage ('parity', 'centres', 'edges', 'three') starts and as
    its pieces are placed; the fraction never goes back. `timeout`
    (seconds) is a deadline for the whole solve: once it has passed no
    further try of centres or pairing is started, the stage at work
    finishes by its fastest way (more moves), and the 3x3 stage keeps the
    first solution it finds, so the answer is always complete and comes
    soon after the deadline; the solution's `hurried` names the stages
    that did so. `repeatable` (without `timeout`): the 3x3
    stage's search time is counted in its steps (STEPS_PER_SECOND), not
    read from the clock, and it searches all the reductions at once; the
    answer then depends on the cube alone, never on the machine's speed or
    load (seeded scrambles repeat byte for byte).
    """
    start = time.perf_counter()
    deadline = Deadline(timeout)
    cube = _read(cube_or_facelets, size)
    n = cube.n
    if cube.is_solved():
        return Solution((), (), time.perf_counter() - start, {'size': n})
    route = route_of(n)
    centres_share, edges_share = shares(n)
    if route.use_tables is not None and route.use_tables(deadline.part(centres_share)):
        # built once, then loaded; under a deadline the slow ones only if built already
        prepare_tables(route, progress, skip=() if deadline.remaining() is None else route.slow_tables)
    work = cube.copy()
    stages: list[Stage] = []

    report = _Progress(progress, joint=route.words != SOLVED_WORDS)

    def add(name: str, moves: list[Move], description: str) -> None:
        stop_if_late()
        moves = merge_moves(moves)
        work.apply(moves)
        if moves:
            stages.append(Stage(name, tuple(moves), description))

    report.stage('parity')
    add('parity', prevent_oll_parity(work) if route.parity_first else [],
        "a wide quarter turn or two that puts every wing orbit's pieces in an even order, "
        "so that no edge can end up flipped on its own (OLL parity prevented)")
    report.stage('centres')
    candidates = route.reduce(n, work.facelet_colors(), route, deadline.part(centres_share, 'centres'),
                              deadline.part(edges_share, 'edges'), report)
    stop_if_late()
    report.stage('three')
    target, seconds = route.three
    remaining = deadline.remaining()
    deadline.part(1.0, '3x3').passed()                   # (its first solution found, if so: noted)
    limit = seconds if remaining is None else min(remaining, seconds or remaining)
    clock = step_clock(STEPS_PER_SECOND) if repeatable and remaining is None else None
    reduced = [_reduced(n, route, work, *candidate) for candidate in candidates]
    if len(reduced) == 1 and clock is None:
        before, facelets = reduced[0]
        three = solve_three(facelets, limit, target)
    else:
        offsets = [sum(obtm(s.moves) for s in join_stages(stages + r, n)) for r, _ in reduced]
        if route.three_pick is not None:
            keep = likeliest([f for _, f in reduced], offsets, *route.three_pick)
            reduced, offsets = [reduced[k] for k in keep], [offsets[k] for k in keep]
        i, three = solve_three_among([f for _, f in reduced], offsets, limit, route.three_room, clock)
        before = reduced[i][0]
    for stage in before:
        add(stage.name, list(stage.moves), stage.description)
    for stage in three.stages:
        add(stage.name, outer(stage.moves), f"{stage.description or stage.name} of the 3x3 the cube has become")
    report(1.0)
    stop_if_late()
    stages = join_stages(stages, n)
    moves = tuple(m for s in stages for m in s.moves)
    return Solution(moves, tuple(stages), time.perf_counter() - start, {'size': n, 'hurried': deadline.hurried()})


def prepare_tables(route: Route | int, progress: Callable[[float], None] | None = None, skip: tuple = ()) -> None:
    """Load, or build and cache, the table sets a route (or a size's route)
    searches with (Route.tables; those in `skip` only if built already),
    telling `progress` the fraction of their build time done."""
    route = route_of(route) if isinstance(route, int) else route
    sets = [(t, w) for t, w in route.tables if t not in skip or t.ready]
    total, done = sum(w for _, w in sets), 0
    for tables, weight in sets:
        tables(None if progress is None else
               lambda fraction, done=done, weight=weight: progress((done + weight * fraction) / total))
        done += weight


def _reduced(n: int, route: Route, work: Cube, centres: list[Move], edges: list[Move],
             words: tuple[str, str] | None = None) -> tuple[list[Stage], str]:
    """The stages from `work` on before the 3x3 stage (centres and edges as
    given, described by `words` or else the route's, the PLL parity fix
    where they leave it) and the 3x3 facelets the cube is left as."""
    stages = []
    colors = work.facelet_colors()

    def add(name: str, moves: list[Move], description: str) -> None:
        nonlocal colors
        stop_if_late()
        moves = merge_moves(moves)
        colors = colors[seq_gather(n, moves)]
        if moves:
            stages.append(Stage(name, tuple(moves), description))

    words = words or route.words
    add('centres', centres, words[0])
    add('edges', edges, words[1])
    facelets = three_by_three(n, colors)
    if n % 2 == 0 and has_pll_parity(facelets):
        add('parity', pll_parity_fix(n), "two edges swapped, which no 3x3 sequence can do (PLL parity fixed)")
        facelets = three_by_three(n, colors)
    if has_oll_parity(facelets):
        raise RuntimeError("internal error: a flipped edge survived parity prevention")
    return stages, facelets


class _Progress:
    """Turns each stage's own 0..1 into the whole solve's fraction (never going back).
    On a `joint` route (the 4x4's and 5x5's: their centres finish while the edges
    pair) both of those stages are told as one, 'reduction', so that no line
    says the centres are being solved while they are only put onto axes."""

    def __init__(self, progress: Callable[[float, str], None] | None, joint: bool = False):
        self.progress, self.name, self.done, self.joint = progress, 'parity', 0.0, joint

    def stage(self, name: str) -> None:
        self.name = name
        self(STAGE_START[name])

    def part(self, index: int, count: int) -> Callable[[float], None] | None:
        """progress for try `index` of `count` of the current stage."""
        if self.progress is None:
            return None
        names = list(STAGE_START)
        lo = STAGE_START[self.name]
        hi = STAGE_START[names[names.index(self.name) + 1]] if self.name != names[-1] else 1.0
        width = (hi - lo) / count
        return lambda fraction: self(lo + width * (index + min(max(fraction, 0.0), 1.0)))

    def __call__(self, fraction: float) -> None:
        if self.progress is not None and fraction >= self.done:
            self.done = fraction
            joined = self.joint and self.name in ('centres', 'edges')
            self.progress(fraction, 'reduction' if joined else self.name)


def _read(cube_or_facelets: Cube | str, size: int | None) -> Cube:
    if isinstance(cube_or_facelets, str):
        cube = Cube.from_facelets(cube_or_facelets.strip(), size=size)
    elif isinstance(cube_or_facelets, Cube):
        cube = cube_or_facelets
        if size is not None and size != cube.n:
            raise InvalidCubeError(f"size {size} given for a {cube.n}x{cube.n} cube", 'size')
    else:
        raise CubeLabError(f"expected a Cube or a facelet string, not {type(cube_or_facelets).__name__}")
    if cube.n < MIN_SIZE:
        raise CubeLabError(f"the reduction solver solves cubes of size {MIN_SIZE} and up, "
                           f"not {cube.n}x{cube.n}: use the {cube.n}x{cube.n} solver")
    return cube
