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
from typing import Callable, Sequence

import numpy as np


class PlotDrawing:
    """Draws `timing.plot.rgba` (or `steps_rgba`) off the frame loop."""

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
        """Start drawing the results; False (nothing started) while another drawing is not
        taken yet."""
        results = list(results)
        return self._start(lambda plot: plot.rgba(results, title, labels=labels, width=width, height=height))

    def start_steps(self, names: Sequence[str], times: Sequence[Sequence[float]], title: str,
                    labels: dict[str, str] | None, colours: Sequence | None, width: float, height: float) -> bool:
        """Start drawing each solve's step times, stacked (timing.plot.steps_rgba); False
        while another drawing is not taken yet."""
        names, times = list(names), [list(row) for row in times]
        return self._start(lambda plot: plot.steps_rgba(names, times, title, labels=labels, colours=colours,
                                                        width=width, height=height))

    def _start(self, draw: Callable) -> bool:
        """Run `draw(timing.plot)` on the drawing thread; its pixels are `take()`n later."""
        if self._thread is not None:
            return False
        self._pixels = None

        def run() -> None:
            from timing import plot
            self._pixels = draw(plot)

        self._thread = threading.Thread(target=run, name='plot', daemon=True)
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
