"""The steps of Practise's solves: a solve's reconstruction, the session's step means, the
method they are read by (the session's), copied or written out as text.

Reconstructions are kept per solve (id, method, penalty): a session's means read up to
its last 100 solves once, then only the new ones.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from model import CubeLabError
from storage import History
from storage.atomic import write_atomic
from storage.paths import data_dir
from timing.reconstruction import DEFAULT_METHOD, METHOD_NAMES, Reconstruction, reconstruct
from timing.step_stats import STEP_WINDOWS, StepMean, step_means, step_names, step_times


class SolveSteps:
    """Steps for the current practise session of the size `size()` says now."""

    def __init__(self, history: History, size: Callable[[], int]):
        self.history, self._size = history, size
        self._kept: dict[tuple, Reconstruction | None] = {}

    def _session_id(self) -> int:
        return self.history.current_session(self._size(), create=False).id

    @property
    def method(self) -> str:
        session_id = self._session_id()
        return self.history.session_method(session_id) if session_id else DEFAULT_METHOD

    def next_method(self) -> str:
        """The session reads its solves by the next method (cfop -> roux -> beginner -> cfop)."""
        method = METHOD_NAMES[(METHOD_NAMES.index(self.method) + 1) % len(METHOD_NAMES)]
        session = self.history.current_session(self._size())
        self.history.set_session_method(session.id, method)
        return method

    def of(self, solve_id: int | None) -> Reconstruction | None:
        """The reconstruction of a solve (None: no such solve, or no moves kept with it);
        with None, of the session's last solve."""
        if solve_id is None:
            session_id = self._session_id()
            rows = self.history.entry_tuples(session_id) if session_id else []
            if not rows:
                return None
            solve_id = rows[-1][0]
        solve = self.history.solve(solve_id)
        if solve is None or not solve.moves:
            return None
        return self._reconstructed(solve, self.method)

    def _reconstructed(self, solve, method: str) -> Reconstruction | None:
        key = (solve.id, method, solve.penalty, solve.time_ms)
        if key not in self._kept:
            try:
                self._kept[key] = reconstruct(solve, method)
            except CubeLabError:                     # a scramble or move this size cannot read
                self._kept[key] = None
        return self._kept[key]

    def means(self) -> dict[int, list[StepMean] | None]:
        """Each step's mean over the session's last 5, 12, 50 and 100 solves with moves."""
        return step_means(self._recent(), self.method)

    def times(self) -> tuple[list[str], list[list[int]]]:
        """The method's step names and, per solve of the session's last 100 with moves
        (oldest first), each step's time (ms; 0 where skipped or not finished)."""
        method = self.method
        return step_names(method, self._size()), step_times(self._recent(), method)

    def _recent(self) -> list[Reconstruction]:
        """The session's last 100 solves with moves, reconstructed by its method."""
        session_id = self._session_id()
        if not session_id:
            return []
        method = self.method
        solves = [s for s in self.history.solves(self._size(), session_id) if s.moves][-max(STEP_WINDOWS):]
        found = [self._reconstructed(s, method) for s in solves]
        return [r for r in found if r is not None]

    def export(self, solve_id: int | None) -> Path | None:
        """Write a solve's reconstruction (as `text()`) to the data folder's reconstructions/;
        the file's path, or None when the solve has no steps."""
        found = self.of(solve_id)
        if found is None:
            return None
        path = data_dir() / 'reconstructions' / f'solve-{found.solve.id}-{found.method}.txt'
        write_atomic(path, found.text())
        return path
