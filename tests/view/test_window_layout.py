"""At any window shape (800x600 to 2560x1440, portrait too) the cube fits
the 3D area and the alg strip has its own band under it, never over the stickers, at 3x3,
20x20 and 50x50, before and after an orbit (a real drag). The window runs on its own large
Xvfb screen (layout_probe.py), resized in turn; everything is read back from its pixels."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
WINDOWS = ['800x600', '1920x1000', '2560x1440', '600x900', '900x1400']


@pytest.fixture(scope='module')
def rows():
    if shutil.which('Xvfb') is None or shutil.which('xdotool') is None:
        pytest.skip('needs Xvfb and xdotool')
    env = dict(os.environ, CUBELAB_PROBE_OWN_DISPLAY='1')
    done = subprocess.run([sys.executable, str(HERE / 'layout_probe.py'), *WINDOWS, '--sizes', '3', '20', '50'],
                          capture_output=True, text=True, timeout=900, env=env, cwd=HERE.parents[1])
    found = [json.loads(line) for line in done.stdout.splitlines() if line.startswith('{')]
    assert done.returncode == 0, done.stderr[-3000:]
    return found


def test_every_window_size_and_cube_size_was_measured(rows):
    seen = {(f"{r['window'][0]}x{r['window'][1]}", r['n'], r['label']) for r in rows}
    assert seen == {(w, n, label) for w in WINDOWS for n in (3, 20, 50)
                    for label in ('default view', 'after orbit')}


def test_the_cube_fits_the_3d_area(rows):
    for r in rows:
        w, h = r['window']
        left, top, right, bottom = r['cube_bbox']
        where = (r['window'], r['n'], r['label'])
        assert left >= r['panel_px'] + 4 and top >= 2, where           # not under the panel, not cut at the top
        assert right <= w - 3 and bottom <= h - r['band_px'] - 3, where  # nor at the right, nor in the strip
        side = min(w - r['panel_px'], h - r['band_px'])
        assert bottom - top >= 0.45 * side, where                      # and it is not lost in the middle


def test_the_strip_has_its_own_band_and_only_text_in_it(rows):
    for r in rows:
        where = (r['window'], r['n'], r['label'])
        assert r['band_ink'] > 0, where                          # the scramble is shown there
        assert r['band_worst'] < 20, where                       # and nothing but its text
        x0, y0, x1, y1 = r['strip_text_ui']
        left, bottom, right, top = r['strip_area_ui']
        assert left <= x0 and x1 <= right and bottom <= y0 and y1 <= top, where


def test_the_stickers_on_screen_match_the_model(rows):
    for r in rows:
        if r['n'] <= 20:
            assert r['stickers_ok'] is True, (r['window'], r['n'], r['label'], r['stickers_ok'])
