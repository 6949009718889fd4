"""Solvers: 2x2 optimal, 3x3 two-phase, NxN reduction. Depends on model only.

`solve_cube` is the one entry for every size; `supports(n)` says whether a
solver exists (the app disables Solve with `unsupported_reason(n)` otherwise).
Each solver is imported on first use, so importing this package loads no
tables. The layout: pocket.py (2x2), twophase/ (3x3), nxn/ (4x4 and up),
solution.py (what every solver returns), cache.py (their tables on disk).
"""
from __future__ import annotations

from typing import Callable

from model import Cube, CubeLabError

from .solution import Solution, Stage

__all__ = ['STAGES', 'Solution', 'Stage', 'centre_build_seconds', 'centre_tables_cached', 'finish', 'first_run_seconds',
           'prepare_all_tables', 'prepare_centre_tables', 'prepare_tables', 'solve_cube', 'table_sets',
           'supports', 'tables_cached', 'unsupported_reason']

#: The stages `progress(fraction, stage)` names, as plain identifiers (the window
#: words them from its catalogue, key `solving.stage_<stage>`): 'tables' while a
#: 2x2 or 3x3 table build runs, the reduction's stages for bigger cubes
#: ('reduction' when the reduction names none); 'waiting' while another process
#: builds the tables (reported by whoever sets cache.on_lock_wait).
STAGES = ('tables', 'reduction', 'parity', 'centres', 'edges', 'three', 'waiting')
HOME_STAGE = 'orientation'
#: The 24 orientations of a cube, as the rotations that reach them from home.
ROTATIONS = tuple(f"{a} {b}".strip() for a in ('', 'x', 'x2', "x'", 'z', "z'") for b in ('', 'y', 'y2', "y'"))


def supports(n: int) -> bool:
    """True if a solver exists for n-cubes: every size from 2 up."""
    return n >= 2


def unsupported_reason(n: int) -> str:
    return f"no solver for {n}x{n} cubes" if not supports(n) else ''


def solve_cube(cube: Cube, *, timeout: float | None = None, max_length: int | None = None,
               fast: bool = False, progress: Callable[[float, str], None] | None = None,
               strict: bool = False) -> Solution:
    """Solve a model Cube of any size with the solver for its size.

    `timeout` (seconds) bounds the search where one can be cut short (the 3x3
    search, also the last stage of a reduction); `max_length` and `fast`
    steer the 3x3 search (stop at a solution that short, or at the first
    one) and are ignored elsewhere. `progress(fraction, text)` is told how
    far a long first-time table build or a reduction has got.

    With `strict`, `timeout` is a hard limit too: on 4x4 and up the stages
    hurry early enough for their fastest way (floor.py) to end by it, and
    where even that cannot finish by it (plus deadline.grace), the solve
    stops with OutOfTime, whose message says how long this size takes.
    """
    if not isinstance(cube, Cube):
        raise CubeLabError(f"solve_cube takes a model Cube, not {type(cube).__name__}: "
                           f"read facelets with Cube.from_facelets first")
    n = cube.n
    if not supports(n):
        raise CubeLabError(unsupported_reason(n))
    if not strict or timeout is None:
        return _solve(cube, timeout, max_length, fast, progress)
    from .deadline import OutOfTime, hard_limit
    from .floor import too_slow
    from .route_time import strict_search
    # the reduction's stages hurry early enough for their fastest way to end by the limit
    search = timeout if n <= 3 else strict_search(n, timeout)
    try:
        with hard_limit(timeout):
            return _solve(cube, search, max_length, fast, progress)
    except OutOfTime as exc:
        raise OutOfTime("the solve", timeout, too_slow(n, timeout)) from exc


def _solve(cube: Cube, timeout: float | None, max_length: int | None, fast: bool,
           progress: Callable[[float, str], None] | None) -> Solution:
    """solve_cube's work: the solver for the cube's size, its answer checked."""
    n = cube.n
    if n == 2:
        from . import pocket
        return finish(cube, pocket.solve(cube, timeout=timeout, progress=_with_stage(progress, 'tables')))
    if n == 3:
        from . import twophase
        options = {'fast': fast}
        if timeout is not None:
            options['timeout'] = timeout
        if max_length is not None:
            options['max_length'] = max_length
        return finish(cube, twophase.solve(cube, progress=_with_stage(progress, 'tables'), **options))
    from . import nxn
    return finish(cube, nxn.solve(cube, timeout=timeout, progress=_staged(progress)))


