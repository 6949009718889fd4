"""The session plot renders: a PNG file, and pixels with the ao5 and ao12 lines in them."""
import math

import numpy as np

from timing import plot


def test_png_and_pixels():
    results = [10000 + (i * 7919) % 5000 for i in range(40)] + [math.inf]
    data = plot.png(results, 'Session 1')
    assert data.startswith(b'\x89PNG\r\n\x1a\n') and len(data) > 5000
    pixels = plot.rgba(results, width=4, height=3, dpi=100)
    assert pixels.shape == (300, 400, 4) and pixels.dtype == np.uint8
    rgb = pixels[..., :3].astype(int).reshape(-1, 3)
    for colour in ((0x1f, 0x77, 0xb4), (0xff, 0x7f, 0x0e), (0xd6, 0x27, 0x28)):   # ao5, ao12, DNF
        assert (np.abs(rgb - colour).sum(axis=1) < 30).sum() > 20, colour


def test_empty_session_still_draws():
    assert plot.png([]).startswith(b'\x89PNG')


def _legend_lines(fig):
    axes = fig.axes[0]
    handles, labels = axes.get_legend_handles_labels()
    return dict(zip(labels, handles))


def test_every_average_the_legend_lists_is_drawn_even_with_one_value():
    """After 5 solves the ao5 has one value: a line of one point draws nothing, so it is a
    dot, of the ao5's colour, where the value is on the picture."""
    results = [12000, 13000, 11000, 14000, 12500]
    fig = plot.figure(results, width=4, height=3, dpi=100)
    lines = _legend_lines(fig)
    assert set(lines) == {'single', 'ao5'}
    for label, line in lines.items():
        x, y = line.get_data()
        points = np.isfinite(np.asarray(y, float)).sum()
        assert points >= 2 or (points == 1 and line.get_marker() not in ('None', '', None, ' ')), label
    fig.canvas.draw()
    pixels = np.asarray(fig.canvas.buffer_rgba())[..., :3].astype(int)
    ao5 = float(np.mean(sorted(results)[1:-1])) / 1000
    col, row = fig.axes[0].transData.transform((5, ao5))
    row = pixels.shape[0] - row                                     # display y runs upwards
    patch = pixels[int(row) - 2:int(row) + 3, int(col) - 2:int(col) + 3].reshape(-1, 3)
    assert (np.abs(patch - (0x1f, 0x77, 0xb4)).sum(axis=1) < 30).any()


def test_an_average_with_no_value_is_not_in_the_legend():
    fig = plot.figure([12000, math.inf, math.inf, 11000, 14000])      # the only ao5 is a DNF
    assert set(_legend_lines(fig)) == {'single', 'DNF'}
