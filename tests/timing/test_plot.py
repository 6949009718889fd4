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
