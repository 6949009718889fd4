"""At any window shape (800x600 to 2560x1440, portrait too) the cube fits
the 3D area and the alg strip has its own band under it, never over the stickers, at 3x3,
20x20 and 50x50, before and after an orbit (a real drag); in a tall window the panel goes
below and the cube gets the window's width. The window runs on its own large Xvfb screen
(layout_probe.py), resized in turn; everything is read back from its pixels."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
WINDOWS = ['800x600', '1920x1000', '2560x1440', '600x900', '600x960', '900x1400']


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
        left, top, right, bottom = r['cube_bbox']
        v0, v1, v2, v3 = r['view_px']
        where = (r['window'], r['n'], r['label'])
        assert left >= v0 + 4 and top >= v1 + 2, where            # not under the panel, not cut at the top
        assert right <= v2 - 3 and bottom <= v3 - 5, where        # nor at the right, nor in the strip
        side = min(v2 - v0, v3 - v1)
        assert bottom - top >= 0.45 * side, where                 # and it is not lost in the middle


def test_in_a_tall_window_the_cube_takes_the_width(rows):
    """Portrait windows: the panel goes below, and the cube spans most of the width."""
    tall = [r for r in rows if r['window'][1] > r['window'][0] and r['label'] == 'default view']
    assert len(tall) == 9
    for r in tall:
        left, _, right, _ = r['cube_bbox']
        assert right - left >= 0.55 * r['window'][0], (r['window'], r['n'], r['cube_bbox'])


def test_the_panel_stays_inside_its_area(rows):
    for r in rows:
        assert r['panel_outside'] == [], (r['window'], r['n'], r['label'], r['panel_outside'])


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
