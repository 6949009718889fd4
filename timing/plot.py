"""A picture of a session: every result, with the rolling ao5 and ao12; or each solve's
step times, stacked (a bar per solve, a colour per step).

Drawn with matplotlib's Agg backend (no window, no display): `png(...)` gives
PNG bytes for a file, `rgba(...)` the pixels for a texture in the window.
Only this module of timing/ loads matplotlib.
"""
from __future__ import annotations

import io
from typing import Sequence

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from .wca_stats import rolling


def figure(results: Sequence[float], title: str = '', labels: dict[str, str] | None = None,
           width: float = 8.0, height: float = 4.0, dpi: int = 100) -> Figure:
    """Results in seconds against solve number (DNFs as red marks at the top),
    the rolling ao5 and ao12 as lines. `labels` renames 'single', 'ao5',
    'ao12', 'solve', 'seconds', 'dnf' (the window passes its language)."""
    words = {'single': 'single', 'ao5': 'ao5', 'ao12': 'ao12', 'solve': 'solve',
             'seconds': 'seconds', 'dnf': 'DNF'} | (labels or {})
    fig = Figure(figsize=(width, height), dpi=dpi)
    FigureCanvasAgg(fig)
    axes = fig.add_subplot()
    values = np.asarray(results, dtype=np.float64) / 1000
    number = np.arange(1, values.size + 1)
    done = ~np.isinf(values)
    axes.plot(number[done], values[done], 'o', markersize=3, color='#888888', label=words['single'])
    if (~done).any():
        top = float(values[done].max()) if done.any() else 1.0
        axes.plot(number[~done], np.full((~done).sum(), top), 'x', color='#d62728', label=words['dnf'])
    for name, n, colour in (('ao5', 5, '#1f77b4'), ('ao12', 12, '#ff7f0e')):
        _average_line(axes, np.arange(n, values.size + 1), rolling(results, n) / 1000, colour, words[name])
    axes.set_xlabel(words['solve'])
    axes.set_ylabel(words['seconds'])
    if title:
        axes.set_title(title)
    if values.size:
        axes.legend(loc='upper right', fontsize='small')
        axes.set_xlim(0.5, max(values.size, 2) + 0.5)
    axes.grid(True, alpha=0.3)
    fig.tight_layout()
    return fig


def _average_line(axes, number: np.ndarray, run: np.ndarray, colour: str, label: str) -> None:
    """A rolling average as a line; a value with no neighbour to join (the first ao5
    after 5 solves, one between DNF averages) as a dot of the line's colour, since a
    line of one point draws nothing. An average with no value at all is left out, of
    the legend too."""
    shown = np.where(np.isfinite(run), run, np.nan)
    finite = np.isfinite(shown)
    if not finite.any():
        return
    before = np.concatenate([[False], finite[:-1]])
    after = np.concatenate([finite[1:], [False]])
    alone = finite & ~before & ~after
    style = dict(color=colour, label=label)
    if (finite & ~alone).any():
        axes.plot(number, shown, '-', **style)
        style.pop('label')
    if alone.any():
        axes.plot(number[alone], shown[alone], 'o', markersize=5, linestyle='none', **style)


def png(results: Sequence[float], title: str = '', **options) -> bytes:
    """The plot as PNG file contents."""
    buffer = io.BytesIO()
    figure(results, title, **options).savefig(buffer, format='png')
    return buffer.getvalue()


def rgba(results: Sequence[float], title: str = '', **options) -> np.ndarray:
    """The plot's pixels, shape (height, width, 4), uint8, top row first."""
    fig = figure(results, title, **options)
    fig.canvas.draw()
    return np.asarray(fig.canvas.buffer_rgba()).copy()


def steps_figure(names: Sequence[str], times: Sequence[Sequence[float]], title: str = '',
                 labels: dict[str, str] | None = None, colours: Sequence | None = None,
                 width: float = 8.0, height: float = 4.0, dpi: int = 100) -> Figure:
    """One stacked bar per solve: `times[k][i]` is solve k's time (ms) in step `names[i]`
    (0 for a step it skipped or never reached). `labels` renames 'solve' and 'seconds';
    `colours` gives step i its colour (RGB, 0..1; the window's step bar's, so that the two
    agree), in turn when there are more steps than colours."""
    words = {'solve': 'solve', 'seconds': 'seconds'} | (labels or {})
    fig = Figure(figsize=(width, height), dpi=dpi)
    FigureCanvasAgg(fig)
    axes = fig.add_subplot()
    values = np.asarray(times, dtype=np.float64).reshape(-1, len(names)) / 1000
    number = np.arange(1, values.shape[0] + 1)
    bottom = np.zeros(values.shape[0])
    for i, name in enumerate(names):
        style = {'color': colours[i % len(colours)]} if colours else {}
        axes.bar(number, values[:, i], bottom=bottom, width=0.8, label=name, **style)
        bottom += values[:, i]
    axes.set_xlabel(words['solve'])
    axes.set_ylabel(words['seconds'])
    if title:
        axes.set_title(title)
    if values.size:
        axes.legend(loc='upper left', bbox_to_anchor=(1.01, 1.0), fontsize='small', borderaxespad=0)
    axes.grid(True, axis='y', alpha=0.3)
    fig.tight_layout()
    return fig


def steps_png(names: Sequence[str], times: Sequence[Sequence[float]], title: str = '', **options) -> bytes:
    """The step plot as PNG file contents."""
    buffer = io.BytesIO()
    steps_figure(names, times, title, **options).savefig(buffer, format='png')
    return buffer.getvalue()


def steps_rgba(names: Sequence[str], times: Sequence[Sequence[float]], title: str = '', **options) -> np.ndarray:
    """The step plot's pixels, shape (height, width, 4), uint8, top row first."""
    fig = steps_figure(names, times, title, **options)
    fig.canvas.draw()
    return np.asarray(fig.canvas.buffer_rgba()).copy()