def finish(cube: Cube, solution: Solution) -> Solution:
    """`solution` checked to solve `cube` (its moves replayed once, here) and
    ending in the home orientation. An even cube has no fixed centres, so its
    solver may finish it with any face on top: the whole-cube rotation that
    brings it home (white on top, green in front) is added as a last stage.
    Odd cubes end as their centres say: the orientation they started in."""
    from model import Alg
    end = cube.copy().apply(solution.moves)
    if not end.is_solved():
        raise RuntimeError("the solver returned moves that do not solve the cube")
    if cube.n % 2:
        return solution
    home = Cube(cube.n)
    for text in ROTATIONS:
        if end.copy().apply(text).same_look(home):
            break
    else:
        raise RuntimeError("internal error: the solved cube is in no orientation of the home cube")
    if not text:
        return solution
    turn = tuple(Alg.parse(text))
    stage = Stage(HOME_STAGE, turn, "the whole cube turned to its home orientation: white on top, green in front")
    return Solution(solution.moves + turn, solution.stages + (stage,), solution.seconds, solution.extra)


def _staged(progress: Callable[[float, str], None] | None) -> Callable[[float, str], None] | None:
    """The reduction reports (fraction, stage): a stage it leaves unnamed is 'reduction'."""
    if progress is None:
        return None
    return lambda fraction, stage='': progress(fraction, stage if stage in STAGES else 'reduction')


def tables_cached() -> bool:
    """Whether the 3x3 solver's tables are in the cache (a quick look, not a full check)."""
    from .cache import present, table_path
    from .twophase.tables import TABLES_NAME, TABLES_VERSION
    return present(table_path(TABLES_NAME, TABLES_VERSION))


def prepare_tables(progress: Callable[[float, str], None] | None = None) -> None:
    """Load, or build and cache, the 3x3 solver's tables (used by the 3x3, the
    last stage of every reduction and random-state scrambles)."""
    from . import twophase
    twophase.load_tables(_with_stage(progress, 'tables'))


def centre_build_seconds(n: int) -> float:
    """The measured build time of an n-cube's reduction table sets (solver.build_times),
    so that a build's fraction tracks its time."""
    from .build_times import build_seconds
    from .nxn.reduction import CENTRE_TABLES
    return sum(build_seconds(tables.name) for tables, _ in CENTRE_TABLES[n])


def first_run_seconds(which: str) -> float:
    """The measured build time of a first-run table build: 'solver' (the 3x3's
    tables) or 'centres' (the 4x4's and 5x5's)."""
    from .build_times import build_seconds
    from .nxn.reduction import CENTRE_TABLES
    if which == 'solver':
        from .twophase.tables import TABLES_NAME
        return build_seconds(TABLES_NAME)
    return sum(centre_build_seconds(n) for n in CENTRE_TABLES)


def centre_tables_cached() -> bool:
    """Whether the 4x4's and 5x5's reduction tables are in the cache (a quick look)."""
    from .nxn.reduction import CENTRE_TABLES
    return all(tables.ready for sets in CENTRE_TABLES.values() for tables, _ in sets)


def prepare_centre_tables(progress: Callable[[float, str], None] | None = None) -> None:
    """Load, or build and cache, the reduction's centre tables (4x4, 5x5).
    Solves under a deadline (the window's, `main.py solve`'s) only use tables
    already built, so the window builds these after the 3x3's on first run."""
    from .nxn.reduction import CENTRE_TABLES, prepare_tables
    total = sum(centre_build_seconds(n) for n in CENTRE_TABLES)
    done = 0.0
    for n in CENTRE_TABLES:
        weight = centre_build_seconds(n)
        report = _with_stage(progress, 'tables')
        prepare_tables(n, None if report is None else
                       lambda fraction, done=done, weight=weight: report((done + weight * fraction) / total))
        done += weight


def table_sets() -> list[tuple[str, Callable[[Callable[[float], None] | None], object]]]:
    """(cache name, load-or-build function taking a progress callback) of every
    table set the solvers cache: the 2x2's, the 3x3's, then each reduction
    route's (solver.nxn.reduction.CENTRE_TABLES, a set shared by sizes once)."""
    from . import pocket, twophase
    from .nxn.reduction import CENTRE_TABLES
    from .twophase.tables import TABLES_NAME
    sets = [(pocket.TABLE_NAME, pocket.distances), (TABLES_NAME, twophase.load_tables)]
    for n in sorted(CENTRE_TABLES):
        sets += [(tables.name, tables) for tables, _ in CENTRE_TABLES[n]
                 if all(tables.name != name for name, _ in sets)]
    return sets


def prepare_all_tables(progress: Callable[[float, str], None] | None = None) -> None:
    """Load, or build and cache, every table set (table_sets), telling `progress`
    one fraction across them all, weighted by their build times (solver.build_times),
    and the set being built."""
    from .build_times import build_seconds
    sets = table_sets()
    total, done = sum(build_seconds(name) for name, _ in sets), 0.0
    for name, load in sets:
        weight = build_seconds(name)
        load(None if progress is None else
             lambda fraction, done=done, weight=weight, name=name: progress((done + weight * fraction) / total, name))
        done += weight


def _with_stage(progress: Callable[[float, str], None] | None, stage: str) -> Callable[[float], None] | None:
    """The table builds report bare fractions: give each one its stage."""
    if progress is None:
        return None
    return lambda fraction: progress(fraction, stage)
