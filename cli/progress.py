"""A one-line progress bar on stderr for long first-time work (table builds), and
the note said when that work waits for another process's build."""
from __future__ import annotations

import sys
import time
from pathlib import Path


def tell_lock_wait(lock_path: Path) -> None:
    """The note for solver.cache.on_lock_wait: why the command is waiting."""
    sys.stderr.write(f"note: another CubeLab is building the solver tables ({lock_path} is locked); "
                     f"waiting for it to finish\n")
    sys.stderr.flush()


class ProgressBar:
    """Callable progress(fraction) that redraws a bar at most ~10 times a second;
    silent unless stderr is a terminal or `always` is set."""

    def __init__(self, label: str, always: bool = False, width: int = 30):
        self.label, self.width = label, width
        self.enabled = always or sys.stderr.isatty()
        self.last = 0.0
        self.started = False

    def __call__(self, fraction: float, *_ignored) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if fraction < 1.0 and now - self.last < 0.1:
            return
        self.last = now
        self.started = True
        filled = int(self.width * max(0.0, min(1.0, fraction)))
        bar = '#' * filled + '.' * (self.width - filled)
        sys.stderr.write(f"\r{self.label} [{bar}] {fraction * 100:5.1f}%")
        sys.stderr.flush()

    def done(self, note: str = '') -> None:
        if self.enabled and self.started:
            sys.stderr.write(f"\r{self.label} [{'#' * self.width}] done{note}\n")
            sys.stderr.flush()
