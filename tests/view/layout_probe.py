"""Run as a script by test_window_layout.py: one CubeLab window on its own large Xvfb screen,
resized in turn to each size asked for; at each size and cube size (and after a real orbit
drag) it reads the window's pixels back and prints one JSON line of measurements.

    python tests/view/layout_probe.py 800x600 2560x1440 ... --sizes 3 20 50
"""
import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
os.environ.pop('CUBELAB_TEST_DISPLAY', None)       # this window is on this process's own DISPLAY
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]


def _measure(lab, label):
    import numpy as np
    from view import layout, palette
    from viewdriver import screenshot
    from xinput import move
    move(lab, 2, lab.app.win.getYSize() - 2)         # the pointer parked off every button
    image = screenshot(lab).astype(float)
    h, w = image.shape[:2]
    aspect = w / h

    def pixels(box):
        """(col0, row0, col1, row1) of a layout.Box."""
        return (int(round((box.left / aspect + 0.5) * w)), int(round((0.5 - box.top) * h)),
                int(round((box.right / aspect + 0.5) * w)), int(round((0.5 - box.bottom) * h)))

    view, strip = pixels(layout.view_area(aspect)), pixels(layout.strip_area(aspect))
    bg = 255 * np.asarray(palette.BACKGROUND)
    # the panel's clear region may round a pixel either way
    area = image[view[1]:view[3] - 2, view[0] + 2:view[2]]
    mask = np.abs(area - bg).max(-1) > 12
    rows, cols = np.nonzero(mask)
    if os.environ.get('CUBELAB_PROBE_SHOTS'):
        from panda3d.core import Filename
        name = f"{os.environ['CUBELAB_PROBE_SHOTS']}/{w}x{h}_{lab.session.cube.n}_{label.replace(' ', '_')}.png"
        lab.app.win.saveScreenshot(Filename.fromOsSpecific(name))
    band = image[strip[1] + 2:strip[3] - 2, strip[0] + 2:strip[2]].reshape(-1, 3)
    # strip pixels may only be text: blends of the background with the text colours
    inks = [255 * np.asarray(c[:3]) for c in (palette.TEXT, palette.TEXT_DIM, palette.BUTTON_ACTIVE)]
    d = np.full(len(band), np.inf)
    for ink in inks:
        seg = ink - bg
        t = np.clip(((band - bg) @ seg) / (seg @ seg), 0, 1)
        d = np.minimum(d, np.linalg.norm(band - (bg + t[:, None] * seg), axis=1))
    worst = float(d.max()) if len(d) else 0.0
    text = lab.panel.alg_bar.text
    bounds = text.getTightBounds(lab_ui())
    return {
        'label': label, 'window': [w, h], 'n': lab.session.cube.n, 'view_px': list(view), 'strip_px': list(strip),
        'cube_bbox': [int(cols.min()) + view[0] + 2, int(rows.min()) + view[1], int(cols.max()) + view[0] + 2,
                      int(rows.max()) + view[1]] if len(rows) else None,
        'panel_outside': _panel_outside(lab),
        'band_ink': int((np.abs(band - bg).max(-1) > 12).sum()), 'band_worst': worst,
        'strip_text_ui': [float(bounds[0][0]), float(bounds[0][1]), float(bounds[1][0]), float(bounds[1][1])] if bounds else None,
        'strip_area_ui': list(layout.strip_area(aspect).__dict__.values()),
        'stickers_ok': _stickers_ok(lab) if lab.session.cube.n <= 20 else None,
    }


def _panel_outside(lab):
    """The shown panel's texts and buttons that reach out of the panel's area."""
    from ursina import Button, Entity, Text, camera, window
    from view import layout
    area = layout.panel_area(window.aspect_ratio)
    out, stack = [], [lab.panel]
    while stack:
        node = stack.pop()
        for child in getattr(node, 'children', []):
            if not isinstance(child, Entity) or not child.enabled:
                continue
            stack.append(child)
            if isinstance(child, (Text, Button)) and (not isinstance(child, Text) or child.text.strip()):
                bounds = child.getTightBounds(camera.ui)
                if bounds and not (area.left - 1e-3 <= bounds[0][0] and bounds[1][0] <= area.right + 1e-3
                                   and area.bottom - 1e-3 <= bounds[0][1] and bounds[1][1] <= area.top + 1e-3):
                    out.append(getattr(child, 'text', '') or type(child).__name__)
    return out


def lab_ui():
    from ursina import camera
    return camera.ui


def _stickers_ok(lab):
    from viewdriver import assert_screen_matches_model
    try:
        assert_screen_matches_model(lab, minimum=1)
        return True
    except AssertionError as exc:
        return str(exc)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('windows', nargs='+')
    parser.add_argument('--sizes', nargs='+', type=int, default=[3])
    args = parser.parse_args()
    from panda3d.core import ClockObject
    from view.app import CubeLab
    from viewdriver import resize_window, settle
    from xinput import drag
    first = [int(v) for v in args.windows[0].split('x')]
    lab = CubeLab(3, window_size=first, vsync=False)
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(60)
    lab.step(3)
    s = lab.session
    s.set_speed('instant')
    try:
        for spec in args.windows:
            w, h = (int(v) for v in spec.split('x'))
            resize_window(lab, w, h)
            for n in args.sizes:
                s.set_size(n)
                settle(lab)
                s.scramble('random-moves')             # a long scramble fills the strip
                settle(lab)
                lab.camera_rig.reset()
                print(json.dumps(_measure(lab, 'default view')), flush=True)
                # a real orbit: drag with the X pointer in the 3D area's top-right corner
                ww, hh = lab.app.win.getXSize(), lab.app.win.getYSize()
                drag(lab, (ww - 10, 12), (ww - 10 - hh * 0.25, 12 + hh * 0.2), steps=3)
                print(json.dumps(_measure(lab, 'after orbit')), flush=True)
                lab.camera_rig.reset()
    finally:
        lab.close()


if __name__ == '__main__':
    if os.environ.get('CUBELAB_PROBE_OWN_DISPLAY'):
        from pyvirtualdisplay import Display
        with Display(size=(2600, 1500), color_depth=24):
            main()
    else:
        main()
