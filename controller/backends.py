"""The solver and the scrambler as the session sees them (or a test's stand-ins, jobs.Plug).

`solver` and `scramble` are imported inside the methods: loading them pulls in the
search code and its tables, which a window that never solves does not need at start-up.
"""
from __future__ import annotations

from .jobs import Plug


class Solver:
    """What the session asks of the solver package (the solve itself runs in a
    worker process: jobs.py); `stand_in` a test's solver."""

    def __init__(self, stand_in: Plug | None = None):
        self.stand_in = stand_in
        self._supports: dict[int, bool] = {}   # asked every frame: computed once per size

    def supports(self, n: int) -> bool:
        if self.stand_in is not None:
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

    def tables_cached(self) -> bool:
        """Whether the 3x3 tables are already in the cache (a quick look)."""
        import solver
        return solver.tables_cached()

    def centre_tables_cached(self) -> bool:
        """Whether the 4x4's and 5x5's centre tables are in the cache (a quick look)."""
        import solver
        return solver.centre_tables_cached()


class Scrambler:
    """What the session asks of the `scramble` package: modes per size, the
    default mode (scrambles run in a worker process); `stand_in` a test's scrambler."""

    def __init__(self, stand_in: Plug | None = None):
        self.stand_in = stand_in

    def uses_solver(self, mode: str) -> bool:
        """Whether the real scrambler needs the 3x3 solver's tables for this mode (3x3 and 4x4)."""
        return self.stand_in is None and mode == 'random-state'

    def modes(self, n: int) -> list[str]:
        import scramble
        return list(scramble.modes_for(n))

    def default_mode(self, n: int) -> str:
        import scramble
        return scramble.default_mode(n)

    def practise_mode(self, n: int) -> str:
        """The mode Practise scrambles with: random-state wherever it exists, as competitions do."""
        import scramble
        return scramble.practise_mode(n)

    def describe(self, mode: str) -> str:
        """The scrambler's one-line description of a mode ('' for an unknown mode)."""
        import scramble
        return scramble.DESCRIPTIONS.get(mode, '')
