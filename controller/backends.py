"""The solver and the scrambler as the session sees them (or functions injected by tests).

`solver` and `scramble` are imported inside the methods: loading them pulls in the
search code and its tables, which a window that never solves does not need at start-up.
"""
from __future__ import annotations

from typing import Callable

from model import Cube

TABLES_TEXT = 'Building solver tables (first use only)'


def _labelled(progress: Callable[[float, str], None], text: str) -> Callable:
    """Solvers report bare fractions: add a text for the status line."""
    def report(fraction: float, label: str = '') -> None:
        progress(fraction, label or text)
    return report


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

    def solve(self, cube: Cube, progress: Callable[[float, str], None]):
        if self._injected is not None:
            return self._injected(cube, progress=_labelled(progress, TABLES_TEXT))
        import solver
        return solver.solve_cube(cube, progress=_labelled(progress, TABLES_TEXT))

    def warm_up(self, n: int, progress: Callable[[float, str], None]) -> None:
        """Load or build the n-cube solver's tables now (with progress), by
        solving a one-move cube: random-state scrambles use the same tables."""
        if self._injected is None and self.supports(n):
            import solver
            solver.solve_cube(Cube(n).apply('R'), progress=_labelled(progress, TABLES_TEXT))


class Scrambler:
    """Wraps the `scramble` package: modes per size, default mode, scrambles."""

    def __init__(self, scramble: Callable | None = None):
        self._injected = scramble

    def uses_solver(self, mode: str) -> bool:
        """Whether the real scrambler needs the solver's tables for this mode."""
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
