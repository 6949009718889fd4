"""The practise session's plot, drawn on a thread of its own.

matplotlib's first import takes seconds and a drawing a few tenths: on the frame loop
that froze the window after a click on Plot, so the click seemed lost. Here the window
shows that the plot is coming in the same frame, and polls `take()` each frame for the
pixels. One drawing at a time: asking while one runs is refused (the caller asks again
when it has been taken). The drawing thread gets plain values (results, title), never
the history database, whose connection belongs to the window's thread.
"""
from __future__ import annotations

import threading
from typing import Sequence

import numpy as np


class PlotDrawing:
    """Draws `timing.plot.rgba` off the frame loop."""

    def __init__(self):
        self._thread: threading.Thread | None = None
        self._pixels: np.ndarray | None = None
        self._warm: threading.Thread | None = None

    def warm_up(self) -> None:
        """Load matplotlib now, in the background, so the first plot comes quickly."""
        if self._warm is None:
            self._warm = threading.Thread(target=_load, name='plot-warm-up', daemon=True)
            self._warm.start()

    @property
    def drawing(self) -> bool:
        """A drawing was asked for and its pixels are not taken yet."""
        return self._thread is not None

    def start(self, results: Sequence[float], title: str, labels: dict[str, str] | None,
              width: float, height: float) -> bool:
        """Start drawing; False (nothing started) while another drawing is not taken yet."""
        if self._thread is not None:
            return False
        self._pixels = None
        results = list(results)

        def draw() -> None:
            from timing import plot
            self._pixels = plot.rgba(results, title, labels=labels, width=width, height=height)

        self._thread = threading.Thread(target=draw, name='plot', daemon=True)
        self._thread.start()
        return True

    def take(self) -> np.ndarray | None:
        """The finished drawing's pixels, once (None while it runs or when none was asked).
        A drawing that failed is taken as None too, and a new one can start."""
        thread = self._thread
        if thread is None or thread.is_alive():
            return None
        self._thread = None
        pixels, self._pixels = self._pixels, None
        return pixels

    def wait(self, timeout: float | None = None) -> None:
        """Block until the drawing in flight (if any) is done (tests, closing)."""
        if self._thread is not None:
            self._thread.join(timeout)


def _load() -> None:
    from timing import plot  # noqa: F401  (the import is the work)
