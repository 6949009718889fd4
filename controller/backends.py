"""The solver and the scrambler as the session sees them (or functions injected by tests).

`solver` and `scramble` are imported inside the methods: loading them pulls in the
search code and its tables, which a window that never solves does not need at start-up.
"""
from __future__ import annotations

from typing import Callable

from model import Cube


class Solver:
    """Wraps `solver.solve_cube` (or an injected function for tests)."""

    def __init__(self, solve: Callable | None = None):
        self._injected = solve
        self._supports: dict[int, bool] = {}   # asked every frame: computed once per size

    def supports(self, n: int) -> bool:
        if self._injected is not None:
            return True
        if n not in self._supports:
            import solver
            self._supports[n] = solver.supports(n)
        return self._supports[n]

    def reason(self, n: int) -> str | None:
        """Why Solve is unavailable for n-cubes, or None."""
        if self.supports(n):
            return None
        import solver
        return solver.unsupported_reason(n)

    @property
    def injected(self) -> bool:
        """A test's function stands in for the solver (it runs on a thread, not a process)."""
        return self._injected is not None

    def solve(self, cube: Cube, progress: Callable[[float, str], None]):
        """Solve here, in this process (the worker calls it in a worker process or thread)."""
        if self._injected is not None:
            return self._injected(cube, progress=progress)
        import solver
        return solver.solve_cube(cube, progress=progress)

    def tables_cached(self) -> bool:
        """Whether the 3x3 tables are already in the cache (a quick look)."""
        import solver
        return solver.tables_cached()

    def centre_tables_cached(self) -> bool:
        """Whether the 4x4's and 5x5's centre tables are in the cache (a quick look)."""
        import solver
        return solver.centre_tables_cached()


class Scrambler:
    """Wraps the `scramble` package: modes per size, default mode, scrambles."""

    def __init__(self, scramble: Callable | None = None):
        self._injected = scramble

    @property
    def injected(self) -> bool:
        return self._injected is not None

    def uses_solver(self, mode: str) -> bool:
        """Whether the real scrambler needs the 3x3 solver's tables for this mode."""
        return self._injected is None and mode == 'random-state'

    def modes(self, n: int) -> list[str]:
        import scramble
        return list(scramble.modes_for(n))

    def default_mode(self, n: int) -> str:
        import scramble
        return scramble.default_mode(n)

    def describe(self, mode: str) -> str:
        """The scrambler's one-line description of a mode ('' for an unknown mode)."""
        import scramble
        return scramble.DESCRIPTIONS.get(mode, '')

    def scramble(self, n: int, mode: str | None, progress: Callable[[float, str], None]):
        """A Scramble (`.moves`, `.text`, `.mode`) for an n-cube."""
        if self._injected is not None:
            return self._injected(n, mode)
        import scramble
        return scramble.scramble(n, mode, progress=progress)
