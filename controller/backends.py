"""The solver and scrambler as the session sees them, guarded while they are missing."""
from __future__ import annotations

import importlib
import inspect
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
        self._supports: dict[int, bool] = {}   # asked every frame: import once per size

    def _module(self):
        try:
            return importlib.import_module('solver')
        except ImportError:
            return None

    def supports(self, n: int) -> bool:
        if self._injected is not None:
            return True
        if n not in self._supports:
            module = self._module()
            self._supports[n] = bool(module and module.supports(n))
        return self._supports[n]

    def reason(self, n: int) -> str | None:
        """Why Solve is unavailable for n-cubes, or None."""
        if self.supports(n):
            return None
        module = self._module()
        if module is None:
            return 'the solver package is missing'
        return module.unsupported_reason(n)

    def solve(self, cube: Cube, progress: Callable[[float, str], None]):
        fn = self._injected or self._module().solve_cube
        return fn(cube, progress=_labelled(progress, TABLES_TEXT))

    def warm_up(self, n: int, progress: Callable[[float, str], None]) -> None:
        """Load or build the n-cube solver's tables now (with progress), by
        solving a one-move cube: random-state scrambles use the same tables."""
        if self._injected is None and self.supports(n):
            self._module().solve_cube(Cube(n).apply('R'), progress=_labelled(progress, TABLES_TEXT))


class Scrambler:
    """Wraps the `scramble` package: modes per size, default mode, scrambles."""

    def __init__(self, scramble: Callable | None = None):
        self._injected = scramble

    def _module(self):
        try:
            module = importlib.import_module('scramble')
        except ImportError:
            return None
        return module if hasattr(module, 'scramble') else None

    def available(self) -> bool:
        return self._injected is not None or self._module() is not None

    def uses_solver(self, mode: str) -> bool:
        """Whether the real scrambler needs the solver's tables for this mode."""
        return self._injected is None and mode == 'random-state'

    def modes(self, n: int) -> list[str]:
        module = self._module()
        if module is None or not hasattr(module, 'modes_for'):
            return []
        return [str(m) for m in module.modes_for(n)]

    def default_mode(self, n: int) -> str | None:
        module = self._module()
        if module is None or not hasattr(module, 'default_mode'):
            return None
        return module.default_mode(n)

    def describe(self, mode: str) -> str:
        """The scrambler's one-line description of a mode ('' if it has none)."""
        module = self._module()
        if module is None:
            return ''
        for name in ('describe', 'description', 'mode_description'):
            fn = getattr(module, name, None)
            if callable(fn):
                try:
                    return str(fn(mode))
                except (KeyError, ValueError):
                    return ''
        for name in ('DESCRIPTIONS', 'MODES'):
            table = getattr(module, name, None)
            if isinstance(table, dict) and mode in table:
                value = table[mode]
                return value if isinstance(value, str) else str(getattr(value, 'description', ''))
        return ''

    def scramble(self, n: int, mode: str | None, progress: Callable[[float, str], None]):
        """A Scramble (`.moves`, `.text`, `.mode`) for an n-cube."""
        fn = self._injected or self._module().scramble
        if _accepts(fn, 'progress'):
            return fn(n, mode, progress=progress)
        return fn(n, mode)


def _accepts(fn: Callable, name: str) -> bool:
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is p.VAR_KEYWORD for p in params.values())
